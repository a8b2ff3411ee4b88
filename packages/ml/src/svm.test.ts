import { describe, expect, it } from 'vitest';
import type { SparseVector } from './features.js';
import { type SvmOptions, byColumnFrequency, toCsr, trainBinarySvm } from './svm.js';

const vec = (indices: number[], values: number[]) => ({ indices: Int32Array.from(indices), values: Float32Array.from(values) });
const all = (n: number) => Int32Array.from({ length: n }, (_, i) => i);
const train = (x: SparseVector[], y: Int8Array, cost: Float64Array, n: number, o?: SvmOptions) =>
  trainBinarySvm(toCsr(x), all(x.length), y, cost, n, o);

describe('trainBinarySvm', () => {
  it('reaches the analytic optimum of a one-feature problem', () => {
    // min ½w² + C·Σ max(0, 1 − y·w·x)² with x = ±1: w − 4C(1 − w) = 0 → w = 4C / (1 + 4C).
    const x = [vec([0], [1]), vec([0], [-1])];
    const y = Int8Array.from([1, -1]);
    for (const c of [0.25, 1, 4]) {
      const w = train(x, y, Float64Array.from([c, c]), 1, { tolerance: 1e-9, maxIterations: 10_000, bias: 0, seed: 1 });
      expect(w[0]).toBeCloseTo((4 * c) / (1 + 4 * c), 6);
    }
  });

  it('learns an intercept through the bias feature', () => {
    // All points positive on feature 0, separated only by a shift: needs the intercept.
    const x = [vec([0], [3]), vec([0], [2.5]), vec([0], [1]), vec([0], [0.5])];
    const y = Int8Array.from([1, 1, -1, -1]);
    const w = train(x, y, new Float64Array(4).fill(10), 1, { tolerance: 1e-6, maxIterations: 10_000, bias: 1, seed: 3 });
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
    expect(train(x, y, cost, 3)).toEqual(train(x, y, cost, 3));
  });
});

describe('trainBinarySvm on a subset of rows', () => {
  it('equals training on a copy of those rows', () => {
    const x = [vec([0, 1], [1, 0.5]), vec([1, 2], [1, 1]), vec([0, 2], [0.2, 1]), vec([2], [1]), vec([0], [1])];
    const y = Int8Array.from([1, -1, 1, -1, 1]);
    const cost = new Float64Array(5).fill(1);
    const subset = trainBinarySvm(toCsr(x), Int32Array.from([0, 2, 3]), y, cost, 3);
    const copy = train([x[0], x[2], x[3]] as SparseVector[], Int8Array.from([1, 1, -1]), new Float64Array(3).fill(1), 3);
    expect(subset).toEqual(copy);
  });
});

describe('byColumnFrequency', () => {
  it('renumbers columns by document frequency, sorts rows, and solves the same problem', () => {
    // Column 2 is in three rows, column 0 in two, column 1 in one: new order 2, 0, 1.
    const x = [vec([0, 2], [1, 0.5]), vec([1, 2], [1, 1]), vec([2, 0], [0.2, 1])];
    const { csr, original } = byColumnFrequency(toCsr(x), 3);
    expect(Array.from(original)).toEqual([2, 0, 1]);
    expect(Array.from(csr.ind)).toEqual([0, 1, 0, 2, 0, 1]);
    expect(Array.from(csr.val)).toEqual([0.5, 1, 1, 1, 0.20000000298023224, 1]);
    const y = Int8Array.from([1, -1, 1]);
    const cost = new Float64Array(3).fill(1);
    const options = { tolerance: 1e-9, maxIterations: 10_000, bias: 1, seed: 1 };
    const plain = trainBinarySvm(toCsr(x), all(3), y, cost, 3, options);
    const renumbered = trainBinarySvm(csr, all(3), y, cost, 3, options);
    for (let j = 0; j < 3; j++) expect(renumbered[j]).toBeCloseTo(plain[original[j] as number] as number, 9);
    expect(renumbered[3]).toBeCloseTo(plain[3] as number, 9);
  });
});
