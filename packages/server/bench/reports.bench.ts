/**
 * `npm run bench:reports`: a correlation report at volume (docs/reports.md), on the real app over HTTP.
 * Data: an analysis with two category models of their own (32 and 36 leaves) and BENCH_DOCS generated documents
 * (default 10⁶ on PostgreSQL, 10⁵ on PGlite), loaded by set-based SQL (insert … select from generate_series): the
 * documents and the first model's categories by the dashboard benchmark's loader (dashboard-load.ts), the second
 * model's categories by one statement per chunk here, correlated with the first (60 % follow its leaf) so the
 * heat-map has structure.
 * Ours: POST efficiency/report/create (category × category, 30 × 30 most frequent items, the whole range) until the
 * report reads READY — the create's own checks (filter, name, document count), the job's pickup and its SQL, the
 * figures and the stored result — BENCH_ROUNDS times (default 3).
 * The peer, in the same run over the same rows: one plain SQL GROUP BY of the two models' category rows joined on
 * the document (no item choice, no marginals, no figures), timed the same number of rounds; its counts over our
 * 30 × 30 items are compared with ours. Figures only, no asserts.
 * BENCH_DATABASE_URL runs on a PostgreSQL server (give it an empty, disposable database); PGlite otherwise.
 */
import { endpoints, reportEndpoints, type CategoryNode } from '@sentio/domain';
import { sql } from 'kysely';
import { DemoRepository } from '../src/features/demo/repository.js';
import { demoProjectBody } from '../src/features/demo/seed-project.js';
import type { Db } from '../src/platform/db/database.js';
import { startBenchApp, type BenchApp } from './bench-app.js';
import { loadDocuments, vacuumAnalyze } from './dashboard-load.js';
import { quantile } from './search-mix.js';
import { databaseLabel, machineLine } from './shared-analysis.js';

const pglite = !process.env['BENCH_DATABASE_URL'];
const docs = Number(process.env['BENCH_DOCS'] ?? (pglite ? 100_000 : 1_000_000));
const chunk = Number(process.env['BENCH_CHUNK'] ?? 100_000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const log = (line: string) => process.stderr.write(`[bench:reports] ${line}\n`);
const CODE = 'bench-reports';

/** `groups` top-level categories of `leaves` leaves each. */
const tree = (prefix: string, groups: number, leaves: number): CategoryNode[] =>
  Array.from({ length: groups }, (_, g) => ({
    name: `${prefix} ${g + 1}`,
    children: Array.from({ length: leaves }, (_, l) => ({ name: `${prefix} ${g + 1}.${l + 1}` })),
  }));

async function createModel(b: BenchApp, code: string, name: string, categories: CategoryNode[]): Promise<string> {
  const model = await b.api.call(endpoints.modelCreate, {
    body: {
      name,
      code,
      typeCode: 'TEXT',
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'MULTI_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'STANDARD' },
      ],
      switches: [{ code: 'en', default: true }],
      pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
      categories,
      tags: [],
    },
  });
  return model.id;
}

