import { describe, expect, it } from 'vitest';
import { nextMidnight } from './analysis-presenter.js';
import { bucketer, computeTopics, foldText, granularityOf, keywordMembers, type RunTaskDocument } from './run-task.js';

const doc = (id: string, text: string, date = '2026-03-01T10:00:00Z', sentiment = 'NEGATIVE'): RunTaskDocument => ({
  id,
  text,
  sentiment,
  date: Date.parse(date),
  attributes: ['gold'],
});

describe('trend buckets in the reporting time zone', () => {
  it('puts 23:30 UTC into the next day east of UTC, weeks on their Monday, months by their day', () => {
    const late = Date.parse('2026-03-01T23:30:00Z');
    expect(bucketer('day', 'UTC')(late)).toBe('2026-03-01');
    expect(bucketer('day', 'Europe/Istanbul')(late)).toBe('2026-03-02');
    // 2026-03-02 is a Monday; Sunday 1 March belongs to the week of 23 February.
    expect(bucketer('week', 'UTC')(late)).toBe('2026-02-23');
    expect(bucketer('week', 'Europe/Istanbul')(late)).toBe('2026-03-02');
    expect(bucketer('month', 'Europe/Istanbul')(Date.parse('2026-03-31T22:00:00Z'))).toBe('2026-04');
  });

  it('chooses days up to 62 days, weeks up to a year, months beyond', () => {
    const day = 86_400_000;
    expect(granularityOf(0, 62 * day)).toBe('day');
    expect(granularityOf(0, 63 * day)).toBe('week');
    expect(granularityOf(0, 400 * day)).toBe('month');
  });
});

describe('keyword topics', () => {
  it('match case and diacritics folded, with connected variants', () => {
    expect(foldText('KARGOM İŞ Çok Geç')).toBe('kargom is cok gec');
    const docs = [doc('a', 'Kargom gelmedi'), doc('b', 'KARGO geç'), doc('c', 'fatura yanlış'), doc('d', 'Faturam')];
    expect(keywordMembers(docs, ['kargö'])).toEqual(['a', 'b']);
    expect(keywordMembers(docs, ['FATURA', 'kargom'])).toEqual(['a', 'c', 'd']);
    expect(keywordMembers(docs, ['  '])).toEqual([]);
  });
});

describe('computeTopics', () => {
  it('adds figures per topic and keyword topics of the category only', () => {
    const docs = Array.from({ length: 30 }, (_, i) =>
      doc(
        `d${i}`,
        i % 2 === 0 ? `parcel late courier ${i % 3}` : `refund charged twice card ${i % 4}`,
        `2026-03-0${1 + (i % 3)}T10:00:00Z`,
      ),
    );
    const progress: number[] = [];
    const out = computeTopics(
      {
        categories: [{ categoryId: 'c1', documents: docs }],
        maxTopics: 5,
        similarityThreshold: 0.1,
        keywords: [
          { keyword: 'courier', connected: [], categoryId: null },
          { keyword: 'refund', connected: [], categoryId: 'other' },
        ],
        attributeCodes: ['segment'],
        trend: { granularity: 'day', timeZone: 'UTC', proportional: true },
      },
      (f) => progress.push(f),
    );
    const [cat] = out.categories;
    expect(cat?.documentCount).toBe(30);
    const keyword = cat?.topics.filter((t) => t.algorithm === 'KEYWORD') ?? [];
    expect(keyword.map((t) => [t.label, t.memberIds.length])).toEqual([['courier', 15]]);
    for (const t of cat?.topics ?? []) {
      expect(t.sentiment.negative).toBe(t.memberIds.length);
      expect(t.trend.reduce((s, p) => s + p.count, 0)).toBe(t.memberIds.length);
      expect(t.trend.every((p) => p.share > 0 && p.share <= 1)).toBe(true);
      expect(t.attributes).toEqual([{ code: 'segment', values: [{ value: 'gold', count: t.memberIds.length }] }]);
      expect(t.representativeIds.length).toBeLessThanOrEqual(3);
    }
    expect(progress.at(-1)).toBe(1);
  });
});

describe('the next nightly run', () => {
  it('is the next local midnight of the reporting zone', () => {
    expect(nextMidnight(new Date('2026-03-01T20:59:00Z'), 'Europe/Istanbul').toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(nextMidnight(new Date('2026-03-01T21:00:00Z'), 'Europe/Istanbul').toISOString()).toBe('2026-03-02T21:00:00.000Z');
    expect(nextMidnight(new Date('2026-03-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    // Across a daylight saving change (New York springs forward on 8 March 2026).
    expect(nextMidnight(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe("the operator's dictionary in a run", () => {
  const input = (lists: { stopwords?: string[]; keepWords?: string[] }) => ({
    categories: [
      {
        categoryId: 'c1',
        documents: Array.from({ length: 30 }, (_, i) =>
          doc(`d${i}`, i % 2 === 0 ? `parcel very late courier ${i % 3}` : `refund wrong card ${i % 4}`),
        ),
      },
    ],
    maxTopics: 5,
    similarityThreshold: 0.1,
    keywords: [],
    attributeCodes: [],
    trend: { granularity: 'day' as const, timeZone: 'UTC', proportional: true },
    ...lists,
  });
  const phrases = (out: ReturnType<typeof computeTopics>) =>
    out.categories.flatMap((c) => c.topics.flatMap((t) => t.keyPhrases.map((k) => k.phrase)));

  it('drops added stopwords and keeps removed built-in ones as content words', () => {
    const plain = phrases(computeTopics(input({})));
    expect(plain.some((p) => p.includes('courier'))).toBe(true);
    expect(plain.some((p) => p.split(' ').includes('very'))).toBe(false);
    const edited = phrases(computeTopics(input({ stopwords: ['courier', 'card'], keepWords: ['very'] })));
    expect(edited.some((p) => p.includes('courier') || p.includes('card'))).toBe(false);
    expect(edited.some((p) => p.split(' ').includes('very'))).toBe(true);
  });
});
