import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { NotificationDefinition, NotificationRun } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { DEMO, signIn, switchLanguage } from './support/session.js';

/**
 * Notification definitions (docs/notification-definitions.md) in the built app, as the demo user (a workspace ADMIN
 * and the installation's system administrator): a daily report with charts created on the demo analysis's
 * notification tab, "send test now", the mail in the admin outbox with its chart images drawn inside the sandboxed
 * frame, then the mail's link (`nid`) opening the documents behind it. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

/** The outbox row of the newest mail whose subject has `text`, expanded; its HTML frame. */
async function openMail(page: Page, text: string) {
  const row = page.getByTestId('outbox-table').locator('tr.ant-table-row').filter({ hasText: text }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('outbox-html')).toBeVisible();
  return page.frameLocator('[data-testid="outbox-html"]');
}

/** Every chart image of the mail has loaded with a size: the SVG data URL was drawn, not a broken image. */
async function expectChartsDrawn(page: Page, count: number) {
  const frame = page.frameLocator('[data-testid="outbox-html"]');
  const images = frame.locator('img[src^="data:image/svg+xml"]');
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i++)
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
      .toBeGreaterThan(100);
}

test('notifications: a daily report with charts, sent as a test, seen in the outbox with its charts, its documents opened by nid', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);

  // ── the tab and a new daily report with two charts ──────────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=notification`);
  await expect(page.getByTestId('nd-tab')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('nd-new').click();
  await expect(page.getByTestId('nd-form')).toBeVisible();
  const name = `E2E daily report ${Date.now()}`;
  // Nothing typed yet: the missing fields are said on the fields, nothing is sent.
  await page.getByTestId('nd-form-submit').click();
  await expect(page.getByTestId('nd-form').locator('.ant-form-item-explain-error').first()).toHaveText('This field is required.');
  await page.getByTestId('nd-form-name').fill(name);
  await page.getByTestId('nd-form-description').fill('Yesterday in numbers, with the volume and NPS trends.');
  await expect(page.getByTestId('nd-form-subject')).toHaveValue(name);
  await expect(page.getByTestId('nd-form-period')).toContainText('Daily');
  await pickOption(page, 'nd-form-hour', '08:00');
  await page.getByTestId('nd-chart-NPS_TREND').check();
  await expect(page.getByTestId('nd-chart-VOLUME_TREND')).toBeChecked();
  await page.screenshot({ path: `${shots}/notifications-01-form-en.png`, fullPage: true });
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/notification-definition') && r.request().method() === 'POST',
  );
  await page.getByTestId('nd-form-submit').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(200);
  const definition = ((await response.json()) as { data: NotificationDefinition }).data;
  expect(definition).toMatchObject({ type: 'PERIODIC_REPORT', periodType: 'DAILY', repeatHour: 8, enabled: true });
  expect(definition.charts.map((c) => c.type)).toEqual(['VOLUME_TREND', 'NPS_TREND']);
  await expect(page.getByTestId('nd-form')).toBeHidden();
  await expect(page.getByTestId(`nd-schedule-${definition.id}`)).toHaveText('Daily at 08:00');

  // ── send test now: to me only, with a link to the outbox ─────────────────────────────────────────────────────
  // The run computes the period's numbers and draws the charts on the server: slow while the demo still imports.
  const tested = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/${definition.id}/test`), { timeout: 180_000 });
  await page.getByTestId(`nd-test-${definition.id}`).click();
  const testResponse = await tested;
  expect(testResponse.status(), await testResponse.text()).toBe(200);
  const run = ((await testResponse.json()) as { data: NotificationRun }).data;
  expect(run).toMatchObject({ kind: 'TEST', status: 'SENT', recipientCount: 1 });
  await expect(page.getByTestId('nd-test-result')).toContainText(`Test mail sent to ${DEMO.email}`);
  await page.screenshot({ path: `${shots}/notifications-02-test-sent-en.png`, fullPage: true });
  await page.getByTestId('nd-test-open-outbox').click();
  await expect(page).toHaveURL(/\/admin\/outbox\?to=/);

  // ── the mail in the outbox: HTML in the sandboxed frame, chart images drawn ────────────────────────────────────
  const frame = await openMail(page, `[Test] ${name}`);
  await expect(frame.locator('body')).toContainText(name);
  await expectChartsDrawn(page, 2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/notifications-03-outbox-en.png`, fullPage: true });

  // ── the mail's documents link (nid) opens the documents behind the run ──────────────────────────────────────
  const href = await frame.locator('a[href*="nid="]').first().getAttribute('href');
  expect(href, 'the mail links to its documents').toBeTruthy();
  const link = new URL(href ?? '');
  expect(link.searchParams.get('nid')).toBe(run.id);
  const searched = page.waitForResponse(
    (r) =>
      /\/document\/search$/.test(new URL(r.url()).pathname) && (r.request().postDataJSON() as { nid?: string }).nid === run.id,
  );
  await page.goto(`${link.pathname}${link.search}`);
  const search = await searched;
  expect(search.status(), await search.text()).toBe(200);
  const total = ((await search.json()) as { data: { documents: { total: number } } }).data.documents.total;
  expect(total).toBe(run.documentCount);
  await expect(page.getByTestId('filter-chip-nid')).toContainText(`Notification: ${name}`);
  if (total > 0) await expect(page.locator('[data-document-row]').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/notifications-04-documents-en.png`, fullPage: true });

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('filter-chip-nid')).toContainText(`Bildirim: ${name}`);
  await page.goto(`/project/detail/${CODE}?tab=notification`);
  await expect(page.getByTestId(`nd-schedule-${definition.id}`)).toHaveText('Her gün saat 08:00');
  await page.screenshot({ path: `${shots}/notifications-05-list-tr.png`, fullPage: true });
  await page.getByTestId(`nd-edit-${definition.id}`).click();
  await expect(page.getByTestId('nd-form')).toBeVisible();
  await expect(page.getByTestId('nd-form-name')).toHaveValue(name);
  await page.screenshot({ path: `${shots}/notifications-06-form-tr.png`, fullPage: true });
  await page.getByTestId('nd-form-cancel').click();
  await page.goto(`/admin/outbox?to=${encodeURIComponent(DEMO.email)}`);
  await openMail(page, `[Test] ${name}`);
  await expectChartsDrawn(page, 2);
  await page.screenshot({ path: `${shots}/notifications-07-outbox-tr.png`, fullPage: true });
  // The language is saved to the demo user's profile: leave it as the other tests expect it.
  await switchLanguage(page, 'en');
});
