import { searchRequestSchema } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors.js';
import { planSearch, type SearchContext } from './search-plan.js';

const V1 = '11111111-1111-4111-8111-111111111111';
const ctx: SearchContext = {
  workspaceId: 'ws',
  projectId: 'p',
  attributes: new Map([
    ['segment', 'TEXT'],
    ['nps', 'NUMERIC'],
  ]),
  models: new Map([
    ['topics', { id: 'm1', senseType: 'CATEGORY', aspectSentiment: true, within: new Map([['parent', ['parent', 'leaf']]]) }],
    ['mood', { id: 'm2', senseType: 'SENTIMENT', aspectSentiment: false }],
  ]),
  virtualCategories: new Map([
    [V1, { query: 'kargo', fieldQueries: [], categoryQueries: [] }],
    [
      '22222222-2222-4222-8222-222222222222',
      { query: '', fieldQueries: [{ fieldName: 'gone', operand: 'IN', values: [{ key: 'x' }] }], categoryQueries: [] },
    ],
  ]),
};

/** A plan of a body as a client sends it (every field optional). */
/** `expect.objectContaining` as a typed value (the matcher itself is `any`). */
const like = (shape: object): unknown => expect.objectContaining(shape);

const plan = (body: unknown) => planSearch(searchRequestSchema.parse(body), ctx);
const failure = (body: unknown): { code: string; fields: string[] } => {
  try {
    plan(body);
  } catch (e) {
    const err = e as AppError;
    return { code: err.messageCode, fields: (err.fields ?? []).map((f) => f.field) };
  }
  return { code: 'none', fields: [] };
};

