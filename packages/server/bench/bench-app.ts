// The app of the search benchmark: Sentio as users run it (production settings, the demo seed and the trained demo
// model), on PGlite in a temporary directory or on BENCH_DATABASE_URL, listening on a random local port.
import {
  fillPath,
  rolePermissions,
  workspaceRoles,
  type CallInput,
  type CallResult,
  type Endpoint,
  type WorkspaceRole,
} from '@sentio/domain';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { DemoRepository } from '../src/features/demo/repository.js';
import { seedDemoModel } from '../src/features/demo/seed-model.js';
import type { ProjectScope } from '../src/features/projects/project-access.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase, type Db } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/platform/seed.js';

export interface BenchApp {
  app: App;
  db: Db;
  database: 'pglite' | 'postgres';
  api: BenchClient;
  /** The demo user in the demo workspace, for the service calls that load documents. */
  scope: ProjectScope;
  close(): Promise<void>;
}

/** A small typed client of the contract's endpoints (the test harness's Client needs vitest). */
export class BenchClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async call<E extends Endpoint>(e: E, input?: CallInput<E>): Promise<CallResult<E>> {
    const i = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const qs = i.query
      ? `?${new URLSearchParams(Object.entries(i.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const res = await fetch(this.baseUrl + fillPath(e.path, i.params) + qs, {
      method: e.method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(i.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(i.body !== undefined ? { body: JSON.stringify(i.body) } : {}),
    });
    return this.data<CallResult<E>>(res, `${e.method} ${e.path}`);
  }

  /** A multipart upload of a file on disk (field "file"), streamed from the disk by fetch. */
  async upload<T>(urlPath: string, file: string, contentType: string): Promise<T> {
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: contentType }), path.basename(file));
    const res = await fetch(this.baseUrl + urlPath, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    return this.data<T>(res, `POST ${urlPath}`);
  }

  private async data<T>(res: Response, what: string): Promise<T> {
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 500)}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

export async function startBenchApp(log: (line: string) => void): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentio-bench-search-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    UPLOAD_MAX_MB: '512',
    ...(process.env['BENCH_DATABASE_URL'] ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db as never);
  if (!(await seedDemo(database.db))) throw new Error('the benchmark needs an empty database (the demo user exists already)');
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, jobs: database.jobs });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  await app.services.jobs.start();
  const address = app.fastify.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const started = performance.now();
  // The category model only: the benchmarks classify by category, and the timing below is of that one training.
  const version = await seedDemoModel(database.db, { ...app.services.models, jobs: app.services.jobs }, { sentiment: false });
  log(
    `demo model trained in ${((performance.now() - started) / 1000).toFixed(1)} s (macro F1 ${version?.macroF1?.toFixed(3) ?? '?'})`,
  );

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const target = await new DemoRepository(database.db).firstWorkspace(DEMO_EMAIL, 'demo');
  if (!target) throw new Error('the demo workspace is missing');
  const role = (workspaceRoles as readonly string[]).includes(target.workspace.role)
    ? (target.workspace.role as WorkspaceRole)
    : 'ANALYST';
  return {
    app,
    db: database.db,
    database: database.kind === 'pglite' ? 'pglite' : 'postgres',
    api: new BenchClient(baseUrl, data.token),
    scope: { ...target.workspace, permissions: rolePermissions[role], userId: target.user.id },
    close: async () => {
      await app.fastify.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
