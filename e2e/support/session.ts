import { expect, test, type Page } from '@playwright/test';
import type { ModelDetail, ModelSummary } from '@sentio/domain';
import { pickOption } from './project-flows.js';

/** The first-start demo account: an ADMIN of the demo workspace, which holds the trained demo model. */
export const DEMO = { email: 'demo@sentio.local', password: 'sentio-demo' };
export const DEMO_MODEL_CODE = 'customer-feedback';
export const DEMO_PROJECT_CODE = 'customer-experience';

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEMO.email);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/**
 * Switches the interface language from the header. Signed in, the choice is saved to the profile — and the next page
 * load reads it from there, so this waits for the save (slow while the server is busy, e.g. with the start-up seeds).
 */
export async function switchLanguage(page: Page, language: 'en' | 'tr'): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  const signedIn = (await page.getByTestId('app-layout').count()) > 0;
  const saved = signedIn
    ? page.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.request().method() === 'PATCH', { timeout: 180_000 })
    : null;
  // After a full-page screenshot the page may be scrolled: start from the top, where the header's select is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await pickOption(page, 'language-switch', language === 'tr' ? 'Türkçe' : 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.keyboard.press('Escape');
  if (saved) {
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The model as the pages see it (the browser's session cookie goes with the request). */
export const modelDetail = (page: Page, id: string) => data<ModelDetail>(page, `/api/model/${id}`);

export async function modelIdByCode(page: Page, code: string): Promise<string> {
  const list = await data<{ content: ModelSummary[] }>(page, `/api/model?size=100&search=${encodeURIComponent(code)}`);
  const found = list.content.find((m) => m.code === code);
  expect(found, `model ${code}`).toBeTruthy();
  return found?.id ?? '';
}

/**
 * The browser state of the config's `use.storageState` (the welcome tour already seen, docs/tour-and-help.md): a
 * context a flow opens itself for a second user does not get it unless passed, and the tour would cover its clicks.
 */
export function tourSeenState(): string | undefined {
  const state = test.info().project.use.storageState;
  return typeof state === 'string' ? state : undefined;
}
