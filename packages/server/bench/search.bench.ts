/**
 * `npm run bench:search`: the projects area at volume, on the real app over HTTP.
 * (a) Ingest: a generated CX CSV (BENCH_INGEST_ROWS, default 100,000) uploaded through the API (upload → match
 *     columns → import job), timed until every row is stored, classified by the demo model and searchable.
 *     Goal ≤ 20 s.
 * (b) Search: BENCH_DOCS documents (default 10⁵ on PGlite, 10⁶ on PostgreSQL) loaded through the ingest service,
 *     then a fixed query mix (search-mix.ts) sent one at a time to POST /api/project/{code}/document/search,
 *     BENCH_ROUNDS rounds (default 20) after two warm-up rounds: p50/p95 per kind and overall. Goal p95 ≤ 150 ms.
 * BENCH_DATABASE_URL runs on a PostgreSQL server (give it an empty, disposable database); PGlite otherwise.
 * BENCH_PARTS=ingest or =search runs one part. BENCH_DIMENSIONS (default `segment`) as in bench:dashboard: declared on
 * the search analysis before its load. Prints markdown tables with the date, machine and database.
 */
import { buildSearchRequest, defaultFilterState, endpoints } from '@sentio/domain';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CX_ATTRIBUTES, cxCsvChunks, cxJsonBatches } from '../src/features/demo/cx-writers.js';
import { generateCx } from '../src/features/demo/cx.js';
import { startBenchApp, type BenchApp } from './bench-app.js';
import { quantile, searchMix } from './search-mix.js';
import { createAnalysis, databaseLabel, declareDimensions, machineLine } from './shared-analysis.js';

