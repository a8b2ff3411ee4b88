import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Alias, FeedbackSchedule } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { DEMO_MODEL_CODE, signIn, switchLanguage } from './support/session.js';

/**
 * Aliases and the feedback schedule (docs/aliases.md, docs/feedback-schedule.md) in the built app, as the demo
 * ADMIN: the demo's alias of "Teslimat süresi" replaced by one of our own in Turkish and English, seen in the data
 * tab's category names in each language; the demo's weekly feedback schedule moved to Wednesday 09:30 (an empty
 * time refused with its translated code first). Screenshots in English and Turkish.
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

/** The category checkbox of the demo model in the data tab's filter sidebar. */
const categoryBox = (page: Page, name: string) =>
  page.getByTestId(`category-model-${DEMO_MODEL_CODE}`).getByRole('checkbox', { name, exact: true });

test('aliases: a category named per language in the data tab; the weekly feedback schedule', async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  // The demo's aliases come once its analysis is classified: every demo category has a TR and an EN one.
  let aliases: Alias[] = [];
  await expect(async () => {
    aliases = await data<Alias[]>(page, `/api/project/${CODE}/alias`);
    expect(aliases.length, 'demo aliases').toBeGreaterThanOrEqual(22);
  }).toPass({ timeout: 600_000, intervals: [5000] });
  const demoAlias = aliases.find((a) => a.keyName.endsWith('Teslimat süresi'));
  expect(demoAlias?.keyAlias).toEqual({ tr: 'Teslimat süresi', en: 'Delivery time' });

  // ── the demo alias replaced by our own ─────────────────────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=settings`);
  const card = page.getByTestId('aliases-card');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByTestId(`alias-delete-${demoAlias?.id ?? ''}`).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByTestId(`alias-delete-${demoAlias?.id ?? ''}`)).toHaveCount(0);

  await card.getByTestId('alias-add').click();
  // Saving with no alias text is refused with its translated message.
  await pickOption(page, 'alias-category', /Teslimat > Teslimat süresi/);
  await page.getByTestId('alias-save').click();
  await expect(page.getByTestId('alias-error')).toHaveText('Add at least one alias.');
  await page.getByTestId('alias-tr').fill('Teslimat hızı');
  await page.getByTestId('alias-en').fill('Delivery speed');
  await page.getByTestId('alias-save').click();
  await expect(card.getByRole('row', { name: /Delivery speed/ })).toContainText('Teslimat hızı');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/aliases-01-settings-en.png`, fullPage: true });

  // ── the weekly feedback schedule (the demo's is on Monday 06:00) ───────────────────────────────────────────
  const schedule = page.getByTestId(`feedback-model-${DEMO_MODEL_CODE}`);
  await expect(page.getByTestId(`feedback-type-${DEMO_MODEL_CODE}`)).toContainText('Weekly');
  await page.getByTestId(`feedback-time-${DEMO_MODEL_CODE}`).fill('');
  await page.getByTestId(`feedback-save-${DEMO_MODEL_CODE}`).click();
  await expect(schedule).toContainText('This field is required.');
  await pickOption(page, `feedback-weekday-${DEMO_MODEL_CODE}`, 'Wednesday');
  await page.getByTestId(`feedback-time-${DEMO_MODEL_CODE}`).fill('09:30');
  await page.getByTestId(`feedback-save-${DEMO_MODEL_CODE}`).click();
  await expect(async () => {
    const saved = (await data<FeedbackSchedule[]>(page, `/api/project/${CODE}/feedback/period`)).find(
      (s) => s.modelCode === DEMO_MODEL_CODE,
    );
    expect(saved).toMatchObject({ type: 'WEEKLY', repeatWeekDay: 3, repeatTime: '09:30' });
  }).toPass({ timeout: 15_000 });
  await schedule.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/aliases-02-feedback-schedule-en.png`, fullPage: true });

  // ── the data tab names the category in the UI language ────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=project_data`);
  await expect(categoryBox(page, 'Delivery speed')).toBeVisible({ timeout: 60_000 });
  // Another demo category reads its English alias too.
  await expect(categoryBox(page, 'Shipment tracking')).toBeVisible();
  await page.screenshot({ path: `${shots}/aliases-03-data-tab-en.png`, fullPage: true });

  await switchLanguage(page, 'tr');
  await expect(categoryBox(page, 'Teslimat hızı')).toBeVisible({ timeout: 30_000 });
  await expect(categoryBox(page, 'Kargo takibi')).toBeVisible();
  // The data tab's widgets name the categories in Turkish too.
  await expect(page.getByTestId('widget-card-CATEGORY_DISTRIBUTION')).toContainText('Teslimat hızı', { timeout: 30_000 });
  await page.screenshot({ path: `${shots}/aliases-04-data-tab-tr.png`, fullPage: true });

  await page.goto(`/project/detail/${CODE}?tab=settings`);
  await expect(page.getByTestId('aliases-card')).toContainText('Takma adlar');
  await expect(page.getByTestId('feedback-schedule-card')).toContainText('Geri bildirim planı');
  await expect(page.getByTestId(`feedback-weekday-${DEMO_MODEL_CODE}`)).toContainText('Çarşamba');
  await page.screenshot({ path: `${shots}/aliases-05-settings-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
