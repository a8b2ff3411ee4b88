import type { FieldOperand, SearchRequest } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { planSearch, type SearchContext } from '../../project-documents/search-plan.js';
import { searchBody } from '../../project-documents/test-support.js';
import type { CubeDimension } from '../cube.js';
import { isDimensionRead, planWithDimensions } from './dimension-plan.js';

const ctx: SearchContext = {
  workspaceId: 'ws',
  projectId: 'p',
  attributes: new Map([
    ['segment', 'TEXT'],
    ['region', 'TEXT'],
    ['tags', 'MULTI_TEXT'],
  ]),
  models: new Map([
    ['topics', { id: 'm1', senseType: 'CATEGORY', aspectSentiment: false, within: new Map([['leaf-a', ['leaf-a']]]) }],
  ]),
};
const fq = (fieldName: string, operand: FieldOperand, keys: string[]) => ({
  fieldName,
  operand,
  values: keys.map((key) => ({ key })),
});
const plan = (
  overrides: Partial<SearchRequest>,
  groupBy: CubeDimension[] = [],
  usable = new Set(['segment', 'region', 'tags']),
) => planWithDimensions({ plan: planSearch(searchBody(overrides), ctx), groupBy }, usable);

describe('dimension plan', () => {
  it('reads the attribute rollup for an IN / NOT IN on one usable text dimension, with the other column conditions', () => {
    const p = plan({ fieldQueries: [fq('segment', 'IN', ['premium', 'corporate']), fq('channel', 'IN', ['CALL_CENTER'])] }, [
      'status',
    ]);
    expect(p).toMatchObject({
      source: 'ROLLUP',
      table: 'day',
      dimension: { code: 'segment', operand: 'IN', values: ['premium', 'corporate'] },
      conditions: [{ column: 'channel', operand: 'IN', values: ['CALL_CENTER'] }],
    });
    expect(isDimensionRead(p)).toBe(true);
    expect(plan({ fieldQueries: [fq('segment', 'NOT_IN', ['x'])] }, ['category'])).toMatchObject({
      table: 'category',
      dimension: { operand: 'NOT_IN' },
    });
  });

  it('leaves everything else to the rollup planner or the documents', () => {
    const scans: [string, Partial<SearchRequest>, CubeDimension[], Set<string>?][] = [
      ['not usable', { fieldQueries: [fq('segment', 'IN', ['a'])] }, [], new Set(['region'])],
      ['a list attribute', { fieldQueries: [fq('tags', 'IN', ['a'])] }, []],
      ['contains', { fieldQueries: [fq('segment', 'CONTAINS', ['a'])] }, []],
      ['two attributes', { fieldQueries: [fq('segment', 'IN', ['a']), fq('region', 'IN', ['b'])] }, []],
      ['a too long value', { fieldQueries: [fq('segment', 'IN', ['x'.repeat(201)])] }, []],
      ['free text', { fieldQueries: [fq('segment', 'IN', ['a'])], query: 'words' }, []],
      [
        'a status condition on category rows',
        { fieldQueries: [fq('segment', 'IN', ['a']), fq('status', 'IN', ['NEW'])] },
        ['category'],
      ],
      [
        'one category',
        {
          fieldQueries: [fq('segment', 'IN', ['a'])],
          categoryQueries: [
            {
              fieldName: 'topics',
              operand: 'IN',
              ids: [{ categoryId: 'leaf-a', sentimentKey: null, virtual: false, dynamicKey: null }],
            },
          ],
        },
        [],
      ],
    ];
    for (const [name, overrides, groupBy, usable] of scans) expect(plan(overrides, groupBy, usable).source, name).toBe('SCAN');
    // No attribute: the rollup planner's own answer.
    const plain = plan({}, ['channel']);
    expect(plain.source).toBe('ROLLUP');
    expect(isDimensionRead(plain)).toBe(false);
  });
});
