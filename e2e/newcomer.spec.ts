import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/**
 * The newcomer's path (docs/accounts-and-auth.md), through the built app in Chromium: register, verify through the outbox,
 * sign in, Turkish and back, a notification created on the server appearing within one poll, a second
 * workspace to switch to, and logout. Screenshots of the login page and the shell in both languages.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });

const DEMO = { email: 'demo@sentio.local', password: 'sentio-demo' };
const POLL_MS = 10_000;

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The operator's API session, as an administrator reading the outbox and inviting would use it. */
async function operator(baseURL: string): Promise<{ api: APIRequestContext; get: <T>(path: string) => Promise<T> }> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: DEMO });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  return {
    api: await request.newContext({ baseURL, extraHTTPHeaders: headers }),
    get: async <T>(path: string) => ((await (await api.get(path, { headers })).json()) as { data: T }).data,
  };
}

test('a newcomer registers, verifies, signs in, switches language and workspace, gets a notification, logs out', async ({
  page,
  baseURL,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;
  const password = 'first-steps-1';
  const op = await operator(baseURL ?? '');

  // Login page, both languages.
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.screenshot({ path: `${shots}/login-en.png`, fullPage: true });
  await pick(page, 'language-switch', 'Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('login-submit')).not.toHaveText(/sign in|log in/i);
  await page.screenshot({ path: `${shots}/login-tr.png`, fullPage: true });
  await pick(page, 'language-switch', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Wrong credentials: the product's fixed wording.
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('not-registered-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();

  // Register.
  await page.getByTestId('login-register-link').click();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-full_name').fill('Deniz');
  await page.getByTestId('register-lastName').fill('Kaya');
  await page.getByTestId('register-companyName').fill(`Kaya Retail ${Date.now()}`);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByText(email)).toBeVisible();

  // Verify through the outbox (no SMTP here: the mail waits for an operator).
  const outbox = await op.get<{ content: { text: string }[] }>(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
  const link = /https?:\/\/[^/\s]+(\/verification-email\/[\w-]+)/.exec(outbox.content[0]?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-email'));
  await page.goto(link ?? '/');
  expect((await verified).status()).toBe(200);
  await expect(page.getByTestId('verify-error')).toHaveCount(0);

  // Sign in; the first sign-in asks for personal information once.
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/personal-information/);
  await page.getByTestId('personal-jobTitle').fill('CX analyst');
  await page.getByTestId('personal-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('home-greeting')).toContainText('Deniz');
  await page.screenshot({ path: `${shots}/shell-en.png`, fullPage: true });

  // Turkish and back: the whole shell follows, and the choice is saved to the profile.
  await pick(page, 'language-switch', 'Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('app-layout')).not.toContainText('Home');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/shell-tr.png`, fullPage: true });
  await pick(page, 'language-switch', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('app-layout')).toContainText('Home');

  // A notification created on the server (the operator invites this user) appears within one poll.
  const badge = page.getByTestId('notification-badge');
  const before = Number((await badge.textContent()) ?? '0');
  const invited = await op.api.post('/api/workspace/invitation', { data: { email, role: 'ANALYST' } });
  expect(invited.status()).toBe(200);
  const sentAt = Date.now();
  await expect(badge).toHaveText(String(before + 1), { timeout: POLL_MS + 5_000 });
  expect(Date.now() - sentAt).toBeLessThan(POLL_MS + 5_000);

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: 'Demo' }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/invitation\//);
  await page.getByTestId('invitation-accept').click();

  // Two workspaces now: switch between them from the header.
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await pick(page, 'workspace-switcher', 'Demo');
  await expect(page.getByTestId('workspace-switcher')).toContainText('Demo');
  const me = await page.request.get('/api/user/me');
  const user = ((await me.json()) as { data: { workspaces: { name: string; selected: boolean }[] } }).data;
  expect(user.workspaces.find((w) => w.selected)?.name).toBe('Demo');
  expect(user.workspaces).toHaveLength(2);

  // Log out: session revoked server-side, back to the login page, protected pages need a new sign-in.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
  await page.goto('/profile/1');
  await expect(page).toHaveURL(/\/login/);
});
