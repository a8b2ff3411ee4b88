import { endpoints, type ProjectTemplateDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { templateCast, type TemplateCast } from './test-support.js';

let t: TestApp;
let c: TemplateCast;
let operator: SignedInUser;
let template: ProjectTemplateDetail;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signUp(t, { company: 'Templates Operator' });
  c = await templateCast(t, 'Templates Owner', 'voice');
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  await setUserType(t, c.owner, 'USER');
  await setUserType(t, c.outsider, 'USER');
}, 180_000);
afterAll(() => t.close());

const make = (user: SignedInUser, code: string, body: Record<string, unknown> = {}) =>
  user.client.request(endpoints.projectMakeItTemplate, { params: { id: code }, body });
const list = (user: SignedInUser, query: Record<string, string | number> = {}) =>
  user.client.call(endpoints.projectTemplateList, { query });

describe('analysis templates', () => {
  it("snapshots the analysis privately: its models, channels, attributes, shared parts and the dashboard's preview", async () => {
    const res = await make(c.owner, 'voice', { description: 'Voice of the customer', tags: ['Retail', 'Voice'] });
    expect(res.status).toBe(200);
    template = (res.body as { data: ProjectTemplateDetail }).data;
    expect(template).toMatchObject({
      code: 'voice',
      name: 'Analysis voice',
      description: 'Voice of the customer',
      tags: ['Retail', 'Voice'],
      languages: ['en'],
      visibility: 'WORKSPACE',
      owner: { builtIn: false, own: true },
      installCount: 0,
      dataType: 'STANDARD',
      modelCount: 1,
      channels: ['APP_REVIEW', 'CALL_CENTER', 'KIOSK'],
      attributes: [
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'tags', name: 'Tags', type: 'MULTI_TEXT' },
      ],
      sourceProjectCode: 'voice',
      publicRequest: null,
    });
    expect(template.models).toEqual([
      expect.objectContaining({ key: c.model.code, name: c.model.name, senseType: 'CATEGORY', position: 0 }),
    ]);
    expect(template.contents).toMatchObject({
      quickFilters: ['Gold customers'],
      virtualCategories: ['Delivery pain'],
      rules: ['Refund requests'],
      notificationDefinitions: ['Delivery alarm'],
      masking: false,
    });
    expect(template.contents.widgets).toContain('Topics shared');
    expect(template.contents.widgets).not.toContain('Mine only');
    expect(template.widgetCount).toBe(template.contents.widgets.length);
    // The preview: every shared widget computed over the analysis's three documents.
    expect(template.preview?.sampleSize).toBe(3);
    const shared = template.preview?.widgets.find((w) => w.name === 'Topics shared');
    expect(shared).toMatchObject({ kind: 'CATEGORY_DISTRIBUTION', result: { noData: false, problem: null } });
    const raw = await t.db
      .selectFrom('project_template')
      .select('preview')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.preview)).not.toContain('courier');
  });

  it('refreshes the same template on a new snapshot, keeping its id, code and installs', async () => {
    await t.db.updateTable('project_template').set({ install_count: 4 }).where('id', '=', template.id).execute();
    const again = (await make(c.owner, 'voice', { name: 'Voice kit', tags: ['Retail'] })).body as { data: ProjectTemplateDetail };
    expect(again.data).toMatchObject({ id: template.id, code: 'voice', name: 'Voice kit', tags: ['Retail'], installCount: 4 });
    await t.db.updateTable('project_template').set({ install_count: 0 }).where('id', '=', template.id).execute();
  });

  it("leaves a model's public template as it is when the analysis is snapshotted again", async () => {
    const modelTemplateId = template.models[0]!.templateId!;
    await t.db.updateTable('model_template').set({ visibility: 'PUBLIC' }).where('id', '=', modelTemplateId).execute();
    try {
      const again = (await make(c.owner, 'voice', { name: 'Voice kit', tags: ['Retail'] })).body as {
        data: ProjectTemplateDetail;
      };
      expect(again.data.models[0]?.templateId).toBe(modelTemplateId);
      const row = await t.db
        .selectFrom('model_template')
        .select('visibility')
        .where('id', '=', modelTemplateId)
        .executeTakeFirstOrThrow();
      expect(row.visibility).toBe('PUBLIC');
    } finally {
      await t.db.updateTable('model_template').set({ visibility: 'WORKSPACE' }).where('id', '=', modelTemplateId).execute();
    }
  });

  it('refuses repeated tags (TAG_DUPLICATE, case-insensitive) and another workspace’s analysis code', async () => {
    const dup = await make(c.owner, 'voice', { tags: ['Retail', 'retail'] });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ fields: [expect.objectContaining({ messageCode: 'TAG_DUPLICATE' })] });
    expect((await make(c.outsider, 'voice')).status).toBe(404);
  });

  it('lists with paging, sort, search, code and tags; the workspace call lists its own', async () => {
    const page = await list(c.owner, { page: 0, size: 10, sort: 'NEWEST' });
    expect(page.content.map((x) => x.id)).toContain(template.id);
    expect(page.content.find((x) => x.id === template.id)).toMatchObject({ modelCount: 1, owner: { own: true } });
    expect((await list(c.owner, { search: 'kit' })).content.map((x) => x.id)).toEqual([template.id]);
    expect((await list(c.owner, { search: 'nothing-like-it' })).total).toBe(0);
    const short = await c.owner.client.request(endpoints.projectTemplateList, { query: { search: 'ab' } });
    expect(short.status).toBe(400);
    expect((await list(c.owner, { code: 'voice' })).total).toBe(1);
    expect((await list(c.owner, { tags: 'retail' })).total).toBe(1);
    expect((await list(c.owner, { tags: 'Retail,Voice' })).total).toBe(0);
    expect((await list(c.owner, { language: 'en', sort: 'QUALITY' })).total).toBe(1);
    expect((await list(c.owner, { scope: 'PUBLIC' })).content.map((x) => x.id)).not.toContain(template.id);
    const paged = await list(c.owner, { page: 1, size: 1, sort: 'NAME' });
    expect(paged).toMatchObject({ page: 1, size: 1, content: [] });
    const own = await c.owner.client.call(endpoints.projectTemplateWorkspace, { query: { scope: 'PUBLIC' } });
    expect(own.content.map((x) => x.id)).toEqual([template.id]);
    // The analyst reads (PROJECT/READ) the workspace's templates.
    expect((await list(c.analyst)).content.map((x) => x.id)).toContain(template.id);
  });

  it('keeps a private template from other workspaces (404, not listed); an operator may read it', async () => {
    expect((await list(c.outsider)).content.map((x) => x.id)).not.toContain(template.id);
    const detail = await c.outsider.client.request(endpoints.projectTemplateDetail, { params: { id: template.id } });
    expect(detail.status).toBe(404);
    const create = await c.outsider.client.request(endpoints.projectTemplateCreateProject, {
      params: { id: template.id },
      body: { name: 'Borrowed' },
    });
    expect(create.status).toBe(404);
    const read = await operator.client.call(endpoints.projectTemplateDetail, { params: { id: template.id } });
    expect(read).toMatchObject({ id: template.id, owner: { own: false }, sourceProjectCode: null, publicRequest: null });
  });

  it('shares with everyone: a pending request first (409 again, nothing written), public after approval', async () => {
    const shared = await make(c.owner, 'voice', { shareWithEveryone: true, note: 'For retailers' });
    expect((shared.body as { data: ProjectTemplateDetail }).data).toMatchObject({
      visibility: 'WORKSPACE',
      publicRequest: { status: 'PENDING', note: 'For retailers' },
    });
    const before = await t.db
      .selectFrom('project_template')
      .select('updated_at')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const twice = await make(c.owner, 'voice', { shareWithEveryone: true, name: 'Changed' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ messageCode: 'PUBLIC_REQUEST_PENDING' });
    const after = await t.db
      .selectFrom('project_template')
      .select(['updated_at', 'name'])
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ updated_at: before.updated_at, name: 'Voice kit' });

    const queue = await operator.client.call(endpoints.reviewList, { query: { kind: 'PROJECT' } });
    const item = queue.content.find((i) => i.itemKey === 'voice');
    await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } });
    const seen = await c.outsider.client.call(endpoints.projectTemplateDetail, { params: { id: template.id } });
    expect(seen).toMatchObject({ visibility: 'PUBLIC', owner: { own: false, builtIn: false }, publicRequest: null });
    expect((await list(c.outsider, { scope: 'PUBLIC' })).content.map((x) => x.id)).toContain(template.id);
  });

  it("the analysis's make-public call snapshots it into its private template and files the request as before", async () => {
    await c.owner.client.call(endpoints.projectCreate, {
      params: { code: 'second' },
      body: { name: 'Second', icon: 'preset:chart', channels: ['CALL_CENTER'], pipelineStages: ['CLASSIFY'] },
    });
    const res = await c.owner.client.call(endpoints.projectMakePublic, { params: { code: 'second' }, body: { note: 'Please' } });
    expect(res).toMatchObject({ code: 'second', name: 'Second', publicRequest: { status: 'PENDING', note: 'Please' } });
    const own = await c.owner.client.call(endpoints.projectTemplateWorkspace, { query: { code: 'second' } });
    expect(own.content).toEqual([expect.objectContaining({ visibility: 'WORKSPACE', modelCount: 0 })]);
    const twice = await c.owner.client.request(endpoints.projectMakePublic, { params: { code: 'second' }, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ messageCode: 'PUBLIC_REQUEST_PENDING' });
    // A rejection leaves it private.
    const queue = await operator.client.call(endpoints.reviewList, { query: { kind: 'PROJECT' } });
    const item = queue.content.find((i) => i.itemKey === 'second');
    await operator.client.call(endpoints.reviewReject, { params: { id: item!.id }, body: { reason: 'Too thin to share' } });
    expect(
      (await c.outsider.client.request(endpoints.projectTemplateDetail, { params: { id: own.content[0]!.id } })).status,
    ).toBe(404);
  });

  it('an approval of a request filed before templates existed snapshots the analysis and publishes it', async () => {
    await c.owner.client.call(endpoints.projectCreate, {
      params: { code: 'legacy' },
      body: { name: 'Legacy', icon: 'preset:chart', channels: ['CALL_CENTER'], pipelineStages: ['CLASSIFY'] },
    });
    const project = await t.db
      .selectFrom('project')
      .select(['id', 'workspace_id'])
      .where('code', '=', 'legacy')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('project_public_request')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        requested_by: c.owner.userId,
        note: '',
        status: 'PENDING',
      })
      .execute();
    const queue = await operator.client.call(endpoints.reviewList, { query: { kind: 'PROJECT' } });
    await operator.client.call(endpoints.reviewApprove, {
      params: { id: queue.content.find((i) => i.itemKey === 'legacy')!.id },
    });
    const listed = await list(c.outsider, { scope: 'PUBLIC', code: 'legacy' });
    expect(listed.content).toEqual([expect.objectContaining({ name: 'Legacy', visibility: 'PUBLIC' })]);
  });

  it('deletes only its own templates: another workspace gets TEMPLATE_NOT_OWN, a built-in TEMPLATE_BUILT_IN', async () => {
    const foreign = await c.outsider.client.request(endpoints.projectTemplateDelete, { params: { id: template.id } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ messageCode: 'TEMPLATE_NOT_OWN' });
    const builtIn = await t.app.services.projectTemplates.snapshot(
      { ...(await scopeOf(c.owner)), userId: c.owner.userId },
      'second',
      { builtInKey: 'test.second', name: 'Built-in second' },
    );
    const shipped = await c.outsider.client.call(endpoints.projectTemplateDetail, { params: { id: builtIn.templateId } });
    expect(shipped).toMatchObject({ visibility: 'PUBLIC', owner: { builtIn: true, workspaceName: null, own: false } });
    const refused = await c.owner.client.request(endpoints.projectTemplateDelete, { params: { id: builtIn.templateId } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageCode: 'TEMPLATE_BUILT_IN' });
    expect((await make(c.owner, 'second')).body).toMatchObject({ messageCode: 'TEMPLATE_BUILT_IN' });

    const gone = await c.owner.client.call(endpoints.projectTemplateDelete, { params: { id: template.id } });
    expect(gone).toEqual({ ok: true });
    expect((await c.owner.client.request(endpoints.projectTemplateDetail, { params: { id: template.id } })).status).toBe(404);
  });
});

async function scopeOf(user: SignedInUser) {
  const ws = await t.db
    .selectFrom('workspace')
    .select(['id', 'code', 'name', 'account_id'])
    .where('code', '=', user.workspaceCode)
    .executeTakeFirstOrThrow();
  return {
    id: ws.id,
    code: ws.code,
    name: ws.name,
    accountId: ws.account_id,
    role: 'ADMIN',
    permissions: ['PROJECT/READ' as const],
  };
}
