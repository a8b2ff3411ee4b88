import { actionEndpoints as ae, endpoints, type ActionEffect } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import type { Analysis } from '../project-documents/test-support.js';
import {
  PIVOT,
  backdate,
  categoryFilter,
  createAction,
  saveAction,
  scoredAnalysis,
  seedEffectDocuments,
} from './effect-fixtures/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Effect Co' });
  outsider = await signUp(t, { company: 'Effect Outsider Co' });
  a = await scoredAnalysis(t, owner, 'effect-a');
  await seedEffectDocuments(t, a);
}, 180_000);
afterAll(() => t?.close());

const effect = (id: string, windowDays?: number, user = owner) =>
  user.client.call(ae.actionEffect, { params: { id }, query: windowDays === undefined ? {} : { windowDays } });

/** An action with `category` of the analysis as evidence, closed (DONE) at the pivot. */
async function closedOn(category: string, name: string) {
  const created = await createAction(owner, {
    name,
    evidence: { projectCode: a.code, filter: categoryFilter(a, category), label: `Category: ${category}`, documentId: null },
  });
  const done = await saveAction(owner, created, { status: 'DONE' });
  await backdate(t, done.id, { createdAt: '2026-02-15T00:00:00.000Z', closedAt: PIVOT });
  return done;
}

const metric = (e: ActionEffect, key: string) => e.metrics.find((m) => m.key === key);

describe('the effect of a closed action on its slice (golden values by hand)', () => {
  let e: ActionEffect;
  beforeAll(async () => {
    e = await effect((await closedOn('Delivery', 'Faster couriers')).id);
  });

  it('pivots on the closed date with 28-day windows on each side; the dates of the evidence filter are dropped', () => {
    expect(e).toMatchObject({
      reason: null,
      pivot: PIVOT,
      pivotKind: 'CLOSED',
      windowDays: 28,
      // Slice: 40 / 30 Delivery documents; total: every counted document (100 / 120). January, 29 March onwards,
      // the trashed and the empty document count nowhere.
      before: { start: '2026-02-01T00:00:00.000Z', end: PIVOT, documents: 40, total: 100 },
      after: { start: PIVOT, end: '2026-03-29T00:00:00.000Z', documents: 30, total: 120 },
      improved: true,
    });
    expect(e.metrics.map((m) => m.key)).toEqual(['VOLUME_SHARE', 'NEGATIVE_SHARE', 'SENTIMENT_SCORE', 'NPS', 'CSAT']);
  });

  it('volume share 40/100 = 40 % → 30/120 = 25 %', () => {
    // delta = (0.25 − 0.40)·100 = −15 pp; p̂ = 70/220 = 0.318182; se = √(0.318182·0.681818·(1/120 + 1/100))
    // = 0.0630656; z = −0.15/0.0630656 = −2.37847; p = 2·Φ(−2.37847) = 0.017384 < 0.05: better (DOWN).
    const m = metric(e, 'VOLUME_SHARE');
    expect(m).toMatchObject({ before: 40, after: 25, nBefore: 100, nAfter: 120, better: 'DOWN', improved: true });
    expect(m?.change).toMatchObject({ delta: -15, significant: true });
    expect(m?.change.pValue).toBeCloseTo(0.017384, 5);
  });

  it('negative share 30/40 = 75 % → 8/30 = 26.67 %', () => {
    // delta = (8/30 − 30/40)·100 = −48.33 pp; p̂ = 38/70 = 0.542857; se = √(0.542857·0.457143·(1/30 + 1/40)) = 0.120317;
    // z = −0.483333/0.120317 = −4.01716; p = 5.8903e−5.
    const m = metric(e, 'NEGATIVE_SHARE');
    expect(m).toMatchObject({ before: 75, after: 26.67, nBefore: 40, nAfter: 30, improved: true });
    expect(m?.change.delta).toBe(-48.33);
    expect(m?.change.pValue).toBeCloseTo(5.8903e-5, 8);
  });

  it('sentiment score 100·(4 − 30)/40 = −65 → 100·(12 − 8)/30 = 13.3', () => {
    // before s² = (10000·34 − 40·65²)/39 = 171000/39 = 4384.62; after s² = (10000·20 − 30·13.3333²)/29 = 6712.64;
    // se = √(6712.64/30 + 4384.62/40) = √(223.755 + 109.615) = 18.2584; z = 78.3333/18.2584 = 4.29026; p = 1.7847e−5.
    // delta = 13.3 − (−65.0) = 78.3.
    const m = metric(e, 'SENTIMENT_SCORE');
    expect(m).toMatchObject({ before: -65, after: 13.3, nBefore: 40, nAfter: 30, better: 'UP', improved: true });
    expect(m?.change.delta).toBe(78.3);
    expect(m?.change.pValue).toBeCloseTo(1.7847e-5, 8);
  });

  it('NPS (6 − 18)/30 = −40 → (15 − 5)/30 = 33.3', () => {
    // before s² = (10000·24 − 30·40²)/29 = 192000/29 = 6620.69; after s² = (10000·20 − 30·33.3333²)/29 = 5747.13;
    // se = √(5747.13/30 + 6620.69/30) = 20.3042; z = 73.3333/20.3042 = 3.61173; p = 3.0416e−4. delta = 33.3 + 40 = 73.3.
    const m = metric(e, 'NPS');
    expect(m).toMatchObject({ before: -40, after: 33.3, nBefore: 30, nAfter: 30, improved: true });
    expect(m?.change.delta).toBe(73.3);
    expect(m?.change.pValue).toBeCloseTo(3.0416e-4, 7);
  });

  it('CSAT satisfied (4–5) 10/30 = 33.3 → 20/30 = 66.7', () => {
    // delta = (20/30 − 10/30)·100 = 33.33 pp; p̂ = 30/60 = 0.5; se = √(0.25·(2/30)) = 0.129099; z = 2.58199;
    // p = 0.0098233.
    const m = metric(e, 'CSAT');
    expect(m).toMatchObject({ before: 33.3, after: 66.7, nBefore: 30, nAfter: 30, improved: true });
    expect(m?.change.delta).toBe(33.33);
    expect(m?.change.pValue).toBeCloseTo(0.0098233, 6);
  });

  it('a shorter window reads as many days on each side', async () => {
    // 7 days: after [1 Mar, 8 Mar), before [22 Feb, 1 Mar): the slice's documents there, fewer than 30 → no test.
    const week = await effect((await closedOn('Delivery', 'Weekly couriers')).id, 7);
    expect(week).toMatchObject({
      reason: 'NOT_ENOUGH_DATA',
      windowDays: 7,
      before: { start: '2026-02-22T00:00:00.000Z', end: PIVOT },
      after: { start: PIVOT, end: '2026-03-08T00:00:00.000Z' },
    });
    // Delivery before: 40 spread from 1 Feb every 0.7 days: i·0.7 ≥ 21 for i ≥ 30 → 10; after: 30 every 28/30 days:
    // i·0.9333 < 7 for i ≤ 7 → 8.
    expect([week.before.documents, week.after.documents]).toEqual([10, 8]);
  });

  it('a slice that got significantly worse: not improved', async () => {
    // Payment: 50/100 = 50 % → 85/120 = 70.83 %; z = 0.208333/0.0659287 = 3.15998, p = 0.0015778: worse (DOWN is better).
    const worse = await effect((await closedOn('Payment', 'Payment page')).id);
    expect(worse.reason).toBeNull();
    expect(metric(worse, 'VOLUME_SHARE')).toMatchObject({ before: 50, after: 70.83, change: { delta: 20.83, significant: true }, improved: false });
    // No Payment document has a sentiment or a score: those figures are empty and untested.
    expect(metric(worse, 'NPS')).toMatchObject({ before: null, after: null, nBefore: 0, nAfter: 0, improved: null });
    expect(worse.improved).toBe(false);
  });
});

