import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { EfficiencyReport, ReportDetail, ReportSummary } from '@sentio/domain';
import { nextSearch, pickOption, searchTotal } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The reports tab (docs/reports.md) in the built app, as the demo ADMIN, on the demo analysis: the first start's
 * correlation report is ready; a new one over category × channel is refused at 31 × 30 items with the x·y message,
 * created at 10 × 5, followed from "being prepared" to "ready" by the tab's polling (no reload); a cell opens the data
 * tab on exactly that cell's documents; a marking target for last month is created and its report opened; the AI
 * success rate of the demo model over the last 30 days flags the teammates' delivery-time corrections as drift.
 * Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
const base = `/api/project/${CODE}`;
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Types a number into an antd InputNumber (the input itself, or the one inside the element with the test id). */
async function typeNumber(locator: Locator, value: number): Promise<void> {
  const tag = await locator.evaluate((el) => el.tagName);
  const input = tag === 'INPUT' ? locator : locator.locator('input').first();
  await input.fill(String(value));
  await input.blur();
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The demo's reviews, target and report are the last step of the first start's seeding: wait for its report. */
async function waitForDemoReports(page: Page): Promise<ReportSummary> {
  let ready: ReportSummary | undefined;
  await expect(async () => {
    ready = (await data<ReportSummary[]>(page, `${base}/reports`)).find((r) => r.status === 'READY');
    expect(ready, 'the demo correlation report is ready').toBeTruthy();
  }).toPass({ timeout: 600_000, intervals: [2000] });
  return ready as ReportSummary;
}

test('reports: correlation prepared then ready, a cell in the data tab, the x·y limit, a marking target, AI success drift', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  const seeded = await waitForDemoReports(page);

  // ── the correlation list over the last 90 days, with the demo's ready report ─────────────────────────────────
  const range = `sd=${day(-90)}T00&ed=${day(-1)}T24`;
  await page.goto(`/project/detail/${CODE}?tab=reports&${range}`);
  await expect(page.getByTestId('reports-tab')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId(`report-status-${seeded.id}`)).toHaveAttribute('data-status', 'READY');
  await expect(page.getByTestId(`report-status-${seeded.id}`)).toContainText('Ready');

  // ── a new report: 31 × 30 items refused with the x·y message, then 10 × 5 ────────────────────────────────────
  await page.getByTestId('correlation-create-open').click();
  await page.getByTestId('correlation-name').fill('E2E category × channel');
  await pickOption(page, 'correlation-x-source', /Müşteri Geri Bildirimi/);
  await pickOption(page, 'correlation-y-source', /^Channel$/);
  await typeNumber(page.getByTestId('correlation-x-max'), 31);
  await typeNumber(page.getByTestId('correlation-y-max'), 30);
  const combinations = page.getByTestId('correlation-combinations');
  await expect(combinations).toContainText('31 × 30 = 930 combinations: more than the 900 allowed.');
  await page.getByTestId('correlation-create-submit').click();
  await expect(page.getByTestId('correlation-create-form')).toContainText(
    'The number of x items times the number of y items cannot be more than 900.',
  );
  await page.screenshot({ path: `${shots}/reports-01-too-many-en.png` });
  await typeNumber(page.getByTestId('correlation-x-max'), 10);
  await typeNumber(page.getByTestId('correlation-y-max'), 5);
  await expect(combinations).toContainText('10 × 5 = 50 combinations');

  // Every state the list shows for the new report, and a marker that a reload would lose.
  await page.evaluate(() => {
    const w = window as unknown as { __statuses: string[]; __noReload: boolean };
    w.__statuses = [];
    w.__noReload = true;
    const record = () => {
      for (const el of document.querySelectorAll('[data-testid^="report-status-"]'))
        w.__statuses.push(`${el.getAttribute('data-testid')}=${el.getAttribute('data-status')}`);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  });
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${base}/efficiency/report/create` && r.request().method() === 'POST',
  );
  // The demo's 400 documents are counted before the list is read again, so the server already says READY there.
  // The first list after the create carries the report as the create answered it (PREPARING, asserted below); the
  // tab's own polling then reads the server's READY.
  const isList = (url: URL) => url.pathname === `${base}/reports`;
  let held = false;
  // Only a list read after the create answered carries the new report (a poll just before the click does not).
  let answered = false;
  void created.then(() => (answered = true));
  await page.route(isList, async (route) => {
    if (held || !answered) return route.continue();
    held = true;
    const response = await route.fetch();
    const body = (await response.json()) as { data: ReportSummary[] };
    const id = ((await (await created).json()) as { data: ReportSummary }).data.id;
    body.data = body.data.map((r) => (r.id === id ? { ...r, status: 'PREPARING', progress: 0, finishedAt: null } : r));
    await route.fulfill({ response, json: body });
  });
  await page.getByTestId('correlation-create-submit').click();
  const report = ((await (await created).json()) as { data: ReportSummary }).data;
  expect(report.status).toBe('PREPARING');
  const status = page.getByTestId(`report-status-${report.id}`);
  await expect(status).toHaveAttribute('data-status', 'READY', { timeout: 120_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const seen = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
  expect(seen, 'shown as being prepared before ready').toContain(`report-status-${report.id}=PREPARING`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), 'no reload').toBe(true);
  await page.screenshot({ path: `${shots}/reports-02-correlation-list-en.png` });

  // ── the heat-map; the largest cell opens the data tab on exactly its documents ────────────────────────────────
  const detail = page.waitForResponse((r) => new URL(r.url()).pathname === `${base}/reports/${report.id}` && r.ok());
  await page.getByTestId(`report-open-${report.id}`).click();
  const result = ((await (await detail).json()) as { data: ReportDetail }).data.result;
  expect(result, 'the ready report has its result').toBeTruthy();
  if (!result) return;
  expect(result.xItems.length).toBeLessThanOrEqual(10);
  expect(result.yItems.length).toBeLessThanOrEqual(5);
  await expect(page.getByTestId('correlation-heatmap')).toBeVisible();
  await page.screenshot({ path: `${shots}/reports-03-heatmap-en.png`, fullPage: true });
  const cell = [...result.cells].sort((a, b) => b.count - a.count)[0];
  expect(cell?.count ?? 0, 'a cell with documents').toBeGreaterThan(0);
  if (!cell) return;
  const xi = result.xItems.findIndex((x) => x.key === cell.x);
  const yi = result.yItems.findIndex((y) => y.key === cell.y);
  const listed = nextSearch(page, (s) => s.categoryQueries.length > 0 && s.fieldQueries.length > 0);
  await page.getByTestId(`heatmap-cell-${xi}-${yi}`).click();
  await expect(page).toHaveURL(/tab=project_data/);
  expect(await searchTotal(listed), "the data tab's total is the cell's count").toBe(cell.count);
  await page.screenshot({ path: `${shots}/reports-04-cell-documents-en.png` });

  // ── a marking target for last month, and its report ──────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=reports&report=marking&${range}`);
  await page.getByTestId('marking-target-create-open').click();
  await page.getByTestId('marking-target-name').fill('E2E last month');
  // The demo has this month's target: this one is for the month before (a period has one target).
  const before = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 15);
  await typeNumber(page.getByTestId('marking-target-year'), before.getFullYear());
  await pickOption(page, 'marking-target-month', before.toLocaleString('en-US', { month: 'long' }));
  await typeNumber(page.getByTestId('marking-target-total'), 300);
  await page.getByTestId('marking-criterion-CATEGORY_COUNT').click();
  await typeNumber(page.getByTestId('marking-target-category-min'), 1);
  await typeNumber(page.getByTestId('marking-target-category-max'), 2);
  const target = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${base}/efficiency/marking` && r.request().method() === 'POST',
  );
  await page.getByTestId('marking-target-submit').click();
  const targetId = ((await (await target).json()) as { data: { id: string } }).data.id;
  await page.getByTestId(`marking-target-open-${targetId}`).click();
  await expect(page).toHaveURL(new RegExp(`markingGoalId=${targetId}`));
  await expect(page.getByTestId('marking-report')).toBeVisible();
  await expect(page.getByTestId('marking-total')).toContainText(/\d/);
  await expect(page.getByTestId('marking-markers')).toContainText('Elif Kaya');
  await page.screenshot({ path: `${shots}/reports-05-marking-en.png`, fullPage: true });

  // ── AI success rate of the demo model over the last 30 days: the delivery-time drift ──────────────────────────
  const month = `sd=${day(-30)}T00&ed=${day(-1)}T24`;
  const efficiency = page.waitForResponse((r) => new URL(r.url()).pathname === `${base}/efficiency/report` && r.ok());
  await page.goto(`/project/detail/${CODE}?tab=reports&report=aiSuccess&${month}`);
  const ai = ((await (await efficiency).json()) as { data: EfficiencyReport }).data.aiSuccess;
  const drifted = ai.categories.filter((c) => c.drift);
  expect(
    drifted.map((c) => c.name),
    'the demo drift',
  ).toContain('Teslimat süresi');
  await expect(page.getByTestId('ai-success-rate')).toBeVisible();
  for (const c of drifted) await expect(page.getByTestId(`drift-${c.categoryId}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/reports-06-ai-success-en.png`, fullPage: true });

  // ── Turkish ───────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId(`drift-${drifted[0]?.categoryId ?? ''}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/reports-07-ai-success-tr.png`, fullPage: true });
  await page.goto(`/project/detail/${CODE}?tab=reports&rid=${report.id}&${range}`);
  await expect(page.getByTestId('correlation-heatmap')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/reports-08-heatmap-tr.png`, fullPage: true });
  await page.goto(`/project/detail/${CODE}?tab=reports&report=marking&markingGoalId=${targetId}&${range}`);
  await expect(page.getByTestId('marking-report')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/reports-09-marking-tr.png`, fullPage: true });
  await page.goto(`/project/detail/${CODE}?tab=reports&${range}`);
  await page.getByTestId('correlation-create-open').click();
  await typeNumber(page.getByTestId('correlation-x-max'), 31);
  await typeNumber(page.getByTestId('correlation-y-max'), 30);
  await expect(page.getByTestId('correlation-combinations')).toContainText(
    '31 × 30 = 930 kombinasyon: izin verilen 900 sınırını aşıyor.',
  );
  await page.screenshot({ path: `${shots}/reports-10-too-many-tr.png` });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
});
