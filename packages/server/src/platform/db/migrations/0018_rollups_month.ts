import { sql, type Kysely } from 'kysely';
import {
  COPIES,
  MEASURES,
  TABLE,
  categoryPart,
  categoryUpsert,
  copiedFrom,
  copySources,
  dayUpsert,
  documentPart,
  measureColumns,
  pairPart,
  pairUpsert,
  plpgsql,
  refreshCopies,
  upsert,
} from './0016_rollups_more.js';

/**
 * The search's default facets under a one-category filter from the rollups (docs/dashboards.md, docs/scale.md).
 *
 * The status, prediction status and language of one category's documents were counted over the documents (the
 * category rollup keys channel and sentiment only). Adding them to the category rollup's key would multiply its rows
 * (4 statuses × 2 languages: up to 8× at 10⁶) and slow every category read; instead a narrow "category state" rollup
 * keys them with the category and the day only, and counts documents (n). Its rows are bounded by days × categories ×
 * the few combinations that occur, a fraction of the category rollup.
 *
 * Kept exact as the category rollup is: category rows carry copies of their document's status, prediction status and
 * language (`doc_status`, `doc_prediction_status`, `doc_language`), filled by the copy trigger on insert and refreshed
 * by the document's update trigger; statement triggers with transition tables on the category rows upsert the change.
 * The functions redefined here keep 0016's names and bodies, with the three copies added.
 *
 * Month rollups of the day and the category rollups: a year-long range reads whole months from them and only its
 * edge days from the day rows (docs/scale.md "Rollups"). They are kept exact from the day and category rollups' own
 * changes (statement triggers with transition tables on those tables: new rows added, old rows taken away), so every
 * writer of the documents moves them through the rollups it already moves, and a rebuild (the repair tool, a zone
 * change) recounts them as it recounts the days.
 */

const STATE_KEYS = ['project_id', 'model_id', 'category_id', 'day', 'status', 'prediction_status', 'language', 'has_content'];
const STATE_COPIES = ['doc_status', 'doc_prediction_status', 'doc_language'];
const copies = [...COPIES, ...STATE_COPIES];
const from = (d: string): string[] => [...copiedFrom(d), `${d}.status`, `${d}.prediction_status`, `${d}.language`];
const sources = (d: string): string => `(${copySources(d).slice(1, -1)}, ${d}.status, ${d}.prediction_status, ${d}.language)`;

/** 0016's refreshCopies with the state copies. */
const refresh = (docs: string, where: string, old?: string): string => `
  update project_document_category c set (${copies.join(', ')}) = (${from('d').join(', ')})
  from ${docs} d${old ? ` join ${old} o on o.id = d.id and ${sources('o')} is distinct from ${sources('d')}` : ''}
  where c.document_id = d.id${where}
    and (${copies.map((k) => `c.${k}`).join(', ')}) is distinct from (${from('d').join(', ')});`;

const statePart = (rel: string, sign: string, where = ''): string =>
  `select c.project_id, c.model_id, c.category_id, c.day, c.doc_status as status, ` +
  `c.doc_prediction_status as prediction_status, c.doc_language as language, c.has_content, ${sign} as n ` +
  `from ${rel} c where c.counted${where}`;
const stateUpsert = (parts: string[]): string => upsert('project_rollup_category_state', STATE_KEYS, parts, ['n']);

// ── month rollups ───────────────────────────────────────────────────────────────────────────────────────────
const MONTH_KEYS = {
  day: ['project_id', 'month', 'channel', 'sentiment', 'status', 'prediction_status', 'language', 'has_content'],
  category: ['project_id', 'model_id', 'category_id', 'month', 'channel', 'sentiment', 'has_content'],
};
/** A day rollup table's rows (rel) as month rows with the given sign. */
const monthPart = (kind: 'day' | 'category', rel: string, sign: '' | '-'): string =>
  `select ${MONTH_KEYS[kind].map((k) => (k === 'month' ? `date_trunc('month', r.day)::date as month` : `r.${k}`)).join(', ')}, ` +
  `${MEASURES.map((m) => `${sign}r.${m} as ${m}`).join(', ')} from ${rel} r`;
const monthUpsert = (kind: 'day' | 'category', parts: string[]): string =>
  upsert(`project_rollup_${kind}_month`, MONTH_KEYS[kind], parts);
