import { describe, expect, it } from 'vitest';
import { deserializeModel, serializeModel } from '../model-file.js';
import { DEFAULT_SEMANTIC_SCALE } from './dense.js';
import { TextClassifier } from '../model.js';
import { trainWithEvaluation } from '../protocol.js';
import { mulberry32 } from '../random.js';
import { syntheticFeedback } from '../synthetic.test-data.js';

/** Synthetic "sentence vectors": a direction per label plus noise (no encoder needed). */
function vectorsFor(labels: readonly string[], seed: number): Float32Array[] {
  const rand = mulberry32(seed);
  const names = [...new Set(labels)].sort();
  return labels.map((l) => {
    const v = Float32Array.from({ length: 8 }, () => (rand() - 0.5) * 0.5);
    v[names.indexOf(l)] = (v[names.indexOf(l)] as number) + 1;
    return v;
  });
}

describe('training with sentence vectors', () => {
  const { texts, labels } = syntheticFeedback(90, 3);
  const single = labels.map((l) => l[0] as string);
  const vectors = vectorsFor(single, 5);

  it('adds dense columns before the intercepts and needs the vectors to predict', () => {
    const model = TextClassifier.train(texts, single, { semantic: { encoder: 'test', vectors } });
    expect(model.semantic).toEqual({ encoder: 'test', dimension: 8, scale: 1 });
    expect(model.weights.length).toBe(model.labels.length * (model.vectorizer.size + 8 + 1));
    expect(() => model.classify(texts.slice(0, 2))).toThrow(/sentence-encoder/);
    const predicted = model.classify(texts, { semantic: vectors }).map((c) => c.predicted[0]);
    expect(predicted.filter((p, i) => p === single[i]).length).toBeGreaterThan(80);
    const loaded = deserializeModel(serializeModel(model));
    expect(loaded.classify(texts, { semantic: vectors })).toEqual(model.classify(texts, { semantic: vectors }));
  });

  it('also trains the joint variant (vectors × scale as columns of the one SVM)', () => {
    const model = TextClassifier.train(texts, single, { semantic: { encoder: 'test', vectors, method: 'joint' } });
    expect(model.semantic).toEqual({ encoder: 'test', dimension: 8, scale: DEFAULT_SEMANTIC_SCALE.joint });
    const predicted = model.classify(texts, { semantic: vectors }).map((c) => c.predicted[0]);
    expect(predicted.filter((p, i) => p === single[i]).length).toBeGreaterThan(80);
  });

  it('mixes margins: the sentence model alone decides when the texts carry no signal', () => {
    // Texts shuffled against their labels: only the vectors know the label.
    const shuffled = texts.map((_, i) => texts[(i * 7) % texts.length] as string);
    const mixed = TextClassifier.train(shuffled, single, { semantic: { encoder: 'test', vectors, scale: 4 } });
    const right = mixed.classify(shuffled, { semantic: vectors }).filter((c, i) => c.predicted[0] === single[i]).length;
    expect(right).toBeGreaterThan(80);
  });

  it('lets the evaluation protocol hand each fold its own vectors', () => {
    const { model, evaluation } = trainWithEvaluation(texts, single, { semantic: { encoder: 'test', vectors } });
    expect(model.semanticEncoder).toBe('test');
    expect(evaluation.heldOut.length).toBe(texts.length);
    expect(evaluation.accuracy).toBeGreaterThan(0.8);
  });

  it('refuses vectors that do not match the inputs', () => {
    expect(() => TextClassifier.train(texts, single, { semantic: { encoder: 'test', vectors: vectors.slice(1) } })).toThrow(
      /90 texts but 89 sentence vectors/,
    );
  });
});
