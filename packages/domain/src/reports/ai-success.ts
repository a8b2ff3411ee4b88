import type { AiSuccess, AiSuccessCategory } from '../contract/reports.js';
import type { Gap } from '../filters/state.js';
import { bucketStart, bucketStarts } from '../metrics/buckets.js';
import { roundTo } from '../metrics/round.js';
import { twoProportionTest } from '../metrics/significance.js';

/**
 * The AI success rate of one model (docs/reports.md, "AI success rate"), pure: the server reads one row per reviewed
 * document and hands them here.
 *
 * A document is reviewed for the model when a person approved it or marked the model and the model had a prediction
 * for it; its review time is coalesce(approved_at, status_updated_at). Confirmed: the current label set equals the
 * predicted set; changed otherwise. rate = confirmed / reviewed. Per category, over the reviewed documents:
 * predicted (the model gave it), actual (it carries it now), confirmed (both); precision = confirmed / predicted,
 * recall = confirmed / actual, F1 = 2PR / (P + R). Confusion pairs of a changed document: every predicted label not
 * kept × every label added, NONE standing in for an empty side. Drift: live precision in the first half of the range
 * against the second half; a category drifts when each half has ≥ 10 predicted, precision fell by ≥ 10 points, and
 * the pooled two-proportion z-test gives p < 0.05.
 */

export interface ReviewedDocument {
  documentId: string;
  /** Category ids (or the sentiment label) the model gave. */
  predicted: readonly string[];
  /** Category ids (or the sentiment label) it carries now. */
  final: readonly string[];
  /** The model version that predicted it (`prediction.versions[model]`). */
  versionId: string;
  reviewedAt: Date;
}

export interface VersionFacts {
  number: number | null;
  /** Training accuracy 0…1. */
  accuracy: number | null;
  /** Training per-class F1 by category id. */
  f1ByCategory: ReadonlyMap<string, number>;
}

export interface AiSuccessOptions {
  start: Date;
  end: Date;
  /** The series' bucket width. */
  gap: Gap;
  timeZone: string;
  /** Category id → name; ids without a name are shown as the id. */
  names: ReadonlyMap<string, string>;
  versions: ReadonlyMap<string, VersionFacts>;
}

/** The label used for an empty side of a confusion pair. */
export const NO_CATEGORY = 'NONE';
/** Drift needs this many predicted documents of the category in each half of the range. */
export const DRIFT_MIN_PREDICTED = 10;
/** … and a fall of at least this many percentage points of precision. */
export const DRIFT_MIN_FALL_POINTS = 10;
const SIGNIFICANCE = 0.05;

const ratio = (x: number, n: number): number | null => (n > 0 ? roundTo(x / n, 4) : null);
const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
};

interface Tally {
  predicted: number;
  actual: number;
  confirmed: number;
  /** Predicted and both, in the first and the second half of the range. */
  halves: [{ predicted: number; confirmed: number }, { predicted: number; confirmed: number }];
}

/** F1 from the counts (2·both / (predicted + actual), the harmonic mean of P and R unrounded); null when P or R is. */
const f1 = (t: Tally): number | null =>
  t.predicted > 0 && t.actual > 0 ? roundTo((2 * t.confirmed) / (t.predicted + t.actual), 4) : null;

/** Whether the category's live precision fell significantly between the halves (see the file's comment). */
export function precisionDrift(
  earlier: { predicted: number; confirmed: number },
  later: { predicted: number; confirmed: number },
): boolean {
  if (earlier.predicted < DRIFT_MIN_PREDICTED || later.predicted < DRIFT_MIN_PREDICTED) return false;
  const test = twoProportionTest(earlier.confirmed, earlier.predicted, later.confirmed, later.predicted);
  return test.delta !== null && test.delta >= DRIFT_MIN_FALL_POINTS && test.pValue !== null && test.pValue < SIGNIFICANCE;
}

