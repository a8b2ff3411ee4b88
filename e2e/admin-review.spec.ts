import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ModelDetail, OutboxMail } from '@sentio/domain';
import { signIn, switchLanguage } from './support/session.js';

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
const owner = { email: `e2e-review-${stamp}@example.com`, password: 'correct-horse-1' };
const MODEL_NAME = `Retail complaints ${stamp}`;

/** Registers the owner and verifies the address through the link of the verification mail (the operator's outbox). */
async function registerOwner(request: APIRequestContext, operator: Page): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { ...owner, full_name: 'Reyhan', lastName: 'Review', companyName: `Review Co ${stamp}`, language: 'en' },
  });
  expect(res.status(), await res.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const box = await operator.request.get(`/api/admin/outbox?to=${encodeURIComponent(owner.email)}`);
      const mails = ((await box.json()) as { data: { content: OutboxMail[] } }).data.content;
      code = /\/verification-email\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await request.post('/api/auth/verify-email', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // A first sign-in asks for the personal information once.
  await page.getByTestId('personal-skip').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

test('make-public review: a model is requested, the operator approves it on /admin, the owner is notified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await registerOwner(request, page);

  // ── the owner asks for their model to be made public ───────────────────────────────────────────────────────
  const ownerContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner.email, owner.password);
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
  await expect(row).toContainText(`Review Co ${stamp}`);
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
