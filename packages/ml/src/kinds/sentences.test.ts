import { describe, expect, it } from 'vitest';
import { type SplitOptions, splitSentences } from './sentences.js';

/** The sentence texts, after checking that every offset pair points at exactly that text. */
function split(text: string, options?: SplitOptions): string[] {
  const sentences = splitSentences(text, options);
  for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  return sentences.map((s) => s.text);
}

describe('splitSentences', () => {
  it('returns offsets into the original text', () => {
    expect(splitSentences('  Merhaba.  Kargo nerede?\n')).toEqual([
      { text: 'Merhaba.', start: 2, end: 10 },
      { text: 'Kargo nerede?', start: 12, end: 25 },
    ]);
    expect(splitSentences(' \n ')).toEqual([]);
  });

  it('splits at . ! ? … and line breaks, also without a space or a capital', () => {
    expect(split('Kargo geldi. ürün kırıktı! Neden?? İade istiyorum… Hemen')).toEqual([
      'Kargo geldi.',
      'ürün kırıktı!',
      'Neden??',
      'İade istiyorum…',
      'Hemen',
    ]);
    expect(split('geldi.Ürün kırık!!!Neden?')).toEqual(['geldi.', 'Ürün kırık!!!', 'Neden?']);
    expect(split('Satır bir\r\nSatır iki')).toEqual(['Satır bir', 'Satır iki']);
  });

  it('keeps an ellipsis before a lower-case word inside the sentence', () => {
    expect(split('Bekledim... bekledim... Sonunda geldi')).toEqual(['Bekledim... bekledim...', 'Sonunda geldi']);
  });

  it('does not split after abbreviations, initials, decimals, dates and ordinals', () => {
    expect(split('Dr. Ahmet aradı, örn. kargo ve iade vb. konular. Sonra kapattı.')).toEqual([
      'Dr. Ahmet aradı, örn. kargo ve iade vb. konular.',
      'Sonra kapattı.',
    ]);
    expect(split('Tutar 1.250,50 TL, tarih 12.05.2024 idi. Paket 3. gün geldi. A. Yılmaz ilgilendi.')).toEqual([
      'Tutar 1.250,50 TL, tarih 12.05.2024 idi.',
      'Paket 3. gün geldi.',
      'A. Yılmaz ilgilendi.',
    ]);
    expect(split('Mr. Smith called, e.g. about order No. 5. No. I will not wait. Toplam 250. Çok pahalı.')).toEqual([
      'Mr. Smith called, e.g. about order No. 5.',
      'No.',
      'I will not wait.',
      'Toplam 250.',
      'Çok pahalı.',
    ]);
  });

  it('ends a sentence after "vb." or "etc." only before a capital', () => {
    expect(split('Kargo, iade vb. Hepsi sorunlu.')).toEqual(['Kargo, iade vb.', 'Hepsi sorunlu.']);
    expect(split('Refunds, returns etc. are slow.')).toEqual(['Refunds, returns etc. are slow.']);
  });

  it('keeps list numbers at a line start with their item', () => {
    expect(split('1. Kargo geç geldi\n2. Ürün kırık')).toEqual(['1. Kargo geç geldi', '2. Ürün kırık']);
  });

  it('never splits inside URLs and e-mails', () => {
    expect(split('Bakın: https://site.com/siparis?id=5. Ya da ali.Veli@firma.com.tr adresine yazın! www.x.com/a?b')).toEqual([
      'Bakın: https://site.com/siparis?id=5.',
      'Ya da ali.Veli@firma.com.tr adresine yazın!',
      'www.x.com/a?b',
    ]);
    expect(split('Link: hepsiburada.com/iade?no=3 burada')).toEqual(['Link: hepsiburada.com/iade?no=3 burada']);
  });

  it('treats an emoji run after two or more words as the end of a sentence', () => {
    expect(split('Ürün harika 😍😍 Kargo da hızlıydı')).toEqual(['Ürün harika 😍😍', 'Kargo da hızlıydı']);
    expect(split('Kargo hızlı 👍🏻 ürün kırık 👎')).toEqual(['Kargo hızlı 👍🏻', 'ürün kırık 👎']);
    expect(split('harika :) kargo da hızlı :( paket ezik')).toEqual(['harika :) kargo da hızlı :(', 'paket ezik']);
    expect(split('I ❤️ this product')).toEqual(['I ❤️ this product']);
  });

  it('joins fragments without words to a neighbouring sentence', () => {
    expect(split('Harika!!! 😍😍')).toEqual(['Harika!!! 😍😍']);
    expect(split('Kargo gelmedi.\n😡😡')).toEqual(['Kargo gelmedi.\n😡😡']);
    expect(split('😡\nKargo gelmedi')).toEqual(['😡\nKargo gelmedi']);
    expect(split('!!! ???')).toEqual(['!!! ???']);
  });

  it('splits clauses at contrastive conjunctions and semicolons when asked', () => {
    expect(split('Kargo çok hızlıydı ama ürün kırık geldi.', { clauses: true })).toEqual([
      'Kargo çok hızlıydı',
      'ama ürün kırık geldi.',
    ]);
    expect(split('Kargo çok hızlıydı ama ürün kırık geldi.')).toEqual(['Kargo çok hızlıydı ama ürün kırık geldi.']);
    expect(split('Paket sağlam, FAKAT renk farklı; iade ettim', { clauses: true })).toEqual([
      'Paket sağlam',
      'FAKAT renk farklı',
      'iade ettim',
    ]);
    expect(split('Delivery was fast, however the box was damaged but usable.', { clauses: true })).toEqual([
      'Delivery was fast',
      'however the box was damaged',
      'but usable.',
    ]);
  });

  it('does not split at a conjunction that starts or ends the sentence or is part of a word', () => {
    expect(split('Ama kargo hâlâ gelmedi. Amacım iade. Sorun yok ama.', { clauses: true })).toEqual([
      'Ama kargo hâlâ gelmedi.',
      'Amacım iade.',
      'Sorun yok ama.',
    ]);
  });

  it('stays fast on long runs of dotted tokens and punctuation', () => {
    const started = performance.now();
    expect(splitSentences('x.'.repeat(20000))).toHaveLength(1);
    expect(splitSentences('1.'.repeat(20000) + ' son')).toHaveLength(1);
    expect(splitSentences('!'.repeat(20000))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
