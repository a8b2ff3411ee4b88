import { endpoints, type Endpoint, type EndpointName } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { signUp, uniqueEmail, type SignedInUser } from '../../test/factories.js';

/**
 * Every route of the app, three ways: without a session (401), with a malformed body (400 with field codes),
 * and by a user of another workspace aiming at the first workspace's records (never their data).
 * A new route without a row in `foreign` below fails this file: cross-workspace access is decided per route.
 */
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
/** An installation operator (SYSTEM_ADMIN), for the routes only operators reach. */
let operator: SignedInUser;
const aRecords = { invitationId: '', invitationToken: '', notificationCode: '', otherNotificationCode: '' };

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t, { company: 'Alpha' });
  b = await signUp(t, { company: 'Beta' });
  operator = await signUp(t, { company: 'Operator' });
  await t.db.updateTable('app_user').set({ user_type: 'SYSTEM_ADMIN' }).where('id', '=', operator.userId).execute();
  const inv = await a.client.call(endpoints.invite, { body: { email: uniqueEmail('invitee'), role: 'ANALYST' } });
  aRecords.invitationId = inv.id;
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', inv.email)
    .executeTakeFirstOrThrow();
  aRecords.invitationToken = /\/invitation\/([\w-]+)/.exec(mail.text_body)?.[1] ?? '';
  // Two notifications for A (password change, then 2FA setup is not needed: change password twice).
  await a.client.call(endpoints.changePassword, { body: { currentPassword: 'correct-horse-1', newPassword: 'correct-horse-2' } });
  await a.client.call(endpoints.changePassword, { body: { currentPassword: 'correct-horse-2', newPassword: 'correct-horse-1' } });
  const notes = await a.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
  aRecords.notificationCode = notes.content[0]?.code ?? '';
  aRecords.otherNotificationCode = notes.content[1]?.code ?? '';
});
afterAll(() => t.close());

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const callerFor = (permission: string) =>
  permission === 'public' ? new Client(t.baseUrl) : permission === 'SYSTEM/ADMIN' ? operator.client : b.client;
const samplePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, n: string) =>
    n === 'id' ? '00000000-0000-4000-8000-000000000000' : n === 'code' ? 'PROJECT_COUNT' : 'sample',
  );

describe('without a session', () => {
  it.each(all.filter(([, e]) => e.permission !== 'public'))('%s answers 401', async (_name, e) => {
    const res = await new Client(t.baseUrl).raw(e.method, samplePath(e.path), e.body ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' });
  });

  it('a revoked or made-up token is no session', async () => {
    const res = await new Client(t.baseUrl, 'made-up-token').request(endpoints.me);
    expect(res.status).toBe(401);
  });
});

describe('with a malformed body', () => {
  it.each(all.filter(([, e]) => e.body !== undefined))('%s answers 400 with field codes', async (_name, e) => {
    const caller = callerFor(e.permission);
    const res = await caller.raw(e.method, samplePath(e.path), { body: { unexpectedField: { nested: [1, 2] } } });
    expect(res.status).toBe(400);
    const body = res.body as { type: string; fields: { field: string; messageCode: string }[] };
    expect(body.type).toBe('ValidationException');
    expect(body.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'unexpectedField', messageCode: 'FIELD_UNKNOWN' })]),
    );
  });

  it.each(all.filter(([, e]) => e.body !== undefined))(
    '%s answers 400 (not 500) to a body that is not JSON',
    async (_name, e) => {
      const caller = callerFor(e.permission);
      const res = await caller.raw(e.method, samplePath(e.path), { rawBody: '{"broken": ' });
      expect(res.status).toBe(400);
    },
  );

  it.each(all.filter(([, e]) => e.query !== undefined))('%s answers 400 to a malformed query', async (_name, e) => {
    const caller = callerFor(e.permission);
    const res = await caller.raw(e.method, `${samplePath(e.path)}?page=-1&size=abc&lastId=x&code=x&feature=NOPE&bogus=1`);
    expect(res.status).toBe(400);
    expect((res.body as { fields: unknown[] }).fields.length).toBeGreaterThan(0);
  });
});

type Attack = (c: Client) => Promise<RawResponse>;
const denied = (res: RawResponse) => expect([401, 403, 404]).toContain(res.status);

