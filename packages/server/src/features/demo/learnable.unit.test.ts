import { TextClassifier, evaluate } from '@sentio/ml';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from './feedback.js';

describe('the generated labels are learnable', () => {
  it('lets the real classifier reach macro-F1 ≥ 0.7 on unseen rows, but not a perfect score', () => {
    const rows = generateFeedback({ seed: 2024, count: 800, now: new Date('2026-03-01T12:00:00Z') });
    const train = rows.slice(0, 600);
    const test = rows.slice(600);
    const model = TextClassifier.train(
      train.map((r) => r.text),
      train.map((r) => r.categories[0] as string),
      { folds: 3 },
    );
    const predicted = model.classify(test.map((r) => r.text)).map((c) => c.predicted[0] ?? '');
    const result = evaluate(
      test.map((r) => r.categories[0] as string),
      predicted,
    );
    expect(result.macroF1).toBeGreaterThanOrEqual(0.7);
    // ~5 % label noise and topics that overlap keep it realistic.
    expect(result.accuracy).toBeLessThan(0.97);
  }, 60_000);
});
