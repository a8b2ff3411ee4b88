import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { lastMailTo, linkCode, PASSWORD, signUp, uniqueEmail } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('workspaces', () => {
  it('creates a workspace in the same account and switches the session to it', async () => {
    const u = await signUp(t, { company: 'Gamma' });
    const created = await u.client.call(endpoints.createWorkspace, { body: { name: 'Gamma Support', subtitle: 'Tickets' } });
    expect(created).toMatchObject({ name: 'Gamma Support', accountName: 'Gamma', role: 'ADMIN', memberCount: 1 });
    expect((await u.client.call(endpoints.workspaces)).map((w) => w.name)).toEqual(['Gamma', 'Gamma Support']);

    const me = await u.client.call(endpoints.switchWorkspace, { body: { workspaceCode: created.code } });
    expect(me.workspaces.find((w) => w.selected)?.code).toBe(created.code);
    expect((await u.client.call(endpoints.me)).workspaces.find((w) => w.selected)?.code).toBe(created.code);

    // The next sign-in starts where the user left off.
    const again = await new Client(t.baseUrl).call(endpoints.login, { body: { email: u.email, password: PASSWORD } });
    expect(again.user.workspaces.find((w) => w.selected)?.code).toBe(created.code);
  });

  it('refuses a duplicate name and a missing subtitle', async () => {
    const u = await signUp(t, { company: 'Delta' });
    const dup = await u.client.request(endpoints.createWorkspace, { body: { name: 'delta', subtitle: 'x' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ messageCode: 'WORKSPACE_NAME_TAKEN' });
    const missing = await u.client.request(endpoints.createWorkspace, { body: { name: 'Other', subtitle: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: [{ field: 'subtitle', messageCode: 'FIELD_REQUIRED' }] });
  });

  it('answers 402 with the upgrade message past the WORKSPACE_COUNT limit, and creates nothing', async () => {
    const u = await signUp(t, { company: 'Epsilon' });
    // The default plan allows 3 workspaces per account.
    await u.client.call(endpoints.createWorkspace, { body: { name: 'E2', subtitle: 's' } });
    await u.client.call(endpoints.createWorkspace, { body: { name: 'E3', subtitle: 's' } });
    expect(await u.client.call(endpoints.packageCheck, { query: { feature: 'WORKSPACE_COUNT' } })).toEqual({
      feature: 'WORKSPACE_COUNT',
      status: 'LIMIT_EXCEEDED',
    });
    const res = await u.client.request(endpoints.createWorkspace, { body: { name: 'E4', subtitle: 's' } });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      type: 'PackageLimitException',
      messageCode: 'PLAN_LIMIT_REACHED',
      data: { feature: 'WORKSPACE_COUNT' },
    });
    expect(await u.client.call(endpoints.workspaces)).toHaveLength(3);
  });
});

