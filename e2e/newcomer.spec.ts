import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Source } from '@sentio/domain';
import { mkdirSync } from 'node:fs';
import { createModelWithWizard, trainFromPanel } from './support/model-flows.js';
import { clickEveryNumber, collectListSearches, reviewsCsv, tweetsCsv } from './support/newcomer-data.js';
import { pickOption } from './support/project-flows.js';
import { modelDetail, signIn, switchLanguage } from './support/session.js';

/**
 * The newcomer's path (docs/accounts-and-auth.md), through the built app in Chromium: register, verify through the outbox,
 * sign in, Turkish and back, a notification created on the server appearing within one poll, a second
 * workspace to switch to, and logout. Screenshots of the login page and the shell in both languages.
 *
 * Then the newcomer's first data (docs/ingestion.md, docs/model-data.md): labelled tweets with ISO dates and
 * mentions, uploaded twice, make a category model whose categories come from the label column and which trains
 * without anyone approving the labels; an analysis takes store reviews without a date column; every dashboard
 * number clicked equals the list's total.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });

const DEMO = { email: 'demo@sentio.local', password: 'sentio-demo' };
const POLL_MS = 10_000;

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
  await pickOption(page, 'language-switch', 'Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('login-submit')).not.toHaveText(/sign in|log in/i);
  await page.screenshot({ path: `${shots}/login-tr.png`, fullPage: true });
  await pickOption(page, 'language-switch', 'English');
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
  await pickOption(page, 'language-switch', 'Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('app-layout')).not.toContainText('Home');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/shell-tr.png`, fullPage: true });
  await pickOption(page, 'language-switch', 'English');
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
  await pickOption(page, 'workspace-switcher', 'Demo');
  await expect(page.getByTestId('workspace-switcher')).toContainText('Demo');
  const me = await page.request.get('/api/user/me');
  const user = ((await me.json()) as { data: { workspaces: { name: string; selected: boolean }[] } }).data;
  expect(user.workspaces.find((w) => w.selected)?.name).toBe('Demo');
  expect(user.workspaces).toHaveLength(2);

  // Log out: session revoked server-side, back to the login page, protected pages need a new sign-in. From the
  // profile page: home keeps growing while the new workspace's numbers load, which moved the menu under the click.
  await page.goto('/profile/1');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
  await page.goto('/profile/1');
  await expect(page).toHaveURL(/\/login/);
});

async function json<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("the newcomer's data: tweets re-uploaded once make a category model that trains unapproved; reviews without dates make an analysis whose numbers hold", async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  const TWEETS = 90;
  const tweets = tweetsCsv(2015, TWEETS);

  // A category model with no categories yet: they will come from the label column.
  const id = await createModelWithWizard(page, {
    name: `Airline tweets ${Date.now()}`,
    classification: 'SINGLE_LABEL',
    dataType: 'STANDARD',
    expectLeaves: [],
  });

  // The same file twice, as a newcomer does when unsure the first upload worked.
  for (const round of [1, 2]) {
    await page.goto(`/model/data-upload/${id}`);
    await page.locator('[data-testid=upload-dropzone] input[type=file]').setInputFiles(tweets.csv);
    await expect(page).toHaveURL(/\/model\/columns-preview\//);
    // Texts that start with a mention are shown as written, not refused as formulas.
    await expect(page.getByTestId('preview-table')).toContainText(tweets.rows[0]?.text.slice(0, 30) ?? '@');
    await page.getByTestId('preview-continue').click();
    await expect(page).toHaveURL(/\/model\/match-columns\//);
    // The roles are guessed from the values: the ISO column is the date (not airline_sentiment), the sentiment the label.
    const guessed = { id: 'ID', text: 'CONTENT', airline_sentiment: 'LABEL', tweet_created: 'DATE' } as const;
    for (const [column, role] of Object.entries(guessed)) {
      await expect(page.getByTestId(`column-role-${column}`).locator(`input[value="${role}"]`)).toBeChecked();
    }
    const format = page.getByTestId('match-date-format').locator('input');
    if ((await format.inputValue()) === '') {
      await format.fill('ISO');
      await page.keyboard.press('Escape');
    }
    await expect(format).toHaveValue('ISO');
    // A manager's labelled file is training data: nothing waits for approval.
    await expect(page.getByTestId('match-label-status').locator('input[value="COMPLETED"]')).toBeChecked();
    if (round === 1) {
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/label-categories'));
      await page.getByTestId('label-values-create').click();
      expect((await created).ok()).toBe(true);
    }
    await expect(page.getByTestId('label-values-known')).toBeVisible();
    if (round === 1) await page.screenshot({ path: `${shots}/newcomer-model-matching.png`, fullPage: true });
    const matched = page.waitForResponse((r) => /\/sources\/[^/]+\/match$/.test(r.url()));
    await page.getByTestId('match-submit').click();
    expect((await matched).ok(), await (await matched).text()).toBe(true);
    await expect(async () => {
      const sources = await json<Source[]>(page, 'GET', `/api/model/${id}/sources`);
      expect(sources).toHaveLength(round);
      for (const source of sources) expect(source).toMatchObject({ status: 'IMPORTED', successCount: TWEETS, failCount: 0 });
    }).toPass({ timeout: 120_000, intervals: [1000] });
  }

  // No duplicates: the re-sent IDs updated their documents.
  const documents = await json<{ total: number }>(page, 'GET', `/api/model/${id}/documents?tab=ALL&size=1`);
  expect(documents.total).toBe(TWEETS);
  const model = await modelDetail(page, id);
  expect(model.labels.map((l) => l.name).sort()).toEqual([...new Set(tweets.rows.map((r) => r.sentiment))].sort());

  // Trains at once: nobody had to approve the imported labels.
  await trainFromPanel(page, id);
  await page.goto(`/model/statistics/${id}`);
  await page.getByTestId('version-deploy').click();
  await page.getByTestId('version-deploy-confirm').click();
  await expect(page.getByTestId('versions-table').getByTestId('version-deployed')).toBeVisible();

  // An analysis over the new model; its reviews file has no date column.
  const code = `newcomer-${Date.now()}`;
  await json(page, 'POST', `/api/project/${code}`, {
    name: 'Newcomer reviews',
    icon: 'preset:chart',
    models: [{ code: model.code, senseType: 'CATEGORY' }],
    channels: ['APP_REVIEW'],
    pipelineStages: ['CLASSIFY'],
    attributes: [],
  });
  const reviews = reviewsCsv(2016, 40);
  await page.goto(`/project/source/${code}`);
  await page.locator('[data-testid=source-dropzone] input[type=file]').setInputFiles(reviews.csv);
  await expect(page).toHaveURL(new RegExp(`/project/${code}/match-columns/`));
  for (const [column, role] of Object.entries({ id: 'ID', text: 'CONTENT' })) {
    await expect(page.getByTestId(`match-role-${column}`).locator(`input[value="${role}"]`)).toBeChecked();
  }
  // No column holds dates, so the form starts with the upload time as every document's date.
  await expect(page.getByRole('checkbox', { name: /date every document with the upload time/ })).toBeChecked();
  await page.screenshot({ path: `${shots}/newcomer-analysis-matching.png`, fullPage: true });
  const matched = page.waitForResponse((r) => /\/file\/[^/]+\/settings$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByTestId('match-submit').click();
  expect((await matched).ok(), await (await matched).text()).toBe(true);
  const sourceRow = page.locator('[data-testid^="source-row-"]').first();
  await expect(sourceRow).toHaveAttribute('data-status', 'IMPORTED', { timeout: 120_000 });
  await expect(sourceRow.getByTestId('source-success')).toHaveText(String(reviews.count));
  await expect(sourceRow.getByTestId('source-failed')).toHaveText('0');
  await expect(sourceRow.getByTestId('source-inline')).toHaveCount(0, { timeout: 120_000 });

  // Every number clicked on the dashboard lists that many documents; together they are the file, once.
  const range = `sd=${day(-1)}T00&ed=${day(1)}T24`;
  await page.goto(`/project/detail/${code}?tab=project_data&${range}`);
  await expect(page.getByTestId('summary-processed')).toContainText(String(reviews.count), { timeout: 120_000 });
  const dashboard = `/project/detail/${code}?tab=cx_dashboard&${range}`;
  const listed = collectListSearches(page);
  await page.goto(dashboard);
  await expect(page.getByTestId('widget-table-toggle-CATEGORY_DISTRIBUTION')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${shots}/newcomer-dashboard.png`, fullPage: true });
  let clicked = 0;
  for (const kind of ['CATEGORY_DISTRIBUTION', 'TIME_TREND'] as const)
    clicked += await clickEveryNumber(page, dashboard, kind, listed);
  expect(clicked).toBeGreaterThan(2);
});
