import type { ActionStatus } from '@sentio/domain';

/**
 * Where the detail page's back link goes: `returnUrl` when it is a path of this app (starts with one '/'), else the
 * list. A full URL or `//host` would send the user off the site, so those fall back to the list.
 */
export function backTarget(returnUrl: string | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return '/actions';
  return returnUrl;
}

/** The status buttons offered for a status: start, finish or cancel an open action; reopen a closed one. */
export function statusMoves(status: ActionStatus): ActionStatus[] {
  switch (status) {
    case 'OPEN':
      return ['IN_PROGRESS', 'DONE', 'CANCELLED'];
    case 'IN_PROGRESS':
      return ['DONE', 'CANCELLED'];
    default:
      return ['OPEN'];
  }
}
