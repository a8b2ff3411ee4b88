import { sql, type Kysely } from 'kysely';

/**
 * Attributes declared as dimensions, rolled up (docs/dashboards.md "Dimension attributes", docs/scale.md): a filter
 * such as `segment IN (premium, corporate)` was counted over the documents (2 s at 10⁶); with `segment` declared, it
 * is a read of two rollups keyed by the attribute's value as well:
 * - project_rollup_attribute: the day rollup's keys (day, channel, sentiment, status, prediction status, language,
 *   content) plus the attribute code and value;
 * - project_rollup_attribute_category: the category rollup's keys (day, model, category, channel, the document's
 *   sentiment, content) plus the attribute code and value.
 *
 * Only declared attributes are counted: project_dimension lists them per analysis with a state — BUILDING until the
 * backfill job (sentio_dimension_rebuild) has counted the existing documents, READY after, OVERFLOW when the
 * attribute has more distinct values than the cap (then nothing is counted). project_dimension_value keeps the
 * distinct values seen, so the cube can tell a dimension that outgrew the cap after it was built.
 *
 * Kept exact as 0005/0016 keep theirs: statement triggers with transition tables, one upsert per changed group. A
 * category row cannot read its document when the document's delete cascades to it, so it carries a copy of its
 * document's dimension values (`dims`, {code: value}), filled on insert and refreshed when the document's attributes
 * change; the category copies 0016 refreshes (day, channel, sentiment, …) move these rows through the same update.
 * Every document and category-row statement takes a shared advisory lock per analysis it touches (held to commit);
 * the backfill and a declaration take it exclusively. So a backfill waits for every transaction writing the
 * analysis's documents — also one that began before the declaration and has counted nothing — and counts from a
 * snapshot that includes them, and no statement's upsert interleaves with it (it would be counted twice).
 *
 * A value is the attribute's JSON string (what `attributes @> {"code": "v"}` matches); anything else (missing,
 * number, list) is '' — no filter value is '' (the planner sends those to the documents). Values longer than 200
 * characters are stored as their first 200 and '…', which no filter value of at most 200 characters equals.
 */

const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
const MEASURES = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)];

const ATTRIBUTE_KEYS = [
  'project_id',
  'code',
  'value',
  'day',
  'channel',
  'sentiment',
  'status',
  'prediction_status',
  'language',
  'has_content',
];
const ATTRIBUTE_CATEGORY_KEYS = [
  'project_id',
  'code',
  'value',
  'day',
  'model_id',
  'category_id',
  'channel',
  'sentiment',
  'has_content',
];

function measures(sign: string, polarity: string, nps: string, csat: string): string {
  return [
    `${sign} as n`,
    `case when ${polarity} = 1 then ${sign} else 0 end as positive`,
    `case when ${polarity} = 0 then ${sign} else 0 end as neutral`,
    `case when ${polarity} = -1 then ${sign} else 0 end as negative`,
    ...NPS.map((i) => `case when ${nps} = ${i} then ${sign} else 0 end as nps_${i}`),
    ...CSAT.map((i) => `case when ${csat} = ${i} then ${sign} else 0 end as csat_${i}`),
  ].join(', ');
}

/** The counted dimensions of an analysis (an OVERFLOW one has no rows). */
const counted = (alias: string, project: string): string =>
  `project_dimension ${alias} on ${alias}.project_id = ${project} and ${alias}.state <> 'OVERFLOW'`;

const documentPart = (rel: string, sign: string, where = ''): string =>
  `select d.project_id, pd.code, sentio_dimension_value(d.attributes -> pd.code) as value, ` +
  `(d.content_date at time zone sentio_zone())::date as day, coalesce(d.channel_code, '') as channel, ` +
  `coalesce(d.sentiment, '') as sentiment, d.status, d.prediction_status, d.language, d.content <> '' as has_content, ` +
  `${measures(sign, 'sentio_polarity(d.sentiment)', 'd.nps_score', 'd.csat_score')} ` +
  `from ${rel} d join ${counted('pd', 'd.project_id')} where d.trashed_at is null${where}`;

