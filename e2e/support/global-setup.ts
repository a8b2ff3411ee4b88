import { expect, request, type FullConfig } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import type { Page as ApiPage, Monitor, ProjectTemplateSummary } from '@sentio/domain';
import { BUILT_IN_ANALYSES } from './marketplace-data.js';

const DEMO = { email: 'demo@sentio.local', password: 'sentio-demo' };

/**
 * Before the first flow: the built-in templates the server makes in the background at its first start
 * (docs/demo-data.md "Built-in templates") are all there, and the jobs the start-up seeds left (classification,
 * rollups) have run. Until then the embedded database serves the seeds' statements one at a time and a flow's calls
 * queue behind them — slow enough to fail a 15-second wait. The demo user is the installation's operator.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  writeTourSeenState(config);
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/project-template?scope=PUBLIC&size=50', { headers });
        const page = ((await res.json()) as { data: ApiPage<ProjectTemplateSummary> }).data;
        return page.content.filter((t) => t.owner.builtIn).length;
      },
      { timeout: 600_000, intervals: [3_000] },
    )
    .toBeGreaterThanOrEqual(BUILT_IN_ANALYSES);
  // The demo seed's last step is the reports tab's ready report, made after its one long re-dating statement, which
  // holds the embedded database for a minute (docs/demo-data.md "Reports"): a flow must not start behind it.
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/project/customer-experience/reports', { headers });
        return res.ok() ? ((await res.json()) as { data: unknown[] }).data.length : 0;
      },
      { timeout: 300_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0)
    .catch(() => undefined);
  // Jobs due now (deferred ones wait for their time) and running ones; a busy server gets five minutes at most.
  const busy = async () => {
    const res = await api.get('/api/admin/system/monitor', { headers });
    const monitor = ((await res.json()) as { data: Monitor }).data;
    return monitor.queues.reduce((n, q) => n + q.queued - q.deferred + q.active, 0);
  };
  await expect
    .poll(busy, { timeout: 300_000, intervals: [3_000] })
    .toBe(0)
    .catch(() => undefined);
  process.stdout.write(`global setup: seeds done, queue ${await busy()} jobs due\n`);
  await api.dispose();
}

/**
 * The browser state every flow starts from (playwright.config.ts `use.storageState`): this browser does not show the
 * welcome tour at a first sign-in (docs/tour-and-help.md), so it never covers a flow's clicks. The tour's own flow
 * starts from an empty state.
 */
function writeTourSeenState(config: FullConfig): void {
  const use = config.projects[0]?.use;
  if (typeof use?.storageState !== 'string' || !use.baseURL) return;
  const state = {
    cookies: [],
    origins: [{ origin: new URL(use.baseURL).origin, localStorage: [{ name: 'show_tour_on_first_login', value: 'false' }] }],
  };
  writeFileSync(use.storageState, JSON.stringify(state));
}
