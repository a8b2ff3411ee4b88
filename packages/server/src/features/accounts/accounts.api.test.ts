import { endpoints, type PackageBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { lastMailTo, linkCode, PASSWORD, signUp, uniqueEmail, type SignedInUser } from '../../test/factories.js';
import { createModel, modelRequest } from '../models/test-fixtures.js';

let t: TestApp;
/** The first user of the installation: an operator by the first-user rule. */
let op: SignedInUser;
/** A workspace admin and account owner of their own account, not an operator. */
let b: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  op = await signUp(t, { company: 'Operator Co' });
  b = await signUp(t, { company: 'Beta Co' });
});
afterAll(() => t.close());

const userType = async (id: string) =>
  (await t.db.selectFrom('app_user').select('user_type').where('id', '=', id).executeTakeFirstOrThrow()).user_type;

const starter = (code: string, models: number | null, extra: Partial<PackageBody> = {}): PackageBody => ({
  code,
  name: `Package ${code}`,
  description: 'Small',
  features: [
    { code: 'PROJECT_COUNT', limit: 2 },
    { code: 'MODEL_COUNT', limit: models },
    { code: 'WORKSPACE_COUNT', limit: 1 },
    { code: 'USER_COUNT', limit: 5 },
    { code: 'DOCUMENT_MONTHLY', limit: null },
    { code: 'EXPORT', limit: 1 },
  ],
  ...extra,
});

/** Registers `email` (as the invitation mail's reader would), verifies, signs in. */
async function register(email: string): Promise<SignedInUser> {
  return signUp(t, { email, company: `Own of ${email}` });
}

describe('operators', () => {
  it('makes the first user of an installation an operator, not the second', async () => {
    expect(await userType(op.userId)).toBe('SYSTEM_ADMIN');
    expect(await userType(b.userId)).toBe('USER');
    const denied = await b.client.request(endpoints.adminAccountList, { query: {} });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ type: 'PermissionDeniedException' });
  });

  it('promotes SENTIO_OPERATOR_EMAILS at registration and at start-up', async () => {
    const other = await startTestApp({ env: { SENTIO_OPERATOR_EMAILS: ' Boss@Example.com ,x@example.com' } });
    try {
      const first = await signUp(other, { company: 'First' });
      const boss = await signUp(other, { email: 'boss@example.com', company: 'Boss' });
      const plain = await signUp(other, { company: 'Plain' });
      const type = async (id: string) =>
        (await other.db.selectFrom('app_user').select('user_type').where('id', '=', id).executeTakeFirstOrThrow()).user_type;
      expect([await type(first.userId), await type(boss.userId), await type(plain.userId)]).toEqual([
        'SYSTEM_ADMIN',
        'SYSTEM_ADMIN',
        'USER',
      ]);
      await other.db
        .insertInto('app_user')
        .values({ email: 'x@example.com', password_hash: 'x', full_name: 'X', last_name: 'Y', language: 'en' })
        .execute();
      const restarted = await other.restart();
      const x = await restarted.db
        .selectFrom('app_user')
        .select('user_type')
        .where('email', '=', 'x@example.com')
        .executeTakeFirstOrThrow();
      expect(x.user_type).toBe('SYSTEM_ADMIN');
      await restarted.close();
    } catch (err) {
      await other.close().catch(() => undefined);
      throw err;
    }
    // A second app and its restart: slow on a loaded machine.
  }, 120_000);
});

