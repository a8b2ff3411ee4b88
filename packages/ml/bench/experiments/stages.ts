/** Seconds per training stage (features, cross-validation, final models) of one task's full training split. */
import { join } from 'node:path';
import { TextClassifier, type TrainOptions, type TrainProgress } from '../../src/index.js';
import { loadTask, type TaskName } from '../datasets.js';

async function main(): Promise<void> {
  const root = process.env['SENTIO_DATASETS'] ?? join(process.cwd(), '..', 'shared', 'datasets');
  const name = process.argv[2] as TaskName;
  const variant = JSON.parse(process.argv[3] ?? '{}') as TrainOptions;
  const task = await loadTask(root, name);
  const start = performance.now();
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  const onProgress = (p: TrainProgress): void => {
    const t = (performance.now() - start) / 1000;
    if (!first.has(p.stage)) first.set(p.stage, t);
    last.set(p.stage, t);
  };
  const options: TrainOptions = { ...variant, onProgress, multiLabel: task.multiLabel, features: { language: task.language } };
  if (task.multiLabel)
    TextClassifier.train(
      task.train.map((e) => e.input),
      task.train.map((e) => e.labels),
      options,
    );
  else
    TextClassifier.train(
      task.train.map((e) => e.input),
      task.train.map((e) => e.labels[0] ?? ''),
      options,
    );
  const total = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({ task: name, total: +total.toFixed(2), first: Object.fromEntries(first), last: Object.fromEntries(last) }),
  );
}

void main();
