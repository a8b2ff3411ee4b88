import {
  analysisCreateBody,
  speechSettingSaveBody,
  type CategoryNode,
  type JsonDocument,
  type ModelCategory,
  type ProjectJsonDocument,
  type VersionSummary,
} from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { IngestService } from '../project-ingest/json-service.js';
import type { ProjectService } from '../projects/project-service.js';
import type { SpeechSettingService } from '../speech/setting-service.js';
import { demoActor, type DemoActor } from './actor.js';
import { DEMO_CATEGORIES, parentKeyOf, type DemoLanguage } from './categories.js';
import { generateCalls, type CallRow } from './calls.js';
import { startOfUtcDay } from './cx-calendar.js';
import { DemoRepository } from './repository.js';
import { demoModelRequest, trainAndDeploy, type DemoModelServices } from './training.js';

/**
 * The demo call centre (docs/demo-data.md "Call centre"): a dialogue model of call reasons, trained on generated
 * labelled calls, and an analysis of ~1,500 timed calls (TR and EN, six agents per language with their habits) over
 * the last 60 days, ingested through the JSON ingest — so each call is classified by the model and scored by call
 * scoring as it is stored — plus a speech setting to show the form (no service address: nothing is reachable).
 */

export const DEMO_CALL_MODEL_CODE = 'call-reasons';
export const DEMO_CALL_MODEL_NAME = 'Çağrı nedenleri / Call reasons';
export const DEMO_CALL_PROJECT_CODE = 'call-centre';
export const DEMO_CALL_PROJECT_NAME = 'Çağrı merkezi / Call centre';
const DEMO_WORKSPACE_CODE = 'demo';
/** Turns of each training call the model learns from. */
const TRAINING_TURNS = 6;

export interface DemoCallServices {
  model: DemoModelServices;
  projects: Pick<ProjectService, 'create'>;
  ingest: Pick<IngestService, 'ingestDocuments' | 'classifyPending'>;
  /** When given, the analysis gets an example speech setting. */
  speech?: Pick<SpeechSettingService, 'create'>;
}

export interface DemoCallOptions {
  /** Calls of the analysis (60 % Turkish). Default 1,500. */
  count?: number;
  /** Labelled calls the model trains on (half per language). Default 400: a few seconds of training. */
  labelled?: number;
  seed?: number;
  /** The day after the last day of calls; default today (UTC). */
  end?: Date;
  /** Calls per ingest call. Default 500. */
  batchSize?: number;
  trainingTimeoutMs?: number;
  /** Hears how long each step took (the start-up log, the timing in docs/demo-data.md). */
  log?: (step: string, ms: number) => void;
}

export interface DemoCallResult {
  projectId: string;
  code: string;
  stored: number;
  version: VersionSummary;
}

/**
 * Creates the demo call centre in the demo user's first workspace. Returns null when there is no demo workspace or
 * the analysis exists already (so a second call changes nothing); throws when the model's training fails.
 */
export async function seedDemoCalls(
  db: Db,
  services: DemoCallServices,
  options: DemoCallOptions = {},
): Promise<DemoCallResult | null> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  if (!target) return null;
  if (await repo.projectIdByCode(target.workspace.id, DEMO_CALL_PROJECT_CODE)) return null;
  if (await repo.modelIdByCode(target.workspace.id, DEMO_CALL_MODEL_CODE)) return null;
  return createDemoCalls(demoActor(target), services, options);
}

