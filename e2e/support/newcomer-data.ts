import { expect, type Page, type Response } from '@playwright/test';
import type { SearchResponse, WidgetKind } from '@sentio/domain';
import { generateFeedback, type FeedbackRow } from '../../packages/server/src/features/demo/index.js';
import type { UploadFile } from './generated.js';

/**
 * The newcomer's files, generated in the shape of the public sets a new user tries first (nobody here wrote
 * those): airline tweets (labelled, ISO dates with a zone, texts that start with a mention) and store reviews
 * (id, text, label; no date). Texts come from the seeded demo generator so a model can learn from them.
 */

const file = (name: string, content: string): UploadFile => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(content, 'utf8'),
});
const cell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const csv = (header: string[], rows: string[][]): string =>
  [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

const AIRLINES = ['united', 'JetBlue', 'AmericanAir', 'SouthwestAir', 'USAirways', 'VirginAmerica'];

/** `2015-02-24T11:35:52-08:00`: the airline file's dates, in Pacific time with the zone written out. */
function pacific(date: Date): string {
  const local = new Date(date.getTime() - 8 * 3_600_000).toISOString().slice(0, 19);
  return `${local}-08:00`;
}

export interface Tweet {
  id: string;
  text: string;
  sentiment: string;
}

/**
 * Labelled tweets: `id,text,airline_sentiment,airline_sentiment_confidence,negativereason,airline,tweet_created,
 * retweet_count,user_timezone`. Every text starts with a mention, some as "@united (1/2) …" (what the formula
 * check used to refuse); the label column is the sentiment (negative, neutral, positive).
 */
export function tweetsCsv(seed: number, count: number): { rows: Tweet[]; csv: UploadFile } {
  const generated: FeedbackRow[] = generateFeedback({ seed, count, languages: ['en'], labelNoise: 0 });
  const rows = generated.map((r, i) => {
    const airline = AIRLINES[i % AIRLINES.length] ?? 'united';
    return {
      id: String(567588278875213824n + BigInt(i * 7919)),
      text: `@${airline} ${i % 4 === 0 ? '(1/2) ' : ''}${r.text}`,
      sentiment: r.sentiment.toLowerCase(),
      airline,
      created: pacific(r.date),
    };
  });
  const body = rows.map((r, i) => [
    r.id,
    r.text,
    r.sentiment,
    i % 3 === 0 ? '0.6503' : '1.0',
    r.sentiment === 'negative' ? (i % 2 ? 'Late Flight' : "Can't Tell") : '',
    r.airline,
    r.created,
    String(i % 3 === 0 ? 1 : 0),
    i % 2 ? 'Pacific Time (US & Canada)' : 'Eastern Time (US & Canada)',
  ]);
  const header = [
    'id',
    'text',
    'airline_sentiment',
    'airline_sentiment_confidence',
    'negativereason',
    'airline',
    'tweet_created',
    'retweet_count',
    'user_timezone',
  ];
  return {
    rows: rows.map(({ id, text, sentiment }) => ({ id, text, sentiment })),
    csv: file('airline-tweets.csv', csv(header, body)),
  };
}

/** Store reviews without dates: `id,text,label` (positive or negative), ids like `mg00012`. */
export function reviewsCsv(seed: number, count: number): { count: number; csv: UploadFile } {
  const generated = generateFeedback({ seed, count, languages: ['en'], labelNoise: 0 });
  const body = generated.map((r, i) => [
    `mg${String(i).padStart(5, '0')}`,
    r.text,
    r.sentiment === 'POSITIVE' ? 'positive' : 'negative',
  ]);
  return { count, csv: file('store-reviews.csv', csv(['id', 'text', 'label'], body)) };
}

/** What the data tab asked for and how many documents it found, for every search it sent. */
export interface Listed {
  startDate: string | null;
  fq: number;
  cq: number;
  query: string;
  total: number;
}

/** Records the data tab's list searches (what was asked, the total answered) from now on. */
export function collectListSearches(page: Page): Listed[] {
  const listed: Listed[] = [];
  page.on('response', (r: Response) => {
    if (!/\/document\/search$/.test(new URL(r.url()).pathname) || r.request().method() !== 'POST' || !r.ok()) return;
    const sent = r.request().postDataJSON() as {
      tab: string;
      startDate: string | null;
      query: string;
      fieldQueries: unknown[];
      categoryQueries: unknown[];
    };
    if (sent.tab !== 'project_data') return;
    void r
      .json()
      .then((body: { data: SearchResponse }) =>
        listed.push({
          startDate: sent.startDate,
          fq: sent.fieldQueries.length,
          cq: sent.categoryQueries.length,
          query: sent.query,
          total: body.data.documents.total,
        }),
      )
      .catch(() => undefined);
  });
  return listed;
}

/**
 * Clicks every number of a dashboard card's table view (at most `limit`) and checks that the data tab it opens lists
 * exactly that many documents. Returns how many numbers were clicked. The dashboard URL is reopened after each.
 */
export async function clickEveryNumber(
  page: Page,
  dashboardUrl: string,
  kind: WidgetKind,
  listed: Listed[],
  limit = 6,
): Promise<number> {
  const openTable = async () => {
    await expect(page.getByTestId(`widget-card-${kind}`)).toBeVisible({ timeout: 60_000 });
    await page.getByTestId(`widget-table-toggle-${kind}`).click();
    return page.getByTestId(`widget-table-${kind}`);
  };
  let table = await openTable();
  const rows = (
    await table.locator('tbody tr.ant-table-row').evaluateAll((trs) =>
      trs.map((tr) => ({
        label: tr.querySelector('td')?.textContent?.trim() ?? '',
        count: Number(
          tr
            .querySelector('button')
            ?.textContent?.trim()
            .replace(/[.,\s]/g, '') ?? '0',
        ),
        testId: tr.querySelector('button')?.getAttribute('data-testid') ?? '',
      })),
    )
  ).filter((r) => r.count > 0 && r.testId !== '');
  expect(rows.length, `${kind}: numbers to click`).toBeGreaterThan(0);
  let clicked = 0;
  for (const row of rows.slice(0, limit)) {
    const before = listed.length;
    await table.getByTestId(row.testId).click();
    await expect(page).toHaveURL(/tab=project_data/);
    const url = new URL(page.url()).searchParams;
    let total = -1;
    await expect(() => {
      const match = listed
        .slice(before)
        .find((l) => l.fq === url.getAll('fq').length && l.cq === url.getAll('cq').length && l.query === (url.get('q') ?? ''));
      expect(match, `the data tab's search for ${kind} "${row.label}"`).toBeTruthy();
      total = match?.total ?? -1;
    }).toPass({ timeout: 60_000 });
    expect(total, `${kind} "${row.label}": the list's total is the number clicked`).toBe(row.count);
    clicked += 1;
    await page.goto(dashboardUrl);
    table = await openTable();
  }
  return clicked;
}
