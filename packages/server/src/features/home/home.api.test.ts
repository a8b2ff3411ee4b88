import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  createAnalysis,
  documentsWorkspace,
  seedDocuments,
  type Analysis,
  type SeedDocument,
} from '../project-documents/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

const day = 86_400_000;
/** Noon of `n` days ago: inside "the last 30 days" (n < 29) or the 30 days before (31 < n < 59) in any zone. */
const daysAgo = (n: number) => new Date(Date.now() - n * day).toISOString().slice(0, 10) + 'T12:00:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Home Co');
  ({ owner, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'home-co');
  const [rising, falling] = Object.keys(a.categories);
  const doc = (id: string, ago: number, category: string | undefined, nps: number): SeedDocument => ({
    externalId: id,
    content: `document ${id}`,
    contentDate: daysAgo(ago),
    attributes: { nps },
    categories: category ? [category] : [],
  });
  // The 30 days before: mostly `falling`, happy customers. The last 30 days: mostly `rising`, unhappy ones.
  const ids = await seedDocuments(t, a, [
    doc('b1', 40, falling, 10),
    doc('b2', 41, falling, 10),
    doc('b3', 42, falling, 9),
    doc('b4', 43, rising, 10),
    doc('m1', 2, rising, 0),
    doc('m2', 3, rising, 3),
    doc('m3', 4, rising, 10),
    doc('m4', 5, falling, 2),
  ]);
  await owner.client.call(endpoints.npsSettingsSave, { params: { code: a.code }, body: { npsField: 'nps', csatField: null } });
  // One open alert and one already reviewed.
  await t.db
    .updateTable('project_document')
    .set({ alerted_at: new Date(), alert_note: 'look' })
    .where('id', 'in', [ids['m1'] ?? '', ids['m2'] ?? ''])
    .execute();
  await t.db
    .updateTable('project_document')
    .set({ reviewed_at: new Date() })
    .where('id', '=', ids['m2'] ?? '')
    .execute();
}, 120_000);
afterAll(() => t.close());

describe('the home page', () => {
  it('shows what moved in each analysis: documents, NPS with its comparison, rising and falling categories, alerts', async () => {
    const home = await owner.client.call(endpoints.home, { query: { days: 30 } });
    const [rising, falling] = Object.keys(a.categories);
    expect(home.days).toBe(30);
    expect(home.range.sd < home.range.ed && home.range.ced < home.range.sd).toBe(true);
    const analysis = home.analyses.find((x) => x.code === a.code);
    expect(analysis).toMatchObject({ documents: 4, comparisonDocuments: 4, openAlerts: 1, csat: null });
    // NPS: last 30 days 1 promoter, 3 detractors of 4 → −50; before: 4 promoters → 100.
    expect(analysis?.nps).toMatchObject({ score: -50, comparison: 100, delta: -150, answers: 4 });
    // No sentiment model in this analysis: no sentiment block (not "no sentiment: 100 %").
    expect(analysis?.sentiment).toBeNull();
    expect(analysis?.rising.map((m) => [m.name, m.main, m.comparison, m.delta])).toEqual([[rising, 3, 1, 50]]);
    expect(analysis?.falling.map((m) => [m.name, m.main, m.comparison, m.delta])).toEqual([[falling, 1, 3, -50]]);
    expect(analysis?.rising[0]?.drill.cq.length).toBe(1);
    // The checklist: a model without training documents, nothing trained, an analysis with documents; not empty.
    expect(home.checklist).toEqual({
      modelWithDocuments: false,
      trainedModel: false,
      analysisWithDocuments: true,
      canAddSample: false,
    });
    expect((await owner.client.request(endpoints.homeSample)).body).toMatchObject({
      status: 409,
      messageCode: 'HOME_SAMPLE_EXISTS',
    });
  });

  it('refuses a window it does not offer, and shows another workspace nothing of this one', async () => {
    const bad = await owner.client.raw('GET', '/api/home?days=5');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: [{ field: 'query.days', messageCode: 'FIELD_INVALID_OPTION' }] });
    const theirs = await outsider.client.call(endpoints.home, { query: { days: 30 } });
    expect(theirs.analyses).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('home-co');
  });

  it('fills an empty workspace with sample data in one click: trained models and an analysis with sentiment', async () => {
    const newcomer = await signUp(t, { company: 'Newcomer' });
    const before = await newcomer.client.call(endpoints.home, { query: { days: 30 } });
    expect(before).toMatchObject({
      analyses: [],
      jobs: [],
      checklist: { modelWithDocuments: false, trainedModel: false, analysisWithDocuments: false, canAddSample: true },
    });
    expect(await newcomer.client.call(endpoints.homeSample)).toEqual({ started: true });
    await t.app.services.jobs.drain({ names: ['home.sample'], timeoutMs: 280_000 });

    const after = await newcomer.client.call(endpoints.home, { query: { days: 30 } });
    expect(after.checklist).toEqual({
      modelWithDocuments: true,
      trainedModel: true,
      analysisWithDocuments: true,
      canAddSample: false,
    });
    expect(after.jobs).toEqual([]);
    const [sample] = after.analyses;
    expect(sample?.code).toBe('customer-experience');
    expect(sample?.documents).toBeGreaterThan(0);
    expect(sample?.nps?.score).not.toBeNull();
    expect(sample?.sentiment?.negative).toBeGreaterThan(0);
    expect(sample?.sentiment?.positive).toBeGreaterThan(0);
  }, 300_000);
});
