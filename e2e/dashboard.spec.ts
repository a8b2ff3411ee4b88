import { expect, test, type Page, type Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { SearchResponse, WidgetResult } from '@sentio/domain';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { nextSearch, pickOption, searchTotal } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Dashboards (docs/dashboards.md) in the built app on the run's fresh database, as the demo ADMIN: the demo analysis's CX dashboard — the
 * date range and the comparison switched (NPS and the category comparison follow), a category bar clicked through to
 * the data tab listing exactly that many documents, that filter saved as the default quick filter and restored by a
 * fresh page load; screenshots of the dashboard in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000 });

/** The next dashboard answer of the cx_dashboard tab (widgets asked for). */
const nextDashboard = (page: Page, accept: (sent: { startDate: string | null; comparisonStartDate: string | null }) => boolean) =>
  page.waitForResponse((r: Response) => {
    if (!/\/document\/search$/.test(new URL(r.url()).pathname) || r.request().method() !== 'POST') return false;
    const sent = r.request().postDataJSON() as {
      tab: string;
      widget: boolean;
      startDate: string | null;
      comparisonStartDate: string | null;
    };
    return sent.tab === 'cx_dashboard' && sent.widget && accept(sent);
  });

const widgetsOf = async (response: Promise<Response>): Promise<WidgetResult[]> =>
  ((await (await response).json()) as { data: SearchResponse }).data.widgets;

const widget = (widgets: WidgetResult[], kind: WidgetResult['kind']): WidgetResult => {
  const found = widgets.find((w) => w.kind === kind);
  expect(found, `widget ${kind}`).toBeTruthy();
  return found as WidgetResult;
};

test('the demo CX dashboard: dates and comparison, drill-down to exactly that many documents, a quick filter restored', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForDemoAnalysis(page);

  // ── the dashboard: year to date, compared with the previous period by default ─────────────────────────────────
  let answered = nextDashboard(page, (sent) => sent.comparisonStartDate !== null);
  await page.goto(`/project/detail/${CODE}?tab=cx_dashboard`);
  let widgets = await widgetsOf(answered);
  const firstStart = ((await answered).request().postDataJSON() as { startDate: string | null }).startDate;
  await expect(page.getByTestId('cx-dashboard')).toBeVisible();
  await expect(page.getByTestId('widget-card-NPS')).toBeVisible();
  const nps = widget(widgets, 'NPS');
  expect(nps.noData).toBe(false);
  const npsText = (await page.getByTestId('widget-NPS-value').innerText()).trim();
  expect(npsText).not.toBe('');
  await expect(page.getByTestId('widget-card-CATEGORY_COMPARISON')).toBeVisible();
  await page.waitForTimeout(1500); // the charts' drawing animation
  await page.screenshot({ path: `${shots}/dashboard-01-cx-en.png`, fullPage: true });

  // ── another main range: NPS follows ──────────────────────────────────────────────────────────────────────────
  answered = nextDashboard(page, (sent) => sent.startDate !== null && sent.startDate !== firstStart);
  const lastAnswer = answered;
  await pickOption(page, 'date-period-select', 'Last 3 months');
  widgets = await widgetsOf(answered);
  const npsAfter = widget(widgets, 'NPS');
  expect(npsAfter.data).not.toEqual(nps.data);
  await expect(page.getByTestId('widget-NPS-value')).not.toHaveText(npsText);

  // ── another comparison period: the category comparison follows ───────────────────────────────────────────────
  const comparisonBefore = await page.getByTestId('widget-card-CATEGORY_COMPARISON').innerText();
  const comparisonStartBefore = ((await lastAnswer).request().postDataJSON() as { comparisonStartDate: string | null })
    .comparisonStartDate;
  answered = nextDashboard(
    page,
    (sent) => sent.comparisonStartDate !== null && sent.comparisonStartDate !== comparisonStartBefore,
  );
  await pickOption(page, 'comparison-select', 'Last 12 months');
  widgets = await widgetsOf(answered);
  await expect(page.getByTestId('widget-card-CATEGORY_COMPARISON')).not.toHaveText(comparisonBefore);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}/dashboard-02-comparison-en.png`, fullPage: true });

  // ── a category bar clicked through: the data tab lists exactly that many documents ───────────────────────────
  const distribution = widget(widgets, 'CATEGORY_DISTRIBUTION');
  expect(distribution.data?.kind).toBe('CATEGORY_DISTRIBUTION');
  const listed = nextSearch(page, (sent) => sent.categoryQueries.length > 0);
  await page.getByTestId('widget-drill-CATEGORY_DISTRIBUTION-0').click();
  await expect(page).toHaveURL(/tab=project_data/);
  const total = await searchTotal(listed);
  const cq = new URL(page.url()).searchParams.getAll('cq');
  expect(cq).toHaveLength(1);
  const categories = distribution.data?.kind === 'CATEGORY_DISTRIBUTION' ? distribution.data.categories : [];
  const clicked = categories.find((c) => c.drill.cq.includes(cq[0] ?? ''));
  expect(clicked, `the clicked category ${cq[0]}`).toBeTruthy();
  expect(total).toBe(clicked?.count);
  expect(total).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/dashboard-03-drill-down-en.png`, fullPage: true });

  // ── that filter saved as the default quick filter, restored by a fresh page load ─────────────────────────────
  const save = page.getByTestId('quick-filter-save');
  if (!(await save.isVisible())) await page.getByTestId('quick-filters').click();
  await save.click();
  await page.getByTestId('quick-filter-name').fill('E2E top category');
  await page.getByTestId('quick-filter-default').click();
  await page.getByTestId('quick-filter-include-date').click();
  const saved = page.waitForResponse((r) => /\/bookmark$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await page.getByTestId('quick-filter-submit').click();
  expect((await saved).status()).toBe(200);

  const restored = nextSearch(page, (sent) => sent.categoryQueries.length > 0);
  await page.goto(`/project/detail/${CODE}?tab=project_data`);
  expect(await searchTotal(restored)).toBe(total);
  await expect(page).toHaveURL(/cq=/);
  expect(new URL(page.url()).searchParams.getAll('cq')).toEqual(cq);

  // ── the dashboard in Turkish ─────────────────────────────────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=cx_dashboard`);
  await expect(page.getByTestId('widget-card-NPS')).toBeVisible();
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('widget-NPS-value')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}/dashboard-04-cx-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
