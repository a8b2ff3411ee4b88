import { sql, type Kysely } from 'kysely';

/**
 * Customers, customer journeys and first-call resolution (docs/customers.md, docs/customer-journeys.md,
 * docs/first-call-resolution.md).
 *
 * A document's customer is the value of its analysis's key attribute, kept in `project_document.customer_key` by a
 * row trigger (insert and attribute changes; a re-link job rewrites it when the mapping changes). The customers list
 * must sort 10⁵ customers by last interaction, interactions or sentiment without reading 10⁶ documents, so `customer`
 * (per workspace) and `customer_project` (per analysis) hold counts kept exact by statement triggers with transition
 * tables, as the rollups are (0005): changed rows grouped by customer, one upsert per group. Removals recompute the
 * first / last interaction of the customers they touch from the documents (an index reads a customer's few rows).
 * `sentio_customer_rebuild(workspace)` recounts everything from the documents: the backfill, the re-link's last step
 * and the repair tool.
 */

const POLARITY = (sign: string) =>
  `case when sentio_polarity(d.sentiment) = 1 then ${sign} else 0 end as positive, ` +
  `case when sentio_polarity(d.sentiment) = 0 then ${sign} else 0 end as neutral, ` +
  `case when sentio_polarity(d.sentiment) = -1 then ${sign} else 0 end as negative`;

/** The columns whose change moves a document's counts: only such rows of an update take part. */
const COUNTED = (r: string) =>
  `(${r}.customer_key, ${r}.workspace_id, ${r}.project_id, ${r}.trashed_at is null, ${r}.sentiment, ${r}.content_date)`;
const changedIds = `select o.id from o join n on n.id = o.id where ${COUNTED('o')} is distinct from ${COUNTED('n')}`;

/** One relation's contribution: +1 for new rows (with their dates), −1 for old ones. */
const part = (rel: string, sign: '1' | '-1', where = ''): string =>
  `select d.workspace_id, d.project_id, d.customer_key as key, ${sign} as n, ${POLARITY(sign)}, ` +
  `${sign === '1' ? 'd.content_date' : 'null::timestamptz'} as latest ` +
  `from ${rel} d where d.customer_key is not null and d.trashed_at is null${where}`;

const SUMS = 'sum(x.n)::integer, sum(x.positive)::integer, sum(x.neutral)::integer, sum(x.negative)::integer';
const MOVED = 'sum(x.n) <> 0 or sum(x.positive) <> 0 or sum(x.neutral) <> 0 or sum(x.negative) <> 0 or max(x.latest) is not null';
const addUp = (t: string) =>
  ['total', 'positive', 'neutral', 'negative'].map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ');

/** Groups of a deleted workspace or analysis (cascades) are skipped: their rows are gone with them. */
const upserts = (parts: string[]): string => `
  insert into customer (workspace_id, key, total, positive, neutral, negative, first_interaction, last_interaction)
  select x.workspace_id, x.key, ${SUMS}, min(x.latest), max(x.latest)
  from (${parts.join(' union all ')}) x join workspace w on w.id = x.workspace_id
  group by x.workspace_id, x.key having ${MOVED}
  order by x.workspace_id, x.key
  on conflict (workspace_id, key) do update set ${addUp('customer')},
    first_interaction = least(customer.first_interaction, excluded.first_interaction),
    last_interaction = greatest(customer.last_interaction, excluded.last_interaction);
  insert into customer_project (project_id, key, total, positive, neutral, negative, last_interaction)
  select x.project_id, x.key, ${SUMS}, max(x.latest)
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by x.project_id, x.key having ${MOVED}
  order by x.project_id, x.key
  on conflict (project_id, key) do update set ${addUp('customer_project')},
    last_interaction = greatest(customer_project.last_interaction, excluded.last_interaction);`;

/** After removals: the first / last interaction of the customers the old rows belonged to, from what is left. */
const recomputeDates = (where = ''): string => `
  update customer c set first_interaction = s.first, last_interaction = s.last
  from (select r.workspace_id, r.key, min(d.content_date) as first, max(d.content_date) as last
        from (select distinct o.workspace_id, o.customer_key as key from o where o.customer_key is not null${where}) r
        left join project_document d on d.workspace_id = r.workspace_id and d.customer_key = r.key and d.trashed_at is null
        group by r.workspace_id, r.key) s
  where c.workspace_id = s.workspace_id and c.key = s.key;
  update customer_project c set last_interaction = s.last
  from (select r.project_id, r.key, max(d.content_date) as last
        from (select distinct o.workspace_id, o.project_id, o.customer_key as key from o
              where o.customer_key is not null${where}) r
        left join project_document d
          on d.workspace_id = r.workspace_id and d.customer_key = r.key and d.project_id = r.project_id and d.trashed_at is null
        group by r.project_id, r.key) s
  where c.project_id = s.project_id and c.key = s.key;`;

