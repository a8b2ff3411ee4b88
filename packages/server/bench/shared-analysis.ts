// Pieces the search and dashboard benchmarks share: the benchmark's analysis (the demo wizard request over the
// trained demo model) and the machine line printed above every table.
import { endpoints } from '@sentio/domain';
import os from 'node:os';
import { demoProjectBody } from '../src/features/demo/seed-project.js';
import type { BenchApp } from './bench-app.js';

/** Creates an analysis through the API as the wizard does: the demo model, the five CX channels and attributes. */
export async function createAnalysis(b: BenchApp, code: string, name: string) {
  return b.api.call(endpoints.projectCreate, { params: { code }, body: { ...demoProjectBody(), name } });
}

/** "Machine: 2 × <cpu>, 24 GB, linux x64, Node v20…. Database: …." */
export function machineLine(database: string): string {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, ${os.platform()} ${os.arch()}, Node ${process.version}. Database: ${database}.`;
}
