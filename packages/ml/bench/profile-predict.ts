/**
 * Prediction-throughput loop for engine work (not part of `bench:ml`): trains each task once and saves the model
 * and its classifications of the scored split (`--save`), then on later runs loads those models, checks that
 * `classify` still returns the same decisions and scores (so a speed-up cannot change predictions, and model files
 * saved by an older build still predict the same), and times `classify` alone in docs/s, one thread.
 *
 *   npx tsx packages/ml/bench/profile-predict.ts --save [--only a,b] [--dir .tmp/profile]
 *   npx tsx packages/ml/bench/profile-predict.ts [--only a,b] [--docs 20000]
 *
 * For a CPU profile, run the same under `node --cpu-prof --import tsx`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TextClassifier, deserializeModel, serializeModel, type Classification, type TextInput } from '../src/index.js';
import { TASK_NAMES, loadTask, type Task, type TaskName } from './datasets.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const datasets = process.env['SENTIO_DATASETS'] ?? join(repo, '..', 'shared', 'datasets');
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    save: { type: 'boolean', default: false },
    dir: { type: 'string', default: join(repo, '.tmp', 'profile-predict') },
    docs: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
  },
});
const names = (values.only?.split(',').map((s) => s.trim()) ?? [...TASK_NAMES]) as TaskName[];
const dir = values.dir ?? '';
const docs = Number(values.docs);
const rounds = Number(values.rounds);

/** Scores are compared to this many significant digits: margins may differ by float rounding only. */
const TOLERANCE = 1e-6;

function train(task: Task): TextClassifier {
  const inputs: TextInput[] = task.train.map((e) => e.input);
  const features = { language: task.language };
  return task.multiLabel
    ? TextClassifier.train(
        inputs,
        task.train.map((e) => e.labels),
        { multiLabel: true, features },
      )
    : TextClassifier.train(
        inputs,
        task.train.map((e) => e.labels[0] ?? ''),
        { features },
      );
}

/** Number of differing decisions, and the largest score difference (labels matched by name). */
function compare(
  got: readonly Classification[],
  want: readonly Classification[],
): { decisions: number; order: number; maxDiff: number } {
  let decisions = 0;
  let order = 0;
  let maxDiff = 0;
  got.forEach((g, i) => {
    const w = want[i] as Classification;
    if (g.predicted.join('\u0001') !== w.predicted.join('\u0001')) decisions++;
    if (g.scores.map((s) => s.label).join('\u0001') !== w.scores.map((s) => s.label).join('\u0001')) order++;
    const byLabel = new Map(w.scores.map((s) => [s.label, s.score]));
    for (const s of g.scores) maxDiff = Math.max(maxDiff, Math.abs(s.score - (byLabel.get(s.label) ?? NaN)));
  });
  return { decisions, order, maxDiff };
}

await mkdir(dir, { recursive: true });
for (const name of names) {
  const task = await loadTask(datasets, name);
  const modelPath = join(dir, `${name}.snml`);
  const goldenPath = join(dir, `${name}.golden.json`);
  const inputs = task.test.map((e) => e.input);
  if (values.save === true || !existsSync(modelPath)) {
    const start = performance.now();
    const model = train(task);
    const seconds = (performance.now() - start) / 1000;
    await writeFile(modelPath, serializeModel(model));
    await writeFile(goldenPath, JSON.stringify(model.classify(inputs)));
    console.log(`${name}: trained in ${seconds.toFixed(2)} s, saved model and golden classifications`);
  }
  const model = deserializeModel(new Uint8Array(await readFile(modelPath)));
  const golden = JSON.parse(await readFile(goldenPath, 'utf8')) as Classification[];
  const { decisions, order, maxDiff } = compare(model.classify(inputs), golden);
  const same = decisions === 0 && maxDiff <= TOLERANCE;
  const batch = Array.from({ length: Math.max(docs, inputs.length) }, (_, i) => inputs[i % inputs.length] as TextInput);
  model.classify(batch.slice(0, 2000));
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    model.classify(batch);
    rates.push(batch.length / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => b - a);
  console.log(
    `${name.padEnd(26)} ${Math.round(rates[0] ?? 0)
      .toLocaleString('en-US')
      .padStart(
        8,
      )} docs/s (best of ${rounds}; median ${Math.round(rates[Math.floor(rates.length / 2)] ?? 0).toLocaleString('en-US')})  ` +
      `${same ? 'same as golden' : 'DIFFERS'}: ${decisions} decisions, ${order} orders, max score diff ${maxDiff.toExponential(1)}`,
  );
}
