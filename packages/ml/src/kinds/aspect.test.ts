import { describe, expect, it } from 'vitest';
import type { Prediction } from '../model.js';
import { TextClassifier } from '../model.js';
import { type AspectSentiment, type Predictor, aspectSentiment, aspectSentimentAsync } from './aspect.js';
import { validateSentimentLabels } from './sentiment.js';

// Keyword-based stand-ins for classifiers: test inputs, not product logic.
const CATEGORY_WORDS: Record<string, string[]> = {
  delivery: ['kargo', 'teslimat', 'kurye', 'paket'],
  product: ['ürün', 'renk', 'kalite'],
  support: ['destek', 'temsilci', 'müşteri hizmetleri'],
};
const POSITIVE = ['hızlı', 'harika', 'güzel', 'teşekkür', 'sağlam'];
const NEGATIVE = ['kırık', 'geç', 'kötü', 'kaba', 'ezik'];

/** Multi-label style: 0.9 for a category whose keyword occurs, else 0.1. */
const keywordCategories: Predictor = (texts) =>
  texts.map((t) => {
    const lower = t.toLocaleLowerCase('tr');
    return Object.entries(CATEGORY_WORDS).map(([label, words]) => ({
      label,
      score: words.some((w) => lower.includes(w)) ? 0.9 : 0.1,
    }));
  });

const keywordSentiment: Predictor = (texts) =>
  texts.map((t) => {
    const lower = t.toLocaleLowerCase('tr');
    const pos = POSITIVE.filter((w) => lower.includes(w)).length;
    const neg = NEGATIVE.filter((w) => lower.includes(w)).length;
    const [p, n] = pos > neg ? [0.8, 0.05] : neg > pos ? [0.05, 0.8] : [0.15, 0.15];
    return [
      { label: 'positive', score: p },
      { label: 'neutral', score: 1 - p - n },
      { label: 'negative', score: n },
    ];
  });

/** A predictor answering from a fixed table, so edge cases can be set up exactly. */
function fromTable(table: Record<string, Prediction[]>): Predictor {
  return (texts) =>
    texts.map((t) => {
      const row = table[t];
      if (row === undefined) throw new Error(`no fixture for "${t}"`);
      return row;
    });
}

function counting(predictor: Predictor): { predictor: Predictor; calls: (readonly string[])[] } {
  const calls: (readonly string[])[] = [];
  return {
    calls,
    predictor: (texts) => {
      calls.push(texts);
      return predictor(texts);
    },
  };
}

const summary = (aspects: AspectSentiment[]): [string, string][] => aspects.map((a) => [a.category, a.sentiment]);

