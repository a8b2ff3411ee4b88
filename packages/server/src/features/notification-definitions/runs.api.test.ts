import {
  buildSearchRequest,
  createFilterState,
  endpoints,
  type NotificationDefinition,
  type NotificationDefinitionBody,
} from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { OutboxRepository } from '../../platform/mail/outbox-repository.js';
import { EventRepository } from '../events/repository.js';
import { member } from '../models/test-fixtures.js';
import { notificationsArea } from '../notifications/area.js';
import { buildRunner } from './area.js';
import { addDocument, createAnalysis, reportBody, type Analysis } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let b: Analysis;
const docs: Record<string, string> = {};

/**
 * The injected clock runs in 2090 and every definition is dated 2090-06-01, so the app's real every-minute tick (real
 * clock) never finds them due and cannot race the test. The app's time zone is UTC.
 */
const NOW = new Date('2090-06-15T09:30:00.000Z');
const runner = () => t.app.services.projects.notificationDefinitions.runner.at(() => NOW);

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Alerting Co' });
  analyst = await member(t, owner, 'ANALYST');
  outsider = await signUp(t, { company: 'Other Co' });
  a = await createAnalysis(t, owner, 'notify-runs');
  b = await createAnalysis(t, outsider, 'notify-other');
  // The reported day (2090-06-14): NPS answers 2, 5, 8, 10 → (1 − 2) / 4 = −25.
  docs['d1'] = await addDocument(t, a, { at: '2090-06-14T10:00:00Z', sentiment: 'negative', nps: 2, category: 'Delivery' });
  docs['d2'] = await addDocument(t, a, {
    at: '2090-06-14T11:00:00Z',
    sentiment: 'negative',
    nps: 5,
    segment: 'silver',
    category: 'Delivery',
  });
  docs['d3'] = await addDocument(t, a, { at: '2090-06-14T12:00:00Z', sentiment: 'positive', nps: 10, category: 'Price' });
  docs['d4'] = await addDocument(t, a, { at: '2090-06-14T13:00:00Z', sentiment: 'neutral', nps: 8 });
  // The day before (comparison) and today (not reported yet).
  docs['before'] = await addDocument(t, a, { at: '2090-06-13T10:00:00Z', sentiment: 'positive', nps: 9 });
  docs['today'] = await addDocument(t, a, { at: '2090-06-15T08:00:00Z', sentiment: 'negative', nps: 1 });
  docs['other'] = await addDocument(t, b, { at: '2090-06-14T10:00:00Z', sentiment: 'negative', nps: 1 });
}, 120_000);
afterAll(() => t?.close());

