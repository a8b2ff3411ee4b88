import {
  permissions,
  type CreateProjectFromTemplateBody,
  type CreateProjectFromTemplateResult,
  type MakeItTemplateBody,
  type Page,
  type ProjectPublic,
  type ProjectTemplateDetail,
  type ProjectTemplateListQuery,
  type ProjectTemplateSummary,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { PublicReviewRepository } from '../public-review/repository.js';
import { presentRequest, type PublicReviewService } from '../public-review/service.js';
import { uniqueCode } from './config.js';
import type { ProjectFromTemplate } from './create-project.js';
import { presentDetail, presentSummary } from './presenter.js';
import type { ProjectTemplateRepository, TemplateRow } from './repository.js';
import type { TemplateSnapshotter } from './snapshot.js';

/** The session as analysis templates see it; `operator` (SYSTEM_ADMIN) reads any template's detail (they review it). */
export type TemplateScope = ProjectScope & { operator?: boolean };

export interface ProjectTemplatePorts {
  repo: ProjectTemplateRepository;
  access: ProjectAccess;
  snapshotter: TemplateSnapshotter;
  creator: ProjectFromTemplate;
  /** The make-public request rows of analyses (docs/public-review.md). */
  requests: PublicReviewRepository;
  review: PublicReviewService;
}

/** What a snapshot is made with; `builtInKey` makes a built-in template (no workspace, public at once). */
export interface ProjectSnapshotOptions {
  name?: string | undefined;
  description?: string | undefined;
  tags?: readonly string[] | undefined;
  includeWeights?: boolean | undefined;
  builtInKey?: string | undefined;
}

/**
 * Analysis templates (docs/marketplace.md): the list and detail (own and public ones; another workspace's private
 * template is 404), make-it-template (a private snapshot, optionally with the make-public request), create-project,
 * delete, and what a review decision does to the template.
 */
export class ProjectTemplateService {
  constructor(private readonly p: ProjectTemplatePorts) {}

  async list(scope: TemplateScope, query: ProjectTemplateListQuery): Promise<Page<ProjectTemplateSummary>> {
    const { page, size, sort, ...filter } = query;
    const { rows, total } = await this.p.repo.page({ ...filter, workspaceId: scope.id }, { page, size, sort });
    const content: ProjectTemplateSummary[] = [];
    for (const row of rows) content.push(presentSummary(row, scope.id, await this.requestOf(row, scope.id)));
    return { content, page, size, total };
  }

  workspace(scope: TemplateScope, query: ProjectTemplateListQuery): Promise<Page<ProjectTemplateSummary>> {
    return this.list(scope, { ...query, scope: 'WORKSPACE' });
  }

  async detail(scope: TemplateScope, id: string): Promise<ProjectTemplateDetail> {
    const row = await this.require(scope, id, { operatorReads: true });
    return presentDetail(row, scope.id, await this.requestOf(row, scope.id));
  }

  /** Installing goes through the template's visibility to the viewer's workspace, operators included. */
  async createProject(
    scope: TemplateScope,
    id: string,
    body: CreateProjectFromTemplateBody,
  ): Promise<CreateProjectFromTemplateResult> {
    const row = await this.require(scope, id, { operatorReads: false });
    return this.p.creator.create(scope, row, body);
  }

  /**
   * Creates or refreshes the analysis's template (same id, installs kept; private again). With `shareWithEveryone`
   * a pending request is refused before anything is written, and a new request is filed after the snapshot.
   */
  async makeItTemplate(scope: TemplateScope, code: string, body: MakeItTemplateBody): Promise<ProjectTemplateDetail> {
    const project = await this.p.access.require(scope, code);
    if (body.shareWithEveryone) await this.assertNotPending(project.id);
    const id = await this.snapshotRow(scope, project, {
      name: body.name,
      description: body.description,
      tags: body.tags,
      includeWeights: body.includeWeights,
    });
    if (body.shareWithEveryone) await this.p.requests.file('PROJECT', scope.id, project.id, scope.userId, body.note);
    return this.detail(scope, id);
  }

  /**
   * The make-public call (docs/public-review.md): the analysis is snapshotted into its private template and the
   * request filed as before. An approved analysis asked again changes nothing (its template is made public when
   * it has none yet, as the approval would have).
   */
  async makePublic(scope: TemplateScope, code: string, note: string): Promise<ProjectPublic> {
    const project = await this.p.access.require(scope, code);
    const current = await this.p.requests.projectRequest(project.id);
    if (current?.status === 'PENDING') throw errors.conflict('PUBLIC_REQUEST_PENDING');
    if (current?.status === 'APPROVED') {
      if (!(await this.p.repo.bySource(project.id))) {
        await this.p.repo.setVisibility(await this.snapshotRow(scope, project, {}), 'PUBLIC');
      }
    } else {
      await this.snapshotRow(scope, project, {});
    }
    return this.p.review.requestProject(scope, code, note);
  }

  /** For the marketplace seed and other callers with a session scope: a snapshot without a request. */
  async snapshot(
    scope: ProjectScope,
    projectCode: string,
    options: ProjectSnapshotOptions = {},
  ): Promise<{ templateId: string }> {
    const project = await this.p.access.require(scope, projectCode);
    return { templateId: await this.snapshotRow(scope, project, options) };
  }

  async delete(scope: TemplateScope, id: string): Promise<void> {
    const row = await this.require(scope, id, { operatorReads: false });
    if (row.built_in_key !== null) throw errors.conflict('TEMPLATE_BUILT_IN');
    if (row.workspace_id !== scope.id) throw errors.forbidden('TEMPLATE_NOT_OWN');
    await this.p.repo.delete(row.id);
  }

  /**
   * A review decision on the analysis's make-public request: approval makes its template public, snapshotting the
   * analysis first when it has none (requests filed before templates existed); a rejection changes nothing.
   */
  async decided(projectId: string, status: 'APPROVED' | 'REJECTED'): Promise<void> {
    if (status !== 'APPROVED') return;
    const existing = await this.p.repo.bySource(projectId);
    if (existing) {
      await this.p.repo.setVisibility(existing.id, 'PUBLIC');
      return;
    }
    const ws = await this.p.repo.workspaceOf(projectId);
    if (!ws) return;
    // No session here: the analysis's owner in its workspace, allowed to read everything the snapshot reads.
    const scope: ProjectScope = {
      id: ws.workspaceId,
      code: ws.code,
      name: ws.name,
      accountId: ws.accountId,
      role: 'ADMIN',
      permissions: [...permissions],
      userId: ws.ownerId,
    };
    const project = await this.p.access.byId(ws.workspaceId, projectId);
    if (!project) return;
    await this.p.repo.setVisibility(await this.snapshotRow(scope, project, { includeWeights: true }), 'PUBLIC');
  }

  private async snapshotRow(scope: ProjectScope, project: ProjectRow, options: ProjectSnapshotOptions): Promise<string> {
    const key = options.builtInKey ?? null;
    const existing = (key ? await this.p.repo.byBuiltInKey(key) : null) ?? (await this.p.repo.bySource(project.id));
    if (existing && existing.built_in_key !== null && existing.built_in_key !== key) throw errors.conflict('TEMPLATE_BUILT_IN');
    const values = await this.p.snapshotter.build(scope, project, {
      name: options.name ?? existing?.name ?? project.name,
      description: options.description ?? existing?.description ?? project.description,
      tags: options.tags ? [...options.tags] : (existing?.tags ?? []),
      includeWeights: options.includeWeights ?? true,
      builtInKey: key ?? undefined,
    });
    const visibility = key ? 'PUBLIC' : 'WORKSPACE';
    if (existing) {
      if (key && existing.built_in_key === null) await this.p.repo.makeBuiltIn(existing.id, key);
      await this.p.repo.refresh(existing.id, visibility, values);
      return existing.id;
    }
    const workspaceId = key ? null : scope.id;
    const code = uniqueCode(project.code, await this.p.repo.codes(workspaceId));
    return this.p.repo.insert({ workspaceId, builtInKey: key, visibility, createdBy: scope.userId }, project.id, code, values);
  }

  private async assertNotPending(projectId: string): Promise<void> {
    const current = await this.p.requests.projectRequest(projectId);
    if (current?.status === 'PENDING') throw errors.conflict('PUBLIC_REQUEST_PENDING');
  }

  /** The template, when the viewer may see it: own, public, or (reading only) any for an operator; else 404. */
  private async require(scope: TemplateScope, id: string, options: { operatorReads: boolean }): Promise<TemplateRow> {
    const row = await this.p.repo.byId(id);
    const visible =
      row !== null &&
      (row.workspace_id === scope.id || row.visibility === 'PUBLIC' || (options.operatorReads && scope.operator === true));
    if (!row || !visible) throw errors.notFound();
    return row;
  }

  private async requestOf(row: TemplateRow, workspaceId: string) {
    if (row.workspace_id !== workspaceId || row.source_project_id === null) return null;
    return presentRequest(await this.p.requests.projectRequest(row.source_project_id));
  }
}
