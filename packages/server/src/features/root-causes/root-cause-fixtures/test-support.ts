import { endpoints } from '@sentio/domain';
import type { TestApp } from '../../../test/harness.js';
import { createBody, insertDocument, projectCast, type ProjectCast } from '../../projects/test-support.js';

export interface RcaFixture {
  cast: ProjectCast;
  code: string;
  project: { id: string; workspaceId: string };
  analysisId: string;
}

/** An analysis (project) of a fresh cast with one root cause analysis row, whose topics the tests insert. */
export async function rcaFixture(t: TestApp, company: string, code = 'rca'): Promise<RcaFixture> {
  const cast = await projectCast(t, company);
  const detail = await cast.owner.client.call(endpoints.projectCreate, { params: { code }, body: createBody() });
  const project = { id: detail.id, workspaceId: cast.workspaceId };
  const analysisId = await insertAnalysis(t, project, cast.models.topics.id, 'Support RCA');
  return { cast, code, project, analysisId };
}

export async function insertAnalysis(
  t: TestApp,
  project: { id: string; workspaceId: string },
  modelId: string,
  name: string,
): Promise<string> {
  const row = await t.db
    .insertInto('root_cause_analysis')
    .values({
      workspace_id: project.workspaceId,
      project_id: project.id,
      model_id: modelId,
      name,
      name_key: name.toLowerCase(),
      settings: JSON.stringify({}),
      state: 'COMPLETED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function documents(t: TestApp, fx: RcaFixture, contents: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const content of contents) ids.push(await insertDocument(t, fx.project, { content }));
  return ids;
}

/** A topic as a run would leave it: a row and its member documents. */
export async function insertTopic(
  t: TestApp,
  fx: RcaFixture,
  v: { label: string; documentIds: string[]; categoryId?: string; analysisId?: string; status?: string },
): Promise<string> {
  const row = await t.db
    .insertInto('rca_topic')
    .values({
      analysis_id: v.analysisId ?? fx.analysisId,
      project_id: fx.project.id,
      workspace_id: fx.project.workspaceId,
      category_id: v.categoryId ?? 'cat-a',
      label: v.label,
      size: v.documentIds.length,
      status: v.status ?? 'PENDING',
      representative_ids: JSON.stringify(v.documentIds.slice(0, 3)),
      trend: JSON.stringify([{ bucket: '2026-01-01', count: v.documentIds.length, share: 0.1 }]),
      attributes: JSON.stringify([{ code: 'city', values: [{ value: 'Ankara', count: v.documentIds.length }] }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (v.documentIds.length > 0) {
    await t.db
      .insertInto('rca_topic_document')
      .values(
        v.documentIds.map((d, i) => ({ topic_id: row.id, document_id: d, project_id: fx.project.id, similarity: 1 - i / 100 })),
      )
      .execute();
  }
  return row.id;
}

/** Waits until every topic update has run. */
export const settle = (t: TestApp): Promise<void> => t.app.services.jobs.drain({ names: ['rca.topic-update'] });

/** The root causes each document carries, as `documentId → [rootCauseId]` over the given documents. */
export async function carried(t: TestApp, documentIds: string[]): Promise<Record<string, string[]>> {
  const rows = await t.db
    .selectFrom('document_root_cause')
    .select(['document_id', 'root_cause_id'])
    .where('document_id', 'in', documentIds)
    .orderBy('root_cause_id')
    .execute();
  const out: Record<string, string[]> = Object.fromEntries(documentIds.map((d) => [d, []]));
  for (const r of rows) out[r.document_id]?.push(r.root_cause_id);
  return out;
}

export async function topicState(t: TestApp, id: string): Promise<{ status: string; rootCauseId: string | null } | null> {
  const row = await t.db.selectFrom('rca_topic').select(['status', 'root_cause_id']).where('id', '=', id).executeTakeFirst();
  return row ? { status: row.status, rootCauseId: row.root_cause_id } : null;
}

/** An update left QUEUED (its job never sent): holds its topics and root cause like a long-running one. */
export async function openUpdate(
  t: TestApp,
  fx: RcaFixture,
  v: { kind: string; topicIds: string[]; rootCauseId: string | null },
): Promise<string> {
  const row = await t.db
    .insertInto('topic_update')
    .values({
      workspace_id: fx.project.workspaceId,
      project_id: fx.project.id,
      analysis_id: fx.analysisId,
      kind: v.kind,
      topic_ids: JSON.stringify(v.topicIds),
      root_cause_id: v.rootCauseId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
