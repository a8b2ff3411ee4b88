import { reportEndpoints as re } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, type Analysis } from '../project-documents/test-support.js';
import { demoActor, type DemoActor } from './actor.js';
import { demoCategoryTree, leafName } from './categories.js';
import { startOfUtcDay } from './cx-calendar.js';
import { generateCx } from './cx.js';
import { DemoRepository } from './repository.js';
import { DEMO_TEAMMATES } from './seed-actions.js';
import { DEMO_MODEL_CODE } from './seed-model.js';
import {
  DEMO_DRIFT_CATEGORY,
  DEMO_REPORT_NAME,
  demoTargetName,
  seedReviewsAndReports,
  type DemoReportServices,
} from './seed-reports.js';

let t: TestApp;
let a: Analysis;
let owner: SignedInUser;
let actor: DemoActor;
let services: DemoReportServices;
const TIME_ZONE = 'Europe/Istanbul';
const now = new Date();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Reports Demo Co' });
  const model = await createModel(owner, { code: DEMO_MODEL_CODE, categories: demoCategoryTree('tr') });
  a = await createAnalysis(t, owner, model, 'reports-demo');
  // Nine months of the generator's rows up to yesterday, classified into their true leaf: the category row and the
  // model's output (`prediction`, what the AI success rate compares with), written in bulk as classification would.
  const rows = [...generateCx({ seed: 20_260_601, count: 2500, end: startOfUtcDay(now), months: 9, incident: null })];
  const version = '00000000-0000-4000-8000-000000000001';
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows
      .slice(i, i + 500)
      .map((r) => ({ r, categoryId: a.categories[leafName(r.categories[0] ?? 'delivery.time', 'tr')] ?? '' }));
    const stored = await t.db
      .insertInto('project_document')
      .values(
        batch.map(({ r, categoryId }) => ({
          project_id: a.id,
          workspace_id: a.workspaceId,
          external_id: r.id,
          content: r.text ?? '',
          language: r.language,
          content_date: r.date,
          channel_code: r.channel,
          attributes: JSON.stringify({}),
          prediction_status: 'SUCCESS',
          sentiment: r.sentiment,
          prediction: JSON.stringify({
            categories: [{ modelId: a.modelId, categoryId, confidence: 0.9 }],
            sentiment: null,
            entities: [],
            versions: { [a.modelId]: version },
          }),
        })),
      )
      .returning(['id', 'external_id'])
      .execute();
    const byExternal = new Map(batch.map((b) => [b.r.id, b.categoryId]));
    await t.db
      .insertInto('project_document_category')
      .values(
        stored.map((d) => ({
          document_id: d.id,
          project_id: a.id,
          model_id: a.modelId,
          category_id: byExternal.get(d.external_id ?? '') ?? '',
          confidence: 0.9,
          origin: 'AI',
          sentiment: null,
        })),
      )
      .execute();
  }
  const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
  if (!target) throw new Error('owner not found');
  actor = demoActor(target);
  const { documents, efficiency, correlationReports } = t.app.services.projects;
  services = { documents: documents.documents, targets: efficiency.targets, correlation: correlationReports };
}, 180_000);
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();

