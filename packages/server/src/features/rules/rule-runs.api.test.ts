import { endpoints, ruleUpdateBodyOf } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CHANNEL, importCsv, ingestCast, type IngestCast } from '../project-ingest/test-support.js';
import { docByExternalId, labelsOf, refundRule } from './test-support.js';

let t: TestApp;
let cast: IngestCast;
const code = 'rule-runs';

beforeAll(async () => {
  t = await startTestApp();
  cast = await ingestCast(t, 'Rule Runs', { code });
}, 120_000);
afterAll(async () => {
  t.app.services.projects.rules.clock.now = () => new Date();
  await t.close();
});

const owner = () => cast.owner.client;
const json = (documents: { id: string; text: string }[]) =>
  owner().call(endpoints.jsonIngest, { params: { code }, body: { channelCode: CHANNEL, documents } });
const labelsOfExternal = async (externalId: string) => labelsOf(t, (await docByExternalId(t, cast.project.id, externalId)).id);
const setNow = (iso: string) => {
  t.app.services.projects.rules.clock.now = () => new Date(iso);
};

describe('effective from 00:00', () => {
  it('a changed rule keeps its previous definition for arriving documents until the next 00:00', async () => {
    setNow('2026-03-10T15:00:00Z');
    const rule = await owner().call(endpoints.ruleCreate, {
      params: { code },
      body: refundRule({
        name: 'Midnight',
        relation: 'AND',
        conditions: [{ field: 'content', operator: 'contains', value: 'alpha' }],
        actions: [{ actorType: 'ADD_LABEL', label: 'MIDNIGHT' }],
      }),
    });
    expect(rule).toMatchObject({ effectiveFrom: '2026-03-10T15:00:00.000Z', pendingFrom: null });
    const changed = await owner().call(endpoints.ruleUpdate, {
      params: { code, id: rule.id },
      body: ruleUpdateBodyOf(rule, { conditions: [{ field: 'content', operator: 'contains', value: 'beta' }] }),
    });
    expect(changed.pendingFrom).toBe('2026-03-11T00:00:00.000Z');
    expect(changed.conditions[0]?.value).toBe('beta');
    await json([
      { id: 'm1', text: 'alpha arrives today' },
      { id: 'm2', text: 'beta arrives today' },
    ]);
    expect(await labelsOfExternal('m1')).toEqual(['MIDNIGHT']);
    expect(await labelsOfExternal('m2')).toEqual([]);

    setNow('2026-03-11T00:00:01Z');
    await json([
      { id: 'm3', text: 'alpha arrives tomorrow' },
      { id: 'm4', text: 'beta arrives tomorrow' },
    ]);
    expect(await labelsOfExternal('m3')).toEqual([]);
    expect(await labelsOfExternal('m4')).toEqual(['MIDNIGHT']);
    const read = await owner().call(endpoints.ruleGet, { params: { code, id: rule.id } });
    expect(read).toMatchObject({ pendingFrom: null, effectiveFrom: '2026-03-11T00:00:00.000Z' });
    await owner().call(endpoints.ruleUpdate, { params: { code, id: rule.id }, body: ruleUpdateBodyOf(read, { enabled: false }) });
    t.app.services.projects.rules.clock.now = () => new Date();
  });
});

