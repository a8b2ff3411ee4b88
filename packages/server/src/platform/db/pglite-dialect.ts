import type { PGlite } from '@electric-sql/pglite';
import {
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';

/**
 * Kysely's Postgres dialect over an in-process PGlite. PGlite is one session, so the "pool" hands out
 * one connection at a time: a transaction holds it, and other requests wait instead of running inside
 * that transaction by accident.
 */
class PGliteConnection implements PostgresPoolClient {
  constructor(
    private readonly db: PGlite,
    private readonly onRelease: () => void,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('streaming queries are not supported on PGlite');
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  private async run<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    // PGlite runs in this thread and answers through already-resolved promises: without a turn of the event loop
    // between queries, a call of many queries (a search with its widgets) would keep every other request unread
    // until it ends — no cheap call could pass it and no busy answer could be sent (docs/load.md).
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Without parameters use the simple protocol, like node-postgres does: it allows several statements (migrations).
    const result =
      parameters.length === 0
        ? ((await this.db.exec(sql)).at(-1) ?? { rows: [] as R[], affectedRows: 0 })
        : await this.db.query<R>(sql, parameters as unknown[]);
    return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as R[] };
  }

  release(): void {
    this.onRelease();
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE' ? word : 'SELECT';
}

export class PGlitePool implements PostgresPool {
  private waiting: (() => void)[] = [];
  private busy = false;

  constructor(private readonly db: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy = true;
    return new PGliteConnection(this.db, () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    });
  }

  /** One session: in use or idle, and the queries waiting for it. */
  stats(): { total: number; idle: number; waiting: number; max: number } {
    return { total: 1, idle: this.busy ? 0 : 1, waiting: this.waiting.length, max: 1 };
  }

  async end(): Promise<void> {
    await this.db.close();
  }
}

export const pgliteDialect = (db: PGlite, pool: PGlitePool = new PGlitePool(db)) => new PostgresDialect({ pool });