function categoryFigures(rows: readonly ReviewedDocument[], o: AiSuccessOptions): AiSuccessCategory[] {
  const middle = o.start.getTime() + (o.end.getTime() - o.start.getTime()) / 2;
  const tallies = new Map<string, Tally>();
  const tally = (id: string): Tally => {
    let t = tallies.get(id);
    if (!t) {
      t = {
        predicted: 0,
        actual: 0,
        confirmed: 0,
        halves: [
          { predicted: 0, confirmed: 0 },
          { predicted: 0, confirmed: 0 },
        ],
      };
      tallies.set(id, t);
    }
    return t;
  };
  for (const r of rows) {
    const final = new Set(r.final);
    const half = r.reviewedAt.getTime() < middle ? 0 : 1;
    for (const id of new Set(r.predicted)) {
      const t = tally(id);
      t.predicted += 1;
      t.halves[half].predicted += 1;
      if (final.has(id)) {
        t.confirmed += 1;
        t.halves[half].confirmed += 1;
      }
    }
    for (const id of final) tally(id).actual += 1;
  }
  const newest = [...new Set(rows.map((r) => r.versionId))]
    .map((id) => o.versions.get(id))
    .filter((v): v is VersionFacts => v !== undefined)
    .sort((a, b) => (b.number ?? -1) - (a.number ?? -1))[0];
  return [...tallies.entries()]
    .map(([categoryId, t]): AiSuccessCategory => {
      const precision = ratio(t.confirmed, t.predicted);
      const recall = ratio(t.confirmed, t.actual);
      const trainingF1 = newest?.f1ByCategory.get(categoryId);
      return {
        categoryId,
        name: o.names.get(categoryId) ?? categoryId,
        predicted: t.predicted,
        actual: t.actual,
        confirmed: t.confirmed,
        precision,
        recall,
        f1: f1(t),
        trainingF1: trainingF1 === undefined ? null : roundTo(trainingF1, 4),
        earlierPrecision: ratio(t.halves[0].confirmed, t.halves[0].predicted),
        laterPrecision: ratio(t.halves[1].confirmed, t.halves[1].predicted),
        drift: precisionDrift(t.halves[0], t.halves[1]),
      };
    })
    .sort((a, b) => b.predicted - a.predicted || b.actual - a.actual || a.name.localeCompare(b.name));
}

function confusionPairs(rows: readonly ReviewedDocument[]): AiSuccess['confusion'] {
  const counts = new Map<string, { predicted: string; corrected: string; count: number }>();
  for (const r of rows) {
    if (sameSet(r.predicted, r.final)) continue;
    const final = new Set(r.final);
    const predicted = new Set(r.predicted);
    const dropped = [...predicted].filter((id) => !final.has(id));
    const added = [...final].filter((id) => !predicted.has(id));
    for (const p of dropped.length > 0 ? dropped : [NO_CATEGORY])
      for (const c of added.length > 0 ? added : [NO_CATEGORY]) {
        const key = `${p}\u0000${c}`;
        const entry = counts.get(key) ?? { predicted: p, corrected: c, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.predicted.localeCompare(b.predicted) || a.corrected.localeCompare(b.corrected),
  );
}

/** Rate, versions, series, per-category figures with drift and confusion pairs of the reviewed documents. */
export function aiSuccess(rows: readonly ReviewedDocument[], o: AiSuccessOptions): AiSuccess {
  const confirmedOf = (list: readonly ReviewedDocument[]) => list.filter((r) => sameSet(r.predicted, r.final)).length;
  const confirmed = confirmedOf(rows);

  const byVersion = new Map<string, ReviewedDocument[]>();
  for (const r of rows) byVersion.set(r.versionId, [...(byVersion.get(r.versionId) ?? []), r]);
  const versions = [...byVersion.entries()]
    .map(([versionId, list]) => {
      const facts = o.versions.get(versionId);
      const ok = confirmedOf(list);
      return {
        versionId,
        number: facts?.number ?? null,
        reviewed: list.length,
        confirmed: ok,
        rate: ratio(ok, list.length),
        trainingAccuracy: facts?.accuracy === null || facts?.accuracy === undefined ? null : roundTo(facts.accuracy, 4),
      };
    })
    .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.versionId.localeCompare(b.versionId));

  const zone = { timeZone: o.timeZone };
  const buckets = bucketStarts(o.start, o.end, o.gap, 1, zone);
  const perBucket = new Map(buckets.map((b) => [b.getTime(), { reviewed: 0, confirmed: 0 }]));
  for (const r of rows) {
    const slot = perBucket.get(bucketStart(r.reviewedAt, o.gap, 1, o.start, zone).getTime());
    if (!slot) continue;
    slot.reviewed += 1;
    if (sameSet(r.predicted, r.final)) slot.confirmed += 1;
  }
  const series = buckets.map((b) => {
    const s = perBucket.get(b.getTime()) ?? { reviewed: 0, confirmed: 0 };
    return { bucket: b.toISOString(), reviewed: s.reviewed, confirmed: s.confirmed, rate: ratio(s.confirmed, s.reviewed) };
  });

  return {
    reviewed: rows.length,
    confirmed,
    changed: rows.length - confirmed,
    rate: ratio(confirmed, rows.length),
    versions,
    series,
    categories: categoryFigures(rows, o),
    confusion: confusionPairs(rows),
  };
}