const categoryPart = (rel: string, sign: string, where = ''): string =>
  `select c.project_id, pd.code, coalesce(c.dims ->> pd.code, '') as value, c.day, c.model_id, c.category_id, c.channel, ` +
  `c.doc_sentiment as sentiment, c.has_content, ${measures(sign, 'c.polarity', 'c.nps_score', 'c.csat_score')} ` +
  `from ${rel} c join ${counted('pd', 'c.project_id')} where c.counted${where}`;

const upsert = (table: string, keys: string[], parts: string[]): string => `
  insert into ${table} (${keys.join(', ')}, workspace_id, ${MEASURES.join(', ')})
  select ${keys.map((k) => `x.${k}`).join(', ')}, p.workspace_id, ${MEASURES.map((m) => `sum(x.${m})::integer`).join(', ')}
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by ${keys.map((k) => `x.${k}`).join(', ')}, p.workspace_id
  having ${MEASURES.map((m) => `sum(x.${m}) <> 0`).join(' or ')}
  order by ${keys.map((k) => `x.${k}`).join(', ')}
  on conflict (${keys.join(', ')}) do update set ${MEASURES.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ')};`;

const attributeUpsert = (parts: string[]): string => upsert('project_rollup_attribute', ATTRIBUTE_KEYS, parts);
const categoryUpsert = (parts: string[]): string => upsert('project_rollup_attribute_category', ATTRIBUTE_CATEGORY_KEYS, parts);

/** The distinct values the documents of `rel` bring (kept to tell an outgrown dimension). */
const valuesSeen = (rel: string): string => `
  insert into project_dimension_value (project_id, code, value)
  select distinct d.project_id, pd.code, sentio_dimension_value(d.attributes -> pd.code)
  from ${rel} d join ${counted('pd', 'd.project_id')} where d.trashed_at is null
  on conflict do nothing;`;

/** A document's dimension values as its category rows copy them. */
const dimsOf = (d: string): string =>
  `(select jsonb_object_agg(x.code, sentio_dimension_value(${d}.attributes -> x.code)) from project_dimension x where x.project_id = ${d}.project_id)`;

/** The advisory lock of an analysis's dimensions (dimension-repository.ts takes the same key). */
const lockKey = (project: string): string => `19190, hashtext(${project}::text)`;

/**
 * Waits for a running backfill or declaration of the statement's analyses and keeps the next from starting until
 * commit; then runs `body` only when a changed row belongs to an analysis with dimensions (most have none).
 */
const withDimensions = (name: string, rel: string, body: string): string => `
  create or replace function ${name}() returns trigger language plpgsql as $fn$ begin
    perform pg_advisory_xact_lock_shared(${lockKey('x.project_id')}) from (select distinct r.project_id from ${rel} r) x;
    if exists (select 1 from ${rel} r join project_dimension pd on pd.project_id = r.project_id) then
      ${body}
    end if;
    return null;
  end $fn$;`;

// ── month rollups of the two attribute rollups (as 0018 does for the day and category rollups) ──────────────────
/** A year-long range reads whole months from these and only its edge days from the day rows. */
const MONTH_KEYS = {
  attribute: ATTRIBUTE_KEYS.map((k) => (k === 'day' ? 'month' : k)),
  attribute_category: ATTRIBUTE_CATEGORY_KEYS.map((k) => (k === 'day' ? 'month' : k)),
};
type MonthKind = keyof typeof MONTH_KEYS;
const monthPart = (kind: MonthKind, rel: string, sign: '' | '-'): string =>
  `select ${MONTH_KEYS[kind].map((k) => (k === 'month' ? `date_trunc('month', r.day)::date as month` : `r.${k}`)).join(', ')}, ` +
  `${MEASURES.map((m) => `${sign}r.${m} as ${m}`).join(', ')} from ${rel} r`;