/** A mapped attribute of the settings row `s` (defaults when the workspace has none). */
const mapped = (column: string, fallback: string | null): string =>
  `nullif(btrim(d.attributes ->> (case when s.workspace_id is null then ${fallback === null ? 'null' : `'${fallback}'`} else s.${column} end)), '')`;
/** The newest non-empty value of a mapped attribute among a customer's rows. */
const latest = (column: string, fallback: string | null): string =>
  `(array_agg(${mapped(column, fallback)} order by d.content_date desc, d.id desc) filter (where ${mapped(column, fallback)} is not null))[1]`;
const PROFILE = ['name', 'company', 'address', 'segment'];

/**
 * Name, company, address and segment: each the newest value among `rel`'s rows of a customer. Rows newer than the
 * profile replace the fields they carry and keep the others; older rows only fill empty fields. From all of a
 * customer's documents (the rebuild) that is each field's newest value.
 */
const profiles = (rel: string, where = ''): string => `
  update customer c set ${PROFILE.map(
    (f) =>
      `${f} = case when c.profile_at is null or x.at >= c.profile_at then coalesce(x.${f}, c.${f}) else coalesce(c.${f}, x.${f}) end`,
  ).join(', ')}, profile_at = greatest(c.profile_at, x.at)
  from (select d.workspace_id, d.customer_key as key, max(d.content_date) as at,
          ${latest('name_attribute', null)} as name, ${latest('company_attribute', null)} as company,
          ${latest('address_attribute', null)} as address, ${latest('segment_attribute', 'segment')} as segment
        from ${rel} d left join customer_setting s on s.workspace_id = d.workspace_id
        where d.customer_key is not null and d.trashed_at is null${where}
        group by d.workspace_id, d.customer_key) x
  where c.workspace_id = x.workspace_id and c.key = x.key;`;

