import { describe, expect, it } from 'vitest';
import { fitClassOffsets } from './offsets.js';
import { syntheticFeedback } from './synthetic.test-data.js';
import { trainParts } from './train.js';

const rows = (xs: number[][]): Float64Array[] => xs.map((r) => Float64Array.from(r));

describe('fitClassOffsets', () => {
  it('lowers a class that takes the items of a rarer one (golden values)', () => {
    // Plain arg-max predicts class 0 everywhere (macro-F1 0.375). Tie points of class 0 against class 1 are
    // −2, −1.4, −0.7, −0.3, −0.2: an offset in [−0.5, −0.3) decides every item right; its midpoint is −0.4.
    const margins = rows([
      [1, -1],
      [0.8, -0.6],
      [0.5, -0.2],
      [0.5, 0.3],
      [0.4, 0.1],
    ]);
    const offsets = fitClassOffsets(margins, Int32Array.from([0, 0, 0, 1, 1]), 2);
    expect(Array.from(offsets)).toEqual([-0.4, 0]);
  });

  it('leaves offsets at zero when the arg-max is already right, and within the limit otherwise', () => {
    const right = rows([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect(Array.from(fitClassOffsets(right, Int32Array.from([0, 1, 2]), 3))).toEqual([0, 0, 0]);
    // Class 1 needs +3 to win its item; the limit keeps it within ±0.2.
    const far = rows([
      [2, -1],
      [2, -1],
    ]);
    for (const o of fitClassOffsets(far, Int32Array.from([0, 1]), 2, 0.2)) expect(Math.abs(o)).toBeLessThanOrEqual(0.2);
  });
});

describe('class offsets in training', () => {
  it('fold into the intercepts only: every other weight is unchanged', () => {
    // Classes of about 600, 600 and 300 items: the held-out third has at least 100 per class, the minimum for offsets.
    const data = syntheticFeedback(1800, 11);
    const keep = data.labels.map((l, i) => l[0] !== 'iade' || i % 2 === 0);
    const texts = data.texts.filter((_, i) => keep[i]);
    // Every seventh item mislabelled as the rare class, so the arg-max makes mistakes an offset can trade.
    const single = data.labels.filter((_, i) => keep[i]).map((l, i) => (i % 7 === 0 ? 'iade' : (l[0] as string)));
    const plain = trainParts(texts, single, { offsets: false });
    const shifted = trainParts(texts, single, { offsets: true });
    const K = plain.labels.length;
    const interceptAt = plain.weights.length - K;
    expect(shifted.weights.subarray(0, interceptAt)).toEqual(plain.weights.subarray(0, interceptAt));
    let moved = 0;
    for (let k = 0; k < K; k++) {
      const d = (shifted.weights[interceptAt + k] as number) - (plain.weights[interceptAt + k] as number);
      expect(Math.abs(d)).toBeLessThanOrEqual(0.5 + 1e-6);
      if (d !== 0) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });
});