const monthUpsert = (kind: MonthKind, parts: string[]): string => upsert(`project_rollup_${kind}_month`, MONTH_KEYS[kind], parts);
const monthTriggers = (kind: MonthKind): string => `
    create function sentio_${kind}_month_inserted() returns trigger language plpgsql as $fn$ begin
      ${monthUpsert(kind, [monthPart(kind, 'n', '')])} return null; end $fn$;
    create function sentio_${kind}_month_updated() returns trigger language plpgsql as $fn$ begin
      ${monthUpsert(kind, [monthPart(kind, 'o', '-'), monthPart(kind, 'n', '')])} return null; end $fn$;
    create function sentio_${kind}_month_deleted() returns trigger language plpgsql as $fn$ begin
      ${monthUpsert(kind, [monthPart(kind, 'o', '-')])} return null; end $fn$;
    create trigger project_rollup_${kind}_month_insert after insert on project_rollup_${kind}
      referencing new table as n for each statement execute function sentio_${kind}_month_inserted();
    create trigger project_rollup_${kind}_month_update after update on project_rollup_${kind}
      referencing old table as o new table as n for each statement execute function sentio_${kind}_month_updated();
    create trigger project_rollup_${kind}_month_delete after delete on project_rollup_${kind}
      referencing old table as o for each statement execute function sentio_${kind}_month_deleted();`;

