import { sql, type Kysely } from 'kysely';

/**
 * The category-pair rollup's statement triggers (0016) without a scan of every category row (docs/scale.md "Ingest").
 *
 * The pairs of a statement join its transition table with the category rows of the same documents. Where the table
 * was the outer side ("the rows the statement left alone, paired with its new rows"), the planner chose a hash join
 * over a sequential scan of the whole table: 90 ms of a 2,000-row import batch at 10⁵ categories, growing with the
 * table, and the plan stays cached in the session's PL/pgSQL. Here every side that is the table is read per document
 * of the transition table (a lateral subquery kept apart from the join by `offset 0`, so it is an index scan of the
 * primary key's `document_id` prefix). The pairs counted are the same: only the join's order is fixed.
 */

const NPS = Array.from({ length: 11 }, (_, i) => i);
const CSAT = Array.from({ length: 10 }, (_, i) => i + 1);
const MEASURES = ['n', 'positive', 'neutral', 'negative', ...NPS.map((i) => `nps_${i}`), ...CSAT.map((i) => `csat_${i}`)];
const PAIR_KEYS = ['project_id', 'model_id', 'category_id', 'day', 'co_model_id', 'co_category_id', 'has_content'];
const TABLE = 'project_document_category';

/** One changed row's contribution (sign +1 or −1) to every measure (as 0016 counts it). */
const measures = (sign: string): string =>
  [
    `${sign} as n`,
    `case when a.polarity = 1 then ${sign} else 0 end as positive`,
    `case when a.polarity = 0 then ${sign} else 0 end as neutral`,
    `case when a.polarity = -1 then ${sign} else 0 end as negative`,
    ...NPS.map((i) => `case when a.nps_score = ${i} then ${sign} else 0 end as nps_${i}`),
    ...CSAT.map((i) => `case when a.csat_score = ${i} then ${sign} else 0 end as csat_${i}`),
  ].join(', ');

/** The category rows of the document of `outer`'s row, looked up by the primary key's document_id prefix. */
const rowsOf = (outer: string): string =>
  `cross join lateral (select * from ${TABLE} t where t.document_id = ${outer}.document_id offset 0)`;

/**
 * 0016's pairPart: pairs (a, b) of category rows of one document, a's copies as the measures; `where` tests a and b.
 * A side that is the table is read per row of the other side (a transition table).
 */
function pairPart(left: string, right: string, sign: string, where = ''): string {
  const from =
    left === TABLE
      ? `from ${right} b ${rowsOf('b')} a`
      : right === TABLE
        ? `from ${left} a ${rowsOf('a')} b`
        : `from ${left} a join ${right} b on b.document_id = a.document_id`;
  return (
    `select a.project_id, a.model_id, a.category_id, a.day, b.model_id as co_model_id, b.category_id as co_category_id, ` +
    `a.has_content, ${measures(sign)} ${from} where a.counted${where}`
  );
}

/** Rows of the table now that are not among the statement's new rows (as 0016). */
const unchanged = (alias: string, n: string): string =>
  ` and not exists (select 1 from ${n} x where x.document_id = ${alias}.document_id and x.model_id = ${alias}.model_id and x.category_id = ${alias}.category_id)`;

const pairUpsert = (parts: string[]): string => {
  const keys = PAIR_KEYS.map((k) => `x.${k}`).join(', ');
  return `
  insert into project_rollup_category_pair (${PAIR_KEYS.join(', ')}, workspace_id, ${MEASURES.join(', ')})
  select ${keys}, p.workspace_id, ${MEASURES.map((m) => `sum(x.${m})::integer`).join(', ')}
  from (${parts.join(' union all ')}) x join project p on p.id = x.project_id
  group by ${keys}, p.workspace_id
  having ${MEASURES.map((m) => `sum(x.${m}) <> 0`).join(' or ')}
  order by ${keys}
  on conflict (${PAIR_KEYS.join(', ')}) do update set ${MEASURES.map((m) => `${m} = project_rollup_category_pair.${m} + excluded.${m}`).join(', ')};`;
};

/** With T the table after a statement, N its new rows, O its old rows and U = T − N: as 0016 explains. */
const pairsInserted = pairUpsert([pairPart('n', TABLE, '1'), pairPart(TABLE, 'n', '1', unchanged('a', 'n'))]);
const pairsDeleted = pairUpsert([pairPart('o', 'o', '-1'), pairPart('o', TABLE, '-1'), pairPart(TABLE, 'o', '-1')]);
const pairsUpdated = pairUpsert([
  pairPart('n', TABLE, '1'),
  pairPart(TABLE, 'n', '1', unchanged('a', 'n')),
  pairPart('o', 'o', '-1'),
  pairPart('o', TABLE, '-1', unchanged('b', 'n')),
  pairPart(TABLE, 'o', '-1', unchanged('a', 'n')),
]);

const plpgsql = (name: string, body: string): string =>
  `create or replace function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$;`;

const pairTriggersSql = [
  plpgsql('sentio_pair_inserted', pairsInserted),
  plpgsql('sentio_pair_updated', pairsUpdated),
  plpgsql('sentio_pair_deleted', pairsDeleted),
].join('\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(pairTriggersSql).execute(db);
}

// down: 0016's joins (the same counts, the planner's order).
const joined = (left: string, right: string, sign: string, where = ''): string =>
  `select a.project_id, a.model_id, a.category_id, a.day, b.model_id as co_model_id, b.category_id as co_category_id, ` +
  `a.has_content, ${measures(sign)} from ${left} a join ${right} b on b.document_id = a.document_id where a.counted${where}`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      [
        plpgsql('sentio_pair_inserted', pairUpsert([joined('n', TABLE, '1'), joined(TABLE, 'n', '1', unchanged('a', 'n'))])),
        plpgsql(
          'sentio_pair_updated',
          pairUpsert([
            joined('n', TABLE, '1'),
            joined(TABLE, 'n', '1', unchanged('a', 'n')),
            joined('o', 'o', '-1'),
            joined('o', TABLE, '-1', unchanged('b', 'n')),
            joined(TABLE, 'o', '-1', unchanged('a', 'n')),
          ]),
        ),
        plpgsql(
          'sentio_pair_deleted',
          pairUpsert([joined('o', 'o', '-1'), joined('o', TABLE, '-1'), joined(TABLE, 'o', '-1')]),
        ),
      ].join('\n'),
    )
    .execute(db);
}
