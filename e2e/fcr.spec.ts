import { expect, test, type Page, type Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { FcrReport, FcrReportBody, SearchResponse } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * First-call resolution (docs/first-call-resolution.md) in the built app, as the demo ADMIN: the report page from the
 * side menu shows a rate over the demo's repeat contacts; a repeat-contact bar opens the data tab on exactly its
 * issues' first contacts (the list's total is the bar's number); a longer day range changes the rate. Screenshots in
 * English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000 });

const isReport = (r: Response) => new URL(r.url()).pathname === '/api/fcr/report' && r.request().method() === 'POST';
const reportOf = async (r: Response) => ((await r.json()) as { data: FcrReport }).data;

/**
 * The demo's customers are linked and its FCR settings saved as the demo documents come in: wait until the report
 * over everything has repeat contacts and stops growing (documents still arriving would change a bar between the
 * report and the list it opens).
 */
async function waitForContacts(page: Page): Promise<void> {
  let last = -1;
  let steady = 0;
  await expect(async () => {
    const response = await page.request.post('/api/fcr/report', {
      data: { startDate: '2020-01-01T00:00:00.000Z', endDate: new Date().toISOString() },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { figures } = ((await response.json()) as { data: FcrReport }).data;
    steady = figures.repeated > 0 && figures.contacts === last ? steady + 1 : 0;
    last = figures.contacts;
    expect(steady, 'demo repeat contacts, no longer growing').toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 400_000, intervals: [5000] });
}

test('first-call resolution: the rate, a bar drilled into the data tab with the same total, the day range changing the rate', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForContacts(page);

  // ── the report from the side menu ───────────────────────────────────────────────────────────────────────────
  let reported = page.waitForResponse((r) => isReport(r) && r.status() === 200, { timeout: 120_000 });
  await page.getByTestId('menu-first-call-resolution').click();
  await expect(page).toHaveURL(/\/first-call-resolution\?sd=.*&csd=/);
  let report = await reportOf(await reported);
  const rate = page.getByTestId('fcr-rate');
  await expect(rate).toHaveText(/^\d+\.\d%$/);
  const firstRate = (await rate.textContent()) ?? '';
  await expect(page.getByTestId('fcr-distribution')).toBeVisible();
  await expect(page.getByTestId('fcr-by-analysis')).toBeVisible();
  await page.screenshot({ path: `${shots}/fcr-01-report-en.png`, fullPage: true });

  // ── a bar opens its issues' first contacts: the list's total is the bar's number ───────────────────────────────
  const row = report.distribution.find((d) => d.bucket !== '1' && d.issues > 0) ?? report.distribution[0];
  expect(row, 'a distribution bar').toBeTruthy();
  if (!row) return;
  const target = row.perAnalysis.find((a) => a.issues > 0);
  expect(target, 'an analysis with issues').toBeTruthy();
  if (!target) return;
  const several = row.perAnalysis.filter((a) => a.issues > 0).length > 1;
  const expected = several ? target.issues : row.issues;
  await expect(page.getByTestId(`fcr-bucket-${row.bucket}-count`)).toHaveText(row.issues.toLocaleString('en-US'));
  const searched = page.waitForResponse(
    (r) =>
      /\/document\/search$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      // The drill-down carries the report's day range: `{bucket}@{dayRange}`.
      (r.request().postDataJSON() as { dofc: string | null }).dofc === `${row.bucket}@${report.dayRange}`,
    { timeout: 180_000 },
  );
  await page.getByTestId(`fcr-bucket-${row.bucket}`).click();
  // Issues started in several analyses: the bar lists them, each a link.
  if (several) await page.getByTestId(`fcr-bucket-${row.bucket}-analysis-${target.projectCode}`).click();
  await expect(page).toHaveURL(
    new RegExp(`/project/detail/${target.projectCode}\\?.*tab=project_data.*dofc=${row.bucket}%40${report.dayRange}`),
  );
  const listed = ((await (await searched).json()) as { data: SearchResponse }).data.documents.total;
  expect(listed, `documents of bucket ${row.bucket}`).toBe(expected);
  await expect(page.getByTestId('filter-chip-dofc')).toContainText('First-call resolution');
  await page.screenshot({ path: `${shots}/fcr-02-drill-en.png`, fullPage: true });

  // ── a longer day range joins more contacts into repeats: the rate changes ──────────────────────────────────────
  await page.goBack();
  await expect(rate).toHaveText(firstRate);
  reported = page.waitForResponse((r) => isReport(r) && (r.request().postDataJSON() as FcrReportBody).dayRange === 30, {
    timeout: 120_000,
  });
  await page.getByTestId('fcr-day-range').fill('30');
  report = await reportOf(await reported);
  expect(report.dayRange).toBe(30);
  await expect(page).toHaveURL(/dayRange=30/);
  await expect(rate).not.toHaveText(firstRate);
  await expect(rate).toHaveText(/^\d+\.\d%$/);

  // ── Turkish ───────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByText('İlk temasta çözüm oranı').first()).toBeVisible();
  await expect(rate).toHaveText(/^%\d+,\d$/);
  await page.screenshot({ path: `${shots}/fcr-03-report-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
