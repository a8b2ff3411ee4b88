// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstTabOf, groupOf, projectTabs, searchForTab, shownTab, tabGroupNames, tabGroups } from './tabs';

const tz = 'Europe/Istanbul';

describe('project-detail tabs', () => {
  it('shows the data tab for a missing or unknown tab', () => {
    expect(shownTab(null)).toBe('project_data');
    expect(shownTab('weird')).toBe('project_data');
    expect(shownTab('settings')).toBe('settings');
  });

  it('keeps the filters when switching to a tab that keeps them', () => {
    const current = new URLSearchParams('q=refund&page=2&size=10&tab=project_data&fq=city%3AAnkara');
    const next = searchForTab(current, 'cj_customer_journey', tz);
    expect(next.get('tab')).toBe('cj_customer_journey');
    expect(next.get('q')).toBe('refund');
    expect(next.get('page')).toBe('0');
  });

  it('drops the filters when switching to a tab that does not keep them', () => {
    const current = new URLSearchParams('q=refund&tab=project_data&doc=42');
    expect(searchForTab(current, 'settings', tz).toString()).toBe('tab=settings');
    expect(searchForTab(current, 'sources', tz).toString()).toBe('tab=sources');
  });

  it('puts every tab in exactly one group, and opens a group on a built tab when it has one', () => {
    const grouped = tabGroupNames.flatMap((g) => [...tabGroups[g]]);
    expect([...grouped].sort()).toEqual([...projectTabs].sort());
    for (const tab of projectTabs) expect(tabGroups[groupOf(tab)]).toContain(tab);
    expect(firstTabOf('data')).toBe('project_data');
    expect(firstTabOf('dashboards')).toBe('cx_dashboard');
    expect(firstTabOf('insights')).toBe('rootCauseAnalysis');
  });
});
