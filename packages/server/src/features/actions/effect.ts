import {
  buildSearchRequest,
  csatDifference,
  csatFromHistogram,
  decodeFilters,
  effectMinimumDocuments,
  meanDifferenceTest,
  npsDifference,
  npsFromHistogram,
  roundTo,
  twoProportionTest,
  type Change,
  type EffectMetric,
  type SearchRequest,
} from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { ActionTable } from '../../platform/db/schema-actions.js';

/**
 * The measured effect of an action (docs/actions.md, "Effect"): pure arithmetic over what the effect repository
 * counted in the two windows, with the significance tests the dashboards use.
 */

/** What the effect reads of an action. */
export type EffectActionRow = Pick<
  Selectable<ActionTable>,
  'id' | 'workspace_id' | 'created_at' | 'closed_at' | 'evidence_project_id' | 'evidence_project_code' | 'evidence_filter'
>;

/** What was counted in one window. */
export interface WindowCounts {
  /** Documents of the slice (the evidence filter). */
  documents: number;
  /** Every document of the analysis in the window. */
  total: number;
  /** Slice documents by the polarity of their sentiment (documents without one are in none). */
  positive: number;
  neutral: number;
  negative: number;
  /** Slice NPS answers: nps[i] = answers i, i = 0…10. */
  nps: number[];
  /** Slice CSAT answers: csat[i] = answers of score i + 1. */
  csat: number[];
}

/** Which scores the analysis has (its NPS/CSAT settings); a score it has no field for is not a metric. */
export interface ScoreSettings {
  nps: boolean;
  csat: { scaleMax: number; satisfiedFrom: number } | null;
}

export const emptyCounts = (): WindowCounts => ({
  documents: 0,
  total: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  nps: Array.from({ length: 11 }, () => 0),
  csat: Array.from({ length: 10 }, () => 0),
});

