/**
 * `npm run bench:load`: how the server degrades under a crowd (docs/load.md). BENCH_CONNECTIONS (default 50)
 * connections send the web's default document search of the demo analysis for BENCH_SECONDS (default 30), while one
 * client times a cheap call (the analysis list) every 250 ms. Three runs on the same warm server: with the
 * configured heavy-call limits (HEAVY_CONCURRENCY, HEAVY_QUEUE, HEAVY_QUEUE_WAIT_MS) and clients that behave like the
 * web (wait the Retry-After of a 503, at most three retries); the same limits under autocannon (which asks again at
 * once); and the limits off (every search runs at once, as before). Afterwards a simple call is timed: a server that keeps working through abandoned requests
 * answers it late. Prints p50/p95 of both calls, 503s and time-outs. Figures, not a test: nothing fails on timing.
 * BENCH_DOCS (default 20,000) sizes the demo analysis; BENCH_DATABASE_URL runs on PostgreSQL.
 */
import { buildSearchRequest, defaultFilterState, endpoints } from '@sentio/domain';
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/platform/config.js';
import type { HeavyLimits } from '../src/platform/http/load-shedding.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/platform/seed.js';
import { quantile } from './search-mix.js';
import { machineLine } from './shared-analysis.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 30);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
/** What the client gives up after, like a browser tab or a proxy would. */
const timeoutSeconds = Number(process.env['BENCH_TIMEOUT_SECONDS'] ?? 30);
const log = (line: string) => process.stderr.write(`[bench:load] ${line}\n`);

interface Ready {
  port: number;
  code: string;
  database: string;
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(new URL('./load-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`the load server exited with ${code}`)));
  });
}

function setLimits(child: ChildProcess, limits: HeavyLimits): Promise<void> {
  return new Promise((resolve) => {
    child.once('message', () => resolve());
    child.send({ limits });
  });
}

interface Figures {
  label: string;
  search: { p50: number; p95: number; p99: number; ok: number; busy: number; other: number; timeouts: number };
  cheap: { p50: number; p95: number; max: number; n: number };
  afterMs: number;
}

async function timed(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return performance.now() - t0;
}

/**
 * Clients that behave like the web (shared/query/busy.ts): each sends the search, and on 503 SERVER_BUSY waits the
 * Retry-After before asking again, at most three times. Times what a user waits for an answer, retries included.
 */
async function webClients(base: string, token: string, code: string) {
  const body = JSON.stringify(buildSearchRequest({ ...defaultFilterState, widget: true }, { projectCode: code }));
  const answered: number[] = [];
  let busy = 0;
  let gaveUp = 0;
  let timeouts = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      let done = false;
      for (let attempt = 0; attempt <= 3 && !done; attempt++) {
        try {
          const res = await fetch(`${base}/api/project/${code}/document/search`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(timeoutSeconds * 1000),
          });
          await res.arrayBuffer();
          if (res.status === 503) {
            busy++;
            const wait = Number(res.headers.get('retry-after') ?? 1) * 1000 * (1 + 0.25 * Math.random());
            if (attempt < 3) await new Promise((r) => setTimeout(r, wait));
            continue;
          }
          answered.push(performance.now() - t0);
          done = true;
        } catch {
          timeouts++;
          done = true;
        }
      }
      if (!done) gaveUp++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { answered: answered.sort((x, y) => x - y), busy, gaveUp, timeouts };
}

