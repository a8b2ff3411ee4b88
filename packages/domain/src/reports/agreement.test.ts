import { describe, expect, it } from 'vitest';
import { cohensKappa, labelSetKey } from './agreement.js';

describe('cohensKappa', () => {
  it('gives the hand-worked kappa of a 2×2 table', () => {
    // a/a, a/b, b/b, b/b: pₒ = 3/4; first rater a 2, b 2; second a 1, b 3; pₑ = ½·¼ + ½·¾ = ½; κ = (¾ − ½)/(1 − ½) = ½.
    expect(
      cohensKappa([
        ['a', 'a'],
        ['a', 'b'],
        ['b', 'b'],
        ['b', 'b'],
      ]),
    ).toEqual({ documents: 4, observed: 0.75, kappa: 0.5 });
  });

  it('matches the textbook example (Cohen 1960 style, 50 documents)', () => {
    // yes/yes 20, yes/no 5, no/yes 10, no/no 15: pₒ = 0.7; pₑ = 0.5·0.6 + 0.5·0.4 = 0.5; κ = 0.4.
    const pairs: [string, string][] = [
      ...Array.from({ length: 20 }, (): [string, string] => ['yes', 'yes']),
      ...Array.from({ length: 5 }, (): [string, string] => ['yes', 'no']),
      ...Array.from({ length: 10 }, (): [string, string] => ['no', 'yes']),
      ...Array.from({ length: 15 }, (): [string, string] => ['no', 'no']),
    ];
    expect(cohensKappa(pairs)).toEqual({ documents: 50, observed: 0.7, kappa: 0.4 });
  });

  it('is 1 for perfect agreement over two labels and negative below chance', () => {
    expect(
      cohensKappa([
        ['a', 'a'],
        ['b', 'b'],
      ]).kappa,
    ).toBe(1);
    // Always disagreeing over two balanced labels: pₒ = 0, pₑ = ½, κ = −1.
    expect(
      cohensKappa([
        ['a', 'b'],
        ['b', 'a'],
      ]),
    ).toEqual({ documents: 2, observed: 0, kappa: -1 });
  });

  it('is null without documents, with one document, and when chance agreement is certain', () => {
    expect(cohensKappa([])).toEqual({ documents: 0, observed: null, kappa: null });
    expect(cohensKappa([['a', 'a']])).toEqual({ documents: 1, observed: 1, kappa: null });
    expect(
      cohensKappa([
        ['a', 'a'],
        ['a', 'a'],
        ['a', 'a'],
      ]),
    ).toEqual({ documents: 3, observed: 1, kappa: null });
  });

  it('rounds to 4 decimals', () => {
    // a/a, a/b, b/b: pₒ = 2/3; first a 2 b 1; second a 1 b 2; pₑ = ⅔·⅓ + ⅓·⅔ = 4/9; κ = (6/9 − 4/9)/(5/9) = 0.4.
    expect(
      cohensKappa([
        ['a', 'a'],
        ['a', 'b'],
        ['b', 'b'],
      ]),
    ).toEqual({ documents: 3, observed: 0.6667, kappa: 0.4 });
  });
});

describe('labelSetKey', () => {
  it('reads a label set as one label whatever the order or repeats', () => {
    expect(labelSetKey(['c2', 'c1', 'c2'])).toBe('c1|c2');
    expect(labelSetKey([])).toBe('');
  });
});