describe('the demo reports', () => {
  it('has the teammates review a few hundred documents over months through the document service, once', async () => {
    const started = Date.now();
    const result = await seedReviewsAndReports(t.db, actor, a.code, services, {
      now,
      timeZone: TIME_ZONE,
      log: (step, ms) => console.info(`demo reports seed: ${step} ${ms} ms`),
    });
    const took = Date.now() - started;
    expect(result?.reviewed).toBeGreaterThan(200);
    expect(result?.reviewed).toBeLessThan(600);
    expect(result?.marks).toBeGreaterThan(result?.reviewed ? result.reviewed / 2 : 0);
    expect(result?.approvals).toBeGreaterThan(80);
    console.info(
      `demo reports seed: ${result?.reviewed} documents, ${result?.marks} marks, ${result?.approvals} approvals in ${took} ms`,
    );
    expect(await seedReviewsAndReports(t.db, actor, a.code, services, { now, timeZone: TIME_ZONE })).toBeNull();

    // Real audit entries of both teammates, re-dated into the past working days (none left at "now").
    const audits = await t.db
      .selectFrom('project_audit as pa')
      .innerJoin('app_user as u', 'u.id', 'pa.user_id')
      .select(['u.email', 'pa.action', 'pa.created_at'])
      .where('pa.project_id', '=', a.id)
      .where('pa.action', 'in', ['MARK', 'APPROVE'])
      .execute();
    expect(new Set(audits.map((x) => x.email))).toEqual(new Set(DEMO_TEAMMATES.map((m) => m.email)));
    expect(new Set(audits.map((x) => x.action))).toEqual(new Set(['MARK', 'APPROVE']));
    expect(audits.every((x) => x.created_at.getTime() < startOfUtcDay(now).getTime())).toBe(true);
    expect(audits.every((x) => ![0, 6].includes(x.created_at.getUTCDay()))).toBe(true);
    const days = new Set(audits.map((x) => x.created_at.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(60);
    const statuses = await t.db
      .selectFrom('project_document')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('project_id', '=', a.id)
      .groupBy('status')
      .execute();
    const count = (s: string) => statuses.find((x) => x.status === s)?.n ?? 0;
    expect(count('AI_CONFIRMED')).toBeGreaterThan(20);
    expect(count('COMPLETED')).toBeGreaterThan(50);
    expect(count('MANUAL_CHANGES')).toBeGreaterThan(20);
  }, 180_000);

  it('shows a success rate below 1 with the delivery-time drift of the last week and two markers who disagree at times', async () => {
    const query = {
      modelCode: DEMO_MODEL_CODE,
      startDate: iso(now.getTime() - 30 * DAY_MS),
      endDate: iso(now.getTime()),
      dateType: 'week' as const,
    };
    const report = await owner.client.call(re.efficiencyReport, { params: { code: a.code }, query });
    const { aiSuccess, markers } = report;
    expect(aiSuccess.rate).toBeGreaterThan(0.55);
    expect(aiSuccess.rate).toBeLessThan(0.95);
    expect(aiSuccess.categories.filter((c) => c.drift).map((c) => c.name)).toEqual([DEMO_DRIFT_CATEGORY]);
    expect(aiSuccess.confusion[0]).toMatchObject({ count: expect.any(Number) as number });
    expect(markers.map((m) => m.name).sort()).toEqual(['Elif Kaya', 'Murat Demir']);
    for (const m of markers) {
      expect(m.withOthers.documents).toBeGreaterThan(5);
      expect(m.withOthers.kappa).toBeGreaterThan(0.2);
      expect(m.withOthers.kappa).toBeLessThan(0.95);
      expect(m.withModel.kappa).toBeGreaterThan(0.3);
      expect(m.withModel.kappa).toBeLessThan(1);
      expect(m.approvalRate).toBeGreaterThan(0.3);
    }
    // The whole eight months: more reviews, and a better rate than the last month's.
    const year = await owner.client.call(re.efficiencyReport, {
      params: { code: a.code },
      query: { ...query, startDate: iso(now.getTime() - 240 * DAY_MS) },
    });
    expect(year.aiSuccess.reviewed).toBeGreaterThan(aiSuccess.reviewed);
    expect(year.aiSuccess.rate).toBeGreaterThan(aiSuccess.rate ?? 1);
  });

  it("has this month's marking target and a ready category × channel report of the last 90 days", async () => {
    const targets = await owner.client.call(re.markingTargetList, { params: { code: a.code } });
    expect(targets).toHaveLength(1);
    const target = targets[0];
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(now);
    expect(target?.name).toBe(demoTargetName(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
    const marking = await owner.client.call(re.markingReport, { params: { code: a.code, id: target?.id ?? '' } });
    // Reviews of the current month (none yet on its first working day).
    if (now.getUTCDate() > 3) expect(marking.marked).toBeGreaterThan(0);
    expect(marking.markers.length).toBeLessThanOrEqual(2);

    const list = await owner.client.call(re.reportList, { params: { code: a.code } });
    expect(list.map((r) => [r.name, r.status])).toEqual([[DEMO_REPORT_NAME, 'READY']]);
    const report = await owner.client.call(re.reportGet, { params: { code: a.code, id: list[0]?.id ?? '' } });
    expect(report.definition.xAxis).toMatchObject({ kind: 'CATEGORY', modelCode: DEMO_MODEL_CODE });
    expect(report.definition.yAxis.kind).toBe('CHANNEL');
    expect(report.result?.documentCount).toBeGreaterThan(100);
    expect(report.result?.yItems.length).toBeGreaterThan(2);
    expect(new Date(report.startDate).getTime()).toBeGreaterThan(now.getTime() - 92 * DAY_MS);
  });
});
