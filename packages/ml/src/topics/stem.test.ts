import { describe, expect, it } from 'vitest';
import { englishKey, guessLanguage, turkishKey } from './stem.js';

describe('englishKey', () => {
  it('conflates plurals and -ed/-ing forms', () => {
    expect(englishKey('flights')).toBe(englishKey('flight'));
    expect(englishKey('delayed')).toBe(englishKey('delay'));
    expect(englishKey('waiting')).toBe(englishKey('wait'));
    expect(englishKey('cancelled')).toBe(englishKey('canceled'));
    expect(englishKey('cancelled')).toBe(englishKey('cancel'));
    expect(englishKey('replies')).toBe(englishKey('reply'));
    expect(englishKey('hoping')).toBe(englishKey('hope'));
    expect(englishKey('booked')).toBe(englishKey('booking'));
  });

  it('keeps derivations, short words and -ss/-us/-is words apart', () => {
    expect(englishKey('customer')).not.toBe(englishKey('custom'));
    expect(englishKey('bus')).toBe('bus');
    expect(englishKey('status')).toBe('status');
    expect(englishKey('business')).toBe('business');
    expect(englishKey('this')).toBe('this');
    expect(englishKey('thing')).toBe('thing');
  });
});

describe('turkishKey', () => {
  const words = new Set(['iade', 'kaba', 'urun']);

  it('cuts folded words to five letters', () => {
    expect(turkishKey('kargom', words)).toBe('kargo');
    expect(turkishKey('kargoyu', words)).toBe('kargo');
    expect(turkishKey('hizmetleri', words)).toBe('hizme');
    expect(turkishKey('geç', words)).toBe('geç');
  });

  it('cuts to four letters when those form a word of the corpus', () => {
    expect(turkishKey('iadesi', words)).toBe('iade');
    expect(turkishKey('kabaydi', words)).toBe('kaba');
    expect(turkishKey('urunler', words)).toBe('urun');
    expect(turkishKey('uygulama', words)).toBe('uygul');
  });
});

describe('guessLanguage', () => {
  const tr = new Set(['ve', 'bir', 'çok', 'cok']);
  const en = new Set(['the', 'and', 'is']);

  it('counts stopwords and Turkish letters', () => {
    expect(guessLanguage(['kargo', 'çok', 'geç'], tr, en)).toBe('tr');
    expect(guessLanguage(['the', 'package', 'is', 'late'], tr, en)).toBe('en');
    expect(guessLanguage(['müşteri', 'the', 'and'], tr, en)).toBe('en');
  });

  it('is undecided without evidence', () => {
    expect(guessLanguage(['kargo', 'late'], tr, en)).toBeUndefined();
    expect(guessLanguage([], tr, en)).toBeUndefined();
  });
});
