import type { TestApp } from '../../test/harness.js';
import type { Analysis } from './test-support.js';

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
