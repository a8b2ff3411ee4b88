import { actionEndpoints as ae } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { demoActor, type DemoActor } from './actor.js';
import { demoCategoryTree, leafName } from './categories.js';
import { startOfUtcDay } from './cx-calendar.js';
import { demoBacklog } from './cx-backlog.js';
import { generateCx } from './cx.js';
import { DemoRepository } from './repository.js';
import { DEMO_CLOSED_ACTION_NAME, DEMO_TEAMMATES, demoClosedAt, seedDemoActions } from './seed-actions.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

let t: TestApp;
let a: Analysis;
let owner: SignedInUser;
let actor: DemoActor;
// The story is told relative to the data's end, and overdue is relative to today: the data ends today.
const end = startOfUtcDay(new Date());

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Actions Demo Co' });
  const model = await createModel(owner, { code: DEMO_MODEL_CODE, categories: demoCategoryTree('tr') });
  a = await createAnalysis(t, owner, model, 'actions-demo');
  // Four months of the demo generator's rows with its courier backlog, filed under their true leaves.
  const rows = [...generateCx({ seed: 20_260_601, count: 1500, end, months: 4, incident: null, backlog: demoBacklog(end) })];
  await seedDocuments(
    t,
    a,
    rows.map((r) => ({
      externalId: r.id,
      content: r.text ?? '',
      contentDate: r.date.toISOString(),
      channel: r.channel,
      categories: r.categories.map((c) => leafName(c, 'tr')),
      sentiment: r.sentiment,
    })),
  );
  const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
  if (!target) throw new Error('owner not found');
  actor = demoActor(target);
}, 180_000);
afterAll(() => t.close());

describe('the demo actions', () => {
  it('are six actions with types, people, notes, history, one overdue and one closed five weeks ago that worked', async () => {
    const services = { ...t.app.services.projects.actions, catalogues: t.app.services.projects.journeys.journeys };
    const seeded = await seedDemoActions(t.db, actor, a.code, services, end);
    expect(seeded).toHaveLength(6);
    expect(await seedDemoActions(t.db, actor, a.code, services, end)).toBeNull();

    const list = await owner.client.call(ae.actionList, { query: { tab: 'all', showCompleted: 'true', size: '50' } });
    expect(list.total).toBe(6);
    expect(new Set(list.content.map((x) => x.status))).toEqual(new Set(['OPEN', 'IN_PROGRESS', 'DONE']));
    expect(list.content.filter((x) => x.overdue)).toHaveLength(1);
    expect(list.content.every((x) => x.evidence?.projectCode === a.code && x.evidence.filter.includes('cq='))).toBe(true);
    expect(list.content.some((x) => x.evidence?.filter.match(/(^|&)(page|size|tab)=/))).toBe(false);
    expect((await owner.client.call(ae.actionTypes)).length).toBe(4);
    const people = new Set(list.content.map((x) => x.responsible?.email));
    for (const m of DEMO_TEAMMATES) expect(people).toContain(m.email);

    const closed = list.content.find((x) => x.name === DEMO_CLOSED_ACTION_NAME);
    expect(closed).toMatchObject({ status: 'DONE', correctiveCount: 1, noteCount: 2 });
    expect(closed?.closedAt).toBe(demoClosedAt(end).toISOString());
    const id = closed?.id ?? '';
    const history = await owner.client.call(ae.actionHistory, { params: { id } });
    expect(history.map((h) => h.field).sort()).toEqual(['correctiveAction', 'created', 'note', 'note', 'status', 'status']);
    expect(history.every((h) => new Date(h.at) <= demoClosedAt(end))).toBe(true);
    const notes = await owner.client.call(ae.actionNotes, { params: { id } });
    expect(notes.filter((n) => n.parentId !== null)).toHaveLength(1);

    // The slice (delivery and returns) shrinks and turns less negative after the closed date: a significant improvement.
    const effect = await owner.client.call(ae.actionEffect, { params: { id }, query: {} });
    expect(effect).toMatchObject({ reason: null, pivotKind: 'CLOSED', improved: true });
    const metric = (key: string) => effect.metrics.find((m) => m.key === key);
    expect(metric('VOLUME_SHARE')?.improved).toBe(true);
    expect(metric('NEGATIVE_SHARE')?.improved).toBe(true);
  }, 120_000);
});
