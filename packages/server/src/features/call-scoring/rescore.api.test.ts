import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { callCast, codeOf, ingestCalls, monthRange, rulesBody, timedCall, type CallCast } from './test-support.js';

let t: TestApp;
let cast: CallCast;
const code = 'rescore-calls';
const march = { fromDate: '2026-03-01', toDate: '2026-03-31' };

beforeAll(async () => {
  t = await startTestApp();
  cast = await callCast(t, 'Rescore Api', code);
  await ingestCalls(cast.owner, code, [
    timedCall({ id: 'm1', date: '2026-03-02T09:00:00Z', noSecurity: true }),
    timedCall({ id: 'm2', date: '2026-03-15T09:00:00Z', noSecurity: true }),
    timedCall({ id: 'm3', date: '2026-03-31T22:00:00Z', noSecurity: true }),
    timedCall({ id: 'a1', date: '2026-04-02T09:00:00Z', noSecurity: true }),
  ]);
  t.app.services.projects.callScoring.clock.now = () => new Date('2026-06-01T10:00:00Z');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const drain = () => t.app.services.jobs.drain({ names: ['calls.rescore'], timeoutMs: 60_000 });
const projectId = async () =>
  (await t.db.selectFrom('project').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const scores = async () =>
  (
    await owner().call(endpoints.callList, {
      params: { code },
      query: { ...monthRange('2026-03'), sort: 'callDate', direction: 'asc' },
    })
  ).content.map((c) => [c.callId, c.score, c.version]);

describe('re-scoring', () => {
  it('counts, runs as a job, changes the scores, moves the version back to the first day and writes history', async () => {
    expect(await scores()).toEqual([
      ['C-m1', 0, 0],
      ['C-m2', 0, 0],
      ['C-m3', 0, 0],
    ]);
    await owner().call(endpoints.scoringRulesSave, {
      params: { code },
      body: rulesBody((r) => (r.criterion === 'SECURITY_ANNOUNCEMENTS' ? { ...r, resetScore: false } : r)),
    });
    const preview = await owner().call(endpoints.rescorePreview, { params: { code }, body: march });
    expect(preview).toEqual({ calls: 3, version: 1 });

    const run = await owner().call(endpoints.rescoreStart, { params: { code }, body: march });
    expect(run).toMatchObject({ state: 'RUNNING', total: 3, version: 1, fromDate: '2026-03-01', toDate: '2026-03-31' });
    await drain();
    const done = await owner().call(endpoints.rescoreLatest, { params: { code } });
    expect(done).toMatchObject({ id: run.id, state: 'SUCCEEDED', done: 3, total: 3, messageCode: null });
    expect(done?.finishedAt).not.toBeNull();

    const after = await scores();
    expect(after.map((r) => r[2])).toEqual([1, 1, 1]);
    expect(after.every((r) => (r[1] as number) > 0)).toBe(true);
    // April was outside the range: still version 0.
    const april = await owner().call(endpoints.callList, { params: { code }, query: monthRange('2026-04') });
    expect(april.content.map((c) => [c.score, c.version])).toEqual([[0, 0]]);

    const setup = await owner().call(endpoints.scoringSetup, { params: { code } });
    expect([setup.version, setup.effectiveFrom]).toEqual([1, '2026-03-01']);
    const history = await owner().call(endpoints.scoringHistory, { params: { code }, query: {} });
    expect(history.content[0]).toMatchObject({ kind: 'RESCORED', version: 1, effectiveFrom: '2026-03-01', criterion: null });
    expect(history.content[0]?.changes).toContainEqual({ field: 'calls', before: null, after: 3 });
  });

  it('answers 409 while a run is running, 400 when the range has no call', async () => {
    const id = await projectId();
    const ws = await t.db.selectFrom('project').select('workspace_id').where('id', '=', id).executeTakeFirstOrThrow();
    const running = await t.db
      .insertInto('call_rescore_run')
      .values({ workspace_id: ws.workspace_id, project_id: id, from_date: '2026-03-01', to_date: '2026-03-31', version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const busy = await owner().request(endpoints.rescoreStart, { params: { code }, body: march });
    expect([busy.status, codeOf(busy.body)]).toEqual([409, 'RESCORING_RUNNING']);
    await t.db.updateTable('call_rescore_run').set({ state: 'FAILED' }).where('id', '=', running.id).execute();

    const empty = { fromDate: '2025-01-01', toDate: '2025-01-31' };
    expect(await owner().call(endpoints.rescorePreview, { params: { code }, body: empty })).toEqual({ calls: 0, version: 1 });
    const nothing = await owner().request(endpoints.rescoreStart, { params: { code }, body: empty });
    expect([nothing.status, codeOf(nothing.body)]).toEqual([400, 'RESCORING_NOTHING']);
    const reversed = await owner().request(endpoints.rescorePreview, {
      params: { code },
      body: { fromDate: '2026-03-31', toDate: '2026-03-01' },
    });
    expect(reversed.status).toBe(400);
  });

  it('ends FAILED with RESCORING_FAILED when scoring breaks, keeping the committed scores', async () => {
    const id = await projectId();
    const stored = await t.db
      .selectFrom('call_rule_version')
      .select(['rules'])
      .where('project_id', '=', id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('call_rule_version')
      .set({ rules: JSON.stringify('broken') })
      .where('project_id', '=', id)
      .execute();
    const run = await owner().call(endpoints.rescoreStart, { params: { code }, body: march });
    await drain();
    const failed = await owner().call(endpoints.rescoreLatest, { params: { code } });
    expect(failed).toMatchObject({ id: run.id, state: 'FAILED', messageCode: 'RESCORING_FAILED', done: 0 });
    expect((await scores()).map((r) => r[2])).toEqual([1, 1, 1]);
    await t.db
      .updateTable('call_rule_version')
      .set({ rules: JSON.stringify(stored.rules) })
      .where('project_id', '=', id)
      .execute();
  });

  it("keeps other workspaces out: 404 on another workspace's analysis", async () => {
    for (const res of [
      await cast.outsider.client.request(endpoints.rescorePreview, { params: { code }, body: march }),
      await cast.outsider.client.request(endpoints.rescoreStart, { params: { code }, body: march }),
      await cast.outsider.client.request(endpoints.rescoreLatest, { params: { code } }),
    ])
      expect(res.status).toBe(404);
  });
});
