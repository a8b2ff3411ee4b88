import type { CubeDimension, CubeKeys, CubeRow } from './cube.js';
import { emptyMeasures } from './cube.js';

/**
 * What the rollup and the scan repositories select, in the same shape: one aliased key per grouped dimension and
 * one column per measure, so a single conversion turns either into cube rows.
 */
export const NPS_COLUMNS = Array.from({ length: 11 }, (_, i) => `nps_${i}`);
export const CSAT_COLUMNS = Array.from({ length: 10 }, (_, i) => `csat_${i + 1}`);
export const MEASURE_COLUMNS = ['n', 'positive', 'neutral', 'negative', ...NPS_COLUMNS, ...CSAT_COLUMNS] as const;

/** The aliases of a dimension's key columns (category has two). */
export const keyAliases: Record<CubeDimension, readonly string[]> = {
  bucket: ['k_bucket'],
  channel: ['k_channel'],
  sentiment: ['k_sentiment'],
  status: ['k_status'],
  predictionStatus: ['k_prediction_status'],
  language: ['k_language'],
  category: ['k_model', 'k_category'],
};

// Keys arrive as text; '' is how the rollups store "none" and the scan's NULL means the same.
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Rows as the repositories return them (bigint sums arrive as strings on both engines). */
export function toCubeRows(rows: readonly Record<string, unknown>[], groupBy: readonly CubeDimension[]): CubeRow[] {
  const out = rows.map((r): CubeRow => {
    const keys: CubeKeys = {};
    for (const d of groupBy) {
      if (d === 'bucket') keys.bucket = String(r['k_bucket']);
      else if (d === 'channel') keys.channel = text(r['k_channel']);
      else if (d === 'sentiment') keys.sentiment = text(r['k_sentiment']);
      else if (d === 'status') keys.status = String(r['k_status']);
      else if (d === 'predictionStatus') keys.predictionStatus = String(r['k_prediction_status']);
      else if (d === 'language') keys.language = String(r['k_language']);
      else {
        keys.modelId = String(r['k_model']);
        keys.categoryId = String(r['k_category']);
      }
    }
    const m = emptyMeasures();
    m.n = Number(r['n']);
    m.positive = Number(r['positive']);
    m.neutral = Number(r['neutral']);
    m.negative = Number(r['negative']);
    m.nps = NPS_COLUMNS.map((c) => Number(r[c]));
    m.csat = CSAT_COLUMNS.map((c) => Number(r[c]));
    return { keys, m };
  });
  // A stable order, whichever path ran: by the keys in grouping order.
  const sortKey = (row: CubeRow) => JSON.stringify(groupBy.flatMap((d) => keyValues(row.keys, d)));
  return out.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

function keyValues(keys: CubeKeys, d: CubeDimension): (string | null | undefined)[] {
  switch (d) {
    case 'category':
      return [keys.modelId, keys.categoryId];
    case 'predictionStatus':
      return [keys.predictionStatus];
    default:
      return [keys[d]];
  }
}