async function define(body: Partial<NotificationDefinitionBody>): Promise<NotificationDefinition> {
  const d = await owner.client.call(endpoints.notificationDefinitionCreate, {
    params: { code: a.code },
    body: reportBody(a, body),
  });
  await t.db
    .updateTable('notification_definition')
    .set({ created_at: new Date('2090-06-01T00:00:00Z') })
    .where('id', '=', d.id)
    .execute();
  return d;
}
const runsOf = (id: string) => t.db.selectFrom('notification_run').selectAll().where('definition_id', '=', id).execute();
const mailsWith = (subject: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .where('subject', '=', subject)
    .orderBy('to_address')
    .execute();
const search = (user: SignedInUser, code: string, nid: string) =>
  user.client.call(endpoints.documentSearch, {
    params: { code },
    body: { ...buildSearchRequest(createFilterState()), nid, size: 100 },
  });

describe('the scheduler', () => {
  it('is scheduled every minute in the reporting time zone', async () => {
    const { rows } = await sql<{ cron: string; timezone: string }>`
      select cron, timezone from pgboss.schedule where name = 'notifications.tick'
    `.execute(t.db);
    expect(rows).toEqual([{ cron: '* * * * *', timezone: t.config.timeZone }]);
  });

  it('sends a due period exactly once: two ticks, and two processes on one database, give one run and one mail each', async () => {
    const d = await define({ name: 'Once', subject: 'Once a day' });
    // Before 09:00 nothing is due.
    expect(
      await runner()
        .at(() => new Date('2090-06-15T08:59:00Z'))
        .tick(),
    ).toMatchObject({ claimed: 0 });
    const other = buildRunner(t.db, {
      mailer: createMailer({ outbox: new OutboxRepository(t.db), smtpUrl: null, from: 'x@example.com', log: t.app.fastify.log }),
      notifier: notificationsArea({
        db: t.db,
        events: new EventRepository(t.db),
        mailer: createMailer({
          outbox: new OutboxRepository(t.db),
          smtpUrl: null,
          from: 'x@example.com',
          log: t.app.fastify.log,
        }),
        publicUrl: '',
      }).services.notifier,
      timeZone: 'UTC',
      publicUrl: '',
      log: t.app.fastify.log,
    }).at(() => NOW);
    const results = await Promise.all([runner().tick(), other.tick(), runner().tick()]);
    expect(results.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThanOrEqual(1);
    const runs = await runsOf(d.id);
    expect(runs.map((r) => [r.period_key, r.status, r.kind, r.recipient_count])).toEqual([
      ['2090-06-15', 'SENT', 'SCHEDULED', 2],
    ]);
    expect((await mailsWith('Once a day')).map((m) => m.to_address)).toEqual([owner.email, analyst.email].sort());
    // Later the same day: still once. The next day: the next period.
    await runner()
      .at(() => new Date('2090-06-15T23:59:00Z'))
      .tick();
    expect(await runsOf(d.id)).toHaveLength(1);
    await runner()
      .at(() => new Date('2090-06-16T09:00:00Z'))
      .tick();
    expect((await runsOf(d.id)).map((r) => r.period_key).sort()).toEqual(['2090-06-15', '2090-06-16']);
    await owner.client.call(endpoints.notificationDefinitionDelete, { params: { code: a.code, id: d.id } });
  });

  it('sends a threshold alert only when crossed, and a disabled definition not at all', async () => {
    const crossed = await define({
      name: 'NPS alert',
      subject: 'NPS dropped',
      type: 'THRESHOLD',
      thresholdType: 'NPS_BELOW',
      thresholdValue: 0,
    });
    const held = await define({
      name: 'Deep NPS alert',
      subject: 'NPS collapsed',
      type: 'THRESHOLD',
      thresholdType: 'NPS_BELOW',
      thresholdValue: -50,
    });
    const off = await define({ name: 'Switched off', subject: 'Never sent', enabled: false });
    await runner().tick();
    const [c] = await runsOf(crossed.id);
    expect(c).toMatchObject({ status: 'SENT', crossed: true, document_count: 2 });
    expect(c?.metrics).toMatchObject({ documents: 4, negative: 2, nps: -25, watched: -25, npsAnswers: 4 });
    expect(c?.previous_metrics).toMatchObject({ documents: 1, nps: 100 });
    expect(await mailsWith('NPS dropped')).toHaveLength(2);
    const [h] = await runsOf(held.id);
    expect(h).toMatchObject({ status: 'NOT_CROSSED', crossed: false, document_count: 0, recipient_count: 0 });
    expect(await mailsWith('NPS collapsed')).toHaveLength(0);
    expect(await runsOf(off.id)).toHaveLength(0);
    const read = await owner.client.call(endpoints.notificationDefinitionGet, { params: { code: a.code, id: crossed.id } });
    expect(read.lastRun).toMatchObject({ status: 'SENT', documentCount: 2, metrics: { nps: -25 } });
    expect(read.lastSentAt).not.toBeNull();

    // nid: exactly the run's documents (the detractors of the reported day), in this analysis only.
    const nid = c?.id ?? '';
    const found = await search(owner, a.code, nid);
    expect(found.documents.content.map((x) => x.id).sort()).toEqual([docs['d1'], docs['d2']].sort());
    expect((await search(outsider, b.code, nid)).documents.total).toBe(0);
    expect((await search(owner, a.code, '00000000-0000-4000-8000-0000000000ff')).documents.total).toBe(0);
    expect((await search(owner, a.code, 'not-a-run')).documents.total).toBe(0);
    // The mail's link opens that search.
    expect(read.lastRun?.link).toBe(`/project/detail/${a.code}?tab=project_data&sd=2090-06-14T00&ed=2090-06-14T24&nid=${nid}`);
    // The receivers' bell.
    const bell = await analyst.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    expect(bell.content.find((n) => n.link === read.lastRun?.link)).toMatchObject({ type: 'AUTOMATION' });
  });
});

describe('the mail', () => {
  it('is HTML with each chart as an SVG data-URI image, plus a text part, in the receiver language', async () => {
    await t.db.updateTable('app_user').set({ language: 'tr' }).where('id', '=', analyst.userId).execute();
    const d = await define({ name: 'Charts', subject: 'Chart report', showRootCause: true });
    await runner()
      .at(() => new Date('2090-06-15T10:00:00Z'))
      .tick();
    const [en, tr] = [owner.email, analyst.email].map(async (to) =>
      (await mailsWith('Chart report')).find((m) => m.to_address === to),
    );
    const mail = await en;
    const images = [...(mail?.html_body ?? '').matchAll(/<img src="data:image\/svg\+xml;base64,([^"]+)"/g)].map((m) =>
      Buffer.from(m[1] ?? '', 'base64').toString('utf8'),
    );
    expect(images).toHaveLength(3);
    for (const svg of images) expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(mail?.html_body).toContain('NPS trend');
    expect(mail?.text_body).toContain('NPS: -25');
    expect(mail?.text_body).toContain('/project/detail/notify-runs?tab=project_data');
    expect((await tr)?.html_body).toContain('NPS eğilimi');
    await t.db.updateTable('app_user').set({ language: 'en' }).where('id', '=', analyst.userId).execute();
    // The outbox page (what the admin outbox reads) carries the HTML part.
    const outbox = await new OutboxRepository(t.db).page({ page: 0, size: 50, to: owner.email });
    expect(outbox.content.find((m) => m.subject === 'Chart report')?.html).toContain('data:image/svg+xml;base64,');
    expect(outbox.content.find((m) => m.subject.startsWith('Verify'))?.html ?? null).toBeNull();
    await owner.client.call(endpoints.notificationDefinitionDelete, { params: { code: a.code, id: d.id } });
  });

  it('"send test now" mails the caller only, prefixed [Test], whatever the threshold', async () => {
    const d = await define({
      name: 'Quiet alert',
      subject: 'Quiet',
      type: 'THRESHOLD',
      thresholdType: 'VOLUME_ABOVE',
      thresholdValue: 1000,
    });
    const run = await owner.client.call(endpoints.notificationDefinitionTest, { params: { code: a.code, id: d.id } });
    expect(run).toMatchObject({ kind: 'TEST', status: 'SENT', crossed: false, recipientCount: 1 });
    expect(run.periodKey).toMatch(/^test:/);
    expect((await mailsWith('[Test] Quiet')).map((m) => m.to_address)).toEqual([owner.email]);
    const runs = await owner.client.call(endpoints.notificationDefinitionRuns, { params: { code: a.code, id: d.id } });
    expect(runs.map((r) => r.id)).toEqual([run.id]);
    // A test is not the period's run: the schedule still sends (or here, holds) the period.
    expect(
      (await owner.client.call(endpoints.notificationDefinitionGet, { params: { code: a.code, id: d.id } })).lastSentAt,
    ).toBeNull();
  });
});
