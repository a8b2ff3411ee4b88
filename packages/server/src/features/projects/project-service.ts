import type { Page, ProjectDetail, ProjectSummary, projectCreateBody, projectDraftBody, projectListQuery } from '@sentio/domain';
import type { RuleIssue } from '@sentio/domain';
import type { z } from 'zod';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import type { PackageService } from '../packages/service.js';
import type { ChannelService } from './channel-service.js';
import { viewerOf, type ProjectDetails } from './details.js';
import { presentSummary } from './presenter.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from './project-access.js';
import type { ProjectRepository } from './repository.js';
import { channelIssues, iconIssue, nameIssue, resolveModels, restrictionIssues, throwIssues } from './rules.js';
import { defaultSettings } from './settings.js';
import type { ProjectTransaction } from './writes.js';

export type ProjectCreateInput = z.output<typeof projectCreateBody>;
export type ProjectDraft = { code: string; name: string; step: number; values: Record<string, unknown> };

/** Removes stored files; the platform file store. */
export interface FileRemover {
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

/** Where an analysis keeps its files in the file store (uploads, failed rows, exports go under it). */
export const projectFilePrefix = (workspaceId: string, projectId: string): string => `${workspaceId}/projects/${projectId}`;

/** Analyses: list, open, create (the wizard's end), drafts and deletion. Changes after creation: ProjectChanges. */
export class ProjectService {
  private readonly repo: ProjectRepository;

  constructor(
    private readonly transaction: ProjectTransaction,
    private readonly access: ProjectAccess,
    private readonly details: ProjectDetails,
    private readonly channels: ChannelService,
    private readonly packages: PackageService,
    private readonly events: EventRepository,
    private readonly files: FileRemover,
  ) {
    this.repo = details.repo;
    packages.registerCounter('PROJECT_COUNT', (accountId) => this.repo.countForAccount(accountId));
  }

  async list(scope: ProjectScope, query: z.output<typeof projectListQuery>): Promise<Page<ProjectSummary>> {
    const restriction = await this.access.viewerRestriction(scope);
    const { rows, total } = await this.repo.list(viewerOf(scope), query, restriction);
    const extras = await this.repo.extras(scope.id, rows, restriction?.rules);
    return { content: rows.map((r) => presentSummary(r, extras)), page: query.page, size: query.size, total };
  }

  async recent(scope: ProjectScope): Promise<ProjectSummary[]> {
    const restriction = await this.access.viewerRestriction(scope);
    const allowed = restriction?.projectIds;
    const rows = (await this.details.lists.recent(viewerOf(scope))).filter((r) => !allowed || allowed.has(r.id));
    const extras = await this.repo.extras(scope.id, rows, restriction?.rules);
    return rows.map((r) => presentSummary(r, extras));
  }

  /** Opening an analysis puts it on the user's recent list. */
  async get(scope: ProjectScope, code: string): Promise<ProjectDetail> {
    const row = await this.access.require(scope, code);
    await this.details.lists.recordOpen(scope.userId, row.id);
    return this.details.of(row);
  }

