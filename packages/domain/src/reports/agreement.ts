import type { Agreement } from '../contract/reports.js';
import { roundTo } from '../metrics/round.js';

/**
 * Agreement between two labellings of the same documents (docs/reports.md, "Marker statistics"), pure.
 *
 * A document's label set is one nominal label (`labelSetKey`: its ids sorted and joined), so a multi-label model is
 * compared as "same set or not". With n pairs:
 *   observed pₒ = agreeing pairs / n;
 *   expected pₑ = Σₖ (first rater's share of label k) · (second rater's share of label k);
 *   Cohen's κ = (pₒ − pₑ) / (1 − pₑ).
 * κ is null under 2 documents (one pair says nothing about chance) and when pₑ = 1 (both raters always used the
 * same single label: κ is undefined, not 1); pₒ is null without documents. Figures are rounded to 4 decimals.
 */

/** A label set as one nominal label: ids sorted and joined (the empty set is ''). */
export function labelSetKey(ids: Iterable<string>): string {
  return [...new Set(ids)].sort().join('|');
}

/** Cohen's kappa and observed agreement over `pairs` of (first rater's label, second rater's label). */
export function cohensKappa(pairs: readonly (readonly [string, string])[]): Agreement {
  const n = pairs.length;
  if (n === 0) return { documents: 0, observed: null, kappa: null };
  const first = new Map<string, number>();
  const second = new Map<string, number>();
  let agree = 0;
  for (const [a, b] of pairs) {
    if (a === b) agree += 1;
    first.set(a, (first.get(a) ?? 0) + 1);
    second.set(b, (second.get(b) ?? 0) + 1);
  }
  const observed = agree / n;
  let expected = 0;
  for (const [label, count] of first) expected += (count / n) * ((second.get(label) ?? 0) / n);
  const kappa = n < 2 || expected >= 1 ? null : (observed - expected) / (1 - expected);
  return { documents: n, observed: roundTo(observed, 4), kappa: kappa === null ? null : roundTo(kappa, 4) };
}
