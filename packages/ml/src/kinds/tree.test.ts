import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { type CategoryNode, CategoryTree, CategoryTreeError } from './tree.js';

const NODES: CategoryNode[] = [
  { id: 'delivery', name: 'Delivery', parentId: null },
  { id: 'late', name: 'Late delivery', parentId: 'delivery' },
  { id: 'damaged', name: 'Damaged package', parentId: 'delivery' },
  { id: 'support', name: 'Support', parentId: null },
  { id: 'rude', name: 'Rude agent', parentId: 'support' },
  { id: 'slow', name: 'Slow reply', parentId: 'support' },
  { id: 'product', name: 'Product', parentId: null },
];
const tree = new CategoryTree(NODES);

function errorOf(nodes: CategoryNode[]): CategoryTreeError {
  try {
    new CategoryTree(nodes);
  } catch (e) {
    if (e instanceof CategoryTreeError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

const rounded = (scores: { label: string; score: number }[]): [string, number][] =>
  scores.map(({ label, score }) => [label, Math.round(score * 1e9) / 1e9]);

describe('CategoryTree structure', () => {
  it('lists leaves, paths and depths in tree order', () => {
    expect(tree.leaves()).toEqual(['late', 'damaged', 'rude', 'slow', 'product']);
    expect(tree.roots()).toEqual(['delivery', 'support', 'product']);
    expect(tree.pathOf('late')).toEqual(['delivery', 'late']);
    expect(tree.pathOf('product')).toEqual(['product']);
    expect(tree.depthOf('rude')).toBe(1);
    expect(tree.isLeaf('late')).toBe(true);
    expect(tree.isLeaf('delivery')).toBe(false);
    expect(tree.childrenOf('support')).toEqual(['rude', 'slow']);
    expect(tree.ids()).toEqual(['delivery', 'late', 'damaged', 'support', 'rude', 'slow', 'product']);
    expect(() => tree.pathOf('nope')).toThrow(/unknown category "nope"/);
  });

  it('orders children by input order even when children come before their parent', () => {
    const t = new CategoryTree([
      { id: 'b', name: 'B', parentId: 'a' },
      { id: 'a', name: 'A', parentId: null },
    ]);
    expect(t.ids()).toEqual(['a', 'b']);
  });

  it('finds a node by its names, ignoring case and spacing', () => {
    expect(tree.findByPath(['delivery', '  LATE   delivery '])).toBe('late');
    expect(tree.findByPath(['Delivery'])).toBe('delivery');
    expect(tree.findByPath(['Support', 'Late delivery'])).toBeUndefined();
  });
});

describe('CategoryTree validation', () => {
  it('rejects duplicate ids, empty ids and empty names', () => {
    expect(errorOf([...NODES, { id: 'late', name: 'Late again', parentId: null }]).code).toBe('duplicate-id');
    expect(errorOf([{ id: ' ', name: 'X', parentId: null }]).code).toBe('empty-id');
    const empty = errorOf([{ id: 'x', name: '   ', parentId: null }]);
    expect(empty.code).toBe('empty-name');
    expect(empty.message).toBe('category "x" has an empty name');
  });

  it('rejects an unknown parent, naming the child', () => {
    const e = errorOf([{ id: 'late', name: 'Late delivery', parentId: 'delivery' }]);
    expect(e.code).toBe('unknown-parent');
    expect(e.message).toBe('category "Late delivery" (late) has an unknown parent "delivery"');
    expect(e.ids).toEqual(['late']);
  });

  it('rejects cycles, including a node that is its own parent', () => {
    const e = errorOf([
      { id: 'root', name: 'Root', parentId: null },
      { id: 'a', name: 'A', parentId: 'c' },
      { id: 'b', name: 'B', parentId: 'a' },
      { id: 'c', name: 'C', parentId: 'b' },
    ]);
    expect(e.code).toBe('cycle');
    expect(e.message).toBe('categories form a cycle: "A" → "C" → "B" → "A"');
    expect([...e.ids].sort()).toEqual(['a', 'b', 'c']);
    expect(errorOf([{ id: 'a', name: 'A', parentId: 'a' }]).code).toBe('cycle');
  });

  it('rejects sibling names equal after trimming and Turkish-aware case folding', () => {
    const siblings = (a: string, b: string): CategoryTreeError =>
      errorOf([
        { id: 'p', name: 'Parent', parentId: null },
        { id: 'x', name: a, parentId: 'p' },
        { id: 'y', name: b, parentId: 'p' },
      ]);
    const e = siblings(' Kargo  Ücreti ', 'KARGO ÜCRETİ');
    expect(e.code).toBe('duplicate-name');
    expect(e.message).toBe('"Kargo  Ücreti" and "KARGO ÜCRETİ" are the same name under "Parent"');
    expect(e.ids).toEqual(['x', 'y']);
    expect(siblings('İade', 'iade').code).toBe('duplicate-name');
    expect(siblings('IŞIK', 'ışık').code).toBe('duplicate-name');
    expect(siblings('Invoice', 'INVOICE').code).toBe('duplicate-name');
    expect(errorOf([...NODES, { id: 'p2', name: ' product', parentId: null }]).message).toMatch(/at the top level/);
  });

  it('allows the same name under different parents', () => {
    const t = new CategoryTree([
      ...NODES,
      { id: 'd-other', name: 'Other', parentId: 'delivery' },
      { id: 's-other', name: 'Other', parentId: 'support' },
    ]);
    expect(t.size).toBe(9);
  });
});

describe('CategoryTree.trainingLabels', () => {
  it('keeps an inner node as its own "unspecified" class and rejects unknown labels', () => {
    expect(tree.trainingLabels(['late', 'delivery', 'product'])).toEqual(['late', 'delivery', 'product']);
    expect(() => tree.trainingLabels(['late', 'Late delivery'])).toThrow(
      'item 2 has the label "Late delivery", which is not a category',
    );
  });

  it('drops a multi-label ancestor that a more specific label already implies', () => {
    expect(tree.trainingLabels([['delivery', 'late', 'late'], ['support', 'product'], []])).toEqual([
      ['late'],
      ['support', 'product'],
      [],
    ]);
  });
});

describe('CategoryTree.rollUp', () => {
  it('sums mutually exclusive class probabilities into parents (single-label)', () => {
    const scores = tree.rollUp(
      [
        { label: 'late', score: 0.3 },
        { label: 'rude', score: 0.25 },
        { label: 'damaged', score: 0.2 },
        { label: 'delivery', score: 0.1 },
        { label: 'product', score: 0.1 },
        { label: 'slow', score: 0.05 },
      ],
      'single',
    );
    expect(rounded(scores)).toEqual([
      ['delivery', 0.6],
      ['support', 0.3],
      ['late', 0.3],
      ['rude', 0.25],
      ['damaged', 0.2],
      ['product', 0.1],
      ['slow', 0.05],
    ]);
    expect(scores[2]).toMatchObject({ label: 'late', depth: 1, path: ['delivery', 'late'] });
  });

  it('takes the best child by default, or noisy-or, for multi-label scores', () => {
    const predictions = [
      { label: 'late', score: 0.8 },
      { label: 'damaged', score: 0.5 },
      { label: 'product', score: 0.3 },
      { label: 'slow', score: 0.2 },
      { label: 'rude', score: 0.1 },
    ];
    const max = new Map(rounded(tree.rollUp(predictions, 'multi-label')));
    expect(max.get('delivery')).toBe(0.8);
    expect(max.get('support')).toBe(0.2);
    const noisyOr = new Map(rounded(tree.rollUp(predictions, 'multi', { combine: 'noisy-or' })));
    expect(noisyOr.get('delivery')).toBe(0.9); // 1 − 0.2 · 0.5
    expect(noisyOr.get('support')).toBe(0.28); // 1 − 0.9 · 0.8
    expect(noisyOr.get('late')).toBe(0.8);
  });

  it('treats missing classes as 0 and rejects unknown or repeated labels unless told to ignore them', () => {
    const scores = new Map(rounded(tree.rollUp([{ label: 'rude', score: 0.7 }], 'single')));
    expect(scores.get('support')).toBe(0.7);
    expect(scores.get('delivery')).toBe(0);
    expect(() => tree.rollUp([{ label: 'gone', score: 1 }], 'single')).toThrow(/"gone" is not a category/);
    expect(tree.rollUp([{ label: 'gone', score: 1 }], 'single', { unknownLabels: 'ignore' })[0]?.score).toBe(0);
    expect(() =>
      tree.rollUp(
        [
          { label: 'late', score: 0.5 },
          { label: 'late', score: 0.5 },
        ],
        'single',
      ),
    ).toThrow(/predicted twice/);
  });
});

describe('CategoryTree.predictedPath', () => {
  const split = [
    { label: 'rude', score: 0.4 },
    { label: 'late', score: 0.3 },
    { label: 'damaged', score: 0.3 },
  ];

  it('picks the most probable class by default', () => {
    expect(tree.predictedPath(split)).toEqual({ leaf: 'rude', path: ['support', 'rude'], scores: [0.4, 0.4] });
  });

  it('descends from the best root with the top-down strategy', () => {
    const p = tree.predictedPath(split, { strategy: 'top-down' });
    expect(p.leaf).toBe('late');
    expect(p.path).toEqual(['delivery', 'late']);
    expect(p.scores[0]).toBeCloseTo(0.6, 12);
  });

  it('stops at an inner node whose own "unspecified" class beats its children', () => {
    const predictions = [
      { label: 'delivery', score: 0.5 },
      { label: 'late', score: 0.2 },
      { label: 'product', score: 0.2 },
      { label: 'damaged', score: 0.1 },
    ];
    expect(tree.predictedPath(predictions, { strategy: 'top-down' }).leaf).toBe('delivery');
    expect(tree.predictedPath(predictions).path).toEqual(['delivery']);
  });

  it('always yields exactly one class with its ancestors for single-label scores', () => {
    const random = mulberry32(7);
    const classes = ['late', 'damaged', 'delivery', 'rude', 'slow', 'product'];
    for (let trial = 0; trial < 50; trial++) {
      const raw = classes.map(() => random());
      const sum = raw.reduce((a, b) => a + b, 0);
      const predictions = classes.map((label, k) => ({ label, score: (raw[k] as number) / sum }));
      const roots = tree.rollUp(predictions, 'single').filter((s) => s.depth === 0);
      expect(roots.reduce((a, s) => a + s.score, 0)).toBeCloseTo(1, 9);
      for (const strategy of ['best-leaf', 'top-down'] as const) {
        const p = tree.predictedPath(predictions, { strategy });
        expect(classes).toContain(p.leaf);
        expect(p.path).toEqual(tree.pathOf(p.leaf));
      }
    }
    expect(() => tree.predictedPath([])).toThrow(/no predictions/);
  });

  it('returns every multi-label class above the threshold, most specific only', () => {
    const paths = tree.predictedPaths([
      { label: 'damaged', score: 0.7 },
      { label: 'delivery', score: 0.6 },
      { label: 'product', score: 0.9 },
      { label: 'rude', score: 0.4 },
    ]);
    expect(paths).toEqual([
      { leaf: 'product', path: ['product'], scores: [0.9] },
      { leaf: 'damaged', path: ['delivery', 'damaged'], scores: [0.7, 0.7] },
    ]);
    expect(tree.predictedPaths([{ label: 'rude', score: 0.4 }], { threshold: 0.3 })[0]?.leaf).toBe('rude');
  });
});
