import { type JsonDocument, type ModelCategory, type VersionSummary } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import { demoActor, type DemoActor } from './actor.js';
import { DEMO_CATEGORIES, demoCategoryTree, leafPath } from './categories.js';
import { generateFeedback, type FeedbackRow } from './feedback.js';
import { DemoRepository } from './repository.js';
import { demoModelRequest, trainAndDeploy, type DemoModelOptions, type DemoModelServices } from './training.js';
import { createDemoSentimentModel } from './seed-sentiment.js';

export type { DemoModelOptions, DemoModelServices } from './training.js';

/**
 * The trained demo model of the first demo workspace: created, filled and trained through the same services the
 * API uses (so the demo shows exactly what a user would get), from generated feedback — no copied data.
 */

export const DEMO_MODEL_CODE = 'customer-feedback';
export const DEMO_MODEL_NAME = 'Müşteri Geri Bildirimi / Customer feedback';
const DEMO_WORKSPACE_CODE = 'demo';

/**
 * Creates, trains and deploys the demo models in the demo user's first workspace: the sentiment model, then the
 * category model (docs/demo-data.md). Returns the category model's version, or null when there is no demo
 * workspace or it already has the model (so a second call changes nothing); throws when a training fails.
 */
export async function seedDemoModel(
  db: Db,
  services: DemoModelServices,
  options: DemoModelOptions & { sentiment?: boolean } = {},
): Promise<VersionSummary | null> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  if (!target) return null;
  if (await repo.modelIdByCode(target.workspace.id, DEMO_MODEL_CODE)) return null;
  const actor = demoActor(target);
  // Without a sentiment model the demo analysis's sentiment widgets could only say "no sentiment". It is trained
  // first, so that the category model's deployment still means "the demo analysis is about to be filled".
  if (options.sentiment !== false) await createDemoSentimentModel(actor, services, options);
  return createDemoModel(actor, services, options);
}

/** The category model in the actor's workspace: created, filled with generated feedback, trained and deployed. */
export async function createDemoModel(
  actor: DemoActor,
  services: DemoModelServices,
  options: DemoModelOptions = {},
): Promise<VersionSummary> {
  const { auth, ws, viewer } = actor;
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
  return trainAndDeploy(actor, services, model.id, options);
}

/** The wizard's request for the demo model: single-label categories, Turkish by default with English. */
export function demoModelBody() {
  return demoModelRequest({
    name: DEMO_MODEL_NAME,
    code: DEMO_MODEL_CODE,
    description:
      'Demo: online mağaza müşteri geri bildirimlerinin konusu (teslimat, ürün, ödeme, iade, uygulama, müşteri hizmetleri). ' +
      'Demo: the topic of an online store’s customer feedback (delivery, product, payment, returns, app, customer service).',
    sense: 'CATEGORY',
    categories: demoCategoryTree('tr'),
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
