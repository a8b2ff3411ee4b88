import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { modelScope } from '../models/model-access.js';
import { modelCount, templateCast } from './test-support.js';

let t: TestApp;
let operator: SignedInUser;
let owner: SignedInUser;
let other: SignedInUser;
let model: ModelDetail;
/** The trained model's template, made public through the review. */
let publicId = '';

const listIds = async (user: SignedInUser, query: Record<string, string | number> = {}) =>
  (await user.client.call(endpoints.modelTemplateList, { query })).content.map((x) => x.id);
const make = (user: SignedInUser, id: string, body: Record<string, unknown> = {}) =>
  user.client.call(endpoints.modelMakeItTemplate, { params: { id }, body: { tags: [], ...body } });

/** The session scope of a signed-in user, as a route would build it (for the service calls other areas make). */
async function scopeOf(user: SignedInUser) {
  const ws = await t.db
    .selectFrom('workspace as w')
    .select(['w.id', 'w.code', 'w.name', 'w.account_id'])
    .where('w.code', '=', user.workspaceCode)
    .executeTakeFirstOrThrow();
  const auth = {
    sessionId: 's',
    remember: false,
    userId: user.userId,
    email: user.email,
    userType: 'USER' as const,
    language: 'en' as const,
    workspace: { id: ws.id, code: ws.code, name: ws.name, accountId: ws.account_id, role: 'ADMIN', permissions: [] },
  };
  return modelScope(auth);
}

beforeAll(async () => {
  t = await startTestApp();
  ({ operator, owner, other, model } = await templateCast(t, 'Rules Owner'));
  publicId = (await make(owner, model.id, { tags: ['Retail', 'Topics'], shareWithEveryone: true })).id;
  const item = (await operator.client.call(endpoints.reviewList, { query: { kind: 'MODEL' } })).content.find(
    (i) => i.itemKey === model.id,
  );
  await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } });
}, 120_000);
afterAll(() => t.close());

