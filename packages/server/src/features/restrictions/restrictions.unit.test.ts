import { endpoints } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { planFilter, planSearch, type SearchContext } from '../project-documents/search-plan.js';
import { searchBody } from '../project-documents/test-support.js';
import { planRollup } from '../project-rollups/rollup-plan.js';
import { closedToRestricted } from './gate.js';

const ctx: SearchContext = { workspaceId: 'ws', projectId: 'p', attributes: new Map([['segment', 'TEXT']]), models: new Map() };
const restricted: SearchContext = { ...ctx, restriction: [{ field: 'segment', values: ['gold'], known: true }] };

describe('a restricted viewer in the search plan', () => {
  it('carries the rules from the context, never from the request', () => {
    expect(planFilter(searchBody(), ctx).restriction).toBeUndefined();
    expect(planFilter(searchBody(), restricted).restriction).toEqual([{ field: 'segment', values: ['gold'], known: true }]);
  });

  it('is never answered from the rollups', () => {
    expect(planRollup({ plan: planSearch(searchBody(), ctx), groupBy: [] }).source).toBe('ROLLUP');
    expect(planRollup({ plan: planSearch(searchBody(), restricted), groupBy: [] })).toEqual({
      source: 'SCAN',
      reason: 'restricted viewer',
    });
  });
});

describe('the gate of areas that cannot apply a restriction', () => {
  const closed = (name: keyof typeof endpoints) => closedToRestricted(name, endpoints[name]);
  it('keeps the data tab, dashboards and the analysis list open', () => {
    for (const name of ['documentSearch', 'widgetSearch', 'documentExport', 'projectList', 'projectGet', 'fieldFacet'] as const)
      expect(closed(name)).toBe(false);
  });
  it('keeps account and workspace calls open', () => {
    for (const name of ['me', 'workspaces', 'members', 'myRestriction', 'notifications'] as const)
      expect(closed(name)).toBe(false);
  });
  it('closes the areas that read documents outside the search plan, and document writes', () => {
    for (const name of [
      'home',
      'customerList',
      'fcrReport',
      'reportAvailable',
      'categoryTrend',
      'rootCauseList',
      'documentMark',
      'sourcePreview',
      'projectCreate',
    ] as const)
      expect(closed(name)).toBe(true);
  });
});