describe('when the effect cannot be measured', () => {
  it('NOT_ENOUGH_DATA: 10 and 5 Billing documents, figures without a test', async () => {
    const bill = await effect((await closedOn('Billing', 'Billing texts')).id);
    // Volume 10/100 = 10 % → 5/120 = 4.17 %, delta (5/120 − 0.1)·100 = −5.83 pp, not tested.
    expect(bill).toMatchObject({ reason: 'NOT_ENOUGH_DATA', improved: false, before: { documents: 10 }, after: { documents: 5 } });
    expect(metric(bill, 'VOLUME_SHARE')).toMatchObject({
      before: 10,
      after: 4.17,
      change: { delta: -5.83, pValue: null, significant: false },
      improved: null,
    });
  });

  it('TOO_EARLY: an open action pivots on its creation, less than a day ago', async () => {
    const open = await createAction(owner, {
      name: 'Just opened',
      evidence: { projectCode: a.code, filter: categoryFilter(a, 'Delivery'), label: '', documentId: null },
    });
    const e = await effect(open.id);
    expect(e).toMatchObject({ reason: 'TOO_EARLY', pivotKind: 'CREATED', pivot: open.createdAt, metrics: [], improved: false });
  });

  it('NO_EVIDENCE: an action without evidence', async () => {
    const plain = await createAction(owner, { name: 'Without evidence' });
    await backdate(t, plain.id, { createdAt: '2026-02-01T00:00:00.000Z' });
    expect(await effect(plain.id)).toMatchObject({ reason: 'NO_EVIDENCE', pivotKind: 'CREATED', metrics: [] });
  });

  it('ANALYSIS_DELETED: the evidence analysis was deleted; the action stays', async () => {
    const b = await scoredAnalysis(t, owner, 'effect-b');
    const act = await createAction(owner, {
      name: 'On a deleted analysis',
      evidence: { projectCode: b.code, filter: '', label: '', documentId: null },
    });
    await backdate(t, act.id, { createdAt: '2026-02-01T00:00:00.000Z' });
    await owner.client.call(endpoints.projectDelete, { params: { code: b.code } });
    expect(await effect(act.id)).toMatchObject({ reason: 'ANALYSIS_DELETED', metrics: [] });
  });

  it('another workspace cannot read the effect (404), and the window is bounded (400)', async () => {
    const act = await createAction(owner, { name: 'Private to the workspace' });
    const foreign = await outsider.client.request(ae.actionEffect, { params: { id: act.id }, query: {} });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ messageCode: 'ACTION_NOT_FOUND' });
    const tooShort = await owner.client.request(ae.actionEffect, { params: { id: act.id }, query: { windowDays: 6 } });
    expect(tooShort.status).toBe(400);
  });
});
