import {
  csatFromHistogram,
  npsFromHistogram,
  roundTo,
  type JourneyCategoryDisplay,
  type JourneyFigures,
  type JourneyMover,
} from '@sentio/domain';
import type { CountRow, StepDocument } from './report-repository.js';

/** An analysis's CSAT scale (its settings), by analysis id. */
export type CsatScales = (projectId: string) => { scaleMax: number; satisfiedFrom: number };

/**
 * Volume and scores of a step's documents (docs/customer-journeys.md): customers are distinct keys (documents without
 * one count as documents only); NPS pools the 0–10 answers; CSAT pools each analysis's satisfied answers on its own
 * scale; the sentiment score is 100 × (positive − negative) ÷ documents with a sentiment. A score the journey does
 * not show is null.
 */
export function figuresOf(docs: readonly StepDocument[], scales: CsatScales, shown: readonly string[]): JourneyFigures {
  const nps = Array.from({ length: 11 }, () => 0);
  const csat = new Map<string, number[]>();
  const customers = new Set<string>();
  let positive = 0;
  let negative = 0;
  let withSentiment = 0;
  for (const d of docs) {
    if (d.customer_key !== null) customers.add(d.customer_key);
    if (d.nps !== null && d.nps >= 0 && d.nps <= 10) nps[d.nps] = (nps[d.nps] ?? 0) + 1;
    if (d.csat !== null && d.csat >= 1) {
      const hist = csat.get(d.project_id) ?? [];
      hist[d.csat - 1] = (hist[d.csat - 1] ?? 0) + 1;
      csat.set(d.project_id, hist);
    }
    if (d.polarity !== null) withSentiment++;
    if (d.polarity === 1) positive++;
    if (d.polarity === -1) negative++;
  }
  let satisfied = 0;
  let answered = 0;
  for (const [projectId, hist] of csat) {
    const scale = scales(projectId);
    const s = csatFromHistogram(hist, scale.scaleMax, scale.satisfiedFrom);
    satisfied += s.satisfied;
    answered += s.n;
  }
  return {
    documents: docs.length,
    customers: customers.size,
    nps: shown.includes('NPS') ? npsFromHistogram(nps).score : null,
    csat: shown.includes('CSAT') && answered > 0 ? roundTo((satisfied / answered) * 100, 1) : null,
    sentimentScore: withSentiment > 0 ? roundTo(((positive - negative) / withSentiment) * 100, 1) : null,
  };
}

/**
 * Conversion from a step to the next: customers of `from` who have a document of `to` later than their first
 * document of `from` (both within the range). The rate is a share of `from`'s customers.
 */
export function conversionOf(
  from: readonly StepDocument[],
  to: readonly StepDocument[],
): { customers: number; rate: number | null } {
  const first = new Map<string, number>();
  for (const d of from) {
    if (d.customer_key === null) continue;
    const t = d.at.getTime();
    if (t < (first.get(d.customer_key) ?? Infinity)) first.set(d.customer_key, t);
  }
  const last = new Map<string, number>();
  for (const d of to) {
    if (d.customer_key === null) continue;
    const t = d.at.getTime();
    if (t > (last.get(d.customer_key) ?? -Infinity)) last.set(d.customer_key, t);
  }
  let customers = 0;
  for (const [key, t] of first) if ((last.get(key) ?? -Infinity) > t) customers++;
  return { customers, rate: first.size > 0 ? roundTo((customers / first.size) * 100, 1) : null };
}

/** Documents per local day. */
export function dayCounts(docs: readonly StepDocument[]): { day: string; n: number }[] {
  const out = new Map<string, number>();
  for (const d of docs) out.set(d.day, (out.get(d.day) ?? 0) + 1);
  return [...out].map(([day, n]) => ({ day, n }));
}

/**
 * Categories or root causes of a step, the `limit` that moved most in the chosen direction against the comparison
 * (most decreasing first, or most increasing first); without a comparison, the largest. Ties: larger first, then
 * by name.
 */
export function movers(
  rows: readonly CountRow[],
  withComparison: boolean,
  display: JourneyCategoryDisplay,
  limit: number,
  name: (r: CountRow) => Pick<JourneyMover, 'id' | 'projectCode' | 'name'> | null,
): JourneyMover[] {
  const list = rows.flatMap((r): JourneyMover[] => {
    const named = name(r);
    if (!named || (r.main === 0 && (!withComparison || r.comparison === 0))) return [];
    const comparisonCount = withComparison ? r.comparison : null;
    return [{ ...named, count: r.main, comparisonCount, change: comparisonCount === null ? null : r.main - comparisonCount }];
  });
  const direction = display === 'MOST_DECREASING' ? 1 : -1;
  list.sort(
    (a, b) =>
      (withComparison ? direction * ((a.change ?? 0) - (b.change ?? 0)) : 0) || b.count - a.count || a.name.localeCompare(b.name),
  );
  return list.slice(0, limit);
}
