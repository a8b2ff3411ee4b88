/**
 * `npm run bench:dashboard`: the full dashboard call at volume, on the real app over HTTP, beside DuckDB.
 * Data: an analysis over the trained demo model (16 leaves) with NPS/CSAT settings, and BENCH_DOCS generated documents
 * (default 10⁶ on PostgreSQL, 10⁵ on PGlite) bulk-loaded by server-side SQL in chunks of BENCH_CHUNK (default
 * 100,000) so the rollup triggers run per chunk statement (dashboard-load.ts).
 * The call: POST /api/project/{code}/document/search with the widget flag (the default dashboard's widgets, the first
 * page of 10, the default facets) over a fixed filter mix (dashboard-mix.ts): one warm-up round, then BENCH_ROUNDS
 * (default 20) rounds, one request at a time; p50/p95 per kind and overall, and the widgets' source (ROLLUP/SCAN).
 * The peer: the same rows copied into an in-memory DuckDB, the same aggregations per kind timed the same way
 * (dashboard-duck.ts); the ratio ours / DuckDB is printed (goal ≤ 5×). Goal p95 ≤ 150 ms. Figures only, no asserts.
 * BENCH_DATABASE_URL runs on a PostgreSQL server (give it an empty, disposable database); PGlite otherwise.
 * BENCH_DIMENSIONS (default `segment`; `none` for none): attributes declared as dimensions through the attribute
 * settings before the load, so their rollups are counted by the triggers as the documents arrive.
 */
import { endpoints, type SearchResponse } from '@sentio/domain';
import { sql } from 'kysely';
import { DemoRepository } from '../src/features/demo/repository.js';
import { DEMO_MODEL_CODE } from '../src/features/demo/seed-model.js';
import { startBenchApp, type BenchApp } from './bench-app.js';
import { DuckPeer } from './dashboard-duck.js';
import { loadDocuments, vacuumAnalyze } from './dashboard-load.js';
import { dashboardMix, type DashboardKind } from './dashboard-mix.js';
import { dashboardReport, type KindFigures } from './dashboard-report.js';
import { quantile } from './search-mix.js';
import { createAnalysis, databaseLabel, declareDimensions, loadTargetOf } from './shared-analysis.js';

const pglite = !process.env['BENCH_DATABASE_URL'];
const docs = Number(process.env['BENCH_DOCS'] ?? (pglite ? 100_000 : 1_000_000));
const chunk = Number(process.env['BENCH_CHUNK'] ?? 100_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 20);
const log = (line: string) => process.stderr.write(`[bench:dashboard] ${line}\n`);
const CODE = 'bench-dashboard';

/** NPS/CSAT settings through the API when the endpoint is there, else written into project.settings as the seed does. */
async function scoreSettings(b: BenchApp, projectId: string): Promise<string> {
  try {
    await b.api.call(endpoints.npsSettingsSave, {
      params: { code: CODE },
      body: { npsField: 'nps', csatField: 'csat', csatScaleMax: 5, csatSatisfiedFrom: 4 },
    });
    return 'settings/npsSettings';
  } catch (error) {
    log(`settings/npsSettings failed (${String(error).slice(0, 120)}); writing project.settings directly`);
    await new DemoRepository(b.db).setScoreFields(projectId, 'nps', 'csat');
    return 'project.settings written directly';
  }
}

