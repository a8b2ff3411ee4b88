#!/usr/bin/env node
/**
 * More than one process, end to end (docs/scale.md "More than one process"): 2 API processes and 1 worker process
 * from the built server (packages/server/dist) against one PostgreSQL database, then through the HTTP API only:
 *
 *   sign in on API 1 → wait for the worker's demo (model trained and deployed, analysis filled) → upload a CSV and
 *   push JSON documents through API 2 → the worker imports and classifies the upload → search both through API 1.
 *
 * Usage: DATABASE_URL=postgres://user:pass@host:5432/any node scripts/multi-process-check.mjs
 *   DATABASE_URL       a PostgreSQL server; the script creates its own database there and drops it at the end
 *   DATABASE_READ_URL  optional: a streaming replica of that server, handed to the API processes (same database name)
 *   MP_DEMO_DOCUMENTS  documents of the demo analysis (default 200); MP_UPLOAD_ROWS rows of the CSV (default 300)
 *   MP_TIMEOUT_SECONDS the whole check's limit (default 180)
 *   MP_LOAD_SECONDS    optional (default 0: off): afterwards, MP_LOAD_USERS (default 200) simulated users send the
 *                      search + dashboard mix for that long to API 1 alone, then spread over API 1 and API 2, and the
 *                      throughput of both runs is printed (figures: the load phase never fails the check)
 *   MP_THINK_MS        a simulated user's mean pause between two actions, drawn uniformly from 0.5× to 1.5× of it
 *                      (default 2000: an analyst reading the answer before the next click); 0 sends the next request
 *                      at once (a stress of MP_LOAD_USERS connections rather than users)
 * Exits non-zero on any failure; the child processes are always stopped (SIGTERM, then SIGKILL) and the database
 * and data directory removed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildSearchRequest, defaultFilterState } from '@sentio/domain';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainJs = path.join(root, 'packages/server/dist/main.js');
const baseUrl = process.env.DATABASE_URL;
const readUrl = process.env.DATABASE_READ_URL || null;
const demoDocuments = Number(process.env.MP_DEMO_DOCUMENTS || 200);
const uploadRows = Number(process.env.MP_UPLOAD_ROWS || 300);
const pushRows = 20;
const loadSeconds = Number(process.env.MP_LOAD_SECONDS || 0);
const loadUsers = Number(process.env.MP_LOAD_USERS || 200);
const thinkMs = Number(process.env.MP_THINK_MS ?? 2000);
const timeoutMs = (Number(process.env.MP_TIMEOUT_SECONDS || 180) + 2 * loadSeconds) * 1000;
const DEMO = { email: 'demo@sentio.local', password: 'sentio-demo', project: 'customer-experience', channel: 'SURVEY' };

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (msg) => process.stdout.write(`[${seconds().padStart(5)} s] ${msg}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {{ name: string; child: import('node:child_process').ChildProcess; logFile: string; exited: boolean }[]} */
const children = [];
let dataDir = null;
let dbName = null;
let cleaned = false;

