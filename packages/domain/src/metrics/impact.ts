import type { Change, NpsSummary } from '../contract/dashboard-results.js';
import { csatDifference, csatFromHistogram, subtractHistogram } from './csat.js';
import { npsDifference, subtractNps } from './nps.js';
import { roundTo } from './round.js';

/** How much one category moves the overall score. */
export interface ImpactResult {
  /** Score of the documents with the category. */
  scoreWith: number | null;
  /** Score of the documents without it (total − with). */
  scoreWithout: number | null;
  /** overall − scoreWithout: positive when the category lifts the overall score. */
  impact: number | null;
  /** scoreWith against scoreWithout, tested. */
  change: Change;
}

function impactOf(overall: number | null, scoreWith: number | null, scoreWithout: number | null, change: Change): ImpactResult {
  const impact = overall === null || scoreWithout === null ? null : roundTo(overall - scoreWithout, 1);
  return { scoreWith, scoreWithout, impact, change };
}

/**
 * NPS impact: without = total − with (band by band), impact = total.score − without.score.
 * Removing a category of unhappy customers raises the score of the rest, so its impact is negative.
 */
export function npsImpact(total: NpsSummary, withCategory: NpsSummary): ImpactResult {
  const without = subtractNps(total, withCategory);
  return impactOf(total.score, withCategory.score, without.score, npsDifference(withCategory, without));
}

/** CSAT impact over answer histograms (hist[i] = answers of score i + 1), same reading as `npsImpact`. */
export function csatImpact(
  totalHist: readonly number[],
  withHist: readonly number[],
  scaleMax = 5,
  satisfiedFrom = 4,
): ImpactResult {
  const total = csatFromHistogram(totalHist, scaleMax, satisfiedFrom);
  const withCategory = csatFromHistogram(withHist, scaleMax, satisfiedFrom);
  const without = csatFromHistogram(subtractHistogram(totalHist, withHist), scaleMax, satisfiedFrom);
  return impactOf(total.score, withCategory.score, without.score, csatDifference(withCategory, without));
}
