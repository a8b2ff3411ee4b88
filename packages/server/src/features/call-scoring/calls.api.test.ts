import { endpoints, type CallDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { importCsv, matching } from '../project-ingest/test-support.js';
import { callCast, codeOf, createAnalysis, ingestCalls, monthRange, timedCall, type CallCast } from './test-support.js';

let t: TestApp;
let cast: CallCast;
const code = 'calls-in';
const march = monthRange('2026-03');

beforeAll(async () => {
  t = await startTestApp();
  cast = await callCast(t, 'Calls Api', code);
  await ingestCalls(cast.owner, code, [
    timedCall({ id: 'c1', date: '2026-03-02T09:00:00Z' }),
    timedCall({ id: 'c2', date: '2026-03-03T09:00:00Z', noSecurity: true }),
    timedCall({ id: 'c3', date: '2026-03-10T09:00:00Z', agentId: 'A2', agentName: 'Mehmet Can' }),
    timedCall({ id: 'c4', date: '2026-03-11T09:00:00Z', agentId: 'A2', agentName: 'Mehmet Can', untimed: true }),
    // The previous range of equal length (February) for the trend against it.
    timedCall({ id: 'p1', date: '2026-02-10T09:00:00Z', noSecurity: true }),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const list = (query: Record<string, unknown> = {}) =>
  owner().call(endpoints.callList, { params: { code }, query: { ...march, ...query } });
const detailOf = async (externalId: string, range = march): Promise<CallDetail> => {
  const row = (await list({ ...range, callId: externalId })).content[0];
  if (!row) throw new Error(`no call ${externalId}`);
  return owner().call(endpoints.callDetail, { params: { code, documentId: row.documentId } });
};

describe('ingest scores every stored dialogue', () => {
  it('scores a timed call, zeroes one without the security announcement, and leaves time criteria N/A without timings', async () => {
    const good = await detailOf('c1');
    expect(good.score).toBeGreaterThan(50);
    expect(good.version).toBe(0);
    expect(good.included).toBe(true);
    expect(good.duration).toBe(56);
    expect(good.agentId).toBe('A1');
    expect(good.customerName).toBe('John');
    expect(good.holds).toEqual([{ start: 20, end: 35 }]);
    expect(good.turns[0]).toMatchObject({ speaker: 'agent', start: 1, end: 8 });
    expect(good.criteria).toHaveLength(14);
    expect(good.criteria.find((c) => c.criterion === 'SECURITY_ANNOUNCEMENTS')?.status).toBe('PASSED');

    const reset = await detailOf('c2');
    expect(reset.score).toBe(0);
    expect(reset.lost).toContain('SECURITY_ANNOUNCEMENTS');
    expect(reset.criteria.find((c) => c.criterion === 'SECURITY_ANNOUNCEMENTS')).toMatchObject({ status: 'FAILED', reset: true });

    const untimed = await detailOf('c4');
    expect(untimed.duration).toBeNull();
    expect(untimed.included).toBe(false);
    expect(untimed.turns[0]).toMatchObject({ start: null, end: null });
    const status = (c: string) => untimed.criteria.find((x) => x.criterion === c)?.status;
    for (const c of ['SILENCE_BEFORE_OPENING', 'TALK_TIME', 'SPEED_OF_SPEECH', 'TOTAL_SILENCE', 'AGENT_SILENCE'])
      expect(status(c), c).toBe('NOT_APPLICABLE');
    expect(status('GREETING')).toBe('PASSED');
    expect(untimed.score).not.toBeNull();
  });

  it('reads timed CSV lines and call columns; bad timings and endedBy fail their rows with the codes', async () => {
    const csv = [
      'id,text,date,agent_id,agentName,endedBy',
      `r1,"[0-2] agent: Merhaba, müşteri hizmetlerine hoş geldiniz\n[00:03-00:05] müşteri: kargom gelmedi",2026-04-05,A3,Zeynep,customer`,
      'r2,"[5-2] agent: hi",2026-04-05,A3,Zeynep,customer',
      'r3,"agent: hi",2026-04-05,A3,Zeynep,nobody',
    ].join('\n');
    const source = await importCsv(t, cast.owner, code, csv, matching());
    expect([source.successCount, source.failCount]).toEqual([1, 2]);
    const r1 = await detailOf('r1', monthRange('2026-04'));
    // Without a call id the document's ID stands for it.
    expect(r1.callId).toBe('r1');
    expect([r1.agentId, r1.agentName, r1.endedBy]).toEqual(['A3', 'Zeynep', 'customer']);
    expect(r1.turns).toEqual([
      { speaker: 'agent', text: 'Merhaba, müşteri hizmetlerine hoş geldiniz', start: 0, end: 2 },
      { speaker: 'customer', text: 'kargom gelmedi', start: 3, end: 5 },
    ]);
  }, 60_000);

  it('refuses a JSON document with bad timings or endedBy, field by field, storing nothing', async () => {
    const bad = timedCall({ id: 'x1', date: '2026-03-05T09:00:00Z' });
    const res = await owner().request(endpoints.jsonIngest, {
      params: { code },
      body: {
        channelCode: 'SURVEY',
        documents: [
          { ...bad, turns: [{ speaker: 'agent', text: 'hi', start: 5, end: 2 }] },
          { ...bad, id: 'x2', endedBy: 'somebody' },
          { ...bad, id: 'x3', holds: [{ start: -1, end: 3 }] },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(
      (res.body as { fields: { field: string; messageCode: string }[] }).fields.map((f) => [f.field, f.messageCode]),
    ).toEqual([
      ['documents.0.turns.0.end', 'DIALOGUE_TIMING_INVALID'],
      ['documents.1.endedBy', 'DIALOGUE_ENDED_BY_INVALID'],
      ['documents.2.holds.0.start', 'DIALOGUE_TIMING_INVALID'],
    ]);
  });
});

describe('calls list and detail', () => {
  it('pages, sorts and filters', async () => {
    const all = await list({ size: 2, sort: 'callDate', direction: 'asc' });
    expect(all.total).toBe(4);
    expect(all.content.map((c) => c.callId)).toEqual(['C-c1', 'C-c2']);
    expect((await list({ agentId: 'A2' })).content.map((c) => c.callId).sort()).toEqual(['C-c3', 'C-c4']);
    expect((await list({ lostCriterion: 'SECURITY_ANNOUNCEMENTS' })).content.map((c) => c.callId)).toEqual(['C-c2']);
    expect((await list({ includedOnly: 'true', agentId: 'A2' })).content.map((c) => c.callId)).toEqual(['C-c3']);
    expect((await list({ maxScore: 0 })).content.map((c) => c.callId)).toEqual(['C-c2']);
    const byScore = await list({ sort: 'score', direction: 'asc' });
    expect(byScore.content[0]?.score).toBe(0);
  });

  it('answers 404 for an unknown call and for another workspace; 400 on a bad filter', async () => {
    const id = (await list()).content[0]?.documentId ?? '';
    const foreign = await cast.outsider.client.request(endpoints.callDetail, { params: { code, documentId: id } });
    expect(foreign.status).toBe(404);
    const unknown = await owner().request(endpoints.callDetail, {
      params: { code, documentId: '00000000-0000-4000-8000-000000000001' },
    });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'CALL_NOT_FOUND']);
    const bad = await owner().request(endpoints.callList, { params: { code }, query: { ...march, sort: 'colour' } as never });
    expect(bad.status).toBe(400);
  });
});

describe('agents', () => {
  it('lists agents with included calls, means, the previous range, a weekly trend and the weakest criterion', async () => {
    const agents = await owner().call(endpoints.agentList, { params: { code }, query: march });
    const a1 = agents.agents.find((a) => a.agentId === 'A1');
    const a2 = agents.agents.find((a) => a.agentId === 'A2');
    expect(a1).toMatchObject({ agentName: 'Ayşe Kaya', calls: 2, includedCalls: 2 });
    expect(a1?.previousMeanScore).toBe(0);
    expect(a1?.weakestCriterion).not.toBeNull();
    expect(a2).toMatchObject({ calls: 2, includedCalls: 1 });
    expect(a1?.trend.length).toBeGreaterThanOrEqual(5);
    expect(a1?.trend.reduce((n, w) => n + w.calls, 0)).toBe(2);
    expect(agents.totals).toMatchObject({ calls: 4, includedCalls: 3, previousMeanScore: 0 });
    expect(agents.minCallDuration).toBe(30);
  });

  it("opens one agent: criteria from weakest, daily scores, the calls that lost points; 404 for another workspace's", async () => {
    const detail = await owner().call(endpoints.agentDetail, { params: { code, agentId: 'A1' }, query: march });
    expect(detail.agent.calls).toBe(2);
    expect(detail.criteria[0]?.criterion).toBe(detail.agent.weakestCriterion);
    const attainments = detail.criteria.map((c) => c.attainment ?? 101);
    expect(attainments).toEqual([...attainments].sort((a, b) => a - b));
    expect(detail.criteria.find((c) => c.criterion === 'SECURITY_ANNOUNCEMENTS')).toMatchObject({
      maxScore: 10,
      applicableCalls: 2,
      lostCalls: 1,
      meanPoints: 5,
      attainment: 50,
    });
    expect(detail.daily).toHaveLength(31);
    expect(detail.daily.find((d) => d.day === '2026-03-03')).toMatchObject({ calls: 1, meanScore: 0 });
    expect(detail.worstCalls.map((c) => c.callId)).toEqual(['C-c2', 'C-c1']);
    const foreign = await cast.outsider.client.request(endpoints.agentDetail, { params: { code, agentId: 'A1' }, query: march });
    expect(foreign.status).toBe(404);
    const unknown = await owner().request(endpoints.agentDetail, { params: { code, agentId: 'nobody' }, query: march });
    expect(unknown.status).toBe(404);
  });
});

describe('export', () => {
  it('writes the filtered calls with one column of points per criterion', async () => {
    const res = await owner().raw(
      'GET',
      `/api/project/${code}/call-scoring/calls/export?${new URLSearchParams({ ...march, type: 'csv', agentId: 'A2' }).toString()}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('callId,documentId,callDate');
    expect(lines[0]).toContain('SECURITY_ANNOUNCEMENTS');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith('C-c4') && l.includes('N/A'))).toBe(true);
    const xlsx = await owner().raw(
      'GET',
      `/api/project/${code}/call-scoring/calls/export?${new URLSearchParams({ ...march, type: 'xlsx' }).toString()}`,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('a standard analysis', () => {
  it('has empty lists and refuses writes with CALL_SCORING_DIALOGUE_ONLY', async () => {
    await createAnalysis(cast.owner, 'plain-texts', 'STANDARD');
    const calls = await owner().call(endpoints.callList, { params: { code: 'plain-texts' }, query: march });
    expect(calls.total).toBe(0);
    const agents = await owner().call(endpoints.agentList, { params: { code: 'plain-texts' }, query: march });
    expect(agents.agents).toEqual([]);
    const res = await owner().request(endpoints.rescorePreview, {
      params: { code: 'plain-texts' },
      body: { fromDate: '2026-03-01', toDate: '2026-03-31' },
    });
    expect([res.status, codeOf(res.body)]).toEqual([400, 'CALL_SCORING_DIALOGUE_ONLY']);
  });
});