describe('planSearch', () => {
  it('plans the empty body as the first page of the content documents, newest first', () => {
    expect(plan({})).toEqual({
      workspaceId: 'ws',
      projectId: 'p',
      contentOnly: true,
      documentIds: null,
      text: null,
      dateOn: 'CONTENT_DATE',
      start: null,
      end: null,
      predictionStatus: null,
      fields: [],
      categories: [],
      rootCause: null,
      page: 0,
      size: 10,
      sort: 'CONTENT_DATE_DESC',
      virtualCategories: [
        like({ id: V1, valid: true, saved: like({ text: 'kargo', contentOnly: false }) }),
        // A saved filter that no longer plans (its attribute is gone) contributes nothing instead of failing.
        like({ valid: true, saved: null }),
      ],
      categoryModelIds: ['m1'],
    });
  });

  it('trims the text, reads dates as instants on the chosen date and keeps well-formed document ids', () => {
    const p = plan({
      query: '  geç kargo ',
      searchByDate: null,
      startDate: '2026-01-01T00:00:00.000Z',
      documentIds: ['nope', V1],
    });
    expect(p).toMatchObject({ text: 'geç kargo', dateOn: 'CONTENT_DATE', documentIds: [V1] });
    expect(p.start?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(plan({ documentIds: ['nope'] }).documentIds).toEqual([]);
  });

  it('resolves field filters to what they test, dropping those that restrict nothing', () => {
    const p = plan({
      fieldQueries: [
        { fieldName: 'channel', values: [{ key: 'CALL' }] },
        { fieldName: 'label', operand: 'IN', values: [{ key: 'not-a-uuid' }, { key: V1 }] },
        { fieldName: 'alerted', operand: 'NOT_IN', values: [{ key: 'true' }] },
        { fieldName: 'nps', operand: 'BETWEEN', values: [9, 3] },
        { fieldName: 'nps', operand: 'RANGE', values: [{ key: 'GT', minValue: 6 }] },
        { fieldName: 'segment', operand: 'IN', values: [] },
        { fieldName: 'segment', operand: 'EXISTS' },
      ],
    });
    expect(p.fields).toEqual([
      { kind: 'column', field: 'channel', operand: 'IN', values: ['CALL'] },
      { kind: 'label', operand: 'IN', labelIds: [V1] },
      { kind: 'alerted', match: 'NOT_ALERTED' },
      {
        kind: 'attribute',
        code: 'nps',
        type: 'NUMERIC',
        operand: 'BETWEEN',
        values: ['9', '3'],
        bounds: [
          { op: '>=', value: 3 },
          { op: '<=', value: 9 },
        ],
      },
      { kind: 'attribute', code: 'nps', type: 'NUMERIC', operand: 'RANGE', values: ['GT'], bounds: [{ op: '>', value: 6 }] },
      { kind: 'attribute', code: 'segment', type: 'TEXT', operand: 'EXISTS', values: [], bounds: [] },
    ]);
    expect(plan({ fieldQueries: [{ fieldName: 'alerted', values: [{ key: 'true' }, { key: 'false' }] }] }).fields).toEqual([
      { kind: 'alerted', match: 'ALL' },
    ]);
  });

  it('resolves category ids to rows with the categories under them, sentiments, dynamic values and virtual categories', () => {
    const p = plan({
      categoryQueries: [
        {
          fieldName: 'topics',
          ids: [
            { categoryId: 'parent', sentimentKey: 'NEGATIVE' },
            { categoryId: 'DYN_segment~gold', dynamicKey: 'segment' },
          ],
        },
        { fieldName: 'mood', operand: 'NOT_IN', ids: [{ categoryId: 'POSITIVE' }] },
        { fieldName: 'VIRTUAL', ids: [{ categoryId: V1, virtual: true }] },
        { fieldName: 'topics', ids: [] },
      ],
    });
    expect(p.categories).toEqual([
      {
        operand: 'IN',
        model: like({ id: 'm1' }),
        terms: [
          {
            kind: 'category',
            modelId: 'm1',
            categoryId: 'parent',
            categoryIds: ['parent', 'leaf'],
            sentiment: { key: 'NEGATIVE', on: 'row' },
          },
          { kind: 'dynamic', code: 'segment', type: 'TEXT', value: 'gold' },
        ],
      },
      { operand: 'NOT_IN', model: like({ id: 'm2' }), terms: [{ kind: 'sentiment', label: 'POSITIVE' }] },
      { operand: 'IN', model: null, terms: [{ kind: 'virtual', virtual: like({ id: V1, valid: true }) }] },
    ]);
    // Without virtual categories, virtual ids restrict nothing.
    expect(
      plan({
        applyVirtualCategories: false,
        categoryQueries: [{ fieldName: 'VIRTUAL', ids: [{ categoryId: V1, virtual: true }] }],
      }).categories,
    ).toEqual([]);
  });

  it('refuses bad filters while planning, before any query', () => {
    expect(failure({ query: ' ab ' })).toEqual({ code: 'SEARCH_TOO_SHORT', fields: ['query'] });
    expect(failure({ startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-01-01T00:00:00.000Z' }).code).toBe(
      'DATE_RANGE_INVALID',
    );
    expect(failure({ fieldQueries: [{ fieldName: 'nope', values: [{ key: 'x' }] }] }).code).toBe('ATTRIBUTE_UNKNOWN');
    expect(failure({ fieldQueries: [{ fieldName: 'channel', operand: 'BETWEEN', values: [1, 2] }] }).code).toBe(
      'FIELD_INVALID_OPTION',
    );
    expect(failure({ fieldQueries: [{ fieldName: 'nps', operand: 'BETWEEN', values: [1] }] }).code).toBe('FIELD_INVALID');
    expect(failure({ categoryQueries: [{ fieldName: 'nope', ids: [{ categoryId: 'c' }] }] }).code).toBe(
      'ANALYSIS_MODEL_NOT_FOUND',
    );
  });

  it('plans a marking target bucket (quality + markingGoalId) and refuses a malformed one', () => {
    const goal = '33333333-3333-4333-8333-333333333333';
    const user = '44444444-4444-4444-8444-444444444444';
    expect(plan({ markingGoalId: goal }).marking).toEqual({ targetId: goal, quality: 'MARKED', userId: null });
    expect(plan({ markingGoalId: goal, quality: `SHORT@${user}` }).marking).toEqual({
      targetId: goal,
      quality: 'SHORT',
      userId: user,
    });
    expect(plan({}).marking).toBeUndefined();
    expect(failure({ quality: 'SHORT' })).toEqual({ code: 'FIELD_REQUIRED', fields: ['markingGoalId'] });
    expect(failure({ markingGoalId: 'g' })).toEqual({ code: 'FIELD_INVALID', fields: ['markingGoalId'] });
    expect(failure({ markingGoalId: goal, quality: 'LOW' })).toEqual({ code: 'FIELD_INVALID_OPTION', fields: ['quality'] });
    expect(failure({ markingGoalId: goal, quality: 'SHORT@someone' })).toEqual({
      code: 'FIELD_INVALID_OPTION',
      fields: ['quality'],
    });
  });

  it('refuses the fields it cannot honour yet, naming each, and accepts their defaults', () => {
    expect(failure({ dofc: 'd' })).toEqual({ code: 'FILTER_NOT_SUPPORTED', fields: ['dofc'] });
    expect(failure({ rrId: 'r', modelCategoryLists: [{ modelCode: 'm', categoryIds: [] }] }).fields).toEqual([
      'modelCategoryLists',
    ]);
    expect(failure({ originalComparisonEndDate: '2026-01-31T23:59:59.000Z', hasTopic: false, modelCategoryLists: [] }).code).toBe(
      'none',
    );
  });

  it('plans root cause and topic terms: the id before a pipe, malformed ids matching nothing', () => {
    const RC = '00000000-0000-4000-8000-0000000000aa';
    const T = '00000000-0000-4000-8000-0000000000bb';
    expect(plan({ rrId: `${RC}|Late delivery` }).rootCause).toEqual({
      rootCauseIds: [RC],
      topicIds: null,
      anyTopic: false,
      orWithout: false,
    });
    expect(plan({ topic: T, hasTopic: true, showRootCauselessContent: true }).rootCause).toEqual({
      rootCauseIds: null,
      topicIds: [T],
      anyTopic: true,
      orWithout: true,
    });
    expect(plan({ rrId: 'not-an-id', topic: 'x' }).rootCause).toMatchObject({ rootCauseIds: [], topicIds: [] });
    // Alone it restricts nothing: every document is already included.
    expect(plan({ showRootCauselessContent: true }).rootCause).toBeNull();
    expect(plan({ rrId: '' }).rootCause).toBeNull();
  });
});
