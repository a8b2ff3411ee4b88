// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InAppNotification } from '@sentio/domain';
import { markRead, mergeNotifications, notificationKey } from './merge';

const n = (code: string, createdAt: string, read = false): InAppNotification => ({
  code,
  type: 'SYSTEM',
  titleKey: 'notifications.welcome.title',
  bodyKey: 'notifications.welcome.body',
  params: {},
  link: null,
  read,
  createdAt,
});

describe('mergeNotifications', () => {
  it('adds new notifications without duplicating known ones', () => {
    const merged = mergeNotifications(
      [n('a', '2024-01-02T00:00:00Z'), n('b', '2024-01-01T00:00:00Z')],
      [n('c', '2024-01-03T00:00:00Z'), n('a', '2024-01-02T00:00:00Z')],
    );
    expect(merged.map((x) => x.code)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the newer copy of a notification', () => {
    const merged = mergeNotifications([n('a', '2024-01-02T00:00:00Z', false)], [n('a', '2024-01-02T00:00:00Z', true)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.read).toBe(true);
  });

  it('sorts newest first and breaks ties by code', () => {
    const t = '2024-01-01T00:00:00Z';
    expect(mergeNotifications([], [n('a', t), n('c', t), n('b', t)]).map((x) => x.code)).toEqual(['c', 'b', 'a']);
  });

  it('appends an older page after the newest one', () => {
    const first = [n('d', '2024-01-04T00:00:00Z'), n('c', '2024-01-03T00:00:00Z')];
    const older = [n('b', '2024-01-02T00:00:00Z'), n('a', '2024-01-01T00:00:00Z')];
    expect(mergeNotifications(first, older).map((x) => x.code)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('does not change its inputs', () => {
    const current = [n('a', '2024-01-01T00:00:00Z')];
    mergeNotifications(current, [n('b', '2024-01-02T00:00:00Z')]);
    expect(current.map((x) => x.code)).toEqual(['a']);
  });
});

describe('markRead', () => {
  it('marks one by code, or all with null', () => {
    const list = [n('a', '2024-01-01T00:00:00Z'), n('b', '2024-01-02T00:00:00Z')];
    expect(markRead(list, 'a').map((x) => x.read)).toEqual([true, false]);
    expect(markRead(list, null).every((x) => x.read)).toBe(true);
  });
});

describe('notificationKey', () => {
  it('strips the namespace prefix the server puts on keys', () => {
    expect(notificationKey('notifications.invitation.title')).toBe('invitation.title');
    expect(notificationKey('invitation.title')).toBe('invitation.title');
  });
});
