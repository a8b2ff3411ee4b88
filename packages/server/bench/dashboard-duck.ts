// The in-run peer of the dashboard benchmark: the same rows copied into an in-memory DuckDB, and per filter kind the
// aggregations the dashboard call performs (total and facets, score histograms for the main and the comparison
// period, the trend by bucket, categories with their histograms, the first page), counted over the raw rows.
import {
  dateValue,
  DuckDBInstance,
  timestampValue,
  uuidValue,
  type DuckDBAppender,
  type DuckDBConnection,
} from '@duckdb/node-api';
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';
import type { PeerFilter } from './dashboard-mix.js';

const FETCH = 20_000;
const DAY_MS = 86_400_000;

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => values.map(quote).join(', ');
const stamp = (d: Date) => `TIMESTAMP '${d.toISOString().replace('T', ' ').replace('Z', '')}'`;

/** The measures the cube returns for a group of documents: count, polarity counts, NPS 0…10 and CSAT 1…10 answers. */
const MEASURES = [
  'count(*) as n',
  "count_if(d.sentiment = 'POSITIVE') as positive",
  "count_if(d.sentiment = 'NEUTRAL') as neutral",
  "count_if(d.sentiment = 'NEGATIVE') as negative",
  ...Array.from({ length: 11 }, (_, i) => `count_if(d.nps = ${i}) as nps${i}`),
  ...Array.from({ length: 10 }, (_, i) => `count_if(d.csat = ${i + 1}) as csat${i + 1}`),
].join(', ');

const integerOrNull = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : null;
};

function appendTextOrNull(a: DuckDBAppender, value: string | null): void {
  if (value === null) a.appendNull();
  else a.appendVarchar(value);
}

const uuid = (text: string) => uuidValue(BigInt(`0x${text.replaceAll('-', '')}`));

interface DocRow {
  id: string;
  content_date: Date | string;
  channel_code: string | null;
  sentiment: string | null;
  nps: unknown;
  csat: unknown;
  status: string;
  prediction_status: string;
  language: string;
  content: string;
  segment: string | null;
}

