import type { Gap, SearchRequest } from '@sentio/domain';
import type { Catalogue } from '../project-documents/catalogue.js';

/**
 * The one question every dashboard widget asks: "how many documents, with which sentiment and which NPS / CSAT
 * answers, per these keys, under this filter?". Answered from the rollup tables when the filter can be expressed
 * over their keys (see rollup-plan.ts), otherwise by counting the matching documents (the search's own filter).
 * Both paths return the same rows, so a widget never knows which one ran, and tests compare the two.
 */

/** Additive measures of a set of documents: rows of a finer grouping sum to the coarser one. */
export interface Measures {
  /** Documents. */
  n: number;
  /** Documents by the polarity of their sentiment label (positive/olumlu/pos…); n − the three = no polar sentiment. */
  positive: number;
  neutral: number;
  negative: number;
  /** Answers of the NPS attribute: index = score 0…10 (integers only; other values are not answers). */
  nps: number[];
  /** Answers of the CSAT attribute: index i = score i + 1, scores 1…10. */
  csat: number[];
}

export type CubeDimension = 'bucket' | 'channel' | 'sentiment' | 'status' | 'predictionStatus' | 'language' | 'category';

/** The keys of one row; only the grouped dimensions are set. */
export interface CubeKeys {
  /** Start of the bucket as an ISO instant: the bucket's local midnight (hour) in the reporting zone; weeks start on Monday. */
  bucket?: string;
  /** null: documents without a channel. */
  channel?: string | null;
  /** The stored sentiment label (null: none). */
  sentiment?: string | null;
  status?: string;
  predictionStatus?: string;
  language?: string;
  /** With 'category': the model and the category as stored on documents (leaves). */
  modelId?: string;
  categoryId?: string;
}

export interface CubeRow {
  keys: CubeKeys;
  m: Measures;
}

export interface CubeQuery {
  /**
   * The filter. Its startDate/endDate are the range counted; to count a comparison period pass a copy with the
   * comparison dates as startDate/endDate. Paging, sort, facet and widget fields are ignored.
   */
  request: SearchRequest;
  groupBy: readonly CubeDimension[];
  /** Bucket width when grouping by 'bucket'. */
  gap?: Gap;
  /** With 'category': only this model's categories (else every category model of the analysis). */
  modelId?: string;
}

export interface CubeAnswer {
  rows: CubeRow[];
  /** ROLLUP when read from the rollup tables, SCAN when counted over the documents. */
  source: 'ROLLUP' | 'SCAN';
}

export interface Cube {
  query(cat: Catalogue, q: CubeQuery): Promise<CubeAnswer>;
}

export const emptyMeasures = (): Measures => ({
  n: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  nps: Array.from({ length: 11 }, () => 0),
  csat: Array.from({ length: 10 }, () => 0),
});

/** Adds b into a (in place) and returns a. */
export function addMeasures(a: Measures, b: Measures): Measures {
  a.n += b.n;
  a.positive += b.positive;
  a.neutral += b.neutral;
  a.negative += b.negative;
  for (let i = 0; i < a.nps.length; i++) a.nps[i] = (a.nps[i] ?? 0) + (b.nps[i] ?? 0);
  for (let i = 0; i < a.csat.length; i++) a.csat[i] = (a.csat[i] ?? 0) + (b.csat[i] ?? 0);
  return a;
}
