// The in-run peer of the customers benchmark: the analysis's documents (customer key, date, sentiment, segment) and
// category rows copied into an in-memory DuckDB, and per call kind the same answer computed from the raw rows — the
// customers list by a GROUP BY over every document, first-call resolution by window functions
// (docs/first-call-resolution.md). Its FCR counts are printed beside ours: an independent check of the definition.
import { DuckDBInstance, timestampValue, type DuckDBConnection } from '@duckdb/node-api';
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';

const FETCH = 20_000;
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const stamp = (d: Date) => `TIMESTAMP '${d.toISOString().replace('T', ' ').replace('Z', '')}'`;
/** The reporting zone of the benchmark's server is Europe/Istanbul, UTC+3 all year since 2016 (DuckDB has no ICU here). */
const LOCAL = 'interval 3 hour';

export interface PeerListKind {
  sort: 'last' | 'total' | 'sentiment';
  q?: string;
  segment?: string;
  categoryId?: string;
}

export interface PeerFcr {
  start: Date;
  end: Date;
  dayRange: number;
  now: Date;
}

export interface PeerFcrFigures {
  issues: number;
  resolved: number;
  repeated: number;
  pending: number;
}

export class CustomersPeer {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly con: DuckDBConnection,
  ) {}

  static async open(): Promise<CustomersPeer> {
    const instance = await DuckDBInstance.create(':memory:');
    const con = await instance.connect();
    await con.run(`
      create table documents (id varchar, customer varchar, ts timestamp, sentiment varchar, segment varchar);
      create table categories (document varchar, category varchar);`);
    return new CustomersPeer(instance, con);
  }

  async copyFrom(db: Db, projectId: string): Promise<number> {
    let count = 0;
    const docs = await this.con.createAppender('documents');
    await this.stream(
      db,
      sql`select id::text as id, customer_key, content_date, sentiment, attributes ->> 'segment' as segment
          from project_document where project_id = ${projectId} and trashed_at is null`,
      (r: {
        id: string;
        customer_key: string | null;
        content_date: Date | string;
        sentiment: string | null;
        segment: string | null;
      }) => {
        docs.appendVarchar(r.id);
        if (r.customer_key === null) docs.appendNull();
        else docs.appendVarchar(r.customer_key);
        docs.appendTimestamp(timestampValue(BigInt(new Date(r.content_date).getTime()) * 1000n));
        if (r.sentiment === null) docs.appendNull();
        else docs.appendVarchar(r.sentiment);
        if (r.segment === null) docs.appendNull();
        else docs.appendVarchar(r.segment);
        docs.endRow();
        count++;
      },
    );
    docs.closeSync();
    const categories = await this.con.createAppender('categories');
    await this.stream(
      db,
      sql`select document_id::text as document, category_id as category from project_document_category where project_id = ${projectId}`,
      (r: { document: string; category: string }) => {
        categories.appendVarchar(r.document);
        categories.appendVarchar(r.category);
        categories.endRow();
      },
    );
    categories.closeSync();
    return count;
  }

  /** The first page of 10 customers and the total, as the list call answers them. Returns the total. */
  async list(k: PeerListKind): Promise<number> {
    const where = ['d.customer is not null'];
    if (k.q) where.push(`d.customer ilike ${quote(`%${k.q}%`)}`);
    if (k.categoryId)
      where.push(
        `d.customer in (select x.customer from documents x join categories c on c.document = x.id where c.category = ${quote(k.categoryId)})`,
      );
    const having = k.segment ? `having arg_max(d.segment, d.ts) = ${quote(k.segment)}` : '';
    const order =
      k.sort === 'last'
        ? 'last desc'
        : k.sort === 'total'
          ? 'total desc'
          : '100.0 * (positive - negative) / nullif(positive + neutral + negative, 0) desc nulls last';
    const grouped = `select d.customer, count(*) as total, count_if(d.sentiment = 'POSITIVE') as positive,
        count_if(d.sentiment = 'NEUTRAL') as neutral, count_if(d.sentiment = 'NEGATIVE') as negative, max(d.ts) as last
      from documents d where ${where.join(' and ')} group by d.customer ${having}`;
    await this.con.runAndReadAll(`select * from (${grouped}) g order by ${order}, g.customer limit 10`);
    const total = await this.con.runAndReadAll(`select count(*) as n from (${grouped}) g`);
    return Number(total.getRowObjectsJS()[0]?.['n'] ?? 0);
  }

  /** First-call resolution of the range: issues, resolved, repeated, pending (every channel, no category matching). */
  async fcr(f: PeerFcr): Promise<PeerFcrFigures> {
    const n = f.dayRange;
    const reader = await this.con.runAndReadAll(`
      with c as (
        select d.customer, d.ts, d.id, cast(d.ts + ${LOCAL} as date) as day from documents d
        where d.customer is not null and d.ts >= ${stamp(f.start)} - interval ${n + 1} day
          and d.ts <= ${stamp(f.end)} + interval ${3 * n + 1} day
      ),
      l as (select *, lag(day) over (partition by customer order by ts, id) as prev from c),
      s as (
        select *, sum(case when prev is null or day - prev > ${n} then 1 else 0 end)
          over (partition by customer order by ts, id rows between unbounded preceding and current row) as issue
        from l
      ),
      i as (select customer, issue, min(ts) as first_ts, min(day) as first_day, count(*) as n from s group by customer, issue)
      select count(*) as issues,
        count_if(n = 1 and first_day + ${n} >= cast(${stamp(f.now)} + ${LOCAL} as date)) as pending,
        count_if(n = 1 and first_day + ${n} < cast(${stamp(f.now)} + ${LOCAL} as date)) as resolved,
        count_if(n > 1) as repeated
      from i where first_ts >= ${stamp(f.start)} and first_ts <= ${stamp(f.end)}`);
    const row = reader.getRowObjectsJS()[0] ?? {};
    return {
      issues: Number(row['issues'] ?? 0),
      resolved: Number(row['resolved'] ?? 0),
      repeated: Number(row['repeated'] ?? 0),
      pending: Number(row['pending'] ?? 0),
    };
  }

  close(): void {
    this.con.closeSync();
    this.instance.closeSync();
  }

  private async stream<R>(db: Db, query: ReturnType<typeof sql>, each: (row: R) => void): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await sql`declare bench_copy no scroll cursor for ${query}`.execute(trx);
      for (;;) {
        const { rows } = await sql<R>`fetch forward ${sql.lit(FETCH)} from bench_copy`.execute(trx);
        for (const row of rows) each(row);
        if (rows.length < FETCH) break;
      }
      await sql`close bench_copy`.execute(trx);
    });
  }
}
