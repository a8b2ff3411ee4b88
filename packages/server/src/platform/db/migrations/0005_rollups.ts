import { sql, type Kysely } from 'kysely';

/**
 * Rollups of the dashboards (docs/dashboards.md): document counts with sentiment polarity and NPS / CSAT answers per analysis
 * and local day of the reporting time zone (sentio_zone(); and per category), which the dashboards read instead of the documents.
 *
 * They are kept exact by the database, not by application code: documents change in many places (ingest insert and
 * replace, classification, mark, trash, delete, approve, re-evaluation, cascades), and triggers see every one.
 * The triggers are per STATEMENT with transition tables: the changed rows are grouped by the rollup keys and each
 * group is one upsert (`n = n + excluded.n`), so a 2,000-row import batch costs a handful of upserts, not 2,000.
 * The old rows of an update or delete count −1, the new rows +1; groups whose deltas cancel are skipped. Rollup
 * rows that reach n = 0 are kept (readers ignore them; RollupService.rebuild drops them).
 *
 * The category rollup must not join documents in its trigger (a cascaded document delete has already removed the
 * document when the category rows go), so each category row carries copies of what the rollup keys and measures
 * read from its document. A row trigger fills them on insert; the document's update trigger refreshes them when
 * the document changes, and that update moves the category rollup through the category table's own trigger.
 */

const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
const MEASURES = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)];

const DAY_KEYS = ['project_id', 'day', 'channel', 'sentiment', 'status', 'prediction_status', 'language', 'has_content'];
const CATEGORY_KEYS = ['project_id', 'day', 'model_id', 'category_id', 'channel', 'has_content'];

/** One changed row's contribution (sign +1 or −1) to every measure. */
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

/** A document's rollup keys (NULL channel / sentiment stored as '', the day in the reporting zone). */
const documentKeys = (d: string): string =>
  `${d}.project_id, ${d}.workspace_id, (${d}.content_date at time zone sentio_zone())::date as day, ` +
  `coalesce(${d}.channel_code, '') as channel, coalesce(${d}.sentiment, '') as sentiment, ${d}.status, ` +
  `${d}.prediction_status, ${d}.language, ${d}.content <> '' as has_content`;

const documentPart = (rel: string, sign: string, where = ''): string =>
  `select ${documentKeys('d')}, ${measures(sign, 'sentio_polarity(d.sentiment)', 'd.nps_score', 'd.csat_score')} ` +
  `from ${rel} d where d.trashed_at is null${where}`;

const categoryPart = (rel: string, sign: string, where = ''): string =>
  `select c.project_id, c.day, c.model_id, c.category_id, c.channel, c.has_content, ` +
  `${measures(sign, 'c.polarity', 'c.nps_score', 'c.csat_score')} from ${rel} c where c.counted${where}`;

const sums = MEASURES.map((m) => `sum(x.${m})::integer`).join(', ');
const changed = MEASURES.map((m) => `sum(x.${m}) <> 0`).join(' or ');
const addUp = (table: string) => MEASURES.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ');

/**
 * Adds the grouped parts into the day rollup. Groups are written in key order so two concurrent writers of one
 * analysis lock rollup rows in the same order; a group of an analysis being deleted (cascade) is skipped. The
 * workspace comes from the analysis, not the document rows: a move to another workspace rewrites the documents'
 * workspace_id, which must not split one group into two rows of the same key.
 */
const dayUpsert = (parts: string[]): string => `
  insert into project_rollup_day (${DAY_KEYS.join(', ')}, workspace_id, ${MEASURES.join(', ')})
  select ${DAY_KEYS.map((k) => `x.${k}`).join(', ')}, p.workspace_id, ${sums}
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by ${DAY_KEYS.map((k) => `x.${k}`).join(', ')}, p.workspace_id
  having ${changed}
  order by ${DAY_KEYS.map((k) => `x.${k}`).join(', ')}
  on conflict (${DAY_KEYS.join(', ')}) do update set ${addUp('project_rollup_day')};`;

const categoryUpsert = (parts: string[]): string => `
  insert into project_rollup_category (${CATEGORY_KEYS.join(', ')}, workspace_id, ${MEASURES.join(', ')})
  select ${CATEGORY_KEYS.map((k) => `x.${k}`).join(', ')}, p.workspace_id, ${sums}
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by ${CATEGORY_KEYS.map((k) => `x.${k}`).join(', ')}, p.workspace_id
  having ${changed}
  order by ${CATEGORY_KEYS.map((k) => `x.${k}`).join(', ')}
  on conflict (${CATEGORY_KEYS.join(', ')}) do update set ${addUp('project_rollup_category')};`;

