import { rootCauseEndpoints as rc } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { complaints, insertDocuments, rcaCast, type RcaCast } from '../root-causes/analysis-fixtures/test-support.js';
import { demoActor } from './actor.js';
import { DemoRepository } from './repository.js';
import { DEMO_RCA_NAME, seedDemoRootCauses } from './seed-root-causes.js';

let t: TestApp;
let c: RcaCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await rcaCast(t, 'Rca Demo Co', 'rca-demo');
  await insertDocuments(t, c.a, [...complaints(['Delivery'], 20), ...complaints(['Billing'], 10), ...complaints(['Staff'], 5)]);
});
afterAll(() => t.close());

describe('the demo root cause analysis', () => {
  it('is created over the busiest categories, COMPLETED when the seed returns, its two largest topics confirmed', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(c.owner.email, c.owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    const started = Date.now();
    const { analyses, rootCauses } = t.app.services.projects.rootCauses;
    const created = await seedDemoRootCauses(demoActor(target).scope, c.a.code, {
      ...analyses,
      rootCauses: rootCauses.rootCauses,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(created?.name).toBe(DEMO_RCA_NAME);
    const list = await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } });
    expect(list.map((a) => [a.name, a.state])).toEqual([[DEMO_RCA_NAME, 'COMPLETED']]);
    expect(list[0]?.categoryIds).toEqual([c.a.categories['Delivery'], c.a.categories['Billing'], c.a.categories['Staff']]);
    expect(list[0]?.topicCount).toBeGreaterThan(0);
    // Its queued job was never sent: nothing runs it a second time.
    await t.app.services.jobs.drain({ names: ['rca.run'] });
    const detail = await c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id: created?.id ?? '' } });
    expect(detail.analysis.topicCount).toBe(list[0]?.topicCount);
    // The two largest topics are root causes, and once their update ends their documents carry them.
    const largest = detail.categories
      .flatMap((cat) => cat.topics)
      .sort((x, y) => y.size - x.size)
      .slice(0, 2);
    await t.app.services.jobs.drain({ names: ['rca.topic-update'] });
    const roots = await c.owner.client.call(rc.rootCauseList, { params: { code: c.a.code } });
    expect(roots.map((r) => r.name).sort()).toEqual(largest.map((x) => x.label).sort());
    expect(roots.map((r) => r.documentCount).sort()).toEqual(largest.map((x) => x.size).sort());
  });
});
