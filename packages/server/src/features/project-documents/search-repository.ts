import { restrictionSql, type ViewerRule } from '../restrictions/repository.js';
import type { DocumentSort, PredictionSummary } from '@sentio/domain';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { documentColumns, type DocumentRow } from './hydrate.js';
import type { VirtualCategoryPlan } from './search-plan.js';
import { relevance, virtualCategoryCondition, type SearchFilter } from './search-where-repository.js';

/** The documents of a filter in time: how many, first and last date, how many before `start` and after `end`. */
export interface DateExtentRow {
  total: number;
  first: Date | null;
  last: Date | null;
  before: number;
  after: number;
}

export type { DocumentSort } from '@sentio/domain';
/** The document columns a facet can group by directly (one scan answers all of them through grouping sets). */
export const columnFacets = {
  CHANNEL: 'channel_code',
  SENTIMENT: 'sentiment',
  STATUS: 'status',
  PREDICTION_STATUS: 'prediction_status',
  LANGUAGE: 'language',
} as const;
export type ColumnFacet = keyof typeof columnFacets;

export interface Bucket {
  value: string;
  count: number;
}

type DocQuery = SelectQueryBuilder<Database, 'project_document', object>;
const FACET_LIMIT = 100;

/** A jsonb attribute's values as text rows: each element of an array, else the scalar; JSON null gives none. */
const attributeValues = (code: string) =>
  sql<string>`jsonb_array_elements_text(case coalesce(jsonb_typeof(project_document.attributes -> ${code}), 'null') when 'array' then project_document.attributes -> ${code} when 'null' then '[]'::jsonb else jsonb_build_array(project_document.attributes -> ${code}) end)`;