/** What a category row copies from its document (d). */
const COPIES = ['day', 'channel', 'has_content', 'polarity', 'nps_score', 'csat_score', 'counted'];
const copiedFrom = (d: string): string[] => [
  `(${d}.content_date at time zone sentio_zone())::date`,
  `coalesce(${d}.channel_code, '')`,
  `${d}.content <> ''`,
  `sentio_polarity(${d}.sentiment)`,
  `${d}.nps_score`,
  `${d}.csat_score`,
  `${d}.trashed_at is null`,
];
/** The document columns the copies are computed from. */
const copySources = (d: string): string =>
  `(${d}.content_date, ${d}.channel_code, ${d}.content <> '', ${d}.sentiment, ${d}.nps_score, ${d}.csat_score, ${d}.trashed_at is null)`;
/**
 * With `old` (an update's old rows), only documents whose copy sources changed are joined to their category rows:
 * a status change, a mark or an approval of many documents then touches no category row at all.
 */
const refreshCopies = (docs: string, where: string, old?: string): string => `
  update project_document_category c set (${COPIES.join(', ')}) = (${copiedFrom('d').join(', ')})
  from ${docs} d${old ? ` join ${old} o on o.id = d.id and ${copySources('o')} is distinct from ${copySources('d')}` : ''}
  where c.document_id = d.id${where}
    and (${COPIES.map((k) => `c.${k}`).join(', ')}) is distinct from (${copiedFrom('d').join(', ')});`;

