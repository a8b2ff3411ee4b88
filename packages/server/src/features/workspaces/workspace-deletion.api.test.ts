import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  // The first user of a fresh installation becomes its operator; the tests below want ordinary users.
  await signUp(t, { company: 'First' });
  owner = await signUp(t, { company: 'Deleting Co' });
});
afterAll(() => t.close());

const del = (u: SignedInUser, code: string, confirm: string) =>
  u.client.request(endpoints.accountWorkspaceDelete, { params: { code }, query: { confirm } });

const rowsOf = async (table: 'model' | 'workspace_member', workspaceId: string) =>
  (await t.db.selectFrom(table).select('workspace_id').where('workspace_id', '=', workspaceId).execute()).length;

describe('deleting a workspace of an account', () => {
  it('takes its name typed again, refuses strangers and non-managers, deletes everything in it, never the last one', async () => {
    const second = await owner.client.call(endpoints.createWorkspace, { body: { name: 'Second team', subtitle: 'To go' } });
    await owner.client.call(endpoints.switchWorkspace, { body: { workspaceCode: second.code } });
    await createModel(owner);
    const analyst = await member(t, owner, 'ANALYST');
    const { id } = await t.db.selectFrom('workspace').select('id').where('code', '=', second.code).executeTakeFirstOrThrow();
    expect(await rowsOf('model', id)).toBe(1);

    const mistyped = await del(owner, second.code, 'Second');
    expect(mistyped.status).toBe(400);
    expect(mistyped.body).toMatchObject({ messageCode: 'WORKSPACE_CONFIRM_MISMATCH' });

    // A member of the workspace who owns only their own sign-up account: not a manager of this one.
    const byAnalyst = await del(analyst, second.code, 'Second team');
    expect(byAnalyst.status).toBe(403);
    expect(byAnalyst.body).toMatchObject({ messageCode: 'ACCOUNT_NOT_MANAGED' });

    // The owner of another account names this account's workspace.
    const stranger = await signUp(t, { company: 'Stranger Co' });
    const byStranger = await del(stranger, second.code, 'Second team');
    expect(byStranger.status).toBe(403);
    expect(byStranger.body).toMatchObject({ messageCode: 'ACCOUNT_NOT_MANAGED' });
    expect((await del(owner, 'no-such-workspace', 'x')).status).toBe(404);
    expect(await rowsOf('model', id)).toBe(1);

    expect((await del(owner, second.code, '  Second team ')).status).toBe(200);
    expect(await rowsOf('model', id)).toBe(0);
    expect(await rowsOf('workspace_member', id)).toBe(0);
    const left = (await owner.client.call(endpoints.workspaces)).map((w) => w.code);
    expect(left).toEqual([owner.workspaceCode]);
    // The member's session was in it: it has no workspace now, and their list no longer holds it.
    expect((await analyst.client.call(endpoints.workspaces)).map((w) => w.code)).not.toContain(second.code);
    const event = await t.db
      .selectFrom('ui_event')
      .select('payload')
      .where('user_id', '=', analyst.userId)
      .where('type', '=', 'WORKSPACE_MEMBERSHIP_CHANGED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ workspaceCode: second.code });

    const last = await del(owner, owner.workspaceCode, 'Deleting Co');
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ messageCode: 'WORKSPACE_LAST' });
  });
});
