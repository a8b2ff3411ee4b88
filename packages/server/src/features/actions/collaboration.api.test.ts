import { endpoints, type Action, type InAppNotification } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { member } from '../models/test-fixtures.js';

/**
 * Notes, followers and corrective actions of an action (docs/actions.md, "Notes, followers and notifications"):
 * A owns the workspace, B and C are its members, D is of another workspace.
 */
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
let c: SignedInUser;
let d: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t);
  b = await member(t, a, 'ANALYST');
  c = await member(t, a, 'ANALYST');
  d = await signUp(t);
});
afterAll(() => t.close());

let seq = 0;
const createAction = (by: SignedInUser, followerIds: string[] = []): Promise<Action> =>
  by.client.call(endpoints.actionCreate, { body: { name: `Collaboration ${++seq}`, followerIds } });

/** The in-app notices of the action planner a user has, newest first. */
async function actionNotices(u: SignedInUser): Promise<InAppNotification[]> {
  const page = await u.client.call(endpoints.notifications, { query: { page: 0, size: 100 } });
  return page.content.filter((n) => n.type === 'ACTION');
}

const fieldError = (body: unknown) => (body as { fields?: { field: string; messageCode: string }[] }).fields?.[0];

const history = (u: SignedInUser, id: string) => u.client.call(endpoints.actionHistory, { params: { id } });

