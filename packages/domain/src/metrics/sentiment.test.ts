import { describe, expect, it } from 'vitest';
import { foldLabel, polarity, polarityAliases } from './sentiment.js';

describe('polarity', () => {
  it.each([
    ['positive', 'positive'],
    ['Positive', 'positive'],
    ['POS', 'positive'],
    ['pozitif', 'positive'],
    ['Olumlu', 'positive'],
    ['+', 'positive'],
    ['negative', 'negative'],
    ['NEG', 'negative'],
    ['Negatif', 'negative'],
    ['OLUMSUZ', 'negative'],
    ['-', 'negative'],
    ['neutral', 'neutral'],
    ['neu', 'neutral'],
    ['nötr', 'neutral'],
    ['NÖTR', 'neutral'],
    ['notr', 'neutral'],
    ['tarafsız', 'neutral'],
    ['TARAFSIZ', 'neutral'],
    ['Nötral', 'neutral'],
    ['  positive ', 'positive'],
  ])('reads %s as %s', (label, expected) => {
    expect(polarity(label)).toBe(expected);
  });

  it('is null for no label and for labels that are not polar', () => {
    expect(polarity(null)).toBeNull();
    expect(polarity('')).toBeNull();
    expect(polarity('anger')).toBeNull();
    expect(polarity('mixed')).toBeNull();
  });
});

describe('foldLabel and polarityAliases', () => {
  it('folds case, diacritics and the Turkish dotted and dotless i', () => {
    expect(foldLabel('NÖTR')).toBe('notr');
    expect(foldLabel('Tarafsız')).toBe('tarafsiz');
    expect(foldLabel('İYİ')).toBe('iyi');
    expect(foldLabel('Şikâyet')).toBe('sikayet');
  });

  it('lists only folded, distinct spellings (the SQL mirror compares against them)', () => {
    const all = Object.values(polarityAliases).flat();
    expect(all.every((alias) => foldLabel(alias) === alias)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});
