import type { ModelEvaluation, ProtocolKind } from '@sentio/ml';
import { z } from 'zod';

/**
 * What a version's `statistics` column holds, and how it is read back. Rows are parsed, never cast: a row
 * written by an older release is migrated on read to the current shape, so a version a user trained long ago
 * still shows its page. See docs/models-evaluation.md for the versions.
 */

const labelRef = z.object({ id: z.string(), name: z.string() });
const labelMetrics = z.object({
  labelId: z.string(),
  name: z.string(),
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  support: z.number(),
});
/** One held-out prediction: document id, true labels, predicted labels, confidence of the top label. */
const heldOut = z.object({ d: z.string(), a: z.array(z.string()), p: z.array(z.string()), s: z.number() });
const evaluationKind = z.enum(['CROSS_VALIDATION', 'HOLDOUT', 'NONE']);

/** The version-less shape the first release wrote (version 1). */
const statisticsV1 = z.object({
  evaluation: evaluationKind,
  n: z.number(),
  accuracy: z.number(),
  macroF1: z.number(),
  microF1: z.number(),
  calibrationError: z.number().nullable(),
  labels: z.array(labelRef),
  confusion: z.array(z.array(z.number())),
  perLabel: z.array(labelMetrics),
  ratios: z.array(z.object({ labelId: z.string(), count: z.number() })),
  keywords: z.array(z.object({ labelId: z.string(), words: z.array(z.object({ text: z.string(), weight: z.number() })) })),
  heldOut: z.array(heldOut),
});

/**
 * Version 2: the figures come from the engine's evaluation protocol, which is recorded (folds and seed) so the
 * same run can be repeated with `sentio-ml eval`. `protocol` is null for rows migrated from version 1, which did
 * not record it.
 */
export const storedStatisticsSchema = statisticsV1.extend({
  version: z.literal(2),
  protocol: z.object({ folds: z.number().int(), seed: z.number().int() }).nullable(),
});

export type StoredStatistics = z.infer<typeof storedStatisticsSchema>;
export type LabelRef = z.infer<typeof labelRef>;
export type LabelMetrics = z.infer<typeof labelMetrics>;
export type HeldOut = z.infer<typeof heldOut>;
export type EvaluationKind = z.infer<typeof evaluationKind>;

/**
 * Reads a stored `statistics` value. Version 1 rows keep their figures as measured then (the version list shows
 * the same figures from its own columns); they gain `protocol: null`.
 */
export function parseStoredStatistics(raw: unknown): StoredStatistics {
  const versioned = typeof raw === 'object' && raw !== null && 'version' in raw;
  if (versioned) return storedStatisticsSchema.parse(raw);
  return { version: 2, ...statisticsV1.parse(raw), protocol: null };
}

const KINDS: Record<ProtocolKind, EvaluationKind> = {
  'cross-validation': 'CROSS_VALIDATION',
  holdout: 'HOLDOUT',
  none: 'NONE',
};

/**
 * The stored figures of an engine evaluation, laid out in the model's label order: every trained label gets a
 * row of the confusion matrix and of `perLabel` (zeros for a label the held-out documents neither carry nor were
 * given). The totals are the engine's, untouched, so the page shows what `sentio-ml eval` prints.
 */
export function statisticsOfEvaluation(input: {
  evaluation: ModelEvaluation;
  documentIds: readonly string[];
  labels: readonly LabelRef[];
  ratios: StoredStatistics['ratios'];
  keywords: StoredStatistics['keywords'];
}): StoredStatistics {
  const { evaluation: e, labels } = input;
  const engineIndex = new Map(e.labels.map((l, i) => [l, i]));
  const metricsOf = new Map(e.perClass.map((m) => [m.label, m]));
  const confusion = labels.map((actual) =>
    labels.map((predicted) => {
      const a = engineIndex.get(actual.id);
      const p = engineIndex.get(predicted.id);
      return a === undefined || p === undefined ? 0 : ((e.confusion[a] as number[])[p] as number);
    }),
  );
  return {
    version: 2,
    evaluation: KINDS[e.protocol.kind],
    protocol: { folds: e.protocol.folds, seed: e.protocol.seed },
    n: e.n,
    accuracy: e.accuracy,
    macroF1: e.macroF1,
    microF1: e.microF1,
    calibrationError: e.calibrationError,
    labels: [...labels],
    confusion,
    perLabel: labels.map((l) => {
      const m = metricsOf.get(l.id);
      return {
        labelId: l.id,
        name: l.name,
        precision: m?.precision ?? 0,
        recall: m?.recall ?? 0,
        f1: m?.f1 ?? 0,
        support: m?.support ?? 0,
      };
    }),
    ratios: input.ratios,
    keywords: input.keywords,
    heldOut: e.heldOut.map((h) => ({ d: input.documentIds[h.index] as string, a: h.truth, p: h.predicted, s: h.score })),
  };
}