const plpgsql = (name: string, body: string): string =>
  `create function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    create table customer_setting (
      workspace_id uuid primary key references workspace(id) on delete cascade,
      key_attribute text not null default 'customer_id',
      name_attribute text,
      company_attribute text,
      address_attribute text,
      segment_attribute text default 'segment',
      shown_attributes jsonb not null default '[]',
      -- analysis id → key attribute, for analyses whose customers another attribute identifies
      analysis_keys jsonb not null default '{}',
      -- IDLE, RUNNING, FAILED: re-linking the documents after the mapping changed
      relink_state text not null default 'IDLE',
      relink_total integer not null default 0,
      relink_done integer not null default 0,
      relink_error text,
      updated_at timestamptz
    );

    -- The value of an attribute as a customer key: a trimmed non-empty string or number; anything else is none.
    create function sentio_customer_value(v jsonb) returns text language sql immutable parallel safe as $$
      select nullif(btrim(case jsonb_typeof(v) when 'string' then v #>> '{}' when 'number' then v #>> '{}' end), '')
    $$;
    -- The key attribute of an analysis: its own (analysis_keys), the workspace's, or customer_id without settings.
    create function sentio_customer_attribute(target uuid) returns text language sql stable as $$
      select case when s.workspace_id is null then 'customer_id'
                  else coalesce(s.analysis_keys ->> p.id::text, s.key_attribute) end
      from project p left join customer_setting s on s.workspace_id = p.workspace_id where p.id = target
    $$;

    alter table project_document add column customer_key text;
    update project_document d set customer_key = sentio_customer_value(d.attributes -> sentio_customer_attribute(d.project_id))
      where d.attributes <> '{}'::jsonb;
    create index project_document_customer on project_document (workspace_id, customer_key, content_date)
      where customer_key is not null;

    create table customer (
      workspace_id uuid not null references workspace(id) on delete cascade,
      key text not null,
      name text,
      company text,
      address text,
      segment text,
      -- content_date of the document the profile fields were taken from
      profile_at timestamptz,
      total integer not null default 0,
      positive integer not null default 0,
      neutral integer not null default 0,
      negative integer not null default 0,
      first_interaction timestamptz,
      last_interaction timestamptz,
      primary key (workspace_id, key)
    );
    create index customer_last on customer (workspace_id, last_interaction desc) where total > 0;
    create index customer_total on customer (workspace_id, total desc) where total > 0;
    create index customer_segment on customer (workspace_id, segment) where total > 0;

    create table customer_project (
      project_id uuid not null references project(id) on delete cascade,
      key text not null,
      total integer not null default 0,
      positive integer not null default 0,
      neutral integer not null default 0,
      negative integer not null default 0,
      last_interaction timestamptz,
      primary key (project_id, key)
    );
    create index customer_project_key on customer_project (key);

    create function sentio_customer_rebuild(target uuid) returns void language plpgsql as $fn$ begin
      delete from customer_project cp using project p where p.id = cp.project_id and p.workspace_id = target;
      delete from customer where workspace_id = target;
      insert into customer (workspace_id, key, total, positive, neutral, negative, first_interaction, last_interaction)
      select x.workspace_id, x.key, ${SUMS}, min(x.latest), max(x.latest)
      from (${part('project_document', '1', ' and d.workspace_id = target')}) x
      group by x.workspace_id, x.key;
      insert into customer_project (project_id, key, total, positive, neutral, negative, last_interaction)
      select x.project_id, x.key, ${SUMS}, max(x.latest)
      from (${part('project_document', '1', ' and d.workspace_id = target')}) x join project p on p.id = x.project_id
      group by x.project_id, x.key;
      ${profiles('project_document', ' and d.workspace_id = target')}
    end $fn$;
    select sentio_customer_rebuild(id) from workspace;

    create function sentio_document_customer() returns trigger language plpgsql as $fn$ begin
      new.customer_key := sentio_customer_value(new.attributes -> sentio_customer_attribute(new.project_id));
      return new;
    end $fn$;
    -- Empty attributes give no key: only rows that can hold one, or held one, look the mapping up.
    create trigger project_document_customer before insert or update of attributes on project_document
      for each row when (new.attributes <> '{}'::jsonb or new.customer_key is not null)
      execute function sentio_document_customer();

    ${plpgsql('sentio_customer_inserted', upserts([part('n', '1')]) + profiles('n'))}
    ${plpgsql(
      'sentio_customer_updated',
      upserts([part('o', '-1', ` and d.id in (${changedIds})`), part('n', '1', ` and d.id in (${changedIds})`)]) +
        recomputeDates(` and o.id in (${changedIds})`) +
        profiles(
          'n',
          ` and d.id in (select o.id from o join n on n.id = o.id where (o.attributes, o.customer_key, o.trashed_at is null)` +
            ` is distinct from (n.attributes, n.customer_key, n.trashed_at is null))`,
        ),
    )}
    ${plpgsql('sentio_customer_deleted', upserts([part('o', '-1')]) + recomputeDates())}
    create trigger project_document_customer_insert after insert on project_document
      referencing new table as n for each statement execute function sentio_customer_inserted();
    create trigger project_document_customer_update after update on project_document
      referencing old table as o new table as n for each statement execute function sentio_customer_updated();
    create trigger project_document_customer_delete after delete on project_document
      referencing old table as o for each statement execute function sentio_customer_deleted();

    create table customer_journey (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      description text not null default '',
      quick_filter_title text not null,
      icon text,
      start_date timestamptz,
      end_date timestamptz,
      -- PERSONAL (its owner only) or WORKSPACE
      visibility text not null default 'WORKSPACE',
      score_display jsonb not null default '[]',
      nps_field text,
      csat_field text,
      root_cause_limit integer not null default 5,
      category_limit integer not null default 5,
      detail_category_limit integer not null default 10,
      category_display text not null default 'MOST_DECREASING',
      owner_id uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (workspace_id, name_key)
    );

    create table customer_journey_step (
      id uuid primary key default gen_random_uuid(),
      journey_id uuid not null references customer_journey(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      position integer not null,
      name text not null,
      -- [{ projectCode, categoryIds, attributes: [{ field, value }] }]
      conditions jsonb not null default '[]'
    );
    create index customer_journey_step_journey on customer_journey_step (journey_id, position);
    -- "is this analysis used by a journey?" (conditions @> [{projectCode}])
    create index customer_journey_step_conditions on customer_journey_step using gin (conditions jsonb_path_ops);

    create table fcr_setting (
      workspace_id uuid primary key references workspace(id) on delete cascade,
      day_range integer not null default 7,
      channels jsonb not null default '[]',
      project_codes jsonb not null default '[]',
      same_category boolean not null default false,
      match_attribute text,
      agent_attribute text,
      updated_at timestamptz
    );

    create table fcr_sub_report (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      name_key text not null,
      project_codes jsonb not null default '[]',
      categories jsonb not null default '[]',
      attributes jsonb not null default '[]',
      created_by uuid references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (workspace_id, name_key)
    );
  `,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    drop table fcr_sub_report;
    drop table fcr_setting;
    drop table customer_journey_step;
    drop table customer_journey;
    drop trigger project_document_customer_delete on project_document;
    drop trigger project_document_customer_update on project_document;
    drop trigger project_document_customer_insert on project_document;
    drop trigger project_document_customer on project_document;
    drop function sentio_customer_deleted();
    drop function sentio_customer_updated();
    drop function sentio_customer_inserted();
    drop function sentio_document_customer();
    drop function sentio_customer_rebuild(uuid);
    drop table customer_project;
    drop table customer;
    drop index project_document_customer;
    alter table project_document drop column customer_key;
    drop function sentio_customer_attribute(uuid);
    drop function sentio_customer_value(jsonb);
    drop table customer_setting;
  `,
    )
    .execute(db);
}
