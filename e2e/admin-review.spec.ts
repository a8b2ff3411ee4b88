import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ModelDetail } from '@sentio/domain';
import { registerUser, signInAs } from './support/accounts.js';
import { signIn, switchLanguage, tourSeenState } from './support/session.js';

/**
 * Make-public review (docs/public-review.md) in the built app: a user of another account asks for their model to be
 * made public on its make-public page; the demo operator opens /admin (cards to every admin page, the review queue
 * with the pending count) and approves it; the owner's bell has the "Request approved" notification and the model
 * page says it is public. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

const stamp = Date.now().toString(36);
const MODEL_NAME = `Retail complaints ${stamp}`;

test('make-public review: a model is requested, the operator approves it on /admin, the owner is notified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  const owner = await registerUser(request, page, 'review', 'Review Co');

  // ── the owner asks for their model to be made public ───────────────────────────────────────────────────────
  const ownerContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    storageState: tourSeenState(),
  });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  const created = await ownerPage.request.post('/api/model', {
    data: {
      name: MODEL_NAME,
      code: `retail-complaints-${stamp}`,
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'STANDARD' },
      ],
      switches: [{ code: 'en', default: true }],
      pipelineStages: [{ code: 'CLASSIFY' }],
      categories: [{ name: 'Delivery' }, { name: 'Refund' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const model = ((await created.json()) as { data: ModelDetail }).data;
  await ownerPage.goto(`/model/make-public/${model.id}`);
  await ownerPage.getByTestId('make-public-note').fill('Complaint categories every retailer has.');
  await ownerPage.getByTestId('make-public-submit').click();
  await expect(ownerPage.getByTestId('make-public-pending')).toBeVisible();
  await expect(ownerPage.getByTestId('make-public-withdraw')).toBeVisible();
  await ownerPage.screenshot({ path: `${shots}/admin-review-01-en.png`, fullPage: true });

  // ── the operator's landing: the cards and the queue ────────────────────────────────────────────────────────
  await page.goto('/');
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-card-accounts')).toBeVisible();
  await expect(page.getByTestId('admin-card-monitor')).toBeVisible();
  await expect(page.getByTestId('admin-card-workspace')).toBeVisible();
  const queue = page.getByTestId('review-table');
  const row = queue.locator('tr.ant-table-row').filter({ hasText: MODEL_NAME });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Complaint categories every retailer has.');
  await expect(row).toContainText(owner.company);
  await page.screenshot({ path: `${shots}/admin-review-02-en.png`, fullPage: true });

  // ── approved after a confirmation ──────────────────────────────────────────────────────────────────────────
  await page.getByTestId(`review-approve-${MODEL_NAME}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('review-status').getByText('Approved').click();
  await expect(queue.locator('tr.ant-table-row').filter({ hasText: MODEL_NAME })).toContainText('Approved');

  // ── the owner is told: the bell, and the model is public ───────────────────────────────────────────────────
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('make-public-state')).toBeVisible();
  await ownerPage.getByTestId('notification-bell').click();
  const note = ownerPage.getByTestId('notification-item').filter({ hasText: 'Request approved' });
  await expect(note).toBeVisible();
  await expect(note).toContainText(MODEL_NAME);
  await ownerPage.screenshot({ path: `${shots}/admin-review-03-en.png`, fullPage: true });
  await ownerContext.close();

  // ── the landing in Turkish ─────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await page.goto('/admin');
  await expect(page.getByTestId('admin-landing')).toContainText('Yayınlama istekleri');
  await expect(page.getByTestId('admin-card-accounts')).toContainText('Hesaplar');
  await page.screenshot({ path: `${shots}/admin-review-02-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
