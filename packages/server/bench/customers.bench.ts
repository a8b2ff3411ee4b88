/**
 * `npm run bench:customers`: the customers list and the first-call resolution report at volume, on the real app over
 * HTTP, beside DuckDB. Data: BENCH_DOCS generated documents (default 10⁶ on PostgreSQL, 10⁵ on PGlite) over
 * BENCH_CUSTOMERS customers (default a tenth of the documents), bulk-loaded by server-side SQL (dashboard-load.ts), so
 * the customer triggers run per chunk statement as they do for an import commit.
 * The calls: GET /api/customer (sorts, search, segment, analysis + category) and POST /api/fcr/report (30 days against
 * the 30 before, 12 months, 90 days with a 3-day window): one warm-up round, then BENCH_ROUNDS (default 20) rounds, one
 * request at a time; p50/p95 per kind. The peer: the same rows in an in-memory DuckDB answering each kind from the raw
 * rows (customers-duck.ts). Goal p95 ≤ 300 ms. Figures only, no asserts.
 * BENCH_DATABASE_URL runs on a PostgreSQL server (give it an empty, disposable database); PGlite otherwise.
 */
import { customerEndpoints as ce, type CustomerListQuery, type FcrReportBody } from '@sentio/domain';
import { sql } from 'kysely';
import { startBenchApp } from './bench-app.js';
import { CustomersPeer, type PeerFcrFigures, type PeerListKind } from './customers-duck.js';
import { loadDocuments, vacuumAnalyze } from './dashboard-load.js';
import { quantile } from './search-mix.js';
import { createAnalysis, loadTargetOf, machineLine } from './shared-analysis.js';

const pglite = !process.env['BENCH_DATABASE_URL'];
const docs = Number(process.env['BENCH_DOCS'] ?? (pglite ? 100_000 : 1_000_000));
const customers = Number(process.env['BENCH_CUSTOMERS'] ?? Math.round(docs / 10));
const chunk = Number(process.env['BENCH_CHUNK'] ?? 100_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 20);
const log = (line: string) => process.stderr.write(`[bench:customers] ${line}\n`);
const CODE = 'bench-customers';
const DAY = 86_400_000;

interface Kind {
  name: string;
  ours: () => Promise<number>;
  peer: () => Promise<number>;
}

