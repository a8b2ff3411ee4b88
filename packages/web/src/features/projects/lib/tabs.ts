import {
  decodeFilters,
  encodeFilters,
  isProjectTab,
  projectTabs,
  switchTab,
  tabBehaviour,
  type ProjectTab,
} from '@sentio/domain';

/** The tabs this release fills; the others show "arrives in a later release". */
export const builtTabs: ReadonlySet<ProjectTab> = new Set([
  'project_data',
  'cx_dashboard',
  'sources',
  'test',
  'settings',
  'statistics',
  'rootCauseAnalysis',
  'cj_customer_journey',
  'ws_customer_journey',
  'rules',
  'notification',
  'agentStatistics',
  'reports',
  'assistant',
]);
export { projectTabs };

/**
 * The analysis's fifteen tabs in five groups: a single bar of fifteen overflowed at 1440 px and hid tabs behind a
 * "more" menu. The page shows the groups, then the tabs of the current tab's group. Grouping is presentation only:
 * every tab keeps its `tab=` value, so links and bookmarks are unchanged.
 */
export const tabGroups = {
  data: ['project_data', 'sources', 'test'],
  dashboards: ['cx_dashboard', 'statistics', 'reports', 'agentStatistics'],
  insights: ['rootCauseAnalysis', 'cj_customer_journey', 'ws_customer_journey', 'assistant'],
  automation: ['rules', 'notification', 'training'],
  settings: ['settings'],
} as const satisfies Record<string, readonly ProjectTab[]>;
export type TabGroup = keyof typeof tabGroups;
export const tabGroupNames = Object.keys(tabGroups) as TabGroup[];

export const groupOf = (tab: ProjectTab): TabGroup =>
  tabGroupNames.find((g) => (tabGroups[g] as readonly ProjectTab[]).includes(tab)) ?? 'data';

/** The tab a group opens on: its first built tab (a later-release tab only when the group has nothing else). */
export const firstTabOf = (group: TabGroup): ProjectTab => {
  const tabs: readonly ProjectTab[] = tabGroups[group];
  return tabs.find((t) => builtTabs.has(t)) ?? tabs[0] ?? 'project_data';
};

/** The tab whose content is shown: an unknown (or missing) tab shows the data tab. */
export const shownTab = (tab: string | null): ProjectTab => (tab !== null && isProjectTab(tab) ? tab : 'project_data');

const quiet = () => undefined;

/**
 * The query string after switching to `tab` (the tab table of docs/filters-and-urls.md, via the domain's `switchTab`): a tab that keeps the
 * other filters gets the whole encoded filter state; any other tab gets only `tab`, plus the date range when it has
 * a date filter. Parameters that are not filters are dropped with the filters they belong to.
 */
export function searchForTab(current: URLSearchParams, tab: string, timeZone: string): URLSearchParams {
  const behaviour = tabBehaviour(tab);
  const next = switchTab(decodeFilters(current, { timeZone, warn: quiet }), tab, { timeZone });
  const encoded = encodeFilters(next, { timeZone }) as URLSearchParams;
  if (behaviour.keepsFiltersOnSwitch) return encoded;
  const out = new URLSearchParams({ tab });
  if (behaviour.dateFilter)
    for (const name of ['sd', 'ed', 'csd', 'ced']) {
      const value = encoded.get(name);
      if (value) out.set(name, value);
    }
  return out;
}
