import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp } from '../../test/factories.js';
import { CHANNEL, categoriesOf, documentsOf, importCsv, ingestCast, matching, type IngestCast } from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const code = 'json-in';

beforeAll(async () => {
  t = await startTestApp();
  cast = await ingestCast(t, 'Ingest Json', { code });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('JSON documents', () => {
  it('stores and classifies all documents of a call', async () => {
    const result = await cast.analyst.client.call(endpoints.jsonIngest, {
      params: { code },
      body: {
        channelCode: CHANNEL,
        documents: [
          { id: 'j1', text: 'the courier never arrived', date: '2024-01-05T10:00:00Z' },
          { id: 'j2', text: 'I was charged twice on my card', attributes: { city: 'Ankara' } },
        ],
      },
    });
    expect(result).toMatchObject({ stored: 2, failed: 0 });
    const docs = await documentsOf(t, cast.project.id);
    expect(docs.map((d) => [d.external_id, d.prediction_status, d.channel_code])).toEqual([
      ['j1', 'SUCCESS', CHANNEL],
      ['j2', 'SUCCESS', CHANNEL],
    ]);
    expect(await categoriesOf(t, docs[0]?.id ?? '')).toHaveLength(1);
  });

  it('replaces a re-sent ID in place and adds the new ones of the same call', async () => {
    const before = await documentsOf(t, cast.project.id);
    const j1 = before.find((d) => d.external_id === 'j1');
    const result = await cast.analyst.client.call(endpoints.jsonIngest, {
      params: { code },
      body: {
        channelCode: CHANNEL,
        documents: [
          { id: 'j0', text: 'the refund never came back to my card' },
          { id: 'j1', text: 'I was charged twice on my card' },
          { id: 'j3', text: 'the courier left the parcel at the door' },
        ],
      },
    });
    expect(result).toMatchObject({ stored: 3, failed: 0 });
    const after = await documentsOf(t, cast.project.id);
    expect(after).toHaveLength(before.length + 2);
    const replaced = after.find((d) => d.external_id === 'j1');
    expect(replaced).toMatchObject({ id: j1?.id, content: 'I was charged twice on my card', prediction_status: 'SUCCESS' });
    // The old content's category went with it: one category of the new classification.
    expect(await categoriesOf(t, j1?.id ?? '')).toHaveLength(1);
    const added = after.filter((d) => d.external_id === 'j0' || d.external_id === 'j3');
    expect(added.map((d) => d.prediction_status)).toEqual(['SUCCESS', 'SUCCESS']);
    for (const d of added) expect(await categoriesOf(t, d.id)).toHaveLength(1);
  });

  it('refuses the whole call when one document is bad, naming each', async () => {
    const res = await cast.owner.client.request(endpoints.jsonIngest, {
      params: { code },
      body: {
        channelCode: CHANNEL,
        documents: [
          { id: 'b1', text: 'fine' },
          { id: 'b1', text: 'same id' },
          { id: 'b3', turns: [{ speaker: 'customer', text: 'a dialogue in a standard analysis' }] },
          { id: 'b4', text: 'bad date', date: 'yesterday' },
        ],
      },
    });
    expect(res.status).toBe(400);
    const fields = (res.body as { fields: { field: string; messageCode: string }[] }).fields.map((f) => [f.field, f.messageCode]);
    expect(fields).toEqual([
      ['documents.1.id', 'DOCUMENT_DUPLICATE_ID'],
      ['documents.2', 'DOCUMENT_CONTENT_REQUIRED'],
      ['documents.3.date', 'FIELD_INVALID'],
    ]);
    expect((await documentsOf(t, cast.project.id)).some((d) => d.external_id === 'b1')).toBe(false);
    const channel = await cast.owner.client.request(endpoints.jsonIngest, {
      params: { code },
      body: { channelCode: 'NOPE', documents: [{ text: 'x' }] },
    });
    expect((channel.body as { messageCode: string }).messageCode).toBe('ANALYSIS_CHANNEL_UNKNOWN');
  });

  it('masks personal data before storing when the analysis says so', async () => {
    const project = await t.db
      .selectFrom('project')
      .select('settings')
      .where('id', '=', cast.project.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('project')
      .set({
        settings: JSON.stringify({
          ...project.settings,
          masking: { enabled: true, entityTypes: ['EMAIL', 'PHONE'], patterns: ['CUST-\\d+'], replacement: '[{TYPE}]' },
        }),
      })
      .where('id', '=', cast.project.id)
      .execute();
    await cast.owner.client.call(endpoints.jsonIngest, {
      params: { code },
      body: {
        channelCode: CHANNEL,
        documents: [{ id: 'm1', text: 'my refund for CUST-123 is late, write to ayse@example.com' }],
      },
    });
    const doc = (await documentsOf(t, cast.project.id)).find((d) => d.external_id === 'm1');
    expect(doc).toMatchObject({ masked: true, content: 'my refund for [CUSTOM] is late, write to [EMAIL]' });
    await t.db
      .updateTable('project')
      .set({ settings: JSON.stringify(project.settings) })
      .where('id', '=', cast.project.id)
      .execute();
  });

  it('takes pushes with the token only', async () => {
    const push = await cast.owner.client.call(endpoints.pushSourceActivate, { params: { code } });
    expect(push.token).toBeTruthy();
    expect(push.url).toMatch(/\/api\/ingest\/project\/json-in$/);
    expect((await cast.owner.client.call(endpoints.pushSourceGet, { params: { code } }))?.token).toBeNull();
    const send = (token: string, body: unknown) =>
      cast.outsider.client.raw('POST', `/api/ingest/project/${code}`, { body, headers: { 'x-sentio-token': token } });
    const body = { channelCode: CHANNEL, documents: [{ id: 'p1', text: 'the app crashes on login' }] };
    const good = await send(push.token ?? '', body);
    expect(good.status).toBe(200);
    expect((good.body as { data: { stored: number } }).data.stored).toBe(1);
    const bad = await send('wrong-token', { nonsense: true });
    expect(bad.status).toBe(401);
    expect((bad.body as { messageCode: string }).messageCode).toBe('PUSH_TOKEN_INVALID');
    // The same code in another workspace does not open this one's push source.
    const other = await signUp(t, { company: 'Other Json' });
    expect((await other.client.request(endpoints.pushSourceGet, { params: { code } })).status).toBe(404);
    const sources = await cast.owner.client.call(endpoints.sourceList, { params: { code } });
    expect(sources.find((s) => s.fileType === 'PUSH')).toMatchObject({ successCount: 1, total: 1 });
  });
});

describe('dialogue analyses', () => {
  it('store turns from JSON and from "customer:/agent:" cells', async () => {
    const dialogue = 'calls';
    const project = await t.db
      .selectFrom('project')
      .select('id')
      .where('code', '=', (await createDialogue(dialogue)).code)
      .executeTakeFirstOrThrow();
    const missing = await cast.owner.client.request(endpoints.jsonIngest, {
      params: { code: dialogue },
      body: { channelCode: CHANNEL, documents: [{ id: 'd0', text: 'plain text' }] },
    });
    expect((missing.body as { fields: { field: string; messageCode: string }[] }).fields[0]).toMatchObject({
      field: 'documents.0',
      messageCode: 'DOCUMENT_CONTENT_REQUIRED',
    });
    await cast.owner.client.call(endpoints.jsonIngest, {
      params: { code: dialogue },
      body: {
        channelCode: CHANNEL,
        documents: [
          {
            id: 'd1',
            turns: [
              { speaker: 'customer', text: 'my parcel is late' },
              { speaker: 'agent', text: 'sorry' },
            ],
          },
        ],
      },
    });
    await importCsv(
      t,
      cast.owner,
      dialogue,
      'id,text,date\nd2,"müşteri: kargom gelmedi\ntemsilci: kontrol ediyorum",2024-01-01\n',
      matching(),
    );
    const rows = await t.db
      .selectFrom('project_document')
      .select(['external_id', 'turns', 'content', 'data_type'])
      .where('project_id', '=', project.id)
      .orderBy('external_id')
      .execute();
    expect(rows.map((r) => [r.external_id, r.data_type, r.turns?.map((x) => x.speaker)])).toEqual([
      ['d1', 'DIALOGUE', ['customer', 'agent']],
      ['d2', 'DIALOGUE', ['customer', 'agent']],
    ]);
    expect(rows[1]?.content).toBe('customer: kargom gelmedi\nagent: kontrol ediyorum');
  }, 60_000);
});

async function createDialogue(dialogue: string) {
  return cast.owner.client.call(endpoints.projectCreate, {
    params: { code: dialogue },
    body: {
      name: 'Calls',
      icon: 'preset:chart',
      models: [],
      channels: [CHANNEL],
      pipelineStages: ['CLASSIFY'],
      dataType: 'DIALOGUE',
    },
  });
}
