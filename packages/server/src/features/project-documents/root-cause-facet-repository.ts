import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Bucket } from './search-repository.js';
import type { SearchFilter } from './search-where-repository.js';

export interface RootCauseName {
  id: string;
  name: string;
  alias: { tr: string; en: string };
}

/**
 * The root cause analysis side of the search's aggregates (docs/search.md): documents per root cause (the ROOT_CAUSE
 * facet) and per topic of one analysis (`keywordTopics`), under the search's own filter.
 */
export class RootCauseFacetRepository {
  constructor(private readonly db: Db) {}

  /** Root cause id → matching documents carrying it (a document with two root causes counts in both). */
  async rootCauseCounts(filter: SearchFilter, projectId: string): Promise<Bucket[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(filter.where)
      .innerJoin('document_root_cause as drc', 'drc.document_id', 'project_document.id')
      .where('drc.project_id', '=', projectId)
      .select(['drc.root_cause_id as value', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('drc.root_cause_id')
      .orderBy('n', 'desc')
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }

  /** The analysis's confirmed root causes, by name. */
  async rootCauses(workspaceId: string, projectId: string): Promise<RootCauseName[]> {
    const rows = await this.db
      .selectFrom('root_cause')
      .select(['id', 'name', 'alias'])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .orderBy('name_key')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, alias: { tr: r.alias.tr, en: r.alias.en } }));
  }

  /** Whether the root cause analysis belongs to the analysis (project). */
  async analysisExists(workspaceId: string, projectId: string, analysisId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('root_cause_analysis')
      .select(sql`1`.as('one'))
      .where('id', '=', analysisId)
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The topics of one root cause analysis, of one category or of all (null), largest first. */
  async topics(projectId: string, analysisId: string, categoryId: string | null): Promise<{ id: string; label: string }[]> {
    return this.db
      .selectFrom('rca_topic')
      .select(['id', 'label'])
      .where('project_id', '=', projectId)
      .where('analysis_id', '=', analysisId)
      .$if(categoryId !== null, (qb) => qb.where('category_id', '=', categoryId ?? ''))
      .orderBy('size', 'desc')
      .orderBy('label')
      .execute();
  }

  /** Topic id → matching documents in it, over the given topics. */
  async topicCounts(filter: SearchFilter, topicIds: readonly string[]): Promise<Bucket[]> {
    if (topicIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_document')
      .where(filter.where)
      .innerJoin('rca_topic_document as td', 'td.document_id', 'project_document.id')
      .where('td.topic_id', 'in', [...topicIds])
      .select(['td.topic_id as value', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('td.topic_id')
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }
}
