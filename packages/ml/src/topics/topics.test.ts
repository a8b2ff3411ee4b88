import { describe, expect, it } from 'vitest';
import { ENGLISH_THEMES, TURKISH_STRAGGLERS, TURKISH_THEMES, documentsOf, generatedTurkish } from './fixtures.test-data.js';
import { type TopicResult, topics } from './topics.js';

const turkish = [...documentsOf(TURKISH_THEMES), ...TURKISH_STRAGGLERS.map((text, i) => ({ id: `x-${i}`, text }))];

/** Each topic as the sorted list of the themes of its documents (ids are "<theme>-<n>"). */
const themesOf = (result: TopicResult): string[][] =>
  result.topics.map((t) => [...new Set(t.documentIds.map((id) => id.replace(/-\d+$/u, '')))].sort());

describe('topics', () => {
  it('recovers three Turkish themes with telling key phrases, leaving unrelated remarks as outliers', () => {
    const result = topics(turkish);
    expect(result.topics.map((t) => t.label)).toEqual([
      'kargo / geç geldi / teslimat',
      'kaba / müşteri hizmetleri / ilgisiz',
      'iade / ücretimi / alamadım',
    ]);
    expect(result.topics.map((t) => t.documentIds)).toEqual([
      TURKISH_THEMES.late.map((_, i) => `late-${i}`),
      TURKISH_THEMES.rude.map((_, i) => `rude-${i}`),
      TURKISH_THEMES.refund.map((_, i) => `refund-${i}`),
    ]);
    expect(result.outlierIds).toEqual(['x-0', 'x-1', 'x-2']);
    const [late] = result.topics;
    expect(late?.keyPhrases.map((p) => p.phrase)).toEqual(['kargo', 'geç geldi', 'teslimat', 'siparişim', 'yavaş']);
    expect(late?.size).toBe(8);
    expect(late?.id).toBe(0);
  });

  it('recovers English themes, and keeps languages apart in a mixed corpus', () => {
    expect(topics(documentsOf(ENGLISH_THEMES)).topics.map((t) => t.label)).toEqual([
      'late / package / courier',
      'rude / customer support / agent',
      'refund / returned / received',
    ]);
    const mixed = topics([...documentsOf(ENGLISH_THEMES, 'en-'), ...documentsOf(TURKISH_THEMES, 'tr-')]);
    expect(themesOf(mixed)).toEqual([['tr-late'], ['tr-rude'], ['tr-refund'], ['en-late'], ['en-rude'], ['en-refund']]);
  });

  it('is deterministic for a seed', () => {
    const docs = generatedTurkish();
    for (const seed of [1, 2, 42]) {
      const first = topics(docs, { seed, maxTopics: 6 });
      expect(topics(docs, { seed, maxTopics: 6 })).toEqual(first);
      expect(first.topics.length).toBeGreaterThan(0);
    }
  });

  it('folds sub-themes into their theme when the topic limit is low', () => {
    const docs = generatedTurkish();
    for (const seed of [1, 2, 3]) {
      const result = topics(docs, { seed, maxTopics: 3 });
      expect(themesOf(result)).toEqual([['late'], ['rude'], ['refund']]);
      expect(result.outlierIds).toEqual([]);
    }
  });

  it('keeps at most maxTopics topics, the largest ones', () => {
    const result = topics(turkish, { maxTopics: 2 });
    expect(result.topics).toHaveLength(2);
    expect(themesOf(result)).toEqual([['late'], ['rude']]);
    // The third theme shares no word with the kept ones: its documents become outliers.
    expect(result.outlierIds).toHaveLength(8 + 3);
    const generated = topics(generatedTurkish(), { maxTopics: 4 });
    expect(generated.topics.length).toBeLessThanOrEqual(4);
  });

  it('sends documents below the similarity threshold to the outliers', () => {
    const straggler = { id: 's', text: 'Takip numarası yanlış yazılmış' };
    const loose = topics([...turkish, straggler], { similarityThreshold: 0.1, minTopicSize: 3 });
    expect(loose.topics[0]?.documentIds).toContain('s');
    const strict = topics([...turkish, straggler], { similarityThreshold: 0.3, minTopicSize: 3 });
    expect(strict.outlierIds).toContain('s');
    expect(themesOf(strict)).toEqual([['late'], ['rude'], ['refund']]);
    const everything = topics(turkish, { similarityThreshold: 1 });
    expect(everything.topics).toEqual([]);
    expect(everything.outlierIds).toHaveLength(turkish.length);
  });

  it('picks a representative from the topic, closest to its centre', () => {
    const result = topics(generatedTurkish(), { maxTopics: 3 });
    for (const t of result.topics) expect(t.documentIds).toContain(t.representativeId);
    expect(topics(turkish).topics.map((t) => t.representativeId)).toEqual(['late-0', 'rude-0', 'refund-3']);
  });

  it('gives each member its similarity to the centre and up to three representatives, closest first', () => {
    const result = topics(generatedTurkish(), { maxTopics: 3 });
    for (const t of result.topics) {
      expect(t.similarities).toHaveLength(t.documentIds.length);
      for (const s of t.similarities) {
        expect(s).toBeGreaterThan(0.1 - 1e-12);
        expect(s).toBeLessThanOrEqual(1 + 1e-12);
      }
      expect(t.representativeIds).toHaveLength(3);
      expect(t.representativeIds[0]).toBe(t.representativeId);
      const simOf = (id: string): number => t.similarities[t.documentIds.indexOf(id)] as number;
      const best = Math.max(...t.similarities);
      expect(simOf(t.representativeId)).toBe(best);
      const reps = t.representativeIds.map(simOf);
      expect(reps).toEqual([...reps].sort((a, b) => b - a));
      const others = t.documentIds.filter((id) => !t.representativeIds.includes(id)).map(simOf);
      expect(Math.max(...others)).toBeLessThanOrEqual(reps.at(-1) as number);
    }
    const pair = topics([
      { id: 'a', text: 'kargo geç geldi' },
      { id: 'b', text: 'kargom geç geldi' },
    ]);
    expect(pair.topics[0]?.representativeIds).toEqual(['a', 'b']);
  });

  it('sorts topics by size and numbers them in that order', () => {
    const result = topics([...turkish, { id: 'late-extra', text: 'Kargo yine geç geldi' }]);
    expect(result.topics.map((t) => t.size)).toEqual([9, 8, 8]);
    expect(result.topics.map((t) => t.id)).toEqual([0, 1, 2]);
  });

  it('applies extra stopwords', () => {
    const [late] = topics(turkish, { stopwords: ['KARGO'] }).topics;
    expect(late?.keyPhrases.map((p) => p.phrase)).not.toContain('kargo');
  });
});