describe('model template rules', () => {
  it('make-public snapshots the model privately and answers as before; a pending request refuses before writing', async () => {
    const complaints = await createModel(owner, { name: 'Complaints', code: 'complaints', sense: 'SENTIMENT' });
    const answered = await owner.client.call(endpoints.modelMakePublic, {
      params: { id: complaints.id },
      body: { note: 'Share it', includeWeights: false },
    });
    expect(answered).toMatchObject({ id: complaints.id, publicStatus: 'PENDING', publicRequest: { status: 'PENDING' } });
    const own = (await owner.client.call(endpoints.modelTemplateList, { query: { scope: 'WORKSPACE', search: 'Complaints' } }))
      .content;
    expect(own).toMatchObject([{ name: 'Complaints', visibility: 'WORKSPACE', hasWeights: false, senseType: 'SENTIMENT' }]);
    expect(own[0]?.publicRequest).toMatchObject({ status: 'PENDING', note: 'Share it' });
    const count = await t.db.selectFrom('model_template').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await owner.client.request(endpoints.modelMakePublic, { params: { id: complaints.id }, body: {} });
    expect(again.body).toMatchObject({ status: 409, messageCode: 'MODEL_PUBLIC_REQUEST_PENDING' });
    const after = await t.db.selectFrom('model_template').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
    expect(await listIds(other)).not.toContain(own[0]?.id);
  });

  it('an approval without a template (a request from before templates) snapshots the model with its weights', async () => {
    const early = await createModel(owner, { name: 'Early request', code: 'early-request' });
    const ws = await t.db.selectFrom('model').select('workspace_id').where('id', '=', early.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('model_public_request')
      .values({ model_id: early.id, workspace_id: ws.workspace_id, requested_by: owner.userId, status: 'PENDING' })
      .execute();
    const item = (await operator.client.call(endpoints.reviewList, { query: { kind: 'MODEL' } })).content.find(
      (i) => i.itemKey === early.id,
    );
    await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } });
    const seen = (await other.client.call(endpoints.modelTemplateList, { query: { scope: 'PUBLIC', search: 'Early request' } }))
      .content;
    expect(seen).toMatchObject([{ name: 'Early request', visibility: 'PUBLIC', owner: { own: false } }]);
  });

  it('filters by search, tags (all of them), language and sense type, and sorts', async () => {
    const sentiment = await createModel(owner, { name: 'Moods', code: 'moods', sense: 'SENTIMENT' });
    const moods = await make(owner, sentiment.id, { tags: ['Retail', 'Mood'] });
    expect(await listIds(owner, { tags: 'Retail' })).toEqual(expect.arrayContaining([publicId, moods.id]));
    expect(await listIds(owner, { tags: 'retail,Mood' })).toEqual([moods.id]);
    expect(await listIds(owner, { tags: 'Retail,Nothing' })).toEqual([]);
    expect(await listIds(owner, { senseType: 'SENTIMENT', search: 'Moods' })).toEqual([moods.id]);
    expect(await listIds(owner, { language: 'tr' })).toEqual([]);
    expect(await listIds(owner, { language: 'en', search: 'moods' })).toEqual([moods.id]);
    const short = await owner.client.request(endpoints.modelTemplateList, { query: { search: 'mo' } });
    expect(short.status).toBe(400);
    const byName = (await owner.client.call(endpoints.modelTemplateList, { query: { sort: 'NAME', scope: 'WORKSPACE' } }))
      .content;
    expect(byName.map((x) => x.name)).toEqual([...byName.map((x) => x.name)].sort((a, b) => a.localeCompare(b)));
    const byQuality = (await owner.client.call(endpoints.modelTemplateList, { query: { sort: 'QUALITY' } })).content;
    expect(byQuality[0]?.id).toBe(publicId);
    const paged = await owner.client.call(endpoints.modelTemplateList, { query: { size: 1, page: 1, sort: 'NEWEST' } });
    expect(paged.content).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it("marketplace tags: the viewer's own and the public templates', with counts", async () => {
    const mine = await owner.client.call(endpoints.marketplaceTags);
    expect(mine).toEqual(
      expect.arrayContaining([
        { tag: 'Retail', count: 2 },
        { tag: 'Mood', count: 1 },
      ]),
    );
    expect(mine[0]).toEqual({ tag: 'Retail', count: 2 });
    const theirs = await other.client.call(endpoints.marketplaceTags);
    expect(theirs).toEqual(
      expect.arrayContaining([
        { tag: 'Retail', count: 1 },
        { tag: 'Topics', count: 1 },
      ]),
    );
    expect(theirs.map((x) => x.tag)).not.toContain('Mood');
  });

  it('answers 402 at the MODEL_COUNT limit and makes nothing', async () => {
    const small = await signUp(t, { company: 'Small plan templates' });
    const account = await t.db
      .selectFrom('account')
      .select('id')
      .where('name', '=', 'Small plan templates')
      .executeTakeFirstOrThrow();
    const plan = await t.db
      .insertInto('plan')
      .values({ code: 'ONE_MODEL', name: 'One model', features: JSON.stringify({ MODEL_COUNT: 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: plan.id }).where('id', '=', account.id).execute();
    await createModel(small);
    const res = await small.client.request(endpoints.modelTemplateInstall, { params: { id: publicId }, body: {} });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ messageCode: 'PLAN_LIMIT_REACHED', data: { feature: 'MODEL_COUNT' } });
    expect(await modelCount(small)).toBe(1);
  });

  it('a failure half-way through an install leaves no model, version, file or count behind', async () => {
    const row = await t.db.selectFrom('model_template').selectAll().where('id', '=', publicId).executeTakeFirstOrThrow();
    const files = t.app.services.files;
    const good = await files.get(row.file_key!);
    const before = { models: await modelCount(other), versions: await t.db.selectFrom('model_version').select('id').execute() };
    await files.put(row.file_key!, Buffer.from('not a model file'));
    try {
      const res = await other.client.request(endpoints.modelTemplateInstall, { params: { id: publicId }, body: {} });
      expect(res.status).toBe(500);
    } finally {
      await files.put(row.file_key!, good!);
    }
    expect(await modelCount(other)).toBe(before.models);
    expect(await t.db.selectFrom('model_version').select('id').execute()).toHaveLength(before.versions.length);
    const after = await t.db
      .selectFrom('model_template')
      .select('install_count')
      .where('id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(after.install_count).toBe(row.install_count);
    expect(await t.db.selectFrom('template_install').select('id').where('template_id', '=', publicId).execute()).toHaveLength(
      row.install_count,
    );
  });

  it('installInto and removeInstalled for analysis templates: the id map, then nothing left', async () => {
    const scope = await scopeOf(other);
    const templates = t.app.services.modelTemplates;
    const result = await templates.installInto(scope, publicId, { code: 'for-analysis' });
    expect(result.idMap.get(model.id)).toBe(result.modelId);
    const copy = await other.client.call(endpoints.modelGet, { params: { id: result.modelId } });
    expect(model.labels.map((l) => result.idMap.get(l.id)).sort()).toEqual(copy.labels.map((l) => l.id).sort());
    const counted = await t.db
      .selectFrom('model_template')
      .select('install_count')
      .where('id', '=', publicId)
      .executeTakeFirstOrThrow();
    await templates.removeInstalled(scope, result.modelId);
    expect((await other.client.request(endpoints.modelGet, { params: { id: result.modelId } })).status).toBe(404);
    const after = await t.db
      .selectFrom('model_template')
      .select('install_count')
      .where('id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(after.install_count).toBe(counted.install_count - 1);
    // A private template is installed only when trusted (the analysis template's access was checked).
    const hidden = await make(owner, (await createModel(owner, { name: 'Hidden', code: 'hidden' })).id);
    await expect(templates.installInto(scope, hidden.id, {})).rejects.toMatchObject({ status: 404 });
    const trusted = await templates.installInto(scope, hidden.id, { trusted: true });
    expect(trusted.deployed).toBe(false);
  });

  it('deletes only its own templates; built-in ones stay; installed models stay', async () => {
    const seeded = await createModel(owner, { name: 'Seeded', code: 'seeded' });
    const { templateId: builtIn } = await t.app.services.modelTemplates.snapshot(await scopeOf(owner), seeded.id, {
      includeWeights: true,
      builtInKey: 'test-built-in',
    });
    const seen = await other.client.call(endpoints.modelTemplateDetail, { params: { id: builtIn } });
    expect(seen).toMatchObject({ visibility: 'PUBLIC', owner: { builtIn: true, workspaceName: null, own: false } });
    for (const user of [owner, other]) {
      const res = await user.client.request(endpoints.modelTemplateDelete, { params: { id: builtIn } });
      expect(res.body).toMatchObject({ status: 409, messageCode: 'TEMPLATE_BUILT_IN' });
    }
    const refresh = await owner.client.request(endpoints.modelMakeItTemplate, { params: { id: seeded.id }, body: {} });
    expect(refresh.body).toMatchObject({ status: 409, messageCode: 'TEMPLATE_BUILT_IN' });

    const notOwn = await other.client.request(endpoints.modelTemplateDelete, { params: { id: publicId } });
    expect(notOwn.body).toMatchObject({ status: 403, messageCode: 'TEMPLATE_NOT_OWN' });
    const privateOne = await make(owner, (await createModel(owner, { name: 'Private one', code: 'private-one' })).id);
    expect((await other.client.request(endpoints.modelTemplateDelete, { params: { id: privateOne.id } })).status).toBe(404);

    const installed = await other.client.call(endpoints.modelTemplateInstall, { params: { id: publicId }, body: {} });
    const fileKey = (
      await t.db.selectFrom('model_template').select('file_key').where('id', '=', publicId).executeTakeFirstOrThrow()
    ).file_key;
    expect(await owner.client.call(endpoints.modelTemplateDelete, { params: { id: publicId } })).toEqual({ ok: true });
    expect((await other.client.request(endpoints.modelTemplateDetail, { params: { id: publicId } })).status).toBe(404);
    expect((await owner.client.request(endpoints.modelTemplateDelete, { params: { id: publicId } })).status).toBe(404);
    expect(await t.app.services.files.get(fileKey!)).toBeNull();
    const copy = await other.client.call(endpoints.modelGet, { params: { id: installed.modelId } });
    expect(copy.deployedVersion).not.toBeNull();
    // The source model keeps working and can be made a template again (a new one).
    expect((await make(owner, model.id)).id).not.toBe(publicId);
  });
});
