import type { JsonDocument, ProjectJsonDocument } from '@sentio/domain';
import { DEMO_CATEGORIES, leafPath, parentKeyOf } from '../demo/categories.js';
import { generateCalls, type CallRow } from '../demo/calls.js';
import { cxJsonBatches } from '../demo/cx-writers.js';
import { generateCx } from '../demo/cx.js';
import { generateFeedback } from '../demo/feedback.js';
import { toCallDocument } from '../demo/seed-calls.js';
import type { BuiltInModelName } from './content.js';

/**
 * The generated documents of the built-in templates: labelled training documents per model, and the sample each
 * analysis is filled with (so its template's preview has figures). The demo's generators, other seeds.
 */

/** Turns of each training call the model learns from: the reason is told in the first turns. */
const TRAINING_TURNS = 6;
const SEED = 20_261_127;

/** Labelled training documents of a built-in model, as the model's JSON upload takes them. */
export function trainingDocuments(model: BuiltInModelName, count: number): JsonDocument[] {
  if (model === 'calls') {
    const half = Math.round(count / 2);
    const rows = [
      ...generateCalls({ seed: SEED + 1, count: half, language: 'tr', days: 365 }),
      ...generateCalls({ seed: SEED + 2, count: count - half, language: 'en', days: 365 }),
    ];
    return rows.map((row, i) => ({
      id: `TRAIN-${String(i + 1).padStart(5, '0')}`,
      date: row.callStartedAt,
      turns: row.turns.slice(0, TRAINING_TURNS).map((t) => ({ speaker: t.speaker, text: t.text })),
      labels: [reasonName(row)],
    }));
  }
  const rows = generateFeedback({
    seed: SEED + (model === 'sentiment' ? 3 : 4),
    count,
    languages: ['tr', 'en'],
    multiLabelShare: 0,
  });
  return rows.map((row) =>
    model === 'sentiment'
      ? { id: row.id, text: row.text, date: row.date.toISOString(), sentiment: row.sentiment }
      : { id: row.id, text: row.text, date: row.date.toISOString(), labels: row.categories.map((k) => leafPath(k, 'tr')) },
  );
}

const reasonName = (row: CallRow): string =>
  (DEMO_CATEGORIES.find((c) => c.key === parentKeyOf(row.category)) ?? DEMO_CATEGORIES[0])?.name.tr ?? '';

export interface SampleBatch {
  channelCode: string;
  documents: ProjectJsonDocument[];
}

/**
 * The sample of an analysis, in JSON ingest batches (one channel each): CX feedback over the last six months
 * (texts on every channel, with NPS, CSAT, segment and city), or timed calls of the last 60 days (60 % Turkish).
 */
export function sampleBatches(kind: 'feedback' | 'calls', count: number, end: Date, seedOffset = 0): SampleBatch[] {
  if (kind === 'calls') {
    const turkish = Math.round(count * 0.6);
    const last = new Date(end.getTime() - 1);
    const rows = [
      ...generateCalls({ seed: SEED + 5, count: turkish, language: 'tr', days: 60, now: last }),
      ...generateCalls({ seed: SEED + 6, count: count - turkish, language: 'en', days: 60, now: last }),
    ];
    return [{ channelCode: 'CALL_CENTER', documents: rows.map(toCallDocument) }];
  }
  const rows = generateCx({ seed: SEED + 7 + seedOffset, count, end, months: 6 });
  return [...cxJsonBatches(rows, 1000)];
}
