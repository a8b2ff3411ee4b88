import { rootCauseEndpoints as rc } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  complaints,
  createAndRun,
  drainRuns,
  insertDocuments,
  rcaBody,
  rcaCast,
  type GeneratedDocument,
  type RcaCast,
} from './analysis-fixtures/test-support.js';
import { NightlyService } from './nightly-service.js';

let t: TestApp;
let c: RcaCast;
const cat = (name: string) => c.a.categories[name] ?? '';

beforeAll(async () => {
  t = await startTestApp();
  c = await rcaCast(t, 'Rca Nightly Co', 'rca-nightly');
  // Created in January and February 2026.
  await insertDocuments(t, c.a, complaints(['Billing'], 20));
});
afterAll(() => t.close());

const arriving = (text: string[], createdAt: string): GeneratedDocument[] =>
  Array.from({ length: 20 }, (_, i) => ({
    content: `${text[i % text.length] ?? ''} ${text[(i + 1) % text.length] ?? ''} ${['again', 'today', 'still', 'now'][i % 4] ?? ''} ${text[(i + 2) % text.length] ?? ''}`,
    categoryName: 'Billing',
    theme: 9,
    contentDate: createdAt,
    createdAt,
    sentiment: 'NEGATIVE',
    attributes: {},
  }));

const nightlyAt = (iso: string) =>
  new NightlyService(t.app.services.projects.rootCauses.analyses.run.analyses, t.app.services.projects.rootCauses.analyses.runs, () => new Date(iso));
const get = (id: string) => c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id } });
const memberTexts = async (topicId: string) =>
  (await c.owner.client.call(rc.abkCategoryTopicDocuments, { params: { code: c.a.code }, query: { topicId, page: 0, size: 100 } })).content.map(
    (d) => d.content,
  );

describe('nightly runs of automated analyses', () => {
  it('is scheduled at 00:00 in the reporting time zone', async () => {
    const { rows } = await sql<{ cron: string; timezone: string }>`
      select cron, timezone from pgboss.schedule where name = 'rca.nightly'
    `.execute(t.db);
    expect(rows).toEqual([{ cron: '0 0 * * *', timezone: t.config.timeZone }]);
  });

  it('reads only the documents that arrived since the last run (up to the clock); new topics join the approval list', async () => {
    const automated = await createAndRun(t, c, rcaBody([cat('Billing')], { name: 'Automated', automated: true }));
    const manual = await createAndRun(t, c, rcaBody([cat('Billing')], { name: 'Manual' }));
    const manualRunAt = (await get(manual.id)).analysis.lastRunAt;
    const first = await get(automated.id);
    const firstIds = first.categories.flatMap((x) => x.topics.map((tp) => tp.id));
    expect(first.analysis.documentCount).toBe(40);
    expect(firstIds.length).toBeGreaterThan(0);

    // Nothing new yet: nothing is queued.
    expect(await nightlyAt('2026-03-01T00:00:00.000Z').run()).toEqual([]);

    await insertDocuments(t, c.a, arriving(['coupon', 'code', 'rejected', 'checkout'], '2026-03-10T12:00:00.000Z'));
    await insertDocuments(t, c.a, arriving(['gift', 'card', 'balance', 'vanished'], '2026-03-20T12:00:00.000Z'));

    expect(await nightlyAt('2026-03-15T00:00:00.000Z').run()).toEqual([automated.id]);
    await drainRuns(t);
    const second = await get(automated.id);
    expect(second.analysis.state).toBe('COMPLETED');
    expect(second.analysis.documentCount).toBe(60);
    const topics = second.categories.flatMap((x) => x.topics);
    // The earlier topics stay; the new ones hold only the coupon documents (the gift cards came after the clock).
    expect(firstIds.every((id) => topics.some((tp) => tp.id === id))).toBe(true);
    const added = topics.filter((tp) => !firstIds.includes(tp.id));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((tp) => tp.status === 'PENDING')).toBe(true);
    for (const tp of added) for (const text of await memberTexts(tp.id)) expect(text).toMatch(/coupon|code|rejected|checkout/);
    const approve = await c.owner.client.call(rc.abkApproveList, {
      params: { code: c.a.code },
      query: { analysisId: automated.id, page: 0, size: 100 },
    });
    expect(approve.content.map((tp) => tp.id)).toEqual(expect.arrayContaining(added.map((tp) => tp.id)));
    // The manual analysis did not run.
    expect((await get(manual.id)).analysis.lastRunAt).toBe(manualRunAt);
    expect((await get(manual.id)).analysis.documentCount).toBe(40);

    // Same night again: nothing new up to that clock.
    expect(await nightlyAt('2026-03-15T00:00:00.000Z').run()).toEqual([]);
    // The next nights read the gift cards.
    expect(await nightlyAt('2026-03-21T00:00:00.000Z').run()).toEqual([automated.id]);
    await drainRuns(t);
    const third = await get(automated.id);
    expect(third.analysis.documentCount).toBe(80);
    const newest = third.categories.flatMap((x) => x.topics).filter((tp) => !topics.some((o) => o.id === tp.id));
    expect(newest.length).toBeGreaterThan(0);
    for (const tp of newest) for (const text of await memberTexts(tp.id)) expect(text).toMatch(/gift|card|balance|vanished/);
  });

  it('leaves an analysis that is already waiting or computing alone', async () => {
    const automated = await createAndRun(t, c, rcaBody([cat('Billing')], { name: 'Busy automated', automated: true }));
    await t.db.updateTable('root_cause_analysis').set({ state: 'COMPUTING', watermark: null }).where('id', '=', automated.id).execute();
    expect(await nightlyAt('2026-04-01T00:00:00.000Z').run()).not.toContain(automated.id);
    await drainRuns(t);
  });
});
