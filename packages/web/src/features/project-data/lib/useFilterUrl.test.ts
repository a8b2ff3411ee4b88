import { describe, expect, it } from 'vitest';
import { createFilterState, decodeFilters } from '@sentio/domain';
import { mergeFilterParams } from './useFilterUrl';

describe('mergeFilterParams', () => {
  it('writes a notification run (nid) once and keeps the non-filter parameters', () => {
    const current = new URLSearchParams('tab=project_data&nid=run-1&doc=d1');
    const state = decodeFilters(current, { timeZone: 'UTC' });
    expect(state.nid).toBe('run-1');
    const next = mergeFilterParams(current, { ...state, page: 1 }, 'UTC');
    expect(next.getAll('nid')).toEqual(['run-1']);
    expect(next.get('doc')).toBe('d1');
    expect(mergeFilterParams(next, createFilterState({}), 'UTC').has('nid')).toBe(false);
  });
});