/** What B tries against A for each route, and what must hold afterwards. `own` marks routes that only ever read or change the caller's own records. */
const foreign: Record<EndpointName, { attack: Attack; expectDenied: boolean } | 'own' | 'public'> = {
  health: 'public',
  register: 'public',
  verifyEmail: 'public',
  resendVerification: 'public',
  login: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  logout: 'own',
  me: 'own',
  updateMe: 'own',
  changePassword: 'own',
  otpSetup: 'own',
  otpEnable: 'own',
  otpDisable: 'own',
  activity: 'own',
  notificationSettings: 'own',
  updateNotificationSettings: 'own',
  eventCheckpoint: 'own',
  eventDuration: 'own',
  packagePlan: 'own',
  accountFeatures: 'own',
  accountFeature: 'own',
  packageCheck: 'own',
  outbox: { attack: (c) => c.request(endpoints.outbox, { query: { page: 0, size: 10 } }), expectDenied: true },
  switchWorkspace: {
    attack: (c) => c.request(endpoints.switchWorkspace, { body: { workspaceCode: a.workspaceCode } }),
    expectDenied: true,
  },
  workspaces: { attack: (c) => c.request(endpoints.workspaces), expectDenied: false },
  createWorkspace: 'own',
  members: { attack: (c) => c.request(endpoints.members), expectDenied: false },
  invitations: { attack: (c) => c.request(endpoints.invitations), expectDenied: false },
  invite: 'own',
  revokeInvitation: {
    attack: (c) => c.request(endpoints.revokeInvitation, { params: { id: aRecords.invitationId } }),
    expectDenied: true,
  },
  invitationPreview: 'public',
  acceptInvitation: {
    attack: (c) => c.request(endpoints.acceptInvitation, { params: { token: aRecords.invitationToken } }),
    expectDenied: true,
  },
  events: { attack: (c) => c.request(endpoints.events, { query: { lastId: '0' } }), expectDenied: false },
  notifications: { attack: (c) => c.request(endpoints.notifications, { query: { page: 0, size: 50 } }), expectDenied: false },
  markNotificationRead: {
    attack: (c) => c.request(endpoints.markNotificationRead, { body: { code: aRecords.notificationCode } }),
    expectDenied: true,
  },
  markAllNotificationsRead: { attack: (c) => c.request(endpoints.markAllNotificationsRead), expectDenied: false },
  notificationsAfter: {
    attack: (c) => c.request(endpoints.notificationsAfter, { query: { code: aRecords.otherNotificationCode, size: 10 } }),
    expectDenied: true,
  },
  notificationsBefore: {
    attack: (c) => c.request(endpoints.notificationsBefore, { query: { code: aRecords.notificationCode, size: 10 } }),
    expectDenied: true,
  },
  deleteNotification: {
    attack: (c) => c.request(endpoints.deleteNotification, { query: { code: aRecords.notificationCode } }),
    expectDenied: true,
  },
  notificationCount: { attack: (c) => c.request(endpoints.notificationCount), expectDenied: false },
};

describe('across workspaces', () => {
  it('every route has a decided cross-workspace case', () => {
    expect(Object.keys(foreign).sort()).toEqual(all.map(([n]) => n).sort());
  });

  it.each(
    Object.entries(foreign).filter(([, v]) => typeof v === 'object') as [
      EndpointName,
      { attack: Attack; expectDenied: boolean },
    ][],
  )('%s never reaches the other workspace', async (_name, { attack, expectDenied }) => {
    const res = await attack(b.client);
    if (expectDenied) denied(res);
    // Whatever the answer, none of A's identifiers or names may appear in it.
    const text = JSON.stringify(res.body);
    for (const secret of [
      a.workspaceCode,
      a.email,
      aRecords.invitationId,
      aRecords.notificationCode,
      aRecords.otherNotificationCode,
      'Alpha',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("A's records are untouched by B's attempts", async () => {
    const notes = await a.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const target = notes.content.find((n) => n.code === aRecords.notificationCode);
    expect(target).toMatchObject({ read: false });
    expect((await a.client.call(endpoints.invitations)).find((i) => i.id === aRecords.invitationId)?.status).toBe('PENDING');
    expect((await a.client.call(endpoints.members)).map((m) => m.email)).toEqual([a.email]);
  });
});
