import { expect, test } from '@playwright/test';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The data tab at a laptop's 1440 × 900 in the built app, on the demo analysis: the document list fits without a
 * sideways scroll (text, date, categories, sentiment and status visible), and a date range that holds nothing says
 * where the documents are and sets the covering range in one click (docs/analyses.md, "The data tab").
 */
const CODE = 'customer-experience';
test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 30_000 });

test('the data list fits 1440 × 900 and an empty range points to the documents', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');

  // A range long before the demo's documents: the list is empty, the hint says where they are.
  await page.goto(`/project/detail/${CODE}?tab=project_data&sd=2001-01-01T00&ed=2001-12-31T24`);
  const hint = page.getByTestId('out-of-range');
  await expect(hint).toBeVisible({ timeout: 60_000 });
  await expect(hint).toContainText('documents matching the other filters are dated');
  await page.getByTestId('out-of-range-show').click();
  await expect(page).not.toHaveURL(/sd=2001-01-01T00/);
  const rows = page.locator('tr.document-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });

  // No sideways scroll: the table is no wider than its container, and the last columns are on screen.
  const overflow = await rows.first().evaluate((row) => {
    const scroller = row.closest('table')?.parentElement;
    return scroller ? scroller.scrollWidth - scroller.clientWidth : Number.POSITIVE_INFINITY;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  for (const name of ['Content', 'Date', 'Categories', 'Sentiment', 'Status']) {
    const header = page
      .locator('.ant-table-thead th')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .first();
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  }
  await page.screenshot({ path: 'e2e/screenshots/project-data-1440.png' });
});
