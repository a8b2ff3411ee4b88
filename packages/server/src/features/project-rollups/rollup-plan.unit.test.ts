import type { CategoryOperand, FieldOperand, SearchRequest } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { planSearch, type SearchContext } from '../project-documents/search-plan.js';
import { searchBody } from '../project-documents/test-support.js';
import type { CubeDimension } from './cube.js';
import { planRollup, type RollupPlan } from './rollup-plan.js';

const ctx: SearchContext = {
  workspaceId: 'ws',
  projectId: 'p',
  attributes: new Map([['segment', 'TEXT']]),
  models: new Map([
    [
      'topics',
      {
        id: 'm1',
        senseType: 'CATEGORY',
        aspectSentiment: false,
        within: new Map([
          ['parent', ['parent', 'leaf-a', 'leaf-b']],
          ['leaf-a', ['leaf-a']],
          ['leaf-b', ['leaf-b']],
        ]),
      },
    ],
    ['feel', { id: 'm2', senseType: 'SENTIMENT', aspectSentiment: false }],
  ]),
};

const plan = (
  overrides: Partial<SearchRequest> = {},
  groupBy: CubeDimension[] = [],
  extra: { gap?: 'hour' | 'week'; modelId?: string } = {},
) => planRollup({ plan: planSearch(searchBody(overrides), ctx), groupBy, ...extra });
const source = (p: RollupPlan) => p.source;
const cq = (
  fieldName: string,
  ids: string[],
  options: { operand?: CategoryOperand; virtual?: boolean; sentimentKey?: string } = {},
) => ({
  fieldName,
  operand: options.operand ?? 'IN',
  ids: ids.map((categoryId) => ({
    categoryId,
    sentimentKey: options.sentimentKey ?? null,
    virtual: options.virtual ?? false,
    dynamicKey: null,
  })),
});
const fq = (fieldName: string, operand: FieldOperand, keys: string[]) => ({
  fieldName,
  operand,
  values: keys.map((key) => ({ key })),
});