/** The window after the pivot and the equally long one before it; ends are exclusive. */
export interface EffectWindows {
  before: { start: Date; end: Date };
  after: { start: Date; end: Date };
  /** Length of each window in milliseconds. */
  length: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * after = [pivot, min(pivot + windowDays days, now)), before = the same length ending at the pivot: while the
 * window is still running, the comparison is over as many days on each side as have passed.
 */
export function effectWindows(pivot: Date, windowDays: number, now: Date): EffectWindows {
  const end = new Date(Math.min(pivot.getTime() + windowDays * DAY, now.getTime()));
  const length = Math.max(0, end.getTime() - pivot.getTime());
  return {
    before: { start: new Date(pivot.getTime() - length), end: pivot },
    after: { start: pivot, end: new Date(pivot.getTime() + length) },
    length,
  };
}

/** Less than a day after the pivot there is nothing to compare yet. */
export const tooEarly = (w: EffectWindows): boolean => w.length < DAY;

/**
 * The search request of an evidence filter (the analysis URL's query) with its dates dropped: the windows replace
 * them. Read as the analysis page reads its URL, in the reporting time zone.
 */
export function sliceRequest(filter: string, timeZone: string): SearchRequest {
  const state = decodeFilters(filter, { timeZone, warn: () => undefined });
  return {
    ...buildSearchRequest(state, { timeZone }),
    startDate: null,
    endDate: null,
    comparisonStartDate: null,
    comparisonEndDate: null,
    originalComparisonEndDate: null,
  };
}

const share = (x: number, n: number): number | null => (n > 0 ? roundTo((x / n) * 100, 2) : null);
const withSentiment = (c: WindowCounts): number => c.positive + c.neutral + c.negative;

/** Sentiment score = 100 · (positive − negative) / documents with a sentiment, one decimal; null without any. */
export function sentimentScore(c: WindowCounts): number | null {
  const n = withSentiment(c);
  return n > 0 ? roundTo(((c.positive - c.negative) / n) * 100, 1) : null;
}

/**
 * Change of the sentiment score from b to a. Each document scores x = +100 / 0 / −100, so the score is the mean of x:
 *   mean = 100 · (pos − neg) / n,  s² = (10000 · (pos + neg) − n · mean²) / (n − 1)
 * tested with Welch's z (meanDifferenceTest); the delta is the difference of the shown scores, as for NPS.
 */
export function sentimentDifference(a: WindowCounts, b: WindowCounts): Change {
  const [na, nb] = [withSentiment(a), withSentiment(b)];
  const [sa, sb] = [sentimentScore(a), sentimentScore(b)];
  if (sa === null || sb === null) return { delta: null, pValue: null, significant: false };
  const delta = roundTo(sa - sb, 1);
  if (na < 2 || nb < 2) return { delta, pValue: null, significant: false };
  const moments = (c: WindowCounts, n: number) => {
    const mean = ((c.positive - c.negative) / n) * 100;
    return { mean, variance: Math.max(0, (10000 * (c.positive + c.negative) - n * mean * mean) / (n - 1)) };
  };
  const [ma, mb] = [moments(a, na), moments(b, nb)];
  return { ...meanDifferenceTest(ma.mean, ma.variance, na, mb.mean, mb.variance, nb), delta };
}

/** Significant and in the better direction → true; significant the other way → false; otherwise null. */
export function improvedOf(change: Change, better: 'UP' | 'DOWN'): boolean | null {
  if (!change.significant || change.delta === null || change.delta === 0) return null;
  return change.delta > 0 === (better === 'UP');
}

export interface EffectFigures {
  metrics: EffectMetric[];
  /** Both windows have at least `effectMinimumDocuments` slice documents (else: figures without tests). */
  enough: boolean;
  /** Some metric improved significantly and none got significantly worse. */
  improved: boolean;
}

/**
 * The metrics of the slice, after (group 1) against before (group 2): volume share and negative share (pooled
 * two-proportion test, better DOWN), sentiment score, NPS and CSAT (better UP; NPS and CSAT only when the analysis
 * has the field). With too few slice documents on either side the figures stay but nothing is tested.
 */
export function effectFigures(after: WindowCounts, before: WindowCounts, scores: ScoreSettings): EffectFigures {
  const enough = after.documents >= effectMinimumDocuments && before.documents >= effectMinimumDocuments;
  const tested = (c: Change): Change => (enough ? c : { delta: c.delta, pValue: null, significant: false });
  const metric = (
    key: EffectMetric['key'],
    better: 'UP' | 'DOWN',
    values: [number | null, number | null],
    ns: [number, number],
    change: Change,
  ): EffectMetric => {
    const c = tested(change);
    return { key, before: values[1], after: values[0], nAfter: ns[0], nBefore: ns[1], change: c, better, improved: improvedOf(c, better) };
  };
  const metrics: EffectMetric[] = [
    metric(
      'VOLUME_SHARE',
      'DOWN',
      [share(after.documents, after.total), share(before.documents, before.total)],
      [after.total, before.total],
      twoProportionTest(after.documents, after.total, before.documents, before.total),
    ),
    metric(
      'NEGATIVE_SHARE',
      'DOWN',
      [share(after.negative, withSentiment(after)), share(before.negative, withSentiment(before))],
      [withSentiment(after), withSentiment(before)],
      twoProportionTest(after.negative, withSentiment(after), before.negative, withSentiment(before)),
    ),
    metric(
      'SENTIMENT_SCORE',
      'UP',
      [sentimentScore(after), sentimentScore(before)],
      [withSentiment(after), withSentiment(before)],
      sentimentDifference(after, before),
    ),
  ];
  if (scores.nps) {
    const [a, b] = [npsFromHistogram(after.nps), npsFromHistogram(before.nps)];
    metrics.push(metric('NPS', 'UP', [a.score, b.score], [a.n, b.n], npsDifference(a, b)));
  }
  if (scores.csat) {
    const { scaleMax, satisfiedFrom } = scores.csat;
    const [a, b] = [csatFromHistogram(after.csat, scaleMax, satisfiedFrom), csatFromHistogram(before.csat, scaleMax, satisfiedFrom)];
    metrics.push(metric('CSAT', 'UP', [a.score, b.score], [a.n, b.n], csatDifference(a, b)));
  }
  const improved = metrics.some((m) => m.improved === true) && !metrics.some((m) => m.improved === false);
  return { metrics, enough, improved };
}
