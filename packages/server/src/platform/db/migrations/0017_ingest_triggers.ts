import { sql, type Kysely } from 'kysely';

const POLARITY =
  'case when sentio_polarity(d.sentiment) = 1 then 1 else 0 end as positive, ' +
  'case when sentio_polarity(d.sentiment) = 0 then 1 else 0 end as neutral, ' +
  'case when sentio_polarity(d.sentiment) = -1 then 1 else 0 end as negative';
/** A mapped profile attribute of a new row (settings row `s`; `fallback` without settings), as 0010 reads it. */
const mapped = (column: string, fallback: string | null): string =>
  `nullif(btrim(d.attributes ->> (case when s.workspace_id is null then ${fallback === null ? 'null' : `'${fallback}'`} else s.${column} end)), '')`;
const PROFILE: [string, string, string | null][] = [
  ['name', 'name_attribute', null],
  ['company', 'company_attribute', null],
  ['address', 'address_attribute', null],
  ['segment', 'segment_attribute', 'segment'],
];
const SUMS = 'sum(x.n)::integer, sum(x.positive)::integer, sum(x.neutral)::integer, sum(x.negative)::integer';
const addUp = (t: string) =>
  ['total', 'positive', 'neutral', 'negative'].map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ');

/**
 * The customers of inserted documents (0010's sentio_customer_inserted) in two upserts instead of three statements:
 * the profile fields (each the newest value among the new rows; newer rows replace the fields they carry, older
 * ones only fill empty fields) are written by the customer upsert itself rather than by an update of the same rows
 * after it, so each customer of a batch gets one new row version instead of two.
 */
const customerInserted = `
  insert into customer (workspace_id, key, total, positive, neutral, negative, first_interaction, last_interaction,
    ${PROFILE.map(([f]) => f).join(', ')}, profile_at)
  select x.workspace_id, x.key, ${SUMS}, min(x.latest), max(x.latest),
    ${PROFILE.map(([f]) => `(array_agg(x.${f} order by x.latest desc, x.id desc) filter (where x.${f} is not null))[1]`).join(', ')},
    max(x.latest)
  from (select d.workspace_id, d.customer_key as key, d.id, 1 as n, ${POLARITY}, d.content_date as latest,
          ${PROFILE.map(([f, column, fallback]) => `${mapped(column, fallback)} as ${f}`).join(', ')}
        from n d left join customer_setting s on s.workspace_id = d.workspace_id
        where d.customer_key is not null and d.trashed_at is null) x
  join workspace w on w.id = x.workspace_id
  group by x.workspace_id, x.key
  order by x.workspace_id, x.key
  on conflict (workspace_id, key) do update set ${addUp('customer')},
    first_interaction = least(customer.first_interaction, excluded.first_interaction),
    last_interaction = greatest(customer.last_interaction, excluded.last_interaction),
    ${PROFILE.map(
      ([f]) =>
        `${f} = case when customer.profile_at is null or excluded.profile_at >= customer.profile_at ` +
        `then coalesce(excluded.${f}, customer.${f}) else coalesce(customer.${f}, excluded.${f}) end`,
    ).join(', ')},
    profile_at = greatest(customer.profile_at, excluded.profile_at);
  insert into customer_project (project_id, key, total, positive, neutral, negative, last_interaction)
  select x.project_id, x.key, ${SUMS}, max(x.latest)
  from (select d.project_id, d.customer_key as key, 1 as n, ${POLARITY}, d.content_date as latest
        from n d where d.customer_key is not null and d.trashed_at is null) x
  join project p on p.id = x.project_id
  group by x.project_id, x.key
  order by x.project_id, x.key
  on conflict (project_id, key) do update set ${addUp('customer_project')},
    last_interaction = greatest(customer_project.last_interaction, excluded.last_interaction);`;