describe('packages', () => {
  it('creates, lists, edits and refuses duplicate codes; one default at a time', async () => {
    const created = await op.client.call(endpoints.adminPackageCreate, { body: starter('pk1', 1) });
    expect(created).toMatchObject({ code: 'PK1', isDefault: false, accountCount: 0, accounts: [] });
    expect(created.features).toContainEqual({ code: 'MODEL_COUNT', limit: 1 });
    const dup = await op.client.request(endpoints.adminPackageCreate, { body: starter('PK1', 1) });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ messageCode: 'PACKAGE_CODE_TAKEN' });

    const list = await op.client.call(endpoints.adminPackageList);
    expect(list.find((p) => p.code === 'STANDARD')).toMatchObject({ isDefault: true });
    expect(list.find((p) => p.code === 'STANDARD')?.accountCount).toBeGreaterThanOrEqual(2);

    await op.client.call(endpoints.adminPackageUpdate, {
      params: { id: created.id },
      body: starter('PK1', 1, { isDefault: true }),
    });
    const after = await op.client.call(endpoints.adminPackageList);
    expect(after.filter((p) => p.isDefault).map((p) => p.code)).toEqual(['PK1']);
    const standard = after.find((p) => p.code === 'STANDARD');
    if (!standard) throw new Error('no STANDARD');
    // Making STANDARD default again clears PK1.
    await op.client.call(endpoints.adminPackageUpdate, {
      params: { id: standard.id },
      body: {
        code: 'STANDARD',
        name: standard.name,
        description: '',
        isDefault: true,
        features: standard.features,
      },
    });
    expect((await op.client.call(endpoints.adminPackageList)).filter((p) => p.isDefault).map((p) => p.code)).toEqual([
      'STANDARD',
    ]);

    const inUse = await op.client.request(endpoints.adminPackageDelete, { params: { id: standard.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ messageCode: 'PACKAGE_DEFAULT' });
    await op.client.call(endpoints.adminPackageDelete, { params: { id: created.id } });
    expect((await op.client.request(endpoints.adminPackageGet, { params: { id: created.id } })).status).toBe(404);
  });
});

