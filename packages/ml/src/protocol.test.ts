import { describe, expect, it } from 'vitest';
import { evaluateMultiLabel } from './metrics.js';
import { TextClassifier } from './model.js';
import { planEvaluation, scorePredictions, trainWithEvaluation } from './protocol.js';
import { syntheticFeedback } from './synthetic.test-data.js';

describe('planEvaluation', () => {
  it('cross-validates small sets in five folds, three above 2,000, holds out a fifth above 10,000', () => {
    const small = planEvaluation(Array.from({ length: 40 }, (_, i) => (i % 2 ? 'a' : 'b')));
    expect(small.protocol).toEqual({ kind: 'cross-validation', folds: 5, seed: 7 });
    expect(small.folds.flatMap((f) => f.test).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    expect(planEvaluation(Array.from({ length: 3_000 }, (_, i) => [i % 2 ? 'a' : 'b'])).protocol.folds).toBe(3);
    const large = planEvaluation(Array.from({ length: 10_005 }, (_, i) => [i % 2 ? 'a' : 'b']));
    expect(large.protocol).toEqual({ kind: 'holdout', folds: 5, seed: 7 });
    expect(large.folds).toHaveLength(1);
    expect(large.folds[0]?.test.length).toBe(2001);
    expect(planEvaluation(['a', 'b']).protocol.kind).toBe('none');
  });

  it('runs a fixed protocol and seed when asked', () => {
    const labels = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'a' : 'b'));
    const cv = planEvaluation(labels, { kind: 'cross-validation', folds: 3 }, 11);
    expect(cv.protocol).toEqual({ kind: 'cross-validation', folds: 3, seed: 11 });
    expect(cv.folds).toHaveLength(3);
    const holdout = planEvaluation(labels, { kind: 'holdout', folds: 3 }, 11);
    expect(holdout.folds).toEqual(cv.folds.slice(0, 1));
    expect(planEvaluation(labels, 'none')).toEqual({ protocol: { kind: 'none', folds: 0, seed: 7 }, folds: [] });
  });
});

describe('scorePredictions', () => {
  it('scores single-label predictions with a confusion matrix and a calibration error', () => {
    const s = scorePredictions(
      [
        { truth: ['a'], predicted: ['a'], score: 0.9 },
        { truth: ['a'], predicted: ['b'], score: 0.6 },
        { truth: ['b'], predicted: ['b'], score: 0.8 },
        { truth: ['b'], predicted: ['b'], score: 0.7 },
      ],
      false,
    );
    expect(s.labels).toEqual(['a', 'b']);
    expect(s.confusion).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(s.accuracy).toBe(0.75);
    expect(s.microF1).toBeCloseTo(0.75, 10);
    expect(s.perClass[0]).toMatchObject({ label: 'a', precision: 1, recall: 0.5, support: 2 });
    expect(s.perClass[1]).toMatchObject({ precision: 2 / 3, recall: 1, support: 2 });
    expect(s.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2, 10);
    expect(s.calibrationError).toEqual(expect.any(Number));
  });

  it('scores multi-label predictions by subset accuracy; cells count items of the row given the column', () => {
    const s = scorePredictions(
      [
        { truth: ['a', 'b'], predicted: ['a'], score: 0.9 },
        { truth: ['b'], predicted: ['a', 'b'], score: 0.6 },
        { truth: [], predicted: [], score: 0.1 },
      ],
      true,
    );
    expect(s.accuracy).toBeCloseTo(1 / 3, 10);
    expect(s.confusion).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(s.perClass.map((m) => [m.precision, m.recall, m.support])).toEqual([
      [0.5, 1, 1],
      [1, 0.5, 2],
    ]);
    expect(s.calibrationError).toBeNull();
  });

  it('averages macro-F1 over the labels that are true or predicted, not over labels absent from both', () => {
    // 'c' is a label of the model but neither true nor predicted here: left out, as scikit-learn does.
    const s = scorePredictions(
      [
        { truth: ['a'], predicted: ['a'], score: 1 },
        { truth: ['b'], predicted: ['a'], score: 1 },
      ],
      false,
    );
    expect(s.labels).toEqual(['a', 'b']);
    expect(s.macroF1).toBeCloseTo((2 / 3 + 0) / 2, 12);
    expect(scorePredictions([], false)).toMatchObject({ n: 0, macroF1: 0, calibrationError: null });
  });
});

describe('trainWithEvaluation', () => {
  const data = syntheticFeedback(90, 3);
  const labels = data.labels.map((l) => l[0] as string);

  it('trains the same final model as training alone and scores every example held out once', () => {
    const progress: number[] = [];
    const { model, evaluation } = trainWithEvaluation(data.texts, labels, { c: 'auto', onProgress: (f) => progress.push(f) });
    const alone = TextClassifier.train(data.texts, labels, { c: 'auto' });
    expect(model.c).toBe(alone.c);
    expect(model.classify(data.texts.slice(0, 5))).toEqual(alone.classify(data.texts.slice(0, 5)));
    expect(evaluation.protocol).toEqual({ kind: 'cross-validation', folds: 5, seed: 7 });
    expect(evaluation.heldOut.map((h) => h.index).sort((a, b) => a - b)).toEqual([...Array(90).keys()]);
    expect(evaluation.heldOut.every((h) => h.truth[0] === labels[h.index])).toBe(true);
    expect(evaluation.n).toBe(90);
    expect(evaluation.macroF1).toBeGreaterThan(0.6);
    expect(evaluation.calibrationError).toEqual(expect.any(Number));
    // The figures are exactly the metrics of the held-out predictions.
    const again = evaluateMultiLabel(
      evaluation.heldOut.map((h) => h.truth),
      evaluation.heldOut.map((h) => h.predicted),
    );
    expect(evaluation.macroF1).toBe(again.macroF1);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p, i) => i === 0 || p >= (progress[i - 1] as number))).toBe(true);
  });

  it('is deterministic for a seed, and a hold-out scores one fold only', () => {
    const a = trainWithEvaluation(data.texts, labels, { evaluation: { kind: 'holdout', folds: 3 }, evaluationSeed: 5 });
    const b = trainWithEvaluation(data.texts, labels, { evaluation: { kind: 'holdout', folds: 3 }, evaluationSeed: 5 });
    expect(a.evaluation.heldOut).toEqual(b.evaluation.heldOut);
    expect(a.evaluation.protocol).toEqual({ kind: 'holdout', folds: 3, seed: 5 });
    expect(a.evaluation.n).toBe(30);
  });

  it('evaluates multi-label models without a calibration error', () => {
    const multi = syntheticFeedback(60, 4, true);
    const { evaluation } = trainWithEvaluation(multi.texts, multi.labels, { multiLabel: true });
    expect(evaluation.multiLabel).toBe(true);
    expect(evaluation.n).toBe(60);
    expect(evaluation.calibrationError).toBeNull();
    expect(evaluation.microF1).toBeGreaterThan(0.5);
  });

  it('holds nothing out under four examples', () => {
    const { evaluation } = trainWithEvaluation(['kargo geç', 'ürün bozuk', 'kargo gelmedi'], ['k', 'u', 'k']);
    expect(evaluation).toMatchObject({ protocol: { kind: 'none', folds: 0 }, n: 0, heldOut: [], calibrationError: null });
  });
});
