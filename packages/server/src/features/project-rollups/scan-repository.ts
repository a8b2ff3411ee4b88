import { sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FilterPlan } from '../project-documents/search-plan.js';
import { dateColumnOf, searchWhere } from '../project-documents/search-where-repository.js';
import type { CubeDimension } from './cube.js';
import { batchAlias, type BatchKey, type BatchShape } from './cube-batch.js';
import { CSAT_COLUMNS, NPS_COLUMNS } from './cube-rows.js';
import { isoBucket } from './rollup-repository.js';

const columns: Record<Exclude<CubeDimension, 'bucket' | 'category'>, [string, string]> = {
  channel: ['project_document.channel_code', 'k_channel'],
  sentiment: ['project_document.sentiment', 'k_sentiment'],
  status: ['project_document.status', 'k_status'],
  predictionStatus: ['project_document.prediction_status', 'k_prediction_status'],
  language: ['project_document.language', 'k_language'],
};

const count = (condition: string) => sql.raw(`count(*) filter (where ${condition})`);
/** The measures counted over documents: the same columns the rollup triggers add up. */
export const measures = [
  sql<string>`count(*)`.as('n'),
  count('sentio_polarity(project_document.sentiment) = 1').as('positive'),
  count('sentio_polarity(project_document.sentiment) = 0').as('neutral'),
  count('sentio_polarity(project_document.sentiment) = -1').as('negative'),
  ...NPS_COLUMNS.map((c, i) => count(`project_document.nps_score = ${i}`).as(c)),
  ...CSAT_COLUMNS.map((c, i) => count(`project_document.csat_score = ${i + 1}`).as(c)),
];

export interface ScanInput {
  /** The search's plan: its where-conditions, and the date its buckets and days are on. */
  plan: FilterPlan;
  groupBy: readonly CubeDimension[];
  gap: string;
  /** With 'category': the models whose category rows are counted. */
  modelIds: readonly string[];
}

/**
 * The SQL of the scan path: the search plan's own filter over project_document, grouped (joined to the category rows
 * when grouping by category). Buckets are the reporting zone's, on the date the request searches by.
 */
export class ScanRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone = 'UTC',
  ) {}

  async query({ plan, groupBy, gap, modelIds }: ScanInput): Promise<Record<string, unknown>[]> {
    const byCategory = groupBy.includes('category');
    if (byCategory && modelIds.length === 0) return [];
    const date = sql.ref(dateColumnOf(plan));
    const keys = groupBy.flatMap((d): AliasedRawBuilder<unknown, string>[] => {
      if (d === 'bucket') {
        // Truncated on the zone's wall clock, keyed by the instant the bucket starts (as the rollup path).
        const zone = sql.lit(this.timeZone);
        const local = sql`date_trunc(${sql.lit(gap)}, ${date} at time zone ${zone})`;
        return [isoBucket(sql`(${local} at time zone ${zone}) at time zone 'UTC'`).as('k_bucket')];
      }
      if (d === 'category') return [sql`c.model_id`.as('k_model'), sql`c.category_id`.as('k_category')];
      const [column, alias] = columns[d];
      return [sql`${sql.ref(column)}`.as(alias)];
    });
    const select = [...keys, ...measures];
    const ordinals = keys.map((_, i) => String(i + 1)).join(', ');
    const base = this.db.selectFrom('project_document').where(searchWhere(plan).where);
    const query = byCategory
      ? base
          .innerJoin('project_document_category as c', (join) =>
            join.onRef('c.document_id', '=', 'project_document.id').on('c.model_id', 'in', [...modelIds]),
          )
          .select(select)
      : base.select(select);
    return query
      .$if(ordinals !== '', (q) => q.groupBy(sql.raw(ordinals)))
      .having(sql<boolean>`count(*) > 0`)
      .execute();
  }

  /**
   * Several groupings of the matching documents in one scan (cube-batch.ts): grouping sets of `shape`, `g` the
   * grouping() mask. Days are the local day (reporting zone) of the date the request searches by.
   */
  async batch({ plan, modelIds }: Omit<ScanInput, 'groupBy' | 'gap'>, shape: BatchShape): Promise<Record<string, unknown>[]> {
    const byCategory = shape.keys.includes('category');
    if (byCategory && modelIds.length === 0) return [];
    const date = sql.ref(dateColumnOf(plan));
    const expr = (k: BatchKey) => {
      if (k === 'day') return sql`(${date} at time zone ${sql.lit(this.timeZone)})::date`;
      if (k === 'model') return sql`c.model_id`;
      if (k === 'category') return sql`c.category_id`;
      return sql`${sql.ref(columns[k][0])}`;
    };
    const keys = shape.keys.map((k) =>
      k === 'day' ? sql`to_char(${expr(k)}, 'YYYY-MM-DD')`.as(batchAlias[k]) : expr(k).as(batchAlias[k]),
    );
    const g = sql<number>`grouping(${sql.join(shape.keys.map(expr))})`.as('g');
    const sets = sql.join(shape.sets.map((set) => sql`(${sql.join(set.map(expr))})`));
    const base = this.db.selectFrom('project_document').where(searchWhere(plan).where);
    const query = byCategory
      ? base
          .innerJoin('project_document_category as c', (join) =>
            join.onRef('c.document_id', '=', 'project_document.id').on('c.model_id', 'in', [...modelIds]),
          )
          .select([...keys, g, ...measures])
      : base.select([...keys, g, ...measures]);
    return query
      .groupBy(sql`grouping sets (${sets})`)
      .having(sql<boolean>`count(*) > 0`)
      .execute();
  }
}
