import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, signUp, type SignedInUser } from '../../test/factories.js';

let t: TestApp;
let u: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUp(t);
  // Welcome (from verification) + three security notices.
  let pw = PASSWORD;
  for (const next of ['second-pass-2', 'third-pass-3', 'fourth-pass-4']) {
    await u.client.call(endpoints.changePassword, { body: { currentPassword: pw, newPassword: next } });
    pw = next;
  }
});
afterAll(() => t.close());

describe('in-app notifications', () => {
  it('lists newest first with paging and counts unread', async () => {
    const page = await u.client.call(endpoints.notifications, { query: { page: 0, size: 2 } });
    expect(page).toMatchObject({ page: 0, size: 2, total: 4 });
    expect(page.content).toHaveLength(2);
    const next = await u.client.call(endpoints.notifications, { query: { page: 1, size: 2 } });
    expect(next.content.at(-1)?.titleKey).toBe('notifications.welcome.title');
    expect(await u.client.call(endpoints.notificationCount)).toEqual({ unread: 4, total: 4 });
  });

  it('reads around a code: after (newer) and before (older)', async () => {
    const { content } = await u.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const [newest, second, , oldest] = content;
    expect(
      (await u.client.call(endpoints.notificationsAfter, { query: { code: second?.code ?? '', size: 10 } })).map((n) => n.code),
    ).toEqual([newest?.code]);
    expect(
      (await u.client.call(endpoints.notificationsBefore, { query: { code: second?.code ?? '', size: 10 } })).map((n) => n.code),
    ).toEqual(content.slice(2).map((n) => n.code));
    expect(await u.client.call(endpoints.notificationsBefore, { query: { code: oldest?.code ?? '', size: 10 } })).toEqual([]);
  });

  it('marks one read, then all, then deletes one', async () => {
    const { content } = await u.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const first = content[0]?.code ?? '';
    expect(await u.client.call(endpoints.markNotificationRead, { body: { code: first } })).toMatchObject({
      code: first,
      read: true,
    });
    expect(await u.client.call(endpoints.notificationCount)).toEqual({ unread: 3, total: 4 });
    expect(await u.client.call(endpoints.markAllNotificationsRead)).toEqual({ updated: 3 });
    await u.client.call(endpoints.deleteNotification, { query: { code: first } });
    expect(await u.client.call(endpoints.notificationCount)).toEqual({ unread: 0, total: 3 });
    const again = await u.client.request(endpoints.deleteNotification, { query: { code: first } });
    expect(again.status).toBe(404);
  });
});

describe('events', () => {
  it('polls after a checkpoint and records durations', async () => {
    const { id } = await u.client.call(endpoints.eventCheckpoint);
    expect(await u.client.call(endpoints.events, { query: { lastId: id } })).toEqual([]);
    await u.client.call(endpoints.updateNotificationSettings, {
      body: { settings: [{ type: 'SYSTEM', inApp: true, email: false }] },
    });
    const events = await u.client.call(endpoints.events, { query: { lastId: id } });
    expect(events.map((e) => e.type)).toEqual(['USER_UPDATED']);
    expect(await u.client.call(endpoints.events, { query: { lastId: events[0]?.id ?? '' } })).toEqual([]);
    expect(await u.client.call(endpoints.eventDuration, { body: { name: '/profile/1', durationMs: 1234 } })).toEqual({
      ok: true,
    });
    const bad = await u.client.request(endpoints.eventDuration, { body: { name: '/x', durationMs: -5 } });
    expect(bad.body).toMatchObject({ fields: [{ field: 'durationMs', messageCode: 'FIELD_TOO_SMALL' }] });
  });
});
