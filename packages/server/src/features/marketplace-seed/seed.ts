import { widgetConfigSchema, type ModelCategory } from '@sentio/domain';
import type { Db, DatabaseKind } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { demoActor, type DemoActor } from '../demo/actor.js';
import type { DemoModelServices } from '../demo/training.js';
import type { WidgetService } from '../project-dashboard/widget-service.js';
import type { DashboardSettingsService } from '../project-dashboard/settings-service.js';
import type { IngestService } from '../project-ingest/json-service.js';
import type { BookmarkService } from '../project-views/bookmark-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ProjectService } from '../projects/project-service.js';
import type { ModelService } from '../models/model-service.js';
import type { ModelScope } from '../models/model-access.js';
import {
  BUILT_IN_KEY_PREFIX,
  BUILT_IN_MODELS,
  BUILT_IN_PROJECTS,
  builtInKeys,
  builtInModelRequest,
  builtInProjectRequest,
  englishNames,
  type BuiltInModelName,
  type BuiltInProject,
} from './content.js';
import { sampleBatches, trainingDocuments } from './data.js';
import { MarketplaceSeedRepository } from './repository.js';

/**
 * The built-in templates (docs/demo-data.md "Built-in templates"): in an internal workspace, the three models are
 * created, filled with generated labelled documents and trained by the real training job, the three analyses are
 * created over them with widgets and quick filters and filled with a generated sample through the JSON ingest
 * (classified as stored), and each is snapshotted into its template with a built-in key — no workspace, public.
 */

/** What the seed needs of the templates areas (features/model-templates, features/project-templates). */
export interface TemplateSnapshots {
  modelTemplates: {
    snapshot(
      scope: ModelScope,
      modelId: string,
      options: { includeWeights: boolean; name?: string; description?: string; tags?: readonly string[]; builtInKey?: string },
    ): Promise<{ templateId: string }>;
  };
  projectTemplates: {
    snapshot(
      scope: ProjectScope,
      projectCode: string,
      options: { includeWeights?: boolean; name?: string; description?: string; tags?: string[]; builtInKey?: string },
    ): Promise<{ templateId: string }>;
  };
}

export interface BuiltInTemplateServices extends TemplateSnapshots {
  model: DemoModelServices & { models: Pick<ModelService, 'create' | 'update' | 'delete'> };
  projects: Pick<ProjectService, 'create' | 'delete'>;
  ingest: Pick<IngestService, 'ingestDocuments' | 'classifyPending'>;
  widgets: Pick<WidgetService, 'save' | 'list' | 'select'>;
  bookmarks: Pick<BookmarkService, 'create'>;
  scores: Pick<DashboardSettingsService, 'saveNpsSettings'>;
  files: Pick<FileStore, 'delete'>;
}

export interface BuiltInTemplateOptions {
  /** Labelled training documents per model. Defaults: 600 (16 topics), 300 calls, 600 (sentiment). */
  labelled?: Partial<Record<BuiltInModelName, number>>;
  /** Sample documents per analysis. Default 300 (calls: 200). */
  sample?: number;
  /** The day after the samples' last day. Default: today (UTC). */
  end?: Date;
  trainingTimeoutMs?: number;
  /** Hears how long each step took (the start-up log). */
  log?: (step: string, ms: number) => void;
}

export interface BuiltInTemplateResult {
  modelTemplateIds: string[];
  projectTemplateIds: string[];
  ms: number;
}

const TRAIN_JOB = 'model.train';

/**
 * Makes the built-in templates of the current content version, once. Returns null when they all exist (or another
 * process is making them); throws when a step fails (the next start tries again from the beginning).
 */
export async function seedBuiltInTemplates(
  db: Db,
  kind: DatabaseKind,
  services: BuiltInTemplateServices,
  options: BuiltInTemplateOptions = {},
): Promise<BuiltInTemplateResult | null> {
  const repo = new MarketplaceSeedRepository(db, kind);
  const keys = builtInKeys();
  if ((await repo.existingKeys(keys)).size === keys.length) return null;
  return repo.exclusive(async () => {
    if ((await repo.existingKeys(keys)).size === keys.length) return null;
    return makeAll(repo, services, options);
  });
}

async function makeAll(
  repo: MarketplaceSeedRepository,
  services: BuiltInTemplateServices,
  options: BuiltInTemplateOptions,
): Promise<BuiltInTemplateResult> {
  const began = Date.now();
  let mark = began;
  const lap = (step: string) => {
    options.log?.(step, Date.now() - mark);
    mark = Date.now();
  };
  const actor = demoActor(await repo.ensureInternal());
  // An older release's built-ins, or what an interrupted run left: everything is made again from the start.
  for (const key of await repo.retireBuiltIns(BUILT_IN_KEY_PREFIX)) await services.files.delete(key).catch(() => undefined);
  await removeLeftovers(repo, actor, services);
  lap('internal workspace ready');

  const modelIds = await trainModels(actor, services, options);
  lap('models trained');
  const end = options.end ?? new Date(new Date().setUTCHours(0, 0, 0, 0));
  for (const [i, project] of BUILT_IN_PROJECTS.entries())
    await makeProject(actor, services, project, { end, sample: options.sample ?? 300, seedOffset: i });
  lap('analyses filled');

  // The analyses first: their snapshots snapshot their models too, which the models' own (built-in) snapshots then
  // refresh into the built-in model templates — the same rows (one template per source model).
  const projectTemplateIds: string[] = [];
  for (const project of BUILT_IN_PROJECTS) {
    const made = await services.projectTemplates.snapshot(actor.scope, project.code, {
      includeWeights: true,
      name: project.title,
      description: project.description,
      tags: project.tags,
      builtInKey: project.key,
    });
    projectTemplateIds.push(made.templateId);
  }
  const modelTemplateIds: string[] = [];
  for (const model of Object.values(BUILT_IN_MODELS)) {
    const made = await services.modelTemplates.snapshot(actor.ws, modelIds[model.name], {
      includeWeights: true,
      name: model.title,
      description: model.description,
      tags: model.tags,
      builtInKey: model.key,
    });
    modelTemplateIds.push(made.templateId);
  }
  lap('templates made');
  return { modelTemplateIds, projectTemplateIds, ms: Date.now() - began };
}

