import {
  modelKinds,
  type ModelDetail,
  type ModelSummary,
  type Page,
  type PipelineStage,
  type modelCreateRequest,
  type modelListQuery,
  type modelUpdateBody,
} from '@sentio/domain';
import type { Updateable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ModelTable } from '../../platform/db/schema-models.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { PackageService } from '../packages/service.js';
import { trainingLanguage } from '../model-training/inputs.js';
import { mergeTree } from './category-service.js';
import type { ModelAccess, ModelRow } from './model-access.js';
import type { ModelChanges } from './model-changes.js';
import { presentDetail, presentSummary } from './presenter.js';
import type { Viewer } from './repository.js';
import type { ModelRepositories, ModelTransaction } from './writes.js';

/** Deletes stored files (model files of versions, a model's folder); the file store from the platform. */
export interface FileRemover {
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

/** A readable, unguessable code from the name, when the wizard does not give one. */
export function modelCode(name: string): string {
  const slug = name
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'model'}-${randomBytes(3).toString('hex')}`;
}

/** One default language; a repeated language keeps its first entry. */
export function normaliseSwitches(list: readonly { code: string; default: boolean }[]): { code: string; default: boolean }[] {
  const seen = new Set<string>();
  const out = list.filter((s) => !seen.has(s.code) && seen.add(s.code)).map((s) => ({ code: s.code, default: s.default }));
  const first = out.findIndex((s) => s.default);
  return out.map((s, i) => ({ ...s, default: i === first }));
}

/** Each stage appears once (its options are per stage); a repeated code is refused at its index. */
export function assertUniqueStages(stages: readonly PipelineStage[], field: string): void {
  const seen = new Set<string>();
  stages.forEach((s, i) => {
    if (seen.has(s.code)) throw errors.badRequest('FIELD_INVALID', `${field}.${i}.code`);
    seen.add(s.code);
  });
}

export type ModelCreateInput = z.output<typeof modelCreateRequest>;

export class ModelService {
  constructor(
    private readonly repos: ModelRepositories,
    private readonly transaction: ModelTransaction,
    private readonly access: ModelAccess,
    private readonly packages: PackageService,
    private readonly changes: ModelChanges,
    private readonly files: FileRemover | null,
  ) {
    packages.registerCounter('MODEL_COUNT', (accountId) => this.repos.models.countForAccount(accountId));
  }

  async list(viewer: Viewer, query: z.output<typeof modelListQuery>): Promise<Page<ModelSummary>> {
    const { rows, total } = await this.repos.models.list(viewer, query, query);
    return { content: rows.map(presentSummary), page: query.page, size: query.size, total };
  }

  async get(viewer: Viewer, id: string): Promise<ModelDetail> {
    const model = await this.access.requireVisible(viewer, id);
    return this.detail(viewer, model);
  }

  async detail(viewer: Viewer, model: ModelRow): Promise<ModelDetail> {
    const repo = this.repos.models;
    const [summary, categoryCount, labels, latestVersion, publicRequest] = await Promise.all([
      repo.summary(viewer, model.id),
      repo.categoryCount(model.workspace_id, model.id),
      this.access.labels(model),
      repo.latestVersion(model.workspace_id, model.id),
      repo.publicRequest(model.workspace_id, model.id),
    ]);
    if (!summary) throw errors.notFound();
    return presentDetail({ summary, model, categoryCount, labels, latestVersion, publicRequest });
  }

  /** Creates a model with its category tree, checked by the model creation rules; 402 at the MODEL_COUNT limit. */
  async create(viewer: Viewer, accountId: string, body: ModelCreateInput): Promise<ModelDetail> {
    const kinds = modelKinds(body);
    if (kinds.senseType === 'NAMED_ENTITY' && body.categories.length > 0)
      throw errors.badRequest('MODEL_CATEGORIES_NOT_ALLOWED', 'categories');
    assertUniqueStages(body.pipelineStages, 'pipelineStages');
    await this.packages.assertAvailable(accountId, 'MODEL_COUNT');
    const repo = this.repos.models;
    if (body.code !== undefined && (await repo.codeTaken(viewer.workspaceId, body.code)))
      throw errors.conflict('MODEL_CODE_TAKEN', 'code');
    const model = await this.insertModel(viewer, {
      name: body.name,
      code: body.code,
      description: body.description,
      typeCode: body.typeCode,
      ...kinds,
      switches: body.switches,
      pipelineStages: body.pipelineStages,
      tags: body.tags,
      color: body.color,
      categories: body.categories,
    });
    await this.changes.modelUpdated(viewer.workspaceId, model.id);
    return this.detail(viewer, model);
  }

  /**
   * The insert shared by the wizard and the package import; runs in the caller's transaction when given one
   * (so it writes no event itself: on PGlite a second connection would wait for that transaction forever).
   */
  async insertModel(
    viewer: Viewer,
    input: {
      name: string;
      code?: string | undefined;
      description: string;
      typeCode: string;
      classificationType: string;
      senseType: string;
      dataType: string;
      switches: readonly { code: string; default: boolean }[];
      pipelineStages: readonly PipelineStage[];
      tags: readonly string[];
      color: string;
      categories: ModelCreateInput['categories'];
    },
    tx?: ModelRepositories,
  ): Promise<ModelRow> {
    const insert = async (w: ModelRepositories): Promise<ModelRow> => {
      const model = await w.models.insert({
        workspace_id: viewer.workspaceId,
        owner_id: viewer.userId,
        code: input.code ?? modelCode(input.name),
        name: input.name,
        description: input.description,
        type_code: input.typeCode,
        classification_type: input.classificationType,
        sense_type: input.senseType,
        data_type: input.dataType,
        switches: JSON.stringify(normaliseSwitches(input.switches)),
        pipeline_stages: JSON.stringify(input.pipelineStages),
        tags: JSON.stringify(input.tags),
        color: input.color,
      });
      await mergeTree(w.categories, { workspaceId: viewer.workspaceId, modelId: model.id }, input.categories, null, []);
      return model;
    };
    let model: ModelRow;
    try {
      model = tx ? await insert(tx) : await this.transaction(insert);
    } catch (e) {
      // Two creations racing for the same given code.
      if (isUniqueViolation(e)) throw errors.conflict('MODEL_CODE_TAKEN', 'code');
      throw e;
    }
    return model;
  }

  /** The settings tabs. Classification, sense and data type never reach here (MODEL_SETTING_IMMUTABLE in the schema). */
  async update(viewer: Viewer, id: string, body: z.output<typeof modelUpdateBody>): Promise<ModelDetail> {
    const model = await this.access.requireVisible(viewer, id);
    assertSemanticLanguage(model, body);
    const patch: Updateable<ModelTable> = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.tags !== undefined ? { tags: JSON.stringify(body.tags) } : {}),
      ...(body.color !== undefined ? { color: body.color } : {}),
      ...(body.accessType !== undefined ? { access_type: body.accessType } : {}),
      ...(body.switches !== undefined ? { switches: JSON.stringify(normaliseSwitches(body.switches)) } : {}),
      ...(body.channels !== undefined ? { channels: JSON.stringify([...new Set(body.channels)]) } : {}),
      ...(body.threshold !== undefined ? { threshold: body.threshold } : {}),
      ...(body.regularisation !== undefined ? { regularisation: JSON.stringify(body.regularisation) } : {}),
      ...(body.semanticFeatures !== undefined ? { semantic_features: body.semanticFeatures } : {}),
    };
    await this.repos.models.update(model.workspace_id, model.id, patch);
    await this.changes.modelUpdated(model.workspace_id, model.id);
    return this.get(viewer, id);
  }

  async pipeline(viewer: Viewer, id: string, stages: readonly PipelineStage[]): Promise<ModelDetail> {
    const model = await this.access.requireVisible(viewer, id);
    assertUniqueStages(stages, 'stages');
    await this.repos.models.update(model.workspace_id, model.id, { pipeline_stages: JSON.stringify(stages) });
    await this.changes.modelUpdated(model.workspace_id, model.id);
    return this.get(viewer, id);
  }

  /** Deletes the model with everything it owns (the database cascades), then its model files. */
  async delete(viewer: Viewer, id: string): Promise<void> {
    const model = await this.access.requireVisible(viewer, id);
    // Its labelled documents go with it: the owner's or a manager's call (those who see private models, MODEL/APPROVE).
    if (model.owner_id !== viewer.userId && !viewer.seesPrivate) throw errors.permissionDenied();
    const repo = this.repos.models;
    const keys = await repo.versionFileKeys(model.workspace_id, model.id);
    await repo.delete(model.workspace_id, model.id);
    // A file left behind costs only disk space; the model is gone either way.
    const files = this.files;
    if (files) {
      await Promise.allSettled(keys.map((k) => files.delete(k)));
      // Uploads, their previews and failed-row files live under the model's folder too.
      await files.deletePrefix(`${model.workspace_id}/models/${model.id}`).catch(() => undefined);
    }
    await this.changes.modelUpdated(model.workspace_id, model.id);
  }

  async favourite(viewer: Viewer, id: string, on: boolean): Promise<void> {
    const model = await this.access.requireVisible(viewer, id);
    await this.repos.models.setFavourite(model.id, viewer.userId, on);
  }
}

/**
 * The sentence encoder behind semantic features reads English only (docs/models-semantic.md): they need a model
 * whose only language is English, before and after this change.
 */
function assertSemanticLanguage(model: ModelRow, body: z.output<typeof modelUpdateBody>): void {
  const semantic = body.semanticFeatures ?? model.semantic_features;
  if (!semantic) return;
  const switches = body.switches ?? model.switches;
  if (trainingLanguage({ switches }) === 'en') return;
  throw errors.badRequest('MODEL_SEMANTIC_ENGLISH_ONLY', body.semanticFeatures === true ? 'semanticFeatures' : 'switches');
}
