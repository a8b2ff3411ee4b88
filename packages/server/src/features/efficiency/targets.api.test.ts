import { endpoints, type MarkingReport, type MarkingTarget, type MarkingTargetBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { searchBody } from '../project-documents/test-support.js';
import { codeOf, efficiencyCast, fieldCodes, targetBody, type EfficiencyCast } from './test-support.js';

/**
 * Marking-efficiency targets through the API (docs/reports.md): every rule of validation/marking-target.ts with its
 * code, the 409s, the report of a target on the hand-worked fixture (test-support.ts), and the drill-down: a
 * bucket's `quality` + `markingGoalId` lists exactly the documents the bucket counts.
 */
let t: TestApp;
let c: EfficiencyCast;
let target: MarkingTarget;
let report: MarkingReport;
const code = 'eff-targets';

beforeAll(async () => {
  t = await startTestApp();
  c = await efficiencyCast(t, 'Targets', code);
  target = await c.analyst.client.call(endpoints.markingTargetCreate, { params: { code }, body: targetBody() });
  report = await c.analyst.client.call(endpoints.markingReport, { params: { code, id: target.id } });
});
afterAll(async () => {
  await t.close();
});

const create = (body: unknown) =>
  c.owner.client.request(endpoints.markingTargetCreate, { params: { code }, body: body as MarkingTargetBody });

describe('markingTargetCreate rules', () => {
  const refused: [string, unknown, string][] = [
    ['name required', targetBody({ name: '  ' }), 'FIELD_REQUIRED'],
    [
      'total above 0',
      targetBody({ totalTarget: 0, lengthTargets: { short: 0, medium: 0, long: 0 } }),
      'MARKING_TARGET_TOTAL_POSITIVE',
    ],
    ['criteria required', targetBody({ criteria: [] }), 'MARKING_TARGET_CRITERIA_REQUIRED'],
    [
      'length targets not below 0',
      targetBody({ lengthTargets: { short: -1, medium: 9, long: 2 } }),
      'MARKING_TARGET_LENGTH_NEGATIVE',
    ],
    [
      'length targets add up to the total',
      targetBody({ lengthTargets: { short: 5, medium: 3, long: 1 } }),
      'MARKING_TARGET_LENGTH_SUM',
    ],
    ['short length above 0', targetBody({ lengthLimits: { short: 0, long: 60 } }), 'MARKING_TARGET_SHORT_LENGTH_POSITIVE'],
    ['long length at least 1', targetBody({ lengthLimits: { short: 20, long: 0 } }), 'MARKING_TARGET_LONG_LENGTH_MIN'],
    [
      'long length above the short one',
      targetBody({ lengthLimits: { short: 20, long: 20 } }),
      'MARKING_TARGET_LONG_NOT_ABOVE_SHORT',
    ],
    [
      'minimum category count not below 0',
      targetBody({ categoryCount: { min: -1, max: 2 } }),
      'MARKING_TARGET_MIN_CATEGORY_NEGATIVE',
    ],
    ['maximum category count above 0', targetBody({ categoryCount: { min: 0, max: 0 } }), 'MARKING_TARGET_MAX_CATEGORY_POSITIVE'],
    ['maximum not below the minimum', targetBody({ categoryCount: { min: 3, max: 2 } }), 'MARKING_TARGET_MAX_BELOW_MIN'],
    ['lengths required with the length criterion', targetBody({ lengthTargets: null }), 'FIELD_REQUIRED'],
    ['range required with the category criterion', targetBody({ categoryCount: null }), 'FIELD_REQUIRED'],
    ['date basis required', { ...targetBody(), contentDate: undefined }, 'FIELD_REQUIRED'],
  ];
  it.each(refused)('%s', async (_, body, expected) => {
    const res = await create({
      ...(body as object),
      name: (body as { name: string }).name === '  ' ? '  ' : 'Another name',
      year: 2030,
    });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toContain(expected);
  });

  it('refuses a taken name and a taken period with 409, and stores nothing', async () => {
    const name = await create(targetBody({ name: ' january  PUSH ', month: 2 }));
    expect([name.status, codeOf(name.body)]).toEqual([409, 'MARKING_TARGET_NAME_TAKEN']);
    const period = await create(targetBody({ name: 'Other name' }));
    expect([period.status, codeOf(period.body)]).toEqual([409, 'MARKING_TARGET_PERIOD_TAKEN']);
    // A whole-year target is another period than its months.
    const year = await c.owner.client.call(endpoints.markingTargetCreate, {
      params: { code },
      body: targetBody({
        name: 'Whole year',
        month: null,
        criteria: ['CATEGORY_COUNT'],
        lengthTargets: null,
        lengthLimits: null,
      }),
    });
    expect(year).toMatchObject({ month: null, lengthTargets: null, lengthLimits: null, categoryCount: { min: 1, max: 1 } });
    const list = await c.analyst.client.call(endpoints.markingTargetList, { params: { code } });
    expect(list.map((x) => x.name)).toEqual(['January push', 'Whole year']);
    await c.owner.client.call(endpoints.markingTargetDelete, { params: { code, id: year.id } });
    const gone = await c.owner.client.request(endpoints.markingTargetDelete, { params: { code, id: year.id } });
    expect([gone.status, codeOf(gone.body)]).toEqual([404, 'MARKING_TARGET_NOT_FOUND']);
  });
});

describe('markingReport', () => {
  it('covers the target period and compares each bucket with its target (hand-worked)', () => {
    expect(report.target).toMatchObject({ name: 'January push', createdBy: { id: c.analyst.userId } });
    // Counted: d1 d2 d3 d4 d5 d7 d8 (marked or approved; d6 untouched). Lengths 10 30 70 15 40 19 25 against 20/60;
    // category rows 1 1 1 1 1 2 0 against [1, 1].
    expect([report.marked, report.ratio]).toEqual([7, 0.7]);
    expect(report.buckets).toEqual([
      { quality: 'MARKED', target: 10, achieved: 7, ratio: 0.7 },
      { quality: 'SHORT', target: 5, achieved: 3, ratio: 0.6 },
      { quality: 'MEDIUM', target: 3, achieved: 3, ratio: 1 },
      { quality: 'LONG', target: 2, achieved: 1, ratio: 0.5 },
      { quality: 'CATEGORY_BELOW', target: null, achieved: 1, ratio: null },
      { quality: 'CATEGORY_IN_RANGE', target: null, achieved: 5, ratio: null },
      { quality: 'CATEGORY_ABOVE', target: null, achieved: 1, ratio: null },
    ]);
  });

  it('credits each document to its latest marker', () => {
    // The manager approved last everywhere but d4, which the owner marked last.
    expect(report.markers.map((m) => [m.userId, m.marked, m.share, m.buckets.map((b) => b.achieved)])).toEqual([
      [c.manager.userId, 6, 0.6, [6, 2, 3, 1, 1, 4, 1]],
      [c.owner.userId, 1, 0.1, [1, 1, 0, 0, 0, 1, 0]],
    ]);
    expect(report.daily.at(-1)?.cumulative).toBe(7);
  });

  it('lists exactly the documents a bucket counts, in both searches', async () => {
    const count = async (quality: string | null, viaDocuments = false) => {
      const input = { params: { code }, body: searchBody({ widget: false, size: 50, quality, markingGoalId: target.id }) };
      const res = viaDocuments
        ? await c.analyst.client.call(endpoints.documentSearch, input)
        : await c.analyst.client.call(endpoints.efficiencyDocumentSearch, input);
      return res.documents.total;
    };
    for (const b of report.buckets) expect([b.quality, await count(b.quality)]).toEqual([b.quality, b.achieved]);
    for (const m of report.markers)
      for (const b of m.buckets)
        expect([m.userId, b.quality, await count(`${b.quality}@${m.userId}`)]).toEqual([m.userId, b.quality, b.achieved]);
    // The normal document search reads the same filter, and markingGoalId alone is the MARKED bucket.
    expect(await count('SHORT', true)).toBe(3);
    expect(await count(null, true)).toBe(7);
    const short = await c.analyst.client.call(endpoints.efficiencyDocumentSearch, {
      params: { code },
      body: searchBody({ widget: false, quality: `SHORT@${c.owner.userId}`, markingGoalId: target.id }),
    });
    expect(short.documents.content.map((d) => d.id)).toEqual([c.docs['d4']]);
  });

  it('refuses a malformed drill-down and a target of another analysis', async () => {
    const post = (body: object) =>
      c.analyst.client.request(endpoints.efficiencyDocumentSearch, {
        params: { code },
        body: searchBody({ widget: false, ...body }),
      });
    expect(fieldCodes((await post({ quality: 'TINY', markingGoalId: target.id })).body)).toEqual(['FIELD_INVALID_OPTION']);
    expect(fieldCodes((await post({ quality: 'SHORT' })).body)).toEqual(['FIELD_REQUIRED']);
    const unknown = await post({ quality: 'SHORT', markingGoalId: '00000000-0000-4000-8000-000000000001' });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'MARKING_TARGET_NOT_FOUND']);
  });

  it('exports the report as tables and through reportExport', async () => {
    const file = await c.analyst.client.raw(
      'GET',
      `/api/project/${code}/efficiency/report/export?kind=MARKING&fileType=CSV&markingGoalId=${target.id}`,
    );
    expect(file.status).toBe(200);
    expect(String(file.body)).toContain('January push');
  });
});

describe('refusals', () => {
  it('401 without a session, 404 for another workspace', async () => {
    const anon = new Client(t.baseUrl);
    expect((await anon.request(endpoints.markingTargetList, { params: { code } })).status).toBe(401);
    expect((await anon.request(endpoints.markingReport, { params: { code, id: target.id } })).status).toBe(401);
    const o = c.outsider.client;
    for (const res of [
      await o.request(endpoints.markingTargetList, { params: { code } }),
      await o.request(endpoints.markingReport, { params: { code, id: target.id } }),
      await o.request(endpoints.markingTargetCreate, { params: { code }, body: targetBody({ name: 'Foreign', month: 3 }) }),
      await o.request(endpoints.markingTargetDelete, { params: { code, id: target.id } }),
      await o.request(endpoints.efficiencyDocumentSearch, { params: { code }, body: searchBody({ markingGoalId: target.id }) }),
    ])
      expect([res.status, codeOf(res.body)]).toEqual([404, 'ANALYSIS_NOT_FOUND']);
    // The outsider's own analysis does not see the target either.
    expect((await c.analyst.client.call(endpoints.markingTargetList, { params: { code } })).map((x) => x.id)).toContain(
      target.id,
    );
  });
});