const measureColumns = MEASURES.map((m) => `${m} integer not null default 0`).join(',\n      ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    create table project_dimension (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      code text not null,
      state text not null default 'BUILDING' check (state in ('BUILDING', 'READY', 'OVERFLOW')),
      updated_at timestamptz not null default now(),
      primary key (project_id, code)
    );
    create table project_dimension_value (
      project_id uuid not null,
      code text not null,
      value text not null,
      primary key (project_id, code, value),
      foreign key (project_id, code) references project_dimension (project_id, code) on delete cascade
    );
    create table project_rollup_attribute (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      code text not null,
      value text not null,
      day date not null,
      channel text not null,
      sentiment text not null,
      status text not null,
      prediction_status text not null,
      language text not null,
      has_content boolean not null,
      ${measureColumns},
      primary key (${ATTRIBUTE_KEYS.join(', ')})
    );
    create table project_rollup_attribute_category (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      code text not null,
      value text not null,
      day date not null,
      model_id uuid not null,
      category_id text not null,
      channel text not null,
      sentiment text not null,
      has_content boolean not null,
      ${measureColumns},
      primary key (${ATTRIBUTE_CATEGORY_KEYS.join(', ')})
    );
    create table project_rollup_attribute_month (like project_rollup_attribute including all);
    alter table project_rollup_attribute_month rename column day to month;
    create table project_rollup_attribute_category_month (like project_rollup_attribute_category including all);
    alter table project_rollup_attribute_category_month rename column day to month;
    alter table project_document_category add column dims jsonb;

    ${monthTriggers('attribute')}
    ${monthTriggers('attribute_category')}

    create function sentio_dimension_value(v jsonb) returns text language sql immutable parallel safe as $$
      select case when jsonb_typeof(v) = 'string' then
        case when length(v #>> '{}') > 200 then left(v #>> '{}', 200) || '…' else v #>> '{}' end
      else '' end
    $$;

    create function sentio_category_dims() returns trigger language plpgsql as $fn$ begin
      if exists (select 1 from project_dimension pd where pd.project_id = new.project_id) then
        select ${dimsOf('d')} into new.dims from project_document d where d.id = new.document_id;
      end if;
      return new;
    end $fn$;
    create trigger project_document_category_dims before insert on project_document_category
      for each row execute function sentio_category_dims();

    ${withDimensions('sentio_dimension_document_inserted', 'n', attributeUpsert([documentPart('n', '1')]) + valuesSeen('n'))}
    ${withDimensions(
      'sentio_dimension_document_updated',
      'n',
      attributeUpsert([documentPart('o', '-1'), documentPart('n', '1')]) +
        valuesSeen('n') +
        `
      update project_document_category c set dims = ${dimsOf('d')}
      from n d join o on o.id = d.id and o.attributes is distinct from d.attributes
      where c.document_id = d.id and c.dims is distinct from ${dimsOf('d')};`,
    )}
    ${withDimensions('sentio_dimension_document_deleted', 'o', attributeUpsert([documentPart('o', '-1')]))}
    ${withDimensions('sentio_dimension_category_inserted', 'n', categoryUpsert([categoryPart('n', '1')]))}
    ${withDimensions('sentio_dimension_category_updated', 'n', categoryUpsert([categoryPart('o', '-1'), categoryPart('n', '1')]))}
    ${withDimensions('sentio_dimension_category_deleted', 'o', categoryUpsert([categoryPart('o', '-1')]))}

    create trigger project_document_dimension_insert after insert on project_document
      referencing new table as n for each statement execute function sentio_dimension_document_inserted();
    create trigger project_document_dimension_update after update on project_document
      referencing old table as o new table as n for each statement execute function sentio_dimension_document_updated();
    create trigger project_document_dimension_delete after delete on project_document
      referencing old table as o for each statement execute function sentio_dimension_document_deleted();
    create trigger project_document_category_dimension_insert after insert on project_document_category
      referencing new table as n for each statement execute function sentio_dimension_category_inserted();
    create trigger project_document_category_dimension_update after update on project_document_category
      referencing old table as o new table as n for each statement execute function sentio_dimension_category_updated();
    create trigger project_document_category_dimension_delete after delete on project_document_category
      referencing old table as o for each statement execute function sentio_dimension_category_deleted();

    -- The backfill: recounts every dimension of the analysis from its documents. A dimension with more than
    -- \`cap\` distinct values becomes OVERFLOW (and counts nothing); the others READY.
    create function sentio_dimension_rebuild(target uuid, cap integer) returns void language plpgsql as $fn$ begin
      perform pg_advisory_xact_lock(${lockKey('target')});
      update project_dimension pd set state = case when (
          select count(*) from (select distinct sentio_dimension_value(d.attributes -> pd.code) from project_document d
            where d.project_id = target and d.trashed_at is null limit cap + 1) v) > cap then 'OVERFLOW' else 'READY' end,
        updated_at = now()
      where pd.project_id = target;
      delete from project_dimension_value where project_id = target;
      ${valuesSeen('project_document').replace('where d.trashed_at is null', 'where d.trashed_at is null and d.project_id = target')}
      update project_document_category c set dims = ${dimsOf('d')}
      from project_document d where d.project_id = target and c.document_id = d.id and c.dims is distinct from ${dimsOf('d')};
      delete from project_rollup_attribute where project_id = target;
      delete from project_rollup_attribute_category where project_id = target;
      -- Their triggers left the months at zero: drop those rows.
      delete from project_rollup_attribute_month where project_id = target;
      delete from project_rollup_attribute_category_month where project_id = target;
      ${attributeUpsert([documentPart('project_document', '1', ' and d.project_id = target')])}
      ${categoryUpsert([categoryPart('project_document_category', '1', ' and c.project_id = target')])}
    end $fn$;
  `,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    drop trigger project_document_category_dimension_delete on project_document_category;
    drop trigger project_document_category_dimension_update on project_document_category;
    drop trigger project_document_category_dimension_insert on project_document_category;
    drop trigger project_document_dimension_delete on project_document;
    drop trigger project_document_dimension_update on project_document;
    drop trigger project_document_dimension_insert on project_document;
    drop trigger project_document_category_dims on project_document_category;
    drop function sentio_dimension_rebuild, sentio_dimension_category_deleted, sentio_dimension_category_updated,
      sentio_dimension_category_inserted, sentio_dimension_document_deleted, sentio_dimension_document_updated,
      sentio_dimension_document_inserted, sentio_category_dims, sentio_dimension_value;
    alter table project_document_category drop column dims;
    drop table project_rollup_attribute_category, project_rollup_attribute, project_rollup_attribute_category_month,
      project_rollup_attribute_month, project_dimension_value, project_dimension;
    drop function sentio_attribute_month_inserted, sentio_attribute_month_updated, sentio_attribute_month_deleted,
      sentio_attribute_category_month_inserted, sentio_attribute_category_month_updated,
      sentio_attribute_category_month_deleted;
  `,
    )
    .execute(db);
}
