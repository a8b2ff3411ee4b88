import {
  customerEndpoints as ce,
  endpoints,
  fcrReportBody,
  rolePermissions,
  type FcrReport,
  type FcrReportBody,
  type FcrSettingsBody,
} from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { documentReads } from '../project-documents/reads.js';
import {
  createAnalysis,
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';
import { ProjectAccessRepository } from '../projects/access-repository.js';
import { ProjectAccess, type ProjectScope } from '../projects/project-access.js';
import { FcrRepository } from './fcr-repository.js';
import { FcrReportService } from './report-service.js';

/**
 * Golden cases of first-call resolution (docs/first-call-resolution.md), hand-computed. The reporting zone is
 * Europe/Istanbul (UTC+3 all year): timelines are written in local time. Each case lives in its own month, far
 * enough from the others (more than 4 × dayRange days) that no issue crosses cases, and reports over that month.
 * dayRange is 7 unless a case says otherwise; "now" is 2026-06-01 unless a case moves it.
 */

const ZONE = 'Europe/Istanbul';
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let b: Analysis;
let scope: ProjectScope;
let service: FcrReportService;
let now = new Date('2026-06-01T09:00:00Z');

/** A local wall time of the reporting zone ("2025-04-02 10:00") as an ISO instant. */
const at = (local: string): string => new Date(`${local.replace(' ', 'T')}:00+03:00`).toISOString();
/** A whole local month ("2025-04") as the web sends a range: local midnight to 23:59:59.999 of the last day. */
function month(m: string): { startDate: string; endDate: string } {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { startDate: at(`${m}-01 00:00`), endDate: new Date(new Date(at(`${next}-01 00:00`)).getTime() - 1).toISOString() };
}

let n = 0;
interface Contact {
  channel?: string;
  categories?: string[];
  attributes?: Record<string, string>;
  analysis?: Analysis;
}
/** One contact of `customer` at a local time. */
const contact = (customer: string, local: string, o: Contact = {}): SeedDocument & { analysis: Analysis } => ({
  externalId: `x${++n}`,
  content: `contact ${n} of ${customer}`,
  contentDate: at(local),
  channel: o.channel ?? 'CALL_CENTER',
  attributes: { customer_id: customer, ...o.attributes },
  categories: o.categories ?? [],
  analysis: o.analysis ?? a,
});
async function seed(...docs: ReturnType<typeof contact>[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const target of [a, b])
    Object.assign(
      ids,
      await seedDocuments(
        t,
        target,
        docs.filter((d) => d.analysis === target),
      ),
    );
  return ids;
}

const report = (body: FcrReportBody): Promise<FcrReport> => service.report(scope, fcrReportBody.parse(body));
const settings = (body: Partial<FcrSettingsBody>) => owner.client.call(ce.fcrSettingsUpdate, { body: { dayRange: 7, ...body } });
const dist = (r: FcrReport) => Object.fromEntries(r.distribution.map((d) => [d.bucket, d.issues]));

beforeAll(async () => {
  t = await startTestApp({ env: { TIME_ZONE: ZONE } });
  const ws = await documentsWorkspace(t, 'Golden FCR');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'fcr-a');
  b = await createAnalysis(t, owner, ws.model, 'fcr-b');
  const w = await t.db.selectFrom('workspace').selectAll().where('id', '=', a.workspaceId).executeTakeFirstOrThrow();
  scope = {
    id: w.id,
    code: w.code,
    name: w.name,
    accountId: w.account_id,
    role: 'ADMIN',
    permissions: rolePermissions.ADMIN,
    userId: owner.userId,
  };
  const reads = documentReads(t.db, new ProjectAccess(new ProjectAccessRepository(t.db)));
  service = new FcrReportService(
    new FcrRepository(t.db),
    t.app.services.projects.fcr.fcr,
    (p) => reads.catalogue(p),
    ZONE,
    () => now,
  );
}, 120_000);
afterAll(async () => t.close());

