import { describe, expect, it } from 'vitest';
import {
  chooseCorrelationItems,
  correlationCellFigures,
  correlationGrid,
  correlationPairKey,
  type CorrelationCounts,
} from './correlation.js';

describe('correlation cell figures (worked by hand)', () => {
  it('N=10, a=4, b=5, n=3: expected 2, lift 1.5, residual 1/√0.6, percent 75, not significant', () => {
    // E = 4·5/10 = 2; lift = 3/2; variance = 2·(1 − 0.4)·(1 − 0.5) = 0.6; residual = (3 − 2)/√0.6 = 1.29099…
    expect(correlationCellFigures(3, 4, 5, 10)).toEqual({
      count: 3,
      percent: 75,
      expected: 2,
      lift: 1.5,
      residual: 1.291,
      significant: false,
    });
  });

  it('N=100, a=20, b=30, n=15: residual 9/√3.36 = 4.9099, significant', () => {
    // E = 6; lift = 2.5; variance = 6·0.8·0.7 = 3.36
    expect(correlationCellFigures(15, 20, 30, 100)).toEqual({
      count: 15,
      percent: 75,
      expected: 6,
      lift: 2.5,
      residual: 4.9099,
      significant: true,
    });
  });

  it('N=100, a=50, b=50, n=10: fewer than expected, residual exactly −6', () => {
    // E = 25; lift = 0.4; variance = 25·0.5·0.5 = 6.25 → sd 2.5; (10 − 25)/2.5 = −6
    expect(correlationCellFigures(10, 50, 50, 100)).toEqual({
      count: 10,
      percent: 20,
      expected: 25,
      lift: 0.4,
      residual: -6,
      significant: true,
    });
  });

  it('percent rounds to two decimals: 1 of 3 is 33.33', () => {
    expect(correlationCellFigures(1, 3, 3, 9).percent).toBe(33.33);
  });

  it('a = 0: percent 0, expected 0, lift and residual null', () => {
    expect(correlationCellFigures(0, 0, 5, 10)).toEqual({
      count: 0,
      percent: 0,
      expected: 0,
      lift: null,
      residual: null,
      significant: false,
    });
  });

  it('an item on every document (a = N): the denominator is 0, so no residual, but a lift', () => {
    // E = 10·4/10 = 4; lift = 4/4 = 1; variance = 4·0·0.6 = 0
    expect(correlationCellFigures(4, 10, 4, 10)).toMatchObject({ expected: 4, lift: 1, residual: null, significant: false });
  });

  it('N = 0: nothing to compare', () => {
    expect(correlationCellFigures(0, 0, 0, 0)).toMatchObject({ expected: 0, lift: null, residual: null, percent: 0 });
  });
});

describe('item choice', () => {
  const freq = [
    { key: 'b', count: 5 },
    { key: 'a', count: 5 },
    { key: 'c', count: 9 },
    { key: 'd', count: 1 },
    { key: 'z', count: 0 },
  ];

  it('takes the most frequent, ties by key', () => {
    expect(chooseCorrelationItems(freq, [], 3)).toEqual(['c', 'a', 'b']);
  });

  it('never picks an item counted 0 by frequency, and stops at what exists', () => {
    expect(chooseCorrelationItems(freq, [], 10)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('picked items keep their order, duplicates dropped, even unseen ones', () => {
    expect(chooseCorrelationItems(freq, ['d', 'z', 'd', 'q'], 2)).toEqual(['d', 'z', 'q']);
  });
});

describe('grid', () => {
  it('every x-by-y cell, zeros included, x-major', () => {
    const counts: CorrelationCounts = {
      total: 10,
      x: new Map([
        ['x1', 4],
        ['x2', 6],
      ]),
      y: new Map([['y1', 5]]),
      pairs: new Map([[correlationPairKey('x1', 'y1'), 3]]),
    };
    const grid = correlationGrid(['x1', 'x2'], ['y1', 'y2'], counts);
    expect(grid.map((c) => [c.x, c.y, c.count, c.percent, c.expected])).toEqual([
      ['x1', 'y1', 3, 75, 2],
      ['x1', 'y2', 0, 0, 0],
      ['x2', 'y1', 0, 0, 3],
      ['x2', 'y2', 0, 0, 0],
    ]);
    // x2 × y1: E = 6·5/10 = 3, variance = 3·0.4·0.5 = 0.6, residual = −3/√0.6 = −3.873
    expect(grid[2]).toMatchObject({ lift: 0, residual: -3.873, significant: true });
  });
});
