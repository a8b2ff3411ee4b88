import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { OutboxMail } from '@sentio/domain';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage, tourSeenState } from './support/session.js';

/**
 * Accounts and packages (docs/accounts-admin.md) in the built app: the demo operator creates a small package (one
 * model) and an account on it whose owner is a new address; the owner registers, accepts the invitation from the
 * outbox, makes one model and meets the limit (the "New model" button is blocked with the upgrade prompt); the
 * operator raises the package's limit on its page; the owner's button is enabled at once and the second model is
 * created. The statistics page draws its charts. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

const stamp = Date.now().toString(36);
const owner = { email: `e2e-owner-${stamp}@example.com`, password: 'correct-horse-1' };
const PACKAGE_CODE = `E2E${stamp}`.toUpperCase();
const ACCOUNT = `E2E Retail ${stamp}`;

async function mails(operator: Page, to: string): Promise<OutboxMail[]> {
  const box = await operator.request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
  return ((await box.json()) as { data: { content: OutboxMail[] } }).data.content;
}

/** The link `/<route>/<token>` of the newest mail to `to` that has one. */
async function linkFromOutbox(operator: Page, to: string, route: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      for (const m of await mails(operator, to)) {
        token = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(m.text)?.[1] ?? '';
        if (token) break;
      }
      return token;
    })
    .not.toBe('');
  return token;
}

