import { renameIssue, ruleIssue, type ProjectDetail, type RuleIssue, type projectPatchBody } from '@sentio/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { ProjectTable } from '../../platform/db/schema-projects.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { PackageService } from '../packages/service.js';
import type { AuditRecord } from './audit-repository.js';
import type { ChannelService } from './channel-service.js';
import { viewerOf, type ProjectDetails } from './details.js';
import type { MoveRepository } from './move-repository.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from './project-access.js';
import type { ProjectService } from './project-service.js';
import type { ModelRow } from './repository.js';
import { channelIssues, iconIssue, nameIssue, resolveModels, restrictionIssues, throwIssues } from './rules.js';
import type { ProjectTransaction } from './writes.js';

export type ProjectPatch = z.output<typeof projectPatchBody>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** PATCH /api/project/{code}: every change checked with the creation rules, written and audited in one transaction. */
export class ProjectChanges {
  constructor(
    private readonly transaction: ProjectTransaction,
    private readonly moves: MoveRepository,
    private readonly access: ProjectAccess,
    private readonly details: ProjectDetails,
    private readonly channels: ChannelService,
    private readonly packages: PackageService,
    private readonly projects: ProjectService,
  ) {}

  /** Renaming, moving and re-scoping an analysis is its creator's or a manager's, like deleting it. */
  async patch(scope: ProjectScope, code: string, body: ProjectPatch): Promise<ProjectDetail> {
    const row = await this.access.requireRemovable(scope, code);
    const repo = this.details.repo;
    const issues: RuleIssue[] = [];
    const set: Updateable<ProjectTable> = {};
    const audits: Omit<AuditRecord, 'projectId' | 'workspaceId' | 'entity' | 'entityId' | 'userId'>[] = [];
    const change = (action: string, before: unknown, after: unknown) => audits.push({ action, before, after });

    if (body.name !== undefined) {
      const same = renameIssue(row.name, body.name);
      const taken = same ? null : await nameIssue(repo, row.workspace_id, body.name, row.id);
      if (same ?? taken) issues.push((same ?? taken) as RuleIssue);
      set.name = body.name;
      change('RENAME', row.name, body.name);
    }
    if (body.description !== undefined) {
      set.description = body.description;
      change('DESCRIPTION', row.description, body.description);
    }
    if (body.icon !== undefined) {
      const issue = await iconIssue(repo, row.workspace_id, body.icon);
      if (issue) issues.push(issue);
      set.icon = body.icon;
      change('ICON', row.icon, body.icon);
    }
    if (body.color !== undefined) {
      set.color = body.color;
      change('COLOR', row.color, body.color);
    }
    if (body.tags !== undefined) {
      const keys = body.tags.map((t) => t.toLocaleLowerCase('tr'));
      keys.forEach((k, i) => {
        if (keys.indexOf(k) !== i) issues.push(ruleIssue('TAG_DUPLICATE', 'tags', i));
      });
      set.tags = JSON.stringify(body.tags);
      change('TAGS', row.tags, body.tags);
    }
    if (body.visibility !== undefined) {
      set.visibility = body.visibility;
      change('VISIBILITY', row.visibility, body.visibility);
    }
    if (body.privacyLabels !== undefined) {
      set.privacy_labels = JSON.stringify(body.privacyLabels);
      change('PRIVACY_LABELS', row.privacy_labels, body.privacyLabels);
    }

    let models: ModelRow[] | null = null;
    if (body.models !== undefined) {
      models = await resolveModels(
        repo,
        viewerOf(scope),
        body.models.map((c) => ({ code: c })),
        row.data_type,
        issues,
      );
      change('MODELS', null, body.models);
    }
    const currentChannels = await this.access.channelCodes(row);
    const channels = body.channels ?? currentChannels;
    const proxy = body.proxyChannel === undefined ? row.proxy_channel : body.proxyChannel;
    if (body.channels !== undefined || body.proxyChannel !== undefined) {
      issues.push(...channelIssues(await this.channels.codes(row.workspace_id), channels, proxy));
      if (channels.length === 0)
        issues.push(
          ruleIssue(proxy === null ? 'ANALYSIS_CHANNEL_REQUIRED' : 'ANALYSIS_PROXY_CHANNEL_SELECTION_REQUIRED', 'channels'),
        );
      set.proxy_channel = proxy;
      change('CHANNELS', { channels: currentChannels, proxyChannel: row.proxy_channel }, { channels, proxyChannel: proxy });
    }
    if (body.restrictModels !== undefined || body.restrictedModels !== undefined || models !== null) {
      const restrict = body.restrictModels ?? row.restrict_models;
      const restricted = body.restrictedModels ?? strings(row.restricted_models);
      const codes = models ? models.map((m) => m.code) : (await this.access.models(row)).map((m) => m.model.code);
      issues.push(...restrictionIssues(restrict, restricted, codes));
      set.restrict_models = restrict;
      set.restricted_models = JSON.stringify(restricted);
      if (body.restrictModels !== undefined || body.restrictedModels !== undefined)
        change(
          'RESTRICTION',
          { restrictModels: row.restrict_models, restrictedModels: row.restricted_models },
          { restrict, restricted },
        );
    }

    const target = body.workspaceCode !== undefined && body.workspaceCode !== row.workspace_id ? body.workspaceCode : null;
    if (target) await this.checkTarget(scope, row, body.name ?? row.name, issues, target);
    throwIssues(issues);

    let updated: ProjectRow;
    try {
      updated = await this.transaction(async (w) => {
        let project = await w.projects.update(row, set);
        if (models)
          await w.projects.replaceModels(
            project,
            models.map((m) => m.id),
          );
        if (body.channels !== undefined) await w.projects.replaceChannels(project, channels);
        if (target) {
          await this.channels.copyTo(w.channels, row.workspace_id, target, [...channels, ...(proxy ? [proxy] : [])]);
          const dropped = await w.moves.move(project, target);
          change('MOVE', { workspaceId: row.workspace_id }, { workspaceId: target, droppedModels: dropped });
          project = (await w.projects.byCode(target, project.code)) ?? project;
        }
        const base = {
          projectId: project.id,
          workspaceId: project.workspace_id,
          entity: 'project' as const,
          entityId: project.id,
        };
        await w.audit.record(audits.map((a) => ({ ...base, ...a, userId: scope.userId })));
        return project;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('ANALYSIS_CODE_TAKEN', 'workspaceCode');
      throw e;
    }
    if (target) await this.projects.updated(row);
    await this.projects.updated(updated);
    return this.details.of(updated);
  }

  /** The target of a move: a workspace of the user where they manage analyses, free code and name, plan room. */
  private async checkTarget(
    scope: ProjectScope,
    row: ProjectRow,
    name: string,
    issues: RuleIssue[],
    target: string,
  ): Promise<void> {
    const grant = await this.moves.managesProjectsIn(scope.userId, target);
    if (!grant) {
      issues.push(ruleIssue('FIELD_INVALID', 'workspaceCode'));
      return;
    }
    if (await this.details.repo.byCode(target, row.code)) throw errors.conflict('ANALYSIS_CODE_TAKEN', 'workspaceCode');
    // Journeys of this workspace name it by code: moving it away would empty their steps, as deleting it would.
    if (await this.details.repo.usedByJourney(row)) throw errors.conflict('JOURNEY_PROJECT_IN_USE', 'workspaceCode');
    const taken = await nameIssue(this.details.repo, target, name, null);
    if (taken) issues.push(taken);
    if (grant.accountId !== scope.accountId) await this.packages.assertAvailable(grant.accountId, 'PROJECT_COUNT');
  }
}
