import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { cxCsvFile, cxJsonFile, ensureSentimentModel, waitForDemoModel } from './support/project-data.js';
import { closeDropdown, listedDocuments, nextSearch, pickOption, searchTotal } from './support/project-flows.js';
import { DEMO_MODEL_CODE, signIn, switchLanguage } from './support/session.js';

/**
 * Analyses (docs/analyses.md) in the built app on the run's fresh database, as the demo ADMIN: an analysis over the first start's demo
 * model made with the wizard (after its refusal of a sentiment-only mix), a generated CX CSV uploaded and matched,
 * JSON documents sent, the classification watched, the data tab searched with a query, a date range, an
 * attribute filter and a category filter, the URL reloaded to the same screen, and one document opened, alerted,
 * marked, and the result exported.
 *
 * The analysis is STANDARD because the demo model is: its JSON upload is text documents. Dialogues (turns) need a
 * DIALOGUE analysis over a trained DIALOGUE model, which the models test (models.spec.ts) builds for itself.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const NAME = 'E2E customer experience';
const CODE = 'e2e-customer-experience';
const CSV_ROWS = 150;
// A missed selector fails in seconds, not at the test's ten-minute end.
test.use({ actionTimeout: 30_000 });
const JSON_ROWS = 40;

async function start(page: Page): Promise<void> {
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
}

test('an analysis over the demo model: wizard, CSV and JSON in, progress, search, URL, document actions, export', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await start(page);
  await waitForDemoModel(page);
  const sentimentCode = await ensureSentimentModel(page);

  // ── the wizard ──────────────────────────────────────────────────────────────────────────────────────────────
  await page.getByTestId('menu-projects').click();
  await expect(page).toHaveURL(/\/project$/);
  await page.getByTestId('project-create-button').click();
  await expect(page).toHaveURL(/\/project\/create/);
  const wizard = page.getByTestId('project-wizard');
  await page.getByTestId('wizard-name').fill(NAME);
  await page.getByTestId('wizard-icon-preset-chart').click();
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'privacy');
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'models');

  // A sentiment model alone is refused, with the rule's message; the demo category model beside it is fine.
  await page.getByTestId(`wizard-model-${sentimentCode}`).check();
  await expect(page.getByTestId('wizard-model-mix')).toContainText(
    'A sentiment model cannot be the only model of an analysis: add a category model',
  );
  await page.screenshot({ path: `${shots}/projects-01-wizard-model-mix.png`, fullPage: true });
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'models');
  await page.getByTestId(`wizard-model-${sentimentCode}`).uncheck();
  await page.getByTestId(`wizard-model-${DEMO_MODEL_CODE}`).check();
  await expect(page.getByTestId('wizard-model-mix')).toHaveCount(0);
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'channels');
  for (const channel of ['CALL_CENTER', 'APP_REVIEW', 'SURVEY', 'EMAIL', 'SOCIAL']) {
    await page.getByTestId(`wizard-channel-${channel}`).check();
  }
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'summary');
  await expect(page.getByTestId('wizard-summary')).toContainText(NAME);
  const created = page.waitForResponse((r) => r.url().endsWith(`/api/project/${CODE}`) && r.request().method() === 'POST');
  await page.getByTestId('wizard-submit').click();
  expect((await created).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/project/detail/${CODE}`));
  await expect(page.getByTestId('project-header')).toContainText(NAME);

  // ── a generated CSV: upload, match the columns, watch the import and the classification ─────────────────────
  const { rows, csv } = cxCsvFile(2026, CSV_ROWS);
  await page.goto(`/project/detail/${CODE}?tab=sources`);
  await page.getByTestId('sources-upload-open').click();
  await expect(page).toHaveURL(new RegExp(`/project/source/${CODE}`));
  await pickOption(page, 'source-channel-select', 'Survey');
  await page.locator('[data-testid=source-dropzone] input[type=file]').setInputFiles(csv);
  await expect(page).toHaveURL(new RegExp(`/project/${CODE}/match-columns/`));
  await expect(page.getByTestId('preview-table')).toContainText(rows[0]?.id ?? 'CX-');
  const roles: Record<string, string> = { id: 'ID', date: 'DATE', text: 'CONTENT', channel: 'IGNORE' };
  for (const column of ['customer_id', 'segment', 'nps', 'csat', 'city']) roles[column] = 'ATTRIBUTE';
  for (const [column, role] of Object.entries(roles)) {
    // Radio buttons: the input is hidden behind its label, which takes the click.
    const group = page.getByTestId(`match-role-${column}`);
    await group.locator(`label:has(input[value="${role}"])`).click();
    await expect(group.locator(`input[value="${role}"]`)).toBeChecked();
  }
  for (const column of ['nps', 'csat']) await pickOption(page, `match-attribute-type-${column}`, /^Number$/);
  await pickOption(page, 'match-channel-column', /^channel$/);
  await page.getByTestId('match-date-format').locator('input').fill('ISO');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/projects-02-match-columns.png`, fullPage: true });
  const matched = page.waitForResponse((r) => /\/file\/[^/]+\/settings$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByTestId('match-submit').click();
  expect((await matched).ok(), await (await matched).text()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/project/detail/${CODE}\\?.*tab=sources`));
  const sourceRow = page.locator('[data-testid^="source-row-"]').first();
  await expect(sourceRow).toHaveAttribute('data-status', 'IMPORTED', { timeout: 120_000 });
  await expect(sourceRow.getByTestId('source-success')).toHaveText(String(CSV_ROWS));
  await expect(sourceRow.getByTestId('source-failed')).toHaveText('0');
  // Classification: the "waiting" tag goes once every row has its categories.
  await expect(sourceRow.getByTestId('source-inline')).toHaveCount(0, { timeout: 120_000 });
  await page.screenshot({ path: `${shots}/projects-03-sources.png`, fullPage: true });

  // ── JSON documents into the same analysis ───────────────────────────────────────────────────────────────────
  const { json } = cxJsonFile(2027, JSON_ROWS, 'STANDARD');
  await page.getByTestId('json-open').click();
  await pickOption(page, 'json-channel', 'Call Center');
  await page.locator('[data-testid=json-file] input[type=file]').setInputFiles(json);
  await expect(page.getByTestId('json-ready')).toBeVisible();
  await page.getByTestId('json-submit').click();
  await expect(page.getByTestId('json-result')).toContainText(String(JSON_ROWS), { timeout: 120_000 });
  await page.getByTestId('json-close').click();

  // ── the data tab: every document classified, then a query, a date range, an attribute and a category filter ─
  // The summary counts under the current filters: the default range (year to date) holds part of the 18 months of
  // generated data, and every document in it is classified.
  const firstSearch = nextSearch(page);
  await page.goto(`/project/detail/${CODE}?tab=project_data`);
  const inRange = await searchTotal(firstSearch);
  expect(inRange).toBeGreaterThan(0);
  expect(inRange).toBeLessThanOrEqual(CSV_ROWS + JSON_ROWS);
  await expect(page.getByTestId('summary-processed')).toContainText(String(inRange), { timeout: 120_000 });
  await expect(page.getByTestId('summary-inline')).toContainText('0');
  await page.screenshot({ path: `${shots}/projects-04-data-tab.png`, fullPage: true });

  let queryStart: string | null = null;
  let searched = nextSearch(page, (sent) => {
    queryStart = sent.startDate;
    return sent.query === 'delivery';
  });
  await page.getByTestId('data-search-input').locator('input').fill('delivery');
  await page.getByTestId('data-search-input').locator('input').press('Enter');
  const afterQuery = await searchTotal(searched);
  expect(afterQuery).toBeGreaterThan(0);
  expect(afterQuery).toBeLessThan(CSV_ROWS + JSON_ROWS);

  searched = nextSearch(page, (sent) => sent.query === 'delivery' && sent.startDate !== queryStart);
  await pickOption(page, 'date-period-select', 'Last 12 months');
  const afterDate = await searchTotal(searched);
  expect(afterDate).toBeLessThanOrEqual(afterQuery);

  await page.getByTestId('attribute-filter-add').click();
  await pickOption(page, 'attribute-filter-field', 'segment');
  await pickOption(page, 'attribute-filter-value', /^individual/);
  await closeDropdown(page);
  searched = nextSearch(page, (sent) => sent.fieldQueries.length > 0);
  await page.getByTestId('attribute-filter-apply').click();
  const afterField = await searchTotal(searched);
  expect(afterField).toBeLessThanOrEqual(afterDate);

  // A leaf category: documents carry leaves, and "delivery time" is what the query above is about.
  const category = page
    .getByTestId(`category-model-${DEMO_MODEL_CODE}`)
    .getByRole('checkbox', { name: /^(Teslimat süresi|Delivery time)$/ });
  searched = nextSearch(page, (sent) => sent.categoryQueries.length > 0);
  // The box follows the URL, so it turns checked a moment after the click, once the new URL is read.
  await category.click();
  await expect(category).toBeChecked();
  const afterCategory = await searchTotal(searched);
  expect(afterCategory).toBeGreaterThan(0);
  expect(afterCategory).toBeLessThanOrEqual(afterField);
  await expect(page.getByTestId('filter-chips')).toBeVisible();
  await page.screenshot({ path: `${shots}/projects-05-filtered.png`, fullPage: true });

  // The URL holds the whole filter state: a reload shows the same chips and the same documents.
  const url = page.url();
  expect(url).toContain('delivery');
  const chips = (await page.getByTestId('filter-chips').textContent()) ?? '';
  const listed = afterCategory > 0 ? await listedDocuments(page) : [];
  searched = nextSearch(page);
  await page.reload();
  expect(await searchTotal(searched)).toBe(afterCategory);
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('filter-chips')).toHaveText(chips);
  if (listed.length > 0) expect(await listedDocuments(page)).toEqual(listed);

  // ── one document: open, alert, mark ─────────────────────────────────────────────────────────────────────────
  // Without filters again, so the test does not hang on how many documents the category left.
  await page.goto(`/project/detail/${CODE}?tab=project_data`);
  const first = page.locator('[data-document-row]').first();
  await first.click();
  const drawer = page.getByTestId('document-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('drawer-categories')).toBeVisible();
  await page.screenshot({ path: `${shots}/projects-06-document.png`, fullPage: true });

  await drawer.getByTestId('document-alert').click();
  await page.getByTestId('alert-note').fill('Escalate: the customer waited two weeks.');
  const alerted = page.waitForResponse((r) => /\/document\/[^/]+\/alert$/.test(r.url()));
  await page.getByTestId('alert-submit').click();
  expect((await alerted).ok()).toBe(true);
  await expect(drawer).toContainText('Escalate: the customer waited two weeks.');

  await drawer.getByTestId('document-mark').click();
  // The tree's list is virtual: only the nodes near the current category are rendered, so search for the new one.
  // The demo model names its categories in its own language, whatever the screen's.
  const categorySearch = page.getByTestId('mark-categories').locator('input');
  await expect(async () => {
    for (const name of ['Para iadesi', 'Refund']) {
      await categorySearch.fill(name);
      const node = page
        .locator('.ant-select-dropdown:visible .ant-select-tree-title')
        .filter({ hasText: new RegExp(`^${name}$`) });
      if ((await node.count()) > 0) {
        await node.first().click({ timeout: 3000 });
        return;
      }
    }
    throw new Error('no Refund category in the mark dialog');
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('mark-categories')).toContainText(/Para iadesi|Refund/);
  const marked = page.waitForResponse((r) => r.url().endsWith(`/api/project/${CODE}/mark`));
  await page.getByTestId('mark-save').click();
  expect((await marked).ok()).toBe(true);
  await expect(drawer.getByTestId('status-tag')).toContainText(/manual/i);
  await page.screenshot({ path: `${shots}/projects-07-marked.png`, fullPage: true });
  await page.keyboard.press('Escape');

  // ── export: CSV of the current search ───────────────────────────────────────────────────────────────────────
  await page.getByTestId('export-open').click();
  await page.getByTestId('export-type').locator('input[value="CSV"]').check();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-submit').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await page.screenshot({ path: `${shots}/projects-08-exported.png`, fullPage: true });
});
