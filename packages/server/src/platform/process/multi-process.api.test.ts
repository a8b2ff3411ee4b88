import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type OpenDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { defineJob, JobQueue } from '../jobs/queue.js';
import { StartupLockRepository } from './startup-lock-repository.js';

/**
 * Several server processes on one PostgreSQL database (docs/scale.md): each "process" here is its own pool and
 * its own job queue, as a separate `main.js` would have. PostgreSQL only: the embedded database is one process.
 */
const url = process.env['TEST_DATABASE_URL'];
const quiet = { error: () => undefined, warn: () => undefined };

function withDatabase(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

describe.skipIf(!url)('more than one process on one PostgreSQL database', () => {
  const created: string[] = [];
  const opened: OpenDatabase[] = [];
  const queues: JobQueue[] = [];

  async function database(options: { fromTemplate: boolean }): Promise<string> {
    const name = `sentio_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}${options.fromTemplate ? ` template ${inject('dbTemplate')}` : ''}`);
    created.push(name);
    return withDatabase(url ?? '', name);
  }

  async function open(databaseUrl: string): Promise<OpenDatabase> {
    const db = await openDatabase({ databaseUrl, dataDir: '/nonexistent' });
    opened.push(db);
    return db;
  }

  afterAll(async () => {
    for (const q of queues) await q.stop();
    for (const d of opened) await d.close();
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  });

  it('migrates an empty database from three processes at once, and serialises their start-up', async () => {
    const databaseUrl = await database({ fromTemplate: false });
    const processes = await Promise.all([open(databaseUrl), open(databaseUrl), open(databaseUrl)]);
    const spans: { start: number; end: number }[] = [];
    await Promise.all(
      processes.map((p) =>
        new StartupLockRepository(p.db, p.kind).exclusive(async () => {
          const start = performance.now();
          await migrateToLatest(p.db as never);
          // Long enough that overlapping sections would show.
          await new Promise((resolve) => setTimeout(resolve, 50));
          spans.push({ start, end: performance.now() });
        }),
      ),
    );
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.start).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? Infinity);
    const first = processes[0];
    if (!first) throw new Error('no process');
    const count = async () =>
      (await sql<{ n: string }>`select count(*) as n, count(distinct name) as d from kysely_migration`.execute(first.db)).rows;
    const once = await count();
    expect(Number(once[0]?.n)).toBeGreaterThan(10);
    // Without the start-up lock too: Kysely's migrator takes its own lock, so a race adds nothing.
    await Promise.all(processes.map((p) => migrateToLatest(p.db as never)));
    expect(await count()).toEqual(once);
  });

  it('runs a schedule once per period with two worker queues, and an API queue sends jobs but runs none', async () => {
    const databaseUrl = await database({ fromTemplate: true });
    const [a, b, api] = await Promise.all([open(databaseUrl), open(databaseUrl), open(databaseUrl)]);
    if (!a || !b || !api) throw new Error('no process');
    const queue = (p: OpenDatabase, sendOnly: boolean) => {
      const q = new JobQueue({
        connection: p.jobs,
        db: p.db,
        log: quiet,
        pollSeconds: 0.5,
        retryDelaySeconds: 0,
        sendOnly,
        cronCheckSeconds: 1,
      });
      queues.push(q);
      return q;
    };
    const workers = [queue(a, false), queue(b, false)];
    const apiQueue = queue(api, true);
    const name = `test.tick.${randomBytes(3).toString('hex')}`;
    const ticks: { by: string; at: number }[] = [];
    const echoes: string[] = [];
    const echoName = `test.echo.${randomBytes(3).toString('hex')}`;
    const echoFrom = (by: string) =>
      defineJob({
        name: echoName,
        payload: z.object({ text: z.string() }),
        handler: (p) => {
          echoes.push(`${by}:${p.text}`);
          return Promise.resolve();
        },
      });
    workers.forEach((q, i) => {
      q.register(
        defineJob({
          name,
          payload: z.object({}),
          handler: () => {
            ticks.push({ by: String(i), at: Date.now() });
            return Promise.resolve();
          },
        }),
      );
      q.register(echoFrom(String(i)));
    });
    // The API process knows the definitions (to send them) but works none of them.
    apiQueue.register(defineJob({ name, payload: z.object({}), handler: () => Promise.reject(new Error('api ran a job')) }));
    apiQueue.register(echoFrom('api'));
    const tick = defineJob({ name, payload: z.object({}), handler: () => Promise.resolve() });
    for (const q of [...workers, apiQueue]) await q.schedule(tick, '* * * * *', {});
    await Promise.all([...workers, apiQueue].map((q) => q.start()));

    await apiQueue.send(echoFrom('api'), { text: 'merhaba' });
    // Every occurrence falls on a minute: wait for the first, then let both cron passes run several times more.
    const deadline = Date.now() + 80_000;
    while (ticks.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 5_000));

    expect(echoes).toHaveLength(1);
    expect(echoes[0]).toMatch(/^[01]:merhaba$/);
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    // One job per occurrence, run once, whichever worker took it. pg-boss files each cron occurrence under its
    // minute slot, one send per slot; a pass that catches up the occurrence missed before start sends it beside the
    // one due now, so two jobs may be created — and run — within one wall-clock minute, each for its own slot.
    const { rows: slots } = await sql<{ slot: string; n: string }>`
        select data ->> 'slot' as slot, count(*) as n from pgboss.job
        where name = '__pgboss__send-it' and data ->> 'name' = ${name} group by 1`.execute(a.db);
    for (const row of slots) expect(Number(row.n)).toBe(1);
    const { rows: jobs } = await sql<{ n: string }>`select count(*) as n from pgboss.job where name = ${name}`.execute(a.db);
    expect(Number(jobs[0]?.n)).toBe(ticks.length);
    expect(ticks.length).toBeLessThanOrEqual(slots.length);
  }, 120_000);
});
