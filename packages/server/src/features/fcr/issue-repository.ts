import { sql, type RawBuilder } from 'kysely';
import type { FcrBucket } from '@sentio/domain';
import type { FcrDefinition, FcrRange } from './definition.js';

/**
 * The one SQL of the first-call resolution definition (docs/first-call-resolution.md), shared by the report and the
 * search's `dofc`: one pass over the contacts with window functions, partitioned by customer (and category), ordered
 * by content_date, id — the order of the index (workspace_id, customer_key, content_date), so no per-row subquery:
 * - `lag` of the local day says whether a contact starts an issue (no previous contact, or one more than dayRange
 *   local days before);
 * - `lead` of the next three local days gives the issue's size capped at four (1, 2, 3, 4+): each next contact
 *   continues the chain when it lies within dayRange days of the one before it.
 * Contacts are read from the first range's start − dayRange days (local midnight) — earlier contacts cannot change
 * whether an in-range contact is first — to the last range's end + 3 × dayRange days, as far as a four-contact
 * chain started at the end can reach.
 */

/** A contact whose instant lies in one of the ranges (`period` = the range's index). */
export interface FcrContactRow {
  id: string;
  project_id: string;
  channel_code: string | null;
  agent: string | null;
  /** With sameCategory: the category of the issue; else null. */
  model_id: string | null;
  category_id: string | null;
  day: string;
  period: number;
  /** Whether it starts an issue. */
  first: boolean;
  /** The size of the issue it starts, capped at 4 (meaningful when `first`). */
  contacts: number;
  /** An issue of one contact whose window has not ended at `now`. */
  pending: boolean;
}

const zone = sql`sentio_zone()`;
const localDay = (instant: RawBuilder<unknown>) => sql`(${instant} at time zone ${zone})::date`;
const midnight = (day: RawBuilder<unknown>) => sql`(${day})::timestamp at time zone ${zone}`;

/** Where a contact matches the definition (project_document as `d`). */
function contactWhere(def: FcrDefinition, ranges: readonly FcrRange[]): RawBuilder<unknown> {
  const n = def.dayRange;
  const terms: RawBuilder<unknown>[] = [
    sql`d.workspace_id = ${def.workspaceId}`,
    sql`d.project_id in (${sql.join(def.projectIds)})`,
    sql`d.trashed_at is null`,
  ];
  if (def.matchAttribute === null) terms.push(sql`d.customer_key is not null`);
  else terms.push(sql`sentio_customer_value(d.attributes -> ${def.matchAttribute}) is not null`);
  if (def.channels.length > 0) terms.push(sql`d.channel_code in (${sql.join(def.channels)})`);
  const starts = ranges.map((r) => r.start);
  const ends = ranges.map((r) => r.end);
  if (starts.every((s) => s !== null)) {
    const first = new Date(Math.min(...starts.map((s) => s.getTime())));
    terms.push(sql`d.content_date >= ${midnight(sql`${localDay(sql`${first}::timestamptz`)} - ${n}::integer`)}`);
  }
  if (ends.every((e) => e !== null)) {
    const last = new Date(Math.max(...ends.map((e) => e.getTime())));
    terms.push(sql`d.content_date < ${midnight(sql`${localDay(sql`${last}::timestamptz`)} + ${3 * n + 1}::integer`)}`);
  }
  if (def.categories.length > 0 && !def.sameCategory)
    terms.push(
      sql`exists (select 1 from project_document_category k where k.document_id = d.id and (k.model_id, k.category_id) in (${categoryPairs(def)}))`,
    );
  for (const a of def.attributes)
    terms.push(
      sql`(d.attributes ->> ${a.field} = ${a.value} or coalesce(d.attributes -> ${a.field}, 'null'::jsonb) @> jsonb_build_array(${a.value}::text))`,
    );
  return sql.join(terms, sql` and `);
}

const categoryPairs = (def: FcrDefinition) =>
  sql.join(def.categories.map((c) => sql`(${c.modelId}::uuid, ${c.categoryId}::text)`));

/**
 * Contacts of the ranges with whether each starts an issue, its issue's size and whether it is pending: the rows
 * the report aggregates and the drill-down filters. `firstOnly`: only the contacts that start an issue.
 */
