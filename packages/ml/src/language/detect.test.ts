import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageDetector, MAX_DETECT_CHARS, UNDETERMINED } from './detect.js';

let detector: LanguageDetector;

beforeAll(async () => {
  detector = await LanguageDetector.load();
}, 30_000);

describe('LanguageDetector.load', () => {
  it('returns the same detector on every call', async () => {
    await expect(LanguageDetector.load()).resolves.toBe(detector);
  });
});

describe('LanguageDetector.detect', () => {
  it('recognises Turkish customer feedback', () => {
    for (const text of [
      'Ürün çok güzel, kargo da hızlı geldi. Teşekkür ederim.',
      'Siparişim iki haftadır gelmedi, müşteri hizmetlerine ulaşamıyorum.',
      'Kutusu ezik geldi ama ürünün kendisinde bir sorun yok.',
      'Fiyatına göre gayet kaliteli, herkese tavsiye ederim.',
    ]) {
      const result = detector.detect(text);
      expect(result.language, text).toBe('tr');
      expect(result.confidence, text).toBeGreaterThan(0.8);
    }
  });

  it('recognises English customer feedback', () => {
    for (const text of [
      'The package arrived two days late and the box was damaged.',
      'I have been waiting for my refund for three weeks now.',
      'Great service, the agent solved my problem in minutes!',
      'Why was my card declined when I have enough money in my account?',
    ]) {
      const result = detector.detect(text);
      expect(result.language, text).toBe('en');
      expect(result.confidence, text).toBeGreaterThan(0.8);
    }
  });

  it('names other languages too', () => {
    expect(detector.detect('Die Lieferung kam viel zu spät und die Verpackung war beschädigt.').language).toBe('de');
    expect(detector.detect('وصل الطلب متأخرا والعلبة كانت مكسورة').language).toBe('ar');
  });

  it('returns und with confidence 0 for text without letters', () => {
    for (const text of ['', '   \n\t ', '😍👍🏽🔥', '12.05.2024 14:30', 'https://example.com/p/123 destek@firma.com.tr']) {
      expect(detector.detect(text), JSON.stringify(text)).toEqual(UNDETERMINED);
    }
  });

  it('reads all lines of a multi-line text, not only the first', () => {
    // fastText would stop at the line break and judge "OK" alone.
    expect(detector.detect('OK\nÜrün elime ulaştı, paketleme çok özenliydi, teşekkürler.').language).toBe('tr');
  });

  it('reads ALL-CAPS text as well as normal case', () => {
    expect(detector.detect('ÜRÜNÜN EN ÖNEMLİ TUŞU YERİNDEN ÇIKTI, İADE ETMEK İSTİYORUM').language).toBe('tr');
    expect(detector.detect('HOW LONG DOES IT TAKE TO SOLVE THIS').language).toBe('en');
  });

  it('reads only the beginning of a very long text', () => {
    const english = 'The delivery was quick and the product works well. '.repeat(200);
    const turkish = 'Ürün çok güzel ve kargo hızlı geldi. '.repeat(200);
    expect(english.length).toBeGreaterThan(MAX_DETECT_CHARS * 2);
    expect(detector.detect(english + turkish).language).toBe('en');
  });

  it('chooses among the given languages when asked, keeping the model probability', () => {
    const german = 'Die Lieferung kam viel zu spät und die Verpackung war beschädigt.';
    const result = detector.detect(german, { among: ['tr', 'en'] });
    expect(['tr', 'en']).toContain(result.language);
    expect(result.confidence).toBeLessThan(0.1);
    expect(detector.detect('Kargo hızlı geldi', { among: ['tr', 'en'] }).language).toBe('tr');
  });

  it('answers synchronously once loaded', () => {
    const result: unknown = detector.detect('Ürün çok güzel');
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ language: 'tr', confidence: expect.any(Number) as number });
  });
});

describe('LanguageDetector.detectMany', () => {
  it('detects each text in order', () => {
    const results = detector.detectMany(['Kargo çok hızlıydı, teşekkürler', 'Thanks, it works now', '']);
    expect(results.map((r) => r.language)).toEqual(['tr', 'en', 'und']);
  });
});