describe('topics on edge cases', () => {
  it('returns nothing for no documents', () => {
    expect(topics([])).toEqual({ topics: [], outlierIds: [] });
  });

  it('copes with fewer documents than topics', () => {
    const result = topics(
      [
        { id: 'a', text: 'kargo geç geldi' },
        { id: 'b', text: 'kargom geç geldi' },
        { id: 'c', text: 'iade yok' },
      ],
      { maxTopics: 10 },
    );
    expect(result.topics.map((t) => t.documentIds)).toEqual([['a', 'b']]);
    expect(result.outlierIds).toEqual(['c']);
    expect(topics([{ id: 'a', text: 'kargo geç geldi' }])).toEqual({ topics: [], outlierIds: ['a'] });
  });

  it('puts identical documents into one topic', () => {
    const docs = ['1', '2', '3', '4', '5'].map((id) => ({ id, text: 'Kargo çok geç geldi' }));
    const result = topics(docs);
    expect(result.topics).toHaveLength(1);
    expect(result.topics[0]).toMatchObject({ documentIds: ['1', '2', '3', '4', '5'], representativeId: '1', size: 5 });
    expect(result.topics[0]?.label).toBe('kargo / geç geldi');
  });

  it('treats documents of only stopwords, placeholders or nothing as outliers', () => {
    const docs = [
      ...documentsOf(TURKISH_THEMES),
      { id: 'stop', text: 'Ve bu da çok, ama işte' },
      { id: 'link', text: 'https://example.com 12345 @destek' },
      { id: 'empty', text: '' },
    ];
    const result = topics(docs);
    expect(result.outlierIds).toEqual(['stop', 'link', 'empty']);
    expect(result.topics).toHaveLength(3);
  });

  it('rejects duplicate ids and invalid options', () => {
    expect(() =>
      topics([
        { id: 'a', text: 'x' },
        { id: 'a', text: 'y' },
      ]),
    ).toThrow(/Duplicate document id: a/u);
    expect(() => topics(turkish, { maxTopics: 0 })).toThrow(RangeError);
    expect(() => topics(turkish, { minTopicSize: 1.5 })).toThrow(RangeError);
    expect(() => topics(turkish, { maxKeyPhrases: 0 })).toThrow(RangeError);
    expect(() => topics(turkish, { similarityThreshold: 1.2 })).toThrow(RangeError);
    expect(() => topics(turkish, { similarityThreshold: Number.NaN })).toThrow(RangeError);
    expect(() => topics(turkish, { seed: 0.5 })).toThrow(RangeError);
  });
});
