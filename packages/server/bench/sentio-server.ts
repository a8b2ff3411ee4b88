// Sentio as users run it: the built-in embedded database (or BENCH_DATABASE_URL), the demo seed, production settings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/platform/seed.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sentio-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  ...(process.env['BENCH_DATABASE_URL'] ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] } : {}),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db as never);
await seedDemo(database.db);
const user = await database.db.selectFrom('app_user').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
// A realistic bell: 200 notifications, the list call reads the newest page of 10 and counts them.
await database.db
  .insertInto('in_app_notification')
  .values(
    Array.from({ length: 200 }, (_, i) => ({
      user_id: user.id,
      type: 'SYSTEM',
      title_key: 'notifications.welcome.title',
      body_key: 'notifications.welcome.body',
      params: JSON.stringify({ name: `n${i}` }),
      link: null,
    })),
  )
  .execute();
const app = await buildApp({ config, db: database.db, dbKind: database.kind, jobs: database.jobs });
await app.fastify.listen({ port: 0, host: '127.0.0.1' });
const address = app.fastify.server.address();
const res = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const { data } = (await res.json()) as { data: { token: string } };
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, token: data.token, database: database.kind });
