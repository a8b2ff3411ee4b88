/**
 * Seconds of single binary solves on one task's training split, to compare solver settings in one process
 * (tolerance; columns renumbered by frequency or in hash order). Wall times on the shared machine are noisy:
 * compare within a run.
 *
 *   npx tsx packages/ml/bench/experiments/solver.ts goemotions
 */
import { join } from 'node:path';
import { DEFAULT_FEATURE_CONFIG, DEFAULT_SVM_OPTIONS, Vectorizer, toCsr, trainBinarySvm } from '../../src/index.js';
import { byColumnFrequency } from '../../src/svm.js';
import { loadTask, type TaskName } from '../datasets.js';

async function main(): Promise<void> {
  const root = process.env['SENTIO_DATASETS'] ?? join(process.cwd(), '..', 'shared', 'datasets');
  const task = await loadTask(root, process.argv[2] as TaskName);
  const config = { ...DEFAULT_FEATURE_CONFIG, language: task.language };
  const { vectorizer, vectors } = Vectorizer.fitTransform(
    task.train.map((e) => e.input),
    config,
  );
  const csr = toCsr(vectors);
  const n = vectors.length;
  console.log({ n, features: vectorizer.size, nnzPerRow: (csr.indptr[n] as number) / n });
  const labels = [...new Set(task.train.flatMap((e) => e.labels))].sort().slice(0, 4);
  const rows = Int32Array.from({ length: n }, (_, i) => i);
  const cost = new Float64Array(n).fill(1);
  const perm = byColumnFrequency(csr, vectorizer.size).csr;
  const time = (f: () => void): string => {
    const t = performance.now();
    f();
    return `${((performance.now() - t) / 1000).toFixed(2)}s`;
  };
  for (const label of labels) {
    const y = Int8Array.from(task.train, (e) => (e.labels.includes(label) ? 1 : -1));
    const out: Record<string, string> = {};
    for (const tolerance of [0.1, 0.3])
      for (const [name, x] of [
        ['hash order', csr],
        ['by frequency', perm],
      ] as const)
        out[`${name} tol ${tolerance}`] = time(() =>
          trainBinarySvm(x, rows, y, cost, vectorizer.size, { ...DEFAULT_SVM_OPTIONS, tolerance }),
        );
    console.log(label, out);
  }
}

void main();
