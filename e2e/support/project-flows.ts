import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of the antd Select with this test id (the dropdown is rendered at the body's end). A click that lands
 * while the list is still opening can be swallowed (the select keeps its value), so the pick is repeated until the
 * select shows the option.
 */
export async function pickOption(page: Page, testId: string, text: string | RegExp): Promise<void> {
  const select = page.getByTestId(testId);
  // What the select shows once picked: the option's text without the anchors that single it out in the list.
  const shown = typeof text === 'string' ? text : new RegExp(text.source.replace(/^\^|\$$/g, ''), text.flags);
  const list = page.locator('.ant-select-dropdown:visible');
  // The picked value only: a placeholder naming the option ("None (the upload's channel)" for "channel") is no pick.
  const value = () =>
    select.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.ant-select-placeholder').forEach((p) => p.remove());
      return copy.textContent ?? '';
    });
  const matches = (v: string) => (typeof shown === 'string' ? v.includes(shown) : shown.test(v));
  await expect(async () => {
    if (matches(await value())) return;
    if ((await list.count()) === 0) await select.click();
    await list.locator('.ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 5_000 });
    expect(matches(await value())).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Closes an open antd dropdown (multiple selects stay open after a pick). */
export async function closeDropdown(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The external ids of the listed documents, in order: what "the same screen" compares after a reload. */
export async function listedDocuments(page: Page): Promise<string[]> {
  const rows = page.locator('[data-document-row]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-document-row') ?? ''));
}

/** The parts of a data-tab search request the test tells its steps apart by. */
export interface SearchSent {
  query: string;
  startDate: string | null;
  fieldQueries: unknown[];
  categoryQueries: unknown[];
}

/**
 * Waits for the next search answer of the data tab whose request `accept`s. The tab sends two searches per state
 * (the list's and the aggregates'), so a bare "next answer" may still be the previous state's second one.
 */
export const nextSearch = (page: Page, accept: (sent: SearchSent) => boolean = () => true) =>
  page.waitForResponse(
    (r) =>
      /\/api\/project\/[^/]+\/document\/search$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      accept(r.request().postDataJSON() as SearchSent),
  );

/** Total documents of the data tab's current search, as its answer reports it. */
export async function searchTotal(searched: Promise<{ json(): Promise<unknown> }>): Promise<number> {
  const body = (await (await searched).json()) as { data: { documents: { total: number } } };
  return body.data.documents.total;
}

/** Clicks a locator once it is enabled, retrying through re-renders. */
export async function clickWhenReady(locator: Locator): Promise<void> {
  await expect(locator).toBeEnabled();
  await locator.click();
}
