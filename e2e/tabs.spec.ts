import { expect, test } from '@playwright/test';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The analysis page's tab bar at 1440×900: the fifteen tabs are grouped in two rows (docs/web.md), nothing overflows
 * into antd's "more" menu, and each tab is reached through its group with its URL value unchanged.
 */
const CODE = 'customer-experience';
const groups: Record<string, string[]> = {
  data: ['project_data', 'sources', 'test'],
  dashboards: ['cx_dashboard', 'statistics', 'reports', 'agentStatistics'],
  insights: ['rootCauseAnalysis', 'cj_customer_journey', 'ws_customer_journey', 'assistant'],
  automation: ['rules', 'notification', 'training'],
  settings: ['settings'],
};

test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 30_000 });

test('the analysis tabs fit 1440 px in both languages and keep their tab= values', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  for (const language of ['en', 'tr'] as const) {
    if ((await page.locator('html').getAttribute('lang')) !== language) await switchLanguage(page, language);
    await page.goto(`/project/detail/${CODE}?tab=settings`);
    const bar = page.getByTestId('project-tabs');
    await expect(bar).toBeVisible({ timeout: 60_000 });
    for (const [group, tabs] of Object.entries(groups)) {
      await bar.getByTestId(`project-tab-group-${group}`).click();
      for (const tab of tabs) {
        await bar.getByTestId(`project-tab-${tab}`).click();
        await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}(&|$)`));
        await expect(bar.getByTestId(`project-tab-${tab}`)).toBeInViewport();
      }
      // antd moves tabs that do not fit into a "more" menu; its button is hidden while everything fits.
      const overflowing = await bar.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)').count();
      expect(overflowing, `${language} ${group}`).toBe(0);
    }
  }
  // The language is saved to the demo user's profile: leave it as the other tests expect it.
  await switchLanguage(page, 'en');
});