/** Analyses, then models, of the internal workspace with the built-ins' codes (models in use cannot go first). */
async function removeLeftovers(repo: MarketplaceSeedRepository, actor: DemoActor, services: BuiltInTemplateServices) {
  for (const project of BUILT_IN_PROJECTS)
    if (await repo.demo.projectIdByCode(actor.ws.id, project.code)) await services.projects.delete(actor.scope, project.code);
  for (const model of Object.values(BUILT_IN_MODELS)) {
    const id = await repo.demo.modelIdByCode(actor.ws.id, model.code);
    if (id) await services.model.models.delete(actor.viewer, id);
  }
}

/**
 * Creates and fills the three models, trains them with one queue run (one training each) and deploys them.
 * Returns their ids by name.
 */
async function trainModels(
  actor: DemoActor,
  services: BuiltInTemplateServices,
  options: BuiltInTemplateOptions,
): Promise<Record<BuiltInModelName, string>> {
  const { auth, ws, viewer } = actor;
  const { models, categories, jsonSources, training, jobs } = services.model;
  const defaults: Record<BuiltInModelName, number> = { ecommerce: 600, calls: 300, sentiment: 600 };
  const ids = {} as Record<BuiltInModelName, string>;
  const started: { name: BuiltInModelName; versionId: string }[] = [];
  for (const spec of Object.values(BUILT_IN_MODELS)) {
    const model = await models.create(viewer, ws.accountId, builtInModelRequest(spec));
    ids[spec.name] = model.id;
    if (spec.name !== 'sentiment') await addEnglishAliases(categories, viewer, model.id);
    const count = options.labelled?.[spec.name] ?? defaults[spec.name];
    await jsonSources.upload(auth, ws, model.id, trainingDocuments(spec.name, count));
    started.push({ name: spec.name, versionId: (await training.train(auth, ws, model.id, 'v1')).id });
  }
  await jobs.drain({ names: [TRAIN_JOB], timeoutMs: options.trainingTimeoutMs ?? 600_000 });
  for (const { name, versionId } of started) {
    const version = (await training.versions(ws, ids[name])).find((v) => v.id === versionId);
    if (version?.status !== 'SUCCESS')
      throw new Error(`built-in model ${name} training ended ${version?.status ?? 'missing'}: ${version?.error ?? ''}`);
    await training.deploy(ws, ids[name], version.id);
  }
  return ids;
}

/** The tree is Turkish (the default language); each category gets its English name as the en alias. */
async function addEnglishAliases(categories: DemoModelServices['categories'], viewer: DemoActor['viewer'], modelId: string) {
  const english = englishNames();
  const walk = (nodes: readonly ModelCategory[]): ModelCategory[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
  for (const node of walk(await categories.tree(viewer, modelId))) {
    const en = english.get(node.name);
    if (en) await categories.update(viewer, modelId, node.id, { aliases: { en } });
  }
}

/** One analysis: created, its scores, widgets, dashboard and quick filters set, then its sample ingested and classified. */
async function makeProject(
  actor: DemoActor,
  services: BuiltInTemplateServices,
  project: BuiltInProject,
  { end, sample, seedOffset }: { end: Date; sample: number; seedOffset: number },
) {
  const { scope } = actor;
  const body = builtInProjectRequest(project);
  const created = await services.projects.create(scope, project.code, body);
  const dialogue = body.dataType === 'DIALOGUE';
  // Set before the documents arrive, so nothing is recounted.
  if (!dialogue)
    await services.scores.saveNpsSettings(scope, project.code, {
      npsField: 'nps',
      csatField: 'csat',
      csatScaleMax: 5,
      csatSatisfiedFrom: 4,
    });
  for (const widget of project.widgets)
    await services.widgets.save(scope, project.code, {
      kind: widget.kind,
      name: widget.name,
      scope: 'PROJECT',
      config: widgetConfigSchema.parse(widget.config ?? {}),
    });
  // The dashboard: the built-in widgets in their default order, then the added ones.
  const widgets = await services.widgets.list(scope, project.code);
  await services.widgets.select(
    scope,
    project.code,
    widgets.map((w) => w.id),
  );
  for (const filter of project.quickFilters)
    await services.bookmarks.create(scope, project.code, {
      name: filter.name,
      scope: 'PROJECT',
      isDefault: false,
      includeDate: false,
      query: filter.query,
    });
  const size = dialogue ? Math.round(sample * (2 / 3)) : sample;
  const batches = sampleBatches(dialogue ? 'calls' : 'feedback', size, end, seedOffset);
  for (const batch of batches) await services.ingest.ingestDocuments(scope, project.code, batch.channelCode, batch.documents);
  // Ingest classifies as it stores; whatever a model could not take then (still INLINE) is classified now.
  await services.ingest.classifyPending(created.id);
}
