import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Action, ActionEffect, ActionList } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The action planner (docs/actions.md) in the built app, as the demo ADMIN: a category bar of the demo dashboard
 * drilled into the data tab, an action created there carrying that filter; a follower and a note added, the action
 * closed, its effect panel (too early to measure) and its history shown; the list's tab and filters kept in the URL
 * through a reload; the demo's courier change, closed five weeks ago, shows a significant improvement of its slice.
 * Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
const CLOSED_DEMO_ACTION = 'Kargo firmasını değiştir / Switch the courier';
const OVERDUE_DEMO_ACTION = 'Çağrı merkezi bekleme süresini kısalt / Cut call-centre waiting times';
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The demo's actions are seeded once its analysis is classified: wait for all six. */
async function waitForDemoActions(page: Page): Promise<Action[]> {
  let actions: Action[] = [];
  await expect(async () => {
    actions = (await data<ActionList>(page, '/api/action?tab=all&showCompleted=true&size=50')).content;
    expect(actions.length, 'demo actions').toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 480_000, intervals: [5000] });
  return actions;
}

/** History entries (each has its own id; the change line inside them has a fixed test id). */
const historyEntries = (page: Page) =>
  page.getByTestId('action-history').locator('[data-testid^="action-history-"]:not([data-testid="action-history-change"])');

