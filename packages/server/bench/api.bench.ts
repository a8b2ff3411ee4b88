/**
 * `npm run bench:api`: requests/s of an authenticated list call (GET /api/in-app-notification, page of 10:
 * session lookup + list + count on the real database) beside a bare Fastify hello-world, measured in the same
 * run on the same machine, each server in its own process, the load generator (autocannon) in this one.
 * Goal: Sentio ≥ 0.5× the peer. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune it;
 * BENCH_DATABASE_URL runs Sentio on a PostgreSQL server instead of PGlite (give it an empty, disposable database).
 * Run it on an otherwise idle machine: both servers and the load generator share the CPU.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

interface Ready {
  port: number;
  token?: string;
  database?: string;
}

function start(script: string, execArgv: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(script, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(url: string, headers: Record<string, string>) {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const peer = await start(here('./hello-peer.mjs'), []);
const peerResult = await load(`http://127.0.0.1:${peer.ready.port}/`, {});
peer.child.kill();

const sentio = await start(here('./sentio-server.ts'), ['--import', 'tsx']);
const sentioResult = await load(`http://127.0.0.1:${sentio.ready.port}/api/in-app-notification?page=0&size=10`, {
  authorization: `Bearer ${sentio.ready.token ?? ''}`,
});
sentio.child.kill();

const ratio = sentioResult.rps / peerResult.rps;
const row = (name: string, r: typeof peerResult, note: string) =>
  `| ${name.padEnd(52)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(7)} | ${String(r.p99).padStart(7)} | ${note.padEnd(14)} |`;
console.log(
  `\nAPI benchmark: ${connections} connections, ${seconds} s each, ${process.platform} ${process.arch}, Node ${process.version}\n`,
);
console.log(
  `| ${'server and call'.padEnd(52)} | ${'req/s'.padStart(7)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'vs peer'.padEnd(14)} |`,
);
console.log(`|${'-'.repeat(54)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(16)}|`);
console.log(row('peer: bare Fastify hello-world (GET /)', peerResult, '1.00×'));
console.log(
  row(`Sentio: GET /api/in-app-notification (${sentio.ready.database ?? '?'})`, sentioResult, `${ratio.toFixed(2)}× (goal ≥0.5)`),
);
process.exit(0);