export function fcrContacts(
  def: FcrDefinition,
  options: { ranges: readonly FcrRange[]; now: Date; firstOnly: boolean },
): RawBuilder<FcrContactRow> {
  const n = def.dayRange;
  if (def.projectIds.length === 0 || options.ranges.length === 0)
    return sql<FcrContactRow>`select null::uuid as id, null::uuid as project_id, null::text as channel_code,
      null::text as agent, null::uuid as model_id, null::text as category_id, null::date as day, 0 as period,
      false as first, 0 as contacts, false as pending where false`;
  const customer =
    def.matchAttribute === null ? sql`d.customer_key` : sql`sentio_customer_value(d.attributes -> ${def.matchAttribute})`;
  const agent = def.agentAttribute === null ? sql`null::text` : sql`nullif(btrim(d.attributes ->> ${def.agentAttribute}), '')`;
  const category = def.sameCategory
    ? sql`join project_document_category pc on pc.document_id = d.id${
        def.categories.length > 0 ? sql` and (pc.model_id, pc.category_id) in (${categoryPairs(def)})` : sql``
      }`
    : sql``;
  const partition = def.sameCategory ? sql`c.customer, c.category_id` : sql`c.customer`;
  // The range holding each contact's instant, the first one when ranges overlap (a CASE, not a join: one test per row).
  const inRange = (r: FcrRange) =>
    sql.join(
      [
        ...(r.start ? [sql`x.content_date >= ${r.start}::timestamptz`] : []),
        ...(r.end ? [sql`x.content_date <= ${r.end}::timestamptz`] : []),
        sql`true`,
      ],
      sql` and `,
    );
  const period = sql`case ${sql.join(
    options.ranges.map((r, i) => sql`when ${inRange(r)} then ${i}::integer`),
    sql` `,
  )} end`;
  const today = localDay(sql`${options.now}::timestamptz`);
  return sql<FcrContactRow>`select y.* from (select x.id, x.project_id, x.channel_code, x.agent, x.model_id, x.category_id,
      x.day::text as day, ${period} as period, x.first, x.contacts,
      (x.first and x.contacts = 1 and ${today} <= x.day + ${n}::integer) as pending
    from (
      select w.*, (w.prev is null or w.day - w.prev > ${n}::integer) as first,
        case when w.d1 - w.day <= ${n}::integer then
          case when w.d2 - w.d1 <= ${n}::integer then case when w.d3 - w.d2 <= ${n}::integer then 4 else 3 end else 2 end
        else 1 end as contacts
      from (
        select c.*, lag(c.day) over o as prev, lead(c.day, 1) over o as d1, lead(c.day, 2) over o as d2,
          lead(c.day, 3) over o as d3
        from (
          select d.id, d.project_id, d.channel_code, d.content_date, ${agent} as agent, ${customer} as customer,
            ${def.sameCategory ? sql`pc.model_id, pc.category_id` : sql`null::uuid as model_id, null::text as category_id`},
            ${localDay(sql`d.content_date`)} as day
          from project_document d ${category}
          where ${contactWhere(def, options.ranges)}
        ) c
        window o as (partition by ${partition} order by c.content_date, c.id)
      ) w
    ) x ${options.firstOnly ? sql`where x.first` : sql``}) y
    where y.period is not null`;
}

/** The SQL test of a bucket over `fcrContacts` rows (`f`): pending issues are in no bucket. */
export function bucketCondition(bucket: FcrBucket): RawBuilder<unknown> {
  switch (bucket) {
    case '1':
      return sql`f.first and f.contacts = 1 and not f.pending`;
    case 'R':
      return sql`f.first and f.contacts >= 2`;
    case '4':
      return sql`f.first and f.contacts >= 4`;
    default:
      return sql`f.first and f.contacts = ${Number(bucket)}::integer`;
  }
}

/**
 * The search's `dofc` (docs/first-call-resolution.md): the ids of the documents that start an issue of `bucket`
 * within the range, for `project_document.id in (…)`.
 */
export function fcrDrillIds(def: FcrDefinition, bucket: FcrBucket, range: FcrRange, now: Date): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`select f.id from (${fcrContacts(def, { ranges: [range], now, firstOnly: true })}) f
    where ${bucketCondition(bucket)}`;
}
