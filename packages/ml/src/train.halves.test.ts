import { describe, expect, it } from 'vitest';
import { TextClassifier, type TrainProgress } from './model.js';
import { syntheticFeedback } from './synthetic.test-data.js';

describe('large multi-label training (two half-set models, averaged)', () => {
  it('solves each label twice on halves, never on everything, and still predicts the themes', () => {
    // 10,000 inputs is where the half-set scheme starts (LARGE_INPUTS in train.ts).
    const { texts, labels } = syntheticFeedback(10_000, 5, true);
    const seen: TrainProgress[] = [];
    const model = TextClassifier.train(texts, labels, { multiLabel: true, onProgress: (p) => seen.push(p) });
    const K = model.labels.length;
    const last = (stage: TrainProgress['stage']) => seen.filter((p) => p.stage === stage).at(-1);
    expect(last('cross-validation')).toEqual({ stage: 'cross-validation', done: 2 * K, total: 2 * K });
    expect(last('training')).toBeUndefined();
    expect(model.calibration.fitted).toBe(true);
    const [kargo, iade] = model.classify(['kargo gelmedi kurye gecikti', 'iade ücret geri ödeme yapılmadı']);
    expect(kargo?.predicted).toContain('kargo');
    expect(iade?.predicted).toContain('iade');
  });
});
