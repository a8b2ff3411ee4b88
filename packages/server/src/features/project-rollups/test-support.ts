import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * Recounts of an analysis's rollups straight from the documents, for tests: what the triggers must have summed.
 * The NPS / CSAT answers are recomputed from the attributes and the analysis's settings (not read from the
 * trigger-kept columns), so a stale score shows up as a difference too.
 */
const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
const npsOf = `sentio_score(d.attributes -> sentio_score_field(p.settings, 'npsField'), 0, 10)`;
const csatOf = `sentio_score(d.attributes -> sentio_score_field(p.settings, 'csatField'), 1, 10)`;
const measures = [
  'count(*)::int as n',
  ...[
    ['positive', 1],
    ['neutral', 0],
    ['negative', -1],
  ].map(([name, p]) => `(count(*) filter (where sentio_polarity(d.sentiment) = ${p}))::int as ${name}`),
  ...NPS.map((i) => `(count(*) filter (where ${npsOf} = ${i}))::int as nps_${i}`),
  ...CSAT.map((i) => `(count(*) filter (where ${csatOf} = ${i}))::int as csat_${i}`),
].join(', ');
const stored = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)]
  .map((m) => `${m}::int as ${m}`)
  .join(', ');

const DAY_KEYS = `project_id, workspace_id, day::text as day, channel, sentiment, status, prediction_status, language, has_content`;
const CATEGORY_KEYS = `project_id, workspace_id, day::text as day, model_id, category_id, channel, sentiment, has_content`;

export async function rollupDays(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select ${sql.raw(DAY_KEYS)}, ${sql.raw(stored)} from project_rollup_day
    where project_id = ${projectId} and n > 0 order by 3, 4, 5, 6, 7, 8, 9`.execute(db);
  return rows;
}

/** The local day of a content date in the reporting zone (the app's TIME_ZONE, given by the test, not read from SQL). */
const dayIn = (timeZone: string) => sql`((d.content_date at time zone ${sql.lit(timeZone)})::date)::text`;

export async function recountDays(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select d.project_id, d.workspace_id, ${dayIn(timeZone)} as day,
      coalesce(d.channel_code, '') as channel, coalesce(d.sentiment, '') as sentiment, d.status, d.prediction_status,
      d.language, d.content <> '' as has_content, ${sql.raw(measures)}
    from project_document d join project p on p.id = d.project_id
    where d.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 3, 4, 5, 6, 7, 8, 9`.execute(db);
  return rows;
}

export async function rollupCategories(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select ${sql.raw(CATEGORY_KEYS)}, ${sql.raw(stored)} from project_rollup_category
    where project_id = ${projectId} and n > 0 order by 3, 4, 5, 6, 7, 8`.execute(db);
  return rows;
}

export async function recountCategories(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select c.project_id, p.workspace_id, ${dayIn(timeZone)} as day, c.model_id,
      c.category_id, coalesce(d.channel_code, '') as channel, coalesce(d.sentiment, '') as sentiment,
      d.content <> '' as has_content, ${sql.raw(measures)}
    from project_document_category c
      join project_document d on d.id = c.document_id
      join project p on p.id = c.project_id
    where c.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 3, 4, 5, 6, 7, 8`.execute(db);
  return rows;
}

const PAIR_KEYS = `project_id, workspace_id, model_id, category_id, day::text as day, co_model_id, co_category_id, has_content`;

export async function rollupPairs(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select ${sql.raw(PAIR_KEYS)}, ${sql.raw(stored)} from project_rollup_category_pair
    where project_id = ${projectId} and n > 0 order by 3, 4, 5, 6, 7, 8`.execute(db);
  return rows;
}

/** Pairs of category rows of one document, counted from the documents (a's category, b's as the co-category). */
export async function recountPairs(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select a.project_id, p.workspace_id, a.model_id, a.category_id, ${dayIn(timeZone)} as day,
      b.model_id as co_model_id, b.category_id as co_category_id, d.content <> '' as has_content, ${sql.raw(measures)}
    from project_document_category a
      join project_document_category b on b.document_id = a.document_id
      join project_document d on d.id = a.document_id
      join project p on p.id = a.project_id
    where a.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 3, 4, 5, 6, 7, 8`.execute(db);
  return rows;
}

const STATE_KEYS = `project_id, workspace_id, model_id, category_id, day::text as day, status, prediction_status, language, has_content`;

export async function rollupStates(db: Db, projectId: string): Promise<unknown[]> {
  const { rows } = await sql`select ${sql.raw(STATE_KEYS)}, n::int as n from project_rollup_category_state
    where project_id = ${projectId} and n > 0 order by 3, 4, 5, 6, 7, 8, 9`.execute(db);
  return rows;
}

/** One category's documents by day, status, prediction status and language. */
export async function recountStates(db: Db, projectId: string, timeZone = 'UTC'): Promise<unknown[]> {
  const { rows } = await sql`
    select c.project_id, p.workspace_id, c.model_id, c.category_id, ${dayIn(timeZone)} as day, d.status,
      d.prediction_status, d.language, d.content <> '' as has_content, count(*)::int as n
    from project_document_category c
      join project_document d on d.id = c.document_id
      join project p on p.id = c.project_id
    where c.project_id = ${projectId} and d.trashed_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 3, 4, 5, 6, 7, 8, 9`.execute(db);
  return rows;
}

/** The month rollups as stored (n > 0), in the order of `recountMonths`. */
export async function rollupMonths(db: Db, projectId: string, kind: 'day' | 'category'): Promise<unknown[]> {
  const keys = (kind === 'day' ? DAY_KEYS : CATEGORY_KEYS).replace('day::text as day', 'month::text as day');
  const { rows } = await sql<Record<string, unknown>>`select ${sql.raw(keys)}, ${sql.raw(stored)}
    from ${sql.table(`project_rollup_${kind}_month`)} where project_id = ${projectId} and n > 0`.execute(db);
  return sortedRows(rows, kind === 'day' ? 9 : 8);
}

/** The month rows a recount from the documents gives (their local days' months summed). */
export async function recountMonths(db: Db, projectId: string, kind: 'day' | 'category', timeZone = 'UTC'): Promise<unknown[]> {
  const days = kind === 'day' ? await recountDays(db, projectId, timeZone) : await recountCategories(db, projectId, timeZone);
  const keyCount = kind === 'day' ? 9 : 8;
  const out = new Map<string, Record<string, unknown>>();
  for (const row of days as Record<string, unknown>[]) {
    const month = { ...row, day: `${String(row['day']).slice(0, 8)}01` };
    const entries = Object.entries(month);
    const key = JSON.stringify(entries.slice(0, keyCount));
    const acc = out.get(key);
    if (!acc) out.set(key, month);
    else for (const [k, v] of entries.slice(keyCount)) acc[k] = Number(acc[k]) + Number(v);
  }
  return sortedRows([...out.values()], keyCount);
}

const sortedRows = (rows: Record<string, unknown>[], keyCount: number): Record<string, unknown>[] => {
  const order = (r: Record<string, unknown>) => JSON.stringify(Object.values(r).slice(0, keyCount));
  return rows
    .map((r) => ({ row: r, key: order(r) }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    .map((x) => x.row);
};