async function registerOwner(request: APIRequestContext, operator: Page): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { ...owner, full_name: 'Okan', lastName: 'Owner', companyName: `Owner Co ${stamp}`, language: 'en' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const code = await linkFromOutbox(operator, owner.email, 'verification-email');
  const verified = await request.post('/api/auth/verify-email', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

const modelBody = (name: string) => ({
  name,
  settings: [
    { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
    { type: 'SENSE_TYPE', value: 'CATEGORY' },
    { type: 'DATA_TYPE', value: 'STANDARD' },
  ],
  switches: [{ code: 'en', default: true }],
  pipelineStages: [{ code: 'CLASSIFY' }],
  categories: [{ name: 'Delivery' }, { name: 'Refund' }],
});

async function setModelLimit(page: Page, limit: number): Promise<void> {
  // antd's InputNumber puts the test id on the input itself (or, in other versions, on its wrapper).
  const field = page.getByTestId('package-limit-MODEL_COUNT');
  const input = (await field.evaluate((el) => el.tagName)) === 'INPUT' ? field : field.locator('input').first();
  await input.fill(String(limit));
  await input.blur();
}

test('accounts: an account on a small package, its owner meets the model limit, the operator raises it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');

  // ── the operator makes a small package: one model ───────────────────────────────────────────────────────────
  await page.goto('/admin/packages');
  await expect(page.getByTestId('packages-table')).toContainText('Standard');
  await page.getByTestId('package-create').click();
  await page.getByTestId('package-code').fill(PACKAGE_CODE);
  await page.getByTestId('package-name').fill(`Small ${stamp}`);
  await setModelLimit(page, 1);
  await page.getByTestId('package-save').click();
  await expect(page).toHaveURL(/\/admin\/packages\/[0-9a-f-]{36}$/);
  const packageUrl = page.url();
  await page.goto('/admin/packages');
  await expect(page.getByTestId('packages-table')).toContainText(`Small ${stamp}`);
  await page.screenshot({ path: `${shots}/admin-accounts-01-packages-en.png`, fullPage: true });

  // ── … and an account on it, owned by a new address (invited) ────────────────────────────────────────────────
  await page.goto('/admin/accounts');
  await page.getByTestId('account-create').click();
  await page.getByTestId('account-name').fill(ACCOUNT);
  await page.getByTestId('account-workspace').fill(`Stores ${stamp}`);
  await pickOption(page, 'account-package', `Small ${stamp}`);
  await page.getByTestId('account-owners').locator('input').first().fill(`${owner.email},`);
  await page.getByTestId('account-save').click();
  await expect(page).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('account-detail')).toContainText(owner.email);
  await page.getByRole('tab', { name: 'Workspaces and invitations' }).click();
  await expect(page.getByTestId('account-invitations')).toContainText(owner.email);
  const accountUrl = page.url();
  await page.screenshot({ path: `${shots}/admin-accounts-02-account-en.png`, fullPage: true });

  // ── the owner registers, accepts the invitation, makes a model and meets the limit ──────────────────────────
  await registerOwner(request, page);
  const invitation = await linkFromOutbox(page, owner.email, 'invitation');
  const ownerContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    storageState: tourSeenState(),
  });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/login');
  await ownerPage.getByTestId('login-email').fill(owner.email);
  await ownerPage.getByTestId('login-password').fill(owner.password);
  await ownerPage.getByTestId('login-submit').click();
  await ownerPage.getByTestId('personal-skip').click();
  await expect(ownerPage.getByTestId('app-layout')).toBeVisible();
  await ownerPage.goto(`/invitation/${invitation}`);
  await ownerPage.getByTestId('invitation-accept').click();
  await expect(ownerPage.getByTestId('app-layout')).toBeVisible();
  await expect(async () => {
    const me = await ownerPage.request.get('/api/user/me');
    const user = ((await me.json()) as { data: { workspaces: { name: string; selected: boolean }[] } }).data;
    expect(user.workspaces.find((w) => w.selected)?.name).toBe(`Stores ${stamp}`);
  }).toPass({ timeout: 15_000 });
  const first = await ownerPage.request.post('/api/model', { data: modelBody(`First ${stamp}`) });
  expect(first.status(), await first.text()).toBe(200);
  await ownerPage.goto('/model/my-models');
  await expect(ownerPage.getByTestId('model-create-open')).toBeDisabled();
  await ownerPage.getByTestId('model-create-blocked').hover();
  await expect(ownerPage.getByTestId('model-upgrade-prompt')).toBeVisible();
  await ownerPage.screenshot({ path: `${shots}/admin-accounts-03-limit-en.png` });
  const refused = await ownerPage.request.post('/api/model', { data: modelBody(`Second ${stamp}`) });
  expect(refused.status()).toBe(402);

  // ── the operator raises the limit on the package's page; it holds at once ──────────────────────────────────
  await page.goto(packageUrl);
  await setModelLimit(page, 2);
  await page.getByTestId('package-save').click();
  await expect(page.getByText('Package saved.')).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('model-create-open')).toBeEnabled();
  const second = await ownerPage.request.post('/api/model', { data: modelBody(`Second ${stamp}`) });
  expect(second.status(), await second.text()).toBe(200);
  await ownerContext.close();

  // ── the account's users and usage, the statistics charts; then the same pages in Turkish ───────────────────
  await page.goto(accountUrl);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('account-users')).toContainText(owner.email);
  await expect(page.getByTestId('account-users')).toContainText('Owner');
  await page.goto('/admin/statistics');
  await expect(page.getByTestId('statistics-activity').locator('canvas')).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-accounts-04-statistics-en.png`, fullPage: true });

  await switchLanguage(page, 'tr');
  await page.goto('/admin/packages');
  await expect(page.getByTestId('packages-table')).toContainText('Aylık doküman');
  await page.screenshot({ path: `${shots}/admin-accounts-01-packages-tr.png`, fullPage: true });
  await page.goto(accountUrl);
  await expect(page.getByTestId('account-detail')).toContainText('Hesap sahipleri');
  await page.screenshot({ path: `${shots}/admin-accounts-02-account-tr.png`, fullPage: true });
  await page.goto('/admin/accounts');
  await expect(page.getByTestId('accounts-table')).toContainText(ACCOUNT);
  await page.screenshot({ path: `${shots}/admin-accounts-03-accounts-tr.png`, fullPage: true });
  await page.goto('/admin/statistics');
  await expect(page.getByTestId('statistics-activity').locator('canvas')).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-accounts-04-statistics-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
