import { describe, expect, it } from 'vitest';
import type { Dialogue } from './input.js';
import { TextClassifier, TrainingCancelledError, type TrainProgress } from './model.js';
import { syntheticFeedback } from './synthetic.test-data.js';

const single = syntheticFeedback(150);
const singleLabels = single.labels.map((s) => s[0] as string);

describe('cross-validated calibration', () => {
  const calibrated = TextClassifier.train(single.texts, singleLabels);
  const fixed = TextClassifier.train(single.texts, singleLabels, { folds: 0 });

  it('fits a temperature on held-out margins without changing any decision', () => {
    expect(calibrated.calibration.fitted).toBe(true);
    expect(fixed.calibration.fitted).toBe(false);
    expect(calibrated.calibration.temperature).not.toBe(fixed.calibration.temperature);
    const probe = ['kargo gelmedi', 'ürün kırık', 'iade istiyorum', 'bugün çok'];
    expect(calibrated.classify(probe).map((c) => c.predicted)).toEqual(fixed.classify(probe).map((c) => c.predicted));
  });

  it('chooses C from a grid when asked', () => {
    const auto = TextClassifier.train(single.texts, singleLabels, { c: 'auto', cGrid: [0.01, 1] });
    expect([0.01, 1]).toContain(auto.c);
    expect(() => TextClassifier.train(single.texts, singleLabels, { c: -1 })).toThrow(/positive/);
  });

  it('names the strongest words of each label', () => {
    const words = calibrated.keywordsOf('kargo').map((k) => k.feature);
    expect(words.slice(0, 8)).toEqual(expect.arrayContaining(['kargo']));
    expect(calibrated.keywordsOf('nope')).toEqual([]);
  });

  it('never names a placeholder among the keywords, though placeholders still decide', () => {
    // Every "thanks" text mentions someone: "xxmention" and "xxmention thx" are the strongest features of it.
    const texts = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? `@united${i} thx for the help ${i}` : `my bag is lost again, flight ${i} was late`,
    );
    const labels = texts.map((_, i) => (i % 2 === 0 ? 'thanks' : 'complaint'));
    const model = TextClassifier.train(texts, labels, { folds: 0 });
    const words = model.labels.flatMap((l) => model.keywordsOf(l).map((k) => k.feature));
    expect(words.length).toBeGreaterThan(0);
    expect(words.filter((w) => /xx(mention|url|email|phone|num)/.test(w))).toEqual([]);
    expect(model.classify(['@delta thx'])[0]?.predicted).toEqual(['thanks']);
  });
});

describe('multi-label', () => {
  const data = syntheticFeedback(240, 11, true);
  const model = TextClassifier.train(data.texts, data.labels, { multiLabel: true });

  it('tunes one threshold per label in 0.05..0.95', () => {
    expect(model.mode).toBe('multi-label');
    expect(model.calibration.thresholds).toHaveLength(3);
    for (const t of model.calibration.thresholds) {
      expect(t).toBeGreaterThanOrEqual(0.05);
      expect(t).toBeLessThanOrEqual(0.95);
    }
  });

  it('predicts every label a text carries, and scores are independent probabilities', () => {
    const [both, one] = model.classify(['kargo gecikti ve ürün kırık geldi', 'iade para iptal']);
    expect([...(both?.predicted ?? [])].sort()).toEqual(['kargo', 'urun']);
    expect(one?.predicted).toEqual(['iade']);
    const sum = (both?.scores ?? []).reduce((a, s) => a + s.score, 0);
    expect(sum).toBeGreaterThan(1);
  });

  it('falls back to the best label when every training item had one and none passes', () => {
    expect(model.calibration.atLeastOne).toBe(true);
    expect(model.classify(['merhaba'])[0]?.predicted).toHaveLength(1);
  });

  it('rejects several labels on a single-label model', () => {
    expect(() => TextClassifier.train(data.texts, data.labels)).toThrow(/exactly one/);
  });
});

describe('dialogues', () => {
  // The same words, but who says them decides the label: only speaker-aware features can learn this.
  const make = (speaker: 'customer' | 'agent', i: number): Dialogue => ({
    turns: [
      { speaker: 'customer', text: i % 2 === 0 ? 'merhaba' : 'iyi günler' },
      { speaker, text: 'iptal etmek istiyorum' },
      { speaker: speaker === 'customer' ? 'agent' : 'customer', text: 'tamam' },
    ],
  });
  const inputs = Array.from({ length: 40 }, (_, i) => make(i % 4 < 2 ? 'customer' : 'agent', i));
  const labels = inputs.map((_, i) => (i % 4 < 2 ? 'customer-cancels' : 'agent-offers'));

  it('tells what the customer said from what the agent said', () => {
    const model = TextClassifier.train(inputs, labels);
    expect(model.predict([make('customer', 0)])[0]?.[0]?.label).toBe('customer-cancels');
    expect(model.predict([make('agent', 0)])[0]?.[0]?.label).toBe('agent-offers');
  });
});

describe('progress and cancellation', () => {
  it('reports each stage up to its total', () => {
    const seen: TrainProgress[] = [];
    TextClassifier.train(single.texts, singleLabels, { onProgress: (p) => seen.push(p) });
    const last = (stage: TrainProgress['stage']) => seen.filter((p) => p.stage === stage).at(-1);
    expect(last('features')).toEqual({ stage: 'features', done: 1, total: 1 });
    // Single-label without a given C, 3 classes: one held-out fold per candidate C of the small-problem grid (2) × 3 labels.
    expect(last('cross-validation')).toEqual({ stage: 'cross-validation', done: 6, total: 6 });
    expect(last('training')).toEqual({ stage: 'training', done: 3, total: 3 });
  });

  it('stops with TrainingCancelledError when the signal is aborted', () => {
    const controller = new AbortController();
    let calls = 0;
    const train = () =>
      TextClassifier.train(single.texts, singleLabels, {
        signal: controller.signal,
        onProgress: () => {
          if (++calls === 2) controller.abort();
        },
      });
    expect(train).toThrow(TrainingCancelledError);
    expect(calls).toBe(2);
  });
});
