import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, analyze, foldDiacritics, lowerCase, normalizeText, tokenize } from './text.js';

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

describe('analyze', () => {
  const samples = [
    'Bkz https://ornek.com.tr/x?a=1 ve destek@firma.com.tr, ara +90 532 123 45 67 @ahmet 250 TL',
    'İSTANBUL’a GİDEN kargo 3 gündür yolda 😡👍🏽',
    "I can't believe it, IT WORKS!",
  ];

  it('yields exactly the tokens of tokenize(normalizeText(…))', () => {
    for (const text of samples)
      for (const lang of ['tr', 'en', 'auto'] as const)
        expect(analyze(text, lang).map((t) => t.text)).toEqual(tokenize(normalizeText(text, lang)));
  });

  it('keeps the offsets of the original characters, placeholders included', () => {
    const text = samples[0] as string;
    const tokens = analyze(text, 'tr');
    expect(text.slice(tokens[1]?.start, tokens[1]?.end)).toBe('https://ornek.com.tr/x?a=1');
    const phone = tokens.find((t) => t.text === PLACEHOLDERS.phone);
    expect(text.slice(phone?.start, phone?.end)).toBe('+90 532 123 45 67');
    const upper = analyze('İSTANBUL’a', 'tr')[0];
    expect(upper).toEqual({ text: 'istanbul’a', start: 0, end: 10 });
  });
});