/** The SQL of the search: the page, its total, facets as group-bys, category counts and the prediction summary. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: SearchFilter): DocQuery {
    return this.db.selectFrom('project_document').where(filter.where);
  }

  /** A page on an indexed order; `id` breaks ties so pages never overlap. */
  async page(filter: SearchFilter, sort: DocumentSort, page: number, size: number): Promise<DocumentRow[]> {
    let q = this.filtered(filter).select(documentColumns);
    const confidence = sql<number>`(select max(c.confidence) from project_document_category c where c.document_id = project_document.id)`;
    switch (sort) {
      case 'CONTENT_DATE_ASC':
        q = q.orderBy('project_document.content_date', 'asc').orderBy('project_document.id', 'asc');
        break;
      case 'CREATE_DATE_DESC':
        q = q.orderBy('project_document.created_at', 'desc').orderBy('project_document.id', 'desc');
        break;
      case 'RELEVANCE':
        if (filter.query !== null) q = q.orderBy(relevance(filter.query), 'desc');
        q = q.orderBy('project_document.content_date', 'desc').orderBy('project_document.id', 'desc');
        break;
      case 'CONFIDENCE_ASC':
        q = q.orderBy(sql`${confidence} asc nulls last`).orderBy('project_document.id', 'asc');
        break;
      case 'CONFIDENCE_DESC':
        q = q.orderBy(sql`${confidence} desc nulls last`).orderBy('project_document.id', 'desc');
        break;
      default:
        q = q.orderBy('project_document.content_date', 'desc').orderBy('project_document.id', 'desc');
    }
    return q
      .limit(size)
      .offset(page * size)
      .execute();
  }

  async count(filter: SearchFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Where the filter's documents lie on a date column (the filter carries no date range): one aggregate over the
   * (project_id, date) index, asked only when a range holds nothing.
   */
  async dateExtent(
    filter: SearchFilter,
    column: `project_document.${string}`,
    start: Date | null,
    end: Date | null,
  ): Promise<DateExtentRow> {
    const col = sql.ref(column);
    const never = sql<boolean>`false`;
    const row = await this.filtered(filter)
      .select([
        (eb) => eb.fn.countAll<string>().as('total'),
        sql<Date | null>`min(${col})`.as('first'),
        sql<Date | null>`max(${col})`.as('last'),
        sql<string>`count(*) filter (where ${start ? sql`${col} < ${start}` : never})`.as('before'),
        sql<string>`count(*) filter (where ${end ? sql`${col} > ${end}` : never})`.as('after'),
      ])
      .executeTakeFirst();
    const date = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d));
    return {
      total: Number(row?.total ?? 0),
      first: date(row?.first),
      last: date(row?.last),
      before: Number(row?.before ?? 0),
      after: Number(row?.after ?? 0),
    };
  }

  /**
   * How many documents of the filter each virtual category holds: one count per virtual category, as each is a
   * different saved query and they share no grouping; an analysis has a handful (up to ~20 this stays well within
   * the search's budget, as the counts run in parallel on the pool).
   */
  async virtualCounts(filter: SearchFilter, virtuals: readonly VirtualCategoryPlan[]): Promise<Bucket[]> {
    return Promise.all(
      virtuals.map(async (v) => {
        const inside = virtualCategoryCondition(v);
        const count = await this.count({ where: (eb) => eb.and([filter.where(eb), inside(eb)]), query: filter.query });
        return { value: v.id, count };
      }),
    );
  }

  /** Whether the analysis has an attribute of that code. */
  async attributeExists(workspaceId: string, projectId: string, code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_attribute')
      .select('code')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Label id → name of the analysis's labels. */
  async labelNames(workspaceId: string, projectId: string): Promise<Map<string, string>> {
    const labels = await this.db
      .selectFrom('project_label')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .execute();
    return new Map(labels.map((l) => [l.id, l.name]));
  }

  /** Channel code → name of the workspace's channels. */
  async channelNames(workspaceId: string): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('channel').select(['code', 'name']).where('workspace_id', '=', workspaceId).execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }

  /**
   * Several column facets and the total in one scan: grouping sets, one per facet plus the empty set `()` for the
   * total; the GROUPING() bit mask tells which set a row belongs to.
   */
  async columnFacets(
    filter: SearchFilter,
    keys: readonly ColumnFacet[],
  ): Promise<{ buckets: Map<ColumnFacet, Bucket[]>; total: number }> {
    const out = new Map<ColumnFacet, Bucket[]>(keys.map((k) => [k, []]));
    if (keys.length === 0) return { buckets: out, total: await this.count(filter) };
    const ref = (k: ColumnFacet) => sql.ref(`project_document.${columnFacets[k]}`);
    const sets = sql.join([...keys.map((k) => sql`(${ref(k)})`), sql`()`], sql`, `);
    const rows = await this.filtered(filter)
      .select([
        ...keys.map((k) => sql<string | null>`${ref(k)}`.as(k)),
        sql<number>`grouping(${sql.join(keys.map(ref))})`.as('g'),
        (eb) => eb.fn.countAll<string>().as('n'),
      ])
      .groupBy(sql`grouping sets (${sets})`)
      .execute();
    let total = 0;
    const all = (1 << keys.length) - 1;
    for (const row of rows) {
      const record = row as unknown as Record<string, string | number | null>;
      const g = Number(record['g']);
      if (g === all) {
        total = Number(record['n']);
        continue;
      }
      const key = keys.find((_, i) => (g & (1 << (keys.length - 1 - i))) === 0);
      const value = key ? record[key] : null;
      if (!key || value === null || value === undefined) continue;
      out.get(key)?.push({ value: String(value), count: Number(record['n']) });
    }
    for (const list of out.values()) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return { buckets: out, total };
  }

  async labelFacet(filter: SearchFilter): Promise<Bucket[]> {
    const rows = await this.filtered(filter)
      .innerJoin('project_document_label as dl', 'dl.document_id', 'project_document.id')
      .select(['dl.label_id as value', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('dl.label_id')
      .orderBy('n', 'desc')
      .limit(FACET_LIMIT)
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }

  async attributeFacet(filter: SearchFilter, code: string): Promise<Bucket[]> {
    const values = this.filtered(filter).select(attributeValues(code).as('value')).as('t');
    const rows = await this.db
      .selectFrom(values)
      .select(['t.value', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('t.value')
      .orderBy('n', 'desc')
      .orderBy('t.value')
      .limit(FACET_LIMIT)
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }

  /** Category rows per model of the filtered documents (semi-join on the filter, then a group-by on the category table). */
  async categoryCounts(filter: SearchFilter, projectId: string, modelIds: readonly string[]): Promise<Map<string, Bucket[]>> {
    const out = new Map<string, Bucket[]>(modelIds.map((id) => [id, []]));
    if (modelIds.length === 0) return out;
    const docs = this.filtered(filter).select('project_document.id');
    const rows = await this.db
      .selectFrom('project_document_category as c')
      .select(['c.model_id', 'c.category_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('c.project_id', '=', projectId)
      .where('c.model_id', 'in', modelIds)
      .where('c.document_id', 'in', docs)
      .groupBy(['c.model_id', 'c.category_id'])
      .orderBy('n', 'desc')
      .execute();
    for (const r of rows) out.get(r.model_id)?.push({ value: r.category_id, count: Number(r.n) });
    return out;
  }

  /**
   * The values the analysis's documents have in each facet column, whatever the filters: the values a column facet
   * offers (with a zero count when the filter leaves none). Read from the day rollup, whose rows are exactly the
   * non-trashed documents; a few distinct combinations, not a scan of the documents. "None" ('') is no value.
   */
  async columnValues(workspaceId: string, projectId: string): Promise<Map<ColumnFacet, string[]>> {
    // The month rollup holds the same keys as the day rollup in ~30× fewer rows (every search asks this).
    const rows = await this.db
      .selectFrom('project_rollup_day_month')
      .select(['channel', 'sentiment', 'status', 'prediction_status', 'language'])
      .distinct()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('n', '>', 0)
      .execute();
    const sets = new Map<ColumnFacet, Set<string>>((Object.keys(columnFacets) as ColumnFacet[]).map((k) => [k, new Set()]));
    for (const r of rows) {
      sets.get('CHANNEL')?.add(r.channel);
      sets.get('SENTIMENT')?.add(r.sentiment);
      sets.get('STATUS')?.add(r.status);
      sets.get('PREDICTION_STATUS')?.add(r.prediction_status);
      sets.get('LANGUAGE')?.add(r.language);
    }
    return new Map([...sets].map(([k, v]) => [k, [...v].filter((x) => x !== '')]));
  }

  /** Counts over the analysis's non-trashed documents, whatever the filters (the banner above the list). */
  /** `rules`: a restricted viewer's (docs/data-restrictions.md) — every count is of their documents, read from them. */
  async predictionSummary(workspaceId: string, projectId: string, rules: readonly ViewerRule[] = []): Promise<PredictionSummary> {
    const base = this.db
      .selectFrom('project_document')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('trashed_at', 'is', null)
      .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules)));
    // The counts per prediction status come from the month rollup (its rows are exactly the non-trashed documents),
    // not a count over every document of the analysis on each search — except for a restricted viewer.
    const [counts, alerted, task] = await Promise.all([
      rules.length > 0
        ? base
            .select([
              sql<string>`count(*)`.as('total'),
              sql<string>`count(*) filter (where prediction_status = 'INLINE')`.as('inline'),
              sql<string>`count(*) filter (where prediction_status = 'FAILED')`.as('failed'),
            ])
            .executeTakeFirst()
        : this.db
            .selectFrom('project_rollup_day_month')
            .select([
              sql<string>`coalesce(sum(n), 0)`.as('total'),
              sql<string>`coalesce(sum(n) filter (where prediction_status = 'INLINE'), 0)`.as('inline'),
              sql<string>`coalesce(sum(n) filter (where prediction_status = 'FAILED'), 0)`.as('failed'),
            ])
            .where('workspace_id', '=', workspaceId)
            .where('project_id', '=', projectId)
            .executeTakeFirst(),
      base
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('alerted_at', 'is not', null)
        .executeTakeFirst(),
      this.db
        .selectFrom('project_task')
        .select(['total', 'done'])
        .where('workspace_id', '=', workspaceId)
        .where('project_id', '=', projectId)
        .where('kind', '=', 'RETRY_ALL')
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .executeTakeFirst(),
    ]);
    const inline = Number(counts?.inline ?? 0);
    const failed = Number(counts?.failed ?? 0);
    return {
      inlineCount: inline,
      failedCount: failed,
      alertedCount: Number(alerted?.n ?? 0),
      processedCount: Math.max(0, Number(counts?.total ?? 0) - inline - failed),
      retryAllActive: task !== undefined,
      retryAllPercentage: task && task.total > 0 ? Math.min(100, Math.round((task.done / task.total) * 1000) / 10) : 0,
    };
  }

  /**
   * Distinct values of an attribute over the analysis containing `text`, after `after` in value order, each counted
   * over the documents of `filter` (a search's: zero when it leaves none), or over the analysis when null.
   */
  async fieldValues(
    workspaceId: string,
    projectId: string,
    code: string,
    text: string,
    after: string | null,
    limit: number,
    filter: SearchFilter | null = null,
    rules: readonly ViewerRule[] = [],
  ): Promise<Bucket[]> {
    const values = this.db
      .selectFrom('project_document')
      .select([
        attributeValues(code).as('value'),
        (eb) => (filter ? sql<boolean>`(${filter.where(eb)})` : sql<boolean>`true`).as('hit'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('trashed_at', 'is', null)
      // A restricted viewer's values come from their documents only (docs/data-restrictions.md).
      .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules)))
      .as('t');
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .selectFrom(values)
      .select(['t.value', sql<string>`count(*) filter (where t.hit)`.as('n')])
      .$if(text !== '', (q) => q.where('t.value', 'ilike', pattern))
      .$if(after !== null, (q) => q.where(sql<boolean>`t.value collate "C" > ${after} collate "C"`))
      .groupBy('t.value')
      .orderBy(sql`t.value collate "C"`)
      .limit(limit)
      .execute();
    return rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  }
}