describe('first-call resolution golden cases', () => {
  it('a single contact is resolved', async () => {
    // A1: 2025-01-05 10:00 — nothing before or after: one issue, one contact, resolved.
    await seed(contact('A1', '2025-01-05 10:00'));
    const r = await report(month('2025-01'));
    expect(r.figures).toEqual({ contacts: 1, issues: 1, resolved: 1, repeated: 0, pending: 0, rate: 100 });
    expect(dist(r)).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0 });
  });

  it('a contact within dayRange days continues the issue; on day dayRange + 1 it starts a new one', async () => {
    // B1: 02-03 10:00, 02-10 09:00 → local days 3 and 10, 7 apart ≤ 7: one issue of two contacts (repeated).
    // C1: 02-14 10:00, 02-22 08:00 → days 14 and 22, 8 apart > 7: two issues of one contact each (resolved).
    await seed(
      contact('B1', '2025-02-03 10:00'),
      contact('B1', '2025-02-10 09:00'),
      contact('C1', '2025-02-14 10:00'),
      contact('C1', '2025-02-22 08:00'),
    );
    const r = await report(month('2025-02'));
    // issues: B1's one (repeated) + C1's two (resolved) = 3; rate = 100 × 2 ÷ 3 = 66.7
    expect(r.figures).toEqual({ contacts: 4, issues: 3, resolved: 2, repeated: 1, pending: 0, rate: 66.7 });
    expect(dist(r)).toEqual({ '1': 2, '2': 1, '3': 0, '4': 0 });
  });

  it('sizes issues as chains of 1, 2, 3 and 4 or more contacts', async () => {
    // D1: 04-02.                      → 1 contact
    // D2: 04-02, 04-04                → 2 contacts (2 days apart)
    // D3: 04-02, 04-05, 04-09         → 3 contacts (3 and 4 days apart)
    // D5: 04-02, 04-08, 04-14, 04-20, 04-26 → 5 contacts, each 6 days after the one before: the 4+ bucket
    await seed(
      contact('D1', '2025-04-02 10:00'),
      contact('D2', '2025-04-02 10:00'),
      contact('D2', '2025-04-04 10:00'),
      contact('D3', '2025-04-02 10:00'),
      contact('D3', '2025-04-05 10:00'),
      contact('D3', '2025-04-09 10:00'),
      ...['02', '08', '14', '20', '26'].map((d) => contact('D5', `2025-04-${d} 10:00`)),
    );
    const r = await report(month('2025-04'));
    // 11 contacts, 4 issues: 1 resolved, 3 repeated; rate 25
    expect(r.figures).toEqual({ contacts: 11, issues: 4, resolved: 1, repeated: 3, pending: 0, rate: 25 });
    expect(dist(r)).toEqual({ '1': 1, '2': 1, '3': 1, '4': 1 });
    expect(r.distribution.find((d) => d.bucket === '4')?.perAnalysis).toEqual([
      { projectCode: 'fcr-a', name: 'Analysis fcr-a', issues: 1 },
    ]);
    expect(r.byChannel).toEqual([{ channel: 'CALL_CENTER', figures: r.figures, comparison: null }]);
  });

  it('counts days in the reporting zone, not in UTC', async () => {
    // dayRange 1 for this report.
    // E1: 05-05 23:30 local (20:30 UTC), 05-07 00:30 local (05-06 21:30 UTC): local days 5 and 7, 2 apart > 1 →
    //     two resolved issues (in UTC the days would be 5 and 6, one issue).
    // E2: 05-20 02:30 local (05-19 23:30 UTC), 05-21 23:30 local (20:30 UTC): local days 20 and 21, 1 apart → one
    //     repeated issue (in UTC 19 and 21, two issues).
    await seed(
      contact('E1', '2025-05-05 23:30'),
      contact('E1', '2025-05-07 00:30'),
      contact('E2', '2025-05-20 02:30'),
      contact('E2', '2025-05-21 23:30'),
    );
    const r = await report({ ...month('2025-05'), dayRange: 1, gap: 'DAY' });
    expect(r.figures).toEqual({ contacts: 4, issues: 3, resolved: 2, repeated: 1, pending: 0, rate: 66.7 });
    expect(r.dayRange).toBe(1);
    // Trend buckets are local days: the second E1 issue is on 05-07 (local midnight = 05-06 21:00 UTC).
    expect(r.trend).toHaveLength(31);
    const day = (d: string) => r.trend.find((p) => p.date === at(`2025-05-${d} 00:00`))?.figures.issues;
    expect([day('05'), day('06'), day('07'), day('20'), day('21')]).toEqual([1, 0, 1, 1, 0]);
  });

  it('a contact before the range within the window makes an in-range contact a repeat, not a first contact', async () => {
    // Range: July.
    // F1: 06-28, 07-02 → 07-02 continues the issue started 06-28 (outside the range): no issue in July.
    // F2: 06-20, 07-01 → 11 days apart: 07-01 starts an issue (resolved).
    // F3: 06-24 23:00, 07-01 01:00 → local days 24 and 1, 7 apart: 07-01 continues (the reading starts at 06-24 00:00).
    await seed(
      contact('F1', '2025-06-28 10:00'),
      contact('F1', '2025-07-02 10:00'),
      contact('F2', '2025-06-20 10:00'),
      contact('F2', '2025-07-01 10:00'),
      contact('F3', '2025-06-24 23:00'),
      contact('F3', '2025-07-01 01:00'),
    );
    const r = await report(month('2025-07'));
    expect(r.figures).toEqual({ contacts: 3, issues: 1, resolved: 1, repeated: 0, pending: 0, rate: 100 });
  });

  it('an issue started in the range and continued after its end is repeated', async () => {
    // Range: August.
    // G1: 08-29, 09-03 → repeated (2 contacts; the second after the range).
    // G2: 08-30, 09-02, 09-08, 09-14 → 4 contacts (3, 6, 6 days apart), reaching 15 days past the end.
    await seed(
      contact('G1', '2025-08-29 10:00'),
      contact('G1', '2025-09-03 10:00'),
      ...['08-30', '09-02', '09-08', '09-14'].map((d) => contact('G2', `2025-${d} 10:00`)),
    );
    const r = await report(month('2025-08'));
    expect(r.figures).toEqual({ contacts: 2, issues: 2, resolved: 0, repeated: 2, pending: 0, rate: 0 });
    expect(dist(r)).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1 });
  });

  it('an issue of one contact whose window has not ended at "now" is pending, outside the rate', async () => {
    // now: 2025-10-20 12:00 local.
    // H1: 10-15 → window to 10-22 ≥ today: pending.   H2: 10-10 → window ended 10-17: resolved.
    // H3: 10-14, 10-16 → repeated.                     H4: 10-13 → window to 10-20 = today: still pending.
    await seed(
      contact('H1', '2025-10-15 10:00'),
      contact('H2', '2025-10-10 10:00'),
      contact('H3', '2025-10-14 10:00'),
      contact('H3', '2025-10-16 10:00'),
      contact('H4', '2025-10-13 10:00'),
    );
    now = new Date(at('2025-10-20 12:00'));
    try {
      const r = await report(month('2025-10'));
      // 4 issues: 2 pending, 1 resolved, 1 repeated; rate = 100 × 1 ÷ 2 = 50
      expect(r.figures).toEqual({ contacts: 5, issues: 4, resolved: 1, repeated: 1, pending: 2, rate: 50 });
      expect(dist(r)).toEqual({ '1': 1, '2': 1, '3': 0, '4': 0 });
    } finally {
      now = new Date('2026-06-01T09:00:00Z');
    }
  });

  it('with sameCategory, issues are per customer and category; uncategorised contacts take part in none', async () => {
    // I1: 11-03 [Delivery], 11-05 [Billing], 11-06 [Delivery, Billing]; I2: 11-10 [] (uncategorised).
    // Without sameCategory: I1 one issue of 3 (repeated), I2 one resolved → 4 contacts, 2 issues, rate 50.
    // With sameCategory: Delivery 11-03 → 11-06 (repeated), Billing 11-05 → 11-06 (repeated); I2 none →
    //   4 contact-category pairs, 2 issues, rate 0.
    await seed(
      contact('I1', '2025-11-03 10:00', { categories: ['Delivery'] }),
      contact('I1', '2025-11-05 10:00', { categories: ['Billing'] }),
      contact('I1', '2025-11-06 10:00', { categories: ['Delivery', 'Billing'] }),
      contact('I2', '2025-11-10 10:00'),
    );
    const before = await report(month('2025-11'));
    expect(before.figures).toEqual({ contacts: 4, issues: 2, resolved: 1, repeated: 1, pending: 0, rate: 50 });
    expect(dist(before)).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0 });
    // By category of the first contact: I1's issue starts with a Delivery contact.
    expect(before.byCategory.map((c) => [c.name, c.figures.issues, c.figures.repeated])).toContainEqual(['Delivery', 1, 1]);
    await settings({ sameCategory: true });
    try {
      const r = await report(month('2025-11'));
      expect(r.figures).toEqual({ contacts: 4, issues: 2, resolved: 0, repeated: 2, pending: 0, rate: 0 });
      expect(r.byCategory.map((c) => [c.name, c.figures.issues, c.figures.repeated]).sort()).toEqual([
        ['Billing', 1, 1],
        ['Delivery', 1, 1],
      ]);
    } finally {
      await settings({});
    }
  });

  it('counts only the chosen channels and analyses', async () => {
    // J1: 12-02 CALL_CENTER (a), 12-04 APP_REVIEW (a).  J2: 12-02 CALL_CENTER (a), 12-05 CALL_CENTER (b).
    // All: 2 issues, both repeated (rate 0).
    // Channels [CALL_CENTER]: J1 12-02 alone (resolved), J2 repeated → rate 50.
    // Analyses [fcr-a]: J1 repeated, J2 12-02 alone (resolved) → rate 50.
    await seed(
      contact('J1', '2025-12-02 10:00'),
      contact('J1', '2025-12-04 10:00', { channel: 'APP_REVIEW' }),
      contact('J2', '2025-12-02 10:00'),
      contact('J2', '2025-12-05 10:00', { analysis: b }),
    );
    const all = await report(month('2025-12'));
    expect(all.figures).toEqual({ contacts: 4, issues: 2, resolved: 0, repeated: 2, pending: 0, rate: 0 });
    expect(all.byAnalysis.map((x) => [x.projectCode, x.figures.contacts, x.figures.issues])).toEqual([
      ['fcr-a', 3, 2],
      ['fcr-b', 1, 0],
    ]);
    try {
      await settings({ channels: ['CALL_CENTER'] });
      expect((await report(month('2025-12'))).figures).toEqual({
        contacts: 3,
        issues: 2,
        resolved: 1,
        repeated: 1,
        pending: 0,
        rate: 50,
      });
      await settings({ projectCodes: ['fcr-a'] });
      expect((await report(month('2025-12'))).figures).toEqual({
        contacts: 3,
        issues: 2,
        resolved: 1,
        repeated: 1,
        pending: 0,
        rate: 50,
      });
    } finally {
      await settings({});
    }
  });

  it('custom matching identifies callers by another attribute', async () => {
    // K1 and K2 are two customer keys sharing segment S-77: 2026-01-05 (K1), 2026-01-07 (K2).
    // By customer key: two resolved issues. Matched on segment: one issue of two contacts (repeated).
    await seed(
      contact('K1', '2026-01-05 10:00', { attributes: { segment: 'S-77' } }),
      contact('K2', '2026-01-07 10:00', { attributes: { segment: 'S-77' } }),
    );
    expect((await report(month('2026-01'))).figures).toMatchObject({ issues: 2, resolved: 2, repeated: 0 });
    try {
      await settings({ matchAttribute: 'segment' });
      expect((await report(month('2026-01'))).figures).toMatchObject({ issues: 1, resolved: 0, repeated: 1 });
    } finally {
      await settings({});
    }
  });

  it('compares with a comparison range, and a day range override changes the rate', async () => {
    // Main: April (rate 25, above); comparison: February (rate 66.7, above).
    const r = await report({
      ...month('2025-04'),
      comparisonStartDate: month('2025-02').startDate,
      comparisonEndDate: month('2025-02').endDate,
    });
    expect(r.figures.rate).toBe(25);
    expect(r.comparison).toEqual({ contacts: 4, issues: 3, resolved: 2, repeated: 1, pending: 0, rate: 66.7 });
    expect(r.distribution.map((d) => d.comparisonIssues)).toEqual([2, 1, 0, 0]);
    expect(r.byChannel[0]?.comparison?.issues).toBe(3);
    // February with dayRange 8: C1's 02-14 and 02-22 (8 days apart) become one issue → 2 issues, both repeated.
    const wider = await report({ ...month('2025-02'), dayRange: 8 });
    expect(wider.figures).toEqual({ contacts: 4, issues: 2, resolved: 0, repeated: 2, pending: 0, rate: 0 });
  });

  it('a sub-report narrows the contacts to its analyses, categories and attributes', async () => {
    // November (sameCategory off): the Delivery sub-report keeps I1's 11-03 and 11-06 → one issue of 2 (repeated).
    const sub = await owner.client.call(ce.fcrSubReportCreate, {
      body: { name: 'Delivery', projectCodes: ['fcr-a'], categories: [`${a.modelCode}:${a.categories['Delivery']}`] },
    });
    const r = await report({ ...month('2025-11'), subReportId: sub.id });
    expect(r.figures).toEqual({ contacts: 2, issues: 1, resolved: 0, repeated: 1, pending: 0, rate: 0 });
    // January 2026 over segment S-77 in fcr-a: K1 and K2 (different customers) → two resolved issues.
    const bySegment = await owner.client.call(ce.fcrSubReportCreate, {
      body: { name: 'Segment S-77', projectCodes: ['fcr-a'], attributes: [{ field: 'segment', value: 'S-77' }] },
    });
    expect((await report({ ...month('2026-01'), subReportId: bySegment.id })).figures).toMatchObject({
      contacts: 2,
      issues: 2,
      resolved: 2,
    });
    expect((await report({ ...month('2025-12'), subReportId: bySegment.id })).figures.contacts).toBe(0);
  });

  it('the search by dofc lists exactly the first contacts a distribution bar counts, per analysis', async () => {
    const search = (code: string, dofc: string, range: { startDate: string; endDate: string }) =>
      owner.client.request(endpoints.documentSearch, {
        params: { code },
        body: searchBody({ ...range, dofc, widget: false, size: 100 }),
      });
    const total = async (code: string, dofc: string, range: { startDate: string; endDate: string }) => {
      const res = await search(code, dofc, range);
      expect(res.status).toBe(200);
      return (res.body as { data: { documents: { total: number } } }).data.documents.total;
    };
    for (const m of ['2025-02', '2025-04', '2025-08', '2025-12']) {
      const r = await report(month(m));
      for (const d of r.distribution)
        for (const code of ['fcr-a', 'fcr-b'])
          expect(await total(code, d.bucket, month(m))).toBe(d.perAnalysis.find((p) => p.projectCode === code)?.issues ?? 0);
      const repeated = r.distribution.filter((d) => d.bucket !== '1').reduce((s, d) => s + d.issues, 0);
      expect((await total('fcr-a', 'R', month(m))) + (await total('fcr-b', 'R', month(m)))).toBe(repeated);
    }
    // The first contacts of April's 4+ bucket: D5's 04-02 contact.
    const res = await search('fcr-a', '4', month('2025-04'));
    const docs = (res.body as { data: { documents: { content: { content: string }[] } } }).data.documents.content;
    expect(docs.map((d) => d.content)).toEqual([expect.stringContaining('of D5')]);
    // With the aggregates on (the data tab's first load), facets and widgets count the same documents.
    const full = await owner.client.request(endpoints.documentSearch, {
      params: { code: 'fcr-a' },
      body: searchBody({ ...month('2025-04'), dofc: 'R', widget: true, facet: 'CHANNEL' }),
    });
    expect(full.status).toBe(200);
    const data = (full.body as { data: { documents: { total: number }; facets: { facetList: { count: number }[] }[] } }).data;
    expect(data.documents.total).toBe(3);
    expect(data.facets[0]?.facetList.reduce((n, f) => n + f.count, 0)).toBe(3);
    // A sub-report drill: November's Delivery sub-report has one repeated issue.
    const subs = await owner.client.call(ce.fcrSubReportList);
    const delivery = subs.find((s) => s.name === 'Delivery');
    expect(await total('fcr-a', `R:${delivery?.id ?? ''}`, month('2025-11'))).toBe(1);
    // A report shown with another day range links its own window: `@8` lists what that report's bars count.
    const wider = await report({ ...month('2025-02'), dayRange: 8 });
    for (const d of wider.distribution)
      for (const code of ['fcr-a', 'fcr-b'])
        expect(await total(code, `${d.bucket}@8`, month('2025-02'))).toBe(
          d.perAnalysis.find((p) => p.projectCode === code)?.issues ?? 0,
        );
    for (const bad of ['5', 'R:x', 'R:1:2', 'r', 'R@0', 'R@91', 'R@x', 'R@7@7'])
      expect((await search('fcr-a', bad, month('2025-04'))).body).toMatchObject({
        messageCode: 'FCR_DRILL_INVALID',
        fields: [{ field: 'dofc' }],
      });
    expect((await search('fcr-a', 'R:00000000-0000-4000-8000-000000000000', month('2025-04'))).status).toBe(404);
  });

  it('answers the report over HTTP with the same figures', async () => {
    const body = { ...month('2025-04') };
    const viaHttp = await owner.client.call(ce.fcrReport, { body });
    expect(viaHttp.figures).toEqual((await report(body)).figures);
    expect(viaHttp.gap).toBe('DAY');
  });
});