const b = await startBenchApp(log);
let peer: CustomersPeer | null = null;
try {
  const project = await createAnalysis(b, CODE, 'Bench customers');
  const target = await loadTargetOf(b, project.id);
  const now = new Date();
  log(`loading ${docs.toLocaleString('en')} documents of ${customers.toLocaleString('en')} customers in chunks of ${chunk}`);
  const load = await loadDocuments(b.db, target, { docs, chunk, now, log, customers });
  const vacuumStarted = performance.now();
  await vacuumAnalyze(b.db, ['project_document', 'project_document_category', 'customer', 'customer_project']);
  const vacuumMs = performance.now() - vacuumStarted;
  const { rows: counted } = await sql<{ n: string }>`select count(*) as n from customer where total > 0`.execute(b.db);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  log(
    `loaded in ${(load.ms / 1000).toFixed(1)} s, vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s; ${counted[0]?.n ?? '?'} customers`,
  );

  peer = await CustomersPeer.open();
  const copyStarted = performance.now();
  await peer.copyFrom(b.db, project.id);
  const copyMs = performance.now() - copyStarted;
  const duck = peer;

  const leaf = target.leafIds[0] ?? '';
  const list = (name: string, query: Partial<CustomerListQuery>, peerKind: PeerListKind): Kind => ({
    name: `customers: ${name}`,
    ours: async () => (await b.api.call(ce.customerList, { query: { page: 0, size: 10, ...query } })).total,
    peer: () => duck.list(peerKind),
  });
  const fcrFigures: { name: string; ours: PeerFcrFigures; peer: PeerFcrFigures }[] = [];
  const fcr = (name: string, days: number, dayRange: number, comparison: boolean): Kind => {
    const end = new Date(Math.floor(now.getTime() / DAY) * DAY);
    const start = new Date(end.getTime() - days * DAY);
    const body: FcrReportBody = {
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      dayRange,
      ...(comparison
        ? { comparisonStartDate: new Date(start.getTime() - days * DAY).toISOString(), comparisonEndDate: start.toISOString() }
        : {}),
    };
    const figures = {
      name,
      ours: { issues: 0, resolved: 0, repeated: 0, pending: 0 },
      peer: { issues: 0, resolved: 0, repeated: 0, pending: 0 },
    };
    fcrFigures.push(figures);
    return {
      name: `FCR: ${name}`,
      ours: async () => {
        const r = await b.api.call(ce.fcrReport, { body });
        figures.ours = {
          issues: r.figures.issues,
          resolved: r.figures.resolved,
          repeated: r.figures.repeated,
          pending: r.figures.pending,
        };
        return r.figures.issues;
      },
      peer: async () => {
        figures.peer = await duck.fcr({ start, end, dayRange, now });
        if (comparison) await duck.fcr({ start: new Date(start.getTime() - days * DAY), end: start, dayRange, now });
        return figures.peer.issues;
      },
    };
  };
  const kinds: Kind[] = [
    list('latest first', {}, { sort: 'last' }),
    list('most interactions', { sort: 'totalInteractions,desc' }, { sort: 'total' }),
    list('sentiment score', { sort: 'sentimentScore,desc' }, { sort: 'sentiment' }),
    list('search "C123"', { q: 'C123' }, { sort: 'last', q: 'C123' }),
    list('segment premium', { segment: 'premium' }, { sort: 'last', segment: 'premium' }),
    list('analysis + category', { pt: CODE, pc: leaf }, { sort: 'last', categoryId: leaf }),
    fcr('30 days vs 30 before', 30, 7, true),
    fcr('12 months', 365, 7, false),
    fcr('90 days, 3-day window', 90, 3, false),
  ];

  const timed = async (run: () => Promise<number>) => {
    const times: number[] = [];
    let n = 0;
    for (let round = -1; round < rounds; round++) {
      const t0 = performance.now();
      n = await run();
      if (round >= 0) times.push(performance.now() - t0);
    }
    return { times: times.sort((x, y) => x - y), n };
  };
  const rows: string[] = [];
  for (const kind of kinds) {
    log(kind.name);
    const ours = await timed(kind.ours);
    const theirs = await timed(kind.peer);
    const ratio = (q: number) => (quantile(ours.times, q) / quantile(theirs.times, q)).toFixed(1);
    rows.push(
      `| ${kind.name} | ${ours.n.toLocaleString('en')} | ${theirs.n.toLocaleString('en')} | ${quantile(ours.times, 0.5).toFixed(1)} | ` +
        `${quantile(ours.times, 0.95).toFixed(1)} | ${quantile(theirs.times, 0.5).toFixed(1)} | ${quantile(theirs.times, 0.95).toFixed(1)} | ` +
        `${ratio(0.5)}× | ${ratio(0.95)}× |`,
    );
  }
  const docsPerSecond = Math.round(docs / (load.ms / 1000));
  process.stdout.write(
    [
      '',
      `### Customers and FCR benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      machineLine(b.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'),
      '',
      `Data: ${docs.toLocaleString('en')} generated documents of ${customers.toLocaleString('en')} customers (18 months) loaded by ` +
        `server-side SQL in chunks of ${chunk.toLocaleString('en')} in ${(load.ms / 1000).toFixed(1)} s (${docsPerSecond.toLocaleString('en')} ` +
        `docs/s, rollup and customer triggers included), VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s, DuckDB copy ` +
        `${(copyMs / 1000).toFixed(1)} s. 1 warm-up + ${rounds} rounds per kind, one request at a time; "count" is the list's ` +
        'total or the FCR issues of the range.',
      '',
      '| call | count | DuckDB count | p50 ms | p95 ms (goal ≤ 300) | DuckDB p50 | DuckDB p95 | ratio p50 | ratio p95 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      'FCR figures, ours / DuckDB (issues, resolved, repeated, pending): ' +
        fcrFigures
          .map(
            (f) =>
              `${f.name}: ${[f.ours.issues, f.ours.resolved, f.ours.repeated, f.ours.pending].join(', ')} / ${[f.peer.issues, f.peer.resolved, f.peer.repeated, f.peer.pending].join(', ')}`,
          )
          .join('; ') +
        '.',
      '',
    ].join('\n') + '\n',
  );
} finally {
  peer?.close();
  await b.close();
}
process.exit(0);
