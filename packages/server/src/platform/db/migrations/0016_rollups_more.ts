import { sql, type Kysely } from 'kysely';

/**
 * More dashboard filters answered from the rollups (docs/dashboards.md, docs/scale.md), instead of counting the
 * documents (2–5 s at 10⁶ documents before):
 * - the category rollup learns the document's sentiment: with `sentiment` in its key, a sentiment filter and the
 *   sentiment widget under a one-category filter are rollup reads;
 * - a category-pair rollup counts the documents of each category by their categories, so the category widgets
 *   under a one-category filter are too.
 *
 * Everything else is as migration 0005 built it: statement triggers with transition tables, one upsert per changed
 * group, category rows carrying copies of their document's rollup keys (now also its sentiment label, `doc_sentiment`,
 * beside the per-category `sentiment` a category row already has). The functions below replace 0005's under the
 * same names, so the triggers keep calling them; the table is recreated with the new key and every analysis
 * recounted (backfill).
 */

const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
export const MEASURES = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)];

const DAY_KEYS = ['project_id', 'day', 'channel', 'sentiment', 'status', 'prediction_status', 'language', 'has_content'];
const CATEGORY_KEYS = ['project_id', 'day', 'model_id', 'category_id', 'channel', 'sentiment', 'has_content'];

/** One changed row's contribution (sign +1 or −1) to every measure. */
export function measures(sign: string, polarity: string, nps: string, csat: string): string {
  return [
    `${sign} as n`,
    `case when ${polarity} = 1 then ${sign} else 0 end as positive`,
    `case when ${polarity} = 0 then ${sign} else 0 end as neutral`,
    `case when ${polarity} = -1 then ${sign} else 0 end as negative`,
    ...NPS.map((i) => `case when ${nps} = ${i} then ${sign} else 0 end as nps_${i}`),
    ...CSAT.map((i) => `case when ${csat} = ${i} then ${sign} else 0 end as csat_${i}`),
  ].join(', ');
}

const documentKeys = (d: string): string =>
  `${d}.project_id, ${d}.workspace_id, (${d}.content_date at time zone sentio_zone())::date as day, ` +
  `coalesce(${d}.channel_code, '') as channel, coalesce(${d}.sentiment, '') as sentiment, ${d}.status, ` +
  `${d}.prediction_status, ${d}.language, ${d}.content <> '' as has_content`;

export const documentPart = (rel: string, sign: string, where = ''): string =>
  `select ${documentKeys('d')}, ${measures(sign, 'sentio_polarity(d.sentiment)', 'd.nps_score', 'd.csat_score')} ` +
  `from ${rel} d where d.trashed_at is null${where}`;

export const categoryPart = (rel: string, sign: string, where = ''): string =>
  `select c.project_id, c.day, c.model_id, c.category_id, c.channel, c.doc_sentiment as sentiment, c.has_content, ` +
  `${measures(sign, 'c.polarity', 'c.nps_score', 'c.csat_score')} from ${rel} c where c.counted${where}`;

const sums = (ms: string[]) => ms.map((m) => `sum(x.${m})::integer`).join(', ');
const changed = (ms: string[]) => ms.map((m) => `sum(x.${m}) <> 0`).join(' or ');
const addUp = (table: string, ms: string[]) => ms.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ');

/** `ms`: the measures of the table (a later rollup counts documents only). */
export const upsert = (table: string, keys: string[], parts: string[], ms: string[] = MEASURES): string => `
  insert into ${table} (${keys.join(', ')}, workspace_id, ${ms.join(', ')})
  select ${keys.map((k) => `x.${k}`).join(', ')}, p.workspace_id, ${sums(ms)}
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by ${keys.map((k) => `x.${k}`).join(', ')}, p.workspace_id
  having ${changed(ms)}
  order by ${keys.map((k) => `x.${k}`).join(', ')}
  on conflict (${keys.join(', ')}) do update set ${addUp(table, ms)};`;

export const dayUpsert = (parts: string[]): string => upsert('project_rollup_day', DAY_KEYS, parts);
export const categoryUpsert = (parts: string[]): string => upsert('project_rollup_category', CATEGORY_KEYS, parts);

/** What a category row copies from its document (d). */
export const COPIES = ['day', 'channel', 'doc_sentiment', 'has_content', 'polarity', 'nps_score', 'csat_score', 'counted'];
export const copiedFrom = (d: string): string[] => [
  `(${d}.content_date at time zone sentio_zone())::date`,
  `coalesce(${d}.channel_code, '')`,
  `coalesce(${d}.sentiment, '')`,
  `${d}.content <> ''`,
  `sentio_polarity(${d}.sentiment)`,
  `${d}.nps_score`,
  `${d}.csat_score`,
  `${d}.trashed_at is null`,
];
export const copySources = (d: string): string =>
  `(${d}.content_date, ${d}.channel_code, ${d}.content <> '', ${d}.sentiment, ${d}.nps_score, ${d}.csat_score, ${d}.trashed_at is null)`;
