import { customerEndpoints as ce, customerKeyToParam, endpoints, type CustomerSettingsBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { modelWorkspace } from '../model-training/test-support.js';
import { seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { relinkCustomers } from './relink-job.js';
import { customerAnalysis, customerSnapshot, saveSettings } from './test-support.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof modelWorkspace>>;
let web: Analysis;
let calls: Analysis;

const doc = (id: string, day: number, attributes: Record<string, string>, sentiment: string | null = 'POSITIVE') => ({
  externalId: id,
  content: `document ${id}`,
  contentDate: `2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  attributes,
  sentiment,
});

beforeAll(async () => {
  t = await startTestApp();
  cast = await modelWorkspace(t, 'Customer Settings Co');
  web = await customerAnalysis(t, cast.owner, cast.model, 'web');
  calls = await customerAnalysis(t, cast.owner, cast.model, 'calls');
  await seedDocuments(t, web, [
    doc('w1', 1, { customer_id: 'A', phone: '555-1', city: 'Ankara' }),
    doc('w2', 2, { customer_id: 'A', phone: '555-2' }, 'NEGATIVE'),
    doc('w3', 3, { customer_id: 'B', phone: '555-1' }),
    doc('w4', 4, { phone: '555-3' }),
  ]);
  await seedDocuments(t, calls, [doc('c1', 5, { customer_id: 'B', phone: '555-2' }), doc('c2', 6, { customer_id: 'C' })]);
}, 120_000);
afterAll(async () => t.close());

const settings = () => cast.owner.client.call(ce.customerSettings);
const put = (body: CustomerSettingsBody, client = cast.owner.client) => client.request(ce.customerSettingsUpdate, { body });
const customers = async () =>
  (await cast.owner.client.call(ce.customerList, { query: { size: 50, sort: 'name,asc' } })).content.map((c) => [
    c.key,
    c.totalInteractions,
  ]);

describe('customer settings', () => {
  it('reads the defaults with the attributes of the analyses', async () => {
    const s = await settings();
    expect(s).toMatchObject({
      keyAttribute: 'customer_id',
      nameAttribute: null,
      segmentAttribute: 'segment',
      shownAttributes: [],
      analysisKeys: [],
      relinkState: 'IDLE',
      relinkProgress: 0,
      updatedAt: null,
    });
    expect(s.attributes.find((a) => a.code === 'phone')).toEqual({ code: 'phone', name: 'Phone', projectCodes: ['calls', 'web'] });
    // the analyst reads them too
    expect((await cast.analyst.client.call(ce.customerSettings)).keyAttribute).toBe('customer_id');
  });

  it('refuses unknown attributes and analyses field by field, and writes nothing', async () => {
    const res = await put({
      keyAttribute: 'customer_id',
      nameAttribute: 'nope',
      shownAttributes: ['city', 'ghost'],
      analysisKeys: [
        { projectCode: 'missing', attribute: 'phone' },
        { projectCode: 'calls', attribute: 'ghost' },
      ],
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: { field: string; messageCode: string }[] }).fields.map((f) => [f.field, f.messageCode])).toEqual([
      ['nameAttribute', 'CUSTOMER_ATTRIBUTE_UNKNOWN'],
      ['shownAttributes.1', 'CUSTOMER_ATTRIBUTE_UNKNOWN'],
      ['analysisKeys.0.projectCode', 'ANALYSIS_NOT_FOUND'],
      ['analysisKeys.1.attribute', 'CUSTOMER_ATTRIBUTE_UNKNOWN'],
    ]);
    expect((await put({ keyAttribute: '' })).status).toBe(400);
    expect((await settings()).updatedAt).toBeNull();
  });

  it('is changed by managers only, and only while no re-link runs', async () => {
    const denied = await put({ keyAttribute: 'customer_id' }, cast.analyst.client);
    expect([denied.status, (denied.body as { messageCode: string }).messageCode]).toEqual([401, 'PERMISSION_DENIED']);
    expect((await put({ keyAttribute: 'customer_id' }, new Client(t.baseUrl))).status).toBe(401);
    await t.db.insertInto('customer_setting').values({ workspace_id: web.workspaceId, relink_state: 'RUNNING' }).execute();
    const busy = await put({ keyAttribute: 'phone' });
    expect([busy.status, (busy.body as { messageCode: string }).messageCode]).toEqual([409, 'CUSTOMER_RELINK_RUNNING']);
    expect((await settings()).relinkState).toBe('RUNNING');
    await t.db.deleteFrom('customer_setting').where('workspace_id', '=', web.workspaceId).execute();
  });

  it('re-links every document when the key attribute changes, per analysis when it has its own', async () => {
    expect(await customers()).toEqual([
      ['A', 2],
      ['B', 2],
      ['C', 1],
    ]);
    const saved = await cast.owner.client.call(ce.customerSettingsUpdate, {
      body: { keyAttribute: 'phone', shownAttributes: ['city'] },
    });
    expect(saved.keyAttribute).toBe('phone');
    await t.app.services.jobs.drain({ names: ['customers.relink'], timeoutMs: 60_000 });
    const after = await settings();
    expect([after.relinkState, after.relinkProgress, after.shownAttributes]).toEqual(['IDLE', 0, ['city']]);
    expect(await customers()).toEqual([
      ['555-1', 2],
      ['555-2', 2],
      ['555-3', 1],
    ]);
    const keys = await t.db.selectFrom('project_document').select(['external_id', 'customer_key']).orderBy('external_id').execute();
    expect(keys.map((k) => [k.external_id, k.customer_key])).toEqual([
      ['c1', '555-2'],
      ['c2', null],
      ['w1', '555-1'],
      ['w2', '555-2'],
      ['w3', '555-1'],
      ['w4', '555-3'],
    ]);
    const detail = await cast.owner.client.call(ce.customerDetail, { params: { key: customerKeyToParam('555-1') }, query: {} });
    expect(detail.attributes).toEqual([{ code: 'city', name: 'City', value: 'Ankara' }]);

    // the calls analysis keeps customer ids: its own key attribute
    await saveSettings(t, cast.owner, { keyAttribute: 'phone', analysisKeys: [{ projectCode: 'calls', attribute: 'customer_id' }] });
    expect((await settings()).analysisKeys).toEqual([{ projectCode: 'calls', attribute: 'customer_id' }]);
    expect(await customers()).toEqual([
      ['555-1', 2],
      ['555-2', 1],
      ['555-3', 1],
      ['B', 1],
      ['C', 1],
    ]);
    const before = await customerSnapshot(t, web.workspaceId);
    await t.app.services.projects.customers.relink.settings.rebuild(web.workspaceId);
    expect(await customerSnapshot(t, web.workspaceId)).toEqual(before);
    // new documents follow the mapping as they arrive
    await seedDocuments(t, calls, [doc('c3', 7, { customer_id: 'C', phone: '555-1' })]);
    expect(await customers()).toContainEqual(['C', 2]);
  });

  it('walks the documents in batches with progress, and records a failure', async () => {
    const deps = t.app.services.projects.customers.relink;
    await t.db.updateTable('customer_setting').set({ key_attribute: 'customer_id', analysis_keys: '{}' }).execute();
    await t.db.updateTable('customer_setting').set({ relink_state: 'RUNNING', relink_total: 7, relink_done: 0 }).execute();
    await relinkCustomers({ ...deps, batchSize: 2 }, { workspaceId: web.workspaceId, relink: true });
    const row = await t.db.selectFrom('customer_setting').selectAll().executeTakeFirstOrThrow();
    expect([row.relink_state, row.relink_done]).toEqual(['IDLE', 7]);
    expect(await customers()).toEqual([
      ['A', 2],
      ['B', 2],
      ['C', 2],
    ]);

    await t.db.updateTable('customer_setting').set({ relink_state: 'RUNNING' }).execute();
    await relinkCustomers(
      {
        settings: {
          get: (id) => deps.settings.get(id),
          update: (id, values) => deps.settings.update(id, values),
          rebuild: (id) => deps.settings.rebuild(id),
          relinkBatch: () => Promise.reject(new Error('disk full')),
        },
      },
      { workspaceId: web.workspaceId, relink: true },
    );
    expect(await settings()).toMatchObject({ relinkState: 'FAILED' });
    // a failed re-link does not block the next change, and saving runs it again
    const again = await put({ keyAttribute: 'customer_id' });
    expect([again.status, (again.body as { data: { relinkState: string } }).data.relinkState]).toEqual([200, 'RUNNING']);
    await t.app.services.jobs.drain({ names: ['customers.relink'], timeoutMs: 60_000 });
    expect((await settings()).relinkState).toBe('IDLE');
  });
});

describe('masking', () => {
  it('never sends a masked text unmasked; attributes are shown as the document drawer shows them', async () => {
    const project = await t.db.selectFrom('project').select('settings').where('id', '=', web.id).executeTakeFirstOrThrow();
    await t.db
      .updateTable('project')
      .set({
        settings: JSON.stringify({
          ...project.settings,
          masking: { enabled: true, entityTypes: ['EMAIL'], patterns: [], replacement: '[{TYPE}]' },
        }),
      })
      .where('id', '=', web.id)
      .execute();
    await cast.owner.client.call(endpoints.jsonIngest, {
      params: { code: 'web' },
      body: {
        channelCode: 'SURVEY',
        documents: [{ id: 'm1', text: 'write to ayse@example.com please', attributes: { customer_id: 'M1', city: 'Bursa' } }],
      },
    });
    await saveSettings(t, cast.owner, { keyAttribute: 'customer_id', shownAttributes: ['city'] });
    const res = await cast.owner.client.request(ce.customerDetail, { params: { key: customerKeyToParam('M1') }, query: {} });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('ayse@example.com');
    const detail = (res.body as { data: { interactions: { content: { content: string }[] }; attributes: unknown[] } }).data;
    expect(detail.interactions.content.map((i) => i.content)).toEqual(['write to [EMAIL] please']);
    const drawer = await t.db.selectFrom('project_document').select(['id', 'attributes']).where('external_id', '=', 'm1').executeTakeFirstOrThrow();
    expect(detail.attributes).toEqual([{ code: 'city', name: 'City', value: drawer.attributes['city'] }]);
  });
});
