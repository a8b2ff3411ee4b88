import { expect, test, type Page, type Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { SearchResponse } from '@sentio/domain';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { closeDropdown, pickOption } from './support/project-flows.js';
import { DEMO, signIn, switchLanguage, tourSeenState } from './support/session.js';

/**
 * Data restrictions (docs/data-restrictions.md) in the built app: the demo ADMIN opens the restrictions of the demo's
 * analyst (analyst@sentio.local, seeded to the premium segment) on /admin/workspace and lifts them; the analyst's
 * CX dashboard counts every document; the ADMIN restricts them to the corporate segment; the analyst's dashboard
 * numbers shrink to exactly that segment's count (the ADMIN's own count of the segment) and the data tab shows the
 * "restricted view" tag. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
const ANALYST = 'analyst@sentio.local';
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

/** The next answer of the CX dashboard (its widgets asked for). */
const nextDashboard = (page: Page) =>
  page.waitForResponse((r: Response) => {
    if (!/\/document\/search$/.test(new URL(r.url()).pathname) || r.request().method() !== 'POST') return false;
    const sent = r.request().postDataJSON() as { tab: string; widget: boolean };
    return sent.tab === 'cx_dashboard' && sent.widget;
  });

async function dashboardTotal(page: Page): Promise<{ total: number; sent: Record<string, unknown> }> {
  const answered = nextDashboard(page);
  await page.goto(`/project/detail/${CODE}?tab=cx_dashboard`);
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: SearchResponse };
  await expect(page.getByTestId('cx-dashboard')).toBeVisible();
  return { total: data.documents.total, sent: response.request().postDataJSON() as Record<string, unknown> };
}

async function openRestrictions(page: Page): Promise<void> {
  await page.goto('/admin/workspace');
  await page.getByTestId(`member-restrictions-${ANALYST}`).click();
  await expect(page.getByTestId('restrictions-modal')).toBeVisible();
}

test('restrictions: an analyst restricted to one segment sees their dashboard numbers shrink to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForDemoAnalysis(page);

  // ── the seeded restriction (premium) is shown, then lifted ──────────────────────────────────────────────────────
  await openRestrictions(page);
  await expect(page.getByTestId('restriction-rule-0')).toContainText('segment');
  await expect(page.getByTestId('restriction-rule-0')).toContainText('premium');
  await page.getByTestId('restriction-remove-0').click();
  const lifted = page.waitForResponse((r) => r.url().endsWith('/restriction') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await lifted).status()).toBe(200);
  await expect(page.getByTestId('restrictions-modal')).toBeHidden();

  // ── the analyst, open: every document ───────────────────────────────────────────────────────────────────────────
  const analystContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    storageState: tourSeenState(),
  });
  const analyst = await analystContext.newPage();
  await analyst.goto('/login');
  await analyst.getByTestId('login-email').fill(ANALYST);
  await analyst.getByTestId('login-password').fill(DEMO.password);
  await analyst.getByTestId('login-submit').click();
  await expect(analyst.getByTestId('app-layout')).toBeVisible();
  if ((await analyst.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(analyst, 'en');
  const open = await dashboardTotal(analyst);
  expect(open.total).toBeGreaterThan(0);

  // ── the ADMIN restricts them to the corporate segment ──────────────────────────────────────────────────────────
  await openRestrictions(page);
  await page.getByTestId('restriction-add-rule').click();
  // A pick while the list is still opening can be swallowed under load: pickOption repeats it until it shows.
  await pickOption(page, 'restriction-field-0', /^segment$/);
  await pickOption(page, 'restriction-values-0', /^corporate/);
  await closeDropdown(page);
  await page.screenshot({ path: `${shots}/admin-restrictions-01-modal-en.png` });
  const saved = page.waitForResponse((r) => r.url().endsWith('/restriction') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('restrictions-modal')).toBeHidden();

  // The ADMIN's own count of the segment under the dashboard's filter: the hand count.
  const counted = await page.request.post(`/api/project/${CODE}/document/search`, {
    data: {
      ...open.sent,
      widget: false,
      page: 0,
      fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: [{ key: 'corporate' }] }],
    },
  });
  expect(counted.status()).toBe(200);
  const segment = ((await counted.json()) as { data: SearchResponse }).data.documents.total;
  expect(segment).toBeGreaterThan(0);
  expect(segment).toBeLessThan(open.total);

  // ── the analyst's dashboard shrinks to exactly the segment ─────────────────────────────────────────────────────
  const restricted = await dashboardTotal(analyst);
  expect(restricted.total).toBe(segment);
  await analyst.waitForTimeout(1500); // the charts' drawing animation
  await analyst.screenshot({ path: `${shots}/admin-restrictions-02-dashboard-en.png`, fullPage: true });
  // The data tab's aggregates (facets and widgets): the page is drawn once they are in.
  const listed = analyst.waitForResponse(
    (r) =>
      /\/document\/search$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { widget: boolean }).widget,
  );
  await analyst.goto(`/project/detail/${CODE}?tab=project_data`);
  expect((await listed).status()).toBe(200);
  await expect(analyst.getByTestId('restricted-view-tag')).toHaveText('Restricted view');
  await analyst.screenshot({ path: `${shots}/admin-restrictions-03-data-en.png` });

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(analyst, 'tr');
  await expect(analyst.getByTestId('restricted-view-tag')).toHaveText('Kısıtlı görünüm');
  await analyst.screenshot({ path: `${shots}/admin-restrictions-03-data-tr.png` });
  expect((await dashboardTotal(analyst)).total).toBe(segment);
  await analyst.waitForTimeout(1500);
  await analyst.screenshot({ path: `${shots}/admin-restrictions-02-dashboard-tr.png`, fullPage: true });
  await switchLanguage(page, 'tr');
  await openRestrictions(page);
  await expect(page.getByTestId('restriction-rule-0')).toContainText('corporate');
  await page.screenshot({ path: `${shots}/admin-restrictions-01-modal-tr.png` });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
  await analystContext.close();
});
