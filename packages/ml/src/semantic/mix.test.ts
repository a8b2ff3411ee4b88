import { describe, expect, it } from 'vitest';
import { DenseModel } from './mix.js';

describe('margin mixing', () => {
  // Two labels, 2-d sentence vectors: label 0 points along x, label 1 along y.
  const vectors = [
    [1, 0],
    [0.9, 0.1],
    [0, 1],
    [0.1, 0.9],
  ].map((v) => Float32Array.from(v));
  const labelSets = [[0], [0], [1], [1]];
  const mixer = (): DenseModel => new DenseModel(vectors, labelSets, 2, new Float64Array(4).fill(DenseModel.C), 1, () => {});

  it('folds α × the dense weights after the lexical columns, and adds the intercepts', () => {
    // Lexical model: 1 column, weights [col0: 0.5, −0.5], intercept row [0.25, −0.25] (bias 1).
    const lexical = Float32Array.from([0.5, -0.5, 0.25, -0.25]);
    const alpha = 2;
    const folded = mixer().foldInto(lexical, 1, alpha, 1);
    expect(folded.length).toBe(2 * (1 + 2 + 1));
    expect([...folded.subarray(0, 2)]).toEqual([0.5, -0.5]);
    const denseOnly = mixer().foldInto(new Float32Array(4), 1, 1, 1);
    // margin_k(x, v) = lexical_k(x) + α · dense_k(v), for the weights and the intercepts alike.
    for (let j = 2; j < 8; j++) {
      const lexicalPart = j >= 6 ? (lexical[j - 4] as number) : 0;
      expect(folded[j]).toBeCloseTo(lexicalPart + alpha * (denseOnly[j] as number), 6);
    }
    // The dense model alone separates the two directions.
    const margin = (v: Float32Array, k: number): number =>
      (denseOnly[1 * 2 + k] as number) * (v[0] as number) +
      (denseOnly[2 * 2 + k] as number) * (v[1] as number) +
      (denseOnly[6 + k] as number);
    expect(margin(Float32Array.from([1, 0]), 0)).toBeGreaterThan(0);
    expect(margin(Float32Array.from([0, 1]), 1)).toBeGreaterThan(0);
    expect(margin(Float32Array.from([1, 0]), 1)).toBeLessThan(0);
  });

  it('gives held-out margins × α from models that never saw the row', () => {
    const folds = [
      { train: [1, 3], test: [0, 2] },
      { train: [0, 2], test: [1, 3] },
    ];
    const once = mixer().outOfFold(folds, 1);
    const twice = mixer().outOfFold(folds, 2);
    twice.forEach((m, j) => expect(m).toBeCloseTo(2 * (once[j] as number), 9));
    expect(once[0 * 2 + 0]).toBeGreaterThan(once[0 * 2 + 1] as number);
    expect(once[2 * 2 + 1]).toBeGreaterThan(once[2 * 2 + 0] as number);
  });
});