const measureColumns = MEASURES.map((m) => `${m} integer not null default 0`).join(',\n      ');
const plpgsql = (name: string, body: string): string =>
  `create function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    -- The polarity of a stored sentiment label (1, 0, −1; null: none), mirroring polarityAliases of the domain
    -- (metrics/sentiment.ts): case- and Turkish-diacritic-insensitive. Letters are folded to ASCII before lower()
    -- so the result does not depend on the database's locale.
    create function sentio_polarity(label text) returns smallint language sql immutable parallel safe as $$
      select case lower(translate(btrim(label), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'CGIIOSUAIUcgiosuaiu'))
        when 'positive' then 1 when 'pos' then 1 when 'pozitif' then 1 when 'olumlu' then 1 when '+' then 1
        when 'negative' then -1 when 'neg' then -1 when 'negatif' then -1 when 'olumsuz' then -1 when '-' then -1
        when 'neutral' then 0 when 'neu' then 0 when 'notr' then 0 when 'tarafsiz' then 0 when 'notral' then 0
      end::smallint
    $$;

    -- The reporting time zone whose local days the rollups count. A literal so that it inlines (immutable); the
    -- server replaces it at start when its TIME_ZONE differs, and rebuilds the rollups (RollupService.ensureZone).
    create function sentio_zone() returns text language sql immutable parallel safe as $$ select 'Europe/Istanbul'::text $$;

    -- An NPS / CSAT answer: an integer lo..hi given as a JSON number or a numeric string; anything else is no answer.
    create function sentio_score(v jsonb, lo integer, hi integer) returns smallint language sql immutable parallel safe as $$
      select case when x is not null and x = trunc(x) and x between lo and hi then x::smallint end
      from (select case jsonb_typeof(v)
        when 'number' then (v #>> '{}')::numeric
        when 'string' then case when btrim(v #>> '{}') ~ '^[+-]?[0-9]{1,9}([.][0-9]{1,9})?$' then btrim(v #>> '{}')::numeric end
      end as x) s
    $$;

    -- The attribute codes holding NPS / CSAT answers (project.settings npsField / csatField).
    create function sentio_score_field(settings jsonb, key text) returns text language sql immutable parallel safe as $$
      select case when jsonb_typeof(settings -> key) = 'string' then settings ->> key end
    $$;

    alter table project_document add column nps_score smallint, add column csat_score smallint;
    update project_document d
      set nps_score = sentio_score(d.attributes -> sentio_score_field(p.settings, 'npsField'), 0, 10),
          csat_score = sentio_score(d.attributes -> sentio_score_field(p.settings, 'csatField'), 1, 10)
      from project p
      where p.id = d.project_id
        and (sentio_score_field(p.settings, 'npsField') is not null or sentio_score_field(p.settings, 'csatField') is not null);

    alter table project_document_category
      add column day date, add column channel text, add column has_content boolean, add column polarity smallint,
      add column nps_score smallint, add column csat_score smallint, add column counted boolean not null default false;
    ${refreshCopies('project_document', '')}

    create table project_rollup_day (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      day date not null,
      channel text not null,
      sentiment text not null,
      status text not null,
      prediction_status text not null,
      language text not null,
      has_content boolean not null,
      ${measureColumns},
      primary key (${DAY_KEYS.join(', ')})
    );

    create table project_rollup_category (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      day date not null,
      model_id uuid not null,
      category_id text not null,
      channel text not null,
      has_content boolean not null,
      ${measureColumns},
      primary key (${CATEGORY_KEYS.join(', ')})
    );
    -- "documents of one category" reads one category's days
    create index project_rollup_category_leaf on project_rollup_category (project_id, model_id, category_id, day);

    -- Recounts one analysis's rollups from its documents (backfill and the repair tool).
    create function sentio_rollup_rebuild(target uuid) returns void language plpgsql as $fn$ begin
      ${refreshCopies('project_document', ' and d.project_id = target')}
      delete from project_rollup_day where project_id = target;
      delete from project_rollup_category where project_id = target;
      ${dayUpsert([documentPart('project_document', '1', ' and d.project_id = target')])}
      ${categoryUpsert([categoryPart('project_document_category', '1', ' and c.project_id = target')])}
    end $fn$;
    select sentio_rollup_rebuild(id) from project;

    create function sentio_document_scores() returns trigger language plpgsql as $fn$
    declare s jsonb;
    begin
      select settings into s from project where id = new.project_id;
      new.nps_score := sentio_score(new.attributes -> sentio_score_field(s, 'npsField'), 0, 10);
      new.csat_score := sentio_score(new.attributes -> sentio_score_field(s, 'csatField'), 1, 10);
      return new;
    end $fn$;
    -- Only rows that can hold an answer, or held one, look the settings up: empty attributes give no score.
    create trigger project_document_scores before insert or update of attributes on project_document
      for each row when (new.attributes <> '{}'::jsonb or new.nps_score is not null or new.csat_score is not null)
      execute function sentio_document_scores();

    ${plpgsql('sentio_document_inserted', dayUpsert([documentPart('n', '1')]))}
    ${plpgsql('sentio_document_updated', dayUpsert([documentPart('o', '-1'), documentPart('n', '1')]) + refreshCopies('n', '', 'o'))}
    ${plpgsql('sentio_document_deleted', dayUpsert([documentPart('o', '-1')]))}
    create trigger project_document_rollup_insert after insert on project_document
      referencing new table as n for each statement execute function sentio_document_inserted();
    create trigger project_document_rollup_update after update on project_document
      referencing old table as o new table as n for each statement execute function sentio_document_updated();
    create trigger project_document_rollup_delete after delete on project_document
      referencing old table as o for each statement execute function sentio_document_deleted();

    create function sentio_category_copies() returns trigger language plpgsql as $fn$ begin
      select ${copiedFrom('d').join(', ')} into ${COPIES.map((k) => `new.${k}`).join(', ')}
        from project_document d where d.id = new.document_id;
      return new;
    end $fn$;
    create trigger project_document_category_copies before insert on project_document_category
      for each row execute function sentio_category_copies();

    ${plpgsql('sentio_category_inserted', categoryUpsert([categoryPart('n', '1')]))}
    ${plpgsql('sentio_category_updated', categoryUpsert([categoryPart('o', '-1'), categoryPart('n', '1')]))}
    ${plpgsql('sentio_category_deleted', categoryUpsert([categoryPart('o', '-1')]))}
    create trigger project_document_category_rollup_insert after insert on project_document_category
      referencing new table as n for each statement execute function sentio_category_inserted();
    create trigger project_document_category_rollup_update after update on project_document_category
      referencing old table as o new table as n for each statement execute function sentio_category_updated();
    create trigger project_document_category_rollup_delete after delete on project_document_category
      referencing old table as o for each statement execute function sentio_category_deleted();
  `,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger project_document_category_rollup_delete on project_document_category;
    drop trigger project_document_category_rollup_update on project_document_category;
    drop trigger project_document_category_rollup_insert on project_document_category;
    drop trigger project_document_category_copies on project_document_category;
    drop trigger project_document_rollup_delete on project_document;
    drop trigger project_document_rollup_update on project_document;
    drop trigger project_document_rollup_insert on project_document;
    drop trigger project_document_scores on project_document;
    drop function sentio_category_deleted, sentio_category_updated, sentio_category_inserted, sentio_category_copies,
      sentio_document_deleted, sentio_document_updated, sentio_document_inserted, sentio_document_scores,
      sentio_rollup_rebuild;
    drop table project_rollup_category, project_rollup_day;
    alter table project_document_category drop column day, drop column channel, drop column has_content,
      drop column polarity, drop column nps_score, drop column csat_score, drop column counted;
    alter table project_document drop column nps_score, drop column csat_score;
    drop function sentio_score_field, sentio_score, sentio_polarity, sentio_zone;
  `.execute(db);
}
