import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RcaTopicTable, RootCauseTable, TopicUpdateTable } from '../../platform/db/schema-root-causes.js';
import type { AnalysisRow, ProjectRef } from './analysis-repository.js';

export type TopicRow = Selectable<RcaTopicTable>;
export type RootCauseRow = Selectable<RootCauseTable> & { topic_ids: string[]; document_count: number };
export type TopicUpdateRow = Selectable<TopicUpdateTable>;
export interface DocumentPreviewRow {
  id: string;
  content: string;
  content_date: Date;
}
export interface TopicDocumentRow extends DocumentPreviewRow {
  sentiment: string | null;
  similarity: number;
}
export interface TopicFilter {
  analysisId?: string | undefined;
  categoryId?: string | undefined;
  status?: string | undefined;
}

/** SQL of the topic reads: lists, a topic's documents, a document's topics and root causes. */
export class TopicReadRepository {
  constructor(private readonly db: Db) {}

  private topics(project: ProjectRef, f: TopicFilter) {
    return this.db
      .selectFrom('rca_topic')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .$if(f.analysisId !== undefined, (qb) => qb.where('analysis_id', '=', f.analysisId ?? ''))
      .$if(f.categoryId !== undefined, (qb) => qb.where('category_id', '=', f.categoryId ?? ''))
      .$if(f.status !== undefined, (qb) => qb.where('status', '=', f.status ?? ''));
  }

  async page(project: ProjectRef, f: TopicFilter, page: number, size: number): Promise<{ rows: TopicRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.topics(project, f)
        .selectAll()
        .orderBy('size', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .limit(size)
        .offset(page * size)
        .execute(),
      this.topics(project, f)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  all(project: ProjectRef, f: TopicFilter = {}): Promise<TopicRow[]> {
    return this.topics(project, f).selectAll().orderBy('size', 'desc').orderBy('created_at').orderBy('id').execute();
  }

  async topic(project: ProjectRef, id: string): Promise<TopicRow | null> {
    return (await this.topics(project, {}).selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async rename(project: ProjectRef, id: string, label: string): Promise<void> {
    await this.db
      .updateTable('rca_topic')
      .set({ label })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .execute();
  }

  async analysis(project: ProjectRef, id: string): Promise<AnalysisRow | null> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The newest analysis of the project, for topic lists asked without one. */
  async latestAnalysisId(project: ProjectRef): Promise<string | null> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async previews(project: ProjectRef, ids: readonly string[]): Promise<DocumentPreviewRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('project_document')
      .select(['id', 'content', 'content_date'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  async documents(
    project: ProjectRef,
    topicId: string,
    page: number,
    size: number,
  ): Promise<{ rows: TopicDocumentRow[]; total: number }> {
    const base = this.db
      .selectFrom('rca_topic_document as td')
      .innerJoin('project_document as d', 'd.id', 'td.document_id')
      .where('td.project_id', '=', project.id)
      .where('d.workspace_id', '=', project.workspace_id)
      .where('td.topic_id', '=', topicId)
      .where('d.trashed_at', 'is', null);
    const [rows, count] = await Promise.all([
      base
        .select(['d.id', 'd.content', 'd.content_date', 'd.sentiment', 'td.similarity'])
        .orderBy('td.similarity', 'desc')
        .orderBy('d.content_date', 'desc')
        .orderBy('d.id')
        .limit(size)
        .offset(page * size)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Root causes made of the given topics' root cause ids, with all their topics and their document counts. */
  async rootCauses(project: ProjectRef, ids: readonly string[]): Promise<RootCauseRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('root_cause as r')
      .selectAll('r')
      .select((eb) => [
        eb
          .selectFrom('rca_topic as t')
          .select(sql<string[]>`coalesce(json_agg(t.id order by t.created_at), '[]'::json)`.as('ids'))
          .whereRef('t.root_cause_id', '=', 'r.id')
          .as('topic_ids'),
        eb
          .selectFrom('document_root_cause as drc')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('drc.root_cause_id', '=', 'r.id')
          .as('document_count'),
      ])
      .where('r.workspace_id', '=', project.workspace_id)
      .where('r.project_id', '=', project.id)
      .where('r.id', 'in', [...new Set(ids)])
      .orderBy('r.name_key')
      .execute();
    return rows.map((r) => ({ ...r, topic_ids: r.topic_ids ?? [], document_count: Number(r.document_count ?? 0) }));
  }

  openUpdates(project: ProjectRef, analysisId: string): Promise<TopicUpdateRow[]> {
    return this.db
      .selectFrom('topic_update')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('analysis_id', '=', analysisId)
      .where('state', 'in', ['QUEUED', 'RUNNING'])
      .orderBy('created_at')
      .execute();
  }

  async documentExists(project: ProjectRef, documentId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_document')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', documentId)
      .executeTakeFirst();
    return row !== undefined;
  }

  documentRootCauses(project: ProjectRef, documentId: string) {
    return this.db
      .selectFrom('document_root_cause as drc')
      .innerJoin('root_cause as r', 'r.id', 'drc.root_cause_id')
      .leftJoin('rca_topic as t', 't.id', 'drc.topic_id')
      .select(['r.id', 'r.name', 'r.alias', 'r.sentiment', 't.id as topic_id', 't.label as topic_label', 't.category_id'])
      .where('drc.project_id', '=', project.id)
      .where('r.workspace_id', '=', project.workspace_id)
      .where('drc.document_id', '=', documentId)
      .orderBy('r.name_key')
      .execute();
  }

  documentTopics(project: ProjectRef, documentId: string) {
    return this.db
      .selectFrom('rca_topic_document as td')
      .innerJoin('rca_topic as t', 't.id', 'td.topic_id')
      .select(['t.id', 't.analysis_id', 't.label', 't.status'])
      .where('td.project_id', '=', project.id)
      .where('t.workspace_id', '=', project.workspace_id)
      .where('td.document_id', '=', documentId)
      .orderBy('t.created_at')
      .execute();
  }
}
