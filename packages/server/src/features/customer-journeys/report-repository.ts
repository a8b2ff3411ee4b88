import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Condition, DocEb } from '../project-documents/search-where-repository.js';

/** The report's two ranges (inclusive instants, as the search reads its range). */
export interface Ranges {
  main: { start: Date; end: Date } | null;
  comparison: { start: Date; end: Date } | null;
}

/** One document of a step, with what the figures need. */
export interface StepDocument {
  project_id: string;
  customer_key: string | null;
  at: Date;
  /** Local day of the reporting zone, YYYY-MM-DD. */
  day: string;
  nps: number | null;
  csat: number | null;
  polarity: number | null;
  main: boolean;
  comparison: boolean;
}

/**
 * Documents per category (extra: its model) or root cause (extra: its name), in each range; the tables' keys hold a
 * document once per row, so count(*) needs no distinct.
 */
export interface CountRow {
  project_id: string;
  id: string;
  extra: string;
  main: number;
  comparison: number;
}

/** Documents of a range (none without one), as the search's plan bounds its dates. */
export const within =
  (r: { start: Date; end: Date } | null) =>
  (eb: DocEb): Expression<SqlBool> =>
    r
      ? eb.and([eb('project_document.content_date', '>=', r.start), eb('project_document.content_date', '<=', r.end)])
      : sql<SqlBool>`false`;

/**
 * SQL of the journey report (docs/customer-journeys.md). A step's documents are a where-condition built by the search's
 * where-builder (both ranges at once), so the report counts exactly what the `cjs` search lists. Three reads a step:
 * its documents (volume, customers, scores, trend and conversion are summed from them), its categories and its
 * root causes.
 */
export class JourneyReportRepository {
  constructor(private readonly db: Db) {}

  async documents(where: Condition, ranges: Ranges, timeZone: string): Promise<StepDocument[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .select((eb) => [
        'project_document.project_id',
        'project_document.customer_key',
        'project_document.content_date as at',
        sql<string>`to_char(project_document.content_date at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
        'project_document.nps_score as nps',
        'project_document.csat_score as csat',
        sql<number | null>`sentio_polarity(project_document.sentiment)`.as('polarity'),
        sql<boolean>`${within(ranges.main)(eb)}`.as('main'),
        sql<boolean>`${within(ranges.comparison)(eb)}`.as('comparison'),
      ])
      .execute();
    return rows.map((r) => ({
      ...r,
      at: new Date(r.at),
      polarity: r.polarity === null ? null : Number(r.polarity),
      main: Boolean(r.main),
      comparison: Boolean(r.comparison),
    }));
  }

  async categories(where: Condition, ranges: Ranges): Promise<CountRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .innerJoin('project_document_category as c', 'c.document_id', 'project_document.id')
      .select((eb) => [
        'project_document.project_id',
        'c.category_id as id',
        'c.model_id as extra',
        sql<number>`count(*) filter (where ${within(ranges.main)(eb)})::int`.as('main'),
        sql<number>`count(*) filter (where ${within(ranges.comparison)(eb)})::int`.as('comparison'),
      ])
      .groupBy(['project_document.project_id', 'c.category_id', 'c.model_id'])
      .execute();
    return rows.map((r) => ({ ...r, main: Number(r.main), comparison: Number(r.comparison) }));
  }

  async rootCauses(where: Condition, ranges: Ranges): Promise<CountRow[]> {
    const rows = await this.db
      .selectFrom('project_document')
      .where(where)
      .innerJoin('document_root_cause as drc', 'drc.document_id', 'project_document.id')
      .innerJoin('root_cause as r', 'r.id', 'drc.root_cause_id')
      .select((eb) => [
        'project_document.project_id',
        'drc.root_cause_id as id',
        'r.name as extra',
        sql<number>`count(*) filter (where ${within(ranges.main)(eb)})::int`.as('main'),
        sql<number>`count(*) filter (where ${within(ranges.comparison)(eb)})::int`.as('comparison'),
      ])
      .groupBy(['project_document.project_id', 'drc.root_cause_id', 'r.name'])
      .execute();
    return rows.map((r) => ({ ...r, main: Number(r.main), comparison: Number(r.comparison) }));
  }
}
