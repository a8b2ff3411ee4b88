import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, Vectorizer, extractCounts, type FeatureConfig } from './features.js';
import { hashString } from './hash.js';

const words: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, maxWordNgram: 1, maxCharNgram: 0, foldDiacritics: false };

describe('hashString', () => {
  it('is deterministic and seed-dependent', () => {
    expect(hashString('kargo')).toBe(hashString('kargo'));
    expect(hashString('kargo', 1)).not.toBe(hashString('kargo', 2));
    expect(hashString('kargo')).toBeGreaterThanOrEqual(0);
  });
});

describe('extractCounts', () => {
  it('counts unigrams, bigrams and char_wb n-grams', () => {
    // "ab": 1 unigram; char n-grams of " ab ": 3 of length 2, 2 of length 3, 1 of length 4 → 6.
    expect(sum(extractCounts('ab', { ...words, minCharNgram: 2, maxCharNgram: 5 }))).toBe(1 + 6);
    // "a b c": 3 unigrams + 2 bigrams.
    expect(sum(extractCounts('a b c', { ...words, maxWordNgram: 2 }))).toBe(5);
  });

  it('adds folded variants so text typed without diacritics shares features', () => {
    const cfg = { ...words, foldDiacritics: true, language: 'tr' as const };
    const plain = extractCounts('urun', cfg);
    const accented = extractCounts('ÜRÜN', cfg);
    const [urun] = [...plain.keys()];
    expect(accented.has(urun as number)).toBe(true);
    expect(accented.size).toBe(2);
  });
});

describe('block normalisation', () => {
  it('gives the word block and the character block unit length each', () => {
    const cfg: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, maxWordNgram: 1, minCharNgram: 3, maxCharNgram: 3 };
    const v = Vectorizer.fit(['kargo geldi', 'ürün güzel'], cfg);
    const x = v.transform('kargo geldi');
    const words = v.transform('kargo geldi').indices.filter((c) => (v.buckets[c] as number) < 2 ** cfg.hashBits).length;
    expect(words).toBe(2);
    let wordNorm = 0;
    let charNorm = 0;
    x.indices.forEach((c, i) => {
      const sq = (x.values[i] as number) ** 2;
      if ((v.buckets[c] as number) < 2 ** cfg.hashBits) wordNorm += sq;
      else charNorm += sq;
    });
    expect(wordNorm).toBeCloseTo(1, 6);
    expect(charNorm).toBeCloseTo(1, 6);
    const joint = Vectorizer.fit(['kargo geldi', 'ürün güzel'], { ...cfg, normalizeBlocks: false }).transform('kargo geldi');
    expect(joint.values.reduce((a, q) => a + q * q, 0)).toBeCloseTo(1, 6);
  });
});

describe('Vectorizer', () => {
  const texts = ['kargo hızlı', 'kargo geç', 'ürün güzel'];
  const v = Vectorizer.fit(texts, words);

  it('keeps one column per training feature with smoothed IDF', () => {
    expect(v.size).toBe(5);
    const kargo = v.transform('kargo');
    // df(kargo) = 2 of 3 → ln(4/3) + 1.
    const c = kargo.indices[0] as number;
    expect(v.idf[c]).toBeCloseTo(Math.log(4 / 3) + 1, 6);
  });

  it('produces L2-normalised sparse vectors with distinct columns and sublinear TF', () => {
    const x = v.transform('kargo kargo kargo hızlı bilinmeyen');
    expect(x.indices.length).toBe(2);
    expect(x.indices[0]).not.toBe(x.indices[1]);
    let norm = 0;
    for (const val of x.values) norm += val * val;
    expect(norm).toBeCloseTo(1, 6);
    const idfK = Math.log(4 / 3) + 1;
    const idfH = Math.log(4 / 2) + 1;
    const k = (1 + Math.log(3)) * idfK;
    const ratio = k / idfH;
    const [a, b] = [...x.values];
    const cK = v.transform('kargo').indices[0];
    const got = x.indices[0] === cK ? (a as number) / (b as number) : (b as number) / (a as number);
    expect(got).toBeCloseTo(ratio, 5);
  });

  it('maps unseen text to the empty vector', () => {
    expect(v.transform('xyz').indices.length).toBe(0);
  });
});

function sum(m: Map<number, number>): number {
  let s = 0;
  for (const c of m.values()) s += c;
  return s;
}

describe('char n-gram hashing', () => {
  it('hashes each padded n-gram as hashString would, into the upper half of the bucket space', () => {
    const cfg: FeatureConfig = { ...words, maxWordNgram: 1, minCharNgram: 2, maxCharNgram: 3 };
    const got = extractCounts('aba', cfg);
    const mask = (1 << cfg.hashBits) - 1;
    // " aba ": 2-grams " a", "ab", "ba", "a " and 3-grams " ab", "aba", "ba ", plus the word itself.
    const grams = [' a', 'ab', 'ba', 'a ', ' ab', 'aba', 'ba '];
    for (const g of grams) expect(got.has((hashString(g, 0x7f4a7c15) & mask) + mask + 1)).toBe(true);
    expect(sum(got)).toBe(grams.length + 1);
  });

  it('fitTransform equals fit then transform', () => {
    const texts = ['kargo hızlı geldi', 'ürün güzel', 'kargo geç geldi'];
    const { vectorizer, vectors } = Vectorizer.fitTransform(texts);
    expect(vectors).toEqual(texts.map((t) => vectorizer.transform(t)));
    expect(Vectorizer.fit(texts).buckets).toEqual(vectorizer.buckets);
  });
});

describe('stem features', () => {
  it('adds the stem of each word only when switched on', () => {
    const cfg: FeatureConfig = {
      ...DEFAULT_FEATURE_CONFIG,
      maxWordNgram: 1,
      maxCharNgram: 0,
      foldDiacritics: false,
      language: 'tr',
    };
    expect(extractCounts('kitaplarımızdan', cfg).size).toBe(1);
    const stemmed = extractCounts('kitaplarımızdan', { ...cfg, stems: true });
    expect(stemmed.size).toBe(2);
    // Stems have their own namespace, so every inflection of "kitap" shares one stem feature.
    const other = extractCounts('kitapları', { ...cfg, stems: true });
    expect([...other.keys()][1]).toBe([...stemmed.keys()][1]);
  });
});
