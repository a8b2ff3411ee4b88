import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { AgentList, CallRow, Page as ApiPage, ScoringSetup } from '@sentio/domain';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Call-centre quality (docs/call-scoring.md) in the built app, as the demo ADMIN, on the demo call centre: the
 * agentStatistics tab lists agents with scores; a rule's points changed so the active rules total 105 are refused with
 * the message (by the editor and by the server); fixed to 100 and saved, the version takes effect from 00:00; a
 * re-scoring of the tab's range names its N calls before it starts, runs to success, and the scores change; the
 * history lists the changes and the re-scoring; a call that missed its closing script shows the FAILED criterion with
 * the expected line. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'call-centre';
const base = `/api/project/${CODE}/call-scoring`;
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The tab's default range (the last 30 days) as the API's instants, wide enough to hold it in any time zone. */
function lastDays(days: number): string {
  const end = new Date(Date.now() + 86_400_000);
  const start = new Date(end.getTime() - (days + 1) * 86_400_000);
  return `startDate=${start.toISOString()}&endDate=${end.toISOString()}`;
}

/**
 * The demo call centre is created after the first start (a model is trained, then ~1,500 timed calls are stored and
 * scored as they come in): wait until its agents have calls and the count stands still.
 */
async function waitForCalls(page: Page): Promise<void> {
  let last = -1;
  await expect(async () => {
    const agents = await data<AgentList>(page, `${base}/agents?${lastDays(30)}`);
    expect(agents.agents.length, 'demo agents with scored calls').toBeGreaterThan(0);
    const stable = agents.totals.calls === last;
    last = agents.totals.calls;
    expect(stable, 'the number of scored calls stands still').toBe(true);
  }).toPass({ timeout: 600_000, intervals: [5000] });
}

/** Types a number into an antd InputNumber (the input itself, or the one inside the element with the test id). */
async function typeNumber(locator: Locator, value: number): Promise<void> {
  const tag = await locator.evaluate((el) => el.tagName);
  const input = tag === 'INPUT' ? locator : locator.locator('input').first();
  await input.fill(String(value));
  await input.blur();
}

/** The scores of the calls list's first page, as shown. */
async function shownScores(page: Page): Promise<string[]> {
  const table = page.getByTestId('calls-table');
  await expect(table.locator('[data-testid^="call-score-"]').first()).toBeVisible({ timeout: 60_000 });
  return table.locator('[data-testid^="call-score-"]').allTextContents();
}