const monthTable = (kind: 'day' | 'category'): string => `
    create table project_rollup_${kind}_month (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      month date not null,${kind === 'category' ? '\n      model_id uuid not null,\n      category_id text not null,' : ''}
      channel text not null,
      sentiment text not null,${kind === 'day' ? '\n      status text not null,\n      prediction_status text not null,\n      language text not null,' : ''}
      has_content boolean not null,
      ${measureColumns},
      primary key (${MONTH_KEYS[kind].join(', ')})
    );
    ${plpgsql(`sentio_${kind}_month_inserted`, monthUpsert(kind, [monthPart(kind, 'n', '')]))}
    ${plpgsql(`sentio_${kind}_month_updated`, monthUpsert(kind, [monthPart(kind, 'o', '-'), monthPart(kind, 'n', '')]))}
    ${plpgsql(`sentio_${kind}_month_deleted`, monthUpsert(kind, [monthPart(kind, 'o', '-')]))}
    create trigger project_rollup_${kind}_month_insert after insert on project_rollup_${kind}
      referencing new table as n for each statement execute function sentio_${kind}_month_inserted();
    create trigger project_rollup_${kind}_month_update after update on project_rollup_${kind}
      referencing old table as o new table as n for each statement execute function sentio_${kind}_month_updated();
    create trigger project_rollup_${kind}_month_delete after delete on project_rollup_${kind}
      referencing old table as o for each statement execute function sentio_${kind}_month_deleted();
    ${monthUpsert(kind, [monthPart(kind, `project_rollup_${kind}`, '')])}`;
const dropMonths = (kind: 'day' | 'category'): string => `
    drop trigger project_rollup_${kind}_month_delete on project_rollup_${kind};
    drop trigger project_rollup_${kind}_month_update on project_rollup_${kind};
    drop trigger project_rollup_${kind}_month_insert on project_rollup_${kind};
    drop function sentio_${kind}_month_deleted, sentio_${kind}_month_updated, sentio_${kind}_month_inserted;
    drop table project_rollup_${kind}_month;`;

const rebuild = (withState: boolean): string => `
  create or replace function sentio_rollup_rebuild(target uuid) returns void language plpgsql as $fn$ begin
    ${(withState ? refresh : refreshCopies)('project_document', ' and d.project_id = target')}
    delete from project_rollup_day where project_id = target;
    delete from project_rollup_category where project_id = target;
    delete from project_rollup_category_pair where project_id = target;${withState ? '\n    delete from project_rollup_category_state where project_id = target;' : ''}
    ${dayUpsert([documentPart('project_document', '1', ' and d.project_id = target')])}
    ${categoryUpsert([categoryPart('project_document_category', '1', ' and c.project_id = target')])}
    ${pairUpsert([pairPart(TABLE, TABLE, '1', ' and a.project_id = target')])}
    ${withState ? stateUpsert([statePart('project_document_category', '1', ' and c.project_id = target')]) : ''}
  end $fn$;`;

const copyTrigger = (keys: string[], values: string[]): string => `
  create or replace function sentio_category_copies() returns trigger language plpgsql as $fn$ begin
    select ${values.join(', ')} into ${keys.map((k) => `new.${k}`).join(', ')}
      from project_document d where d.id = new.document_id;
    return new;
  end $fn$;`;

const documentUpdated = (withState: boolean): string =>
  plpgsql(
    'sentio_document_updated',
    dayUpsert([documentPart('o', '-1'), documentPart('n', '1')]) + (withState ? refresh : refreshCopies)('n', '', 'o'),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    alter table project_document_category
      add column doc_status text, add column doc_prediction_status text, add column doc_language text;
    create table project_rollup_category_state (
      project_id uuid not null references project(id) on delete cascade,
      workspace_id uuid not null,
      model_id uuid not null,
      category_id text not null,
      day date not null,
      status text not null,
      prediction_status text not null,
      language text not null,
      has_content boolean not null,
      n integer not null default 0,
      primary key (${STATE_KEYS.join(', ')})
    );
    ${copyTrigger(copies, from('d'))}
    ${documentUpdated(true)}
    ${rebuild(true)}
    ${plpgsql('sentio_category_state_inserted', stateUpsert([statePart('n', '1')]))}
    ${plpgsql('sentio_category_state_updated', stateUpsert([statePart('o', '-1'), statePart('n', '1')]))}
    ${plpgsql('sentio_category_state_deleted', stateUpsert([statePart('o', '-1')]))}
    create trigger project_document_category_state_insert after insert on project_document_category
      referencing new table as n for each statement execute function sentio_category_state_inserted();
    create trigger project_document_category_state_update after update on project_document_category
      referencing old table as o new table as n for each statement execute function sentio_category_state_updated();
    create trigger project_document_category_state_delete after delete on project_document_category
      referencing old table as o for each statement execute function sentio_category_state_deleted();

    -- Backfill: the copies, then the counts (not a full rebuild: the other rollups are already exact).
    ${refresh('project_document', '')}
    ${stateUpsert([statePart('project_document_category', '1')])}

    -- The month rollups, filled from the day and category rollups (their backfill is the last statement of each).
    ${monthTable('day')}
    ${monthTable('category')}
  `,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    ${dropMonths('category')}
    ${dropMonths('day')}
    drop trigger project_document_category_state_delete on project_document_category;
    drop trigger project_document_category_state_update on project_document_category;
    drop trigger project_document_category_state_insert on project_document_category;
    drop function sentio_category_state_deleted, sentio_category_state_updated, sentio_category_state_inserted;
    ${copyTrigger(COPIES, copiedFrom('d'))}
    ${documentUpdated(false)}
    ${rebuild(false)}
    drop table project_rollup_category_state;
    alter table project_document_category drop column doc_status, drop column doc_prediction_status, drop column doc_language;
  `,
    )
    .execute(db);
}
