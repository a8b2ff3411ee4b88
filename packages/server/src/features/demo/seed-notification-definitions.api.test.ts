import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDocument, createAnalysis, type Analysis } from '../notification-definitions/test-support.js';
import { demoActor } from './actor.js';
import { DemoRepository } from './repository.js';
import { seedDemoNotificationDefinitions } from './seed-notification-definitions.js';

let t: TestApp;
let owner: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Notify Demo Co' });
  a = await createAnalysis(t, owner, 'notify-demo');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await addDocument(t, a, { at: yesterday, sentiment: 'negative', nps: 3, category: 'Delivery' });
  await addDocument(t, a, { at: yesterday, sentiment: 'positive', nps: 10, category: 'Price' });
}, 120_000);
afterAll(() => t?.close());

describe('the demo notification definitions', () => {
  it('gives the analysis a daily report (already sent once, a chart mail in the outbox) and a threshold alert', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    const repo = { modelIdByCode: () => Promise.resolve(a.modelId) };
    const made = await seedDemoNotificationDefinitions(
      demoActor(target).scope,
      a.code,
      t.app.services.projects.notificationDefinitions,
      repo,
    );
    expect(made).toBe(2);
    const list = await owner.client.call(endpoints.notificationDefinitionList, { params: { code: a.code } });
    expect(list.map((d) => [d.name, d.type, d.charts.length, d.enabled, d.lastRun?.status ?? null])).toEqual([
      ['Günlük rapor / Daily report', 'PERIODIC_REPORT', 2, true, 'SENT'],
      ['Olumsuz geri bildirim alarmı / Negative feedback alert', 'THRESHOLD', 2, true, null],
    ]);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'html_body'])
      .where('to_address', '=', owner.email)
      .where('subject', 'like', 'Günlük%')
      .executeTakeFirstOrThrow();
    expect(mail.html_body?.match(/<img src="data:image\/svg\+xml;base64,/g)).toHaveLength(2);
    // Today's period is claimed: the scheduler sends the next one, not this one again.
    const tick = await t.app.services.projects.notificationDefinitions.runner.at(() => new Date(Date.now() + 60_000)).tick();
    expect(tick.sent).toBe(0);
  });
});
