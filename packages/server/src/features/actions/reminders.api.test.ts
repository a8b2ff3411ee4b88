import type { Action } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { signUp } from '../../test/factories.js';
import { member } from '../models/test-fixtures.js';
import { createAction, saveAction } from './effect-fixtures/test-support.js';
import type { ActionNotices, NoticeAction } from './notices.js';
import { ReminderRepository } from './reminder-repository.js';
import { ReminderService } from './reminder-service.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Reminder Co' });
  analyst = await member(t, owner, 'ANALYST');
}, 120_000);
afterAll(() => t?.close());

/**
 * The injected clock runs in 2090, so the real hourly job of this app (real clock) finds none of these actions due
 * soon or overdue and cannot race the test. The app's time zone is UTC.
 */
const NOW = '2090-06-15T09:00:00.000Z';
const at = (iso: string) => () => new Date(iso);

/** Records what the job tells, on top of (or instead of) the real notices. */
class Recorder implements ActionNotices {
  dueSoonIds: string[] = [];
  overdueIds: string[] = [];
  changed = () => Promise.resolve();
  assigned = () => Promise.resolve();
  noted = () => Promise.resolve();
  dueSoon(a: NoticeAction): Promise<void> {
    this.dueSoonIds.push(a.id);
    return Promise.resolve();
  }
  overdue(a: NoticeAction): Promise<void> {
    this.overdueIds.push(a.id);
    return Promise.resolve();
  }
}

