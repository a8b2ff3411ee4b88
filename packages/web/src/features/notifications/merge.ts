import type { InAppNotification } from '@sentio/domain';

/**
 * Merges newly loaded notifications into the list by `code`: no duplicates, a newer copy of
 * the same notification (e.g. now read) replaces the old one, newest first.
 */
export function mergeNotifications(
  current: readonly InAppNotification[],
  incoming: readonly InAppNotification[],
): InAppNotification[] {
  const byCode = new Map<string, InAppNotification>();
  for (const n of current) byCode.set(n.code, n);
  for (const n of incoming) byCode.set(n.code, n);
  return [...byCode.values()].sort((a, b) => {
    const t = Date.parse(b.createdAt) - Date.parse(a.createdAt);
    return t !== 0 && !Number.isNaN(t) ? t : a.code < b.code ? 1 : a.code > b.code ? -1 : 0;
  });
}

/** The same list with one notification (or all, when `code` is null) marked read. */
export function markRead(list: readonly InAppNotification[], code: string | null): InAppNotification[] {
  return list.map((n) => (code === null || n.code === code ? { ...n, read: true } : n));
}

/** Server keys look like `notifications.invitation.title`; the namespace is already `notifications`. */
export const notificationKey = (key: string): string => key.replace(/^notifications[.:]/, '');