describe('invitations', () => {
  it('invites an existing user, who is notified in the app, accepts, and can switch', async () => {
    const owner = await signUp(t, { company: 'Zeta' });
    const guest = await signUp(t, { company: 'Guest Co' });
    const { lastId } = { lastId: (await guest.client.call(endpoints.eventCheckpoint)).id };

    const inv = await owner.client.call(endpoints.invite, { body: { email: guest.email, role: 'ANALYST' } });
    expect(inv).toMatchObject({ email: guest.email, role: 'ANALYST', status: 'PENDING' });

    // The event the web polls for, then the notification itself.
    const events = await guest.client.call(endpoints.events, { query: { lastId } });
    expect(events.map((e) => e.type)).toContain('NOTIFICATION_CREATED');
    const notes = await guest.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const note = notes.content.find((n) => n.type === 'INVITATION');
    expect(note).toMatchObject({ titleKey: 'notifications.invitation.title', params: { workspaceName: 'Zeta' }, read: false });
    const token = note?.link?.split('/').pop() ?? '';
    expect(linkCode((await lastMailTo(t.db, guest.email)).text, 'invitation')).toBe(token);

    expect(await new Client(t.baseUrl).call(endpoints.invitationPreview, { params: { token } })).toMatchObject({
      workspaceName: 'Zeta',
      role: 'ANALYST',
      userExists: true,
    });
    const { workspaceCode } = await guest.client.call(endpoints.acceptInvitation, { params: { token } });
    const me = await guest.client.call(endpoints.switchWorkspace, { body: { workspaceCode } });
    const zeta = me.workspaces.find((w) => w.selected);
    expect(zeta).toMatchObject({ name: 'Zeta', role: 'ANALYST' });
    expect(zeta?.permissions).not.toContain('MEMBER/INVITE');

    // An analyst cannot invite (permission denied is a 401 of its own type, docs/errors.md).
    const denied = await guest.client.request(endpoints.invite, { body: { email: uniqueEmail(), role: 'ANALYST' } });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });

    // The inviter hears about it; the invitation cannot be used twice.
    const ownerNotes = await owner.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    expect(ownerNotes.content.map((n) => n.titleKey)).toContain('notifications.memberJoined.title');
    const reuse = await new Client(t.baseUrl).request(endpoints.invitationPreview, { params: { token } });
    expect(reuse.status).toBe(404);
    expect(reuse.body).toMatchObject({ messageCode: 'INVITATION_INVALID' });
    expect((await owner.client.call(endpoints.members)).map((m) => m.email).sort()).toEqual([owner.email, guest.email].sort());
  });

  it('treats revoked and expired invitations as invalid', async () => {
    const owner = await signUp(t, { company: 'Eta' });
    const email = uniqueEmail('later');
    const first = await owner.client.call(endpoints.invite, { body: { email, role: 'MANAGER' } });
    const firstToken = linkCode((await lastMailTo(t.db, email)).text, 'invitation');
    await owner.client.call(endpoints.revokeInvitation, { params: { id: first.id } });
    expect((await new Client(t.baseUrl).request(endpoints.invitationPreview, { params: { token: firstToken } })).status).toBe(
      404,
    );

    await owner.client.call(endpoints.invite, { body: { email, role: 'MANAGER' } });
    const token = linkCode((await lastMailTo(t.db, email)).text, 'invitation');
    await t.db
      .updateTable('invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .where('status', '=', 'PENDING')
      .execute();
    expect((await new Client(t.baseUrl).request(endpoints.invitationPreview, { params: { token } })).body).toMatchObject({
      messageCode: 'INVITATION_INVALID',
    });
    expect((await owner.client.call(endpoints.invitations)).map((i) => i.status)).toEqual(['EXPIRED', 'REVOKED']);
  });

  it('refuses an invitation accepted by another address, and members invited twice', async () => {
    const owner = await signUp(t, { company: 'Theta' });
    const other = await signUp(t);
    await owner.client.call(endpoints.invite, { body: { email: 'someone-else@example.com', role: 'ANALYST' } });
    const token = linkCode((await lastMailTo(t.db, 'someone-else@example.com')).text, 'invitation');
    const res = await other.client.request(endpoints.acceptInvitation, { params: { token } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ messageCode: 'INVITATION_EMAIL_MISMATCH' });
    const self = await owner.client.request(endpoints.invite, { body: { email: owner.email, role: 'ANALYST' } });
    expect(self.body).toMatchObject({ messageCode: 'ALREADY_MEMBER' });
  });
});

describe('profile', () => {
  it('updates personal information and language', async () => {
    const u = await signUp(t);
    const me = await u.client.call(endpoints.updateMe, {
      body: { jobTitle: 'Analyst', department: 'CX', phone: '+90 555 000 00 00', language: 'tr', personalInformationDone: true },
    });
    expect(me).toMatchObject({ jobTitle: 'Analyst', department: 'CX', language: 'tr', personalInformationDone: true });
    const bad = await u.client.request(endpoints.updateMe, { body: { phone: 'call me maybe' } });
    expect(bad.body).toMatchObject({ fields: [{ field: 'phone', messageCode: 'FIELD_INVALID' }] });
  });

  it('saves notification settings, and an in-app switch that is off means no bell entry', async () => {
    const u = await signUp(t);
    const saved = await u.client.call(endpoints.updateNotificationSettings, {
      body: { settings: [{ type: 'SECURITY', inApp: false, email: false }] },
    });
    expect(saved.find((s) => s.type === 'SECURITY')).toEqual({ type: 'SECURITY', inApp: false, email: false });
    expect(saved.find((s) => s.type === 'INVITATION')).toEqual({ type: 'INVITATION', inApp: true, email: true });
    const before = await u.client.call(endpoints.notificationCount);
    await u.client.call(endpoints.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'x-new-pass-9' } });
    expect(await u.client.call(endpoints.notificationCount)).toEqual(before);
  });
});
