import { type JsonDocument, type VersionSummary } from '@sentio/domain';
import type { DemoActor } from './actor.js';
import { generateFeedback, type FeedbackRow } from './feedback.js';
import { demoModelRequest, trainAndDeploy, type DemoModelOptions, type DemoModelServices } from './training.js';

/**
 * The demo's sentiment model: the same generated feedback, labelled with the sentiment each row was written in
 * (POSITIVE, NEUTRAL, NEGATIVE). The demo analysis uses it beside the category model, so its sentiment widgets show
 * real numbers instead of "no sentiment" for every document.
 */

export const DEMO_SENTIMENT_MODEL_CODE = 'customer-sentiment';
export const DEMO_SENTIMENT_MODEL_NAME = 'Müşteri Duygusu / Customer sentiment';

/** Creates, fills, trains and deploys the sentiment model in the actor's workspace. */
export async function createDemoSentimentModel(
  actor: DemoActor,
  services: DemoModelServices,
  options: DemoModelOptions = {},
): Promise<VersionSummary> {
  const { auth, ws, viewer } = actor;
  const model = await services.models.create(viewer, ws.accountId, demoSentimentModelBody());
  await services.models.update(viewer, model.id, { accessType: 'WORKSPACE' });
  // Another seed than the category model's: the two models learn from different texts of the same store.
  const rows = generateFeedback({
    seed: (options.seed ?? 20_260_101) + 7,
    count: options.labelled ?? 800,
    languages: ['tr', 'en'],
    multiLabelShare: 0,
    ...(options.now ? { now: options.now } : {}),
  });
  await services.jsonSources.upload(auth, ws, model.id, rows.map(toSentimentDocument));
  return trainAndDeploy(actor, services, model.id, options);
}

/** The wizard's request for the demo sentiment model: no categories (its labels are fixed), Turkish with English. */
export function demoSentimentModelBody() {
  return demoModelRequest({
    name: DEMO_SENTIMENT_MODEL_NAME,
    code: DEMO_SENTIMENT_MODEL_CODE,
    description:
      'Demo: online mağaza müşteri geri bildirimlerinin duygusu (olumlu, nötr, olumsuz). ' +
      'Demo: the sentiment of an online store’s customer feedback (positive, neutral, negative).',
    sense: 'SENTIMENT',
    categories: [],
    color: '#52C41A',
  });
}

function toSentimentDocument(row: FeedbackRow): JsonDocument {
  return {
    id: `s-${row.id}`,
    text: row.text,
    date: row.date.toISOString(),
    sentiment: row.sentiment,
    attributes: { language: row.language, channel: row.channel },
  };
}
