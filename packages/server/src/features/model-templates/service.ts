import type {
  MakeItTemplateBody,
  ModelDetail,
  ModelTemplateDetail,
  ModelTemplateInstallResult,
  ModelTemplateListQuery,
  ModelTemplateSummary,
  Page,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ModelRow, ModelScope } from '../models/model-access.js';
import type { Viewer } from '../models/repository.js';
import { installTemplate, type InstallResult } from './install.js';
import type { ModelTemplatePorts } from './ports.js';
import { presentDetail, presentSummary } from './presenter.js';
import type { TemplateRow } from './repository.js';
import { takeSnapshot, type SnapshotOptions } from './snapshot.js';

export type { InstallResult } from './install.js';
export type { SnapshotOptions } from './snapshot.js';

/** The session as templates see it: its workspace and user; `operator` (SYSTEM_ADMIN) reads any template's detail. */
export type TemplateViewer = ModelScope & { operator?: boolean };

export interface InstallOptions {
  name?: string | undefined;
  code?: string | undefined;
  /** The caller checked access through another template (an analysis template's): skip the visibility check. */
  trusted?: boolean | undefined;
}

/** The models area's viewer of a session scope: those who may approve see every model of the workspace. */
const viewerOf = (scope: ModelScope): Viewer => ({
  workspaceId: scope.id,
  userId: scope.userId,
  seesPrivate: scope.permissions.includes('MODEL/APPROVE'),
});

/** Seen by its own workspace, or by everyone once public; any other template answers like a missing one. */
const visibleTo = (row: TemplateRow, workspaceId: string) => row.visibility === 'PUBLIC' || row.workspace_id === workspaceId;

/**
 * Model templates (docs/marketplace.md): snapshots of a model's tree, settings and (when the owner allows) trained
 * weights, seen by their workspace or — once a make-public request is approved — by everyone, and installed as new
 * models. Each model has one template; making it again refreshes it.
 */
export class ModelTemplateService {
  constructor(private readonly ports: ModelTemplatePorts) {}

