// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applySidebar, buildSearchRequest, createFilterState } from '@sentio/domain';
import { draftQuery } from '../components/AttributeFilter';
import { isCategorySelected, setCategoryOperand, setCategorySentiment, toggleCategory, toggleFieldValue } from './filters';
import { highlightQuery, queryWords, snippet } from './highlight';

describe('sidebar edits', () => {
  it('adds and removes categories per model, keeping the operand and sentiment', () => {
    let queries = toggleCategory([], 'topics', { id: 'a', name: 'A' }, true);
    queries = toggleCategory(queries, 'topics', { id: 'b', name: 'B' }, true);
    queries = setCategoryOperand(queries, 'topics', 'ALL');
    queries = setCategorySentiment(queries, 'topics', 'a', 'NEGATIVE');
    expect(isCategorySelected(queries, 'topics', 'b')).toBe(true);
    const request = buildSearchRequest(applySidebar(createFilterState(), { categoryQueries: queries }));
    expect(request.categoryQueries).toEqual([
      {
        fieldName: 'topics',
        operand: 'ALL',
        ids: [
          { categoryId: 'a', sentimentKey: 'NEGATIVE', virtual: false, dynamicKey: null },
          { categoryId: 'b', sentimentKey: null, virtual: false, dynamicKey: null },
        ],
      },
    ]);
    queries = toggleCategory(toggleCategory(queries, 'topics', { id: 'a', name: 'A' }, false), 'topics', { id: 'b', name: 'B' }, false);
    expect(queries).toEqual([]);
  });

  it('toggles facet values as IN field queries and drops an emptied one', () => {
    const one = toggleFieldValue([], 'channel', 'app', true);
    expect(toggleFieldValue(one, 'channel', 'web', true)).toEqual([{ fieldName: 'channel', operand: 'IN', values: [{ key: 'app' }, { key: 'web' }] }]);
    expect(toggleFieldValue(one, 'channel', 'app', false)).toEqual([]);
  });

  it('builds attribute queries per operand', () => {
    const draft = { values: [], min: 3, max: 8.4, dates: null };
    expect(draftQuery('nps', 'BETWEEN', draft, 'UTC')).toEqual({ fieldName: 'nps', operand: 'BETWEEN', values: [{ key: '3' }, { key: '8' }] });
    expect(draftQuery('nps', 'RANGE', { ...draft, max: null }, 'UTC')).toEqual({
      fieldName: 'nps',
      operand: 'RANGE',
      values: [{ key: 'GTE', minValue: 3 }],
    });
    expect(draftQuery('segment', 'EXISTS', draft, 'UTC')?.values).toEqual([{ key: '*' }]);
    expect(draftQuery('segment', 'IN', draft, 'UTC')).toBeNull();
  });
});

describe('query highlighting', () => {
  it('marks the query words case-insensitively, also inside longer words', () => {
    expect(queryWords('"Late" parcel a')).toEqual(['late', 'parcel']);
    expect(highlightQuery('Parcels came LATE', 'parcel late')).toEqual([
      { text: 'Parcel', match: true },
      { text: 's came ', match: false },
      { text: 'LATE', match: true },
    ]);
    expect(snippet('word '.repeat(100), 50).endsWith('…')).toBe(true);
  });
});
