import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';

/**
 * Recounts of an analysis's attribute rollups straight from the documents and their category rows, for tests: what
 * the triggers must have summed. Values are read from the attributes here (never from the category rows' copies).
 */
const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
const measures = [
  'count(*)::int as n',
  ...[
    ['positive', 1],
    ['neutral', 0],
    ['negative', -1],
  ].map(([name, p]) => `(count(*) filter (where sentio_polarity(d.sentiment) = ${p}))::int as ${name}`),
  ...NPS.map((i) => `(count(*) filter (where d.nps_score = ${i}))::int as nps_${i}`),
  ...CSAT.map((i) => `(count(*) filter (where d.csat_score = ${i}))::int as csat_${i}`),
].join(', ');
const stored = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)]
  .map((m) => `${m}::int as ${m}`)
  .join(', ');
/** The attribute's JSON string (what `attributes @> {"code": "v"}` matches), else ''. */
const valueOf = `coalesce(case when jsonb_typeof(d.attributes -> pd.code) = 'string' then d.attributes ->> pd.code end, '')`;
const dayIn = (timeZone: string) => sql`((d.content_date at time zone ${sql.lit(timeZone)})::date)::text`;

export async function rollupAttributes(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select project_id, workspace_id, code, value, day::text as day, channel, sentiment, status,
      prediction_status, language, has_content, ${sql.raw(stored)}
    from project_rollup_attribute where project_id = ${projectId} and n > 0 order by 3, 4, 5, 6, 7, 8, 9, 10, 11`.execute(db);
  return rows;
}

export async function recountAttributes(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select d.project_id, d.workspace_id, pd.code, ${sql.raw(valueOf)} as value, ${dayIn(timeZone)} as day,
      coalesce(d.channel_code, '') as channel, coalesce(d.sentiment, '') as sentiment, d.status, d.prediction_status,
      d.language, d.content <> '' as has_content, ${sql.raw(measures)}
    from project_document d join project_dimension pd on pd.project_id = d.project_id and pd.state = 'READY'
    where d.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 order by 3, 4, 5, 6, 7, 8, 9, 10, 11`.execute(db);
  return rows;
}

export async function rollupAttributeCategories(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select project_id, workspace_id, code, value, day::text as day, model_id, category_id, channel,
      sentiment, has_content, ${sql.raw(stored)}
    from project_rollup_attribute_category where project_id = ${projectId} and n > 0
    order by 3, 4, 5, 6, 7, 8, 9, 10`.execute(db);
  return rows;
}

export async function recountAttributeCategories(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select c.project_id, d.workspace_id, pd.code, ${sql.raw(valueOf)} as value, ${dayIn(timeZone)} as day, c.model_id,
      c.category_id, coalesce(d.channel_code, '') as channel, coalesce(d.sentiment, '') as sentiment,
      d.content <> '' as has_content, ${sql.raw(measures)}
    from project_document_category c
      join project_document d on d.id = c.document_id
      join project_dimension pd on pd.project_id = c.project_id and pd.state = 'READY'
    where c.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 order by 3, 4, 5, 6, 7, 8, 9, 10`.execute(db);
  return rows;
}

/**
 * The month rollups of both attribute rollups next to the months summed from their day rows (which the recounts
 * above check): [stored, expected] for each table.
 */
export async function attributeMonths(db: Db, projectId: string): Promise<[unknown[], unknown[]][]> {
  const sums = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)];
  const out: [unknown[], unknown[]][] = [];
  for (const [table, keys] of [
    ['project_rollup_attribute', 'code, value, channel, sentiment, status, prediction_status, language, has_content'],
    ['project_rollup_attribute_category', 'code, value, model_id, category_id, channel, sentiment, has_content'],
  ] as const) {
    const kept = await sql`select month::text as month, ${sql.raw(keys)}, ${sql.raw(stored)}
      from ${sql.table(`${table}_month`)} where project_id = ${projectId} and n > 0 order by 1, ${sql.raw(keys)}`.execute(db);
    const expected = await sql`select date_trunc('month', day)::date::text as month, ${sql.raw(keys)},
        ${sql.raw(sums.map((m) => `sum(${m})::int as ${m}`).join(', '))}
      from ${sql.table(table)} where project_id = ${projectId}
      group by 1, ${sql.raw(keys)} having sum(n) > 0 order by 1, ${sql.raw(keys)}`.execute(db);
    out.push([kept.rows, expected.rows]);
  }
  return out;
}
