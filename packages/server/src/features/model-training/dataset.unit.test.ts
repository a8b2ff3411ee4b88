import { describe, expect, it } from 'vitest';
import { buildDataset, enoughLabels } from './dataset.js';

const labels = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
];

describe('the training set', () => {
  const model = {
    data_type: 'DIALOGUE',
    classification_type: 'SINGLE_LABEL',
    switches: [
      { code: 'tr', default: true },
      { code: 'en', default: false },
    ],
    regularisation: 'auto' as const,
    semantic_features: false,
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
    expect(set).toMatchObject({ multiLabel: false, c: 'auto', language: 'auto', semantic: false });
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