async function rollupRows(b: BenchApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() and tablename like '%rollup%' order by 1`.execute(
    b.db,
  );
  const parts: string[] = [];
  for (const { name } of rows) {
    const { rows: n } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(b.db);
    parts.push(`${name} ${Number(n[0]?.n ?? 0).toLocaleString('en')} rows`);
  }
  return parts.length > 0 ? parts.join(', ') : 'no rollup tables';
}

interface Measured {
  times: number[][];
  matches: number[];
}

async function measure(
  what: string,
  kinds: readonly DashboardKind[],
  run: (k: DashboardKind) => Promise<number>,
): Promise<Measured> {
  const times = kinds.map(() => [] as number[]);
  const matches = kinds.map(() => 0);
  for (let round = -1; round < rounds; round++) {
    if (round % 5 === 0) log(`${what}: round ${round + 1} of ${rounds}`);
    for (const [i, kind] of kinds.entries()) {
      const t0 = performance.now();
      const n = await run(kind);
      const ms = performance.now() - t0;
      if (round >= 0) (times[i] as number[]).push(ms);
      matches[i] = n;
    }
  }
  return { times, matches };
}

const sorted = (values: readonly number[]) => [...values].sort((x, y) => x - y);
const p = (values: readonly number[], q: number) => quantile(sorted(values), q);

const b = await startBenchApp(log);
let peer: DuckPeer | null = null;
try {
  const project = await createAnalysis(b, CODE, 'Bench dashboard');
  const settings = await scoreSettings(b, project.id);
  log(await declareDimensions(b, CODE));
  const target = await loadTargetOf(b, project.id);
  const now = new Date();
  log(`loading ${docs.toLocaleString('en')} documents over ${target.leafIds.length} leaves in chunks of ${chunk}`);
  const load = await loadDocuments(b.db, target, { docs, chunk, now, log });
  const vacuumStarted = performance.now();
  await vacuumAnalyze(b.db, [
    'project_document',
    'project_document_category',
    ...(
      await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename like '%rollup%'`.execute(b.db)
    ).rows.map((r) => r.name),
  ]);
  const vacuumMs = performance.now() - vacuumStarted;
  const rollups = await rollupRows(b);
  // PGlite runs in this process and held the event loop through the load: let the overdue timers run (the server
  // closes the idle keep-alive socket of the sign-in) before the next request picks that socket up.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  log(`loaded in ${(load.ms / 1000).toFixed(1)} s, vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s; ${rollups}`);

  const [firstLeaf] = target.leafIds;
  if (!firstLeaf) throw new Error('the demo model has no leaves');
  const kinds = dashboardMix({ projectCode: CODE, modelCode: DEMO_MODEL_CODE, categoryId: firstLeaf, now });
  const sources = kinds.map(() => new Set<string>());
  const widgetCounts = kinds.map(() => 0);
  const problems = new Set<string>();
  const ours = await measure('API', kinds, async (kind) => {
    const i = kinds.indexOf(kind);
    const response: SearchResponse = await b.api.call(endpoints.documentSearch, { params: { code: CODE }, body: kind.request });
    widgetCounts[i] = response.widgets.length;
    for (const w of response.widgets) {
      (sources[i] as Set<string>).add(w.source);
      if (w.problem) problems.add(`${w.kind}: ${w.problem}`);
    }
    return response.documents.total;
  });
  log(`API rounds done (${rounds} rounds × ${kinds.length} kinds)`);

  peer = await DuckPeer.open();
  const copyStarted = performance.now();
  const copied = await peer.copyFrom(b.db, project.id, log);
  const copyMs = performance.now() - copyStarted;
  log(`duckdb: ${copied.documents} documents and ${copied.categories} category rows copied in ${(copyMs / 1000).toFixed(1)} s`);
  const duck = await measure('duckdb', kinds, (kind) => (peer as DuckPeer).dashboard(kind.peer));

  const figures: KindFigures[] = kinds.map((kind, i) => ({
    name: kind.name,
    matches: ours.matches[i] as number,
    peerMatches: duck.matches[i] as number,
    widgets: widgetCounts[i] as number,
    source: [...(sources[i] as Set<string>)].sort().join('+') || '—',
    p50: p(ours.times[i] as number[], 0.5),
    p95: p(ours.times[i] as number[], 0.95),
    peerP50: p(duck.times[i] as number[], 0.5),
    peerP95: p(duck.times[i] as number[], 0.95),
  }));
  process.stdout.write(
    dashboardReport({
      database: await databaseLabel(b),
      docs,
      chunk,
      rounds,
      loadMs: load.ms,
      vacuumMs,
      copyMs,
      settings,
      rollups,
      problems: [...problems],
      kinds: figures,
      overall: {
        p50: p(ours.times.flat(), 0.5),
        p95: p(ours.times.flat(), 0.95),
        peerP50: p(duck.times.flat(), 0.5),
        peerP95: p(duck.times.flat(), 0.95),
        n: ours.times.flat().length,
      },
    }) + '\n',
  );
} finally {
  peer?.close();
  await b.close();
}
process.exit(0);