describe('rollup plan', () => {
  it('reads the day rollup for the unfiltered request, with content only unless empty content is shown', () => {
    expect(plan()).toEqual({
      source: 'ROLLUP',
      table: 'day',
      fromDay: null,
      toDay: null,
      contentOnly: true,
      conditions: [],
      category: null,
      modelIds: [],
      gap: 'day',
    });
    expect(plan({ showEmptyContent: true })).toMatchObject({ source: 'ROLLUP', contentOnly: false });
  });

  it('takes whole UTC days only', () => {
    expect(plan({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' })).toMatchObject({
      source: 'ROLLUP',
      fromDay: '2026-01-01',
      toDay: '2026-01-31',
    });
    expect(plan({ startDate: '2026-01-01T00:00:00+03:00' }).source).toBe('SCAN');
    expect(plan({ endDate: '2026-01-31T23:59:59.000Z' }).source).toBe('SCAN');
    expect(plan({ endDate: '2026-02-01T00:00:00.000Z' }).source).toBe('SCAN');
    expect(plan({ startDate: '2026-01-01T00:00:00.000Z', searchByDate: 'CREATE_DATE' }).source).toBe('SCAN');
    // Without dates the date kind does not matter.
    expect(plan({ searchByDate: 'CREATE_DATE' }).source).toBe('ROLLUP');
  });

  it('takes whole local days of the reporting zone, as local dates', () => {
    const zoned = (request: Partial<SearchRequest>, timeZone: string) =>
      planRollup({ plan: planSearch(searchBody(request), ctx), groupBy: [], timeZone });
    const ytd = { startDate: '2025-12-31T21:00:00.000Z', endDate: '2026-11-22T20:59:59.999Z' };
    expect(zoned(ytd, 'Europe/Istanbul')).toMatchObject({ source: 'ROLLUP', fromDay: '2026-01-01', toDay: '2026-11-22' });
    expect(zoned(ytd, 'UTC').source).toBe('SCAN');
    expect(zoned({ startDate: '2026-01-01T00:00:00.000Z' }, 'Europe/Istanbul').source).toBe('SCAN');
    // Berlin across the March change: 29 March starts at 23:00Z the day before and ends at 21:59:59.999Z.
    expect(zoned({ startDate: '2026-03-28T23:00:00.000Z', endDate: '2026-03-29T21:59:59.999Z' }, 'Europe/Berlin')).toMatchObject({
      source: 'ROLLUP',
      fromDay: '2026-03-29',
      toDay: '2026-03-29',
    });
    expect(zoned({ endDate: '2026-03-29T22:59:59.999Z' }, 'Europe/Berlin').source).toBe('SCAN');
  });

  it('scans for free text, document ids and hourly buckets', () => {
    expect(plan({ query: 'late parcel' })).toEqual({ source: 'SCAN', reason: 'free-text query' });
    // Drill-downs not built yet (journeys, marking goals, …) are refused by the plan.
    expect(() => plan({ markingGoalId: 'g' })).toThrow();
    // The rollups know nothing of root causes and topics: those are counted over the documents.
    expect(plan({ topic: 't1' })).toEqual({ source: 'SCAN', reason: 'root cause or topic' });
    expect(plan({ rrId: 'r' })).toEqual({ source: 'SCAN', reason: 'root cause or topic' });
    expect(plan({ hasTopic: true })).toEqual({ source: 'SCAN', reason: 'root cause or topic' });
    // A journey step (even one without a condition here: it matches nothing) is read from the documents.
    expect(plan({ cjs: 's1' })).toEqual({ source: 'SCAN', reason: 'customer journey step' });
    // A marking target's bucket (features/efficiency) is read from the documents and their audit entries.
    expect(plan({ markingGoalId: '33333333-3333-4333-8333-333333333333' })).toEqual({
      source: 'SCAN',
      reason: 'marking target bucket',
    });
    expect(source(plan({ showRootCauselessContent: true }))).toBe('ROLLUP');
    expect(source(plan({ documentIds: ['x'] }))).toBe('SCAN');
    expect(source(plan({}, ['bucket'], { gap: 'hour' }))).toBe('SCAN');
    expect(plan({}, ['bucket'], { gap: 'week' })).toMatchObject({ source: 'ROLLUP', gap: 'week' });
  });

  it('turns built-in IN / NOT_IN field filters and the prediction status into rollup conditions', () => {
    expect(
      plan({
        predictionStatus: 'FAILED',
        fieldQueries: [fq('channel', 'IN', ['APP_REVIEW']), fq('sentiment', 'NOT_IN', ['NEGATIVE']), fq('language', 'IN', [])],
      }),
    ).toMatchObject({
      source: 'ROLLUP',
      conditions: [
        { column: 'prediction_status', operand: 'IN', values: ['FAILED'] },
        { column: 'channel', operand: 'IN', values: ['APP_REVIEW'] },
        { column: 'sentiment', operand: 'NOT_IN', values: ['NEGATIVE'] },
      ],
    });
    expect(source(plan({ fieldQueries: [fq('channel', 'CONTAINS', ['APP'])] }))).toBe('SCAN');
    expect(source(plan({ fieldQueries: [fq('channel', 'EXISTS', ['*'])] }))).toBe('SCAN');
    expect(source(plan({ fieldQueries: [fq('segment', 'IN', ['gold'])] }))).toBe('SCAN');
    expect(source(plan({ fieldQueries: [fq('label', 'IN', ['x'])] }))).toBe('SCAN');
    expect(source(plan({ fieldQueries: [fq('channel', 'IN', [''])] }))).toBe('SCAN');
  });

  it('reads the category rollup for one leaf, and scans parents, several ids, virtual and aspect ids', () => {
    expect(plan({ categoryQueries: [cq('topics', ['leaf-a'])] }, ['bucket', 'channel'])).toMatchObject({
      source: 'ROLLUP',
      table: 'category',
      category: { modelId: 'm1', categoryId: 'leaf-a' },
    });
    expect(source(plan({ categoryQueries: [cq('topics', ['parent'])] }))).toBe('SCAN');
    expect(source(plan({ categoryQueries: [cq('topics', ['leaf-a', 'leaf-b'])] }))).toBe('SCAN');
    expect(source(plan({ categoryQueries: [cq('topics', ['leaf-a'], { operand: 'NOT_IN' })] }))).toBe('SCAN');
    expect(source(plan({ categoryQueries: [cq('topics', ['leaf-a'], { sentimentKey: 'NEGATIVE' })] }))).toBe('SCAN');
    expect(source(plan({ categoryQueries: [cq('VIRTUAL', ['v1'], { virtual: true })] }))).toBe('SCAN');
    expect(source(plan({ categoryQueries: [cq('topics', ['leaf-a']), cq('topics', ['leaf-b'])] }))).toBe('SCAN');
    // Virtual ids left out of the search are left out of the plan too.
    expect(source(plan({ applyVirtualCategories: false, categoryQueries: [cq('VIRTUAL', ['v1'], { virtual: true })] }))).toBe(
      'ROLLUP',
    );
  });

  it('keeps the category rollup to what it has: channel and sentiment filters and bucket / channel / sentiment groups', () => {
    const one = { categoryQueries: [cq('topics', ['leaf-a'])] };
    expect(source(plan(one, ['sentiment']))).toBe('ROLLUP');
    expect(source(plan(one, ['status']))).toBe('SCAN');
    expect(source(plan({ ...one, fieldQueries: [fq('status', 'IN', ['UNMARKED'])] }))).toBe('SCAN');
    expect(source(plan({ ...one, predictionStatus: 'SUCCESS' }))).toBe('SCAN');
    expect(source(plan({ ...one, fieldQueries: [fq('channel', 'IN', ['APP_REVIEW'])] }))).toBe('ROLLUP');
    expect(plan({ ...one, fieldQueries: [fq('sentiment', 'NOT_IN', ['NEGATIVE'])] }, ['sentiment'])).toMatchObject({
      source: 'ROLLUP',
      table: 'category',
      conditions: [{ column: 'sentiment', operand: 'NOT_IN', values: ['NEGATIVE'] }],
    });
    expect(plan(one, ['category'])).toMatchObject({
      source: 'ROLLUP',
      table: 'pair',
      category: { modelId: 'm1', categoryId: 'leaf-a' },
      modelIds: ['m1'],
    });
    expect(source(plan(one, ['category', 'bucket']))).toBe('ROLLUP');
    // The pair rollup keys no channel or sentiment.
    expect(source(plan(one, ['category', 'channel']))).toBe('SCAN');
    expect(source(plan({ ...one, fieldQueries: [fq('channel', 'IN', ['APP_REVIEW'])] }, ['category']))).toBe('SCAN');
  });

  it('groups by category over every category model, or the one asked for', () => {
    expect(plan({}, ['category'])).toMatchObject({ source: 'ROLLUP', table: 'category', category: null, modelIds: ['m1'] });
    expect(plan({}, ['category', 'bucket'], { modelId: 'm9' })).toMatchObject({ modelIds: ['m9'] });
    expect(source(plan({}, ['category', 'status']))).toBe('SCAN');
    expect(source(plan({ fieldQueries: [fq('sentiment', 'IN', ['POSITIVE'])] }, ['category']))).toBe('ROLLUP');
    expect(source(plan({ fieldQueries: [fq('language', 'IN', ['tr'])] }, ['category']))).toBe('SCAN');
  });

  it('reads a sentiment model filter as a sentiment condition', () => {
    expect(plan({ categoryQueries: [cq('feel', ['POSITIVE', 'NEUTRAL'])] })).toMatchObject({
      source: 'ROLLUP',
      table: 'day',
      conditions: [{ column: 'sentiment', operand: 'IN', values: ['POSITIVE', 'NEUTRAL'] }],
    });
    expect(source(plan({ categoryQueries: [cq('feel', ['POSITIVE'], { operand: 'NOT_IN' })] }))).toBe('SCAN');
  });
});
