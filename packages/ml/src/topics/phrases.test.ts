import { describe, expect, it } from 'vitest';
import { keyPhrases } from './phrases.js';
import { buildCorpus } from './vocabulary.js';

const corpusOf = (texts: string[]) => buildCorpus(texts, { language: 'auto', stopwords: [], minDf: 2 });
const phrases = (texts: string[], groups: number[][], background: number[] = [], max = 5): string[][] =>
  keyPhrases(corpusOf(texts), groups, background, max).map((kp) => kp.map((p) => p.phrase));

describe('keyPhrases', () => {
  it('ranks what sets a topic apart above words common to all topics', () => {
    const texts = [
      'ürün kargo geç geldi',
      'ürün kargo geç',
      'ürün kargo yavaş',
      'ürün kırık geldi',
      'ürün kırık çıktı',
      'ürün kırık',
    ];
    const [late, broken] = phrases(texts, [
      [0, 1, 2],
      [3, 4, 5],
    ]);
    expect(late?.[0]).toBe('kargo geç');
    expect(broken?.[0]).toBe('kırık');
    // "ürün" is in every document: no topic uses it more than the corpus does, so neither it nor "ürün kargo"
    // (although it carries every "kargo" of its topic) qualifies.
    expect([...(late ?? []), ...(broken ?? [])].filter((p) => p.includes('ürün'))).toEqual([]);
  });

  it('prefers a bigram that accounts for most uses of its words, and skips phrases inside chosen ones', () => {
    const texts = [
      'customer service rude',
      'customer service slow',
      'customer service never answers',
      'refund missing',
      'refund late',
    ];
    const [service] = phrases(texts, [[0, 1, 2]], [3, 4]);
    expect(service).toEqual(['customer service']);
  });

  it('keeps a word next to its bigram when the word is mostly used elsewhere', () => {
    const texts = [
      'kargo geç geldi',
      'kargo geç geldi',
      'kargo kayboldu',
      'kargo hasarlı',
      'kargo kırık',
      'iade yok',
      'iade yok',
    ];
    const [cargo] = phrases(texts, [[0, 1, 2, 3, 4]], [5, 6]);
    expect(cargo?.[0]).toBe('kargo');
    expect(cargo).toContain('geç geldi');
    expect(cargo).not.toContain('kargo geç');
  });

  it('ranks a word that runs through several topics below a rarer word concentrated in one', () => {
    // "aldım" ("I bought") is in every document of the first two topics and says nothing about either; "iade" is
    // in half of the first topic and once elsewhere.
    const texts = [
      'ekran kırık, aldım',
      'ekran çizik, aldım',
      'ekran kırık, iade, aldım',
      'ekran soluk, iade, aldım',
      'şarj bitiyor, aldım',
      'şarj dayanmıyor, aldım',
      'şarj bitiyor, aldım',
      'şarj zayıf, aldım',
      'kargo geç',
      'kargo yavaş',
      'kargo kayıp',
      'kargo geç, iade',
    ];
    const [screen, battery, cargo] = phrases(
      texts,
      [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
        [8, 9, 10, 11],
      ],
      [],
      2,
    );
    expect(screen).toEqual(['ekran kırık', 'iade']);
    expect(battery?.[0]).toBe('şarj bitiyor');
    expect(cargo).toEqual(['kargo geç']);
  });

  it('returns scores in decreasing order and at most `max` phrases', () => {
    const texts = ['a1 kargo geç', 'kargo geç geldi', 'kargo geldi yavaş', 'iade yok', 'iade yok yavaş'];
    const [kp] = keyPhrases(corpusOf(texts), [[0, 1, 2]], [3, 4], 2);
    expect(kp).toHaveLength(2);
    const scores = (kp ?? []).map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const s of scores) expect(s).toBeGreaterThan(0);
  });
});
