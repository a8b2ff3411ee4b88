import { actionEndpoints as ae, type Action } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { actionCast, categoryFilter, createAction, saveAction, type ActionCast } from './test-support.js';

let t: TestApp;
let c: ActionCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await actionCast(t, 'Action Lock Co', 'al');
});
afterAll(() => t.close());

const get = (id: string) => c.owner.client.call(ae.actionGet, { params: { id } });
const history = (id: string) => c.owner.client.call(ae.actionHistory, { params: { id } });
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as { messageCode?: string }).messageCode];
const saved = (res: { status: number; body: unknown }): Action => {
  expect(res.status).toBe(200);
  return (res.body as { data: Action }).data;
};
const noticesTo = async (userId: string, actionId: string) =>
  (
    await t.db
      .selectFrom('in_app_notification')
      .select('id')
      .where('user_id', '=', userId)
      .where('link', '=', `/actions/${actionId}`)
      .execute()
  ).length;

describe('optimistic locking', () => {
  it('the second of two saves from the same version is a version conflict and changes nothing', async () => {
    const read = await createAction(c.owner, { name: 'Two editors' });
    const first = saved(await saveAction(c.owner, read, { description: 'First editor' }));
    expect(first.version).toBe(2);
    const entries = await history(read.id);
    const second = await saveAction(c.manager, read, { description: 'Second editor', priority: 'LOW' });
    expect(codeOf(second)).toEqual([409, 'ACTION_VERSION_CONFLICT']);
    expect(await get(read.id)).toEqual(first);
    expect(await history(read.id)).toEqual(entries);
  });

  it('a save over an action a teammate closed meanwhile is "completed by a teammate" and changes nothing', async () => {
    const read = await createAction(c.owner, { name: 'Closed meanwhile' });
    const closed = saved(await saveAction(c.analyst, read, { status: 'DONE' }));
    const entries = await history(read.id);
    const late = await saveAction(c.manager, read, { name: 'Renamed late', status: 'IN_PROGRESS' });
    expect(codeOf(late)).toEqual([409, 'ACTION_COMPLETED_BY_TEAMMATE']);
    expect(await c.analyst.client.call(ae.actionGet, { params: { id: read.id } })).toEqual(closed);
    expect(await history(read.id)).toEqual(entries);
  });

  it('a save from the current version passes; a missing or foreign action is not found', async () => {
    const read = await createAction(c.owner, { name: 'In turn' });
    const one = saved(await saveAction(c.owner, read, { priority: 'HIGH' }));
    const two = saved(await saveAction(c.manager, one, { priority: 'LOW' }));
    expect([two.version, two.priority]).toEqual([3, 'LOW']);
    expect(codeOf(await saveAction(c.owner, { ...two, id: randomUUID() }))).toEqual([404, 'ACTION_NOT_FOUND']);
    expect(codeOf(await saveAction(c.outsider, two))).toEqual([404, 'ACTION_NOT_FOUND']);
  });
});

