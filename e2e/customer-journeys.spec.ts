import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Journey, JourneyReport, ProjectDetail, SearchResponse } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Customer journeys (docs/customer-journeys.md) in the built app, as the demo ADMIN: a journey is created in the UI on
 * the demo analysis with two steps (each one of its leaf categories); the report shows the steps with numbers; a step's
 * document count opens the data tab by cj/cjs whose total equals that number, named by the journey chip. Screenshots
 * in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, method: 'GET' | 'DELETE', path: string): Promise<T> {
  const response = await page.request.fetch(path, { method });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface TreeModel {
  modelCode: string;
  senseType: string;
  categories: { id: string; name: string; parentId: string | null; count: number }[];
}

/** The two leaf categories of the demo analysis with the most documents (a step each). */
async function busiestLeaves(page: Page): Promise<string[]> {
  let names: string[] = [];
  await expect(async () => {
    const tree = await data<TreeModel[]>(page, 'GET', `/api/project/${CODE}/modelCategories/tree`);
    const leaves = tree
      .filter((m) => m.senseType === 'CATEGORY')
      .flatMap((m) => m.categories.filter((c) => !m.categories.some((x) => x.parentId === c.id)));
    names = leaves.sort((a, b) => b.count - a.count).map((c) => c.name);
    expect(leaves[1]?.count ?? 0, 'classified demo documents').toBeGreaterThan(0);
  }).toPass({ timeout: 300_000, intervals: [3000] });
  return names.slice(0, 2);
}

async function pickCategory(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(name);
  await page
    .locator(
      '.ant-select-dropdown:visible .ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-title',
    )
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

test('customer journeys: create one in the UI, its steps with numbers, a step drills into the data tab', async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  const analysis = await data<ProjectDetail>(page, 'GET', `/api/project/${CODE}`);
  const categories = await busiestLeaves(page);

  // ── a new journey in the form ───────────────────────────────────────────────────────────────────────────────
  await page.goto('/customer-journey');
  await page.getByTestId('journey-new').click();
  await expect(page.getByTestId('journey-form')).toBeVisible();
  const name = `E2E journey ${Date.now()}`;
  await page.getByTestId('journey-form-name').fill(name);
  await page.getByTestId('journey-form-quick-filter').fill('E2E');
  await page.getByTestId('journey-form-description').fill('Two busiest topics of the demo analysis');
  await page.getByTestId('journey-form-add-step').click();
  for (const [index, category] of categories.entries()) {
    await page.getByTestId(`journey-form-step-${index}-name`).fill(`Step ${index + 1}: ${category}`);
    await pickOption(page, `journey-step-${index}-condition-0-analysis`, analysis.name);
    await pickCategory(page, `journey-step-${index}-condition-0-categories`, category);
  }
  await page.getByTestId('journey-form-submit').click();
  await expect(page.getByTestId('journey-form')).toHaveCount(0);
  await expect(page).toHaveURL(/wcj=/);
  const journeyId = new URL(page.url()).searchParams.get('wcj') ?? '';
  await expect(page.getByTestId(`journey-item-${name}`)).toBeVisible();

  // ── its report over the last 12 months ──────────────────────────────────────────────────────────────────────
  // The previous period's numbers stay on screen while the year's report loads: the step's number is read once the
  // year's answer is shown (when the default period already was the year, no new request comes and it is read as is).
  const yearReport = page
    .waitForResponse(
      (r) => {
        if (r.request().method() !== 'POST' || !/\/api\/customer-journey\/[^/]+\/report$/.test(new URL(r.url()).pathname)) {
          return false;
        }
        const body = r.request().postDataJSON() as { startDate?: string; endDate?: string };
        return Date.parse(body.endDate ?? '') - Date.parse(body.startDate ?? '') > 360 * 86_400_000;
      },
      { timeout: 20_000 },
    )
    .catch(() => null);
  await pickOption(page, 'date-period-select', 'Last 12 months');
  const report = page.getByTestId('journey-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('journey-step-0')).toContainText(`Step 1: ${categories[0] ?? ''}`);
  await expect(page.getByTestId('journey-step-1')).toContainText(`Step 2: ${categories[1] ?? ''}`);
  await expect(page.getByTestId('journey-conversion-0')).toBeVisible();
  const documents = page.getByTestId('journey-step-0-documents');
  const shown = async () => Number(((await documents.textContent()) ?? '').replace(/[^\d]/g, ''));
  const year = await yearReport;
  if (year) {
    const answer = ((await year.json()) as { data: JourneyReport }).data;
    await expect
      .poll(shown, { message: "the year's number of the first step is shown" })
      .toBe(answer.steps[0]?.figures.documents);
  }
  const counted = await shown();
  expect(counted, 'documents of the first step').toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/journeys-01-report-en.png`, fullPage: true });

  // ── a step's number lists its documents ────────────────────────────────────────────────────────────────────
  const drilled = page.waitForResponse(
    (r) =>
      /\/document\/search$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      typeof (r.request().postDataJSON() as { cjs?: string | null }).cjs === 'string',
  );
  await documents.click();
  await expect(page).toHaveURL(new RegExp(`/project/detail/${CODE}\\?.*cj=${journeyId}.*cjs=`));
  const listed = ((await (await drilled).json()) as { data: SearchResponse }).data.documents.total;
  expect(listed, 'the data tab lists as many documents as the step counted').toBe(counted);
  await expect(page.getByTestId('filter-chip-cj')).toContainText(`Journey: ${name} › Step 1: ${categories[0] ?? ''}`);
  await page.screenshot({ path: `${shots}/journeys-02-drill-en.png`, fullPage: true });

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────
  await page.goBack();
  await expect(page.getByTestId('journey-report')).toBeVisible();
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('journey-step-0')).toContainText('Doküman');
  await page.screenshot({ path: `${shots}/journeys-01-report-tr.png`, fullPage: true });
  await page.getByTestId(`journey-edit-${name}`).click();
  await expect(page.getByTestId('journey-form')).toBeVisible();
  await page.screenshot({ path: `${shots}/journeys-03-form-tr.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');

  await data<Journey>(page, 'DELETE', `/api/customer-journey/${journeyId}`);
});
