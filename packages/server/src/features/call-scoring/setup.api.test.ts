import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { callCast, codeOf, fieldsOf, ingestCalls, rulesBody, scriptBody, timedCall, type CallCast } from './test-support.js';

let t: TestApp;
let cast: CallCast;
const code = 'setup-calls';

beforeAll(async () => {
  // Local 00:00 of a zone three hours east of UTC: the effective date is the zone's, not UTC's.
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  cast = await callCast(t, 'Setup Api', code);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.client;
const saveRules = (body: unknown) => owner().request(endpoints.scoringRulesSave, { params: { code }, body: body as never });
const setClock = (iso: string) => {
  t.app.services.projects.callScoring.clock.now = () => new Date(iso);
};

describe('validation of the rules and the script', () => {
  it('refuses every broken rule set with its code', async () => {
    const cases: [unknown, [string, string][]][] = [
      [rulesBody((r) => (r.criterion === 'GREETING' ? { ...r, maxScore: 13 } : r)), [['rules', 'SCORING_TOTAL_NOT_100']]],
      [
        rulesBody((r) =>
          r.criterion === 'GREETING' ? { ...r, ranges: [...(r.ranges ?? []), { start: 60, end: 80, score: 1 }] } : r,
        ),
        [['rules.13.ranges.2', 'SCORING_RANGES_OVERLAP']],
      ],
      [
        rulesBody((r) => (r.criterion === 'GREETING' ? { ...r, ranges: [{ start: 90, end: 10, score: 1 }] } : r)),
        [['rules.13.ranges.0', 'SCORING_RANGE_INVALID']],
      ],
      [
        rulesBody((r) => (r.criterion === 'GREETING' ? { ...r, ranges: [] } : r)),
        [['rules.13.ranges', 'SCORING_RANGE_REQUIRED']],
      ],
      [
        rulesBody((r) => (r.criterion === 'CALLING_BY_NAME' ? { ...r, minCallDuration: null } : r)),
        [['rules.4.minCallDuration', 'SCORING_CALLING_BY_NAME_DURATION_REQUIRED']],
      ],
      [{ rules: rulesBody().rules }, [['minCallDuration', 'SCORING_MIN_CALL_DURATION_REQUIRED']]],
    ];
    for (const [body, expected] of cases) {
      const res = await saveRules(body);
      expect(res.status, JSON.stringify(expected)).toBe(400);
      expect(codeOf(res.body)).toBe('RULES_SAVE_FAILED');
      expect(fieldsOf(res.body), JSON.stringify(expected)).toEqual(expected);
    }
    // An inactive rule needs no scale: its points leave the total.
    const inactive = rulesBody((r) =>
      r.criterion === 'GREETING'
        ? { ...r, active: false, ranges: [] }
        : r.criterion === 'CLOSING_WORDS'
          ? { ...r, maxScore: 22 }
          : r,
    );
    expect((await saveRules(inactive)).status).toBe(200);
  });

  it('requires every script field', async () => {
    const { closing: _closing, ...noClosing } = scriptBody();
    const res = await owner().request(endpoints.scoringScriptSave, {
      params: { code },
      body: { ...noClosing, security: ' ', holdPermissionDuration: undefined } as never,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(
      [
        ['closing', 'FIELD_REQUIRED'],
        ['holdPermissionDuration', 'FIELD_REQUIRED'],
        ['security', 'FIELD_REQUIRED'],
      ].sort(),
    );
  });

  it('is read by every member; another workspace gets 404 on reads and writes', async () => {
    expect((await cast.analyst.client.request(endpoints.scoringSetup, { params: { code } })).status).toBe(200);
    const foreign = await cast.outsider.client.request(endpoints.scoringSetup, { params: { code } });
    expect(foreign.status).toBe(404);
    const write = await cast.outsider.client.request(endpoints.scoringRulesSave, { params: { code }, body: rulesBody() });
    expect(write.status).toBe(404);
    const history = await cast.outsider.client.request(endpoints.scoringHistory, { params: { code }, query: {} });
    expect(history.status).toBe(404);
  });
});

describe('versions take effect from the next local 00:00', () => {
  it('scores a call of today with the old version and one of tomorrow with the new; history says who changed what', async () => {
    const fresh = 'versions-calls';
    await callCast(t, 'Versions Api', fresh).then((c) => {
      cast = { ...cast, owner: c.owner };
    });
    const save = (body: unknown) =>
      cast.owner.client.call(endpoints.scoringRulesSave, { params: { code: fresh }, body: body as never });
    const before = await cast.owner.client.call(endpoints.scoringSetup, { params: { code: fresh } });
    expect([before.version, before.effectiveFrom, before.updatedAt]).toEqual([0, null, null]);

    // 2026-05-10 22:30 UTC is already 01:30 on the 11th in Istanbul: the next local 00:00 is the 12th.
    setClock('2026-05-10T22:30:00Z');
    const v1 = await save(rulesBody((r) => (r.criterion === 'SECURITY_ANNOUNCEMENTS' ? { ...r, resetScore: false } : r)));
    expect([v1.version, v1.effectiveFrom]).toEqual([1, '2026-05-12']);
    const unchanged = await save(rulesBody((r) => (r.criterion === 'SECURITY_ANNOUNCEMENTS' ? { ...r, resetScore: false } : r)));
    expect(unchanged.version).toBe(1);

    setClock('2026-05-20T10:00:00Z');
    const v2 = await save(
      rulesBody(
        (r) =>
          r.criterion === 'SECURITY_ANNOUNCEMENTS'
            ? { ...r, resetScore: false, active: false, ranges: [] }
            : r.criterion === 'GREETING'
              ? { ...r, maxScore: 22 }
              : r,
        45,
      ),
    );
    expect([v2.version, v2.effectiveFrom, v2.minCallDuration]).toEqual([2, '2026-05-21', 45]);
    expect(v2.updatedBy).not.toBeNull();

    await ingestCalls(cast.owner, fresh, [
      // Before every version: the earliest saved one (the analysis's own rules), not the built-in default.
      timedCall({ id: 'old', date: '2026-05-01T09:00:00Z', noSecurity: true }),
      timedCall({ id: 'today', date: '2026-05-20T20:59:00Z', noSecurity: true }),
      // 21:00 UTC on the 20th is 00:00 on the 21st in Istanbul.
      timedCall({ id: 'tomorrow', date: '2026-05-20T21:00:00Z', noSecurity: true }),
    ]);
    const rows = await cast.owner.client.call(endpoints.callList, {
      params: { code: fresh },
      query: { startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-06-01T00:00:00.000Z', sort: 'callDate', direction: 'asc' },
    });
    expect(rows.content.map((r) => [r.callId, r.version])).toEqual([
      ['C-old', 1],
      ['C-today', 1],
      ['C-tomorrow', 2],
    ]);
    // Version 1 no longer zeroes a call without the announcement.
    expect(rows.content[1]?.score).toBeGreaterThan(0);

    const history = await cast.owner.client.call(endpoints.scoringHistory, { params: { code: fresh }, query: {} });
    const summary = history.content.map((h) => [h.version, h.kind, h.criterion]);
    // Newest first: the entries of one save in reverse order of writing (minimum duration, then rule by rule).
    expect(summary).toEqual([
      [2, 'CHANGED', 'GREETING'],
      [2, 'INACTIVATED', 'SECURITY_ANNOUNCEMENTS'],
      [2, 'MIN_DURATION_CHANGED', null],
      [1, 'CHANGED', 'SECURITY_ANNOUNCEMENTS'],
    ]);
    const greeting = history.content.find((h) => h.criterion === 'GREETING');
    expect(greeting?.changes).toEqual([{ field: 'maxScore', before: 12, after: 22 }]);
    expect(greeting?.effectiveFrom).toBe('2026-05-21');
    expect(greeting?.userName).not.toBeNull();

    const script = await cast.owner.client.call(endpoints.scoringScriptSave, {
      params: { code: fresh },
      body: { ...scriptBody(), closing: 'Have a good day', matchThreshold: 60 },
    });
    expect([script.version, script.matchThreshold, script.script.closing, script.minCallDuration]).toEqual([
      3,
      60,
      'Have a good day',
      45,
    ]);
    const latest = await cast.owner.client.call(endpoints.scoringHistory, { params: { code: fresh }, query: { size: 1 } });
    expect(latest.total).toBe(5);
    expect(latest.content[0]).toMatchObject({ kind: 'SCRIPT_CHANGED', version: 3 });
    expect(latest.content[0]?.changes.map((c) => c.field)).toEqual(['closing', 'matchThreshold']);
  });
});