/** 0010's body of sentio_customer_inserted, for down(). */
const CUSTOMER_INSERTED_0010 = `begin 
  insert into customer (workspace_id, key, total, positive, neutral, negative, first_interaction, last_interaction)
  select x.workspace_id, x.key, sum(x.n)::integer, sum(x.positive)::integer, sum(x.neutral)::integer, sum(x.negative)::integer, min(x.latest), max(x.latest)
  from (select d.workspace_id, d.project_id, d.customer_key as key, 1 as n, case when sentio_polarity(d.sentiment) = 1 then 1 else 0 end as positive, case when sentio_polarity(d.sentiment) = 0 then 1 else 0 end as neutral, case when sentio_polarity(d.sentiment) = -1 then 1 else 0 end as negative, d.content_date as latest from n d where d.customer_key is not null and d.trashed_at is null) x join workspace w on w.id = x.workspace_id
  group by x.workspace_id, x.key having sum(x.n) <> 0 or sum(x.positive) <> 0 or sum(x.neutral) <> 0 or sum(x.negative) <> 0 or max(x.latest) is not null
  order by x.workspace_id, x.key
  on conflict (workspace_id, key) do update set total = customer.total + excluded.total, positive = customer.positive + excluded.positive, neutral = customer.neutral + excluded.neutral, negative = customer.negative + excluded.negative,
    first_interaction = least(customer.first_interaction, excluded.first_interaction),
    last_interaction = greatest(customer.last_interaction, excluded.last_interaction);
  insert into customer_project (project_id, key, total, positive, neutral, negative, last_interaction)
  select x.project_id, x.key, sum(x.n)::integer, sum(x.positive)::integer, sum(x.neutral)::integer, sum(x.negative)::integer, max(x.latest)
  from (select d.workspace_id, d.project_id, d.customer_key as key, 1 as n, case when sentio_polarity(d.sentiment) = 1 then 1 else 0 end as positive, case when sentio_polarity(d.sentiment) = 0 then 1 else 0 end as neutral, case when sentio_polarity(d.sentiment) = -1 then 1 else 0 end as negative, d.content_date as latest from n d where d.customer_key is not null and d.trashed_at is null) x join project p on p.id = x.project_id
  group by x.project_id, x.key having sum(x.n) <> 0 or sum(x.positive) <> 0 or sum(x.neutral) <> 0 or sum(x.negative) <> 0 or max(x.latest) is not null
  order by x.project_id, x.key
  on conflict (project_id, key) do update set total = customer_project.total + excluded.total, positive = customer_project.positive + excluded.positive, neutral = customer_project.neutral + excluded.neutral, negative = customer_project.negative + excluded.negative,
    last_interaction = greatest(customer_project.last_interaction, excluded.last_interaction);
  update customer c set name = case when c.profile_at is null or x.at >= c.profile_at then coalesce(x.name, c.name) else coalesce(c.name, x.name) end, company = case when c.profile_at is null or x.at >= c.profile_at then coalesce(x.company, c.company) else coalesce(c.company, x.company) end, address = case when c.profile_at is null or x.at >= c.profile_at then coalesce(x.address, c.address) else coalesce(c.address, x.address) end, segment = case when c.profile_at is null or x.at >= c.profile_at then coalesce(x.segment, c.segment) else coalesce(c.segment, x.segment) end, profile_at = greatest(c.profile_at, x.at)
  from (select d.workspace_id, d.customer_key as key, max(d.content_date) as at,
          (array_agg(nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.name_attribute end)), '') order by d.content_date desc, d.id desc) filter (where nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.name_attribute end)), '') is not null))[1] as name, (array_agg(nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.company_attribute end)), '') order by d.content_date desc, d.id desc) filter (where nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.company_attribute end)), '') is not null))[1] as company,
          (array_agg(nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.address_attribute end)), '') order by d.content_date desc, d.id desc) filter (where nullif(btrim(d.attributes ->> (case when s.workspace_id is null then null else s.address_attribute end)), '') is not null))[1] as address, (array_agg(nullif(btrim(d.attributes ->> (case when s.workspace_id is null then 'segment' else s.segment_attribute end)), '') order by d.content_date desc, d.id desc) filter (where nullif(btrim(d.attributes ->> (case when s.workspace_id is null then 'segment' else s.segment_attribute end)), '') is not null))[1] as segment
        from n d left join customer_setting s on s.workspace_id = d.workspace_id
        where d.customer_key is not null and d.trashed_at is null
        group by d.workspace_id, d.customer_key) x
  where c.workspace_id = x.workspace_id and c.key = x.key; return null; end`;

/**
 * Faster row triggers for ingest (docs/ingestion.md, docs/scale.md): same results, cheaper per row.
 *
 * The customer key trigger (0010) called `sentio_customer_attribute`, a SQL function with a query in it: called from
 * PL/pgSQL once per inserted row, it was parsed and planned again for every row, which made it the largest single
 * cost of storing a document (about 55 µs a row, 40 % of a 2,000-row import batch). The query now sits in the
 * PL/pgSQL trigger itself, whose plan is prepared once per session. `sentio_score` (0005, read by the NPS / CSAT
 * trigger twice a row) had the same shape and becomes PL/pgSQL with the same answers. The customers' statement
 * trigger on insert, the largest cost left, writes each customer once instead of twice (see customerInserted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function sentio_customer_inserted() returns trigger language plpgsql as $fn$ begin ${customerInserted} return null; end $fn$;`,
    )
    .execute(db);
  await sql`
    create or replace function sentio_document_customer() returns trigger language plpgsql as $fn$
    declare
      key_attribute text;
    begin
      -- As sentio_customer_attribute: the analysis's own key attribute, the workspace's, or customer_id without settings.
      select case when s.workspace_id is null then 'customer_id'
                  else coalesce(s.analysis_keys ->> p.id::text, s.key_attribute) end
        into key_attribute
        from project p left join customer_setting s on s.workspace_id = p.workspace_id
        where p.id = new.project_id;
      new.customer_key := sentio_customer_value(new.attributes -> key_attribute);
      return new;
    end $fn$;

    create or replace function sentio_score(v jsonb, lo integer, hi integer) returns smallint
    language plpgsql immutable parallel safe as $fn$
    declare
      x numeric;
    begin
      case jsonb_typeof(v)
        when 'number' then x := (v #>> '{}')::numeric;
        when 'string' then
          if btrim(v #>> '{}') ~ '^[+-]?[0-9]{1,9}([.][0-9]{1,9})?$' then x := btrim(v #>> '{}')::numeric; end if;
        else null;
      end case;
      if x is not null and x = trunc(x) and x between lo and hi then return x::smallint; end if;
      return null;
    end $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function sentio_customer_inserted() returns trigger language plpgsql as $fn$ ${CUSTOMER_INSERTED_0010} $fn$;`,
    )
    .execute(db);
  await sql`
    create or replace function sentio_document_customer() returns trigger language plpgsql as $fn$ begin
      new.customer_key := sentio_customer_value(new.attributes -> sentio_customer_attribute(new.project_id));
      return new;
    end $fn$;

    create or replace function sentio_score(v jsonb, lo integer, hi integer) returns smallint
    language sql immutable parallel safe as $$
      select case when x is not null and x = trunc(x) and x between lo and hi then x::smallint end
      from (select case jsonb_typeof(v)
        when 'number' then (v #>> '{}')::numeric
        when 'string' then case when btrim(v #>> '{}') ~ '^[+-]?[0-9]{1,9}([.][0-9]{1,9})?$' then btrim(v #>> '{}')::numeric end
      end as x) s
    $$;
  `.execute(db);
}
