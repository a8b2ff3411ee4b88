import { describe, expect, it } from 'vitest';
import { type Corpus, buildCorpus } from './vocabulary.js';

const build = (texts: string[], stopwords: string[] = []): Corpus =>
  buildCorpus(texts, { language: 'auto', stopwords, minDf: 2 });

/** The phrases of one document's terms. */
const phrasesOf = (corpus: Corpus, doc: number): string[] =>
  [...(corpus.counts[doc]?.ids ?? [])].map((t) => corpus.phrases[t] as string);

describe('buildCorpus', () => {
  it('conflates Turkish word forms and shows the most frequent one', () => {
    const corpus = build(['Kargom gelmedi', 'kargo gelmedi', 'kargoyu bekliyorum', 'kargo nerede']);
    // The bigram's two forms are tied at one each: the first seen wins.
    expect(phrasesOf(corpus, 0)).toEqual(['kargo', 'gelmedi', 'kargom gelmedi']);
    expect(phrasesOf(corpus, 2)).toEqual(['kargo']);
    expect(corpus.counts[0]?.ids[0]).toBe(corpus.counts[2]?.ids[0]);
  });

  it('drops stopwords, placeholders, single letters and words of one document', () => {
    const corpus = build(['Bu ürün çok kötü https://x.com 5 TL', 'bu ürün de kötü, x 3 TL']);
    expect(phrasesOf(corpus, 0)).toEqual(['ürün', 'kötü', 'tl']);
    expect(phrasesOf(build(['Bu ürün çok kötü', 'bu ürün kötü'], ['ürün']), 0)).toEqual(['kötü']);
  });

  it('keeps built-in stopwords given as keepWords, and added stopwords win over them', () => {
    const texts = ['Bu ürün çok kötü', 'bu ürün çok kötü'];
    const kept = buildCorpus(texts, { language: 'auto', stopwords: [], keepWords: ['ÇOK'], minDf: 2 });
    expect(phrasesOf(kept, 0)).toEqual(['ürün', 'çok', 'kötü', 'ürün çok', 'çok kötü']);
    const both = buildCorpus(texts, { language: 'auto', stopwords: ['çok'], keepWords: ['çok'], minDf: 2 });
    expect(phrasesOf(both, 0)).toEqual(['ürün', 'kötü']);
  });

  it('makes bigrams only of words next to each other within a phrase', () => {
    const corpus = build(['customer service, refund', 'customer service refund', 'customer for service refund']);
    expect(phrasesOf(corpus, 0)).toEqual(['customer', 'service', 'refund', 'customer service']);
    expect(phrasesOf(corpus, 1)).toEqual(['customer', 'service', 'refund', 'customer service', 'service refund']);
    expect(phrasesOf(corpus, 2)).toEqual(['customer', 'service', 'refund', 'service refund']);
  });

  it('writes bigrams as they appear most often', () => {
    const corpus = build(['müşteri hizmetleri kaba', 'Müşteri hizmetleri yok', 'müşteri hizmetlerine ulaşamadım']);
    expect(corpus.phrases).toContain('müşteri hizmetleri');
    expect(corpus.phrases).not.toContain('müşteri hizmetlerine');
  });

  it('uses Turkish casing for documents guessed Turkish', () => {
    const corpus = build(['KARGO HIZLI GELDİ, ÇOK İYİ', 'kargo hızlı geldi']);
    expect(phrasesOf(corpus, 0)).toEqual(['kargo', 'hızlı', 'geldi', 'kargo hızlı', 'hızlı geldi']);
  });

  it('weighs by TF-IDF to unit length, and keeps identical documents non-zero', () => {
    const corpus = build(['late package', 'late package', 'late refund']);
    for (const v of corpus.vectors) expect(v.values.reduce((s, x) => s + x * x, 0)).toBeCloseTo(1, 12);
    const [late, pkg] = corpus.vectors[0]?.values ?? [];
    expect(late).toBeLessThan(pkg as number);
    const same = build(['kargo geç', 'kargo geç']);
    expect(same.vectors[0]?.values.length).toBe(3);
    expect(same.vectors[0]?.values[0]).toBeGreaterThan(0);
  });

  it('leaves documents without shared content words empty', () => {
    const corpus = build(['ve bir de çok', '', 'kargo geç', 'kargo geldi', 'renk güzel']);
    expect(corpus.vectors.map((v) => v.ids.length)).toEqual([0, 0, 1, 1, 0]);
  });
});
