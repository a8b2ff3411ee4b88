import type { Change } from '../contract/dashboard-results.js';
import { roundTo } from './round.js';

/** Two-sided tests at 95 % (see docs/dashboards.md): a change is significant when p < 0.05. */
export const significanceLevel = 0.05;

const noTest = (delta: number | null): Change => ({ delta, pValue: null, significant: false });

/**
 * Standard normal cumulative distribution Φ(z).
 *
 * Hart (1968) rational approximation as given by West, "Better approximations to cumulative normal functions"
 * (2005): absolute error below 1e-14, far inside the 1e-7 asked of it, and — unlike 1 − erf(…) — it keeps its
 * relative accuracy in the tails, so tiny p-values do not collapse to 0.
 *   |z| < 7.07: Φ(−|z|) = e^(−z²/2) · P(|z|) / Q(|z|) (degree 6 / 7 polynomials)
 *   |z| ≥ 7.07: Φ(−|z|) = e^(−z²/2) / (√(2π) · continued fraction)
 *   Φ(z) = 1 − Φ(−z) for z > 0.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let lower: number;
  if (x > 37) {
    lower = 0;
  } else {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      let p = 3.52624965998911e-2 * x + 0.700383064443688;
      p = p * x + 6.37396220353165;
      p = p * x + 33.912866078383;
      p = p * x + 112.079291497871;
      p = p * x + 221.213596169931;
      p = p * x + 220.206867912376;
      let q = 8.83883476483184e-2 * x + 1.75566716318264;
      q = q * x + 16.064177579207;
      q = q * x + 86.7807322029461;
      q = q * x + 296.564248779674;
      q = q * x + 637.333633378831;
      q = q * x + 793.826512519948;
      q = q * x + 440.413735824752;
      lower = (e * p) / q;
    } else {
      let f = x + 0.65;
      f = x + 4 / f;
      f = x + 3 / f;
      f = x + 2 / f;
      f = x + 1 / f;
      lower = e / f / 2.506628274631;
    }
  }
  return z > 0 ? 1 - lower : lower;
}

/** Two-sided p-value of a z statistic: p = 2 · Φ(−|z|) (taken from the lower tail so it does not lose precision). */
export function twoSidedP(z: number): number {
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}

function changeFromZ(delta: number, z: number): Change {
  const pValue = twoSidedP(z);
  return { delta, pValue, significant: pValue < significanceLevel };
}

/**
 * Pooled two-proportion z-test of x1/n1 against x2/n2.
 *   delta = (x1/n1 − x2/n2) · 100 (percentage points, rounded to 2 decimals)
 *   p̂ = (x1 + x2) / (n1 + n2),  z = (x1/n1 − x2/n2) / √(p̂ (1 − p̂) (1/n1 + 1/n2))
 * Without answers on a side there is neither a delta nor a test; when the pooled variance is 0 (both shares 0 % or
 * both 100 %) the delta is 0 and there is nothing to test.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number): Change {
  if (n1 <= 0 || n2 <= 0) return noTest(null);
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const delta = roundTo((p1 - p2) * 100, 2);
  const pooled = (x1 + x2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (!(variance > 0)) return noTest(delta);
  return changeFromZ(delta, (p1 - p2) / Math.sqrt(variance));
}

/**
 * Welch z-test of two means with their sample variances (n − 1 denominators).
 *   delta = m1 − m2 (rounded to 2 decimals),  z = (m1 − m2) / √(v1/n1 + v2/n2)
 * A normal rather than a t reference: dashboard groups are large, and small ones are flagged by n anyway.
 * Same null rules as the proportion test: no side without answers, no test when the standard error is 0 or a
 * variance is unknown (NaN, e.g. one answer).
 */
export function meanDifferenceTest(m1: number, v1: number, n1: number, m2: number, v2: number, n2: number): Change {
  if (n1 <= 0 || n2 <= 0) return noTest(null);
  const delta = roundTo(m1 - m2, 2);
  const variance = v1 / n1 + v2 / n2;
  if (!(variance > 0) || !Number.isFinite(variance)) return noTest(delta);
  return changeFromZ(delta, (m1 - m2) / Math.sqrt(variance));
}
