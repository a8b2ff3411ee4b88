// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionListQuery } from '@sentio/domain';
import { apiQueryOf, detailUrl, listStateFromSearch, searchFromListState, sortFrom, sortOrderOf } from './listQuery';

const typeId = '1b2c3d4e-5f60-4718-89ab-cdef01234567';
const userId = '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f';
const state = (search: string) => listStateFromSearch(new URLSearchParams(search));

describe('action list URL', () => {
  it('defaults to my open actions, nearest due date first, and writes none of the defaults', () => {
    const s = state('');
    expect(s).toEqual({ tab: 'mine', page: 0, size: 10, sort: 'dueDate,asc', showCompleted: false });
    expect(searchFromListState(s).toString()).toBe('');
  });

  it('round-trips every parameter of the route', () => {
    const search =
      `tab=critical&page=2&size=20&type=${typeId}&status=OPEN%2CDONE&priority=HIGH%2CCRITICAL` +
      `&assignUsers=${userId}&search=late+delivery&sort=priority%2Cdesc&showCompleted=true`;
    const s = state(search);
    expect(s).toEqual({
      tab: 'critical',
      page: 2,
      size: 20,
      type: [typeId],
      status: ['OPEN', 'DONE'],
      priority: ['HIGH', 'CRITICAL'],
      assignUsers: [userId],
      search: 'late delivery',
      sort: 'priority,desc',
      showCompleted: true,
    });
    expect(searchFromListState(s).toString()).toBe(search);
  });

  it('drops malformed values instead of failing', () => {
    expect(
      state('tab=nope&page=-1&size=500&type=x,,y&status=OPEN,LATE&priority=URGENT&sort=name,desc&showCompleted=yes'),
    ).toEqual({ tab: 'mine', page: 0, size: 10, status: ['OPEN'], sort: 'dueDate,asc', showCompleted: false });
  });

  it('asks the server what the contract accepts; the types and statistics tabs ask for my actions (the tab counts)', () => {
    const s = state(`tab=types&status=DONE&assignUsers=${userId}&search=x`);
    const query = apiQueryOf(s);
    expect(query.tab).toBe('mine');
    expect(query.status).toEqual(['DONE']);
    // The query the page sends parses as the API's list query.
    const wire = { ...query, status: 'DONE', assignUsers: userId, showCompleted: 'false' };
    expect(actionListQuery.parse(wire)).toMatchObject({ tab: 'mine', status: ['DONE'], assignUsers: [userId] });
    expect(apiQueryOf(state('tab=planned')).tab).toBe('planned');
  });

  it('links an action with the list as its returnUrl', () => {
    expect(detailUrl('a1', '?tab=all&page=1')).toBe('/actions/a1?returnUrl=%2Factions%3Ftab%3Dall%26page%3D1');
    expect(detailUrl('a1', '')).toBe('/actions/a1?returnUrl=%2Factions');
  });

  it('maps column sorting to the list sorts, falling back to the default', () => {
    expect(sortFrom('priority', 'descend')).toBe('priority,desc');
    expect(sortFrom('dueDate', 'descend')).toBe('dueDate,desc');
    expect(sortFrom('priority', 'ascend')).toBe('dueDate,asc');
    expect(sortFrom('name', null)).toBe('dueDate,asc');
    expect(sortOrderOf('updatedAt,desc', 'updatedAt')).toBe('descend');
    expect(sortOrderOf('updatedAt,desc', 'name')).toBeNull();
  });
});
