/**
 * Rounds half away from zero to `digits` decimals. Shifting the decimal exponent of the number's shortest string
 * form avoids the binary-fraction surprises of `Math.round(x * 100) / 100` (1.005 → 1), and the sign is handled
 * apart so −0.05 rounds like 0.05 and no `-0` reaches JSON or tests. Dividing the rounded integer by 10^digits is
 * exact-then-correctly-rounded, i.e. the same double as the decimal literal.
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${String(Number(exponent) + digits)}`));
  const magnitude = shifted / 10 ** digits;
  return magnitude === 0 ? 0 : Math.sign(value) * magnitude;
}

/** Sum of the counts of a histogram (negative cells, which only a bad subtraction could make, count as 0). */
export function histogramTotal(hist: readonly number[]): number {
  let n = 0;
  for (const count of hist) n += count > 0 ? count : 0;
  return n;
}
