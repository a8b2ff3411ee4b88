import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.js';
import { ENGLISH_THEMES, TURKISH_THEMES, documentsOf } from './fixtures.test-data.js';
import { ENGLISH_STOPWORDS, TURKISH_STOPWORDS } from './stopwords.js';
import { type TopicDocument, type TopicResult, topics } from './topics.js';

/** Texts written for these tests: content-free chatter (stopwords, mentions, links, numbers, single letters). */
const NOISE = [
  'Ve bu da çok, ama işte @destek https://ornek.com 5',
  'bu da ne ya @destek 12 a',
  'ama işte bu, 3 x 4 @firma',
  'ne diye @destek https://ornek.com/a',
  'so what is this @airline http://t.co/abc 7 b',
  "it's just that @airline 10 c",
  'and then this was it 42 @airline',
  'ya işte bu kadar 99 d',
];

/** Turkish complaints whose words come in several forms, with numbers carrying suffixes ("5'te", "10’da"). */
const TURKISH_FORMS = [
  "Siparişim 5'te gelecekti, gelmedi",
  'siparişim hâlâ yok, 10’da gelecekti',
  "Siparişimi iptal ettim, 3'te gelmedi",
  'siparişim kayboldu, gelmedi',
  'Siparişimin durumu belli değil, gelmedi',
  "siparişim 2'de gelecekti",
];

const idsOf = (result: TopicResult): string[] => [...result.topics.flatMap((t) => t.documentIds), ...result.outlierIds];

/** Every word of every key phrase as it appears in the lower-cased documents. */
function surfaceWords(docs: readonly TopicDocument[]): Set<string> {
  const words = new Set<string>();
  for (const d of docs) {
    for (const lang of ['auto', 'tr'] as const)
      for (const w of normalizeText(d.text, lang).split(/[^\p{L}\p{N}]+/u)) words.add(w);
  }
  return words;
}

const STOP = new Set([...TURKISH_STOPWORDS, ...ENGLISH_STOPWORDS]);

/** Asserts that a result names its topics with real, meaningful words and accounts for each document once. */
function expectReadable(docs: readonly TopicDocument[], result: TopicResult): void {
  const words = surfaceWords(docs);
  for (const t of result.topics) {
    expect(t.keyPhrases.length).toBeGreaterThan(0);
    expect(t.label).not.toBe('');
    for (const { phrase } of t.keyPhrases) {
      for (const w of phrase.split(' ')) {
        expect(words.has(w), `"${w}" of "${phrase}" is written in some document`).toBe(true);
        expect([...w].length).toBeGreaterThanOrEqual(2);
        expect(STOP.has(w)).toBe(false);
        expect(w).not.toMatch(/^xx(?:url|email|phone|mention|num)$/u);
      }
    }
  }
  expect(idsOf(result).sort()).toEqual(docs.map((d) => d.id).sort());
}

describe('topic quality', () => {
  it('names Turkish topics by surface forms, not stems, and never by a number suffix', () => {
    const docs = [...documentsOf(TURKISH_THEMES), ...TURKISH_FORMS.map((text, i) => ({ id: `forms-${i}`, text }))];
    const result = topics(docs);
    expectReadable(docs, result);
    const order = result.topics.find((t) => t.documentIds.includes('forms-0'));
    // "sipar" is the key of siparişim/siparişimi/siparişimin; the most frequent form is shown.
    expect(order?.keyPhrases[0]?.phrase).toBe('siparişim');
    const all = result.topics.flatMap((t) => t.keyPhrases.map((p) => p.phrase));
    expect(all.filter((p) => ['sipar', 'te', 'da', 'de'].some((x) => p.split(' ').includes(x)))).toEqual([]);
    const late = result.topics.find((t) => t.documentIds.includes('late-0'));
    expect(late?.keyPhrases.map((p) => p.phrase)).toContain('kargo');
  });

  it('names English topics by their most frequent word forms', () => {
    const docs = [
      ...documentsOf(ENGLISH_THEMES),
      ...[
        'Flight delayed again',
        'flight delayed 3 hours',
        'Delayed flights all week',
        'my flight is delayed',
        'delay after delay',
      ].map((text, i) => ({ id: `delay-${i}`, text })),
    ];
    const result = topics(docs);
    expectReadable(docs, result);
    const delay = result.topics.find((t) => t.documentIds.includes('delay-0'));
    // "delay" and "delayed" share a key; "delayed" is written more often.
    expect(delay?.keyPhrases[0]?.phrase).toBe('delayed');
    const phrases = result.topics.flatMap((t) => t.keyPhrases.map((p) => p.phrase));
    expect(phrases).not.toContain('delay');
  });

  it('makes no topic of stopwords, placeholders and single letters, even when they repeat', () => {
    const noise = [...NOISE, ...NOISE].map((text, i) => ({ id: `noise-${i}`, text }));
    const alone = topics(noise);
    expect(alone.topics).toEqual([]);
    expect(alone.outlierIds).toHaveLength(noise.length);
    const docs = [...documentsOf(TURKISH_THEMES), ...documentsOf(ENGLISH_THEMES, 'en-'), ...noise];
    const result = topics(docs);
    expectReadable(docs, result);
    expect(result.outlierIds.filter((id) => id.startsWith('noise-'))).toHaveLength(noise.length);
  });

  it('keeps outliers apart from the topics, each document in exactly one place', () => {
    const offTopic = ['Renk seçenekleri az', 'Uygulama sürekli çöküyor', 'The seats were comfortable', 'Fiyatlar pahalı'];
    const docs = [...documentsOf(TURKISH_THEMES), ...offTopic.map((text, i) => ({ id: `off-${i}`, text }))];
    const result = topics(docs);
    expect(result.outlierIds).toEqual(['off-0', 'off-1', 'off-2', 'off-3']);
    const members = result.topics.flatMap((t) => t.documentIds);
    expect(new Set(members).size).toBe(members.length);
    expect(members.filter((id) => result.outlierIds.includes(id))).toEqual([]);
    expectReadable(docs, result);
  });
});
