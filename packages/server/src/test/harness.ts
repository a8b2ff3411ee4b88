import { PGlite } from '@electric-sql/pglite';
import { fillPath, shellConstants, type CallInput, type CallResult, type Endpoint } from '@sentio/domain';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type Db } from '../platform/db/database.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { withDatabase } from './global-setup.js';

export interface TestApp {
  app: App;
  db: Db;
  baseUrl: string;
  config: Config;
  /** The database the app's heavy reads may go to (a replica or a second pool); null when they read `db` only. */
  readDatabaseUrl: string | null;
  close(): Promise<void>;
  /**
   * Stops this app as a killed server would leave it (its database and data directory kept) and starts a new app on
   * them: what a restart reads back. The returned app owns the database from then on.
   */
  restart(): Promise<TestApp>;
}

interface Reopen {
  databaseUrl: string | null;
  dump: Blob | null;
  dataDir: string;
  dropDatabase: (() => Promise<void>) | null;
}

/** The real app on a real database (a fresh copy of the migrated template), listening on a random port. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    beforeListen?: (app: App) => void;
    /** PostgreSQL without TEST_READ_DATABASE_URL: route the heavy reads through a second pool to the same database. */
    readPool?: boolean;
  } = {},
  reopen: Reopen | null = null,
): Promise<TestApp> {
  const template = inject('dbTemplate');
  const url = process.env['TEST_DATABASE_URL'];
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  let lite: PGlite | undefined;
  if (reopen) {
    databaseUrl = reopen.databaseUrl;
    dropDatabase = reopen.dropDatabase;
    if (reopen.dump) lite = await PGlite.create({ loadDataDir: reopen.dump, parsers: { 20: (v: string) => v } });
  } else if (url) {
    const name = `sentio_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    databaseUrl = withDatabase(url, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    lite = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), parsers: { 20: (v: string) => v } });
  }
  // Files (model files, uploads) of this app only; removed on close.
  const dataDir = reopen?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sentio-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web',
    // The API tests are written with UTC-aligned dates; zone tests pass their own TIME_ZONE.
    TIME_ZONE: 'UTC',
    ...options.env,
  });
  const readDatabaseUrl = readUrlFor(databaseUrl, options.readPool ?? false);
  const database = await openDatabase({
    databaseUrl,
    databaseReadUrl: readDatabaseUrl,
    // A real replica is a few milliseconds behind: a test reads right after it wrote, so each read waits for it.
    ...(process.env['TEST_READ_DATABASE_URL'] ? { beforeRead: replicaCaughtUp } : {}),
    dataDir: config.dataDir,
    ...(lite ? { pglite: lite } : {}),
  });
  const app = await buildApp({
    config,
    db: database.db,
    readDb: database.readDb,
    dbKind: database.kind,
    jobs: database.jobs,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  options.beforeListen?.(app);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  await app.services.jobs.start();
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    readDatabaseUrl,
    async close() {
      await app.fastify.close();
      await database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      const dump = lite ? await lite.dumpDataDir('none') : null;
      await app.fastify.close();
      await database.close();
      return startTestApp(options, { databaseUrl, dump, dataDir, dropDatabase });
    },
  };
}

/**
 * With TEST_READ_DATABASE_URL (a streaming replica of TEST_DATABASE_URL's server, scripts/pg-replica.sh) every app
 * reads search and dashboards from the same database on the replica; `readPool` asks for a second pool to the same
 * database instead. The embedded database has no replica.
 */
function readUrlFor(databaseUrl: string | null, readPool: boolean): string | null {
  if (!databaseUrl) return null;
  const replica = process.env['TEST_READ_DATABASE_URL'];
  if (replica) return withDatabase(replica, new URL(databaseUrl).pathname.slice(1));
  return readPool ? databaseUrl : null;
}

/** Waits until the replica has replayed everything the primary has committed (so a test reads its own writes). */
async function replicaCaughtUp(replica: pg.PoolClient, primary: pg.Pool): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
  const lsn = rows[0]?.lsn ?? '0/0';
  for (let waited = 0; waited < 10_000; waited += 5) {
    const r = await replica.query<{ ok: boolean | null }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]);
    // null: the server is not a standby (nothing to wait for).
    if (r.rows[0]?.ok !== false) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the read replica did not replay ${lsn} within 10 s`);
}

export interface RawResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A caller of the API over real HTTP, optionally signed in. */
export class Client {
  constructor(
    readonly baseUrl: string,
    public token: string | null = null,
  ) {}

  async raw(
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.token) headers['authorization'] = `Bearer ${this.token}`;
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // not JSON (HTML of the docs page…): keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  /** Calls an endpoint of the contract and returns the raw answer (for asserting errors). */
  request<E extends Endpoint>(e: E, input?: CallInput<E>): Promise<RawResponse> {
    const i = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const qs = i.query
      ? new URLSearchParams(
          Object.entries(i.query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, String(v)]),
        ).toString()
      : '';
    return this.raw(e.method, fillPath(e.path, i.params) + (qs ? `?${qs}` : ''), i.body !== undefined ? { body: i.body } : {});
  }

  /** Calls an endpoint and returns `data`, failing loudly on any error answer. */
  async call<E extends Endpoint>(e: E, input?: CallInput<E>): Promise<CallResult<E>> {
    const res = await this.request(e, input);
    if (res.status !== 200) throw new Error(`${e.method} ${e.path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body as { data: CallResult<E> }).data;
  }
}

export const cookieToken = (res: RawResponse): string | null => {
  const setCookie = res.headers.get('set-cookie') ?? '';
  const m = new RegExp(`${shellConstants.tokenCookie}=([^;]*)`).exec(setCookie);
  return m?.[1] ?? null;
};
