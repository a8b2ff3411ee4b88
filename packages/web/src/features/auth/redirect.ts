import { sanitizeRedirect, storageKeys, type User } from '@sentio/domain';

/** The sanitised `redirect_url` of the current URL, '/' when absent or unsafe (docs/filters-and-urls.md). */
export const redirectTarget = (params: URLSearchParams): string =>
  sanitizeRedirect(params.get('redirect_url'), window.location.origin);

/**
 * Where to go after signing in. A user who never filled in the personal information is sent there once
 * (remembered per user in the first-login key), carrying the real target along.
 */
export function afterLoginPath(user: User, target: string): string {
  if (user.personalInformationDone || localStorage.getItem(storageKeys.firstLogin) === user.id) return target;
  localStorage.setItem(storageKeys.firstLogin, user.id);
  return `/personal-information?${new URLSearchParams({ redirect_url: target }).toString()}`;
}
