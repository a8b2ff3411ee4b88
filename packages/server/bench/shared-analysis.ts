// Pieces the search and dashboard benchmarks share: the benchmark's analysis (the demo wizard request over the
// trained demo model) and the machine line printed above every table.
import { endpoints } from '@sentio/domain';
import { sql } from 'kysely';
import os from 'node:os';
import { DemoRepository } from '../src/features/demo/repository.js';
import { DEMO_MODEL_CODE } from '../src/features/demo/seed-model.js';
import { demoProjectBody } from '../src/features/demo/seed-project.js';
import type { BenchApp } from './bench-app.js';
import type { LoadTarget } from './dashboard-load.js';

/** Creates an analysis through the API as the wizard does: the demo model, the five CX channels and attributes. */
export async function createAnalysis(b: BenchApp, code: string, name: string) {
  return b.api.call(endpoints.projectCreate, { params: { code }, body: { ...demoProjectBody(), name } });
}

/**
 * The database as the tables name it: "PGlite (embedded)", or the PostgreSQL server's version with the settings that
 * move the figures (shared_buffers, work_mem; the app's own pools turn JIT off, docs/scale.md).
 */
export async function databaseLabel(b: BenchApp): Promise<string> {
  if (b.database === 'pglite') return 'PGlite (embedded)';
  const { rows } = await sql<{ version: string; buffers: string; work: string }>`
    select current_setting('server_version') as version, current_setting('shared_buffers') as buffers,
      current_setting('work_mem') as work`.execute(b.db);
  const r = rows[0];
  return r ? `PostgreSQL ${r.version} (shared_buffers ${r.buffers}, work_mem ${r.work}; JIT off in the app's pools)` : 'PostgreSQL';
}

const dimensions = (process.env['BENCH_DIMENSIONS'] ?? 'segment').split(',').filter((c) => c !== '' && c !== 'none');

/**
 * BENCH_DIMENSIONS (default `segment`; `none` for none): attributes declared as dimensions on the still empty
 * analysis; waits for their (empty) backfill, so they are READY before the load and counted as documents arrive.
 */
export async function declareDimensions(b: BenchApp, code: string): Promise<string> {
  if (dimensions.length === 0) return 'no dimension attributes';
  await b.api.call(endpoints.attributeSettingsSave, {
    params: { code },
    body: { attributes: dimensions.map((code) => ({ code, dashboard: false, bucketWidth: null, dimension: true })) },
  });
  await b.app.services.jobs.drain({ names: ['rollups.dimension-backfill'], timeoutMs: 60_000 });
  const states = await b.api.call(endpoints.attributeSettingsGet, { params: { code } });
  return `dimensions ${states
    .filter((a) => a.dimension)
    .map((a) => `${a.code} ${a.dimensionState ?? ''}`)
    .join(', ')}`;
}

/** "Machine: 2 × <cpu>, 24 GB, linux x64, Node v20…. Database: …." */
export function machineLine(database: string): string {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, ${os.platform()} ${os.arch()}, Node ${process.version}. Database: ${database}.`;
}

/** What the generated load writes into: the benchmark's analysis and the demo model's leaves, in tree order. */
export async function loadTargetOf(b: BenchApp, projectId: string): Promise<LoadTarget> {
  const modelId = await new DemoRepository(b.db).modelIdByCode(b.scope.id, DEMO_MODEL_CODE);
  if (!modelId) throw new Error('the demo model is missing');
  const rows = await b.db
    .selectFrom('model_category as c')
    .select('c.id')
    .where('c.workspace_id', '=', b.scope.id)
    .where('c.model_id', '=', modelId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('model_category as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))))
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
  return { workspaceId: b.scope.id, projectId, modelId, leafIds: rows.map((r) => r.id) };
}
