import { endpoints, type CreateProjectFromTemplateResult, type ProjectTemplateDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { topicCategories } from '../model-training/test-support.js';
import { createModel } from '../models/test-fixtures.js';
import { searchBody } from '../project-documents/test-support.js';
import { templateCast, type TemplateCast } from './test-support.js';

let t: TestApp;
let c: TemplateCast;
let operator: SignedInUser;
let template: ProjectTemplateDetail;
let key: string;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signUp(t, { company: 'Create Operator' });
  c = await templateCast(t, 'Create Owner', 'origin');
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  await setUserType(t, c.owner, 'USER');
  await setUserType(t, c.outsider, 'USER');
  template = await c.owner.client.call(endpoints.projectMakeItTemplate, { params: { id: 'origin' }, body: {} });
  key = template.models[0]!.key;
}, 180_000);
afterAll(() => t.close());

const create = (user: SignedInUser, body: Record<string, unknown>) =>
  user.client.request(endpoints.projectTemplateCreateProject, { params: { id: template.id }, body: { name: 'Copy', ...body } });
const created = (res: { body: unknown }) => (res.body as { data: CreateProjectFromTemplateResult }).data;
const counts = async (workspaceCode: string) => {
  const ws = await t.db.selectFrom('workspace').select('id').where('code', '=', workspaceCode).executeTakeFirstOrThrow();
  const n = async (table: 'model' | 'project') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('workspace_id', '=', ws.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { models: await n('model'), projects: await n('project') };
};

describe('create-project', () => {
  it('makes a working analysis: the model installed and deployed, its parts with the new ids, documents classified', async () => {
    expect(template.models[0]?.templateId).not.toBeNull();
    const res = await create(c.owner, { name: 'Voice copy' });
    expect(res.status).toBe(200);
    const { project, installedModels } = created(res);
    expect(project).toMatchObject({ code: 'voice-copy', name: 'Voice copy' });
    expect(installedModels).toEqual([expect.objectContaining({ deployed: true })]);
    const model = installedModels[0]!;
    expect(model.modelId).not.toBe(c.model.id);
    expect(project.models.map((m) => m.code)).toEqual([model.modelCode]);

    const params = { code: 'voice-copy' };
    const widgets = await c.owner.client.call(endpoints.widgetList, { params });
    const shared = widgets.find((w) => w.name === 'Topics shared');
    expect(shared).toMatchObject({ scope: 'PROJECT' });
    expect(shared?.config).toMatchObject({ modelCode: model.modelCode });
    expect(shared?.id).not.toBe(c.widgetId);
    expect(widgets.map((w) => w.name)).not.toContain('Mine only');
    const filters = await c.owner.client.call(endpoints.bookmarkList, { params });
    expect(filters.map((b) => [b.name, b.scope])).toEqual([['Gold customers', 'PROJECT']]);
    const rules = await c.owner.client.call(endpoints.ruleList, { params });
    expect(rules.map((r) => r.name)).toEqual(['Refund requests']);
    const newCategories = await t.db
      .selectFrom('model_category')
      .select(['id', 'name'])
      .where('model_id', '=', model.modelId)
      .execute();
    const delivery = newCategories.find((x) => x.name === 'Delivery')?.id;
    const vc = await t.db
      .selectFrom('project_virtual_category')
      .select(['id', 'filter'])
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(vc.id).not.toBe(c.virtualCategoryId);
    expect(JSON.stringify(vc.filter)).toContain(delivery);
    expect(JSON.stringify(vc.filter)).not.toContain(c.analysis.categories['Delivery']);
    const alarm = await t.db
      .selectFrom('notification_definition')
      .select(['model_id', 'category_id', 'receiver_type', 'receiver_values', 'enabled'])
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    // The source's user is not a receiver here: none is kept, and the definition waits switched off.
    expect(alarm).toEqual({
      model_id: model.modelId,
      category_id: delivery,
      receiver_type: 'USER',
      receiver_values: [],
      enabled: false,
    });

    const ingest = await c.owner.client.call(endpoints.jsonIngest, {
      params,
      body: {
        channelCode: 'CALL_CENTER',
        documents: [
          { id: 'n1', text: 'the courier left my parcel at the wrong door' },
          { id: 'n2', text: 'my card was charged twice for one order' },
        ],
      },
    });
    expect(ingest).toMatchObject({ stored: 2, failed: 0 });
    const docs = await t.db
      .selectFrom('project_document')
      .select(['id', 'prediction_status'])
      .where('project_id', '=', project.id)
      .execute();
    expect(docs.map((d) => d.prediction_status)).toEqual(['SUCCESS', 'SUCCESS']);
    const predicted = await t.db
      .selectFrom('project_document_category')
      .select(['model_id', 'category_id'])
      .where('project_id', '=', project.id)
      .execute();
    expect(predicted.length).toBeGreaterThanOrEqual(2);
    expect(new Set(predicted.map((p) => p.model_id))).toEqual(new Set([model.modelId]));
    expect(predicted.every((p) => newCategories.some((x) => x.id === p.category_id))).toBe(true);
    const result = await c.owner.client.call(endpoints.widgetRequest, {
      params: { code: 'voice-copy', id: shared!.id },
      body: searchBody(),
    });
    expect(result).toMatchObject({ noData: false, problem: null });
    expect(result.data).not.toBeNull();

    const after = await c.owner.client.call(endpoints.projectTemplateDetail, { params: { id: template.id } });
    expect(after.installCount).toBe(1);
  });

  it('uses a replacement model of the same sense type instead of installing; another sense type is refused', async () => {
    const before = await counts(c.owner.workspaceCode);
    const mood = await createModel(c.owner, { name: 'Mood', code: 'mood', sense: 'SENTIMENT' });
    const wrong = await create(c.owner, { name: 'Wrong model', models: { [key]: { modelId: mood.id } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: [{ field: `models.${key}`, messageCode: 'TEMPLATE_MODEL_MISMATCH' }] });
    const foreign = await createModel(c.outsider, { name: 'Elsewhere', code: 'elsewhere' });
    const notOurs = await create(c.owner, { name: 'Foreign model', models: { [key]: { modelId: foreign.id } } });
    expect(notOurs.body).toMatchObject({ fields: [{ field: `models.${key}`, messageCode: 'TEMPLATE_MODEL_MISMATCH' }] });

    const twin = await createModel(c.owner, { name: 'Topics twin', code: 'topics-twin', categories: topicCategories() });
    const res = await create(c.owner, { name: 'Twin model', models: { [key]: { modelId: twin.id } } });
    expect(res.status).toBe(200);
    const { project, installedModels } = created(res);
    expect(installedModels).toEqual([]);
    expect(project.models.map((m) => m.code)).toEqual(['topics-twin']);
    // Its categories stand in for the template's by name: the virtual category filters the twin's Delivery.
    const twinDelivery = twin.labels.find((l) => l.name === 'Delivery')?.id ?? 'missing';
    const vc = await t.db
      .selectFrom('project_virtual_category')
      .select('filter')
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(vc.filter)).toContain(twinDelivery);
    const widget = (await c.owner.client.call(endpoints.widgetList, { params: { code: project.code } })).find(
      (w) => w.name === 'Topics shared',
    );
    expect(widget?.config).toMatchObject({ modelCode: 'topics-twin' });
    expect(await counts(c.owner.workspaceCode)).toEqual({ models: before.models + 2, projects: before.projects + 1 });
  });

  it('needs a replacement for a model the template could not snapshot (TEMPLATE_MODEL_REQUIRED)', async () => {
    const models = template.models.map((m) => ({ ...m, templateId: null, sourceModelId: c.model.id }));
    await t.db
      .updateTable('project_template')
      .set({ models: JSON.stringify(models) })
      .where('id', '=', template.id)
      .execute();
    try {
      const res = await create(c.owner, { name: 'Without model' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fields: [{ field: `models.${key}`, messageCode: 'TEMPLATE_MODEL_REQUIRED' }] });
    } finally {
      await t.db
        .updateTable('project_template')
        .set({ models: JSON.stringify(template.models.map((m) => m)) })
        .where('id', '=', template.id)
        .execute();
    }
  });

  it('removes what it made when a step fails: a taken code, a part that cannot be written', async () => {
    const before = await counts(c.owner.workspaceCode);
    const taken = await create(c.owner, { name: 'Taken code', code: 'origin' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageCode: 'ANALYSIS_CODE_TAKEN' });
    expect(await counts(c.owner.workspaceCode)).toEqual(before);

    const row = await t.db
      .selectFrom('project_template')
      .select(['config', 'models'])
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const config = row.config as { widgets: { kind: unknown }[] };
    const broken = { ...config, widgets: config.widgets.map((w) => ({ ...w, kind: null })) };
    await t.db
      .updateTable('project_template')
      .set({ config: JSON.stringify(broken) })
      .where('id', '=', template.id)
      .execute();
    try {
      const failed = await create(c.owner, { name: 'Broken parts' });
      expect(failed.status).toBe(500);
      expect(await counts(c.owner.workspaceCode)).toEqual(before);
      expect(await t.db.selectFrom('project').select('id').where('name', '=', 'Broken parts').execute()).toEqual([]);
    } finally {
      await t.db
        .updateTable('project_template')
        .set({ config: JSON.stringify(config) })
        .where('id', '=', template.id)
        .execute();
    }
  });

  it('answers 402 at the PROJECT_COUNT limit before installing anything', async () => {
    const ws = await t.db
      .selectFrom('workspace')
      .select(['id', 'account_id'])
      .where('code', '=', c.owner.workspaceCode)
      .executeTakeFirstOrThrow();
    const before = await counts(c.owner.workspaceCode);
    const active = await t.db
      .selectFrom('project as p')
      .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('w.account_id', '=', ws.account_id)
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const plan = await t.db
      .insertInto('plan')
      .values({ code: 'TPL_SMALL', name: 'Small', features: JSON.stringify({ PROJECT_COUNT: Number(active.n) }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const original = await t.db.selectFrom('account').select('plan_id').where('id', '=', ws.account_id).executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ plan_id: plan.id }).where('id', '=', ws.account_id).execute();
    try {
      const over = await create(c.owner, { name: 'One too many' });
      expect(over.status).toBe(402);
      expect(over.body).toMatchObject({ messageCode: 'PLAN_LIMIT_REACHED' });
      expect(await counts(c.owner.workspaceCode)).toEqual(before);
    } finally {
      await t.db.updateTable('account').set({ plan_id: original.plan_id }).where('id', '=', ws.account_id).execute();
    }
  });

  it('another workspace creates from the template once it is public', async () => {
    await c.owner.client.call(endpoints.projectMakeItTemplate, { params: { id: 'origin' }, body: { shareWithEveryone: true } });
    const queue = await operator.client.call(endpoints.reviewList, { query: { kind: 'PROJECT' } });
    await operator.client.call(endpoints.reviewApprove, {
      params: { id: queue.content.find((i) => i.itemKey === 'origin')!.id },
    });
    // A failure elsewhere leaves nothing there either: no analysis, no model, not the channel it made.
    const before = await counts(c.outsider.workspaceCode);
    const row = await t.db
      .selectFrom('project_template')
      .select('config')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const config = row.config as { rules: { name: unknown }[] };
    const broken = { ...config, rules: config.rules.map((r) => ({ ...r, name: null })) };
    await t.db
      .updateTable('project_template')
      .set({ config: JSON.stringify(broken) })
      .where('id', '=', template.id)
      .execute();
    try {
      expect((await create(c.outsider, { name: 'Borrowed voice' })).status).toBe(500);
    } finally {
      await t.db
        .updateTable('project_template')
        .set({ config: JSON.stringify(config) })
        .where('id', '=', template.id)
        .execute();
    }
    expect(await counts(c.outsider.workspaceCode)).toEqual(before);
    expect((await c.outsider.client.call(endpoints.channelList)).map((ch) => ch.code)).not.toContain('KIOSK');

    const res = await create(c.outsider, { name: 'Borrowed voice' });
    expect(res.status).toBe(200);
    const { project, installedModels } = created(res);
    expect(project.code).toBe('borrowed-voice');
    expect([...project.channels].sort()).toEqual(['APP_REVIEW', 'CALL_CENTER', 'KIOSK']);
    const kiosk = (await c.outsider.client.call(endpoints.channelList)).find((ch) => ch.code === 'KIOSK');
    expect(kiosk).toMatchObject({ name: 'Kiosk', image: 'preset:chart' });
    expect(installedModels).toEqual([expect.objectContaining({ deployed: true })]);
    const read = await c.outsider.client.call(endpoints.projectTemplateDetail, { params: { id: template.id } });
    expect(read).toMatchObject({ visibility: 'PUBLIC', installCount: 3 });
    // An operator installs into their own workspace like anyone (the template is public now).
    expect((await create(operator, { name: 'Operator copy' })).status).toBe(200);
  });
});
