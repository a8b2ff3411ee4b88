import { expect, test, type Page, type Response } from '@playwright/test';
import {
  buildSearchRequest,
  decodeFilters,
  type SearchRequest,
  type SearchResponse,
  type Widget,
  type WidgetKind,
} from '@sentio/domain';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Every dashboard number clicked equals the list's total, and a trend bucket's label names the day its drill-down
 * opens, with the browser in three time zones (docs/dashboards.md). The reporting zone is the server's TIME_ZONE,
 * Europe/Istanbul by default: the same as one browser, three hours ahead of UTC and eight of New York. On the demo
 * analysis's CX dashboard with one widget of every kind, each card's table view lists its elements; some of each
 * kind (bands, sentiment segments, trend points of both periods, categories, cells, rows, words, buckets) are
 * clicked through to the data tab — in the reporting zone; in the other two only the day buckets, the one thing the
 * browser's zone could change.
 */
const CODE = 'customer-experience';
const REPORTING_ZONE = 'Europe/Istanbul';
test.use({ actionTimeout: 30_000 });

/** The extra widgets (beside the built-ins) that make one of every kind, by name so a second run finds them. */
const extraWidgets: { kind: WidgetKind; name: string; config: Record<string, unknown> }[] = [
  { kind: 'CSAT', name: 'E2E CSAT', config: {} },
  { kind: 'CATEGORY_CHANNEL', name: 'E2E category × channel', config: {} },
  { kind: 'QUADRANT', name: 'E2E quadrant', config: {} },
  { kind: 'SCORE_TABLE', name: 'E2E NPS by channel', config: { metric: 'NPS', groupBy: 'CHANNEL' } },
  { kind: 'ATTRIBUTE_DISTRIBUTION', name: 'E2E NPS answers', config: { attributeCode: 'nps' } },
  { kind: 'ATTRIBUTE_BASED_KEYWORDS', name: 'E2E keywords', config: { limit: 5 } },
];

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Puts one widget of every kind on the demo user's dashboard (the built-ins first). */
async function selectEveryKind(page: Page): Promise<void> {
  const all = await api<Widget[]>(page, 'GET', `/api/project/${CODE}/widget/user/all`);
  const ids = all.filter((w) => w.builtIn).map((w) => w.id);
  for (const extra of extraWidgets) {
    const found = all.find((w) => w.name === extra.name);
    ids.push(found ? found.id : (await api<{ id: string }>(page, 'POST', `/api/project/${CODE}/widget`, extra)).id);
  }
  await api(page, 'POST', `/api/project/${CODE}/widget/user/selected`, { widgetIds: ids });
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The parts of a search that decide which documents it lists. */
const listKey = (r: Pick<SearchRequest, 'startDate' | 'endDate' | 'query' | 'fieldQueries' | 'categoryQueries'>): string =>
  JSON.stringify([r.startDate, r.endDate, r.query, r.fieldQueries, r.categoryQueries]);

/** The data tab's search for a URL, as the tab builds it (its filters decoded in the reporting zone). */
const expectedKey = (url: URL): string =>
  listKey(buildSearchRequest(decodeFilters(url.searchParams, { timeZone: REPORTING_ZONE }), { timeZone: REPORTING_ZONE }));

/** Every data-tab search answered, by what it lists: its total. (A repeated state may be answered from the cache.) */
function collectListSearches(page: Page): Map<string, number> {
  const listed = new Map<string, number>();
  page.on('response', (r: Response) => {
    if (!/\/document\/search$/.test(new URL(r.url()).pathname) || r.request().method() !== 'POST' || !r.ok()) return;
    const sent = r.request().postDataJSON() as SearchRequest;
    if (sent.tab !== 'project_data') return;
    void r
      .json()
      .then((body: { data: SearchResponse }) => listed.set(listKey(sent), body.data.documents.total))
      .catch(() => undefined);
  });
  return listed;
}

/** Indexes of a card's table rows worth clicking: a few of each sort (bands, segments, main and comparison buckets, rows). */
function pick(rows: { label: string; count: number }[]): number[] {
  const sortOf = (label: string) =>
    label.includes(' · ')
      ? 'segment'
      : label.endsWith('(comparison)')
        ? 'comparison'
        : /^\d{4}-\d{2}-\d{2}/.test(label)
          ? 'bucket'
          : 'other';
  const chosen = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.count === 0) return;
    const list = chosen.get(sortOf(r.label)) ?? [];
    if (list.length < 2) chosen.set(sortOf(r.label), [...list, i]);
  });
  return [...chosen.values()].flat();
}

/**
 * One zone's pass over the dashboard: each kind's table (only `kinds` away from the reporting zone), rows clicked
 * through to the data tab and compared with its total. Returns the kinds that had day-bucket rows.
 */
