import { describe, expect, it } from 'vitest';
import { buildDataset, enoughLabels } from './dataset.js';
import { evaluationPlan, scoreHeldOut } from './evaluation.js';

const labels = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
];

describe('scoreHeldOut', () => {
  it('scores single-label predictions with a confusion matrix in label order', () => {
    const s = scoreHeldOut(
      [
        { d: '1', a: ['a'], p: ['a'], s: 0.9 },
        { d: '2', a: ['a'], p: ['b'], s: 0.6 },
        { d: '3', a: ['b'], p: ['b'], s: 0.8 },
        { d: '4', a: ['b'], p: ['b'], s: 0.7 },
      ],
      labels,
      false,
    );
    expect(s.confusion).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(s.accuracy).toBe(0.75);
    expect(s.microF1).toBeCloseTo(0.75, 10);
    expect(s.perLabel[0]).toMatchObject({ labelId: 'a', precision: 1, recall: 0.5, support: 2 });
    expect(s.perLabel[1]).toMatchObject({ precision: 2 / 3, recall: 1, support: 2 });
    expect(s.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2, 10);
    expect(s.calibrationError).toEqual(expect.any(Number));
  });

  it('scores multi-label predictions by subset accuracy; cells count documents of the row given the column', () => {
    const s = scoreHeldOut(
      [
        { d: '1', a: ['a', 'b'], p: ['a'], s: 0.9 },
        { d: '2', a: ['b'], p: ['a', 'b'], s: 0.6 },
        { d: '3', a: [], p: [], s: 0.1 },
      ],
      labels,
      true,
    );
    expect(s.accuracy).toBeCloseTo(1 / 3, 10);
    expect(s.confusion).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(s.perLabel.map((m) => [m.precision, m.recall, m.support])).toEqual([
      [0.5, 1, 1],
      [1, 0.5, 2],
    ]);
    expect(s.calibrationError).toBeNull();
  });
});

describe('evaluationPlan', () => {
  it('cross-validates small sets in five folds, holds out a fifth of large ones', () => {
    const small = evaluationPlan(Array.from({ length: 40 }, (_, i) => [i % 2 ? 'a' : 'b']));
    expect(small.kind).toBe('CROSS_VALIDATION');
    expect(small.folds).toHaveLength(5);
    expect(small.folds.flatMap((f) => f.test).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    const large = evaluationPlan(Array.from({ length: 10_005 }, (_, i) => [i % 2 ? 'a' : 'b']));
    expect(large.kind).toBe('HOLDOUT');
    expect(large.folds).toHaveLength(1);
    expect(evaluationPlan([['a'], ['b']]).kind).toBe('NONE');
  });
});

describe('the training set', () => {
  const model = {
    data_type: 'DIALOGUE',
    classification_type: 'SINGLE_LABEL',
    switches: [
      { code: 'tr', default: true },
      { code: 'en', default: false },
    ],
    regularisation: 'auto' as const,
  };
  const docs = [
    { id: '1', text: 'flat', turns: [{ speaker: 'customer' as const, text: 'hi' }], label_ids: ['a'] },
    { id: '2', text: 'only text', turns: null, label_ids: ['a', 'gone'] },
    { id: '3', text: 'two', turns: null, label_ids: ['a', 'b'] },
    { id: '4', text: 'deleted label', turns: null, label_ids: ['gone'] },
  ];
  const leaves = labels.map((l) => ({ ...l, path: `Root > ${l.name}` }));

  it('keeps known labels, one per document for single-label models, and dialogues as turns', () => {
    const set = buildDataset(model, leaves, docs);
    expect(set.documentIds).toEqual(['1', '2']);
    expect(set.inputs).toEqual([{ turns: [{ speaker: 'customer', text: 'hi' }] }, 'only text']);
    expect(set.labels).toEqual([['a'], ['a']]);
    expect(set).toMatchObject({ multiLabel: false, c: 'auto', language: 'auto' });
    expect(set.labelOrder).toEqual([
      { id: 'a', name: 'Root > A' },
      { id: 'b', name: 'Root > B' },
    ]);
    const multi = buildDataset(
      { ...model, classification_type: 'MULTI_LABEL', switches: [{ code: 'en', default: true }] },
      leaves,
      docs,
    );
    expect(multi.labels).toEqual([['a'], ['a'], ['a', 'b'], []]);
    expect(multi.language).toBe('en');
  });

  it('needs two labels with two documents each', () => {
    const known = new Set(['a', 'b', 'c']);
    expect(
      enoughLabels(
        new Map([
          ['a', 2],
          ['b', 2],
        ]),
        known,
      ),
    ).toBe(true);
    expect(
      enoughLabels(
        new Map([
          ['a', 5],
          ['b', 1],
        ]),
        known,
      ),
    ).toBe(false);
    expect(
      enoughLabels(
        new Map([
          ['a', 5],
          ['gone', 5],
        ]),
        known,
      ),
    ).toBe(false);
  });
});
