import { endpoints, permissions } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { lastMailTo, linkCode, setUserType, signUp, uniqueEmail, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  // The first user of a fresh installation becomes its operator; the tests below want ordinary users.
  await signUp(t, { company: 'First' });
  owner = await signUp(t, { company: 'Members Co' });
});
afterAll(() => t.close());

const memberOf = async (u: SignedInUser, userId: string) =>
  (await u.client.call(endpoints.members)).find((m) => m.userId === userId);

describe('member role change and removal', () => {
  it('an admin changes a role; the member’s session sees it at once', async () => {
    const analyst = await member(t, owner, 'ANALYST');
    expect((await analyst.client.request(endpoints.invitations)).status).toBe(401);
    const updated = await owner.client.call(endpoints.memberUpdate, {
      params: { userId: analyst.userId },
      body: { role: 'MANAGER' },
    });
    expect(updated).toMatchObject({ userId: analyst.userId, role: 'MANAGER', customRole: null });
    expect((await analyst.client.request(endpoints.invitations)).status).toBe(200);
    const me = await analyst.client.call(endpoints.me);
    expect(me.workspaces.find((w) => w.selected)?.role).toBe('MANAGER');
  });

  it('the last administrator cannot be demoted or removed (LAST_ADMIN); a second admin lifts it', async () => {
    const demote = await owner.client.request(endpoints.memberUpdate, {
      params: { userId: owner.userId },
      body: { role: 'ANALYST' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ messageCode: 'LAST_ADMIN' });
    const remove = await owner.client.request(endpoints.memberRemove, { params: { userId: owner.userId } });
    expect(remove.body).toMatchObject({ messageCode: 'LAST_ADMIN' });

    const second = await member(t, owner, 'ADMIN');
    await second.client.call(endpoints.memberUpdate, { params: { userId: second.userId }, body: { role: 'MANAGER' } });
    expect((await memberOf(owner, second.userId))?.role).toBe('MANAGER');
  });

  it('MEMBER/MANAGE is an administrator’s: a manager can neither change nor remove members', async () => {
    const manager = await member(t, owner, 'MANAGER');
    const analyst = await member(t, owner, 'ANALYST');
    const change = await manager.client.request(endpoints.memberUpdate, {
      params: { userId: analyst.userId },
      body: { role: 'MANAGER' },
    });
    expect(change.status).toBe(401);
    expect(change.body).toMatchObject({ type: 'PermissionDeniedException' });
    expect((await manager.client.request(endpoints.memberRemove, { params: { userId: analyst.userId } })).status).toBe(401);
  });

  it('removes a member: their content stays, their session loses the workspace, they can be invited again', async () => {
    const analyst = await member(t, owner, 'ANALYST');
    const model = await createModel(analyst);
    expect(await owner.client.call(endpoints.memberRemove, { params: { userId: analyst.userId } })).toEqual({ ok: true });
    expect(await memberOf(owner, analyst.userId)).toBeUndefined();
    // The analyst's session no longer works in that workspace; their model is still the workspace's.
    const me = await analyst.client.call(endpoints.me);
    expect(me.workspaces.some((w) => w.code === owner.workspaceCode)).toBe(false);
    const row = await t.db.selectFrom('model').select('id').where('id', '=', model.id).executeTakeFirst();
    expect(row?.id).toBe(model.id);
    const gone = await owner.client.request(endpoints.memberRemove, { params: { userId: analyst.userId } });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ messageCode: 'MEMBER_NOT_FOUND' });
    // Invited again (not a member any more).
    expect((await owner.client.request(endpoints.invite, { body: { email: analyst.email, role: 'ANALYST' } })).status).toBe(200);
  });
});

