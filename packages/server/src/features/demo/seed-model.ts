import {
  modelCreateRequest,
  rolePermissions,
  workspaceRoles,
  type JsonDocument,
  type ModelCategory,
  type VersionSummary,
  type WorkspaceRole,
} from '@sentio/domain';
import type { Auth } from '../../platform/auth/auth.js';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { JsonSourceService } from '../model-sources/json-service.js';
import type { TrainingService } from '../model-training/service.js';
import type { CategoryService } from '../models/category-service.js';
import type { ModelService } from '../models/model-service.js';
import type { ModelScope } from '../models/model-access.js';
import { DEMO_CATEGORIES, demoCategoryTree, leafPath } from './categories.js';
import { generateFeedback, type FeedbackRow } from './feedback.js';
import { DemoRepository } from './repository.js';

/**
 * The trained demo model of the first demo workspace: created, filled and trained through the same services the
 * API uses (so the demo shows exactly what a user would get), from generated feedback — no copied data.
 */

/** The services the seed drives; App exposes them as `services.models` (and the queue as `services.jobs`). */
export interface DemoModelServices {
  models: Pick<ModelService, 'create' | 'update'>;
  categories: Pick<CategoryService, 'tree' | 'update'>;
  jsonSources: Pick<JsonSourceService, 'upload'>;
  training: Pick<TrainingService, 'train' | 'deploy' | 'versions'>;
  jobs: Pick<JobQueue, 'drain'>;
}

export interface DemoModelOptions {
  seed?: number;
  /** Labelled documents (COMPLETED). Default 800. */
  labelled?: number;
  /** Documents left for labelling in the app. Default 200. */
  unlabelled?: number;
  now?: Date;
  /** How long to wait for the training job. Default 10 minutes: a slow machine must not fail the first start. */
  trainingTimeoutMs?: number;
}

export const DEMO_MODEL_CODE = 'customer-feedback';
export const DEMO_MODEL_NAME = 'Müşteri Geri Bildirimi / Customer feedback';
const DEMO_WORKSPACE_CODE = 'demo';
const TRAIN_JOB = 'model.train';

/**
 * Creates, trains and deploys the demo model in the demo user's first workspace. Returns null when there is no
 * demo workspace or it already has the model (so a second call changes nothing); throws when training fails.
 */
export async function seedDemoModel(
  db: Db,
  services: DemoModelServices,
  options: DemoModelOptions = {},
): Promise<VersionSummary | null> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  if (!target) return null;
  if (await repo.modelIdByCode(target.workspace.id, DEMO_MODEL_CODE)) return null;

  const role: WorkspaceRole = (workspaceRoles as readonly string[]).includes(target.workspace.role)
    ? (target.workspace.role as WorkspaceRole)
    : 'ANALYST';
  const { user } = target;
  const ws: ModelScope = { ...target.workspace, permissions: rolePermissions[role], userId: user.id };
  // A system actor acting as the demo user: the services read only the user and the workspace, never the session.
  const auth: Auth = {
    sessionId: 'demo-seed',
    remember: false,
    userId: user.id,
    email: user.email,
    userType: user.userType,
    language: user.language,
    workspace: ws,
  };
  const viewer = { workspaceId: ws.id, userId: auth.userId, seesPrivate: true, approves: true };

  const model = await services.models.create(viewer, ws.accountId, demoModelBody());
  // Shared with the whole workspace: a colleague the demo admin invites sees the model too.
  await services.models.update(viewer, model.id, { accessType: 'WORKSPACE' });
  await addEnglishAliases(services.categories, viewer, model.id);

  const labelled = options.labelled ?? 800;
  const rows = generateFeedback({
    seed: options.seed ?? 20_260_101,
    count: labelled + (options.unlabelled ?? 200),
    languages: ['tr', 'en'],
    multiLabelShare: 0,
    ...(options.now ? { now: options.now } : {}),
  });
  // The ADMIN's upload arrives COMPLETED (MODEL/APPROVE); the unlabelled rest waits in the labelling screens.
  await services.jsonSources.upload(
    auth,
    ws,
    model.id,
    rows.map((row, i) => toJsonDocument(row, i < labelled)),
  );

  const started = await services.training.train(auth, ws, model.id, 'v1');
  await services.jobs.drain({ names: [TRAIN_JOB], timeoutMs: options.trainingTimeoutMs ?? 600_000 });
  const version = (await services.training.versions(ws, model.id)).find((v) => v.id === started.id);
  if (version?.status !== 'SUCCESS') {
    throw new Error(`demo model training ended ${version?.status ?? 'missing'}: ${version?.error ?? ''}`);
  }
  return services.training.deploy(ws, model.id, version.id);
}

/** The wizard's request for the demo model: single-label categories, Turkish by default with English. */
export function demoModelBody() {
  return modelCreateRequest.parse({
    name: DEMO_MODEL_NAME,
    code: DEMO_MODEL_CODE,
    description:
      'Demo: online mağaza müşteri geri bildirimlerinin konusu (teslimat, ürün, ödeme, iade, uygulama, müşteri hizmetleri). ' +
      'Demo: the topic of an online store’s customer feedback (delivery, product, payment, returns, app, customer service).',
    settings: [
      { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
      { type: 'SENSE_TYPE', value: 'CATEGORY' },
      { type: 'DATA_TYPE', value: 'STANDARD' },
    ],
    switches: [
      { code: 'tr', default: true },
      { code: 'en', default: false },
    ],
    pipelineStages: [
      { code: 'NORMALISE', enabled: true, options: {} },
      { code: 'DETECT_LANGUAGE', enabled: true, options: {} },
      { code: 'CLASSIFY', enabled: true, options: {} },
    ],
    categories: demoCategoryTree('tr'),
    tags: ['demo'],
    color: '#13A8A8',
  });
}

/** The tree is created in Turkish (the default language); each category gets its English name as the en alias. */
async function addEnglishAliases(
  categories: DemoModelServices['categories'],
  viewer: { workspaceId: string; userId: string; seesPrivate: boolean },
  modelId: string,
): Promise<void> {
  const english = new Map<string, string>();
  for (const parent of DEMO_CATEGORIES) {
    english.set(parent.name.tr, parent.name.en);
    for (const leaf of parent.children) english.set(leaf.name.tr, leaf.name.en);
  }
  const walk = (nodes: readonly ModelCategory[]): ModelCategory[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
  for (const node of walk(await categories.tree(viewer, modelId))) {
    const en = english.get(node.name);
    if (en) await categories.update(viewer, modelId, node.id, { aliases: { en } });
  }
}

function toJsonDocument(row: FeedbackRow, labelled: boolean): JsonDocument {
  return {
    id: row.id,
    text: row.text,
    date: row.date.toISOString(),
    ...(labelled ? { labels: row.categories.map((key) => leafPath(key, 'tr')) } : {}),
    attributes: {
      language: row.language,
      channel: row.channel,
      sentiment: row.sentiment,
      nps: row.nps,
      customerId: row.customerId,
    },
  };
}