describe('notes', () => {
  it('are threaded: a reply names a note of the same action, listed oldest first', async () => {
    const action = await createAction(a, [b.userId]);
    const first = await a.client.call(endpoints.actionNoteAdd, { params: { id: action.id }, body: { text: '  First note  ' } });
    expect(first).toMatchObject({ parentId: null, text: 'First note', mentions: [], author: { id: a.userId } });
    const reply = await b.client.call(endpoints.actionNoteAdd, {
      params: { id: action.id },
      body: { text: 'A reply', parentId: first.id },
    });
    expect(reply).toMatchObject({ parentId: first.id, author: { id: b.userId, name: 'Test User', email: b.email } });
    const notes = await a.client.call(endpoints.actionNotes, { params: { id: action.id } });
    expect(notes.map((n) => [n.text, n.parentId])).toEqual([
      ['First note', null],
      ['A reply', first.id],
    ]);
  });

  it('refuse a parent of another action or none (ACTION_NOTE_NOT_FOUND on parentId), writing nothing', async () => {
    const one = await createAction(a);
    const other = await createAction(a);
    const elsewhere = await a.client.call(endpoints.actionNoteAdd, { params: { id: other.id }, body: { text: 'Elsewhere' } });
    for (const parentId of [elsewhere.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await a.client.request(endpoints.actionNoteAdd, { params: { id: one.id }, body: { text: 'Reply', parentId } });
      expect(res.status).toBe(400);
      expect(fieldError(res.body)).toMatchObject({ field: 'parentId', messageCode: 'ACTION_NOTE_NOT_FOUND' });
    }
    expect(await a.client.call(endpoints.actionNotes, { params: { id: one.id } })).toEqual([]);
    expect((await history(a, one.id)).map((h) => h.field)).toEqual(['created']);
  });

  it('mention only workspace members (ACTION_USER_NOT_MEMBER on mentionIds), each once (USER_DUPLICATE)', async () => {
    const action = await createAction(a);
    const outsider = await a.client.request(endpoints.actionNoteAdd, {
      params: { id: action.id },
      body: { text: 'Look at this', mentionIds: [b.userId, d.userId] },
    });
    expect(outsider.status).toBe(400);
    expect(fieldError(outsider.body)).toMatchObject({ field: 'mentionIds', messageCode: 'ACTION_USER_NOT_MEMBER' });
    const twice = await a.client.request(endpoints.actionNoteAdd, {
      params: { id: action.id },
      body: { text: 'Look at this', mentionIds: [b.userId, b.userId] },
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('USER_DUPLICATE');
    expect(await a.client.call(endpoints.actionNotes, { params: { id: action.id } })).toEqual([]);
    expect((await actionNotices(b)).filter((n) => n.link === `/actions/${action.id}`)).toEqual([]);
  });

  it('notify mentioned users as a mention, the other followers as a note, never the author; history keeps 200 characters', async () => {
    const action = await createAction(a, [b.userId, c.userId]);
    const text = `Please check the courier backlog. ${'x'.repeat(300)}`;
    const note = await a.client.call(endpoints.actionNoteAdd, {
      params: { id: action.id },
      body: { text, mentionIds: [b.userId, a.userId] },
    });
    expect(note.mentions.map((m) => m.id).sort()).toEqual([a.userId, b.userId].sort());

    const link = `/actions/${action.id}`;
    const ofAction = (ns: InAppNotification[]) => ns.filter((n) => n.link === link);
    const toB = ofAction(await actionNotices(b));
    expect(toB.map((n) => n.titleKey)).toEqual(['notifications.actionMentioned.title']);
    expect(toB[0]?.params).toMatchObject({ name: action.name, actor: 'Test User', note: text.slice(0, 200) });
    expect(ofAction(await actionNotices(c)).map((n) => n.titleKey)).toEqual(['notifications.actionNote.title']);
    expect(ofAction(await actionNotices(a))).toEqual([]);

    // A reply by C: A (a follower, the creator) and B hear of it as a note, C does not.
    await c.client.call(endpoints.actionNoteAdd, { params: { id: action.id }, body: { text: 'Done', parentId: note.id } });
    expect(ofAction(await actionNotices(a)).map((n) => n.bodyKey)).toEqual(['notifications.actionNote.body']);
    expect(ofAction(await actionNotices(b)).map((n) => n.titleKey)).toEqual([
      'notifications.actionNote.title',
      'notifications.actionMentioned.title',
    ]);
    expect(ofAction(await actionNotices(c))).toHaveLength(1);

    const notes = (await history(a, action.id)).filter((h) => h.field === 'note');
    expect(notes.map((h) => [h.user?.id, h.oldValue, h.newValue])).toEqual([
      [c.userId, null, 'Done'],
      [a.userId, null, text.slice(0, 200)],
    ]);
  });
});

describe('followers', () => {
  it('are added once, only members, answering the action; removing writes history and is idempotent', async () => {
    const action = await createAction(a);
    expect(action.followers.map((f) => f.id)).toEqual([a.userId]);

    const added = await a.client.call(endpoints.actionFollowerAdd, { params: { id: action.id }, body: { userId: b.userId } });
    expect(added.followers.map((f) => f.id).sort()).toEqual([a.userId, b.userId].sort());
    expect(added.following).toBe(true);
    expect((await b.client.call(endpoints.actionGet, { params: { id: action.id } })).following).toBe(true);

    const twice = await a.client.request(endpoints.actionFollowerAdd, { params: { id: action.id }, body: { userId: b.userId } });
    expect(twice.status).toBe(400);
    expect(fieldError(twice.body)).toMatchObject({ field: 'userId', messageCode: 'USER_DUPLICATE' });
    const outsider = await a.client.request(endpoints.actionFollowerAdd, { params: { id: action.id }, body: { userId: d.userId } });
    expect(outsider.status).toBe(400);
    expect(fieldError(outsider.body)).toMatchObject({ field: 'userId', messageCode: 'ACTION_USER_NOT_MEMBER' });

    const removed = await b.client.call(endpoints.actionFollowerRemove, { params: { id: action.id }, query: { userId: b.userId } });
    expect(removed.followers.map((f) => f.id)).toEqual([a.userId]);
    expect(removed.following).toBe(false);
    // Not following (any more): the action as it is, nothing written.
    const again = await b.client.call(endpoints.actionFollowerRemove, { params: { id: action.id }, query: { userId: b.userId } });
    expect(again.followers.map((f) => f.id)).toEqual([a.userId]);

    const entries = (await history(a, action.id)).filter((h) => h.field === 'follower');
    expect(entries.map((h) => [h.user?.id, h.oldValue, h.newValue])).toEqual([
      [b.userId, 'Test User', null],
      [a.userId, null, 'Test User'],
    ]);
  });
});

describe('corrective and regulator actions', () => {
  it('need 10 characters once trimmed (ACTION_TEXT_TOO_SHORT) and a member who realised them', async () => {
    const action = await createAction(a);
    const short = await a.client.request(endpoints.actionCorrectiveAdd, {
      params: { id: action.id },
      body: { kind: 'CORRECTIVE', text: '   too short    ' },
    });
    expect(short.status).toBe(400);
    expect(fieldError(short.body)).toMatchObject({ field: 'text', messageCode: 'ACTION_TEXT_TOO_SHORT' });
    const outsider = await a.client.request(endpoints.actionCorrectiveAdd, {
      params: { id: action.id },
      body: { kind: 'CORRECTIVE', text: 'Retrained the courier team', realisedById: d.userId },
    });
    expect(outsider.status).toBe(400);
    expect(fieldError(outsider.body)).toMatchObject({ field: 'realisedById', messageCode: 'ACTION_USER_NOT_MEMBER' });
    const badKind = await a.client.request(endpoints.actionCorrectiveAdd, {
      params: { id: action.id },
      body: { kind: 'OTHER' as 'CORRECTIVE', text: 'Retrained the courier team' },
    });
    expect(fieldError(badKind.body)).toMatchObject({ field: 'kind', messageCode: 'FIELD_INVALID_OPTION' });
    expect(await a.client.call(endpoints.actionCorrectives, { params: { id: action.id } })).toEqual([]);
    expect((await history(a, action.id)).map((h) => h.field)).toEqual(['created']);
  });

  it('are recorded with who realised them and when, listed in order, each in the history', async () => {
    const action = await createAction(a);
    const realisedAt = '2026-03-02T09:30:00.000Z';
    const first = await a.client.call(endpoints.actionCorrectiveAdd, {
      params: { id: action.id },
      body: { kind: 'CORRECTIVE', text: '  Exactly 10  ' },
    });
    expect(first).toMatchObject({ kind: 'CORRECTIVE', text: 'Exactly 10', realisedBy: null, realisedAt: null });
    expect(first.createdBy?.id).toBe(a.userId);
    const second = await b.client.call(endpoints.actionCorrectiveAdd, {
      params: { id: action.id },
      body: { kind: 'REGULATOR', text: 'New rule: every parcel is scanned at the depot', realisedById: c.userId, realisedAt },
    });
    expect(second).toMatchObject({ kind: 'REGULATOR', realisedBy: { id: c.userId, email: c.email }, realisedAt });
    expect((await a.client.call(endpoints.actionCorrectives, { params: { id: action.id } })).map((x) => x.id)).toEqual([
      first.id,
      second.id,
    ]);
    const entries = (await history(a, action.id)).filter((h) => h.field === 'correctiveAction');
    expect(entries.map((h) => [h.user?.id, h.newValue])).toEqual([
      [b.userId, 'REGULATOR: New rule: every parcel is scanned at the depot'],
      [a.userId, 'CORRECTIVE: Exactly 10'],
    ]);
    expect((await a.client.call(endpoints.actionGet, { params: { id: action.id } })).correctiveCount).toBe(2);
  });
});

describe('another workspace', () => {
  it("reads and writes none of an action's notes, followers and corrective actions (404 ACTION_NOT_FOUND)", async () => {
    const action = await createAction(a);
    const params = { id: action.id };
    const calls = [
      d.client.request(endpoints.actionNotes, { params }),
      d.client.request(endpoints.actionNoteAdd, { params, body: { text: 'Foreign' } }),
      d.client.request(endpoints.actionFollowerAdd, { params, body: { userId: d.userId } }),
      d.client.request(endpoints.actionFollowerRemove, { params, query: { userId: a.userId } }),
      d.client.request(endpoints.actionCorrectives, { params }),
      d.client.request(endpoints.actionCorrectiveAdd, { params, body: { text: 'A foreign corrective action' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'ACTION_NOT_FOUND' });
    }
    expect((await history(a, action.id)).map((h) => h.field)).toEqual(['created']);
    expect((await a.client.call(endpoints.actionGet, { params })).followers.map((f) => f.id)).toEqual([a.userId]);
  });
});
