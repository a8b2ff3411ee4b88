import { rootCauseEndpoints as rc, type RootCauseAnalysis, type RootCauseAnalysisBody } from '@sentio/domain';
import type { TestApp } from '../../../test/harness.js';
import { signUp, type SignedInUser } from '../../../test/factories.js';
import { createAnalysis, type Analysis } from '../../project-documents/test-support.js';
import { createModel } from '../../models/test-fixtures.js';

/**
 * The root cause tests' cast: an owner with an analysis over a category model with a small tree (Service has two
 * leaves), an outsider in another workspace with an analysis of its own, and documents written straight to the tables
 * as ingest and classification leave them (many at a time).
 */
export interface RcaCast {
  owner: SignedInUser;
  outsider: SignedInUser;
  a: Analysis;
  /** The outsider's own analysis (same model shape). */
  other: Analysis;
}

export const RCA_TREE = [
  { name: 'Delivery' },
  { name: 'Billing' },
  { name: 'Service', children: [{ name: 'Staff' }, { name: 'Waiting' }] },
];

export async function rcaCast(t: TestApp, company: string, code: string): Promise<RcaCast> {
  const owner = await signUp(t, { company });
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const model = await createModel(owner, { code: 'rca-topics', categories: RCA_TREE });
  const a = await createAnalysis(t, owner, model, code);
  const otherModel = await createModel(outsider, { code: 'rca-topics', categories: RCA_TREE });
  const other = await createAnalysis(t, outsider, otherModel, `${code}-other`);
  return { owner, outsider, a, other };
}

/** A valid create body over the given category ids; `over` replaces any part. */
export function rcaBody(categoryIds: string[], over: Partial<RootCauseAnalysisBody> = {}): RootCauseAnalysisBody {
  return { name: 'Why customers complain', categoryIds, dataTypeFilter: 'ALL', ...over };
}

/** Themes of the generated complaints per category: texts of one theme share their words. */
const THEMES: Record<string, string[][]> = {
  Delivery: [
    ['parcel', 'arrived', 'late', 'again'],
    ['courier', 'rude', 'door', 'shouted'],
    ['tracking', 'number', 'shows', 'nothing'],
  ],
  Billing: [
    ['charged', 'twice', 'card', 'refund'],
    ['invoice', 'wrong', 'amount', 'tax'],
  ],
  Staff: [
    ['agent', 'impolite', 'hung', 'phone'],
    ['staff', 'helpful', 'friendly', 'kind'],
  ],
};
const FILLERS = ['really', 'today', 'honestly', 'please', 'seriously', 'yesterday', 'once more', 'as usual'];

export interface GeneratedDocument {
  content: string;
  categoryName: string;
  theme: number;
  contentDate: string;
  createdAt: string;
  sentiment: string;
  attributes: Record<string, string | number>;
}

/** `perTheme` texts for every theme of the given categories, deterministic, dated a day apart from `start`. */
export function complaints(
  categoryNames: readonly string[],
  perTheme: number,
  start = '2026-01-01T09:00:00.000Z',
): GeneratedDocument[] {
  const out: GeneratedDocument[] = [];
  let n = 0;
  for (const categoryName of categoryNames)
    (THEMES[categoryName] ?? []).forEach((words, theme) => {
      for (let i = 0; i < perTheme; i++) {
        const pick = (k: number) => words[(i + k) % words.length] ?? '';
        const filler = FILLERS[(i * 3 + theme) % FILLERS.length] ?? '';
        const at = new Date(Date.parse(start) + (n++ % 40) * 86_400_000).toISOString();
        out.push({
          content: `${pick(0)} ${pick(1)} ${filler} ${pick(2)} ${pick(3)}`,
          categoryName,
          theme,
          contentDate: at,
          createdAt: at,
          sentiment: theme === 1 && categoryName === 'Staff' ? 'POSITIVE' : 'NEGATIVE',
          attributes: { segment: i % 3 === 0 ? 'gold' : 'silver' },
        });
      }
    });
  return out;
}

/** Writes documents with their category rows (as classification does), 500 per statement; returns ids in order. */
export async function insertDocuments(t: TestApp, a: Analysis, docs: readonly GeneratedDocument[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < docs.length; i += 500) {
    const chunk = docs.slice(i, i + 500);
    const rows = await t.db
      .insertInto('project_document')
      .values(
        chunk.map((d) => ({
          project_id: a.id,
          workspace_id: a.workspaceId,
          content: d.content,
          language: 'en',
          content_date: d.contentDate,
          created_at: new Date(d.createdAt),
          channel_code: 'CALL_CENTER',
          attributes: JSON.stringify(d.attributes),
          prediction_status: 'SUCCESS',
          sentiment: d.sentiment,
          sentiment_score: 0.9,
          data_type: 'STANDARD',
          prediction: JSON.stringify({ categories: [], sentiment: null, entities: [], versions: {} }),
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('project_document_category')
      .values(
        rows.map((r, j) => ({
          document_id: r.id,
          project_id: a.id,
          model_id: a.modelId,
          category_id: a.categories[chunk[j]?.categoryName ?? ''] ?? '',
          confidence: 0.9,
          origin: 'AI',
          sentiment: null,
        })),
      )
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Waits for queued runs to finish. */
export const drainRuns = (t: TestApp) => t.app.services.jobs.drain({ names: ['rca.run', 'rca.nightly'], timeoutMs: 120_000 });

/** Creates an analysis through the API and waits for its first run. */
export async function createAndRun(t: TestApp, c: RcaCast, body: RootCauseAnalysisBody): Promise<RootCauseAnalysis> {
  const created = await c.owner.client.call(rc.rcaCreate, { params: { code: c.a.code }, body });
  await drainRuns(t);
  return created;
}