describe('aspectSentiment', () => {
  const text = 'Kargo çok hızlıydı ama ürün kırık geldi.';

  it('gives each category the sentiment of its own clause', () => {
    const aspects = aspectSentiment(text, keywordCategories, keywordSentiment);
    expect(summary(aspects)).toEqual([
      ['delivery', 'positive'],
      ['product', 'negative'],
    ]);
    const [delivery, product] = aspects;
    expect(delivery?.sentences).toEqual([{ start: 0, end: 18 }]);
    expect(product?.sentences).toEqual([{ start: 19, end: 40 }]);
    expect(text.slice(19, 40)).toBe('ama ürün kırık geldi.');
    expect(delivery?.polarity).toBeCloseTo(0.75, 12);
    expect(product?.polarity).toBeCloseTo(-0.75, 12);
    expect(delivery?.categoryScore).toBe(0.9);
    expect(delivery?.wholeDocument).toBe(false);
  });

  it('calls each predictor once per document with everything it needs', () => {
    const category = counting(keywordCategories);
    const sentiment = counting(keywordSentiment);
    aspectSentiment(`Merhaba. ${text} Teşekkürler.`, category.predictor, sentiment.predictor);
    expect(category.calls).toEqual([
      [`Merhaba. ${text} Teşekkürler.`, 'Merhaba.', 'Kargo çok hızlıydı', 'ama ürün kırık geldi.', 'Teşekkürler.'],
    ]);
    // The greeting and the thanks carry no category, so they are not scored for sentiment.
    expect(sentiment.calls).toEqual([['Kargo çok hızlıydı', 'ama ürün kırık geldi.']]);
  });

  it('averages the sentiment of several sentences, weighted by how strongly each carries the category', () => {
    const doc = 'Kargo geç geldi. Kurye harikaydı.';
    const categories = fromTable({
      [doc]: [{ label: 'delivery', score: 0.95 }],
      'Kargo geç geldi.': [{ label: 'delivery', score: 0.9 }],
      'Kurye harikaydı.': [{ label: 'delivery', score: 0.6 }],
    });
    const [delivery] = aspectSentiment(doc, categories, keywordSentiment);
    // positive: (0.9 · 0.05 + 0.6 · 0.8) / 1.5 = 0.35; negative: (0.9 · 0.8 + 0.6 · 0.05) / 1.5 = 0.5
    expect(delivery?.sentiment).toBe('negative');
    expect(delivery?.scores.map((s) => [s.label, Number(s.score.toFixed(9))])).toEqual([
      ['negative', 0.5],
      ['positive', 0.35],
      ['neutral', 0.15],
    ]);
    expect(delivery?.polarity).toBeCloseTo(-0.15, 12);
    expect(delivery?.sentences).toHaveLength(2);
  });

  it('falls back to the sentences a category is the best label of, then to the whole document', () => {
    const doc = 'İlk cümle. İkinci cümle.';
    const categories = fromTable({
      [doc]: [
        { label: 'support', score: 0.6 },
        { label: 'product', score: 0.55 },
      ],
      'İlk cümle.': [
        { label: 'product', score: 0.4 },
        { label: 'support', score: 0.35 },
      ],
      'İkinci cümle.': [
        { label: 'product', score: 0.45 },
        { label: 'support', score: 0.3 },
      ],
    });
    const sentiment = counting(keywordSentiment);
    const aspects = aspectSentiment(doc, categories, sentiment.predictor);
    expect(aspects.map((a) => [a.category, a.wholeDocument, a.sentences])).toEqual([
      ['support', true, [{ start: 0, end: 24 }]],
      [
        'product',
        false,
        [
          { start: 0, end: 10 },
          { start: 11, end: 24 },
        ],
      ],
    ]);
    expect(sentiment.calls).toEqual([['İlk cümle.', 'İkinci cümle.', doc]]);
  });

  it('takes only the best document category when none passes the threshold', () => {
    const doc = 'Sadece bir cümle';
    const categories = fromTable({
      [doc]: [
        { label: 'product', score: 0.3 },
        { label: 'delivery', score: 0.4 },
      ],
    });
    const aspects = aspectSentiment(doc, categories, keywordSentiment);
    expect(aspects.map((a) => [a.category, a.sentiment, a.wholeDocument])).toEqual([['delivery', 'neutral', true]]);
  });

  it('adds categories found only in sentences when asked (single-label category models)', () => {
    const singleLabel: Predictor = (texts) =>
      keywordCategories(texts).map((scores) => {
        const sum = scores.reduce((s, p) => s + p.score * p.score, 0);
        return scores.map((p) => ({ label: p.label, score: (p.score * p.score) / sum }));
      });
    // Both categories appear in the document, so single-label scores split and neither reaches 0.5.
    expect(summary(aspectSentiment(text, singleLabel, keywordSentiment))).toEqual([['delivery', 'positive']]);
    const aspects = aspectSentiment(text, singleLabel, keywordSentiment, { sentenceCategories: true });
    // Both keep their document-level score, 0.81 / 1.63.
    expect(aspects.map((a) => a.categoryScore.toFixed(4))).toEqual(['0.4969', '0.4969']);
    expect(summary(aspects)).toEqual([
      ['delivery', 'positive'],
      ['product', 'negative'],
    ]);
  });

  it('honours ignored categories, the category limit and blank input', () => {
    expect(summary(aspectSentiment(text, keywordCategories, keywordSentiment, { ignoreCategories: ['delivery'] }))).toEqual([
      ['product', 'negative'],
    ]);
    expect(aspectSentiment(text, keywordCategories, keywordSentiment, { maxCategories: 1 })).toHaveLength(1);
    expect(aspectSentiment('  \n ', keywordCategories, keywordSentiment)).toEqual([]);
  });

  it('without clause splitting, one sentence carries both categories', () => {
    const aspects = aspectSentiment(`${text} Paket de ezikti.`, keywordCategories, keywordSentiment, { clauses: false });
    expect(aspects.map((a) => [a.category, a.sentences.length])).toEqual([
      ['delivery', 2],
      ['product', 1],
    ]);
  });

  it('reports a predictor that returns the wrong number of results', () => {
    expect(() => aspectSentiment(text, () => [], keywordSentiment)).toThrow(
      'the category predictor returned 0 results for 3 texts',
    );
  });

  it('accepts asynchronous predictors with the same result', async () => {
    const slow = (p: Predictor) => (texts: readonly string[]) => Promise.resolve(p(texts));
    const aspects = await aspectSentimentAsync(text, slow(keywordCategories), slow(keywordSentiment));
    expect(aspects).toEqual(aspectSentiment(text, keywordCategories, keywordSentiment));
  });

  it('plugs in trained TextClassifiers', () => {
    const delivery = [
      'kargo hızlı geldi',
      'kargo geç geldi',
      'kargom gelmedi',
      'kargo firması',
      'kurye kapıya bıraktı',
      'teslimat hızlıydı',
    ];
    const product = ['ürün kırık', 'ürün harika', 'ürünün rengi farklı', 'ürün kalitesi iyi', 'ürün bozuk çıktı', 'ürün güzel'];
    const categoryModel = TextClassifier.train(
      [...delivery, ...product],
      [...delivery.map(() => 'delivery'), ...product.map(() => 'product')],
      { features: { language: 'tr' } },
    );
    const positive = ['çok hızlıydı', 'harika', 'çok güzel', 'teşekkürler', 'mükemmel', 'hızlı geldi'];
    const negative = ['kırık geldi', 'berbat', 'çok kötü', 'geç geldi', 'bozuk çıktı', 'rezalet'];
    const sentimentModel = TextClassifier.train(
      [...positive, ...negative],
      validateSentimentLabels([...positive.map(() => 'olumlu'), ...negative.map(() => 'olumsuz')]),
      { features: { language: 'tr' } },
    );
    const aspects = aspectSentiment(
      text,
      (texts) => categoryModel.predict(texts),
      (texts) => sentimentModel.predict(texts),
      { sentenceCategories: true },
    );
    expect(summary(aspects).sort()).toEqual([
      ['delivery', 'positive'],
      ['product', 'negative'],
    ]);
  });
});