  async list(viewer: TemplateViewer, query: ModelTemplateListQuery): Promise<Page<ModelTemplateSummary>> {
    const tags = (query.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    const { rows, total } = await this.ports.repo.page(viewer.id, {
      scope: query.scope,
      sort: query.sort,
      search: query.search,
      tags,
      language: query.language || undefined,
      senseType: query.senseType,
      page: query.page,
      size: query.size,
    });
    return { content: rows.map((r) => presentSummary(r, viewer.id)), page: query.page, size: query.size, total };
  }

  /** Operators read any template (they review the private snapshot behind a make-public request). */
  async detail(viewer: TemplateViewer, id: string): Promise<ModelTemplateDetail> {
    const row = await this.ports.repo.byId(viewer.id, id);
    if (!row || (!visibleTo(row, viewer.id) && !viewer.operator)) throw errors.notFound();
    return presentDetail(row, viewer.id);
  }

  async tags(viewer: TemplateViewer): Promise<{ tag: string; count: number }[]> {
    return this.ports.repo.tags(viewer.id);
  }

  /** For other areas and the seed: snapshots a model of the scope's workspace into its template (private, no request). */
  async snapshot(scope: TemplateViewer, modelId: string, options: SnapshotOptions): Promise<{ templateId: string }> {
    const model = await this.ports.access.requireIn(scope, modelId);
    return { templateId: await takeSnapshot(this.ports, model, scope.userId, options) };
  }

  /**
   * POST /api/model/{id}/make-it-template. Sharing with everyone files the model's make-public request; one under
   * review refuses the call before anything is written.
   */
  async makeItTemplate(viewer: TemplateViewer, modelId: string, body: MakeItTemplateBody): Promise<ModelTemplateDetail> {
    const model = await this.ports.access.requireIn(viewer, modelId);
    if (body.shareWithEveryone) await this.assertNoPendingRequest(model);
    const templateId = await takeSnapshot(this.ports, model, viewer.userId, {
      includeWeights: body.includeWeights,
      name: body.name,
      description: body.description,
      tags: body.tags,
    });
    if (body.shareWithEveryone) await this.fileRequest(model, viewer.userId, body.note);
    return this.detail(viewer, templateId);
  }

  /**
   * POST /api/model/{id}/make-public: the model is snapshotted into its (private) template and its make-public
   * request filed; the answer is the model's detail, as before templates.
   */
  async makePublic(
    viewer: TemplateViewer,
    modelId: string,
    body: { note: string; includeWeights: boolean },
  ): Promise<ModelDetail> {
    const model = await this.ports.access.requireIn(viewer, modelId);
    const current = await this.ports.requests.modelRequest(model.id);
    if (current?.status === 'PENDING') throw errors.conflict('MODEL_PUBLIC_REQUEST_PENDING');
    if (current?.status === 'APPROVED') {
      // Already public: asking again changes nothing (a new snapshot is shared through make-it-template). A model
      // approved before templates existed gets its public template now.
      if (!(await this.ports.repo.bySource(model.id))) await this.decided(model.id, 'APPROVED');
    } else {
      await takeSnapshot(this.ports, model, viewer.userId, { includeWeights: body.includeWeights });
      await this.fileRequest(model, viewer.userId, body.note);
    }
    return this.ports.modelService.detail(viewerOf(viewer), model);
  }

  /**
   * A review decision on a model's request: approval makes its template public, snapshotting the model first (with its
   * weights) when it has none — requests filed before templates existed. A rejection leaves the template private.
   */
  async decided(modelId: string, status: 'APPROVED' | 'REJECTED'): Promise<void> {
    if (status !== 'APPROVED') return;
    let template = await this.ports.repo.bySource(modelId);
    if (!template) {
      const home = await this.ports.repo.modelHome(modelId);
      if (!home) return;
      const model = await this.ports.access.require(home.workspace_id, modelId);
      await takeSnapshot(this.ports, model, home.owner_id, { includeWeights: true });
      template = await this.ports.repo.bySource(modelId);
    }
    if (template) await this.ports.repo.setVisibility(template.id, 'PUBLIC');
  }

  async install(viewer: TemplateViewer, templateId: string, body: { name?: string | undefined; code?: string | undefined }) {
    const { modelId, modelCode, deployed } = await this.installInto(viewer, templateId, body);
    const result: ModelTemplateInstallResult = { modelId, modelCode, deployed };
    return result;
  }

  /**
   * Installs a template into the scope's workspace (MODEL_COUNT first: 402 at the limit). `trusted` skips the
   * visibility check for an analysis template's own model templates, which may be private to their owner.
   */
  async installInto(scope: TemplateViewer, templateId: string, options: InstallOptions): Promise<InstallResult> {
    const row = await this.ports.repo.byId(scope.id, templateId);
    if (!row || (!options.trusted && !visibleTo(row, scope.id))) throw errors.notFound();
    await this.ports.packages.assertAvailable(scope.accountId, 'MODEL_COUNT');
    return installTemplate(this.ports, viewerOf(scope), row, { name: options.name, code: options.code });
  }

  /**
   * Removes a model an install made (an analysis created from a template failed after installing it): the model with
   * everything it owns, its files, and the install it counted.
   */
  async removeInstalled(scope: TemplateViewer, modelId: string): Promise<void> {
    const model = await this.ports.access.require(scope.id, modelId);
    const keys = await this.ports.models.models.versionFileKeys(model.workspace_id, model.id);
    await this.ports.transaction(async (tx) => {
      await tx.templates.forgetInstall(model.workspace_id, model.id);
      await tx.models.models.delete(model.workspace_id, model.id);
    });
    await Promise.allSettled(keys.map((k) => this.ports.files.delete(k)));
    await this.ports.files.deletePrefix(`${model.workspace_id}/models/${model.id}`).catch(() => undefined);
    await this.ports.changes.modelUpdated(model.workspace_id, model.id);
  }

  /** Only the owner workspace deletes its template; built-in ones stay. Models installed from it are not touched. */
  async delete(viewer: TemplateViewer, id: string): Promise<void> {
    const row = await this.ports.repo.byId(viewer.id, id);
    if (!row || !visibleTo(row, viewer.id)) throw errors.notFound();
    if (row.built_in_key !== null) throw errors.conflict('TEMPLATE_BUILT_IN');
    if (row.workspace_id !== viewer.id) throw errors.forbidden('TEMPLATE_NOT_OWN');
    if (!(await this.ports.repo.delete(viewer.id, id))) throw errors.notFound();
    if (row.file_key) await this.ports.files.delete(row.file_key).catch(() => undefined);
  }

  private async assertNoPendingRequest(model: ModelRow): Promise<void> {
    const current = await this.ports.requests.modelRequest(model.id);
    if (current?.status === 'PENDING') throw errors.conflict('MODEL_PUBLIC_REQUEST_PENDING');
  }

  private async fileRequest(model: ModelRow, userId: string, note: string): Promise<void> {
    await this.ports.requests.file('MODEL', model.workspace_id, model.id, userId, note);
    await this.ports.changes.modelUpdated(model.workspace_id, model.id);
  }
}