describe('rule analysis', () => {
  it('runs a new definition over existing documents at once, once per document', async () => {
    await json([
      { id: 'e1', text: 'iade talebim var' },
      { id: 'e2', text: 'nothing to see' },
      { id: 'e3', text: 'REFUND me' },
    ]);
    const rule = await owner().call(endpoints.ruleCreate, {
      params: { code },
      body: refundRule({
        name: 'Run me',
        actions: [
          { actorType: 'ADD_LABEL', label: 'RUN' },
          { actorType: 'CREATE_ACTION', name: 'Call the customer', assigneeId: cast.owner.userId },
        ],
      }),
    });
    // Changed after creation: pending for arriving documents, a run promotes it at once.
    const changed = await owner().call(endpoints.ruleUpdate, {
      params: { code, id: rule.id },
      body: ruleUpdateBodyOf(rule, {
        conditions: [...rule.conditions, { field: 'content', operator: 'contains', value: 'talebim' }],
      }),
    });
    expect(changed.pendingFrom).not.toBeNull();
    expect(await owner().call(endpoints.ruleRunState, { params: { code, id: rule.id } })).toBeNull();

    const started = await owner().call(endpoints.ruleRun, { params: { code, id: rule.id } });
    expect(started).toMatchObject({ state: 'BEGINS', ruleId: rule.id, startedBy: { id: cast.owner.userId } });
    await t.app.services.jobs.drain({ names: ['rules.run'], timeoutMs: 60_000 });
    const done = await owner().call(endpoints.ruleRunState, { params: { code, id: rule.id } });
    expect(done?.state).toBe('SUCCESS');
    expect(done?.done).toBe(done?.total);
    expect(done?.matched).toBeGreaterThanOrEqual(2);
    expect(await labelsOfExternal('e1')).toEqual(['RUN']);
    expect(await labelsOfExternal('e3')).toEqual(['RUN']);
    expect(await labelsOfExternal('e2')).toEqual([]);
    const read = await owner().call(endpoints.ruleGet, { params: { code, id: rule.id } });
    expect(read).toMatchObject({ pendingFrom: null, lastRun: { state: 'SUCCESS' } });

    const actionsOf = () =>
      t.db
        .selectFrom('action')
        .select(['name', 'evidence_document_id', 'responsible_id'])
        .where('evidence_project_id', '=', cast.project.id)
        .execute();
    const made = await actionsOf();
    expect(made.length).toBe(done?.matched);
    expect(made.every((a) => a.responsible_id === cast.owner.userId && a.name.startsWith('Call the customer'))).toBe(true);

    await owner().call(endpoints.ruleRun, { params: { code, id: rule.id } });
    await t.app.services.jobs.drain({ names: ['rules.run'], timeoutMs: 60_000 });
    expect((await actionsOf()).length).toBe(made.length);
    // The second run of the same rule really ran (the job's singleton key is free again once the first finished).
    expect(await owner().call(endpoints.ruleRunState, { params: { code, id: rule.id } })).toMatchObject({
      state: 'SUCCESS',
      matched: done?.matched,
    });
    const history = await owner().call(endpoints.ruleHistory, { params: { code, id: rule.id } });
    expect(history.map((h) => h.kind)).toEqual(['RUN', 'RUN', 'UPDATED', 'CREATED']);
    expect(history[0]?.runId).toBeTruthy();
  });

  it('one run of a rule at a time', async () => {
    const rule = await owner().call(endpoints.ruleCreate, { params: { code }, body: refundRule({ name: 'Busy' }) });
    await t.db
      .insertInto('rule_run')
      .values({
        workspace_id: cast.project.workspaceId,
        project_id: cast.project.id,
        rule_id: rule.id,
        state: 'PROCESSING',
        started_at: new Date(),
      })
      .execute();
    const res = await owner().request(endpoints.ruleRun, { params: { code, id: rule.id } });
    expect(res.status).toBe(409);
    expect((res.body as { messageCode: string }).messageCode).toBe('RULE_RUN_IN_PROGRESS');
  });
});

describe('other ways in', () => {
  it('applies to uploaded rows and to re-classified documents', async () => {
    const rule = await owner().call(endpoints.ruleCreate, {
      params: { code },
      body: refundRule({
        name: 'Upload',
        conditions: [{ field: 'content', operator: 'contains', value: 'kasko' }],
        actions: [{ actorType: 'ADD_LABEL', label: 'UPLOAD' }],
      }),
    });
    await importCsv(t, cast.owner, code, 'id,text,date\nu1,kasko poliçem,2024-02-01\nu2,other,2024-02-01\n');
    expect(await labelsOfExternal('u1')).toEqual(['UPLOAD']);
    expect(await labelsOfExternal('u2')).toEqual([]);

    // A rule made after the documents came in applies when they are classified again.
    await json([{ id: 'x1', text: 'sigorta hasar dosyası' }]);
    await owner().call(endpoints.ruleCreate, {
      params: { code },
      body: refundRule({
        name: 'Reclassified',
        conditions: [{ field: 'content', operator: 'contains', value: 'hasar' }],
        actions: [{ actorType: 'ADD_LABEL', label: 'RECLASSIFIED' }],
      }),
    });
    expect(await labelsOfExternal('x1')).toEqual([]);
    await owner().call(endpoints.reevaluate, { params: { code }, body: {} });
    await t.app.services.jobs.drain({ timeoutMs: 60_000 });
    expect(await labelsOfExternal('x1')).toEqual(['RECLASSIFIED']);
    expect(rule.id).toBeTruthy();
  });
});