const pglite = !process.env['BENCH_DATABASE_URL'];
const ingestRows = Number(process.env['BENCH_INGEST_ROWS'] ?? 100_000);
const searchDocs = Number(process.env['BENCH_DOCS'] ?? (pglite ? 100_000 : 1_000_000));
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 20);
const parts = new Set((process.env['BENCH_PARTS'] ?? 'ingest,search').split(',').map((p) => p.trim()));
const log = (line: string) => process.stderr.write(`[bench:search] ${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the CSV with back-pressure: the file can be any size, memory stays flat. */
async function writeCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  for (const chunk of cxCsvChunks(generateCx({ seed: 61, count: rows }), 2000)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

interface IngestFigures {
  rows: number;
  megabytes: number;
  uploadMs: number;
  totalMs: number;
  stored: number;
  failed: number;
}

async function ingestPart(b: BenchApp): Promise<IngestFigures> {
  const code = 'bench-ingest';
  await createAnalysis(b, code, 'Bench ingest');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sentio-bench-csv-'));
  const file = path.join(dir, `cx-${ingestRows}.csv`);
  await writeCsv(file, ingestRows);
  const megabytes = statSync(file).size / 1024 / 1024;
  log(`ingest: ${ingestRows} rows, ${megabytes.toFixed(1)} MB CSV written; uploading`);

  const started = performance.now();
  const source = await b.api.upload<{ id: string }>(`/api/project/${code}/upload?switchCode=SURVEY`, file, 'text/csv');
  const uploadMs = performance.now() - started;
  await b.api.call(endpoints.sourceMatch, {
    params: { code, id: source.id },
    body: {
      name: null,
      columns: [
        { column: 'id', role: 'ID' },
        { column: 'date', role: 'DATE' },
        { column: 'text', role: 'CONTENT' },
        { column: 'channel', role: 'IGNORE' },
        ...CX_ATTRIBUTES.map((a) => ({ column: a.code, role: 'ATTRIBUTE' as const })),
      ],
      dateFormat: 'ISO',
      sortType: 'ASC',
      sortFields: [],
      attributes: CX_ATTRIBUTES.map((a) => ({ column: a.code, code: a.code, type: a.type })),
      channelColumn: 'channel',
      multiValueSeparator: ';',
    },
  });
  let lastLog = 0;
  for (;;) {
    const current = (await b.api.call(endpoints.sourceList, { params: { code } })).find((s) => s.id === source.id);
    if (!current) throw new Error('the uploaded source disappeared');
    if (current.status === 'ERROR') throw new Error(`the import failed: ${current.errorCode ?? '?'}`);
    if (current.status === 'IMPORTED' && current.inlineCount === 0) {
      rmSync(dir, { recursive: true, force: true });
      // Searchable: the unfiltered search and a word search see the documents.
      const all = await search(b, code, '');
      const word = await search(b, code, 'kargo');
      if (all.total !== current.successCount || word.total === 0)
        throw new Error(`not searchable: ${all.total} of ${current.successCount}`);
      return {
        rows: ingestRows,
        megabytes,
        uploadMs,
        totalMs: performance.now() - started,
        stored: current.successCount,
        failed: current.failCount,
      };
    }
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      log(
        `ingest: ${current.status} ${current.progress.toFixed(0)} %, ${current.successCount} stored, ${current.inlineCount} to classify, ${seconds(lastLog - started)} s`,
      );
    }
    await sleep(200);
  }
}

async function search(b: BenchApp, code: string, query: string) {
  const request = buildSearchRequest({ ...defaultFilterState, widget: true, query }, { projectCode: code });
  const response = await b.api.call(endpoints.documentSearch, { params: { code }, body: request });
  return { total: response.documents.total, response };
}

interface SearchFigures {
  docs: number;
  loadMs: number;
  kinds: { name: string; matches: number; p50: number; p95: number }[];
  overall: { p50: number; p95: number; n: number };
}

async function searchPart(b: BenchApp): Promise<SearchFigures> {
  const code = 'bench-search';
  const project = await createAnalysis(b, code, 'Bench search');
  log(await declareDimensions(b, code));
  const { ingest } = b.app.services.projects.ingest;
  const started = performance.now();
  let loaded = 0;
  let lastLog = started;
  for (const batch of cxJsonBatches(generateCx({ seed: 62, count: searchDocs }), 5000)) {
    await ingest.ingestDocuments(b.scope, code, batch.channelCode, batch.documents);
    loaded += batch.documents.length;
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      log(`search: ${loaded} of ${searchDocs} documents loaded, ${seconds(lastLog - started)} s`);
    }
  }
  await ingest.classifyPending(project.id);
  const loadMs = performance.now() - started;
  log(`search: ${searchDocs} documents loaded and classified in ${seconds(loadMs)} s`);

  const first = (await search(b, code, '')).response;
  const counts = first.modelCategoryCounts[0];
  const top = [...(counts?.counts ?? [])].sort((x, y) => y.count - x.count)[0];
  if (!counts || !top) throw new Error('the unfiltered search found no categories');
  const mix = searchMix({ projectCode: code, modelCode: counts.modelCode, categoryId: top.categoryId, now: new Date() });
  const times = mix.map(() => [] as number[]);
  const matches = mix.map(() => 0);
  for (let round = -2; round < rounds; round++) {
    for (const [i, kind] of mix.entries()) {
      const t0 = performance.now();
      const response = await b.api.call(endpoints.documentSearch, { params: { code }, body: kind.request });
      const ms = performance.now() - t0;
      if (round >= 0) (times[i] as number[]).push(ms);
      matches[i] = response.documents.total;
    }
  }
  const all = times.flat().sort((x, y) => x - y);
  return {
    docs: searchDocs,
    loadMs,
    kinds: mix.map((kind, i) => {
      const sorted = [...(times[i] as number[])].sort((x, y) => x - y);
      return { name: kind.name, matches: matches[i] as number, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
    }),
    overall: { p50: quantile(all, 0.5), p95: quantile(all, 0.95), n: all.length },
  };
}

function report(database: string, ingest: IngestFigures | null, searchFigures: SearchFigures | null): string {
  const lines = ['', `### Search benchmark (${new Date().toISOString().slice(0, 10)})`, '', machineLine(database), ''];
  if (ingest) {
    const docsPerSecond = ingest.stored / (ingest.totalMs / 1000);
    lines.push(
      '| ingest (upload → match → import job → classified and searchable) | value |',
      '|---|---|',
      `| rows (CSV size) | ${ingest.rows.toLocaleString('en')} (${ingest.megabytes.toFixed(1)} MB) |`,
      `| stored / failed | ${ingest.stored.toLocaleString('en')} / ${ingest.failed} |`,
      `| upload request | ${seconds(ingest.uploadMs)} s |`,
      `| total | **${seconds(ingest.totalMs)} s** (goal ≤ 20 s) |`,
      `| throughput | ${Math.round(docsPerSecond).toLocaleString('en')} docs/s |`,
      '',
    );
  }
  if (searchFigures) {
    lines.push(
      `Search: ${searchFigures.docs.toLocaleString('en')} documents (loaded and classified through the ingest service in ${seconds(searchFigures.loadMs)} s), ${rounds} rounds, one request at a time.`,
      '',
      '| query kind | matches | p50 ms | p95 ms |',
      '|---|---:|---:|---:|',
      ...searchFigures.kinds.map(
        (k) => `| ${k.name} | ${k.matches.toLocaleString('en')} | ${k.p50.toFixed(1)} | ${k.p95.toFixed(1)} |`,
      ),
      `| **overall** (${searchFigures.overall.n} requests) | | **${searchFigures.overall.p50.toFixed(1)}** | **${searchFigures.overall.p95.toFixed(1)}** (goal ≤ 150) |`,
      '',
    );
  }
  return lines.join('\n');
}

const b = await startBenchApp(log);
try {
  const ingest = parts.has('ingest') ? await ingestPart(b) : null;
  const searchFigures = parts.has('search') ? await searchPart(b) : null;
  process.stdout.write(report(await databaseLabel(b), ingest, searchFigures) + '\n');
} finally {
  await b.close();
}
process.exit(0);
