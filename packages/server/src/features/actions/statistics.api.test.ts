import { actionEndpoints as ae, type ActionStatistics } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { member } from '../models/test-fixtures.js';
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
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let process: string;
let training: string;

/**
 * The workspace's actions:
 *   name  status       type      responsible  due          evidence   created → closed
 *   D1    DONE         Process   owner        —            Delivery   19 Feb → 1 Mar 00:00 (10 days): improved
 *   D2    DONE         Process   owner        —            Payment    24 Feb → 1 Mar (5 days): significantly worse
 *   D3    DONE         Training  analyst      —            Billing    22 Feb 12:00 → 1 Mar (6.5 days): too few documents
 *   C1    CANCELLED    Training  analyst      —            —          (not a DONE action: no time to close)
 *   O1    OPEN         Process   analyst      2020-01-10   —          overdue
 *   O2    IN_PROGRESS  Training  owner        2099-12-31   —
 *   O3    OPEN         —         —            —            —
 * The effect documents are those of the effect tests (effect-fixtures/test-support.ts).
 */
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Statistics Co' });
  analyst = await member(t, owner, 'ANALYST');
  outsider = await signUp(t, { company: 'Statistics Outsider Co' });
  a = await scoredAnalysis(t, owner, 'stats-a');
  await seedEffectDocuments(t, a);
  process = (await owner.client.call(ae.actionTypeCreate, { body: { name: 'Process' } })).id;
  training = (await owner.client.call(ae.actionTypeCreate, { body: { name: 'Training' } })).id;

  const evidence = (category: string) => ({ projectCode: a.code, filter: categoryFilter(a, category), label: category, documentId: null });
  const done = async (name: string, typeId: string, responsibleId: string, category: string, createdAt: string) => {
    const created = await createAction(owner, { name, typeId, responsibleId, evidence: evidence(category) });
    const closed = await saveAction(owner, created, { status: 'DONE' });
    await backdate(t, closed.id, { createdAt, closedAt: PIVOT });
  };
  await done('D1', process, owner.userId, 'Delivery', '2026-02-19T00:00:00.000Z');
  await done('D2', process, owner.userId, 'Payment', '2026-02-24T00:00:00.000Z');
  await done('D3', training, analyst.userId, 'Billing', '2026-02-22T12:00:00.000Z');
  const c1 = await createAction(owner, { name: 'C1', typeId: training, responsibleId: analyst.userId });
  await saveAction(owner, c1, { status: 'CANCELLED' });
  await createAction(owner, { name: 'O1', typeId: process, responsibleId: analyst.userId, dueDate: '2020-01-10' });
  await createAction(owner, { name: 'O2', typeId: training, responsibleId: owner.userId, dueDate: '2099-12-31', status: 'IN_PROGRESS' });
  await createAction(owner, { name: 'O3' });
  // Another workspace's action counts only there.
  await createAction(outsider, { name: 'Elsewhere', dueDate: '2020-01-01' });
}, 180_000);
afterAll(() => t?.close());

describe('action statistics', () => {
  let s: ActionStatistics;
  beforeAll(async () => {
    s = await owner.client.call(ae.actionStatistics, {});
  });

  it('counts open, closed and overdue actions of the workspace', () => {
    expect(s).toMatchObject({ total: 7, open: 3, closed: 4, overdue: 1 });
    expect(s.byStatus).toEqual([
      { status: 'OPEN', count: 2 },
      { status: 'IN_PROGRESS', count: 1 },
      { status: 'DONE', count: 3 },
      { status: 'CANCELLED', count: 1 },
    ]);
  });

  it('mean time to close over DONE actions: (10 + 5 + 6.5) / 3 = 7.17 → 7.2 days', () => {
    expect(s.meanDaysToClose).toBe(7.2);
  });

  it('open and closed per type, the most used first (actions without a type last here)', () => {
    expect(s.byType).toEqual([
      { typeId: process, name: 'Process', open: 1, closed: 2 },
      { typeId: training, name: 'Training', open: 1, closed: 2 },
      { typeId: null, name: null, open: 1, closed: 0 },
    ]);
  });

  it('open, closed and overdue per responsible person', () => {
    const of = (id: string | null) => s.byPerson.find((p) => (p.user?.id ?? null) === id);
    expect(s.byPerson).toHaveLength(3);
    expect(of(owner.userId)).toMatchObject({ user: { email: owner.email }, open: 1, closed: 2, overdue: 0 });
    expect(of(analyst.userId)).toMatchObject({ user: { email: analyst.email }, open: 1, closed: 2, overdue: 1 });
    expect(of(null)).toEqual({ user: null, open: 1, closed: 0, overdue: 0 });
  });

  it('effect share: D1 improved, D2 got worse, D3 had too few documents → 1 of 2 measured = 50 %', () => {
    expect(s.effect).toEqual({ measured: 2, improved: 1, share: 50 });
  });

  it('another workspace sees only its own', async () => {
    expect(await outsider.client.call(ae.actionStatistics, {})).toMatchObject({
      total: 1,
      open: 1,
      overdue: 1,
      meanDaysToClose: null,
      effect: { measured: 0, improved: 0, share: null },
    });
  });
});
