import { describe, expect, it } from 'vitest';
import { planJourneyCondition, type SearchContext } from '../project-documents/search-plan.js';
import { conversionOf, figuresOf, movers } from './report-figures.js';
import type { StepDocument } from './report-repository.js';

const ctx: SearchContext = {
  workspaceId: 'w',
  projectId: 'p',
  attributes: new Map([
    ['segment', 'TEXT'],
    ['nps', 'NUMERIC'],
  ]),
  models: new Map([
    [
      'topics',
      { id: 'm', senseType: 'CATEGORY', aspectSentiment: false, within: new Map([['service', ['service', 'staff', 'returns']]]) },
    ],
  ]),
};

const doc = (key: string | null, at: string, over: Partial<StepDocument> = {}): StepDocument => ({
  project_id: 'p',
  customer_key: key,
  at: new Date(at),
  day: at.slice(0, 10),
  nps: null,
  csat: null,
  polarity: null,
  main: true,
  comparison: false,
  ...over,
});

describe('a journey condition on an analysis', () => {
  it('takes a parent with its leaves, keeps attribute types, and matches nothing over an unknown attribute', () => {
    expect(
      planJourneyCondition({ categoryIds: ['service', 'payment'], attributes: [{ field: 'nps', value: '9' }] }, ctx),
    ).toEqual({
      kind: 'condition',
      categoryIds: ['service', 'staff', 'returns', 'payment'],
      attributes: [{ code: 'nps', type: 'NUMERIC', value: '9' }],
    });
    expect(planJourneyCondition({ categoryIds: ['payment'], attributes: [{ field: 'nope', value: 'x' }] }, ctx)).toEqual({
      kind: 'none',
    });
    expect(planJourneyCondition(undefined, ctx)).toEqual({ kind: 'none' });
  });
});

describe('journey figures', () => {
  it('converts customers whose next-step document follows their first document of the step', () => {
    const from = [
      doc('a', '2026-03-01T10:00:00Z'),
      doc('a', '2026-03-05T10:00:00Z'),
      doc('b', '2026-03-02T10:00:00Z'),
      doc(null, '2026-03-01T10:00:00Z'),
    ];
    // a: a delivery after its first purchase (though before its second); b: only before.
    const to = [doc('a', '2026-03-03T10:00:00Z'), doc('b', '2026-03-01T10:00:00Z'), doc('c', '2026-03-04T10:00:00Z')];
    expect(conversionOf(from, to)).toEqual({ customers: 1, rate: 50 });
    expect(conversionOf([], to)).toEqual({ customers: 0, rate: null });
  });

  it('pools NPS, CSAT on each analysis scale and the sentiment score', () => {
    const docs = [
      doc('a', '2026-03-01T10:00:00Z', { nps: 10, csat: 5, polarity: 1 }),
      doc('a', '2026-03-01T11:00:00Z', { nps: 3, csat: 3, polarity: -1, project_id: 'q' }),
      doc(null, '2026-03-01T12:00:00Z', { nps: 8, polarity: 0 }),
      doc('b', '2026-03-01T13:00:00Z'),
    ];
    // q counts 3 as satisfied (its threshold is 3): 2 of 2; p: 1 of 1.
    const scales = (id: string) => ({ scaleMax: 5, satisfiedFrom: id === 'q' ? 3 : 4 });
    expect(figuresOf(docs, scales, ['NPS', 'CSAT'])).toEqual({
      documents: 4,
      customers: 2,
      nps: 0,
      csat: 100,
      sentimentScore: 0,
    });
    expect(figuresOf(docs, scales, [])).toMatchObject({ nps: null, csat: null });
  });

  it('lists the movers in the chosen direction, the largest without a comparison', () => {
    const rows = [
      { project_id: 'p', id: 'x', extra: 'X', main: 5, comparison: 1 },
      { project_id: 'p', id: 'y', extra: 'Y', main: 1, comparison: 4 },
      { project_id: 'p', id: 'z', extra: 'Z', main: 0, comparison: 2 },
    ];
    const name = (r: (typeof rows)[number]) => ({ id: r.id, projectCode: 'p', name: r.extra });
    expect(movers(rows, true, 'MOST_DECREASING', 2, name).map((m) => [m.id, m.change])).toEqual([
      ['y', -3],
      ['z', -2],
    ]);
    expect(movers(rows, true, 'MOST_INCREASING', 1, name).map((m) => m.id)).toEqual(['x']);
    expect(movers(rows, false, 'MOST_DECREASING', 5, name).map((m) => [m.id, m.comparisonCount])).toEqual([
      ['x', null],
      ['y', null],
    ]);
  });
});
