import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Condition } from '../project-documents/search-where-repository.js';

/** Answers of one analysis: documents per (NPS answer, CSAT answer, polarity). */
export interface ScoreRow {
  project_id: string;
  nps: number | null;
  csat: number | null;
  polarity: number | null;
  n: number;
}

export interface CountRow {
  project_id: string;
  id: string;
  /** Category rows: the model; root causes: the name. */
  extra: string;
  n: number;
}

/**
 * SQL of the journey report (docs/customer-journeys.md). Every read takes a step's documents as a where-condition
 * built by the search's where-builder, so the report counts exactly what the `cjs` search lists.
 */
export class JourneyReportRepository {
  constructor(private readonly db: Db) {}

  async volume(where: Condition): Promise<{ documents: number; customers: number }> {
    const row = await this.db
      .selectFrom('project_document')
      .where(where)
      .select([
        sql<number>`count(*)::int`.as('documents'),
        sql<number>`count(distinct project_document.customer_key)::int`.as('customers'),
      ])
      .executeTakeFirstOrThrow();
    return { documents: Number(row.documents), customers: Number(row.customers) };
  }

  async scores(where: Condition): Promise<ScoreRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .select([
        'project_document.project_id',
        'project_document.nps_score as nps',
        'project_document.csat_score as csat',
        sql<number | null>`sentio_polarity(project_document.sentiment)`.as('polarity'),
        sql<number>`count(*)::int`.as('n'),
      ])
      .groupBy(['project_document.project_id', 'project_document.nps_score', 'project_document.csat_score', sql`4`])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  /**
   * Customers with a document of `from` whose first such document (by content date) is followed by a document of
   * `to` with a later content date. A hash join of the two sets, each read once.
   */
  async conversion(from: Condition, to: Condition): Promise<number> {
    const firsts = this.db
      .selectFrom('project_document')
      .where(from)
      .where('project_document.customer_key', 'is not', null)
      .select(['project_document.customer_key as key', sql<Date>`min(project_document.content_date)`.as('first')])
      .groupBy('project_document.customer_key');
    const row = await this.db
      .selectFrom('project_document')
      .where(to)
      .innerJoin(firsts.as('f'), (join) =>
        join.onRef('f.key', '=', 'project_document.customer_key').onRef('project_document.content_date', '>', 'f.first'),
      )
      .select(sql<number>`count(distinct f.key)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Documents per local day of `timeZone` (YYYY-MM-DD). */
  async days(where: Condition, timeZone: string): Promise<{ day: string; n: number }[]> {
    const day = sql<string>`to_char(project_document.content_date at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .select([day.as('day'), sql<number>`count(*)::int`.as('n')])
      .groupBy(sql`1`)
      .execute();
    return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
  }

  async categories(where: Condition): Promise<CountRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .innerJoin('project_document_category as c', 'c.document_id', 'project_document.id')
      .select([
        'project_document.project_id',
        'c.category_id as id',
        'c.model_id as extra',
        sql<number>`count(distinct project_document.id)::int`.as('n'),
      ])
      .groupBy(['project_document.project_id', 'c.category_id', 'c.model_id'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  async rootCauses(where: Condition): Promise<CountRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .innerJoin('document_root_cause as drc', 'drc.document_id', 'project_document.id')
      .innerJoin('root_cause as r', 'r.id', 'drc.root_cause_id')
      .select([
        'project_document.project_id',
        'drc.root_cause_id as id',
        'r.name as extra',
        sql<number>`count(distinct project_document.id)::int`.as('n'),
      ])
      .groupBy(['project_document.project_id', 'drc.root_cause_id', 'r.name'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }
}
