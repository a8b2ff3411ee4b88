import type { PageTourItem } from './model';

/** Where the user is: the path and, on pages with tabs, the tab on screen. */
export interface PageLocation {
  pathname: string;
  tab?: string | null;
}

/** Whether a page pattern (`/project/detail/:code`) names the path; a trailing slash does not count. */
export function matchesPage(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** DOM order of two elements: negative when `a` comes first in the page. */
function domOrder(a: Element, b: Element): number {
  if (a === b) return 0;
  const position = a.compareDocumentPosition(b);
  if (position & Node.DOCUMENT_POSITION_FOLLOWING) return -1;
  if (position & Node.DOCUMENT_POSITION_PRECEDING) return 1;
  return 0;
}

/** A selector the browser cannot parse is a content mistake: its step is left out, the tour still runs. */
function findSafely(find: (selector: string) => Element | null, selector: string): Element | null {
  try {
    return find(selector);
  } catch {
    return null;
  }
}

/**
 * The steps of the page tour for the page on screen: only items whose page URL and tab match and whose selector
 * finds an element now, sorted by `ordering` and then by the element's position in the page (docs/tour-and-help.md).
 * An item without a tab belongs to every tab of its page. `find` is `document.querySelector` in the app.
 */
export function pageTourSteps<T extends PageTourItem>(
  items: readonly T[],
  location: PageLocation,
  find: (selector: string) => Element | null,
): (T & { element: Element })[] {
  const found: (T & { element: Element })[] = [];
  for (const item of items) {
    if (!matchesPage(item.pageUrl, location.pathname)) continue;
    if (item.tab !== undefined && item.tab !== (location.tab ?? undefined)) continue;
    const element = findSafely(find, item.selector);
    if (element) found.push({ ...item, element });
  }
  return found.sort((a, b) => a.ordering - b.ordering || domOrder(a.element, b.element));
}
