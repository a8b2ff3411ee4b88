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
]);
export { projectTabs };

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
