import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { StoredCategoryStat } from '../../platform/db/schema-root-causes.js';
import type { Condition } from '../project-documents/search-filter.js';
import type { ProjectRef } from './analysis-repository.js';
import type { RunDocumentRow } from './run-documents.js';
import type { BuiltTopic, RunTaskKeyword } from './run-task.js';

/** Member rows per insert: four array parameters whatever the count, so one statement carries many. */
const MEMBER_BATCH = 20_000;

export interface CategoryRead {
  modelId: string;
  categoryId: string;
  where: Condition;
  dataTypeFilter: 'ALL' | 'STANDARD' | 'DIALOGUE';
  /** Only documents created after this (the nightly run's watermark) and not after `until`. */
  since: Date | null;
  until: Date | null;
  limit: number;
  withTurns: boolean;
  withAttributes: boolean;
}

/** SQL of a run's reads: the documents per category, the horizon of the read, the saved keywords. */
export class RunReadRepository {
  constructor(private readonly db: Db) {}

  /** The newest document's creation time: what the run reads up to, and the next watermark. */
  async horizon(project: ProjectRef): Promise<Date | null> {
    const row = await this.db
      .selectFrom('project_document')
      .select(sql<Date | null>`max(created_at)`.as('at'))
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  /** The documents predicted in a category under the analysis's filter, newest first, up to the content limit. */
  async categoryDocuments(project: ProjectRef, read: CategoryRead): Promise<RunDocumentRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .select(['project_document.id', 'project_document.content', 'project_document.sentiment', 'project_document.content_date'])
      .$if(read.withTurns, (qb) => qb.select('project_document.turns'))
      .$if(read.withAttributes, (qb) => qb.select('project_document.attributes'))
      .where(read.where)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('project_document_category as c')
            .select(sql`1`.as('one'))
            // By the primary key (document, model, category) only: a project_id term here let the planner, short of
            // statistics right after an import, pick the (project, category) index and probe it per document (minutes).
            .whereRef('c.document_id', '=', 'project_document.id')
            .where('c.model_id', '=', read.modelId)
            .where('c.category_id', '=', read.categoryId),
        ),
      )
      .$if(read.dataTypeFilter !== 'ALL', (qb) => qb.where('project_document.data_type', '=', read.dataTypeFilter))
      .$if(read.since !== null, (qb) => qb.where('project_document.created_at', '>', read.since ?? new Date(0)))
      .$if(read.until !== null, (qb) => qb.where('project_document.created_at', '<=', read.until ?? new Date(0)))
      .orderBy('project_document.content_date', 'desc')
      .orderBy('project_document.id')
      .limit(read.limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      content: r.content,
      sentiment: r.sentiment,
      content_date: r.content_date,
      turns: 'turns' in r ? (r.turns as RunDocumentRow['turns']) : null,
      attributes: 'attributes' in r ? (r.attributes as RunDocumentRow['attributes']) : null,
    }));
  }

  /** The categories of a model with the most documents in the project, most first (the demo's analysis picks them). */
  async busiestCategories(project: ProjectRef, modelId: string, among: readonly string[], limit: number): Promise<string[]> {
    if (among.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_document_category')
      .select(['category_id', sql<number>`count(*)::int`.as('n')])
      .where('project_id', '=', project.id)
      .where('model_id', '=', modelId)
      .where('category_id', 'in', [...among])
      .groupBy('category_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('category_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.category_id);
  }

  async keywords(project: ProjectRef): Promise<RunTaskKeyword[]> {
    const rows = await this.db
      .selectFrom('rca_keyword')
      .select(['keyword', 'connected', 'category_id'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, connected: r.connected, categoryId: r.category_id }));
  }
}

export interface RunResult {
  analysisId: string;
  project: ProjectRef;
  /** Replace the analysis's PENDING and PASSIVE topics (a full run); a nightly run only adds. */
  replace: boolean;
  categories: { categoryId: string; documentCount: number; outlierCount: number; topics: BuiltTopic[] }[];
}

/** SQL of a run's results, written in one transaction (see RunWrites in run-job.ts). */
export class RunWriteRepository {
  constructor(private readonly db: Db) {}

  /** Whether the analysis is still computing (not deleted or re-queued meanwhile): locks its row till commit. */
  async lockComputing(analysisId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .select('state')
      .where('id', '=', analysisId)
      .forUpdate()
      .executeTakeFirst();
    return row?.state === 'COMPUTING';
  }

  async dropReplaceable(analysisId: string): Promise<void> {
    await this.db.deleteFrom('rca_topic').where('analysis_id', '=', analysisId).where('status', '!=', 'CONFIRMED').execute();
  }

  /** Inserts the topics and their members; returns how many topics were written. */
  async insertTopics(r: RunResult): Promise<number> {
    let written = 0;
    const members: { topic: string[]; doc: string[]; sim: number[] } = { topic: [], doc: [], sim: [] };
    for (const c of r.categories) {
      if (c.topics.length === 0) continue;
      const ids = await this.db
        .insertInto('rca_topic')
        .values(
          c.topics.map((t) => ({
            analysis_id: r.analysisId,
            project_id: r.project.id,
            workspace_id: r.project.workspace_id,
            category_id: c.categoryId,
            algorithm: t.algorithm,
            label: t.label,
            key_phrases: JSON.stringify(t.keyPhrases),
            size: t.memberIds.length,
            status: 'PENDING',
            representative_ids: JSON.stringify(t.representativeIds),
            sentiment: JSON.stringify(t.sentiment),
            trend: JSON.stringify(t.trend),
            attributes: JSON.stringify(t.attributes),
          })),
        )
        .returning('id')
        .execute();
      c.topics.forEach((t, i) => {
        const topicId = ids[i]?.id;
        if (!topicId) return;
        written++;
        t.memberIds.forEach((doc, j) => {
          members.topic.push(topicId);
          members.doc.push(doc);
          members.sim.push(t.similarities[j] ?? 0);
        });
      });
    }
    for (let i = 0; i < members.doc.length; i += MEMBER_BATCH) {
      const end = i + MEMBER_BATCH;
      await sql`
        insert into rca_topic_document (topic_id, document_id, project_id, similarity)
        select t, d, ${r.project.id}::uuid, s
        from unnest(${members.topic.slice(i, end)}::uuid[], ${members.doc.slice(i, end)}::uuid[], ${members.sim.slice(i, end)}::real[])
          as m(t, d, s)
        where exists (select 1 from project_document where id = m.d)
        on conflict do nothing
      `.execute(this.db);
    }
    return written;
  }

  async finish(
    analysisId: string,
    values: { documentCount: number; stats: StoredCategoryStat[]; watermark: Date | null; at: Date },
  ): Promise<void> {
    await this.db
      .updateTable('root_cause_analysis')
      .set({
        state: 'COMPLETED',
        progress: 100,
        error_code: null,
        document_count: values.documentCount,
        category_stats: JSON.stringify(values.stats),
        ...(values.watermark ? { watermark: values.watermark } : {}),
        last_run_at: values.at,
        updated_at: values.at,
      })
      .where('id', '=', analysisId)
      .execute();
  }
}
