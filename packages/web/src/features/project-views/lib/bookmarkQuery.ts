import type { Bookmark } from '@sentio/domain';

/** The date parameters of the URL: left out of a bookmark unless it includes the date filter. */
export const dateParams = ['sd', 'ed', 'csd', 'ced', 'searchByDate'] as const;
const rangeParams = ['sd', 'ed', 'csd', 'ced'] as const;
/** Not part of a saved filter state: where the user was (page, tab) and what they had open. */
const positionParams = new Set(['page', 'tab', 'doc']);
/** Parameters that filter the documents besides the dates; their presence means the URL asks for a view. */
const contentFilterParams = [
  'q',
  'fq',
  'cq',
  'topic',
  'rrId',
  'dofc',
  'cj',
  'cjs',
  'wcj',
  'acid',
  'nid',
  'showEmptyContent',
  'showRootCauselessContent',
];

const filled = (params: URLSearchParams, name: string) => params.getAll(name).some((v) => v !== '');

/**
 * The query string a bookmark stores for the current URL: everything but page, tab and the open document, the
 * dates only when asked for. Empty parameters are dropped (they decode to their defaults), except an empty
 * `searchByDate`, which means "no date field" rather than the default one.
 */
export function bookmarkQueryOf(current: URLSearchParams, includeDate: boolean): string {
  const out = new URLSearchParams();
  for (const [name, value] of current) {
    if (positionParams.has(name)) continue;
    if (!includeDate && (dateParams as readonly string[]).includes(name)) continue;
    if (value === '' && name !== 'searchByDate') continue;
    out.append(name, value);
  }
  return out.toString();
}

/** True when the URL filters by anything (text, fields, categories or dates); a bare `?tab=project_data` does not. */
export function hasFilterParams(params: URLSearchParams): boolean {
  return [...contentFilterParams, ...rangeParams].some((name) => filled(params, name));
}

/** True when the URL filters by anything but the dates (the tab writes a default range into a bare URL). */
export const hasContentFilters = (params: URLSearchParams): boolean => contentFilterParams.some((name) => filled(params, name));

/**
 * The data tab's URL for a bookmark: its saved filters on the first page; a bookmark saved without dates keeps
 * the range (and comparison) on screen, so picking a quick filter does not jump to another period.
 */
export function bookmarkUrlParams(bookmark: Pick<Bookmark, 'query'>, current: URLSearchParams): URLSearchParams {
  const saved = new URLSearchParams(bookmark.query);
  const next = new URLSearchParams({ tab: 'project_data' });
  for (const [name, value] of saved) if (!positionParams.has(name)) next.append(name, value);
  if (!rangeParams.some((name) => filled(saved, name))) {
    for (const name of dateParams) {
      const value = current.get(name);
      if (value !== null && !saved.has(name)) next.set(name, value);
    }
  }
  return next;
}