/** Leaf ids of a model in tree order. */
async function leavesOf(db: Db, workspaceId: string, modelId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('model_category as c')
    .select('c.id')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.model_id', '=', modelId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('model_category as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))))
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The second model's rows, one per document that has a first-model row: 60 % take the leaf of the same position as
 * the document's first first-model leaf, the rest a hashed one. Set-based, one statement per chunk of row numbers
 * (the loader's document ids are md5(project:i)).
 */
async function loadSecondModel(
  db: Db,
  t: { projectId: string; first: string; second: string; firstLeaves: string[]; secondLeaves: string[] },
): Promise<void> {
  for (let lo = 1; lo <= docs; lo += chunk) {
    const hi = Math.min(docs, lo + chunk - 1);
    await sql`
      with la as (select u.id, u.ord::int as ord from unnest(array(select jsonb_array_elements_text(${JSON.stringify(t.firstLeaves)}::jsonb)))
                    with ordinality as u(id, ord)),
      lb as (select array(select jsonb_array_elements_text(${JSON.stringify(t.secondLeaves)}::jsonb)) as leaves),
      ids as (select md5(${t.projectId}::text || ':' || g.i)::uuid as id from generate_series(${sql.lit(lo)}::bigint, ${sql.lit(hi)}::bigint) as g(i)),
      a as (
        select c.document_id, min(la.ord) as ord, (hashtext(c.document_id::text) & 2147483647) as h
        from ids join project_document_category c on c.document_id = ids.id and c.model_id = ${t.first}::uuid
        join la on la.id = c.category_id
        group by c.document_id)
      insert into project_document_category (document_id, project_id, model_id, category_id, confidence, origin, sentiment)
      select a.document_id, ${t.projectId}::uuid, ${t.second}::uuid,
        lb.leaves[1 + ((case when a.h % 100 < 60 then a.ord - 1 else a.h / 100 end) % cardinality(lb.leaves))::int],
        0.8, 'AI', null
      from a, lb`.execute(db);
    log(`second model: ${hi.toLocaleString('en')} of ${docs.toLocaleString('en')}`);
  }
}

interface Timed {
  ms: number[];
  cells: Map<string, number>;
}

const b = await startBenchApp(log);
try {
  const ws = b.scope.id;
  const first = await createModel(b, 'bench-topics-a', 'Bench topics A', tree('A', 8, 4));
  const second = await createModel(b, 'bench-topics-b', 'Bench topics B', tree('B', 6, 6));
  await b.api.call(endpoints.projectCreate, {
    params: { code: CODE },
    body: {
      ...demoProjectBody(),
      name: 'Bench reports',
      models: [
        { code: 'bench-topics-a', senseType: 'CATEGORY' },
        { code: 'bench-topics-b', senseType: 'CATEGORY' },
      ],
    },
  });
  const projectId = await new DemoRepository(b.db).projectIdByCode(ws, CODE);
  if (!projectId) throw new Error('the benchmark analysis is missing');
  const firstLeaves = await leavesOf(b.db, ws, first);
  const secondLeaves = await leavesOf(b.db, ws, second);
  log(`models: ${firstLeaves.length} and ${secondLeaves.length} leaves; loading ${docs.toLocaleString('en')} documents`);
  const now = new Date();
  const load = await loadDocuments(
    b.db,
    { workspaceId: ws, projectId, modelId: first, leafIds: firstLeaves },
    { docs, chunk, now, log },
  );
  const secondStarted = performance.now();
  await loadSecondModel(b.db, { projectId, first, second, firstLeaves, secondLeaves });
  const secondMs = performance.now() - secondStarted;
  await vacuumAnalyze(b.db, ['project_document', 'project_document_category']);

  const start = new Date(now.getTime() - 80 * 7 * 86_400_000).toISOString().slice(0, 10);
  const end = now.toISOString().slice(0, 10);
  const filterQuery = `sd=${start}&ed=${end}&searchByDate=CONTENT_DATE`;

  // Ours: create → READY, over HTTP, polling the report every 50 ms.
  const ours: Timed = { ms: [], cells: new Map() };
  /** The job's share: the report's created → finished, on the server's clock. */
  const jobMs: number[] = [];
  let documentCount = 0;
  let total = 0;
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    const created = await b.api.call(reportEndpoints.reportCreate, {
      params: { code: CODE },
      body: {
        name: `Bench correlation ${round + 1}`,
        xAxis: { kind: 'CATEGORY', modelCode: 'bench-topics-a', maxItems: 30 },
        yAxis: { kind: 'CATEGORY', modelCode: 'bench-topics-b', maxItems: 30 },
        filterQuery,
      },
    });
    for (;;) {
      const r = await b.api.call(reportEndpoints.reportGet, { params: { code: CODE, id: created.id } });
      if (r.status === 'ERROR') throw new Error(`the report failed: ${r.errorCode ?? ''}`);
      if (r.status === 'READY' && r.result) {
        ours.ms.push(performance.now() - t0);
        jobMs.push(Date.parse(r.finishedAt ?? r.createdAt) - Date.parse(r.createdAt));
        documentCount = r.result.documentCount;
        total = r.result.total;
        ours.cells = new Map(r.result.cells.map((c) => [`${c.x}|${c.y}`, c.count]));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    log(`ours: round ${round + 1} ${(ours.ms.at(-1) ?? 0).toFixed(0)} ms`);
  }

  // The peer: one GROUP BY over the same rows (the same documents: analysis, not trashed, content, range).
  const peer: Timed = { ms: [], cells: new Map() };
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    const { rows } = await sql<{ x: string; y: string; n: string }>`
      select a.category_id as x, b.category_id as y, count(*) as n
      from project_document d
      join project_document_category a on a.document_id = d.id and a.model_id = ${first}::uuid
      join project_document_category b on b.document_id = d.id and b.model_id = ${second}::uuid
      where d.project_id = ${projectId}::uuid and d.trashed_at is null and d.content <> ''
        and d.content_date >= ${`${start}T00:00:00Z`}::timestamptz and d.content_date <= ${`${end}T23:59:59.999Z`}::timestamptz
      group by 1, 2`.execute(b.db);
    peer.ms.push(performance.now() - t0);
    peer.cells = new Map(rows.map((r) => [`${r.x}|${r.y}`, Number(r.n)]));
    log(`peer: round ${round + 1} ${(peer.ms.at(-1) ?? 0).toFixed(0)} ms`);
  }
  let agree = 0;
  for (const [key, n] of ours.cells) if ((peer.cells.get(key) ?? 0) === n) agree++;

  const fmt = (ms: number) => Math.round(ms).toLocaleString('en');
  const sorted = (t: Timed) => t.ms.toSorted((p, q) => p - q);
  console.log(machineLine(await databaseLabel(b)));
  console.log(
    `${docs.toLocaleString('en')} documents (${documentCount.toLocaleString('en')} in the report's filter, N = ${total.toLocaleString('en')}); models of ${firstLeaves.length} and ${secondLeaves.length} leaves; loaded in ${(load.ms / 1000).toFixed(1)} s + ${(secondMs / 1000).toFixed(1)} s (second model), set-based SQL.`,
  );
  console.log(`${rounds} rounds each, one at a time. Cells of ours equal to the peer's count: ${agree} of ${ours.cells.size}.`);
  const jobs = jobMs.toSorted((p, q) => p - q);
  console.log(
    `Of ours, created → finished on the server (queue pickup, counting, figures, storing): p50 ${fmt(quantile(jobs, 0.5))} ms.`,
  );
  console.log('| what | p50 ms | min ms | max ms | cells |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, t] of [
    ['Sentio: 30 × 30 correlation report, create → READY (HTTP, job, items, marginals, figures, stored)', ours],
    ['Peer: one plain SQL GROUP BY (x, y) over the same rows', peer],
  ] as const) {
    const s = sorted(t);
    console.log(
      `| ${name} | ${fmt(quantile(s, 0.5))} | ${fmt(s[0] ?? Number.NaN)} | ${fmt(s.at(-1) ?? Number.NaN)} | ${t.cells.size.toLocaleString('en')} |`,
    );
  }
} finally {
  await b.close();
}
