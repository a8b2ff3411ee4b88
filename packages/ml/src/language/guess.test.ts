import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess.js';

describe('guessLanguage', () => {
  it('recognises Turkish by its letters and words', () => {
    expect(guessLanguage('Ürün çok güzel, kargo hızlı geldi').language).toBe('tr');
    expect(guessLanguage('Siparişim hâlâ gelmedi').language).toBe('tr');
  });

  it('recognises Turkish typed without Turkish letters', () => {
    expect(guessLanguage('urun cok guzel ama kargo gec geldi').language).toBe('tr');
    expect(guessLanguage('Tesekkurler, gayet memnun kaldim').language).toBe('tr');
  });

  it('recognises English', () => {
    expect(guessLanguage('The package arrived late and the box was damaged').language).toBe('en');
    expect(guessLanguage("I can't log in to my account").language).toBe('en');
  });

  it('grows more confident with more evidence', () => {
    const short = guessLanguage('kargo');
    const long = guessLanguage('Kargo çok hızlı geldi, ürün de gayet güzel, teşekkür ederim');
    expect(short).toEqual({ language: 'tr', confidence: 0.6 });
    expect(long.confidence).toBeGreaterThan(0.9);
    expect(long.confidence).toBeLessThan(1);
  });

  it('returns und with confidence 0 when there is no evidence', () => {
    for (const text of ['', '   ', '😍👍🏽', '12345']) {
      expect(guessLanguage(text), JSON.stringify(text)).toEqual(expect.objectContaining({ confidence: 0 }));
    }
    expect(guessLanguage('').language).toBe('und');
    expect(guessLanguage('😍👍🏽').language).toBe('und');
  });

  it('returns und for text in neither language', () => {
    expect(guessLanguage('Die Lieferung kam viel zu spät, die Verpackung war beschädigt').language).toBe('und');
    expect(guessLanguage('وصل الطلب متأخرا والعلبة كانت مكسورة').language).toBe('und');
    expect(guessLanguage('Доставка опоздала на неделю').language).toBe('und');
  });
});
