import { endpoints, ruleUpdateBodyOf, type Rule } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CHANNEL, ingestCast, type IngestCast } from '../project-ingest/test-support.js';
import { docByExternalId, labelsOf, refundRule } from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const code = 'rules-in';

beforeAll(async () => {
  t = await startTestApp();
  cast = await ingestCast(t, 'Rules Api', { code });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const json = (documents: { id: string; text: string }[]) =>
  owner().call(endpoints.jsonIngest, { params: { code }, body: { channelCode: CHANNEL, documents } });
const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
const create = (body: Parameters<typeof refundRule>[0] = {}) =>
  owner().call(endpoints.ruleCreate, { params: { code }, body: refundRule(body) });
const category = () => cast.model.labels[0] ?? { id: '', name: '' };

describe('validation', () => {
  it('refuses each broken rule with its code', async () => {
    const cases: [unknown, [string, string][]][] = [
      [{ ...refundRule(), name: ' ' }, [['name', 'FIELD_REQUIRED']]],
      [{ ...refundRule(), conditions: [] }, [['conditions', 'RULE_CONDITION_REQUIRED']]],
      [{ ...refundRule(), actions: [] }, [['actions', 'RULE_ACTION_REQUIRED']]],
      [
        { ...refundRule(), conditions: [{ field: '', operator: 'contains', value: 'x' }] },
        [['conditions.0.field', 'FIELD_REQUIRED']],
      ],
      [{ ...refundRule(), conditions: [{ field: 'content', value: 'x' }] }, [['conditions.0.operator', 'FIELD_REQUIRED']]],
      [
        { ...refundRule(), conditions: [{ field: 'content', operator: 'contains', value: ' ' }] },
        [['conditions.0.value', 'FIELD_REQUIRED']],
      ],
      [
        { ...refundRule(), conditions: [{ field: 'colour', operator: 'equals', value: 'x' }] },
        [['conditions.0.field', 'RULE_FIELD_INVALID']],
      ],
      [
        { ...refundRule(), conditions: [{ field: 'sentiment', operator: 'gt', value: '1' }] },
        [['conditions.0.operator', 'RULE_OPERATOR_INVALID']],
      ],
      [
        { ...refundRule(), conditions: [{ field: 'nps', operator: 'lt', value: 'low' }] },
        [['conditions.0.value', 'RULE_VALUE_INVALID']],
      ],
      [
        { ...refundRule(), conditions: [{ field: 'content', operator: 'regex', value: '(unclosed' }] },
        [['conditions.0.value', 'RULE_REGEX_INVALID']],
      ],
      [
        {
          ...refundRule(),
          algorithmType: 'REGEX',
          conditions: [{ field: 'content', operator: 'contains', value: 'a'.repeat(201) }],
        },
        [['conditions.0.value', 'RULE_REGEX_INVALID']],
      ],
      [{ ...refundRule(), actions: [{ label: 'x' }] }, [['actions.0.actorType', 'FIELD_REQUIRED']]],
      [{ ...refundRule(), actions: [{ actorType: 'ADD_LABEL' }] }, [['actions.0.label', 'FIELD_REQUIRED']]],
      [
        { ...refundRule(), actions: [{ actorType: 'CREATE_ACTION', name: 'Call back' }] },
        [['actions.0.assigneeId', 'FIELD_REQUIRED']],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await owner().request(endpoints.ruleCreate, { params: { code }, body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual(expected);
    }
  });

  it('checks what the rule names in the analysis and workspace', async () => {
    const foreignUser = '00000000-0000-4000-8000-000000000001';
    const res = await owner().request(endpoints.ruleCreate, {
      params: { code },
      body: refundRule({
        name: 'References',
        conditions: [
          { field: 'attribute:nope', operator: 'exists' },
          { field: `category:${cast.model.id}:00000000-0000-4000-8000-000000000002`, operator: 'exists' },
          { field: 'entity:ALIEN', operator: 'exists' },
        ],
        actions: [
          { actorType: 'ADD_CATEGORY', modelId: cast.model.id, categoryId: 'missing' },
          { actorType: 'CREATE_ACTION', name: 'Call', assigneeId: foreignUser, typeId: foreignUser },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([
      ['conditions.0.field', 'RULE_FIELD_INVALID'],
      ['conditions.1.field', 'CATEGORY_NOT_FOUND'],
      ['conditions.2.field', 'RULE_FIELD_INVALID'],
      ['actions.0.categoryId', 'CATEGORY_NOT_FOUND'],
      ['actions.1.assigneeId', 'ACTION_USER_NOT_MEMBER'],
      ['actions.1.typeId', 'ACTION_TYPE_NOT_FOUND'],
    ]);
  });

  it('keeps names unique per analysis (Turkish folding) and saves over the version read', async () => {
    const rule = await create({ name: 'İade kuralı' });
    const dup = await owner().request(endpoints.ruleCreate, { params: { code }, body: refundRule({ name: 'iade KURALI' }) });
    expect(fieldsOf(dup.body)).toEqual([['name', 'RULE_NAME_TAKEN']]);
    const saved = await owner().call(endpoints.ruleUpdate, {
      params: { code, id: rule.id },
      body: ruleUpdateBodyOf(rule, { description: 'first save' }),
    });
    expect(saved.version).toBe(2);
    const stale = await owner().request(endpoints.ruleUpdate, { params: { code, id: rule.id }, body: ruleUpdateBodyOf(rule) });
    expect(stale.status).toBe(409);
    expect((stale.body as { messageCode: string }).messageCode).toBe('RULE_VERSION_CONFLICT');
    await owner().call(endpoints.ruleDelete, { params: { code, id: rule.id } });
    const gone = await owner().request(endpoints.ruleGet, { params: { code, id: rule.id } });
    expect((gone.body as { messageCode: string }).messageCode).toBe('RULE_NOT_FOUND');
  });
});

describe('on incoming documents', () => {
  let rule: Rule;
  beforeAll(async () => {
    rule = await create({
      actions: [
        { actorType: 'ADD_LABEL', label: 'REFUND' },
        { actorType: 'ALERT', note: 'Refund asked' },
        { actorType: 'SET_SENTIMENT', sentiment: 'NEGATIVE' },
        { actorType: 'ADD_CATEGORY', modelId: cast.model.id, categoryId: category().id },
      ],
    });
  });

  it('applies to JSON documents in the storing transaction (Turkish case folding)', async () => {
    await json([
      { id: 'r1', text: 'İADE istiyorum, ürün bozuk' },
      { id: 'r2', text: 'please refund my order' },
      { id: 'r3', text: 'the courier was friendly' },
    ]);
    const [r1, r2, r3] = await Promise.all(['r1', 'r2', 'r3'].map((id) => docByExternalId(t, cast.project.id, id)));
    expect(await labelsOf(t, r1?.id ?? '')).toEqual(['REFUND']);
    expect(await labelsOf(t, r2?.id ?? '')).toEqual(['REFUND']);
    expect(await labelsOf(t, r3?.id ?? '')).toEqual([]);
    expect(r1).toMatchObject({ status: 'AWAITING_APPROVAL', alert_note: 'Refund asked', sentiment: 'NEGATIVE' });
    expect(r3).toMatchObject({ status: 'UNMARKED', alert_note: null });
    const cats = await t.db
      .selectFrom('project_document_category')
      .select(['category_id', 'origin'])
      .where('document_id', '=', r2?.id ?? '')
      .where('origin', '=', 'RULE')
      .execute();
    expect(cats).toEqual([{ category_id: category().id, origin: 'RULE' }]);
    const read = await owner().call(endpoints.ruleGet, { params: { code, id: rule.id } });
    expect(read.appliedCount).toBe(2);
  });

  it('keeps the rollups exact when a rule changes sentiment and categories', async () => {
    const snapshot = async () =>
      JSON.stringify([
        (
          await sql`select * from project_rollup_day where project_id = ${cast.project.id} and n > 0 order by 1, 2, 3, 4, 5, 6, 7, 8`.execute(
            t.db,
          )
        ).rows,
        (
          await sql`select * from project_rollup_category where project_id = ${cast.project.id} and n > 0 order by 1, 2, 3, 4, 5, 6, 7, 8`.execute(
            t.db,
          )
        ).rows,
      ]);
    const kept = await snapshot();
    await t.app.services.projects.rollups.rollups.rebuild(cast.project.workspaceId, cast.project.id);
    expect(await snapshot()).toBe(kept);
    expect(kept).toContain('NEGATIVE');
  });

  it('applies to pushed documents, and never over a person’s alert', async () => {
    const push = await owner().call(endpoints.pushSourceActivate, { params: { code } });
    const res = await cast.outsider.client.raw('POST', `/api/ingest/project/${code}`, {
      body: { channelCode: CHANNEL, documents: [{ id: 'p1', text: 'Refund please' }] },
      headers: { 'x-sentio-token': push.token ?? '' },
    });
    expect(res.status).toBe(200);
    const p1 = await docByExternalId(t, cast.project.id, 'p1');
    expect(await labelsOf(t, p1.id)).toEqual(['REFUND']);
    await owner().call(endpoints.documentAlert, { params: { code, id: p1.id }, body: { note: 'A person looked' } });
    await json([{ id: 'p1', text: 'Refund please, again' }]);
    expect((await docByExternalId(t, cast.project.id, 'p1')).alert_note).toBe('A person looked');
  });

  it('a disabled rule stops at once', async () => {
    const read = await owner().call(endpoints.ruleGet, { params: { code, id: rule.id } });
    await owner().call(endpoints.ruleUpdate, { params: { code, id: rule.id }, body: ruleUpdateBodyOf(read, { enabled: false }) });
    await json([{ id: 'd1', text: 'refund refund' }]);
    expect(await labelsOf(t, (await docByExternalId(t, cast.project.id, 'd1')).id)).toEqual([]);
    const back = await owner().call(endpoints.ruleGet, { params: { code, id: rule.id } });
    await owner().call(endpoints.ruleUpdate, { params: { code, id: rule.id }, body: ruleUpdateBodyOf(back, { enabled: true }) });
    const history = await owner().call(endpoints.ruleHistory, { params: { code, id: rule.id } });
    expect(history.map((h) => h.kind)).toEqual(['ENABLED', 'DISABLED', 'CREATED']);
    expect(history[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false }, by: { id: cast.owner.userId } });
  });
});
