import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { CustomerList } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Customers (docs/customers.md) in the built app, as the demo ADMIN: a document of the demo analysis opens its customer
 * from the data tab's drawer; the customer page lists the interaction history, whose entries open the document again;
 * the customers list filtered by a segment keeps the filter in the URL across a reload. Screenshots in English and
 * Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The demo documents carry customer_id: customers exist once the demo is seeded. */
async function waitForCustomers(page: Page): Promise<CustomerList> {
  let list: CustomerList | undefined;
  await expect(async () => {
    list = await data<CustomerList>(page, '/api/customer?size=10');
    expect(list.total, 'demo customers').toBeGreaterThan(0);
  }).toPass({ timeout: 240_000, intervals: [3000] });
  return list as CustomerList;
}

test('customers: from a document to its customer and the interaction history; the list by segment', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  const customers = await waitForCustomers(page);

  // ── a document's customer ───────────────────────────────────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=project_data`);
  const documentRows = page.locator('[data-document-row]');
  await expect(documentRows.first()).toBeVisible();
  const drawer = page.getByTestId('document-drawer');
  const link = drawer.getByTestId('document-customer-link');
  // Other browser tests push documents without a customer (the newest rows): take the first row that has one.
  for (let i = 0; i < 10; i++) {
    await documentRows.nth(i).click();
    await expect(drawer).toBeVisible();
    if (
      await link.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await expect(link).toBeVisible();
  const key = (await link.textContent()) ?? '';
  expect(key).not.toBe('');
  await page.screenshot({ path: `${shots}/customers-01-drawer-en.png` });
  await link.click();

  // ── the customer page ───────────────────────────────────────────────────────────────────────────────────────
  await expect(page).toHaveURL(/\/customers\/[A-Za-z0-9_-]+\?ws=/);
  await expect(page.getByTestId('customer-profile')).toContainText(key);
  const timeline = page.getByTestId('customer-timeline');
  const interactions = timeline.locator('[data-testid^="customer-interaction-open-"]');
  await expect(interactions.first()).toBeVisible();
  expect(await interactions.count()).toBeGreaterThan(0);
  const detailUrl = page.url();
  await page.screenshot({ path: `${shots}/customers-02-detail-en.png`, fullPage: true });

  // An interaction opens its document in its analysis's data tab.
  const documentId = ((await interactions.first().getAttribute('data-testid')) ?? '').replace('customer-interaction-open-', '');
  await interactions.first().click();
  await expect(page).toHaveURL(new RegExp(`tab=project_data.*doc=${documentId}`));
  await expect(page.getByTestId('document-drawer').getByTestId('document-customer-link')).toHaveText(key);

  // ── the list by segment ─────────────────────────────────────────────────────────────────────────────────────
  const segment = customers.segments[0];
  expect(segment, 'demo segments').toBeTruthy();
  await page.goto('/customers');
  const rows = page.getByTestId('customer-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await pickOption(page, 'customer-filter-segment', segment ?? '');
  await expect(page).toHaveURL(new RegExp(`segment=${encodeURIComponent(segment ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(rows.first()).toBeVisible();
  // The previous page stays on screen until the filtered one arrives.
  await expect(async () => {
    for (const text of await rows.allTextContents()) expect(text).toContain(segment);
  }).toPass({ timeout: 15_000 });
  // The filter lives in the URL: a reload shows the same list.
  await page.reload();
  await expect(page.getByTestId('customer-filter-segment')).toContainText(segment ?? '');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${shots}/customers-03-list-en.png`, fullPage: true });

  // The customer settings (the demo ADMIN manages customers): the demo's key attribute, nothing saved.
  await page.getByTestId('customer-settings-open').click();
  await expect(page.getByTestId('customer-settings-key')).toContainText('customer_id');
  // The drawer slides in: the picture waits for its motion to end.
  await expect(page.locator('.ant-drawer-content-wrapper[class*="motion"]')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/customers-04-settings-en.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('customer-settings')).toBeHidden();

  // A customer of the filtered list, and back to the list with its filter.
  await rows.first().locator('a[data-testid^="customer-link-"]').click();
  await expect(page.getByTestId('customer-timeline')).toBeVisible();
  await page.getByTestId('customer-back').click();
  await expect(page).toHaveURL(/\/customers\?segment=/);

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('customer-table')).toContainText('Son etkileşim');
  await page.screenshot({ path: `${shots}/customers-05-list-tr.png`, fullPage: true });
  await page.goto(detailUrl);
  await expect(page.getByTestId('customer-timeline')).toContainText('Etkileşimler');
  await page.screenshot({ path: `${shots}/customers-06-detail-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
