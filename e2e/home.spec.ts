import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Home } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { nextSearch, searchTotal } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The home page (docs/home.md) in the built app on the run's fresh database, as the demo ADMIN: the demo analysis's
 * numbers of the last 30 days against the 30 before (NPS, sentiment from the demo's sentiment model, rising and
 * falling categories), a rising category opened in the data tab listing exactly that many documents; then the empty
 * "Demo Call Center" workspace: the start-here checklist and sample data in one click, until its analysis shows.
 * Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

async function home(page: Page): Promise<Home> {
  const response = await page.request.get('/api/home?days=30');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Home }).data;
}

/**
 * Until the analysis is on the home page with sentiment and nothing runs, and two answers a few seconds apart agree:
 * the demo (and the sample) store their documents in the background, without a job to wait for.
 */
async function waitForAnalysis(page: Page, code: string, timeout: number): Promise<void> {
  let previous = '';
  await expect(async () => {
    const current = await home(page);
    const analysis = current.analyses.find((a) => a.code === code);
    expect(analysis?.documents ?? 0, `${code} has documents in the window`).toBeGreaterThan(0);
    expect(analysis?.sentiment, `${code} has sentiment`).not.toBeNull();
    expect(current.jobs, 'nothing running').toEqual([]);
    const seen = previous;
    previous = JSON.stringify(analysis);
    expect(previous, 'the numbers have settled').toBe(seen);
  }).toPass({ timeout, intervals: [5000] });
}

/** The home page's own answer, as it loads. */
const homeAnswer = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/home' && r.status() === 200)
    .then(async (r) => ((await r.json()) as { data: Home }).data);

async function switchWorkspace(page: Page, code: string): Promise<void> {
  const response = await page.request.put('/api/user/workspace', { data: { workspaceCode: code } });
  expect(response.status()).toBe(200);
  await page.goto('/');
}

test('home: what moved in the demo analysis, a drill-down that lists as many, sample data for an empty workspace', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForAnalysis(page, CODE, 480_000);

  // ── what moved: numbers with their comparison, sentiment from the demo's sentiment model ─────────────────────
  const answered = homeAnswer(page);
  await page.goto('/');
  const demo = (await answered).analyses.find((a) => a.code === CODE);
  const card = page.getByTestId(`home-analysis-${CODE}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId(`home-nps-${CODE}-value`)).not.toHaveText('—');
  await expect(page.getByTestId(`home-sentiment-${CODE}`)).toBeVisible();
  await expect(page.getByTestId(`home-negative-${CODE}`)).toContainText('Negative');
  await expect(page.getByTestId('home-start')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/home-01-moved-en.png`, fullPage: true });

  // ── a mover opens the data tab on exactly its documents ────────────────────────────────────────────────────
  const mover = demo?.rising[0] ?? demo?.falling[0];
  expect(mover, 'the demo has a category that moved').toBeTruthy();
  const searched = nextSearch(page, (sent) => sent.categoryQueries.length > 0);
  await page
    .getByTestId(`home-mover-${mover?.categoryId ?? ''}`)
    .first()
    .click();
  await expect(page).toHaveURL(/\/project\/detail\/customer-experience\?/);
  expect(await searchTotal(searched)).toBe(mover?.main);

  // ── Turkish ────────────────────────────────────────────────────────────────────────────────────────────────
  await page.goto('/');
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId(`home-analysis-${CODE}`)).toBeVisible();
  await expect(page.getByTestId(`home-documents-${CODE}`)).toContainText('Doküman');
  await page.screenshot({ path: `${shots}/home-02-moved-tr.png`, fullPage: true });

  // ── an empty workspace: start here, sample data in one click ───────────────────────────────────────────────
  await switchWorkspace(page, 'demo-call-center');
  await expect(page.getByTestId('home-start')).toBeVisible();
  await expect(page.getByTestId('home-no-analyses')).toBeVisible();
  await page.screenshot({ path: `${shots}/home-03-start-here-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
  await page.screenshot({ path: `${shots}/home-04-start-here-en.png`, fullPage: true });
  await page.getByTestId('home-sample').click();
  await expect(page.getByTestId('home-sample-hint')).toContainText('Preparing sample data');
  await waitForAnalysis(page, CODE, 600_000);
  // The page refreshes by itself while the sample is being built.
  await expect(page.getByTestId(`home-analysis-${CODE}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('home-start')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/home-05-sample-en.png`, fullPage: true });
  // The demo user's selected workspace is server state the later tests start from (invitations go to it).
  await switchWorkspace(page, 'demo');
});
