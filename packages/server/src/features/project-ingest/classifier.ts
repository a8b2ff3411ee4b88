import type { EntityMapping, TextClassifier } from '@sentio/ml';
import type { FileStore } from '../../platform/files/file-store.js';
import { runInWorker, type WorkerTask } from '../../platform/jobs/worker-pool.js';
import type { ModelAccess } from '../models/model-access.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { ProjectAccess, ProjectRow } from '../projects/project-access.js';
import { readSettings, thresholdFor } from '../projects/settings.js';
import {
  classifyBatch,
  needsVersion,
  type ClassifyInput,
  type ClassifyPlan,
  type ClassifyResult,
  type PlanModel,
} from './classify-core.js';
import type { ClassifyTaskInput } from './classify-task.js';

const taskModule = new URL(import.meta.url.endsWith('.ts') ? './classify-task.ts' : './classify-task.js', import.meta.url);
export const classifyTask: WorkerTask<ClassifyTaskInput, ClassifyResult[]> = {
  module: taskModule,
  exportName: 'classifyDocuments',
};

/** Up to this many documents are classified on the calling thread: a worker's start costs more than they do. */
export const INLINE_MAX = 50;

export interface PlanOptions {
  /** model id → version id to use instead of the deployed one (re-evaluation). */
  versions?: ReadonlyMap<string, string>;
  /** Only these models (re-evaluation leaves excluded ones alone); default every active model. */
  modelIds?: ReadonlySet<string>;
}

/** A plan with what loading its models takes. */
export interface ResolvedPlan {
  plan: ClassifyPlan;
  /** Version rows' file keys by model id, for the worker. */
  fileKeys: Map<string, string>;
  workspaceId: string;
}

/**
 * Classifies documents of an analysis with the versions of its active models: in a worker thread for batches (an
 * import of 100,000 rows must not hold the API thread), on this thread for a handful.
 */
export class Classifier {
  constructor(
    private readonly access: ProjectAccess,
    private readonly modelAccess: ModelAccess,
    private readonly runtime: ModelRuntime,
    private readonly files: FileStore,
    /** The analysis's entity mappings in the order they apply (docs/entity-mapping.md). */
    private readonly entityMappings: (project: ProjectRow) => Promise<EntityMapping[]> = () => Promise.resolve([]),
  ) {}

  async plan(project: ProjectRow, options: PlanOptions = {}): Promise<ResolvedPlan> {
    const settings = readSettings(project.settings);
    const links = (await this.access.models(project)).filter(
      (m) => m.link.prediction_active && (!options.modelIds || options.modelIds.has(m.model.id)),
    );
    const fileKeys = new Map<string, string>();
    const models: PlanModel[] = [];
    for (const { link, model } of links) {
      const labels = (await this.modelAccess.labels(model)).map((l) => l.id);
      let versionId: string | null = null;
      if (needsVersion({ senseType: model.sense_type })) {
        const version = await this.runtime.usableVersion(model, options.versions?.get(model.id) ?? null);
        if (version?.file_key) {
          versionId = version.id;
          fileKeys.set(model.id, version.file_key);
        }
      }
      const thresholds: Record<string, number> = {};
      for (const label of labels) {
        const t = thresholdFor(settings, model.code, label, null);
        if (t !== null) thresholds[label] = t;
      }
      models.push({
        modelId: model.id,
        modelCode: model.code,
        senseType: model.sense_type,
        dataType: model.data_type,
        multiLabel: model.classification_type === 'MULTI_LABEL',
        versionId,
        labels,
        thresholds,
        defaultThreshold: thresholdFor(settings, model.code, null, model.threshold),
        aspectSentiment: link.aspect_sentiment,
      });
    }
    const plan: ClassifyPlan = {
      models,
      masking: { ...settings.masking },
      defaultLanguage: settings.defaultLanguage,
      entityMappings: await this.entityMappings(project),
    };
    return { plan, fileKeys, workspaceId: project.workspace_id };
  }

  /** Whether every active model can classify now (documents are otherwise stored INLINE). */
  static ready(resolved: ResolvedPlan): boolean {
    return resolved.plan.models.filter(needsVersion).every((m) => m.versionId !== null);
  }

  async classify(resolved: ResolvedPlan, inputs: readonly ClassifyInput[], signal?: AbortSignal): Promise<ClassifyResult[]> {
    if (inputs.length === 0) return [];
    const ready = Classifier.ready(resolved);
    if (!ready || inputs.length <= INLINE_MAX)
      return await classifyBatch(resolved.plan, ready ? await this.loaded(resolved) : new Map(), inputs);
    const files: Record<string, Uint8Array> = {};
    for (const [modelId, key] of resolved.fileKeys) {
      const bytes = await this.files.get(key);
      if (!bytes) throw new Error(`model file missing: ${key}`);
      files[modelId] = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return runInWorker(classifyTask, { plan: resolved.plan, files, inputs: [...inputs] }, signal ? { signal } : {});
  }

  /** The classifiers of the plan from the runtime's cache (API-thread use). */
  async loaded(resolved: ResolvedPlan): Promise<Map<string, TextClassifier>> {
    const out = new Map<string, TextClassifier>();
    for (const m of resolved.plan.models) {
      if (!m.versionId) continue;
      const model = await this.modelAccess.require(resolved.workspaceId, m.modelId);
      const version = await this.runtime.usableVersion(model, m.versionId);
      if (version) out.set(m.modelId, await this.runtime.loadVersion(version));
    }
    return out;
  }
}
