import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, foldDiacritics, lowerCase, normalizeText, tokenize } from './text.js';

describe('lowerCase', () => {
  it('applies Turkish dotted/dotless i rules for tr', () => {
    expect(lowerCase('İSTANBUL', 'tr')).toBe('istanbul');
    expect(lowerCase('IŞIK', 'tr')).toBe('ışık');
    expect(lowerCase('KARGO HIZLI', 'tr')).toBe('kargo hızlı');
  });

  it('maps I to i outside Turkish and drops the combining dot of İ', () => {
    expect(lowerCase('IT WORKS', 'en')).toBe('it works');
    expect(lowerCase('İstanbul', 'en')).toBe('istanbul');
  });
});

describe('foldDiacritics', () => {
  it('folds the Turkish letters', () => {
    expect(foldDiacritics('çğıöşü')).toBe('cgiosu');
    expect(foldDiacritics('ürün')).toBe('urun');
    expect(foldDiacritics('hızlı')).toBe('hizli');
  });

  it('folds other Latin accents and leaves plain words alone', () => {
    expect(foldDiacritics('café')).toBe('cafe');
    expect(foldDiacritics('kargo')).toBe('kargo');
  });
});

describe('normalizeText', () => {
  it('composes to NFC before lower-casing', () => {
    // "u" + combining diaeresis must become the single code point ü.
    expect(normalizeText('U\u0308RU\u0308N', 'tr')).toBe('ürün');
  });

  it('replaces URLs, e-mails, phone numbers, mentions and numbers with placeholders', () => {
    const tokens = tokenize(
      normalizeText('Bkz https://ornek.com.tr/x?a=1 ve destek@firma.com.tr, ara +90 532 123 45 67 @ahmet 250 TL', 'tr'),
    );
    expect(tokens).toEqual([
      'bkz',
      PLACEHOLDERS.url,
      've',
      PLACEHOLDERS.email,
      'ara',
      PLACEHOLDERS.phone,
      PLACEHOLDERS.mention,
      PLACEHOLDERS.number,
      'tl',
    ]);
  });

  it('keeps digits that are part of a word', () => {
    expect(tokenize(normalizeText('iPhone15 ve 3 adet', 'tr'))).toEqual(['iphone15', 've', PLACEHOLDERS.number, 'adet']);
  });
});

describe('tokenize', () => {
  it('keeps emoji, including ZWJ sequences and skin tones, as tokens', () => {
    expect(tokenize('çok güzel😍👍🏽 👨‍👩‍👧!')).toEqual(['çok', 'güzel', '😍', '👍🏽', '👨‍👩‍👧']);
  });

  it('keeps apostrophe suffixes with the word and drops punctuation', () => {
    expect(tokenize("ürün'ü aldım, don't...")).toEqual(["ürün'ü", 'aldım', "don't"]);
  });
});