test('call scoring: agents and scores, a rule total refused then fixed, re-scoring N calls, history, a missed closing script', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForCalls(page);

  // ── the tab from the analysis's tab bar: agents with their scores ──────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}`);
  const bar = page.getByTestId('project-tabs');
  await bar.getByTestId('project-tab-group-dashboards').click();
  await bar.getByTestId('project-tab-agentStatistics').click();
  await expect(page).toHaveURL(/tab=agentStatistics/);
  const agents = page.getByTestId('agents-table');
  await expect(agents.locator('[data-testid^="agent-row-"]').first()).toBeVisible({ timeout: 60_000 });
  expect(await agents.locator('[data-testid^="agent-row-"]').count()).toBeGreaterThan(1);
  await expect(agents.locator('[data-testid^="agent-score-"]').first()).toHaveText(/^\d+(\.\d)?$/);
  const totalBefore = (await page.getByTestId('agents-total-score').textContent()) ?? '';
  expect(totalBefore).toMatch(/^\d+(\.\d)?$/);
  await page.screenshot({ path: `${shots}/call-scoring-01-agents-en.png`, fullPage: true });

  await page.getByTestId('view-calls').click();
  const scoresBefore = await shownScores(page);

  // ── a rule's points changed so the total is 105: refused with the message, by the editor and by the server ───────
  const setup = await data<ScoringSetup>(page, `${base}/setup`);
  const greeting = setup.rules.find((r) => r.criterion === 'GREETING');
  const closing = setup.rules.find((r) => r.criterion === 'CLOSING_WORDS');
  expect(greeting?.active && closing?.active, 'greeting and closing rules active').toBe(true);
  if (!greeting || !closing) return;
  await page.getByTestId('view-rules').click();
  await expect(page.getByTestId('rules-total')).toHaveText('Total 100 / 100', { timeout: 30_000 });
  await typeNumber(page.getByTestId('rule-max-GREETING'), greeting.maxScore + 5);
  await expect(page.getByTestId('rules-total')).toHaveText('Total 105 / 100');
  await expect(page.getByTestId('rules-total-warning')).toContainText('The active rules total 105 points; they must total 100.');
  await page.getByTestId('rules-save').click();
  await expect(page.getByTestId('rules-problem')).toHaveText('The active rules must total exactly 100 points.');
  await page.screenshot({ path: `${shots}/call-scoring-02-total-refused-en.png`, fullPage: true });
  const refused = await page.request.put(`${base}/rules`, {
    data: {
      minCallDuration: setup.minCallDuration,
      rules: setup.rules.map((r) => (r.criterion === 'GREETING' ? { ...r, maxScore: r.maxScore + 5 } : r)),
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('SCORING_TOTAL_NOT_100');
  const versions = await data<ScoringSetup>(page, `${base}/setup`);
  expect(versions.version, 'nothing saved').toBe(setup.version);

  // ── fixed (closing words gives up the 5 points), saved: in force from 00:00, with the offer to re-score ────────
  await typeNumber(page.getByTestId('rule-max-CLOSING_WORDS'), closing.maxScore - 5);
  await expect(page.getByTestId('rules-total')).toHaveText('Total 100 / 100');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `${base}/rules` && r.request().method() === 'PUT');
  await page.getByTestId('rules-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('scoring-saved')).toContainText('It takes effect from 00:00 on');
  await expect(page.getByTestId('rules-problem')).toHaveCount(0);

  // ── re-scoring the tab's range: the confirmation names N, the run ends in success ─────────────────────────────
  await page.getByTestId('scoring-saved-rescore').click();
  await expect(page.getByTestId('rescore-panel')).toBeVisible();
  const previewed = page.waitForResponse((r) => new URL(r.url()).pathname === `${base}/rescore/preview`);
  await page.getByTestId('rescore-preview').click();
  const preview = ((await (await previewed).json()) as { data: { calls: number } }).data;
  expect(preview.calls, 'calls in the range').toBeGreaterThan(0);
  await expect(page.getByTestId('rescore-count')).toContainText(`${preview.calls.toLocaleString('en-US')} calls from`);
  await page.screenshot({ path: `${shots}/call-scoring-03-rescore-confirm-en.png` });
  await page.getByTestId('rescore-confirm').click();
  await expect(page.getByTestId('rescore-succeeded')).toContainText(`Re-scored ${preview.calls.toLocaleString('en-US')} calls`, {
    timeout: 300_000,
  });

  // ── the scores changed ────────────────────────────────────────────────────────────────────────────────────────
  await page.getByTestId('view-calls').click();
  await expect(async () => {
    expect(await shownScores(page)).not.toEqual(scoresBefore);
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('view-agents').click();
  await expect(page.getByTestId('agents-total-score')).not.toHaveText(totalBefore, { timeout: 60_000 });

  // ── the history: both rule changes and the re-scoring ─────────────────────────────────────────────────────────
  await page.getByTestId('view-history').click();
  const history = page.getByTestId('history-table');
  await expect(history.getByTestId('history-row-RESCORED').first()).toBeVisible({ timeout: 30_000 });
  await expect(history.getByTestId('history-row-CHANGED').filter({ hasText: 'Greeting' }).first()).toContainText(
    `Max score: ${greeting.maxScore} → ${greeting.maxScore + 5}`,
  );
  await expect(history.getByTestId('history-row-CHANGED').filter({ hasText: 'Closing words' }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/call-scoring-04-history-en.png`, fullPage: true });

  // ── a call that missed its closing script: the FAILED criterion with the line that was expected ─────────────
  const missed = await data<ApiPage<CallRow>>(page, `${base}/calls?${lastDays(30)}&lostCriterion=CLOSING_WORDS&size=20`);
  expect(missed.content.length, 'a call that lost points on closing words').toBeGreaterThan(0);
  await page.getByTestId('view-calls').click();
  const url = new URL(page.url());
  url.searchParams.set('lost', 'CLOSING_WORDS');
  await page.goto(url.toString());
  const rows = page.getByTestId('calls-table').locator('[data-testid^="call-open-"]');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await rows.first().click();
  const drawer = page.getByTestId('call-drawer');
  const closingRow = drawer.getByTestId('criterion-row-CLOSING_WORDS');
  await expect(closingRow).toHaveAttribute('data-status', 'FAILED', { timeout: 60_000 });
  await expect(drawer.getByTestId('criterion-status-CLOSING_WORDS')).toHaveText('Failed');
  await expect(drawer.getByTestId('criterion-note-CLOSING_WORDS')).toContainText('Not said. Expected:');
  // Clicking the criterion marks the turn where the closing was looked for.
  await closingRow.click();
  await expect(drawer.locator('[data-testid="call-turn"][data-focused="true"]').first()).toBeVisible();
  await expect(drawer.getByTestId('evidence-mark').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/call-scoring-05-missed-closing-en.png` });

  // ── Turkish ───────────────────────────────────────────────────────────────────────────────────────────────────
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await switchLanguage(page, 'tr');
  await page.getByTestId('view-agents').click();
  await expect(page.getByTestId('agents-totals')).toContainText('Tüm temsilciler', { timeout: 30_000 });
  await page.screenshot({ path: `${shots}/call-scoring-06-agents-tr.png`, fullPage: true });
  await page.getByTestId('view-rules').click();
  await expect(page.getByTestId('rules-total')).toHaveText('Toplam 100 / 100', { timeout: 30_000 });
  await typeNumber(page.getByTestId('rule-max-GREETING'), greeting.maxScore + 10);
  await page.getByTestId('rules-save').click();
  await expect(page.getByTestId('rules-problem')).toContainText('100');
  await expect(page.getByTestId('rules-problem')).not.toContainText('SCORING_TOTAL_NOT_100');
  await page.screenshot({ path: `${shots}/call-scoring-07-total-refused-tr.png`, fullPage: true });
  await page.getByTestId('view-calls').click();
  await page.goto(`${page.url()}&call=${missed.content[0]?.documentId ?? ''}`);
  await expect(page.getByTestId('criterion-status-CLOSING_WORDS')).toHaveText('Başarısız', { timeout: 60_000 });
  await expect(page.getByTestId('criterion-note-CLOSING_WORDS')).toContainText('Söylenmedi. Beklenen:');
  await page.screenshot({ path: `${shots}/call-scoring-08-missed-closing-tr.png` });
});