const job = () => t.app.services.projects.actions.reminders;
const stamps = (id: string) =>
  t.db.selectFrom('action').select(['due_reminded_at', 'overdue_notified_at', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
const inbox = (user: SignedInUser, key: string, actionId: string) =>
  t.db
    .selectFrom('in_app_notification')
    .select(['title_key', 'link'])
    .where('user_id', '=', user.userId)
    .where('title_key', '=', `notifications.${key}.title`)
    .where('link', '=', `/actions/${actionId}`)
    .execute();

const action = (name: string, dueDate: string, over: Partial<Parameters<typeof createAction>[1]> = {}) =>
  createAction(owner, { name, dueDate, responsibleId: analyst.userId, ...over });

describe('the reminder job', () => {
  it('is scheduled hourly at minute 5 in the reporting time zone', async () => {
    const { rows } = await sql<{ cron: string; timezone: string }>`
      select cron, timezone from pgboss.schedule where name = 'actions.reminders'
    `.execute(t.db);
    expect(rows).toEqual([{ cron: '5 * * * *', timezone: t.config.timeZone }]);
  });

  describe('on an injected clock', () => {
    let tomorrow: Action;
    let today: Action;
    let yesterday: Action;
    let later: Action;
    let done: Action;
    let noDate: Action;
    let recorder: Recorder;

    beforeAll(async () => {
      tomorrow = await action('Due tomorrow', '2090-06-16');
      today = await action('Due today', '2090-06-15', { status: 'IN_PROGRESS' });
      yesterday = await action('Due yesterday', '2090-06-14');
      later = await action('Due in five days', '2090-06-20');
      done = await action('Done before its date', '2090-06-16', { status: 'DONE' });
      noDate = await createAction(owner, { name: 'No due date', responsibleId: analyst.userId });
      recorder = new Recorder();
    });

    it('due today or tomorrow → one due-soon notice; due before today → one overdue notice; each stamped', async () => {
      const result = await job().at(at(NOW), recorder).run();
      expect(recorder.dueSoonIds.sort()).toEqual([tomorrow.id, today.id].sort());
      expect(recorder.overdueIds).toEqual([yesterday.id]);
      expect(result).toEqual({ dueSoon: 2, overdue: 1 });
      expect(await stamps(tomorrow.id)).toMatchObject({ due_reminded_at: new Date(NOW), overdue_notified_at: null });
      expect(await stamps(yesterday.id)).toMatchObject({ due_reminded_at: null, overdue_notified_at: new Date(NOW) });
      for (const untouched of [later, done, noDate])
        expect(await stamps(untouched.id)).toMatchObject({ due_reminded_at: null, overdue_notified_at: null });
    });

    it('a stamp is not an edit: the version the teammate holds still saves', async () => {
      expect((await stamps(tomorrow.id)).version).toBe(tomorrow.version);
      tomorrow = await saveAction(owner, tomorrow, { description: 'Still due tomorrow' });
    });

    it('running again (the next hour, or a retry) sends nothing more', async () => {
      expect(await job().at(at(NOW), recorder).run()).toEqual({ dueSoon: 0, overdue: 0 });
      expect(await job().at(at('2090-06-15T10:05:00.000Z'), recorder).run()).toEqual({ dueSoon: 0, overdue: 0 });
      expect(recorder.dueSoonIds).toHaveLength(2);
      expect(recorder.overdueIds).toHaveLength(1);
    });

    it('the day after, the due-tomorrow action is overdue once its date has passed — not before', async () => {
      // 16 June: due today (already reminded) → nothing; 17 June: overdue.
      expect(await job().at(at('2090-06-16T09:05:00.000Z'), recorder).run()).toEqual({ dueSoon: 0, overdue: 1 });
      expect(recorder.overdueIds).toEqual([yesterday.id, today.id]);
      expect(await job().at(at('2090-06-17T09:05:00.000Z'), recorder).run()).toEqual({ dueSoon: 0, overdue: 1 });
      expect(recorder.overdueIds).toEqual([yesterday.id, today.id, tomorrow.id]);
    });

    it('moving the due date re-arms both: the new date is reminded and missed again', async () => {
      tomorrow = await saveAction(owner, tomorrow, { dueDate: '2090-06-19' });
      expect(await stamps(tomorrow.id)).toMatchObject({ due_reminded_at: null, overdue_notified_at: null });
      // 17 June: 19 June is two days away → nothing yet; 18 June: due tomorrow → reminded.
      expect(await job().at(at('2090-06-17T10:05:00.000Z'), recorder).run()).toEqual({ dueSoon: 0, overdue: 0 });
      expect(await job().at(at('2090-06-18T09:05:00.000Z'), recorder).run()).toEqual({ dueSoon: 1, overdue: 0 });
      expect(recorder.dueSoonIds.filter((id) => id === tomorrow.id)).toHaveLength(2);
    });

    it('a saved change that keeps the due date keeps the stamps', async () => {
      const before = await stamps(tomorrow.id);
      tomorrow = await saveAction(owner, tomorrow, { priority: 'HIGH' });
      expect(await stamps(tomorrow.id)).toMatchObject({ due_reminded_at: before.due_reminded_at });
    });
  });

  it('tells the responsible person and the followers in the app, once', async () => {
    const soon = await action('Notified soon', '2090-07-02');
    const missed = await action('Notified overdue', '2090-06-30');
    const clock = at('2090-07-01T06:00:00.000Z');
    await job().at(clock).run();
    await job().at(clock).run();
    // The analyst is responsible; the owner created it and follows it.
    for (const user of [analyst, owner]) {
      expect(await inbox(user, 'actionDueSoon', soon.id)).toHaveLength(1);
      expect(await inbox(user, 'actionOverdue', missed.id)).toHaveLength(1);
    }
  });

  it('days are those of the reporting time zone', async () => {
    // 22:30 UTC on 9 Aug is 01:30 on 10 Aug in Istanbul (UTC+3): due 10 Aug is today there, due 9 Aug is past.
    const dueTenth = await action('Istanbul today', '2090-08-10');
    const dueNinth = await action('Istanbul yesterday', '2090-08-09');
    const recorder = new Recorder();
    const istanbul = new ReminderService(new ReminderRepository(t.db), recorder, 'Europe/Istanbul', at('2090-08-09T22:30:00.000Z'));
    await istanbul.run();
    expect(recorder.dueSoonIds).toContain(dueTenth.id);
    expect(recorder.overdueIds).toContain(dueNinth.id);
  });
});