describe('accounts', () => {
  const ownerEmail = uniqueEmail('owner');
  const extraEmail = uniqueEmail('extra');
  let accountId = '';
  let packageId = '';

  it('creates an account with its first workspace, links existing users and invites new addresses', async () => {
    packageId = (await op.client.call(endpoints.adminPackageCreate, { body: starter('SMALL', 1) })).id;
    const account = await op.client.call(endpoints.adminAccountCreate, {
      body: {
        name: 'Gamma Retail',
        workspaceName: 'Gamma Stores',
        subscriptionStart: '2026-01-01',
        subscriptionEnd: null,
        packageId,
        owners: [ownerEmail],
        representatives: [b.email],
        additionalEmails: [extraEmail],
      },
    });
    accountId = account.id;
    expect(account).toMatchObject({
      name: 'Gamma Retail',
      packageCode: 'SMALL',
      status: 'ACTIVE',
      subscriptionEnd: null,
      owners: [ownerEmail],
      representatives: [b.email],
      additionalEmails: [extraEmail],
      workspaceCount: 1,
      userCount: 1,
    });
    expect(account.workspaces.map((w) => w.name)).toEqual(['Gamma Stores']);
    expect(account.pendingInvitations.map((i) => [i.email, i.role]).sort()).toEqual(
      [
        [ownerEmail, 'ADMIN'],
        [extraEmail, 'ANALYST'],
      ].sort(),
    );
    expect((await lastMailTo(t.db, ownerEmail)).text).toContain('Gamma Stores');

    const taken = await op.client.request(endpoints.adminAccountCreate, {
      body: { name: 'gamma retail', workspaceName: 'W', owners: [uniqueEmail()] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageCode: 'ACCOUNT_NAME_TAKEN' });
    const noPackage = await op.client.request(endpoints.adminAccountCreate, {
      body: { name: 'Delta', workspaceName: 'W', owners: [uniqueEmail()], packageId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(noPackage.status).toBe(400);
    expect(await t.db.selectFrom('account').select('id').where('name', '=', 'Delta').executeTakeFirst()).toBeUndefined();

    const page = await op.client.call(endpoints.adminAccountList, { query: { search: 'gamma' } });
    expect(page.content.map((a) => a.name)).toEqual(['Gamma Retail']);
  });

  it('the invited owner registers, becomes owner, and meets the package limit that the operator then raises', async () => {
    const owner = await register(ownerEmail);
    // The newest mail is the verification; the invitation came before it.
    const invitationMail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', ownerEmail)
      .where('text_body', 'like', '%/invitation/%')
      .executeTakeFirstOrThrow();
    const { workspaceCode } = await owner.client.call(endpoints.acceptInvitation, {
      params: { token: linkCode(invitationMail.text_body, 'invitation') },
    });
    await owner.client.call(endpoints.switchWorkspace, { body: { workspaceCode } });
    expect((await op.client.call(endpoints.adminAccountGet, { params: { id: accountId } })).owners).toEqual([ownerEmail]);
    const owners = await t.db.selectFrom('account_owner').select('user_id').where('account_id', '=', accountId).execute();
    expect(owners.map((o) => o.user_id)).toEqual([owner.userId]);

    const gamma = { ...owner, workspaceCode };
    await createModel(gamma, { name: 'First' });
    const refused = await gamma.client.request(endpoints.modelCreate, { body: modelRequest({ name: 'Second' }) });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ messageCode: 'PLAN_LIMIT_REACHED', data: { feature: 'MODEL_COUNT' } });
    await op.client.call(endpoints.adminPackageUpdate, { params: { id: packageId }, body: starter('SMALL', 2) });
    await createModel(gamma, { name: 'Second' });

    const users = await op.client.call(endpoints.adminAccountUsers, { params: { id: accountId } });
    expect(users.map((u) => [u.email, u.owner, u.representative, u.workspaces.map((w) => w.role)]).sort()).toEqual(
      [
        [ownerEmail, true, false, ['ADMIN']],
        [b.email, false, true, ['ANALYST']],
      ].sort(),
    );
    expect(users.find((u) => u.email === ownerEmail)?.lastActivityAt).not.toBeNull();

    // Suspended: sign-in works, workspace calls answer ACCOUNT_SUSPENDED; resumed: they work again.
    await op.client.call(endpoints.adminAccountSuspend, { params: { id: accountId } });
    const suspended = await gamma.client.request(endpoints.modelList, { query: { page: 0, size: 10 } });
    expect(suspended.status).toBe(403);
    expect(suspended.body).toMatchObject({ messageCode: 'ACCOUNT_SUSPENDED' });
    const again = await new Client(t.baseUrl).request(endpoints.login, { body: { email: ownerEmail, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(
      (await op.client.call(endpoints.adminAccountList, { query: { status: 'SUSPENDED' } })).content.map((a) => a.name),
    ).toEqual(['Gamma Retail']);
    await op.client.call(endpoints.adminAccountResume, { params: { id: accountId } });
    expect((await gamma.client.request(endpoints.modelList, { query: { page: 0, size: 10 } })).status).toBe(200);

    const inUse = await op.client.request(endpoints.adminPackageDelete, { params: { id: packageId } });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ messageCode: 'PACKAGE_IN_USE' });
  });

  it('edits the account: name, unlimited subscription, a new representative address is invited', async () => {
    const rep = uniqueEmail('rep');
    const edited = await op.client.call(endpoints.adminAccountUpdate, {
      params: { id: accountId },
      body: {
        name: 'Gamma Retail Group',
        subscriptionStart: '2026-01-01',
        subscriptionEnd: '2027-12-31',
        packageId,
        owners: [ownerEmail],
        representatives: [b.email, rep],
        additionalEmails: [],
      },
    });
    expect(edited).toMatchObject({ name: 'Gamma Retail Group', representatives: [b.email, rep].sort(), additionalEmails: [] });
    expect(edited.subscriptionEnd).toMatch(/^2027-12-31/);
    expect((await lastMailTo(t.db, rep)).text).toContain('/invitation/');
    const noOwner = await op.client.request(endpoints.adminAccountUpdate, {
      params: { id: accountId },
      body: { name: 'X', subscriptionStart: null, subscriptionEnd: null, packageId, owners: [] },
    });
    expect(noOwner.status).toBe(400);
  });

  it('counts usage per month against a hand count, and limits monthly documents', async () => {
    const ws = await t.db.selectFrom('workspace').select('id').where('account_id', '=', accountId).executeTakeFirstOrThrow();
    const ownerId = (await t.db.selectFrom('app_user').select('id').where('email', '=', ownerEmail).executeTakeFirstOrThrow()).id;
    const project = await t.db
      .insertInto('project')
      .values({ workspace_id: ws.id, code: 'gamma-usage', name: 'Usage', owner_id: ownerId, status: 'ACTIVE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    const doc = (created_at: Date, data_type: string) => ({
      project_id: project.id,
      workspace_id: ws.id,
      content: 'x',
      content_date: created_at,
      created_at,
      data_type,
    });
    await t.db
      .insertInto('project_document')
      .values([doc(thisMonth, 'STANDARD'), doc(thisMonth, 'STANDARD'), doc(thisMonth, 'DIALOGUE'), doc(lastMonth, 'DIALOGUE')])
      .execute();
    const at = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000);
    await t.db
      .insertInto('project_task')
      .values([
        {
          project_id: project.id,
          workspace_id: ws.id,
          kind: 'REEVALUATE',
          status: 'DONE',
          created_at: thisMonth,
          finished_at: at(thisMonth, 90),
        },
        {
          project_id: project.id,
          workspace_id: ws.id,
          kind: 'REEVALUATE',
          status: 'DONE',
          created_at: lastMonth,
          finished_at: at(lastMonth, 30),
        },
        { project_id: project.id, workspace_id: ws.id, kind: 'REEVALUATE', created_at: lastMonth, finished_at: null },
      ])
      .execute();
    const model = await t.db.selectFrom('model').select('id').where('workspace_id', '=', ws.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('model_version')
      .values({
        model_id: model.id,
        workspace_id: ws.id,
        number: 99,
        name: 'v99',
        created_at: thisMonth,
        finished_at: at(thisMonth, 600),
      })
      .execute();

    const usage = await op.client.call(endpoints.adminAccountUsage, { params: { id: accountId }, query: { months: 2 } });
    const key = (d: Date) => d.toISOString().slice(0, 7);
    expect(usage).toEqual([
      { month: key(lastMonth), textDocuments: 0, dialogueDocuments: 1, projectSeconds: 30, modelSeconds: 0 },
      { month: key(thisMonth), textDocuments: 2, dialogueDocuments: 1, projectSeconds: 90, modelSeconds: 600 },
    ]);

    const stats = await op.client.call(endpoints.adminStatistics, { query: { months: 2 } });
    expect(stats.months.map((m) => m.month)).toEqual([key(lastMonth), key(thisMonth)]);
    expect(stats.months[1]?.documents).toBeGreaterThanOrEqual(3);
    expect(stats.totals.accounts).toBeGreaterThanOrEqual(3);

    // 3 documents this month; a limit of 3 refuses the next batch with 402, the raised limit accepts it.
    await op.client.call(endpoints.adminPackageUpdate, {
      params: { id: packageId },
      body: starter('SMALL', 2, {
        features: [
          ...starter('SMALL', 2).features.filter((f) => f.code !== 'DOCUMENT_MONTHLY'),
          { code: 'DOCUMENT_MONTHLY', limit: 3 },
        ],
      }),
    });
    const owner = new Client(
      t.baseUrl,
      (await new Client(t.baseUrl).call(endpoints.login, { body: { email: ownerEmail, password: PASSWORD } })).token,
    );
    const code = (await t.db.selectFrom('workspace').select('code').where('id', '=', ws.id).executeTakeFirstOrThrow()).code;
    await owner.call(endpoints.switchWorkspace, { body: { workspaceCode: code } });
    expect(await owner.call(endpoints.accountFeature, { params: { code: 'DOCUMENT_MONTHLY' } })).toMatchObject({
      limit: 3,
      used: 3,
      status: 'LIMIT_EXCEEDED',
    });
    const refused = await owner.request(endpoints.jsonIngest, {
      params: { code: 'gamma-usage' },
      body: { channelCode: 'SURVEY', documents: [{ text: 'one more' }] },
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ messageCode: 'PLAN_LIMIT_REACHED', data: { feature: 'DOCUMENT_MONTHLY' } });
  });
});
