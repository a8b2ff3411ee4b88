import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RcaTopicTable } from '../../platform/db/schema-root-causes.js';
import type { ProjectKey } from './root-cause-repository.js';
import type { DocumentPreviewRow } from './topic-read-repository.js';

export type TopicRow = Selectable<RcaTopicTable>;
export interface TopicFacts {
  label?: string;
  size?: number;
  status?: string;
  rootCauseId?: string | null;
  sentiment?: { positive: number; neutral: number; negative: number };
  trend?: { bucket: string; count: number; share: number }[];
  attributes?: { code: string; values: { value: string; count: number }[] }[];
}

/**
 * SQL of the edits people make to topics (confirm, passivate, merge, move documents) and of what a confirmed
 * topic's documents carry (document_root_cause).
 */
export class TopicEditRepository {
  constructor(private readonly db: Db) {}

  /** The topics of the analysis among `ids`; `lock` holds them until the transaction ends. */
  byIds(project: ProjectKey, ids: readonly string[], lock = false): Promise<TopicRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('rca_topic')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...new Set(ids)])
      .$if(lock, (q) => q.forUpdate())
      .execute();
  }

  /** The topics confirmed into these root causes. */
  ofRootCauses(project: ProjectKey, rootCauseIds: readonly string[], lock = false): Promise<TopicRow[]> {
    if (rootCauseIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('rca_topic')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('root_cause_id', 'in', [...rootCauseIds])
      .$if(lock, (q) => q.forUpdate())
      .execute();
  }

  async analysisExists(project: ProjectKey, analysisId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', analysisId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setStatus(project: ProjectKey, ids: readonly string[], status: string, rootCauseId: string | null): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('rca_topic')
      .set({ status, root_cause_id: rootCauseId })
      .where('project_id', '=', project.id)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Topics of these root causes move to `targetId` (they stay confirmed). */
  async moveToRootCause(project: ProjectKey, fromIds: readonly string[], targetId: string): Promise<void> {
    if (fromIds.length === 0) return;
    await this.db
      .updateTable('rca_topic')
      .set({ root_cause_id: targetId })
      .where('project_id', '=', project.id)
      .where('root_cause_id', 'in', [...fromIds])
      .execute();
  }

  async update(project: ProjectKey, id: string, f: TopicFacts): Promise<TopicRow> {
    return this.db
      .updateTable('rca_topic')
      .set({
        ...(f.label !== undefined ? { label: f.label } : {}),
        ...(f.size !== undefined ? { size: f.size } : {}),
        ...(f.status !== undefined ? { status: f.status } : {}),
        ...(f.rootCauseId !== undefined ? { root_cause_id: f.rootCauseId } : {}),
        ...(f.sentiment !== undefined ? { sentiment: JSON.stringify(f.sentiment) } : {}),
        ...(f.trend !== undefined ? { trend: JSON.stringify(f.trend) } : {}),
        ...(f.attributes !== undefined ? { attributes: JSON.stringify(f.attributes) } : {}),
      })
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Members of the sources join the target (the closer similarity wins), then the sources are deleted. */
  async absorb(project: ProjectKey, targetId: string, sourceIds: readonly string[]): Promise<void> {
    if (sourceIds.length === 0) return;
    await this.db
      .insertInto('rca_topic_document')
      .columns(['topic_id', 'document_id', 'project_id', 'similarity'])
      .expression((eb) =>
        eb
          .selectFrom('rca_topic_document')
          .select([sql.val(targetId).as('topic_id'), 'document_id', 'project_id', eb.fn.max('similarity').as('similarity')])
          .where('project_id', '=', project.id)
          .where('topic_id', 'in', [...sourceIds])
          .groupBy(['document_id', 'project_id']),
      )
      .onConflict((oc) =>
        oc.columns(['topic_id', 'document_id']).doUpdateSet((eb) => ({
          similarity: sql<number>`greatest(${eb.ref('rca_topic_document.similarity')}, ${eb.ref('excluded.similarity')})`,
        })),
      )
      .execute();
    await this.db
      .deleteFrom('rca_topic')
      .where('project_id', '=', project.id)
      .where('id', 'in', [...sourceIds])
      .execute();
  }

  /** Rows of a root cause given through `fromTopicIds` now name `toTopicId` (a merge keeps the documents' root cause). */
  async repointRows(project: ProjectKey, rootCauseId: string, fromTopicIds: readonly string[], toTopicId: string): Promise<void> {
    if (fromTopicIds.length === 0) return;
    await this.db
      .updateTable('document_root_cause')
      .set({ topic_id: toTopicId })
      .where('project_id', '=', project.id)
      .where('root_cause_id', '=', rootCauseId)
      .where('topic_id', 'in', [...fromTopicIds])
      .execute();
  }

  /** Which of `documentIds` are members of the topic. */
  async members(topicId: string, documentIds: readonly string[]): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('rca_topic_document')
      .select('document_id')
      .where('topic_id', '=', topicId)
      .where('document_id', 'in', [...new Set(documentIds)])
      .execute();
    return new Set(rows.map((r) => r.document_id));
  }

  /** Documents leave one topic for another (keeping their similarity). */
  async moveMembers(project: ProjectKey, fromId: string, toId: string, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const moved = await this.db
      .deleteFrom('rca_topic_document')
      .where('project_id', '=', project.id)
      .where('topic_id', '=', fromId)
      .where('document_id', 'in', [...documentIds])
      .returning(['document_id', 'similarity'])
      .execute();
    if (moved.length === 0) return;
    await this.db
      .insertInto('rca_topic_document')
      .values(
        moved.map((m) => ({ topic_id: toId, document_id: m.document_id, project_id: project.id, similarity: m.similarity })),
      )
      .onConflict((oc) => oc.columns(['topic_id', 'document_id']).doNothing())
      .execute();
  }

  /** The topic's size and sentiment split, counted from its members. */
  async memberFacts(
    topicId: string,
  ): Promise<{ size: number; sentiment: { positive: number; neutral: number; negative: number } }> {
    const rows = await this.db
      .selectFrom('rca_topic_document as m')
      .innerJoin('project_document as d', 'd.id', 'm.document_id')
      .select(['d.sentiment', (eb) => eb.fn.countAll<string>().as('n')])
      .where('m.topic_id', '=', topicId)
      .groupBy('d.sentiment')
      .execute();
    const sentiment = { positive: 0, neutral: 0, negative: 0 };
    let size = 0;
    for (const r of rows) {
      const n = Number(r.n);
      size += n;
      if (r.sentiment === 'POSITIVE') sentiment.positive += n;
      else if (r.sentiment === 'NEUTRAL') sentiment.neutral += n;
      else if (r.sentiment === 'NEGATIVE') sentiment.negative += n;
    }
    return { size, sentiment };
  }

  /** Documents shown as a topic's representatives. */
  async previews(project: ProjectKey, ids: readonly string[]): Promise<Map<string, DocumentPreviewRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('project_document')
      .select(['id', 'content', 'content_date'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, content: r.content, content_date: new Date(r.content_date) }]));
  }
}