export const refreshCopies = (docs: string, where: string, old?: string): string => `
  update project_document_category c set (${COPIES.join(', ')}) = (${copiedFrom('d').join(', ')})
  from ${docs} d${old ? ` join ${old} o on o.id = d.id and ${copySources('o')} is distinct from ${copySources('d')}` : ''}
  where c.document_id = d.id${where}
    and (${COPIES.map((k) => `c.${k}`).join(', ')}) is distinct from (${copiedFrom('d').join(', ')});`;

// ── the category-pair rollup ───────────────────────────────────────────────────────────────────────────────
/**
 * Documents carrying both a category and a co-category (itself included), per day: "the categories of the documents
 * of one category". Keyed by day and content only (no channel or sentiment): 16 leaves give at most 256 pairs a day,
 * about the size of the category rollup, where channel and sentiment keys would multiply it by 20 and make it as
 * large as the documents (docs/scale.md has the counts).
 */
const PAIR_KEYS = ['project_id', 'model_id', 'category_id', 'day', 'co_model_id', 'co_category_id', 'has_content'];
/** The pairs (a, b) of category rows of one document, a's copies as the measures; `where` tests a and b. */
export const pairPart = (left: string, right: string, sign: string, where = ''): string =>
  `select a.project_id, a.model_id, a.category_id, a.day, b.model_id as co_model_id, b.category_id as co_category_id, ` +
  `a.has_content, ${measures(sign, 'a.polarity', 'a.nps_score', 'a.csat_score')} ` +
  `from ${left} a join ${right} b on b.document_id = a.document_id where a.counted${where}`;
/** Rows of the table now that are not among the statement's new rows (u: unchanged by it). */
const unchanged = (alias: string, n: string): string =>
  ` and not exists (select 1 from ${n} x where x.document_id = ${alias}.document_id and x.model_id = ${alias}.model_id and x.category_id = ${alias}.category_id)`;
export const pairUpsert = (parts: string[]): string => upsert('project_rollup_category_pair', PAIR_KEYS, parts);
export const TABLE = 'project_document_category';
/**
 * The change of the pairs by one statement: with T the table after it, N its new rows, O its old rows and U = T − N
 * the rows it left alone, the pairs after are N×T + U×N (+ U×U) and before O×O + O×U + U×O (+ U×U).
 */
const pairsInserted = pairUpsert([pairPart('n', TABLE, '1'), pairPart(TABLE, 'n', '1', unchanged('a', 'n'))]);
const pairsDeleted = pairUpsert([pairPart('o', 'o', '-1'), pairPart('o', TABLE, '-1'), pairPart(TABLE, 'o', '-1')]);
const pairsUpdated = pairUpsert([
  pairPart('n', TABLE, '1'),
  pairPart(TABLE, 'n', '1', unchanged('a', 'n')),
  pairPart('o', 'o', '-1'),
  pairPart('o', TABLE, '-1', unchanged('b', 'n')),
  pairPart(TABLE, 'o', '-1', unchanged('a', 'n')),
]);

export const measureColumns = MEASURES.map((m) => `${m} integer not null default 0`).join(',\n      ');
export const plpgsql = (name: string, body: string): string =>
  `create or replace function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$;`;

/** The category rollup table with `keys` as its primary key (0005's without sentiment, this one's with it). */
const categoryTable = (keys: string[], sentiment: boolean): string => `
    create table project_rollup_category (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      day date not null,
      model_id uuid not null,
      category_id text not null,
      channel text not null,${sentiment ? '\n      sentiment text not null,' : ''}
      has_content boolean not null,
      ${measureColumns},
      primary key (${keys.join(', ')})
    );
    create index project_rollup_category_leaf on project_rollup_category (project_id, model_id, category_id, day);`;