test('actions: created from a dashboard bar, followed, noted, closed with its effect and history; the list in the URL; the demo action that worked', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  const demo = await waitForDemoActions(page);
  const closedDemo = demo.find((a) => a.name === CLOSED_DEMO_ACTION);
  const overdueDemo = demo.find((a) => a.name === OVERDUE_DEMO_ACTION);
  expect(closedDemo?.status).toBe('DONE');
  expect(overdueDemo?.overdue).toBe(true);

  // ── a category bar of the dashboard, drilled into the data tab ─────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=cx_dashboard`);
  await expect(page.getByTestId('widget-card-CATEGORY_DISTRIBUTION')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('widget-drill-CATEGORY_DISTRIBUTION-0').click();
  await expect(page).toHaveURL(/tab=project_data/);
  const cq = new URL(page.url()).searchParams.getAll('cq');
  expect(cq).toHaveLength(1);

  // ── "Create action" on the data tab carries that filter ────────────────────────────────────────────────────
  await page.getByTestId('create-action-data').click();
  const form = page.getByTestId('action-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('action-form-evidence')).toBeVisible();
  const name = `E2E action ${Date.now()}`;
  await page.getByTestId('action-form-name').fill(name);
  await pickOption(page, 'action-form-priority', 'High');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/action' && r.request().method() === 'POST');
  await page.getByTestId('action-form-submit').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(200);
  const action = ((await response.json()) as { data: Action }).data;
  expect(action.evidence?.projectCode).toBe(CODE);
  const evidence = new URLSearchParams(action.evidence?.filter ?? '');
  expect(evidence.getAll('cq')).toEqual(cq);
  for (const key of ['page', 'size', 'tab']) expect(evidence.has(key), `evidence without ${key}`).toBe(false);
  await expect(form).toBeHidden();

  // ── its page: a follower, a note, closed; the effect panel and the history ──────────────────────────────────
  await page.getByTestId('create-action-open').click();
  await expect(page).toHaveURL(new RegExp(`/actions/${action.id}`));
  await expect(page.getByTestId('action-name')).toHaveText(name);
  await expect(page.getByTestId('action-evidence-label')).toBeVisible();
  await pickOption(page, 'action-follower-select', 'Elif Kaya');
  await page.getByTestId('action-follower-add').click();
  await expect(page.getByTestId('action-followers')).toContainText('Elif Kaya');
  const note = 'Checked with the warehouse: the late parcels all left on Mondays.';
  await page.getByTestId('action-note-input').fill(note);
  await page.getByTestId('action-note-submit').click();
  await expect(page.getByTestId('action-notes')).toContainText(note);
  await page.getByTestId('action-status-DONE').click();
  await expect(page.getByTestId('action-status')).toHaveText('Done');
  const closed = await data<Action>(page, `/api/action/${action.id}`);
  expect(closed).toMatchObject({ status: 'DONE', noteCount: 1 });
  expect(closed.closedAt).not.toBeNull();
  expect(closed.followers.map((f) => f.name)).toContain('Elif Kaya');
  // Closed a moment ago: nothing can be measured after it yet, and the panel says so.
  await expect(page.getByTestId('action-effect')).toBeVisible();
  await expect(page.getByTestId('action-effect-reason')).toBeVisible();
  // Created, the follower, the note and the status: one history entry each.
  await expect(historyEntries(page)).toHaveCount(4);
  await expect(page.getByTestId('action-history')).toContainText('Elif Kaya');
  await page.screenshot({ path: `${shots}/actions-01-created-closed-en.png`, fullPage: true });

  // ── the list: tab and filters in the URL, kept through a reload ─────────────────────────────────────────────
  await page.goto('/actions');
  await page.getByTestId('action-tab-all').click();
  await expect(page).toHaveURL(/[?&]tab=all/);
  await page.getByTestId('action-filter-completed').click();
  await expect(page).toHaveURL(/[?&]showCompleted=true/);
  await page.getByTestId('action-filter-search').fill('courier');
  await expect(page).toHaveURL(/[?&]search=courier/);
  await expect(page.getByTestId(`action-row-${closedDemo?.id ?? ''}`)).toBeVisible();
  await expect(page.getByTestId(`action-row-${action.id}`)).toBeHidden();
  const listUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(listUrl);
  await expect(page.getByTestId(`action-row-${closedDemo?.id ?? ''}`)).toBeVisible();
  await expect(page.getByTestId('action-filter-search')).toHaveValue('courier');
  // The test id sits on the checkbox's input or on its label, depending on the component's markup.
  const completed = await page
    .getByTestId('action-filter-completed')
    .evaluate((el) => (el instanceof HTMLInputElement ? el : el.querySelector('input'))?.checked ?? false);
  expect(completed, 'show completed stays checked').toBe(true);
  await expect(page.locator('.ant-tabs-tab-active')).toContainText(await page.getByTestId('action-tab-all').innerText());

  // A shared link: my open, high-priority actions (the demo's overdue one is mine), then a reload.
  await page.goto('/actions?tab=mine&status=OPEN&priority=HIGH');
  await expect(page.getByTestId(`action-row-${overdueDemo?.id ?? ''}`)).toBeVisible();
  await expect(page.getByTestId(`action-overdue-${overdueDemo?.id ?? ''}`)).toBeVisible();
  await expect(page.getByTestId('action-filter-status')).toContainText('Open');
  await expect(page.getByTestId('action-filter-priority')).toContainText('High');
  await page.reload();
  await expect(page).toHaveURL(/tab=mine&.*status=OPEN.*priority=HIGH|tab=mine&.*priority=HIGH.*status=OPEN/);
  await expect(page.getByTestId(`action-row-${overdueDemo?.id ?? ''}`)).toBeVisible();
  await expect(page.getByTestId('action-filter-status')).toContainText('Open');
  await page.screenshot({ path: `${shots}/actions-02-list-en.png`, fullPage: true });

  // ── the demo's courier change, closed five weeks ago: its slice improved significantly ──────────────────────
  const effect = await data<ActionEffect>(page, `/api/action/${closedDemo?.id ?? ''}/effect`);
  expect(effect, JSON.stringify(effect.metrics)).toMatchObject({ reason: null, pivotKind: 'CLOSED', improved: true });
  await page.goto(`/actions/${closedDemo?.id ?? ''}`);
  await expect(page.getByTestId('action-effect-summary')).toContainText('improved significantly');
  await expect(page.getByTestId('action-effect-metric-VOLUME_SHARE')).toContainText('Improved');
  await expect(historyEntries(page).first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${shots}/actions-03-effect-en.png`, fullPage: true });

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('action-effect-summary')).toContainText('anlamlı biçimde iyileşti');
  await page.screenshot({ path: `${shots}/actions-04-effect-tr.png`, fullPage: true });
  await page.goto('/actions?tab=all&showCompleted=true');
  await expect(page.getByTestId(`action-row-${action.id}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/actions-05-list-tr.png`, fullPage: true });
  await page.goto(`/actions/${action.id}`);
  await expect(page.getByTestId('action-status')).toHaveText('Tamamlandı');
  await expect(historyEntries(page)).toHaveCount(4);
  await page.screenshot({ path: `${shots}/actions-06-detail-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
