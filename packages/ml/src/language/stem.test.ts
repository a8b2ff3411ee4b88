import { describe, expect, it } from 'vitest';
import { stemmerFor } from './stem.js';

describe('stemmerFor("tr")', () => {
  const stem = stemmerFor('tr');

  it('exists', () => {
    expect(stem).toBeTypeOf('function');
  });

  it('strips chains of noun suffixes', () => {
    expect(stem?.('kitaplarımızdan')).toBe('kitap');
    expect(stem?.('evlerimizden')).toBe('ev');
    expect(stem?.('siparişimi')).toBe('sipariş');
    expect(stem?.('kargodan')).toBe('kargo');
    expect(stem?.('telefonlar')).toBe('telefon');
    expect(stem?.('gözlükçülerden')).toBe('gözlükçü');
  });

  it('restores the stem consonant softened before a vowel (kitabı → kitap)', () => {
    expect(stem?.('kitabı')).toBe('kitap');
  });

  it('keeps negated verbs apart from their positive forms', () => {
    expect(stem?.('geldi')).toBe('gel');
    expect(stem?.('gelmedi')).toBe('gelmedi');
    expect(stem?.('çalışmıyor')).toBe('çalışmıyor');
  });

  it('stems the word before an apostrophe and drops the suffix after it', () => {
    expect(stem?.("ürün'ü")).toBe(stem?.('ürün'));
    expect(stem?.('trendyol’dan')).toBe(stem?.('trendyol'));
    expect(stem?.("kitaplar'dan")).toBe('kitap');
  });

  it('over-stems some bare nouns, as Snowball Turkish does', () => {
    // Documented behaviour: stems are feature keys, and "ürün"/"ürünü" still share one.
    expect(stem?.('ürün')).toBe('ür');
    expect(stem?.('ürünü')).toBe('ür');
  });

  it('leaves short words, placeholders and emoji alone', () => {
    expect(stem?.('çok')).toBe('çok');
    expect(stem?.('xxnum')).toBe('xxnum');
    expect(stem?.('😍')).toBe('😍');
  });
});

describe('stemmerFor("en")', () => {
  const stem = stemmerFor('en');

  it('applies Porter2', () => {
    expect(stem?.('running')).toBe('run');
    expect(stem?.('connected')).toBe('connect');
    expect(stem?.('refunds')).toBe('refund');
    expect(stem?.('cancelled')).toBe('cancel');
  });

  it('removes possessives with a straight or curly apostrophe', () => {
    expect(stem?.("product's")).toBe('product');
    expect(stem?.('product’s')).toBe('product');
  });
});

describe('stemmerFor', () => {
  it('ignores a region and letter case in the language code', () => {
    expect(stemmerFor('tr-TR')?.('kitaplarımızdan')).toBe('kitap');
    expect(stemmerFor('EN_us')?.('running')).toBe('run');
  });

  it('returns null for languages without a stemmer', () => {
    for (const language of ['de', 'ar', 'und', 'auto', '']) expect(stemmerFor(language), language).toBeNull();
  });

  it('gives the same stems with any cache size, including none and one smaller than the vocabulary', () => {
    const words = ['kitaplarımızdan', 'evlerimizden', 'geldi', 'siparişimi', 'kitabı', 'kargodan'];
    const reference = words.map((w) => stemmerFor('tr', { cacheSize: 0 })?.(w));
    for (const cacheSize of [1, 2, 3, 1000]) {
      const stem = stemmerFor('tr', { cacheSize });
      const twice = [...words, ...words.toReversed(), ...words].map((w) => stem?.(w));
      expect(twice, `cacheSize ${cacheSize}`).toEqual([...reference, ...reference.toReversed(), ...reference]);
    }
  });
});
