import { expect, type Page } from '@playwright/test';
import type { ModelSummary, SearchResponse } from '@sentio/domain';
import { cxCsv, cxJsonDocument, generateCx, type CxRow } from '../../packages/server/src/features/demo/index.js';
import type { UploadFile } from './generated.js';
import { DEMO_MODEL_CODE, DEMO_PROJECT_CODE } from './session.js';

/**
 * The projects browser test's data and API set-up: customer-experience rows from the seeded CX generator (the one
 * the first-start demo analysis and the search benchmark use), as the upload CSV and as JSON documents.
 */

const file = (name: string, mimeType: string, content: string): UploadFile => ({
  name,
  mimeType,
  buffer: Buffer.from(content, 'utf8'),
});

/** Data ends at the start of today (UTC), so "the last 30 days" of the date pickers holds some of it. */
const today = (): Date => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);

/** The CSV the data tab's upload takes: header `id,date,channel,text,customer_id,segment,nps,csat,city`. */
export function cxCsvFile(seed: number, count: number): { rows: CxRow[]; csv: UploadFile } {
  const rows = [...generateCx({ seed, count, languages: ['en', 'tr'], end: today() })];
  return { rows, csv: file('cx-feedback.csv', 'text/csv', cxCsv(rows)) };
}

/** JSON documents (`{ documents: [...] }`) of one data type; dialogues are turns with speakers and mm:ss times. */
export function cxJsonFile(seed: number, count: number, dataType: 'STANDARD' | 'DIALOGUE'): { rows: CxRow[]; json: UploadFile } {
  const rows = [...generateCx({ seed, count, dataType, offset: 10_000, end: today() })];
  const documents = rows.map(cxJsonDocument);
  return {
    rows,
    json: file(
      dataType === 'DIALOGUE' ? 'cx-dialogues.json' : 'cx-documents.json',
      'application/json',
      JSON.stringify({ documents }),
    ),
  };
}

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Waits for the first start's demo model (trained in the background) to be deployed: the analysis wizard offers
 * it either way, but its documents are classified only by a deployed version.
 */
export async function waitForDemoModel(page: Page): Promise<void> {
  await expect(async () => {
    const list = await api<{ content: ModelSummary[] }>(page, 'GET', `/api/model?size=100&search=${DEMO_MODEL_CODE}`);
    const demo = list.content.find((m) => m.code === DEMO_MODEL_CODE);
    expect(demo?.deployedVersion ?? null, 'the demo model is deployed').not.toBeNull();
  }).toPass({ timeout: 300_000, intervals: [2000] });
}

/**
 * A sentiment model made through the API (the demo has none): the wizard refuses it as an analysis's only model.
 * Returns its code; a second call finds the first one.
 */
export async function ensureSentimentModel(page: Page): Promise<string> {
  const code = 'e2e-sentiment';
  const list = await api<{ content: ModelSummary[] }>(page, 'GET', `/api/model?size=100&search=${code}`);
  if (list.content.some((m) => m.code === code)) return code;
  await api(page, 'POST', '/api/model', {
    name: 'E2E sentiment',
    code,
    settings: [
      { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
      { type: 'SENSE_TYPE', value: 'SENTIMENT' },
      { type: 'DATA_TYPE', value: 'STANDARD' },
    ],
    switches: [{ code: 'en', default: true }],
    pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
  });
  return code;
}

/**
 * The demo analysis is stored and classified in the background after the first start: wait until nothing is queued.
 * `stable` also waits until its count (`count`) or its CX dashboard's figures (`widgets`) stand still between two
 * looks, so a flow's own writes do not queue behind the seed's; `sentiments` until the sentiment model has spoken.
 */
export async function waitForDemoAnalysis(
  page: Page,
  opts: { stable?: 'count' | 'widgets'; sentiments?: boolean } = {},
): Promise<void> {
  const widgets = opts.stable === 'widgets' || opts.sentiments === true;
  let last = '';
  await expect(async () => {
    const r = await page.request.post(`/api/project/${DEMO_PROJECT_CODE}/document/search`, {
      data: widgets ? { size: 1, tab: 'cx_dashboard', widget: true, facet: null } : { size: 1 },
    });
    expect(r.status()).toBe(200);
    const { data } = (await r.json()) as { data: SearchResponse };
    expect(data.documents.total, 'demo documents stored').toBeGreaterThan(500);
    expect(data.predictionSummary.inlineCount, 'demo documents classified').toBe(0);
    if (opts.sentiments) {
      const sentiment = data.widgets.find((w) => w.kind === 'SENTIMENT')?.data;
      const polar = sentiment?.kind === 'SENTIMENT' ? sentiment.main.positive + sentiment.main.negative : 0;
      expect(polar, 'demo sentiments').toBeGreaterThan(0);
    }
    if (!opts.stable) return;
    const now = JSON.stringify(
      opts.stable === 'widgets' ? [data.documents.total, data.widgets.map((w) => w.data)] : data.documents.total,
    );
    const stable = now === last;
    last = now;
    expect(stable, 'the numbers stand still').toBe(true);
  }).toPass({ timeout: 480_000, intervals: [opts.stable ? 5000 : 3000] });
}
