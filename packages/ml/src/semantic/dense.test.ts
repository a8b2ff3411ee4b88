import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, Vectorizer } from '../features.js';
import { deserializeModel, serializeModel } from '../model-file.js';
import { TextClassifier } from '../model.js';
import { checkTrainingVectors, withDense } from './dense.js';

/**
 * A hand-made model: 2 TF-IDF columns, 3 sentence-vector columns scaled by 2, K labels. weights[c·K + k] = c − k
 * and intercept weight k (bias 1), so with the sparse vector {1: 0.5} and the sentence [1, 0, −1]:
 *   margin_k = (1 − k)·0.5 + (2 − k)·2 + (3 − k)·0 + (4 − k)·(−2) + k = −3.5 + 0.5k,
 * and with no sparse features (the empty text) −4 + k.
 */
function handModel(K: number): TextClassifier {
  const columns = 2 + 3;
  const weights = new Float32Array(K * (columns + 1));
  for (let c = 0; c < columns; c++) for (let k = 0; k < K; k++) weights[c * K + k] = c - k;
  for (let k = 0; k < K; k++) weights[columns * K + k] = k;
  return new TextClassifier({
    mode: 'single-label',
    labels: Array.from({ length: K }, (_, k) => `l${k}`),
    vectorizer: new Vectorizer(DEFAULT_FEATURE_CONFIG, Int32Array.from([0, 1]), Float32Array.from([1, 1])),
    weights,
    bias: 1,
    calibration: { fitted: false, temperature: 1, platt: new Float32Array(0), thresholds: new Float32Array(0), atLeastOne: true },
    keywords: Array.from({ length: K }, () => []),
    c: 1,
    semantic: { encoder: 'test', dimension: 3, scale: 2 },
  });
}

const sentence = Float32Array.from([1, 0, -1]);

describe('dense sentence columns', () => {
  it('are appended after the sparse columns, scaled', () => {
    const v = withDense({ indices: Int32Array.from([1]), values: Float32Array.from([0.5]) }, sentence, 2, 2);
    expect([...v.indices]).toEqual([1, 2, 3, 4]);
    expect([...v.values]).toEqual([0.5, 2, 0, -2]);
  });

  // 2 labels: the scalar loop; 7 labels: the SIMD kernel, which must cover the dense rows too.
  it.each([2, 7])('give the golden margins with %i labels', (K) => {
    const model = handModel(K);
    const v = withDense({ indices: Int32Array.from([1]), values: Float32Array.from([0.5]) }, sentence, 2, 2);
    expect([...model.marginsOf(v)]).toEqual(Array.from({ length: K }, (_, k) => -3.5 + 0.5 * k));
    expect([...model.marginsOf(model.vectorOf('', sentence))]).toEqual(Array.from({ length: K }, (_, k) => -4 + k));
    expect(model.predict([''], { topK: 1, semantic: [sentence] })[0]?.[0]?.label).toBe(`l${K - 1}`);
  });

  it('are required to predict, with a message that says what to pass', () => {
    const model = handModel(2);
    expect(model.semanticEncoder).toBe('test');
    expect(() => model.classify(['x'])).toThrow(/sentence-encoder features \(test\); pass \{ semantic/);
    expect(() => model.predict(['x'], { semantic: [] })).toThrow(/1 inputs but 0 sentence vectors/);
    expect(() => model.predict(['x'], { semantic: [new Float32Array(2)] })).toThrow(/expects 3/);
  });

  it('round-trip through a version 3 model file', () => {
    const model = handModel(7);
    const bytes = serializeModel(model);
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(3);
    const loaded = deserializeModel(bytes);
    expect(loaded.semantic).toEqual({ encoder: 'test', dimension: 3, scale: 2 });
    expect(loaded.weights).toEqual(model.weights);
    expect(loaded.classify([''], { semantic: [sentence] })).toEqual(model.classify([''], { semantic: [sentence] }));
  });

  it('are checked at training time', () => {
    expect(() => checkTrainingVectors({ encoder: 'e', vectors: [sentence] }, 2)).toThrow(/2 texts but 1/);
    expect(() => checkTrainingVectors({ encoder: 'e', vectors: [sentence, new Float32Array(2)] }, 2)).toThrow(/expected 3/);
    expect(() => checkTrainingVectors({ encoder: 'e', vectors: [Float32Array.from([Number.NaN, 0, 0])] }, 1)).toThrow(
      /not finite/,
    );
    expect(checkTrainingVectors({ encoder: 'e', vectors: [sentence, sentence] }, 2)).toBe(3);
  });
});