async function clickThrough(page: Page, timezoneId: string, kinds: readonly WidgetKind[]): Promise<WidgetKind[]> {
  // Two weeks of the demo data, compared with the two weeks before: trend buckets are days.
  const range = `sd=${day(-20)}T00&ed=${day(-7)}T24&csd=${day(-34)}T00&ced=${day(-21)}T24`;
  const dashboard = `/project/detail/${CODE}?tab=cx_dashboard&${range}`;
  const listed = collectListSearches(page);
  await page.goto(dashboard);

  let clicked = 0;
  const sorts = new Set<string>();
  const dated: WidgetKind[] = [];
  for (const kind of kinds) {
    // The card may still be redrawn by the dashboard's answer arriving: toggle until its table stays.
    const openTable = async () => {
      const table = page.getByTestId(`widget-table-${kind}`);
      await expect(page.getByTestId(`widget-card-${kind}`)).toBeVisible({ timeout: 60_000 });
      await expect(async () => {
        if (!(await table.isVisible())) await page.getByTestId(`widget-table-toggle-${kind}`).click({ timeout: 5000 });
        await expect(table).toBeVisible({ timeout: 2000 });
        await page.waitForTimeout(300);
        await expect(table).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 60_000 });
      return table;
    };
    let table = await openTable();
    const rows = await table.locator('tbody tr.ant-table-row').evaluateAll((trs) =>
      trs.map((tr) => ({
        label: tr.querySelector('td')?.textContent?.trim() ?? '',
        count: Number(tr.querySelector('button')?.textContent?.trim() ?? '0'),
        testId: tr.querySelector('button')?.getAttribute('data-testid') ?? '',
      })),
    );
    expect(rows.length, `${kind} elements`).toBeGreaterThan(0);
    if (rows.some((r) => /^\d{4}-\d{2}-\d{2}/.test(r.label))) dated.push(kind);
    if (kind === 'TIME_TREND') {
      // The chart's axis labels are the table's bucket labels (the reporting zone's days).
      await page.getByTestId(`widget-table-toggle-${kind}`).click();
      await expect(page.getByTestId('widget-trend-chart')).toContainText(rows[0]?.label ?? '?');
      table = await openTable();
    }
    // The browser's zone changes only the day buckets' labels: away from the reporting zone only they are clicked.
    const everyRow = timezoneId === REPORTING_ZONE;
    const chosen = pick(rows).filter((i) => everyRow || /^\d{4}-\d{2}-\d{2}/.test(rows[i]?.label ?? ''));
    for (const [n, index] of chosen.entries()) {
      const row = rows[index];
      if (!row) continue;
      await table.getByTestId(row.testId).click();
      await expect(page).toHaveURL(/tab=project_data/);
      const url = new URL(page.url()).searchParams;
      const sd = url.get('sd') ?? '';
      const key = expectedKey(new URL(page.url()));
      let total = -1;
      await expect(() => {
        expect(listed.has(key), `the data tab's search for ${kind} "${row.label}"`).toBe(true);
        total = listed.get(key) ?? -1;
      }).toPass({ timeout: 60_000 });
      expect(total, `${kind} "${row.label}" (${timezoneId})`).toBe(row.count);
      // A bucket (main or comparison, or a sentiment segment of one) opens the day it is labelled with, and the
      // comparison follows the new range instead of staying the dashboard's.
      const labelled = /^(\d{4}-\d{2}-\d{2})/.exec(row.label)?.[1];
      if (labelled) {
        expect(sd.slice(0, 10), `${kind} "${row.label}" opens its own day`).toBe(labelled);
        expect(url.get('csd'), `${kind} "${row.label}": the comparison is the day before`).toBe(`${dayBefore(labelled)}T00`);
        sorts.add(row.label.includes(' · ') ? 'segment' : row.label.endsWith('(comparison)') ? 'comparison' : 'bucket');
      }
      if (kind === 'SENTIMENT' && row.label.includes(' · '))
        expect(url.getAll('fq').some((f) => f.startsWith('sentiment__'))).toBe(true);
      clicked += 1;
      await page.goBack();
      await expect(page).toHaveURL(/tab=cx_dashboard/);
      await expect(page.getByTestId('dashboard-grid')).toBeVisible();
      if (n < chosen.length - 1) table = await openTable();
    }
  }
  expect(clicked).toBeGreaterThan(timezoneId === REPORTING_ZONE ? 20 : 5);
  expect([...sorts].sort()).toEqual(['bucket', 'comparison', 'segment']);
  return dated;
}

const allKinds: WidgetKind[] = [
  'NPS',
  'CSAT',
  'SENTIMENT',
  'CATEGORY_DISTRIBUTION',
  'CATEGORY_COMPARISON',
  'IMPACT',
  'CATEGORY_CHANNEL',
  'QUADRANT',
  'SCORE_TABLE',
  'TIME_TREND',
  'ATTRIBUTE_DISTRIBUTION',
  'ATTRIBUTE_BASED_KEYWORDS',
];

/**
 * The three zones share one sign-in, one wait for the demo and one dashboard set-up (a browser context each, with
 * the session's storage): in the reporting zone every kind's rows are clicked; in the other two only the kinds
 * whose tables have day buckets, the one thing the browser's zone could change.
 */
test('every dashboard number clicked lists that many documents, on the day its label says, in three time zones', async ({
  browser,
  page,
}) => {
  test.setTimeout(1_200_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForDemoAnalysis(page, { stable: 'widgets', sentiments: true });
  await selectEveryKind(page);
  const storageState = await page.context().storageState();
  let datedKinds: WidgetKind[] = allKinds;
  for (const timezoneId of [REPORTING_ZONE, 'America/New_York', 'UTC']) {
    await test.step(`the browser in ${timezoneId}`, async () => {
      const context = await browser.newContext({ timezoneId, storageState });
      try {
        const dated = await clickThrough(await context.newPage(), timezoneId, datedKinds);
        if (timezoneId === REPORTING_ZONE) datedKinds = dated;
      } finally {
        await context.close();
      }
    });
  }
  expect(datedKinds, 'kinds with day buckets').toContain('TIME_TREND');
});
