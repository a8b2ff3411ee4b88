import { endpoints, type SearchRequest } from '@sentio/domain';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { modelWorkspace, trainAndWait } from '../model-training/test-support.js';

/**
 * Analyses and documents for the documents area's tests. The analysis is created through the API; the filter
 * matrix needs documents with chosen categories, statuses and dates, so those are inserted as the ingest stores
 * them (a category row per predicted leaf, sentiment on the document). `actions.api.test.ts` also searches documents
 * that come in through the real JSON ingest and classification.
 */
export interface Analysis {
  id: string;
  code: string;
  workspaceId: string;
  modelId: string;
  modelCode: string;
  /** Category name → id of the analysis's topic model. */
  categories: Record<string, string>;
}

export const CHANNELS = ['CALL_CENTER', 'APP_REVIEW'] as const;

export async function createAnalysis(
  t: TestApp,
  owner: SignedInUser,
  model: { id: string; code: string } | null,
  code: string,
): Promise<Analysis> {
  await owner.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: model ? [{ code: model.code, senseType: 'CATEGORY' }] : [],
      channels: [...CHANNELS],
      pipelineStages: ['CLASSIFY'],
      attributes: [
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'tags', name: 'Tags', type: 'MULTI_TEXT' },
      ],
    },
  });
  const ws = await t.db.selectFrom('workspace').select('id').where('code', '=', owner.workspaceCode).executeTakeFirstOrThrow();
  const project = await t.db
    .selectFrom('project')
    .select('id')
    .where('workspace_id', '=', ws.id)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const categories: Record<string, string> = {};
  if (model) {
    const rows = await t.db.selectFrom('model_category').select(['id', 'name']).where('model_id', '=', model.id).execute();
    for (const r of rows) categories[r.name] = r.id;
  }
  return { id: project.id, code, workspaceId: ws.id, modelId: model?.id ?? '', modelCode: model?.code ?? '', categories };
}

export interface SeedDocument {
  externalId: string;
  content: string;
  language?: string;
  contentDate: string;
  createdAt?: string;
  channel?: string;
  attributes?: Record<string, AttributeValue>;
  /** Category names of the analysis's model. */
  categories?: string[];
  sentiment?: string | null;
  predictionStatus?: 'INLINE' | 'FAILED' | 'SUCCESS';
  turns?: { speaker: 'customer' | 'agent' | 'bot'; text: string }[];
}