export class DuckPeer {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly con: DuckDBConnection,
  ) {}

  static async open(): Promise<DuckPeer> {
    const instance = await DuckDBInstance.create(':memory:');
    const con = await instance.connect();
    await con.run(`
      create table documents (id uuid, day date, content_date timestamp, channel varchar, sentiment varchar, nps tinyint,
        csat tinyint, status varchar, prediction_status varchar, language varchar, has_content boolean, segment varchar,
        content varchar);
      create table categories (document uuid, category varchar);`);
    return new DuckPeer(instance, con);
  }

  /**
   * Streams the analysis's documents and category rows out of the database through a cursor (memory stays flat on
   * either engine) into DuckDB's appender.
   */
  async copyFrom(db: Db, projectId: string, log: (line: string) => void): Promise<{ documents: number; categories: number }> {
    const docs = await this.stream(
      db,
      sql`select id::text as id, content_date, channel_code, sentiment, attributes -> 'nps' as nps, attributes -> 'csat' as csat,
            status, prediction_status, language, content, attributes ->> 'segment' as segment
          from project_document where project_id = ${projectId} and trashed_at is null`,
      'documents',
      (a, r: DocRow) => {
        const ms = new Date(r.content_date).getTime();
        a.appendUUID(uuid(r.id));
        a.appendDate(dateValue(Math.floor(ms / DAY_MS)));
        a.appendTimestamp(timestampValue(BigInt(ms) * 1000n));
        appendTextOrNull(a, r.channel_code);
        appendTextOrNull(a, r.sentiment);
        const nps = integerOrNull(r.nps);
        const csat = integerOrNull(r.csat);
        if (nps === null) a.appendNull();
        else a.appendTinyInt(nps);
        if (csat === null || csat === 0) a.appendNull();
        else a.appendTinyInt(csat);
        a.appendVarchar(r.status);
        a.appendVarchar(r.prediction_status);
        a.appendVarchar(r.language);
        a.appendBoolean(r.content !== '');
        appendTextOrNull(a, r.segment);
        a.appendVarchar(r.content);
      },
      log,
    );
    const categories = await this.stream(
      db,
      sql`select document_id::text as document, category_id as category from project_document_category
          where project_id = ${projectId}`,
      'categories',
      (a, r: { document: string; category: string }) => {
        a.appendUUID(uuid(r.document));
        a.appendVarchar(r.category);
      },
      log,
    );
    return { documents: docs, categories };
  }

  /**
   * The aggregations of one dashboard call under `f`, one query after another (DuckDB parallelises each query over
   * the cores itself). Returns the number of matching documents.
   */
  async dashboard(f: PeerFilter): Promise<number> {
    const main = where(f, f.start, f.end);
    const comparison = f.comparisonStart && f.comparisonEnd ? where(f, f.comparisonStart, f.comparisonEnd) : null;
    const facets = await this.con.runAndReadAll(
      `select d.channel, d.sentiment, d.status, d.prediction_status, d.language, count(*) as n,
         grouping(d.channel, d.sentiment, d.status, d.prediction_status, d.language) as g
       from documents d where ${main}
       group by grouping sets ((d.channel), (d.sentiment), (d.status), (d.prediction_status), (d.language), ())`,
    );
    const total = facets.getRowObjectsJS().find((r) => Number(r['g']) === 31)?.['n'];
    for (const w of comparison ? [main, comparison] : [main]) {
      await this.con.runAndReadAll(`select ${MEASURES} from documents d where ${w}`);
      await this.con.runAndReadAll(
        `select date_trunc('${f.gap}', d.content_date) as bucket, ${MEASURES} from documents d where ${w} group by bucket`,
      );
      await this.con.runAndReadAll(
        `select c.category, ${MEASURES} from categories c join documents d on d.id = c.document where ${w}
         group by c.category`,
      );
    }
    await this.con.runAndReadAll(`select * from documents d where ${main} order by d.content_date desc, d.id desc limit 10`);
    return Number(total ?? 0);
  }

  close(): void {
    this.con.closeSync();
    this.instance.closeSync();
  }

  private async stream<R>(
    db: Db,
    query: ReturnType<typeof sql>,
    table: string,
    append: (a: DuckDBAppender, row: R) => void,
    log: (line: string) => void,
  ): Promise<number> {
    const appender = await this.con.createAppender(table);
    let count = 0;
    await db.transaction().execute(async (trx) => {
      await sql`declare bench_copy no scroll cursor for ${query}`.execute(trx);
      for (;;) {
        const { rows } = await sql<R>`fetch forward ${sql.lit(FETCH)} from bench_copy`.execute(trx);
        for (const row of rows) {
          append(appender, row);
          appender.endRow();
        }
        count += rows.length;
        if (rows.length < FETCH) break;
        if (count % 200_000 === 0) log(`duckdb: ${count.toLocaleString('en')} ${table} copied`);
      }
      await sql`close bench_copy`.execute(trx);
    });
    appender.closeSync();
    return count;
  }
}

/** The peer's WHERE for one period: the data tab's defaults (documents with content) plus the kind's filter. */
function where(f: PeerFilter, start: Date | null, end: Date | null): string {
  const parts = ['d.has_content'];
  if (start) parts.push(`d.content_date >= ${stamp(start)}`);
  if (end) parts.push(`d.content_date <= ${stamp(end)}`);
  if (f.channels.length > 0) parts.push(`d.channel in (${list(f.channels)})`);
  if (f.sentiments.length > 0) parts.push(`d.sentiment in (${list(f.sentiments)})`);
  if (f.segments.length > 0) parts.push(`d.segment in (${list(f.segments)})`);
  if (f.categoryId !== null) parts.push(`d.id in (select document from categories where category = ${quote(f.categoryId)})`);
  if (f.query !== '') parts.push(`contains(lower(d.content), ${quote(f.query.toLocaleLowerCase('tr'))})`);
  return parts.join(' and ');
}