describe('custom roles', () => {
  it('creates a role with all permissions (add-all), refuses a duplicate name, gives it, and refuses deleting it in use', async () => {
    const role = await owner.client.call(endpoints.accountRoleCreate, {
      query: {},
      body: { name: 'Reviewer', permissions: ['WORKSPACE/READ', 'PROJECT/READ', 'MODEL/READ'] },
    });
    expect(role).toMatchObject({ name: 'Reviewer', memberCount: 0 });
    const dup = await owner.client.request(endpoints.accountRoleCreate, {
      query: {},
      body: { name: 'reviewer', permissions: ['PROJECT/READ'] },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ messageCode: 'ROLE_NAME_TAKEN' });
    const empty = await owner.client.request(endpoints.accountRoleCreate, {
      query: {},
      body: { name: 'Empty', permissions: [] },
    });
    expect(empty.status).toBe(400);

    const analyst = await member(t, owner, 'ANALYST');
    const updated = await owner.client.call(endpoints.memberUpdate, {
      params: { userId: analyst.userId },
      body: { role: role.id },
    });
    expect(updated).toMatchObject({ role: 'CUSTOM', customRole: { id: role.id, name: 'Reviewer' } });
    const me = await analyst.client.call(endpoints.me);
    const selected = me.workspaces.find((w) => w.selected);
    expect(selected).toMatchObject({ role: 'CUSTOM', roleName: 'Reviewer' });
    expect([...(selected?.permissions ?? [])].sort()).toEqual(['MODEL/READ', 'PROJECT/READ', 'WORKSPACE/READ']);
    // The role grants what it lists and nothing else.
    expect((await analyst.client.request(endpoints.projectList, { query: {} })).status).not.toBe(401);
    expect((await analyst.client.request(endpoints.invitations)).status).toBe(401);

    // Add-all: every permission; the member's session sees it at once.
    await owner.client.call(endpoints.accountRoleUpdate, {
      params: { id: role.id },
      body: { name: 'Reviewer', permissions: [...permissions] },
    });
    expect((await analyst.client.request(endpoints.invitations)).status).toBe(200);

    const inUse = await owner.client.request(endpoints.accountRoleDelete, { params: { id: role.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ messageCode: 'ROLE_IN_USE' });
    expect((await owner.client.call(endpoints.accountRoles, { query: {} })).find((r) => r.id === role.id)?.memberCount).toBe(1);
    await owner.client.call(endpoints.memberUpdate, { params: { userId: analyst.userId }, body: { role: 'ANALYST' } });
    expect(await owner.client.call(endpoints.accountRoleDelete, { params: { id: role.id } })).toEqual({ ok: true });
    expect(await owner.client.call(endpoints.workspaceRoleOptions)).toEqual([]);
  });

  it('a role of another account is not found', async () => {
    const other = await signUp(t, { company: 'Other roles' });
    const role = await other.client.call(endpoints.accountRoleCreate, {
      query: {},
      body: { name: 'Theirs', permissions: ['PROJECT/READ'] },
    });
    const analyst = await member(t, owner, 'ANALYST');
    const res = await owner.client.request(endpoints.memberUpdate, {
      params: { userId: analyst.userId },
      body: { role: role.id },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ messageCode: 'ROLE_NOT_FOUND' });
    expect((await owner.client.request(endpoints.accountRoleDelete, { params: { id: role.id } })).status).toBe(404);
  });
});

describe('account users', () => {
  it('an owner lists the account’s users, adds an existing user twice (ALREADY_MEMBER) and invites a new address', async () => {
    const acct = await signUp(t, { company: 'Account Users Co' });
    const second = await acct.client.call(endpoints.createWorkspace, { body: { name: 'AU Second', subtitle: 's' } });
    const management = await acct.client.call(endpoints.accountManagement, { query: {} });
    expect(management).toMatchObject({ name: 'Account Users Co', managedAs: 'OWNER' });
    expect(management.workspaces.map((w) => w.code).sort()).toEqual([acct.workspaceCode, second.code].sort());

    const someone = await signUp(t, { company: 'Someone' });
    const added = await acct.client.call(endpoints.accountUserAdd, {
      query: {},
      body: { email: someone.email, workspaces: [{ code: second.code, role: 'ANALYST' }] },
    });
    expect(added).toEqual({ added: [second.code], invited: [] });
    const twice = await acct.client.request(endpoints.accountUserAdd, {
      query: {},
      body: { email: someone.email, workspaces: [{ code: second.code, role: 'MANAGER' }] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ messageCode: 'ALREADY_MEMBER' });

    const fresh = uniqueEmail('fresh');
    const invited = await acct.client.call(endpoints.accountUserAdd, {
      query: {},
      body: { email: fresh, workspaces: [{ code: acct.workspaceCode, role: 'ANALYST' }] },
    });
    expect(invited).toEqual({ added: [], invited: [acct.workspaceCode] });
    expect(linkCode((await lastMailTo(t.db, fresh)).text, 'invitation')).toBeTruthy();

    const list = await acct.client.call(endpoints.accountUsers, { query: { page: 0, size: 10 } });
    expect(list.total).toBe(2);
    const row = list.content.find((u) => u.id === someone.userId);
    expect(row?.workspaces).toEqual([
      expect.objectContaining({ workspaceCode: second.code, role: 'ANALYST', accountName: 'Account Users Co' }),
    ]);
    const self = list.content.find((u) => u.id === acct.userId);
    expect(self).toMatchObject({ owner: true, representative: false });
    expect(self?.lastActivityAt).not.toBeNull();
    expect((await acct.client.call(endpoints.me)).accountManager).toBe(true);
  });

  it('edits profile fields, refuses SYSTEM_ADMIN from a non-operator, and removes the user from the account', async () => {
    const acct = await signUp(t, { company: 'Profile Co' });
    const analyst = await member(t, acct, 'ANALYST');
    const edited = await acct.client.call(endpoints.accountUserUpdate, {
      params: { id: analyst.userId },
      query: {},
      body: { jobTitle: 'Analyst', department: 'CX', organisation: 'Profile Co', phone: '+90 555 000 0000', saml: true },
    });
    expect(edited).toMatchObject({ jobTitle: 'Analyst', department: 'CX', phone: '+90 555 000 0000', saml: true });
    const promote = await acct.client.request(endpoints.accountUserUpdate, {
      params: { id: analyst.userId },
      query: {},
      body: { userType: 'SYSTEM_ADMIN' },
    });
    expect(promote.status).toBe(401);
    // A user outside the account is not found.
    const stranger = await signUp(t, { company: 'Stranger' });
    expect(
      (
        await acct.client.request(endpoints.accountUserUpdate, {
          params: { id: stranger.userId },
          query: {},
          body: { saml: true },
        })
      ).status,
    ).toBe(404);
    expect(await acct.client.call(endpoints.accountUserRemove, { params: { id: analyst.userId }, query: {} })).toEqual({
      ok: true,
    });
    expect((await acct.client.call(endpoints.accountUsers, { query: { page: 0, size: 10 } })).total).toBe(1);
    // The owner is the account's last administrator.
    const last = await acct.client.request(endpoints.accountUserRemove, { params: { id: acct.userId }, query: {} });
    expect(last.body).toMatchObject({ messageCode: 'LAST_ADMIN' });
  });

  it('a workspace member who does not own the account is refused; another account is ACCOUNT_NOT_MANAGED', async () => {
    const acct = await signUp(t, { company: 'Guarded Co' });
    const admin = await member(t, acct, 'ADMIN');
    // `admin` owns their own sign-up account, so the route lets them in; this account is not theirs.
    const accountId = (await acct.client.call(endpoints.accountManagement, { query: {} })).id;
    const res = await admin.client.request(endpoints.accountUsers, { query: { page: 0, size: 10, accountId } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ messageCode: 'ACCOUNT_NOT_MANAGED' });
    // Without accountId they get their own account, not this one.
    const own = await admin.client.call(endpoints.accountManagement, { query: {} });
    expect(own.id).not.toBe(accountId);
  });

  it('a customer representative manages the account without being a member; the operator lists every user', async () => {
    const acct = await signUp(t, { company: 'Represented Co' });
    const accountId = (await acct.client.call(endpoints.accountManagement, { query: {} })).id;
    const rep = await signUp(t, { company: 'Vendor' });
    await t.db.insertInto('account_representative').values({ account_id: accountId, user_id: rep.userId }).execute();
    const management = await rep.client.call(endpoints.accountManagement, { query: { accountId } });
    expect(management).toMatchObject({ id: accountId, managedAs: 'REPRESENTATIVE' });
    const users = await rep.client.call(endpoints.accountUsers, { query: { page: 0, size: 10, accountId } });
    expect(users.content.map((u) => u.email).sort()).toEqual([acct.email, rep.email].sort());

    const operator = await signUp(t, { company: 'Operator Co' });
    await setUserType(t, operator, 'SYSTEM_ADMIN');
    const all = await operator.client.call(endpoints.adminUsers, { query: { page: 0, size: 5, accountId } });
    expect(all.total).toBe(2);
    const promoted = await operator.client.call(endpoints.adminUserUpdate, {
      params: { id: rep.userId },
      body: { userType: 'SYSTEM_ADMIN' },
    });
    expect(promoted.userType).toBe('SYSTEM_ADMIN');
    expect((await acct.client.request(endpoints.adminUsers, { query: { page: 0, size: 5 } })).status).toBe(401);
  });

  it('a suspended account is managed by the operator only (ACCOUNT_SUSPENDED)', async () => {
    const acct = await signUp(t, { company: 'Suspended Co' });
    const accountId = (await acct.client.call(endpoints.accountManagement, { query: {} })).id;
    await t.db.updateTable('account').set({ suspended_at: new Date() }).where('id', '=', accountId).execute();
    const res = await acct.client.request(endpoints.accountUsers, { query: { page: 0, size: 10, accountId } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ messageCode: 'ACCOUNT_SUSPENDED' });
  });
});