/** Stores documents as the ingest would after classification; returns their ids by external id. */
export async function seedDocuments(t: TestApp, a: Analysis, docs: readonly SeedDocument[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const d of docs) {
    const row = await t.db
      .insertInto('project_document')
      .values({
        project_id: a.id,
        workspace_id: a.workspaceId,
        external_id: d.externalId,
        content: d.content,
        language: d.language ?? 'en',
        content_date: d.contentDate,
        ...(d.createdAt ? { created_at: new Date(d.createdAt) } : {}),
        channel_code: d.channel ?? 'CALL_CENTER',
        attributes: JSON.stringify(d.attributes ?? {}),
        prediction_status: d.predictionStatus ?? 'SUCCESS',
        sentiment: d.sentiment ?? null,
        sentiment_score: d.sentiment ? 0.9 : null,
        turns: d.turns ? JSON.stringify(d.turns) : null,
        data_type: d.turns ? 'DIALOGUE' : 'STANDARD',
        prediction: JSON.stringify({ categories: [], sentiment: null, entities: [], versions: {} }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[d.externalId] = row.id;
    const cats = (d.categories ?? []).map((name) => a.categories[name] ?? name);
    if (cats.length > 0)
      await t.db
        .insertInto('project_document_category')
        .values(
          cats.map((category_id, i) => ({
            document_id: row.id,
            project_id: a.id,
            model_id: a.modelId,
            category_id,
            confidence: 0.9 - i * 0.1,
            origin: 'AI',
            sentiment: null,
          })),
        )
        .execute();
  }
  return ids;
}

/** The request the web sends for the data tab with nothing chosen, plus `overrides`. */
export function searchBody(overrides: Partial<SearchRequest> = {}): SearchRequest {
  return {
    page: 0,
    sort: null,
    size: 10,
    projectCode: null,
    startDate: null,
    endDate: null,
    gap: null,
    facet: null,
    query: '',
    showEmptyContent: false,
    showRootCauselessContent: false,
    widget: true,
    quality: null,
    markingGoalId: null,
    tab: 'project_data',
    predictionStatus: null,
    comparisonStartDate: null,
    comparisonEndDate: null,
    originalComparisonEndDate: null,
    searchByDate: 'CONTENT_DATE',
    topic: null,
    hasTopic: false,
    applyVirtualCategories: true,
    selectedWidgets: [],
    rrId: null,
    dofc: null,
    cjs: null,
    nid: null,
    fieldQueries: [],
    categoryQueries: [],
    modelCategoryLists: [],
    documentIds: [],
    ...overrides,
  };
}

/** The documents tests' cast: the model workspace (owner, analyst, outsider, topic model), optionally trained and deployed. */
export async function documentsWorkspace(t: TestApp, company: string, options: { train?: boolean } = {}) {
  const ws = await modelWorkspace(t, company, options.train ? { labelled: 8 } : {});
  if (options.train) {
    const version = await trainAndWait(t, ws.owner, ws.model);
    await ws.owner.client.call(endpoints.modelVersionDeploy, { params: { id: ws.model.id, versionId: version.id } });
  }
  return ws;
}

/** A fixed mix: two languages, channels, attributes, categories and dates the filter tests pick from. */
export const mixedDocuments: SeedDocument[] = [
  {
    externalId: 'd1',
    content: 'My parcel is late and the courier never arrived',
    contentDate: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    attributes: { segment: 'gold', nps: 2, tags: ['vip', 'repeat'] },
    categories: ['Delivery'],
    sentiment: 'NEGATIVE',
  },
  {
    externalId: 'd2',
    content: 'I was charged twice on my card, refund please',
    contentDate: '2026-01-10T10:00:00.000Z',
    createdAt: '2026-03-02T10:00:00.000Z',
    channel: 'APP_REVIEW',
    attributes: { segment: 'silver', nps: 6, tags: ['repeat'] },
    categories: ['Billing'],
    sentiment: 'NEGATIVE',
  },
  {
    externalId: 'd3',
    content: 'Kargom çok geç geldi, kurye gelmedi',
    language: 'tr',
    contentDate: '2026-02-01T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    attributes: { segment: 'gold', nps: 9 },
    categories: ['Delivery', 'App'],
    sentiment: 'POSITIVE',
  },
  {
    externalId: 'd4',
    content: 'The app crashes on login every time',
    contentDate: '2026-02-15T10:00:00.000Z',
    createdAt: '2026-01-02T10:00:00.000Z',
    channel: 'APP_REVIEW',
    attributes: { segment: '=HYPERLINK("x")', nps: 10 },
    categories: ['App'],
    sentiment: 'NEUTRAL',
  },
  {
    externalId: 'd5',
    content: 'Faturam yanlış geldi, iade bekliyorum',
    language: 'tr',
    contentDate: '2026-03-01T10:00:00.000Z',
    attributes: {},
    predictionStatus: 'INLINE',
  },
  { externalId: 'd6', content: '', contentDate: '2026-03-02T10:00:00.000Z', predictionStatus: 'FAILED' },
];

/**
 * Root cause analysis results inserted as a run and confirmations would leave them (docs/root-causes.md), so the
 * search and dashboard tests can filter and count by root cause without running the clustering: one completed
 * root cause analysis, its topics with their member documents, and the documents' root causes.
 */
export interface RcaSeedSpec {
  rootCauses: { name: string; alias?: { tr: string; en: string } }[];
  /** `rootCause`: the name of the root cause the topic was confirmed into; its documents then carry it. */
  topics: { label: string; categoryId: string; documentIds: string[]; rootCause?: string }[];
  /** Root causes given to documents directly (an assignment), by root cause name → document ids. */
  extra?: Record<string, string[]>;
}

export interface RcaSeed {
  analysisId: string;
  /** Name → id. */
  rootCauses: Record<string, string>;
  /** Label → id. */
  topics: Record<string, string>;
}

export async function seedRootCauses(t: TestApp, a: Analysis, spec: RcaSeedSpec): Promise<RcaSeed> {
  const scope = { workspace_id: a.workspaceId, project_id: a.id };
  const analysis = await t.db
    .insertInto('root_cause_analysis')
    .values({
      ...scope,
      model_id: a.modelId,
      name: `Analysis of ${a.code}`,
      name_key: `analysis of ${a.code}`,
      settings: JSON.stringify({}),
      state: 'COMPLETED',
      progress: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rootCauses: Record<string, string> = {};
  for (const rc of spec.rootCauses) {
    const row = await t.db
      .insertInto('root_cause')
      .values({
        ...scope,
        name: rc.name,
        name_key: rc.name.toLowerCase(),
        alias: JSON.stringify(rc.alias ?? { tr: '', en: '' }),
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rootCauses[rc.name] = row.id;
  }
  const topics: Record<string, string> = {};
  const carries: { document_id: string; root_cause_id: string; project_id: string; topic_id: string | null }[] = [];
  for (const topic of spec.topics) {
    const rootCauseId = topic.rootCause === undefined ? null : (rootCauses[topic.rootCause] ?? null);
    const row = await t.db
      .insertInto('rca_topic')
      .values({
        analysis_id: analysis.id,
        ...scope,
        category_id: topic.categoryId,
        label: topic.label,
        size: topic.documentIds.length,
        status: rootCauseId ? 'CONFIRMED' : 'PENDING',
        root_cause_id: rootCauseId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    topics[topic.label] = row.id;
    if (topic.documentIds.length > 0)
      await t.db
        .insertInto('rca_topic_document')
        .values(topic.documentIds.map((document_id) => ({ topic_id: row.id, document_id, project_id: a.id, similarity: 0.8 })))
        .execute();
    if (rootCauseId)
      carries.push(
        ...topic.documentIds.map((document_id) => ({
          document_id,
          root_cause_id: rootCauseId,
          project_id: a.id,
          topic_id: row.id,
        })),
      );
  }
  for (const [name, documentIds] of Object.entries(spec.extra ?? {})) {
    const rootCauseId = rootCauses[name];
    if (rootCauseId)
      carries.push(
        ...documentIds.map((document_id) => ({ document_id, root_cause_id: rootCauseId, project_id: a.id, topic_id: null })),
      );
  }
  if (carries.length > 0)
    await t.db
      .insertInto('document_root_cause')
      .values(carries)
      .onConflict((oc) => oc.columns(['document_id', 'root_cause_id']).doNothing())
      .execute();
  return { analysisId: analysis.id, rootCauses, topics };
}