/** Waits until a cheap call answers fast twice in a row (the previous run's work is done), at most two minutes. */
async function idle(base: string, token: string): Promise<void> {
  const until = performance.now() + 120_000;
  let fast = 0;
  while (fast < 2 && performance.now() < until) {
    fast = (await timed(`${base}/api/project?page=0&size=20`, token)) < 150 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function run(label: string, base: string, token: string, code: string, web = false): Promise<Figures> {
  const body = JSON.stringify(buildSearchRequest({ ...defaultFilterState, widget: true }, { projectCode: code }));
  const cheapUrl = `${base}/api/project?page=0&size=20`;
  const cheap: number[] = [];
  let loading = true;
  const prober = (async () => {
    while (loading) {
      cheap.push(await timed(cheapUrl, token));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  log(`${label}: ${connections} connections × ${seconds} s on POST /api/project/${code}/document/search`);
  if (web) {
    const w = await webClients(base, token, code);
    loading = false;
    await prober;
    const afterWeb = await timed(cheapUrl, token);
    const sortedCheap = [...cheap].sort((x, y) => x - y);
    return {
      label,
      search: {
        p50: quantile(w.answered, 0.5),
        p95: quantile(w.answered, 0.95),
        p99: quantile(w.answered, 0.99),
        ok: w.answered.length,
        busy: w.busy,
        other: w.gaveUp,
        timeouts: w.timeouts,
      },
      cheap: {
        p50: quantile(sortedCheap, 0.5),
        p95: quantile(sortedCheap, 0.95),
        max: sortedCheap[sortedCheap.length - 1] ?? 0,
        n: sortedCheap.length,
      },
      afterMs: afterWeb,
    };
  }
  const result = await autocannon({
    url: `${base}/api/project/${code}/document/search`,
    method: 'POST',
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  loading = false;
  await prober;
  // Right after the crowd leaves: does a simple call wait behind abandoned work?
  const afterMs = await timed(cheapUrl, token);
  const codes = result.statusCodeStats as unknown as Record<string, { count: number } | undefined>;
  const ok = codes['200']?.count ?? 0;
  const busy = codes['503']?.count ?? 0;
  const total = Object.values(codes).reduce((n, c) => n + (c?.count ?? 0), 0);
  const sorted = [...cheap].sort((x, y) => x - y);
  return {
    label,
    search: {
      p50: result.latency.p50,
      p95: result.latency.p97_5,
      p99: result.latency.p99,
      ok,
      busy,
      other: total - ok - busy,
      timeouts: result.timeouts,
    },
    cheap: { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0, n: sorted.length },
    afterMs,
  };
}

const server = await startServer();
const base = `http://127.0.0.1:${server.ready.port}`;
const login = await fetch(`${base}${endpoints.login.path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const { token } = ((await login.json()) as { data: { token: string } }).data;
const configured = loadConfig({
  ...process.env,
  ...(process.env['BENCH_DATABASE_URL'] ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] } : {}),
}).heavy;
const unbounded: HeavyLimits = { limit: 10_000, queueLimit: 0, queueWaitMs: 0 };
const figures: Figures[] = [];
// The bounded run goes first: the unbounded one leaves abandoned work behind that would load the next run.
const limitsOn = `limits on (${configured.limit} at once, queue ${configured.queueLimit}, wait ${configured.queueWaitMs} ms)`;
await setLimits(server.child, configured);
await idle(base, token);
figures.push(await run(`${limitsOn}, web-like clients (wait Retry-After, ≤3 retries)`, base, token, server.ready.code, true));
await idle(base, token);
figures.push(await run(`${limitsOn}, autocannon (asks again at once)`, base, token, server.ready.code));
await setLimits(server.child, unbounded);
await idle(base, token);
figures.push(await run('limits off (every search at once, as before), autocannon', base, token, server.ready.code));
server.child.kill();

const ms = (v: number) => v.toFixed(0);
console.log(
  [
    '',
    `### Load benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    machineLine(server.ready.database),
    `${connections} connections × ${seconds} s on the demo analysis's default document search (widgets on), client time-out ${timeoutSeconds} s; a cheap call (GET /api/project) timed every 250 ms meanwhile.`,
    '',
    '| run | search p50 ms | search p95 ms | search p99 ms | 200 | 503 busy | other | time-outs | cheap p50 ms | cheap p95 ms | cheap max ms | simple call right after, ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.label} | ${ms(f.search.p50)} | ${ms(f.search.p95)} | ${ms(f.search.p99)} | ${f.search.ok} | ${f.search.busy} | ${f.search.other} | ${f.search.timeouts} | ${ms(f.cheap.p50)} | ${ms(f.cheap.p95)} | ${ms(f.cheap.max)} | ${ms(f.afterMs)} |`,
    ),
    '',
    'For autocannon runs, search p95 is its p97.5 (its nearest percentile). For web-like clients the search times',
    'include the Retry-After waits; "other" counts searches given up after three busy answers.',
    '',
  ].join('\n'),
);
process.exit(0);
