// The server of the load benchmark, in its own process so the load generator does not share its event loop:
// Sentio with production settings, the demo seed, the trained demo model and the demo analysis (BENCH_DOCS
// documents, default 20,000 as on a first start). Tells the parent its port and the analysis code; a
// message { limits } switches the heavy-call limits of the running server.
import { seedDemoProject } from '../src/features/demo/seed-project.js';
import type { HeavyLimits } from '../src/platform/http/load-shedding.js';
import { startBenchApp } from './bench-app.js';

const log = (line: string) => process.stderr.write(`[bench:load] ${line}\n`);
const b = await startBenchApp(log);
const started = performance.now();
const { projects, ingest } = b.app.services.projects;
const project = await seedDemoProject(
  b.db,
  { projects: projects.projects, ingest: ingest.ingest },
  { count: Number(process.env['BENCH_DOCS'] ?? 20_000) },
);
if (!project) throw new Error('the demo analysis could not be seeded');
log(`demo analysis: ${project.stored} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.on('message', (message: { limits?: HeavyLimits; stats?: boolean }) => {
  if (message.limits) b.app.heavy.setLimits(message.limits);
  const { active, waiting, refused } = b.app.heavy;
  process.send?.({ switched: true, active, waiting, refused });
});
process.send?.({
  port: Number(new URL(b.api.baseUrl).port),
  code: project.code,
  database: b.database,
});
