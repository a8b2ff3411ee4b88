import { endpoints, type InAppNotification } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mailer.js';
import { lastMailTo, linkCode, signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { EventRepository } from '../events/repository.js';
import { member } from '../models/test-fixtures.js';
import { Notifier } from '../notifications/notifier.js';
import { NotificationRepository } from '../notifications/repository.js';
import { NotificationSettingsRepository } from '../notifications/settings-repository.js';
import type { NoticeAction } from './notices.js';
import { NotifierNotices } from './notifier-notices.js';

/**
 * Who hears what of an action through the ActionNotices port (docs/actions.md): the port is called as the action
 * core and the reminder job call it, and the in-app notices are read through the API. A owns the workspace, B and C
 * (Turkish, mails on) are members.
 */
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
let c: SignedInUser;
let notices: NotifierNotices;
const mails: Mail[] = [];

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t);
  b = await member(t, a, 'ANALYST');
  c = await signUp(t, { language: 'tr' });
  await a.client.call(endpoints.invite, { body: { email: c.email, role: 'ANALYST' } });
  const token = linkCode((await lastMailTo(t.db, c.email)).text, 'invitation');
  const { workspaceCode } = await c.client.call(endpoints.acceptInvitation, { params: { token } });
  await c.client.call(endpoints.switchWorkspace, { body: { workspaceCode } });
  await c.client.call(endpoints.updateNotificationSettings, {
    body: { settings: [{ type: 'ACTION', inApp: true, email: true }] },
  });
  const mailer = { send: (m: Mail) => Promise.resolve(void mails.push(m)) };
  const notifier = new Notifier(
    new NotificationRepository(t.db),
    new NotificationSettingsRepository(t.db),
    new EventRepository(t.db),
    mailer,
    'https://sentio.example',
  );
  notices = new NotifierNotices(t.db, notifier);
});
afterAll(() => t.close());

let seq = 0;
/** An action created through the API (A follows it as its creator), as the port sees it. */
async function action(followerIds: string[], fields: Partial<NoticeAction> = {}): Promise<NoticeAction> {
  const created = await a.client.call(endpoints.actionCreate, { body: { name: `Notice ${++seq}`, followerIds } });
  const row = await t.db.selectFrom('action').select('workspace_id').where('id', '=', created.id).executeTakeFirstOrThrow();
  return {
    id: created.id,
    workspaceId: row.workspace_id,
    name: created.name,
    dueDate: '2026-12-01',
    responsibleId: null,
    creatorId: a.userId,
    ...fields,
  };
}

async function heard(u: SignedInUser, x: NoticeAction): Promise<InAppNotification[]> {
  const page = await u.client.call(endpoints.notifications, { query: { page: 0, size: 100 } });
  return page.content.filter((n) => n.type === 'ACTION' && n.link === `/actions/${x.id}`);
}
const keys = async (u: SignedInUser, x: NoticeAction) =>
  (await heard(u, x)).map((n) => n.titleKey.replace(/^notifications\.(.*)\.title$/, '$1'));

describe('action notices', () => {
  it('assigned: the new responsible person hears it, not when they assigned themselves', async () => {
    const x = await action([], { responsibleId: b.userId });
    await notices.assigned(x, a.userId);
    const [notice] = await heard(b, x);
    expect(notice).toMatchObject({
      titleKey: 'notifications.actionAssigned.title',
      bodyKey: 'notifications.actionAssigned.body',
      params: { name: x.name, actor: 'Test User', dueDate: '2026-12-01' },
    });
    await notices.assigned(x, b.userId);
    expect(await heard(b, x)).toHaveLength(1);
    expect(await heard(a, x)).toEqual([]);
  });

  it('changed: the followers and the responsible person hear it, each once, the actor never', async () => {
    const x = await action([b.userId, c.userId], { responsibleId: b.userId });
    await notices.changed(x, a.userId, ['status']);
    expect(await keys(b, x)).toEqual(['actionChanged']);
    expect(await keys(c, x)).toEqual(['actionChanged']);
    expect(await keys(a, x)).toEqual([]);
  });

  it('mails in the recipient language when their settings ask for it, with the link to the action', async () => {
    const x = await action([c.userId]);
    mails.length = 0;
    await notices.noted(x, a.userId, 'Kurye firmasıyla görüşüldü', [c.userId]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: c.email, subject: `Test User "${x.name}" aksiyonunda sizden bahsetti` });
    expect(mails[0]?.text).toContain('Kurye firmasıyla görüşüldü');
    expect(mails[0]?.text).toContain(`https://sentio.example/actions/${x.id}`);
  });

  it('due soon and overdue: the responsible person and the followers, the creator when nobody else', async () => {
    const x = await action([c.userId], { responsibleId: b.userId });
    await notices.dueSoon(x);
    await notices.overdue(x);
    expect(await keys(a, x)).toEqual(['actionOverdue', 'actionDueSoon']);
    expect(await keys(b, x)).toEqual(['actionOverdue', 'actionDueSoon']);
    expect(await keys(c, x)).toEqual(['actionOverdue', 'actionDueSoon']);
    expect((await heard(b, x))[0]?.params).toMatchObject({ name: x.name, dueDate: '2026-12-01' });
    // Action mail is on by default: each recipient gets theirs, in their own language.
    expect(mails.filter((m) => m.to === c.email).at(-1)).toMatchObject({ subject: `Gecikti: "${x.name}"` });
    expect(mails.filter((m) => m.to === b.email).at(-1)).toMatchObject({ subject: `Overdue: "${x.name}"` });

    const lone = await action([]);
    await a.client.call(endpoints.actionFollowerRemove, { params: { id: lone.id }, query: { userId: a.userId } });
    await notices.overdue(lone);
    expect(await keys(a, lone)).toEqual(['actionOverdue']);
  });

  it('nobody outside the workspace hears of it', async () => {
    const outsider = await signUp(t);
    const x = await action([], { responsibleId: outsider.userId });
    await notices.assigned(x, a.userId);
    await notices.overdue(x);
    expect(await heard(outsider, x)).toEqual([]);
  });
});