export async function createDemoCalls(
  actor: DemoActor,
  services: DemoCallServices,
  options: DemoCallOptions = {},
): Promise<DemoCallResult> {
  const seed = options.seed ?? 20_260_701;
  const end = options.end ?? startOfUtcDay(new Date());
  const log = options.log ?? (() => undefined);
  let mark = Date.now();
  const lap = (step: string) => {
    log(step, Date.now() - mark);
    mark = Date.now();
  };
  const version = await createCallModel(actor, services.model, seed, options);
  lap('model trained');
  const project = await services.projects.create(actor.scope, DEMO_CALL_PROJECT_CODE, demoCallProjectBody());
  if (services.speech) await services.speech.create(actor.scope, DEMO_CALL_PROJECT_CODE, demoSpeechSetting());

  const count = options.count ?? 1500;
  const turkish = Math.round(count * 0.6);
  // The 60 days before `end`: the generator's `now` is the last moment a call may have.
  const last = new Date(end.getTime() - 1);
  const rows = [
    ...generateCalls({ seed, count: turkish, language: 'tr', days: 60, now: last }),
    ...generateCalls({ seed: seed + 1, count: count - turkish, language: 'en', days: 60, now: last }),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  const size = options.batchSize ?? 500;
  let stored = 0;
  for (let i = 0; i < rows.length; i += size) {
    const documents = rows.slice(i, i + size).map(toCallDocument);
    stored += (await services.ingest.ingestDocuments(actor.scope, DEMO_CALL_PROJECT_CODE, 'CALL_CENTER', documents)).stored;
  }
  // Ingest classifies as it stores; whatever the model could not take then (still INLINE) is classified now.
  await services.ingest.classifyPending(project.id);
  lap('calls ingested');
  return { projectId: project.id, code: DEMO_CALL_PROJECT_CODE, stored, version };
}

/**
 * A call as the JSON ingest takes it: timed turns, the call fields, holds; the language as an attribute. The two
 * languages are two lines of the call centre, numbered apart (the generator numbers each from 1).
 */
export function toCallDocument(row: CallRow): ProjectJsonDocument {
  const callId = `${row.callId}-${row.language.toUpperCase()}`;
  return {
    id: callId,
    date: row.callStartedAt,
    turns: row.turns.map((t) => ({ speaker: t.speaker, text: t.text, start: t.start, end: t.end })),
    callId,
    agentId: row.agentId,
    agentName: row.agentName,
    customerName: row.customerName,
    callStartedAt: row.callStartedAt,
    endedBy: row.endedBy,
    duration: row.duration,
    holds: row.holds,
    attributes: { language: row.language, customer_id: row.customerId },
  };
}

/** The call reasons: the demo tree's six top categories (a call's reason is rarely finer than that). */
function callReasonTree(language: DemoLanguage): CategoryNode[] {
  return DEMO_CATEGORIES.map((c) => ({ name: c.name[language] }));
}

const reasonName = (row: CallRow): string =>
  (DEMO_CATEGORIES.find((c) => c.key === parentKeyOf(row.category)) ?? DEMO_CATEGORIES[0])?.name.tr ?? '';

/** The dialogue model: created, given labelled calls (half Turkish, half English), trained and deployed. */
async function createCallModel(actor: DemoActor, services: DemoModelServices, seed: number, options: DemoCallOptions) {
  const { auth, ws, viewer } = actor;
  const request = demoModelRequest({
    name: DEMO_CALL_MODEL_NAME,
    code: DEMO_CALL_MODEL_CODE,
    description:
      'Demo: çağrı merkezi görüşmelerinin nedeni (teslimat, ürün, ödeme, iade, uygulama, müşteri hizmetleri). ' +
      'Demo: the reason of a call-centre conversation (delivery, product, payment, returns, app, customer service).',
    sense: 'CATEGORY',
    categories: callReasonTree('tr'),
    color: '#2F54EB',
  });
  // A dialogue model: it reads the turns (customer, agent) rather than one text.
  request.settings = request.settings.map((s) => (s.type === 'DATA_TYPE' ? { ...s, value: 'DIALOGUE' } : s));
  const model = await services.models.create(viewer, ws.accountId, request);
  await services.models.update(viewer, model.id, { accessType: 'WORKSPACE' });
  const english = new Map(DEMO_CATEGORIES.map((c) => [c.name.tr, c.name.en]));
  const nodes: ModelCategory[] = await services.categories.tree(viewer, model.id);
  for (const node of nodes) {
    const en = english.get(node.name);
    if (en) await services.categories.update(viewer, model.id, node.id, { aliases: { en } });
  }
  const labelled = options.labelled ?? 400;
  const half = Math.round(labelled / 2);
  const training = [
    ...generateCalls({ seed: seed + 7, count: half, language: 'tr', days: 365 }),
    ...generateCalls({ seed: seed + 8, count: labelled - half, language: 'en', days: 365 }),
  ];
  // The reason is told in the first turns; the rest of a call (follow-ups, hold, closing) only slows training down.
  const documents: JsonDocument[] = training.map((row, i) => ({
    id: `TRAIN-${String(i + 1).padStart(5, '0')}`,
    date: row.callStartedAt,
    turns: row.turns.slice(0, TRAINING_TURNS).map((t) => ({ speaker: t.speaker, text: t.text })),
    labels: [reasonName(row)],
  }));
  await services.jsonSources.upload(auth, ws, model.id, documents);
  return trainAndDeploy(actor, services, model.id, options);
}

/** The wizard's request for the call-centre analysis: the call-reason model, the call-centre channel. */
export function demoCallProjectBody() {
  return analysisCreateBody.parse({
    name: DEMO_CALL_PROJECT_NAME,
    description:
      'Demo: Sepet24 çağrı merkezinin son 60 günlük görüşmeleri (zamanlı, TR ve EN), temsilci puanlarıyla. ' +
      'Demo: the last 60 days of Sepet24 call-centre calls (timed, TR and EN), with agent scores.',
    icon: 'preset:headset',
    color: '#2F54EB',
    models: [{ code: DEMO_CALL_MODEL_CODE, senseType: 'CATEGORY' }],
    channels: ['CALL_CENTER'],
    pipelineStages: ['NORMALISE', 'DETECT_LANGUAGE', 'CLASSIFY'],
    tags: ['demo'],
    dataType: 'DIALOGUE',
    attributes: [],
  });
}

/**
 * An example speech setting: Turkish, stereo with the customer on the left, the store's name as the prompt and a
 * few normalisations. No service address — the demo reaches no speech service; point it at one (docs/speech.md).
 */
export function demoSpeechSetting() {
  return speechSettingSaveBody.parse({
    apiType: 'OPENAI_COMPATIBLE',
    language: 'tr',
    audioType: 'WAV',
    implementationType: 'STEREO',
    modelType: 'whisper',
    modelName: 'Systran/faster-whisper-large-v3',
    initialPrompt: 'Sepet24 müşteri hizmetleri. Sipariş, kargo, iade, kupon.',
    customerChannel: 'LEFT',
    agentChannel: 'RIGHT',
    normalisations: [
      { text: 'sepet yirmi dört', target: 'Sepet24' },
      { text: 'sepet 24', target: 'Sepet24' },
      { text: 'eee', target: '' },
    ],
    endpointUrl: '',
    timeoutSeconds: 120,
  });
}
