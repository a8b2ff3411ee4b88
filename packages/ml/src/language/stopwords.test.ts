import { describe, expect, it } from 'vitest';
import { MEANINGFUL_WORDS, NEGATION_WORDS } from './stopword-exceptions.js';
import { stopwordsFor } from './stopwords.js';

describe('stopwordsFor("tr")', () => {
  const stopwords = stopwordsFor('tr');

  it('contains Turkish function words', () => {
    for (const word of ['ve', 'bu', 'bir', 'için', 'ile', 'şu', 'gibi', 'ki']) expect(stopwords.has(word), word).toBe(true);
  });

  it('keeps negations out, as they reverse the meaning of feedback', () => {
    for (const word of ['değil', 'yok', 'hiç', 'hiçbir', 'olmadı', 'olmaz', 'kimse']) {
      expect(stopwords.has(word), word).toBe(false);
    }
  });

  it('keeps polarity, degree and contrast words out', () => {
    for (const word of ['iyi', 'çok', 'az', 'ama', 'fakat', 'var', 'daha', 'henüz'])
      expect(stopwords.has(word), word).toBe(false);
  });

  it('repairs the mis-encoded entries of stopwords-iso', () => {
    expect(stopwords.has('başka')).toBe(true);
    expect(stopwords.has('şimdi')).toBe(true);
    for (const word of stopwords) expect(word, word).not.toMatch(/[ýþţđ]/u);
    // "deđil" is "değil" mis-encoded: repaired, it is a negation and stays out.
    expect(stopwords.has('deđil')).toBe(false);
  });

  it('is lower-case with Turkish rules', () => {
    for (const word of stopwords) expect(word).toBe(word.toLocaleLowerCase('tr'));
  });
});

describe('stopwordsFor("en")', () => {
  const stopwords = stopwordsFor('en');

  it('contains English function words', () => {
    for (const word of ['the', 'a', 'and', 'of', 'is', 'was', 'it', 'they']) expect(stopwords.has(word), word).toBe(true);
  });

  it('keeps negations out in every spelling', () => {
    for (const word of ['not', 'no', 'never', 'nothing', 'without', "don't", 'don’t', 'dont', "can't", "isn't", 'won’t']) {
      expect(stopwords.has(word), word).toBe(false);
    }
  });

  it('keeps polarity, degree, contrast and customer-service words out', () => {
    for (const word of ['good', 'great', 'sorry', 'very', 'but', 'still', 'order', 'help', 'problem', 'work']) {
      expect(stopwords.has(word), word).toBe(false);
    }
  });

  it('lists apostrophe words with both straight and curly apostrophes', () => {
    expect(stopwords.has("it's")).toBe(true);
    expect(stopwords.has('it’s')).toBe(true);
  });

  it('drops entries the tokenizer can never produce', () => {
    for (const word of ["'ll", 'i.e.', 'co.', 'et-al', '10']) expect(stopwords.has(word), word).toBe(false);
  });
});

describe('stopwordsFor', () => {
  it('never contains a negation or meaningful word', () => {
    for (const language of ['tr', 'en'] as const) {
      const stopwords = stopwordsFor(language);
      for (const word of [...NEGATION_WORDS[language], ...MEANINGFUL_WORDS[language]]) {
        expect(stopwords.has(word), `${language}: ${word}`).toBe(false);
      }
    }
  });

  it('ignores a region and returns the same set each time', () => {
    expect(stopwordsFor('tr-TR')).toBe(stopwordsFor('tr'));
    expect(stopwordsFor('en-US')).toBe(stopwordsFor('en'));
  });

  it('returns an empty set for other languages', () => {
    for (const language of ['de', 'und', 'auto', '']) expect(stopwordsFor(language).size, language).toBe(0);
  });
});