/** The functions 0005 and this migration define with the same names, over the given copies, category keys and parts. */
function functions(o: {
  refresh: (docs: string, where: string, old?: string) => string;
  category: (parts: string[]) => string;
  part: (rel: string, sign: string, where?: string) => string;
  copies: string[];
  from: string[];
}): string {
  return `
    create or replace function sentio_rollup_rebuild(target uuid) returns void language plpgsql as $fn$ begin
      ${o.refresh('project_document', ' and d.project_id = target')}
      delete from project_rollup_day where project_id = target;
      delete from project_rollup_category where project_id = target;
      ${dayUpsert([documentPart('project_document', '1', ' and d.project_id = target')])}
      ${o.category([o.part('project_document_category', '1', ' and c.project_id = target')])}
    end $fn$;
    ${plpgsql('sentio_document_updated', dayUpsert([documentPart('o', '-1'), documentPart('n', '1')]) + o.refresh('n', '', 'o'))}
    create or replace function sentio_category_copies() returns trigger language plpgsql as $fn$ begin
      select ${o.from.join(', ')} into ${o.copies.map((k) => `new.${k}`).join(', ')}
        from project_document d where d.id = new.document_id;
      return new;
    end $fn$;
    ${plpgsql('sentio_category_inserted', o.category([o.part('n', '1')]))}
    ${plpgsql('sentio_category_updated', o.category([o.part('o', '-1'), o.part('n', '1')]))}
    ${plpgsql('sentio_category_deleted', o.category([o.part('o', '-1')]))}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    alter table project_document_category add column doc_sentiment text;
    drop table project_rollup_category;
    ${categoryTable(CATEGORY_KEYS, true)}

    create table project_rollup_category_pair (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      model_id uuid not null,
      category_id text not null,
      day date not null,
      co_model_id uuid not null,
      co_category_id text not null,
      has_content boolean not null,
      ${measureColumns},
      primary key (${PAIR_KEYS.join(', ')})
    );

    ${functions({ refresh: refreshCopies, category: categoryUpsert, part: categoryPart, copies: COPIES, from: copiedFrom('d') })}
    -- The rebuild recounts the pairs too (after the copies and the other rollups).
    create or replace function sentio_rollup_rebuild(target uuid) returns void language plpgsql as $fn$ begin
      ${refreshCopies('project_document', ' and d.project_id = target')}
      delete from project_rollup_day where project_id = target;
      delete from project_rollup_category where project_id = target;
      delete from project_rollup_category_pair where project_id = target;
      ${dayUpsert([documentPart('project_document', '1', ' and d.project_id = target')])}
      ${categoryUpsert([categoryPart('project_document_category', '1', ' and c.project_id = target')])}
      ${pairUpsert([pairPart(TABLE, TABLE, '1', ' and a.project_id = target')])}
    end $fn$;

    ${plpgsql('sentio_pair_inserted', pairsInserted)}
    ${plpgsql('sentio_pair_updated', pairsUpdated)}
    ${plpgsql('sentio_pair_deleted', pairsDeleted)}
    create trigger project_document_category_pair_insert after insert on project_document_category
      referencing new table as n for each statement execute function sentio_pair_inserted();
    create trigger project_document_category_pair_update after update on project_document_category
      referencing old table as o new table as n for each statement execute function sentio_pair_updated();
    create trigger project_document_category_pair_delete after delete on project_document_category
      referencing old table as o for each statement execute function sentio_pair_deleted();

    select sentio_rollup_rebuild(id) from project;
  `,
    )
    .execute(db);
}

// ── down: 0005's definitions ──────────────────────────────────────────────────────────────────────────────────
const OLD_KEYS = CATEGORY_KEYS.filter((k) => k !== 'sentiment');
const OLD_COPIES = COPIES.filter((k) => k !== 'doc_sentiment');
const oldFrom = (d: string): string[] => copiedFrom(d).filter((_, i) => COPIES[i] !== 'doc_sentiment');
const oldRefresh = (docs: string, where: string, old?: string): string => `
  update project_document_category c set (${OLD_COPIES.join(', ')}) = (${oldFrom('d').join(', ')})
  from ${docs} d${old ? ` join ${old} o on o.id = d.id and ${copySources('o')} is distinct from ${copySources('d')}` : ''}
  where c.document_id = d.id${where}
    and (${OLD_COPIES.map((k) => `c.${k}`).join(', ')}) is distinct from (${oldFrom('d').join(', ')});`;
const oldPart = (rel: string, sign: string, where = ''): string =>
  `select c.project_id, c.day, c.model_id, c.category_id, c.channel, c.has_content, ` +
  `${measures(sign, 'c.polarity', 'c.nps_score', 'c.csat_score')} from ${rel} c where c.counted${where}`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    drop trigger project_document_category_pair_delete on project_document_category;
    drop trigger project_document_category_pair_update on project_document_category;
    drop trigger project_document_category_pair_insert on project_document_category;
    drop function sentio_pair_deleted, sentio_pair_updated, sentio_pair_inserted;
    drop table project_rollup_category_pair;
    drop table project_rollup_category;
    ${categoryTable(OLD_KEYS, false)}
    ${functions({
      refresh: oldRefresh,
      category: (parts) => upsert('project_rollup_category', OLD_KEYS, parts),
      part: oldPart,
      copies: OLD_COPIES,
      from: oldFrom('d'),
    })}
    alter table project_document_category drop column doc_sentiment;
    select sentio_rollup_rebuild(id) from project;
  `,
    )
    .execute(db);
}
