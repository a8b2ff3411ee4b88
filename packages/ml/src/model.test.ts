import { describe, expect, it } from 'vitest';
import { TRAIN } from './fixtures.test-data.js';
import { TextClassifier } from './model.js';

const texts = TRAIN.map(([t]) => t);
const labels = TRAIN.map(([, l]) => l);

describe('TextClassifier', () => {
  const model = TextClassifier.train(texts, labels, { features: { language: 'tr' } });

  it('predicts new texts, including ones typed without diacritics', () => {
    const [a, b, c] = model.predict(['kargo ne zaman gelir', 'urun kalitesi kotu', 'iade istiyorum']);
    expect(a?.[0]?.label).toBe('kargo');
    expect(b?.[0]?.label).toBe('urun');
    expect(c?.[0]?.label).toBe('iade');
  });

  it('returns sorted scores in 0..1 that sum to 1, cut to topK', () => {
    const [all] = model.predict(['paket kayboldu']);
    expect(all).toHaveLength(3);
    const scores = (all ?? []).map((p) => p.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    expect(scores.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 6);
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(0);
    expect(model.predict(['paket kayboldu'], { topK: 1 })[0]).toHaveLength(1);
    expect(model.labels).toEqual(['iade', 'kargo', 'urun']);
  });

  it('fits the training data, also with balanced class weights', () => {
    const balanced = TextClassifier.train([...texts, 'kargo'], [...labels, 'kargo'], { classWeight: 'balanced' });
    const predicted = balanced.predict(texts, { topK: 1 }).map((p) => p[0]?.label);
    expect(predicted).toEqual(labels);
  });

  it('rejects bad training input', () => {
    expect(() => TextClassifier.train(['a', 'b'], ['x', 'x'])).toThrow(/two distinct labels/);
    expect(() => TextClassifier.train([], [])).toThrow(/no training examples/);
    expect(() => TextClassifier.train(['a'], ['x', 'y'])).toThrow(/1 texts but 2 labels/);
  });
});
