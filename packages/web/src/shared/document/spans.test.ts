// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entityColor, splitByRanges, typedPieces, weightColor, weightScale, weightedPieces } from './spans';

describe('splitByRanges', () => {
  it('returns the whole text as one plain piece when there are no ranges', () => {
    expect(splitByRanges('hello', [])).toEqual([{ text: 'hello', start: 0, end: 5, covering: [] }]);
  });

  it('cuts at range boundaries and keeps the plain text around them', () => {
    const pieces = splitByRanges('my card was charged', [{ start: 3, end: 7 }]);
    expect(pieces.map((p) => [p.text, p.covering])).toEqual([
      ['my ', []],
      ['card', [0]],
      [' was charged', []],
    ]);
  });

  it('splits overlapping ranges so each piece lists every range over it', () => {
    // "charged twice" (bigram) overlaps "twice" (unigram).
    const text = 'charged twice';
    const pieces = splitByRanges(text, [
      { start: 0, end: 13 },
      { start: 8, end: 13 },
    ]);
    expect(pieces.map((p) => [p.text, p.covering])).toEqual([
      ['charged ', [0]],
      ['twice', [0, 1]],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('clips ranges past the text and ignores empty or inverted ones', () => {
    const pieces = splitByRanges('abc', [
      { start: 1, end: 99 },
      { start: 2, end: 2 },
      { start: 3, end: 1 },
      { start: -5, end: 0 },
    ]);
    expect(pieces).toEqual([
      { text: 'a', start: 0, end: 1, covering: [] },
      { text: 'bc', start: 1, end: 3, covering: [0] },
    ]);
  });

  it('handles adjacent ranges without merging them', () => {
    const pieces = splitByRanges('abcd', [
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
    expect(pieces.map((p) => [p.text, p.covering])).toEqual([
      ['ab', [0]],
      ['cd', [1]],
    ]);
  });
});

describe('weightedPieces', () => {
  const spans = [
    { segment: 0, start: 0, end: 5, weight: 0.4 },
    { segment: 0, start: 3, end: 5, weight: -0.1 },
    { segment: 1, start: 0, end: 2, weight: 9 },
  ];

  it('sums the weights of overlapping spans of the segment', () => {
    const pieces = weightedPieces('kargo geldi', spans, 0);
    expect(pieces.map((p) => [p.text, p.weight === null ? null : Number(p.weight.toFixed(2))])).toEqual([
      ['kar', 0.4],
      ['go', 0.3],
      [' geldi', null],
    ]);
  });

  it('uses only the spans of the asked dialogue turn', () => {
    expect(weightedPieces('hi there', spans, 1).map((p) => [p.text, p.weight])).toEqual([
      ['hi', 9],
      [' there', null],
    ]);
    expect(weightedPieces('nothing', spans, 2)).toEqual([{ text: 'nothing', start: 0, end: 7, weight: null }]);
  });
});

describe('weight colours', () => {
  it('scales by the strongest absolute weight and never by zero', () => {
    expect(weightScale([{ weight: 0.2 }, { weight: -0.8 }])).toBe(0.8);
    expect(weightScale([])).toBe(1);
  });

  it('colours evidence for a label green and against it red, stronger weights more opaque', () => {
    expect(weightColor(0.8, 0.8)).toBe('rgba(82, 196, 26, 0.75)');
    expect(weightColor(-0.8, 0.8)).toBe('rgba(245, 34, 45, 0.75)');
    expect(weightColor(0, 0.8)).toBe('rgba(82, 196, 26, 0.15)');
    expect(weightColor(5, 1)).toBe('rgba(82, 196, 26, 0.75)');
  });
});

describe('typedPieces', () => {
  it('lists the entity types over each piece of the segment', () => {
    const text = 'IBAN TR33 0006 1005 1978 6457 8413 26 ve 100 TL';
    const pieces = typedPieces(text, [
      { segment: 0, start: 5, end: 37, type: 'IBAN' },
      { segment: 0, start: 41, end: 47, type: 'AMOUNT' },
      { segment: 1, start: 0, end: 4, type: 'EMAIL' },
    ]);
    expect(pieces.filter((p) => p.types.length).map((p) => [p.text, p.types])).toEqual([
      ['TR33 0006 1005 1978 6457 8413 26', ['IBAN']],
      ['100 TL', ['AMOUNT']],
    ]);
  });

  it('gives each entity type a stable colour', () => {
    expect(entityColor('EMAIL')).toBe(entityColor('EMAIL'));
    expect(typeof entityColor('PHONE')).toBe('string');
  });
});
