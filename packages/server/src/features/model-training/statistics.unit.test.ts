import { scorePredictions, type ModelEvaluation } from '@sentio/ml';
import { describe, expect, it } from 'vitest';
import { presentStatistics } from './presenter.js';
import { parseStoredStatistics, statisticsOfEvaluation } from './statistics.js';

/** A row exactly as the first release wrote it: no version, no protocol. */
const versionLess = {
  evaluation: 'CROSS_VALIDATION',
  n: 2,
  accuracy: 0.5,
  macroF1: 1 / 3,
  microF1: 0.5,
  calibrationError: 0.25,
  labels: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
  confusion: [
    [1, 0],
    [1, 0],
  ],
  perLabel: [
    { labelId: 'a', name: 'A', precision: 0.5, recall: 1, f1: 2 / 3, support: 1 },
    { labelId: 'b', name: 'B', precision: 0, recall: 0, f1: 0, support: 1 },
  ],
  ratios: [
    { labelId: 'a', count: 1 },
    { labelId: 'b', count: 1 },
  ],
  keywords: [{ labelId: 'a', words: [{ text: 'kargo', weight: 0.7 }] }],
  heldOut: [
    { d: 'd1', a: ['a'], p: ['a'], s: 0.9 },
    { d: 'd2', a: ['b'], p: ['a'], s: 0.6 },
  ],
};

describe('stored statistics', () => {
  it('reads a version-less row into the current shape, figures untouched', () => {
    const stats = parseStoredStatistics(versionLess);
    expect(stats).toEqual({ ...versionLess, version: 2, protocol: null });
  });

  it('reads the current shape and refuses what is neither', () => {
    const current = { ...versionLess, version: 2, protocol: { folds: 5, seed: 7 } };
    expect(parseStoredStatistics(JSON.parse(JSON.stringify(current)))).toEqual(current);
    expect(() => parseStoredStatistics({ ...current, version: 3 })).toThrow();
    expect(() => parseStoredStatistics({ ...versionLess, perLabel: 'x' })).toThrow();
    expect(() => parseStoredStatistics(null)).toThrow();
  });

  it("lays the engine's figures out in the model's label order, keeping its totals", () => {
    const heldOut = [
      { index: 0, truth: ['b'], predicted: ['b'], score: 0.9 },
      { index: 2, truth: ['b'], predicted: ['a'], score: 0.6 },
      { index: 1, truth: ['a'], predicted: ['a'], score: 0.8 },
    ];
    const evaluation: ModelEvaluation = {
      protocol: { kind: 'holdout', folds: 5, seed: 7 },
      multiLabel: false,
      heldOut,
      ...scorePredictions(heldOut, false),
    };
    const stats = statisticsOfEvaluation({
      evaluation,
      documentIds: ['d0', 'd1', 'd2'],
      // 'c' was trained but none of its documents was held out, nor was it predicted.
      labels: [
        { id: 'c', name: 'C' },
        { id: 'b', name: 'B' },
        { id: 'a', name: 'A' },
      ],
      ratios: [],
      keywords: [],
    });
    expect(stats).toMatchObject({
      version: 2,
      evaluation: 'HOLDOUT',
      protocol: { folds: 5, seed: 7 },
      n: 3,
      macroF1: evaluation.macroF1,
      accuracy: evaluation.accuracy,
    });
    // Over the labels true or predicted ('a', 'b'), not over 'c' as well.
    expect(stats.macroF1).toBeCloseTo((2 / 3 + 2 / 3) / 2, 12);
    expect(stats.confusion).toEqual([
      [0, 0, 0],
      [0, 1, 1],
      [0, 0, 1],
    ]);
    expect(stats.perLabel.map((m) => [m.labelId, m.support])).toEqual([
      ['c', 0],
      ['b', 2],
      ['a', 1],
    ]);
    expect(stats.heldOut.map((h) => h.d)).toEqual(['d0', 'd2', 'd1']);
    expect(parseStoredStatistics(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });
});

describe('the statistics page', () => {
  it('never shows the engine\'s placeholder tokens among the keywords of a stored version', () => {
    const stats = parseStoredStatistics({
      ...versionLess,
      keywords: [
        {
          labelId: 'a',
          words: [
            { text: 'xxmention thx', weight: 0.9 },
            { text: 'xxmention', weight: 0.8 },
            { text: 'kargo', weight: 0.7 },
            { text: 'flight xxnum', weight: 0.6 },
          ],
        },
      ],
    });
    const version = { id: 'v', name: 'v1' } as unknown as Parameters<typeof presentStatistics>[0]['version'];
    const page = presentStatistics({ version, stats, labels: [], previous: null });
    expect(page.keywords).toEqual([{ labelId: 'a', words: [{ text: 'kargo', weight: 0.7 }] }]);
  });
});
