import { describe, expect, it } from 'vitest';
import {
  answerRequest,
  batches,
  capLabels,
  containsQuote,
  cosine,
  keepCitations,
  labelRequest,
  rankByWords,
  systemMessage,
  voteLabels,
} from './protocol.js';

const text = 'Kargo çok geç geldi, İade süreci de zordu. The price was fine.';

describe('quotes', () => {
  it('accepts words of the document whatever their case and spacing, Turkish-aware', () => {
    expect(containsQuote(text, 'kargo çok  geç')).toBe(true);
    expect(containsQuote(text, 'iade süreci')).toBe(true);
    expect(containsQuote(text, 'PRICE WAS')).toBe(true);
  });
  it('drops invented and empty quotes', () => {
    expect(containsQuote(text, 'the courier was rude')).toBe(false);
    expect(containsQuote(text, '  ')).toBe(false);
  });
});

describe('majority vote', () => {
  const label = (name: string, quote = 'Kargo') => ({ name, quote, reason: `mentions ${quote}` });
  const all = () => true;

  it('suggests a label more than half of the answers named, with the share as confidence', () => {
    const answers = [
      [label('Delivery'), label('Price', 'price')],
      [label('delivery')],
      [label('Delivery'), label('Price', 'price')],
    ];
    const voted = voteLabels(answers, 3, text, all);
    expect(voted.map((v) => [v.name, v.votes, v.confidence])).toEqual([
      ['Delivery', 3, 1],
      ['Price', 2, 2 / 3],
    ]);
  });

  it('needs a strict majority: two of four is not enough', () => {
    const answers = [[label('Delivery')], [label('Delivery')], [], []];
    expect(voteLabels(answers, 4, text, all)).toEqual([]);
  });

  it('does not count a label whose quote the document lacks, nor one the caller refuses', () => {
    expect(voteLabels([[label('Delivery', 'invented words')]], 1, text, all)).toEqual([]);
    expect(voteLabels([[label('Unknown')]], 1, text, (k) => k === 'delivery')).toEqual([]);
  });

  it('counts a name once per answer', () => {
    const voted = voteLabels([[label('Delivery'), label('DELIVERY')], []], 2, text, all);
    expect(voted).toEqual([]);
  });
});

describe('caps', () => {
  const v = (key: string, confidence = 1) => ({ name: key, key, votes: 1, confidence, quote: '', reason: '' });
  it('keeps at most max labels per document and at most assignmentLimit per category in the run', () => {
    const used = new Map<string, number>();
    expect(capLabels([v('a'), v('b'), v('c')], 2, null, used).map((l) => l.key)).toEqual(['a', 'b']);
    const limited = new Map<string, number>();
    expect(capLabels([v('a')], 3, 1, limited).map((l) => l.key)).toEqual(['a']);
    expect(capLabels([v('a'), v('b')], 3, 1, limited).map((l) => l.key)).toEqual(['b']);
  });
});

describe('citations', () => {
  it('keeps only given documents with quotes they contain, once each', () => {
    const docs = [
      { id: 'd1', text: 'The parcel was late' },
      { id: 'd2', text: 'Great price' },
    ];
    expect(
      keepCitations(
        [
          { documentId: 'd1', quote: 'parcel was late' },
          { documentId: 'd1', quote: 'Parcel  was late' },
          { documentId: 'd2', quote: 'terrible price' },
          { documentId: 'd9', quote: 'Great price' },
        ],
        docs,
      ),
    ).toEqual([{ documentId: 'd1', quote: 'parcel was late' }]);
  });
});

describe('prompts', () => {
  it('puts the task object in the final user message, ten documents per batch', () => {
    const docs = Array.from({ length: 23 }, (_, i) => ({ id: `d${i}`, text: `text ${i}` }));
    expect(batches(docs).map((b) => b.length)).toEqual([10, 10, 3]);
    const body = JSON.parse(
      labelRequest('CLASSIFY', { categories: ['Delivery'], min: 0, max: 1, allowNew: false, documents: docs.slice(0, 2) }),
    ) as unknown;
    expect(body).toEqual({
      task: 'CLASSIFY',
      categories: ['Delivery'],
      min: 0,
      max: 1,
      allowNew: false,
      documents: [
        { id: 'd0', text: 'text 0' },
        { id: 'd1', text: 'text 1' },
      ],
    });
  });

  it('gives an answer the count from the search, and the system message the subject and instructions', () => {
    const body = JSON.parse(answerRequest('ANSWER', { question: 'Why?', matching: 42, documents: [] })) as unknown;
    expect(body).toEqual({ task: 'ANSWER', question: 'Why?', matching: 42, documents: [] });
    const system = systemMessage('CLASSIFY', 'Delivery complaints', 'Prefer leaves');
    expect(system).toContain('Subject: Delivery complaints');
    expect(system).toContain('Instructions: Prefer leaves');
    expect(system).toContain('JSON');
  });
});

describe('retrieval', () => {
  it('ranks by words shared with the question, keeping order on ties', () => {
    const docs = [
      { id: 'a', text: 'nothing here' },
      { id: 'b', text: 'the courier delivery was late' },
      { id: 'c', text: 'late again' },
    ];
    expect(rankByWords('Why is delivery late?', docs).map((d) => d.id)).toEqual(['b', 'c', 'a']);
  });
  it('measures cosine similarity', () => {
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });
});
