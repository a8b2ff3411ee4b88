import { describe, expect, it } from 'vitest';
import { trainBinarySvm } from './svm.js';

const vec = (indices: number[], values: number[]) => ({ indices: Int32Array.from(indices), values: Float32Array.from(values) });

describe('trainBinarySvm', () => {
  it('reaches the analytic optimum of a one-feature problem', () => {
    // min ½w² + C·Σ max(0, 1 − y·w·x)² with x = ±1: w − 4C(1 − w) = 0 → w = 4C / (1 + 4C).
    const x = [vec([0], [1]), vec([0], [-1])];
    const y = Int8Array.from([1, -1]);
    for (const c of [0.25, 1, 4]) {
      const w = trainBinarySvm(x, y, Float64Array.from([c, c]), 1, { tolerance: 1e-9, maxIterations: 10_000, bias: 0, seed: 1 });
      expect(w[0]).toBeCloseTo((4 * c) / (1 + 4 * c), 6);
    }
  });

  it('learns an intercept through the bias feature', () => {
    // All points positive on feature 0, separated only by a shift: needs the intercept.
    const x = [vec([0], [3]), vec([0], [2.5]), vec([0], [1]), vec([0], [0.5])];
    const y = Int8Array.from([1, 1, -1, -1]);
    const w = trainBinarySvm(x, y, new Float64Array(4).fill(10), 1, { tolerance: 1e-6, maxIterations: 10_000, bias: 1, seed: 3 });
    const f = (v: number) => (w[0] as number) * v + (w[1] as number);
    expect(f(3)).toBeGreaterThan(0);
    expect(f(2.5)).toBeGreaterThan(0);
    expect(f(1)).toBeLessThan(0);
    expect(f(0.5)).toBeLessThan(0);
  });

  it('is deterministic for a seed', () => {
    const x = [vec([0, 1], [1, 0.5]), vec([1, 2], [1, 1]), vec([0, 2], [0.2, 1]), vec([2], [1])];
    const y = Int8Array.from([1, -1, 1, -1]);
    const cost = new Float64Array(4).fill(1);
    expect(trainBinarySvm(x, y, cost, 3)).toEqual(trainBinarySvm(x, y, cost, 3));
  });
});
