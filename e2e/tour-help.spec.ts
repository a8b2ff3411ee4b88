import { expect, request, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { OutboxMail } from '@sentio/domain';
import { DEMO } from './support/session.js';

/**
 * The guided tour and the learning center (docs/tour-and-help.md) in the built app. New users' first sign-in shows the
 * three-step welcome tour in their language (English, then Turkish); finishing or skipping it is remembered across a
 * reload and a new sign-in. A page tour highlights the page's real elements and keeps its progress until logout. The
 * learning center lists a guide per area, searches them in both languages and opens one. Screenshots in English and
 * Turkish. This flow starts from an empty browser state: every other flow starts with the welcome tour turned off.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ storageState: { cookies: [], origins: [] }, actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

interface NewUser {
  email: string;
  password: string;
}

/** The demo operator's API session: it reads the verification mails from the outbox. */
async function operatorApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await api.post('/api/auth/login', { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  await api.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${data.token}` } });
}

/** A new account's user speaking `language`, registered and verified through the outbox. */
async function newUser(api: APIRequestContext, language: 'en' | 'tr'): Promise<NewUser> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const user = { email: `e2e-tour-${language}-${stamp}@example.com`, password: 'correct-horse-1' };
  const res = await api.post('/api/auth/register', {
    data: { ...user, full_name: 'Tur', lastName: 'Rehber', companyName: `Tour ${language} ${stamp}`, language },
  });
  expect(res.status(), await res.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const box = await api.get(`/api/admin/outbox?to=${encodeURIComponent(user.email)}`);
      const mails = ((await box.json()) as { data: { content: OutboxMail[] } }).data.content;
      code = /\/verification-email\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await api.post('/api/auth/verify-email', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}

async function signIn(page: Page, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  // The personal-information step may come first (until the user fills it in): skipped.
  const skip = page.getByTestId('personal-skip');
  await expect(skip.or(page.getByTestId('app-layout')).first()).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  // After a full-page screenshot the page may be scrolled: the header's menu opens from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-menu').click();
    await expect(page.getByTestId('logout')).toBeVisible({ timeout: 5_000 });
    await page.getByTestId('logout').click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

const welcomeTitle = (page: Page) => page.getByTestId('welcome-tour-title');
const pageTourTitle = (page: Page) => page.getByTestId('page-tour-title');

/** The tour's highlight sits on the element (antd leaves a few pixels of gap around it). */
async function expectHighlighted(page: Page, target: Locator, rootClass: string): Promise<void> {
  await expect(async () => {
    const box = await target.boundingBox();
    const spot = await page.locator(`.ant-tour-target-placeholder.${rootClass}`).boundingBox();
    expect(box && spot).toBeTruthy();
    if (!box || !spot) return;
    expect(Math.abs(spot.x - box.x)).toBeLessThan(12);
    expect(Math.abs(spot.y - box.y)).toBeLessThan(12);
    expect(Math.abs(spot.width - box.width)).toBeLessThan(24);
    // A tall element (the side menu runs down the whole page) is highlighted as far as the window shows it.
    expect(spot.height).toBeGreaterThan(Math.min(box.height, 400) - 24);
    expect(spot.height).toBeLessThan(box.height + 24);
  }).toPass({ timeout: 10_000 });
}

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

test('tour and learning center: welcome tour once per user in EN and TR, a page tour on real elements, guides searched', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const api = await operatorApi(baseURL ?? '');
  const english = await newUser(api, 'en');
  const turkish = await newUser(api, 'tr');

  await test.step('a first sign-in in English shows the three-step welcome tour, finished once', async () => {
    await signIn(page, english);
    await expect(welcomeTitle(page)).toHaveText('Everything starts from the side menu');
    await expectHighlighted(page, page.locator('.ant-layout-sider'), 'sentio-welcome-tour');
    await expect(page.locator('.sentio-welcome-tour .ant-tour-indicator')).toHaveCount(3);
    await page.screenshot({ path: `${shots}/tour-help-01-welcome-en.png` });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(welcomeTitle(page)).toHaveText('Your analyses');
    await expectHighlighted(page, page.getByTestId('menu-projects'), 'sentio-welcome-tour');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(welcomeTitle(page)).toHaveText('Help is always here');
    await expectHighlighted(page, page.getByTestId('help-menu'), 'sentio-welcome-tour');
    await expect(page.getByTestId('welcome-tour-skip')).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(welcomeTitle(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(welcomeTitle(page)).toHaveCount(0);
  });

  await test.step('a page tour highlights the learning center’s real elements and keeps its progress until logout', async () => {
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-menu-learning').click();
    await expect(page).toHaveURL(/\/help\/videos$/);
    await expect(page.getByTestId(/^help-guide-[a-z-]+$/)).toHaveCount(12);
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-menu-page-tour').click();
    await expect(pageTourTitle(page)).toHaveText('Search the guides');
    await expectHighlighted(page, page.getByTestId('help-search'), 'sentio-page-tour');
    await page.screenshot({ path: `${shots}/tour-help-02-page-tour-en.png` });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pageTourTitle(page)).toHaveText('Short guides');
    await expectHighlighted(page, page.getByTestId('help-guides'), 'sentio-page-tour');
    // Not an operator: the video settings are not on the page, so their step is left out.
    await expect(page.locator('.sentio-page-tour .ant-tour-indicator')).toHaveCount(2);
    const kept = await storage(page);
    expect(Object.keys(kept).filter((k) => k.startsWith('page_tour_progress_')).sort()).toEqual([
      'page_tour_progress_help-guides',
      'page_tour_progress_help-search',
    ]);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(pageTourTitle(page)).toHaveCount(0);
  });

  await test.step('the learning center lists the guides, searches them and opens one', async () => {
    await page.getByTestId('help-search').locator('input').fill('TOPICS');
    await expect(page.getByTestId(/^help-guide-[a-z-]+$/)).toHaveCount(1);
    await page.getByTestId('help-guide-root-causes').click();
    await expect(page.getByTestId('help-detail')).toBeVisible();
    await expect(page.getByTestId('help-detail-title')).toHaveText('Root causes');
    // The pictures are this suite's own screenshots, bundled at build time: a build made before any browser run (a clean
    // clone, CI) has none and says so instead (docs/tour-and-help.md).
    await expect(
      page.getByTestId('help-detail-screenshot').first().or(page.getByTestId('help-detail-no-pictures')),
    ).toBeVisible();
    await expect(page).toHaveURL(/guide=root-causes/);
    await page.screenshot({ path: `${shots}/tour-help-03-guide-en.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('help-search').locator('input').fill('');
    await expect(page.getByTestId(/^help-guide-[a-z-]+$/)).toHaveCount(12);
    await page.screenshot({ path: `${shots}/tour-help-04-learning-center-en.png`, fullPage: true });
  });

  await test.step('logout removes the page-tour progress, not the record of the welcome tour', async () => {
    await logout(page);
    const left = await storage(page);
    expect(Object.keys(left).filter((k) => k.startsWith('page_tour_progress_'))).toEqual([]);
    expect(left['tour_user_views']).toContain('welcome');
    await signIn(page, english);
    await page.waitForTimeout(1_500);
    await expect(welcomeTitle(page)).toHaveCount(0);
    await logout(page);
  });

  await test.step('a first sign-in in Turkish shows the Turkish welcome tour; skipping it lasts across reload and sign-in', async () => {
    await signIn(page, turkish);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(welcomeTitle(page)).toHaveText('Her şey yan menüden başlar');
    await expect(page.locator('.sentio-welcome-tour .ant-tour-indicator')).toHaveCount(3);
    await page.screenshot({ path: `${shots}/tour-help-05-welcome-tr.png` });
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(welcomeTitle(page)).toHaveText('Analizleriniz');
    await page.getByTestId('welcome-tour-skip').click();
    await expect(welcomeTitle(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(welcomeTitle(page)).toHaveCount(0);
    await logout(page);
    await signIn(page, turkish);
    await page.waitForTimeout(1_500);
    await expect(welcomeTitle(page)).toHaveCount(0);
  });

  await test.step('the learning center and a page tour in Turkish', async () => {
    await page.getByTestId('menu-help').click();
    await expect(page.getByTestId('help-title')).toHaveText('Öğrenme merkezi');
    await page.getByTestId('help-search').locator('input').fill('ÜRÜNLERİNİZİ');
    await expect(page.getByTestId(/^help-guide-[a-z-]+$/)).toHaveCount(1);
    await expect(page.getByTestId('help-guide-entity-mapping')).toBeVisible();
    await page.getByTestId('help-search').locator('input').fill('');
    await page.screenshot({ path: `${shots}/tour-help-06-learning-center-tr.png`, fullPage: true });
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-menu-page-tour').click();
    await expect(pageTourTitle(page)).toHaveText('Rehberlerde arayın');
    await expectHighlighted(page, page.getByTestId('help-search'), 'sentio-page-tour');
    await page.screenshot({ path: `${shots}/tour-help-07-page-tour-tr.png` });
    // The page tour belongs to its page: it is gone once the path changes.
    // The tour's mask covers the page: the path changes the way the app's links change it (history, no reload).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/project');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/project$/);
    await expect(pageTourTitle(page)).toHaveCount(0);
  });
  await api.dispose();
});