async function main() {
  if (!baseUrl) throw new Error('DATABASE_URL is required (a PostgreSQL server)');
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
  const hardStop = setTimeout(() => fail(`the check took longer than ${timeoutMs / 1000} s`), timeoutMs);
  hardStop.unref();

  dbName = `sentio_mp_check_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const databaseUrl = withDatabase(baseUrl, dbName);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sentio-mp-'));
  log(`database ${dbName}${readUrl ? ' (+ read replica)' : ''}, shared DATA_DIR ${dataDir}`);

  const [api1Port, api2Port, workerPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Every process must read the stored secrets the others wrote.
    SECRET_KEY: randomBytes(24).toString('base64'),
    LOG_LEVEL: 'warn',
    JOB_POLL_SECONDS: '1',
    TIME_ZONE: 'UTC',
    WEB_DIST: '/nonexistent-web',
  };
  const api = (port) => ({ ...common, PORT: String(port), SEED_DEMO: '0', ...(readUrl ? { DATABASE_READ_URL: withDatabase(readUrl, dbName) } : {}) });
  // All three at once: migrations and start-up steps must take turns by themselves.
  // Info on the worker: its "demo analysis ready" line tells when the demo seed is finished (see load()).
  start('worker', ['--role', 'worker'], {
    ...common,
    LOG_LEVEL: 'info',
    PORT: String(workerPort),
    SEED_DEMO: '1',
    DEMO_DOCUMENTS: String(demoDocuments),
  });
  start('api1', ['--role=api'], api(api1Port));
  start('api2', [], { ...api(api2Port), SENTIO_ROLE: 'api' });
  const api1 = `http://127.0.0.1:${api1Port}`;
  const api2 = `http://127.0.0.1:${api2Port}`;
  await Promise.all([health(api1, 'api'), health(api2, 'api'), health(`http://127.0.0.1:${workerPort}`, 'worker')]);
  log('all three processes answer /api/health');
  const worker404 = await fetch(`http://127.0.0.1:${workerPort}/api/project`);
  if (worker404.status !== 404) throw new Error(`the worker serves the API (GET /api/project → ${worker404.status})`);

  const token = await until('sign-in on API 1 (demo user seeded by the worker)', 60_000, async () => {
    const res = await call(api1, 'POST', '/api/auth/login', null, { email: DEMO.email, password: DEMO.password });
    return res.status === 200 ? res.body.data.token : null;
  });
  log('signed in on API 1');

  await until(`demo analysis with ${demoDocuments} classified documents (worker trains, deploys and fills it)`, timeoutMs, async () => {
    const project = await call(api1, 'GET', `/api/project/${DEMO.project}`, token);
    if (project.status !== 200) return null;
    return (await searchTotal(api1, token, { predictionStatus: 'SUCCESS' })) >= demoDocuments ? true : null;
  });
  log('demo model deployed and demo analysis classified');

  // Through API 2: a CSV the worker imports and classifies (job), and JSON the API classifies in the request with the
  // model file the worker's training wrote to the shared DATA_DIR.
  const marker = `mpcheck${randomBytes(3).toString('hex')}`;
  const csv = ['id,text,date'];
  const phrases = ['the courier was late again', 'I was charged twice on my card', 'the app crashes at login', 'the product arrived broken'];
  for (let i = 0; i < uploadRows; i++) csv.push(`u${i},"${phrases[i % phrases.length]} ${marker} ${i}",2026-0${1 + (i % 9)}-1${i % 10}`);
  const form = new FormData();
  form.append('file', new Blob([csv.join('\n')]), 'multi-process.csv');
  const uploaded = await fetch(`${api2}/api/project/${DEMO.project}/upload?switchCode=${DEMO.channel}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const source = (await uploaded.json()).data;
  if (uploaded.status !== 200 || !source?.id) throw new Error(`upload through API 2 answered ${uploaded.status}`);
  const matching = {
    name: null,
    columns: [
      { column: 'id', role: 'ID' },
      { column: 'text', role: 'CONTENT' },
      { column: 'date', role: 'DATE' },
    ],
    dateFormat: 'YYYY-MM-DD',
    sortType: 'ASC',
    sortFields: [],
  };
  const matched = await call(api2, 'POST', `/api/project/${DEMO.project}/file/${source.id}/settings`, token, matching);
  if (matched.status !== 200) throw new Error(`matching through API 2 answered ${matched.status}: ${JSON.stringify(matched.body)}`);
  const pushed = await call(api2, 'POST', `/api/project/${DEMO.project}/json`, token, {
    channelCode: DEMO.channel,
    documents: Array.from({ length: pushRows }, (_, i) => ({ id: `j${i}`, text: `${phrases[i % phrases.length]} ${marker} json ${i}` })),
  });
  if (pushed.status !== 200 || pushed.body.data.stored !== pushRows) {
    throw new Error(`JSON push through API 2 answered ${pushed.status}: ${JSON.stringify(pushed.body)}`);
  }
  log(`API 2: uploaded ${uploadRows} CSV rows (import job queued) and pushed ${pushRows} JSON documents`);
  const uploadAt = Date.now();

  const expected = uploadRows + pushRows;
  await until(`${expected} documents classified and searchable through API 1`, 60_000, async () => {
    const classified = await searchTotal(api1, token, { query: marker, predictionStatus: 'SUCCESS' });
    return classified === expected ? true : null;
  });
  const all = await searchTotal(api1, token, { query: marker });
  if (all !== expected) throw new Error(`search through API 1 found ${all} documents, expected ${expected}`);
  const sources = await call(api1, 'GET', `/api/project/${DEMO.project}/sources`, token);
  const done = sources.body.data.find((s) => s.id === source.id);
  if (!done || done.successCount !== uploadRows || done.inlineCount !== 0) {
    throw new Error(`the upload's source reads ${JSON.stringify(done)}`);
  }
  log(`upload → classified → searchable across processes in ${((Date.now() - uploadAt) / 1000).toFixed(1)} s; search counts ${all}/${expected}`);
  if (loadSeconds > 0) {
    // Measure the API processes, not the demo seed: its root cause runs and journeys follow the documents.
    await until('the demo seed to finish and the worker to go idle', timeoutMs, async () => {
      const ready = readFileSync(children[0].logFile, 'utf8').includes('demo analysis ready');
      if (!ready) return null;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name not like '\\_\\_%'`);
        return rows[0].n === 0 ? true : null;
      } finally {
        await client.end();
      }
    });
    log('demo seed finished, no job pending');
    const one = await load([api1], token);
    const two = await load([api1, api2], token);
    log(`load, 1 API process:  ${one.line}`);
    log(`load, 2 API processes: ${two.line}`);
    log(`throughput 2 vs 1 API processes: ${(two.perSecond / one.perSecond).toFixed(2)}× (2 cores shared by the load generator, PostgreSQL and the processes)`);
    // A figure, not a verdict: the check itself passed above.
    log(`errors under load (target 0): ${one.errors + two.errors === 0 ? 'met' : 'not met'}`);
  }
  clearTimeout(hardStop);
}

/**
 * `loadUsers` users, each in a loop: the web's default search of the demo analysis with its dashboard widgets, or a
 * free-text page of documents (alternately); like the web, a 503 SERVER_BUSY is retried after its Retry-After (at
 * most three times). Users are spread round-robin over `targets`. Errors: anything else than 200 after the retries.
 */
async function load(targets, token) {
  const dashboard = JSON.stringify(buildSearchRequest({ ...defaultFilterState, widget: true }, { projectCode: DEMO.project }));
  const text = JSON.stringify(buildSearchRequest({ ...defaultFilterState, query: 'kargo' }, { projectCode: DEMO.project }));
  const times = [];
  let busy = 0;
  const failed = { busy: 0, timeout: 0, other: 0 };
  const end = Date.now() + loadSeconds * 1000;
  const user = async (i) => {
    const base = targets[i % targets.length];
    // Users arrive spread over one pause, not all in the same millisecond.
    if (thinkMs > 0) await sleep(Math.random() * thinkMs);
    for (let n = i; Date.now() < end; n++) {
      const t0 = performance.now();
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(`${base}/api/project/${DEMO.project}/document/search`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: n % 2 === 0 ? dashboard : text,
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          if (res.status === 503 && attempt < 3) {
            busy++;
            await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000 * (1 + 0.25 * Math.random()));
            continue;
          }
          if (res.status === 200) times.push(performance.now() - t0);
          else failed[res.status === 503 ? 'busy' : 'other']++;
        } catch {
          failed.timeout++;
        }
        break;
      }
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: loadUsers }, (_, i) => user(i)));
  const elapsed = (Date.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const q = (p) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0);
  const perSecond = times.length / elapsed;
  const errors = failed.busy + failed.timeout + failed.other;
  return {
    perSecond,
    errors,
    line:
      `${loadUsers} users (think ${thinkMs} ms) × ${loadSeconds} s: ${times.length} answered (${perSecond.toFixed(1)}/s), p50 ${q(0.5)} ms, ` +
      `p95 ${q(0.95)} ms, 503s retried ${busy}; errors ${errors} (503 after 3 retries ${failed.busy}, ` +
      `no answer in 30 s ${failed.timeout}, other ${failed.other})`,
  };
}

function start(name, args, env) {
  const logFile = path.join(dataDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [mainJs, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', out, out],
  });
  const entry = { name, child, logFile, exited: false };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (!cleaned) fail(`${name} exited early (code ${code}, signal ${signal})`);
  });
  children.push(entry);
}

async function health(url, role) {
  await until(`${role} at ${url}/api/health`, 60_000, async () => {
    try {
      const res = await fetch(`${url}/api/health`);
      return res.status === 200 ? true : null;
    } catch {
      return null;
    }
  });
}

async function searchTotal(url, token, body) {
  const res = await call(url, 'POST', `/api/project/${DEMO.project}/document/search`, token, { size: 1, ...body });
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.documents.total;
}

async function call(url, method, pathname, token, body) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(url + pathname, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the error message
  }
  return { status: res.status, body: parsed };
}

/** Polls `probe` until it returns something other than null; fails after `ms`. */
async function until(what, ms, probe) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Stops every child (SIGTERM, SIGKILL after 5 s), drops the database, removes the data directory. Idempotent. */
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const c of children) if (!c.exited) c.child.kill('SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.some((c) => !c.exited) && Date.now() < deadline) await sleep(100);
  for (const c of children) if (!c.exited) c.child.kill('SIGKILL');
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`).catch((err) => log(`could not drop ${dbName}: ${err.message}`));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

let failing = false;
function fail(message) {
  if (failing) return;
  failing = true;
  process.stdout.write(`\nMULTI-PROCESS CHECK FAILED after ${seconds()} s: ${message}\n`);
  for (const c of children) {
    try {
      const lines = readFileSync(c.logFile, 'utf8').trimEnd().split('\n').slice(-25);
      process.stdout.write(`--- ${c.name} (last lines of its log) ---\n${lines.join('\n')}\n`);
    } catch {
      // no log yet
    }
  }
  void cleanup().finally(() => process.exit(1));
}

process.on('SIGINT', () => fail('interrupted'));
process.on('SIGTERM', () => fail('terminated'));
main().then(
  async () => {
    await cleanup();
    log('multi-process check passed');
    process.exit(0);
  },
  (err) => fail(err instanceof Error ? err.message : String(err)),
);