  /**
   * The wizard's last step: every creation rule against the real models and channels, then 402 at the
   * PROJECT_COUNT limit; a DRAFT with this code becomes the analysis, an ACTIVE one is 409 ANALYSIS_CODE_TAKEN.
   */
  async create(scope: ProjectScope, code: string, body: ProjectCreateInput): Promise<ProjectDetail> {
    const existing = await this.repo.byCode(scope.id, code);
    if (existing?.status === 'ACTIVE') throw errors.conflict('ANALYSIS_CODE_TAKEN', 'code');
    const issues: RuleIssue[] = [];
    const models = await resolveModels(this.repo, viewerOf(scope), body.models, body.dataType, issues);
    const known = await this.channels.codes(scope.id);
    issues.push(...channelIssues(known, body.channels, body.proxyChannel));
    issues.push(
      ...restrictionIssues(
        body.restrictModels,
        body.restrictedModels,
        models.map((m) => m.code),
      ),
    );
    const name = await nameIssue(this.repo, scope.id, body.name, existing?.id ?? null);
    if (name) issues.push(name);
    const icon = await iconIssue(this.repo, scope.id, body.icon);
    if (icon) issues.push(icon);
    throwIssues(issues);
    await this.packages.assertAvailable(scope.accountId, 'PROJECT_COUNT');

    const values = {
      name: body.name,
      description: body.description,
      icon: body.icon,
      color: body.color,
      tags: JSON.stringify(body.tags),
      status: 'ACTIVE',
      draft: null,
      data_type: body.dataType,
      visibility: body.visibility,
      proxy_channel: body.proxyChannel,
      restrict_models: body.restrictModels,
      restricted_models: JSON.stringify(body.restrictedModels),
      restricted_attributes: JSON.stringify(body.restrictedAttributes),
      privacy_labels: JSON.stringify(body.privacyLabels),
      pipeline_stages: JSON.stringify(body.pipelineStages),
      settings: JSON.stringify(defaultSettings()),
    };
    let row: ProjectRow;
    try {
      row = await this.transaction(async (w) => {
        const project = existing
          ? await w.projects.update(existing, { ...values, owner_id: scope.userId })
          : await w.projects.insert({ ...values, workspace_id: scope.id, code, owner_id: scope.userId });
        await w.projects.replaceModels(
          project,
          models.map((m) => m.id),
        );
        await w.projects.replaceChannels(project, body.channels);
        await w.projects.replaceAttributes(project, body.attributes);
        await w.audit.record({
          projectId: project.id,
          workspaceId: scope.id,
          entity: 'project',
          entityId: project.id,
          action: 'CREATE',
          userId: scope.userId,
          after: { code, name: body.name, models: models.map((m) => m.code), channels: body.channels },
        });
        return project;
      });
    } catch (e) {
      // Two creates of one code at once: the second meets the unique (workspace, code) key.
      if (isUniqueViolation(e)) throw errors.conflict('ANALYSIS_CODE_TAKEN', 'code');
      throw e;
    }
    await this.updated(row);
    return this.details.of(row);
  }

  async draft(scope: ProjectScope, code: string): Promise<ProjectDraft> {
    const row = await this.access.require(scope, code, { allowDraft: true });
    if (row.status !== 'DRAFT') throw errors.notFound('ANALYSIS_NOT_FOUND');
    return presentDraft(row);
  }

  /** Saves the wizard's progress; the code of a finished analysis is taken (409). */
  async saveDraft(scope: ProjectScope, code: string, body: z.output<typeof projectDraftBody>): Promise<ProjectDraft> {
    const existing = await this.repo.byCode(scope.id, code);
    if (existing && existing.status !== 'DRAFT') throw errors.conflict('ANALYSIS_CODE_TAKEN', 'code');
    if (existing) await this.access.require(scope, code, { allowDraft: true });
    const draft = JSON.stringify({ step: body.step, values: body.values });
    try {
      const row = existing
        ? await this.repo.update(existing, { name: body.name, draft })
        : await this.repo.insert({
            workspace_id: scope.id,
            code,
            name: body.name,
            status: 'DRAFT',
            draft,
            owner_id: scope.userId,
          });
      return presentDraft(row);
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('ANALYSIS_CODE_TAKEN', 'code');
      throw e;
    }
  }

  /** `DELETE /api/project/invalid/{code}`: only an unfinished analysis goes this way. */
  async deleteDraft(scope: ProjectScope, code: string): Promise<void> {
    const row = await this.access.require(scope, code, { allowDraft: true });
    if (row.status !== 'DRAFT') throw errors.badRequest('ANALYSIS_NOT_DRAFT', 'code');
    await this.repo.delete(row);
  }

  /**
   * Deletes the analysis with everything hanging off it (the database cascades), then its stored files. Files go
   * after the rows: a failure leaves orphan files, never rows pointing at missing files.
   */
  async delete(scope: ProjectScope, code: string): Promise<void> {
    const row = await this.access.requireRemovable(scope, code);
    // Journeys name analyses by code; removing one would silently empty their steps (docs/customer-journeys.md).
    if (await this.repo.usedByJourney(row)) throw errors.conflict('JOURNEY_PROJECT_IN_USE', 'code');
    const keys = await this.repo.fileKeys(row);
    await this.repo.delete(row);
    for (const key of keys) await this.files.delete(key);
    await this.files.deletePrefix(projectFilePrefix(row.workspace_id, row.id));
    await this.updated(row);
  }

  /** PROJECT_UPDATED for open screens; written outside transactions (PGlite has one connection). */
  async updated(row: Pick<ProjectRow, 'workspace_id' | 'code'>): Promise<void> {
    await this.events.add({
      type: 'PROJECT_UPDATED',
      userId: null,
      workspaceId: row.workspace_id,
      payload: { projectCode: row.code },
    });
  }
}

function presentDraft(row: ProjectRow): ProjectDraft {
  const draft = row.draft ?? { step: 0, values: {} };
  return { code: row.code, name: row.name, step: draft.step, values: draft.values };
}