describe('saving', () => {
  it('writes one history entry per changed field, old → new as shown', async () => {
    const [t1, t2] = [
      await c.owner.client.call(ae.actionTypeCreate, { body: { name: 'Old type' } }),
      await c.owner.client.call(ae.actionTypeCreate, { body: { name: 'New type' } }),
    ];
    const read = await createAction(c.owner, {
      name: 'Every field',
      description: 'old description',
      typeId: t1.id,
      priority: 'LOW',
      dueDate: '2099-01-01',
      responsibleId: c.owner.userId,
      benefits: 'old benefits',
      referenceName: 'OLD-1',
      evidence: { projectCode: c.a.code, filter: categoryFilter(c.a, 'Payment'), label: 'Category: Payment' },
    });
    const after = saved(
      await saveAction(c.owner, read, {
        name: 'Every field changed',
        description: 'new description',
        typeId: t2.id,
        priority: 'CRITICAL',
        status: 'IN_PROGRESS',
        dueDate: '2099-02-01',
        responsibleId: c.analyst.userId,
        benefits: 'new benefits',
        referenceName: 'NEW-1',
        evidence: { projectCode: c.a.code, filter: categoryFilter(c.a, 'Delivery'), label: 'Category: Delivery' },
        journeyStep: c.journey,
      }),
    );
    expect(after.version).toBe(2);
    const entries = (await history(read.id)).filter((h) => h.field !== 'created');
    expect(entries.every((h) => h.user?.id === c.owner.userId)).toBe(true);
    expect(Object.fromEntries(entries.map((h) => [h.field, [h.oldValue, h.newValue]]))).toEqual({
      name: ['Every field', 'Every field changed'],
      description: ['old description', 'new description'],
      type: ['Old type', 'New type'],
      priority: ['LOW', 'CRITICAL'],
      status: ['OPEN', 'IN_PROGRESS'],
      dueDate: ['2099-01-01', '2099-02-01'],
      responsible: ['Test User', 'Test User'],
      benefits: ['old benefits', 'new benefits'],
      referenceName: ['OLD-1', 'NEW-1'],
      evidence: ['Category: Payment', 'Category: Delivery'],
      journeyStep: [null, 'Order journey › Delivery'],
    });
    expect(entries).toHaveLength(11);
    // Nothing changed: no history.
    saved(await saveAction(c.owner, after));
    expect((await history(read.id)).length).toBe(12);
    // Removed references read as empty.
    saved(
      await saveAction(c.owner, await get(read.id), { typeId: null, responsibleId: null, evidence: null, journeyStep: null }),
    );
    const cleared = (await history(read.id)).slice(0, 4);
    expect(Object.fromEntries(cleared.map((h) => [h.field, [h.oldValue, h.newValue]]))).toEqual({
      type: ['New type', null],
      responsible: ['Test User', null],
      evidence: ['Category: Delivery', null],
      journeyStep: ['Order journey › Delivery', null],
    });
  });

  it('an action whose analysis was deleted keeps its evidence and stays editable', async () => {
    const read = await createAction(c.owner, {
      name: 'Orphaned evidence',
      evidence: { projectCode: c.a.code, filter: '', label: '' },
    });
    // What deleting the analysis leaves (the foreign key sets the id to null; the code stays).
    await t.db
      .updateTable('action')
      .set({ evidence_project_id: null, evidence_project_code: 'gone' })
      .where('id', '=', read.id)
      .execute();
    const orphan = await get(read.id);
    expect(orphan.evidence).toMatchObject({ projectCode: 'gone', projectName: null });
    const after = saved(await saveAction(c.owner, orphan, { priority: 'HIGH' }));
    expect([after.priority, after.evidence?.projectCode]).toEqual(['HIGH', 'gone']);
    const changed = await saveAction(c.owner, after, { evidence: { projectCode: 'gone', filter: 'q=parcel', label: '' } });
    expect((changed.body as { fields: unknown }).fields).toMatchObject([
      { field: 'evidence.projectCode', messageCode: 'ANALYSIS_NOT_FOUND' },
    ]);
  });

  it('closing stamps when and who, moving between closed statuses keeps it, reopening clears it', async () => {
    const read = await createAction(c.owner, { name: 'Close and reopen' });
    const done = saved(await saveAction(c.analyst, read, { status: 'DONE' }));
    expect(done.closedBy?.id).toBe(c.analyst.userId);
    expect(done.closedAt).not.toBeNull();
    const cancelled = saved(await saveAction(c.owner, done, { status: 'CANCELLED' }));
    expect([cancelled.closedAt, cancelled.closedBy?.id]).toEqual([done.closedAt, c.analyst.userId]);
    const reopened = saved(await saveAction(c.owner, cancelled, { status: 'OPEN' }));
    expect([reopened.closedAt, reopened.closedBy]).toEqual([null, null]);
  });

  it('a new due date clears the reminder stamps; other saves keep them', async () => {
    const read = await createAction(c.owner, { name: 'Reminded', dueDate: '2099-03-01' });
    const stamp = async () =>
      t.db
        .updateTable('action')
        .set({ due_reminded_at: new Date(), overdue_notified_at: new Date() })
        .where('id', '=', read.id)
        .execute();
    const stamps = () =>
      t.db
        .selectFrom('action')
        .select(['due_reminded_at', 'overdue_notified_at'])
        .where('id', '=', read.id)
        .executeTakeFirstOrThrow();
    await stamp();
    const other = saved(await saveAction(c.owner, read, { priority: 'HIGH' }));
    expect(Object.values(await stamps()).every((v) => v !== null)).toBe(true);
    saved(await saveAction(c.owner, other, { dueDate: '2099-04-01' }));
    expect(await stamps()).toEqual({ due_reminded_at: null, overdue_notified_at: null });
  });

  it('the same rules as create: unique name (its own name may change case), type, people', async () => {
    await createAction(c.owner, { name: 'Someone else' });
    const read = await createAction(c.owner, { name: 'my own name' });
    const taken = await saveAction(c.owner, read, { name: 'SOMEONE  else' });
    expect([taken.status, (taken.body as { fields: { field: string; messageCode: string }[] }).fields]).toMatchObject([
      400,
      [{ field: 'name', messageCode: 'ACTION_NAME_TAKEN' }],
    ]);
    const foreignType = await c.outsider.client.call(ae.actionTypeCreate, { body: { name: 'Outside type' } });
    const badType = await saveAction(c.owner, read, { typeId: foreignType.id });
    expect((badType.body as { fields: unknown }).fields).toMatchObject([
      { field: 'typeId', messageCode: 'ACTION_TYPE_NOT_FOUND' },
    ]);
    const badPerson = await saveAction(c.owner, read, { responsibleId: c.outsider.userId });
    expect((badPerson.body as { fields: unknown }).fields).toMatchObject([
      { field: 'responsibleId', messageCode: 'ACTION_USER_NOT_MEMBER' },
    ]);
    expect(saved(await saveAction(c.owner, read, { name: 'My Own Name' })).name).toBe('My Own Name');
  });

  it('followers and the responsible person hear of a change, a new responsible person of the assignment, never the actor', async () => {
    const read = await createAction(c.owner, { name: 'Heard of', followerIds: [c.manager.userId] });
    saved(await saveAction(c.owner, read, { description: 'changed', responsibleId: c.analyst.userId }));
    expect(await noticesTo(c.manager.userId, read.id)).toBe(1);
    expect(await noticesTo(c.analyst.userId, read.id)).toBeGreaterThanOrEqual(1);
    expect(await noticesTo(c.owner.userId, read.id)).toBe(0);
  });
});
