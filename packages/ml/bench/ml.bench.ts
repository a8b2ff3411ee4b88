/**
 * `npm run bench:ml`: the Sentio engine against fastText (fasttext.wasm, trained and scored in the same run, one
 * thread each) on the shared datasets, with the scikit-learn and native-fastText figures of BASELINES.md beside
 * them. Targets: macro-F1 (GoEmotions: micro- and macro-F1) at or above the best peer on every task,
 * training time ≤ 0.5× fastText's and prediction throughput ≥ 2× fastText's.
 *
 * Flags: `--only task1,task2`, `--quick` (seeded subsets and 2,000-document throughput runs: a smoke test, not a
 * measurement), `--tune` (choose fastText's epochs/lr with the grid in this run instead of the presets).
 * SENTIO_DATASETS overrides the datasets folder (default: <repo>/../shared/datasets). Writes the figures as JSON
 * to <repo>/.tmp/bench-ml.json. Run it on an otherwise idle machine.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadBaselines } from './baselines.js';
import { TASK_NAMES, loadTask, subset, type Task, type TaskName } from './datasets.js';
import { judge, semanticTable, summaryTable, taskTable, type TaskReport } from './report.js';
import { runTask, type RunOptions } from './runner.js';
import { openSemantic } from './semantic-encoders.js';
import { runSemantic } from './semantic-run.js';

const QUICK = { train: 2000, test: 500, tune: 500, throughputDocs: 2000 } as const;
const THROUGHPUT_DOCS = 20_000;

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const datasets = process.env['SENTIO_DATASETS'] ?? join(repo, '..', 'shared', 'datasets');

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    tune: { type: 'boolean', default: false },
    'no-semantic': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help === true) {
  console.log(
    'usage: npm run bench:ml -- [--only task1,task2] [--quick] [--tune] [--no-semantic]\n' +
      `tasks: ${TASK_NAMES.join(', ')}\n` +
      '--quick: small seeded subsets (smoke run); --tune: pick fastText epochs/lr with the grid instead of the presets;\n' +
      '--no-semantic: skip the "Sentio + semantic" rows (English sentence encoder) of the English tasks',
  );
  process.exit(0);
}
const quick = values.quick === true;
const only = values.only?.split(',').map((s) => s.trim()) ?? [...TASK_NAMES];
const unknown = only.filter((n) => !(TASK_NAMES as readonly string[]).includes(n));
if (unknown.length > 0) {
  console.error(`unknown task(s): ${unknown.join(', ')}; tasks are ${TASK_NAMES.join(', ')}`);
  process.exit(2);
}
if (!existsSync(datasets)) {
  console.log(`bench:ml: no datasets folder at ${datasets} (set SENTIO_DATASETS to its path); nothing to measure.`);
  process.exit(0);
}

const log = (s: string): void => void process.stderr.write(`${s}\n`);
const options: RunOptions = { throughputDocs: quick ? QUICK.throughputDocs : THROUGHPUT_DOCS, tune: values.tune === true };
const baselines = await loadBaselines(datasets);

function shrink(task: Task): Task {
  if (!quick) return task;
  return {
    ...task,
    train: subset(task.train, QUICK.train, 1),
    test: subset(task.test, QUICK.test, 2),
    tune: task.tune === null ? null : subset(task.tune, QUICK.tune, 3),
    notes: [
      ...task.notes,
      `--quick: ≤ ${QUICK.train} training and ≤ ${QUICK.test} scored rows, ${QUICK.throughputDocs} docs timed`,
    ],
  };
}

console.log(
  `ML benchmark${quick ? ' (--quick smoke run: not a measurement)' : ''}: ${process.platform} ${process.arch}, ` +
    `${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}; one thread for training and prediction\n` +
    `datasets: ${datasets}\n`,
);

const englishSelected = only.some((n) => !n.startsWith('turkish_'));
const semantic =
  values['no-semantic'] === true || !englishSelected ? null : await openSemantic(join(repo, '.tmp', 'semantic-cache'), log);
const reports: TaskReport[] = [];
/** One-minute load average after each task: above the core count, other work competed for the CPU. */
const loads: number[] = [];
const failures: { task: TaskName; error: string }[] = [];
for (const name of only as TaskName[]) {
  let task: Task;
  try {
    task = shrink(await loadTask(datasets, name));
  } catch (e) {
    log(`${name}: cannot load (${String(e)}); skipped`);
    failures.push({ task: name, error: `load: ${String(e)}` });
    continue;
  }
  try {
    const { ours, fastText } = await runTask(task, options, log);
    const peers = baselines.get(name) ?? [];
    const report: TaskReport = {
      task,
      ours,
      fastText,
      baselines: peers,
      verdict: judge(task.multiLabel, ours, fastText, peers),
      semantic:
        semantic === null || task.language !== 'en'
          ? null
          : await runSemantic(task, semantic.cached, semantic.uncached, options.throughputDocs, log).catch((e: unknown) => {
              // The optional row must never cost the default rows their result.
              log(`${name}: semantic row failed (${String(e)})`);
              failures.push({ task: name, error: `semantic: ${String(e)}` });
              return null;
            }),
    };
    reports.push(report);
    loads.push(loadavg()[0] ?? 0);
    console.log(`${taskTable(report)}\n`);
  } catch (e) {
    log(`${name}: failed (${e instanceof Error ? (e.stack ?? e.message) : String(e)})`);
    failures.push({ task: name, error: String(e) });
  }
}

await semantic?.close();
if (reports.length > 0) {
  console.log('Summary (markdown, for packages/ml/README.md):\n');
  console.log(summaryTable(reports));
  if (reports.some((r) => r.semantic !== null))
    console.log(
      `\nSentio + semantic (English sentence encoder ${semantic?.id ?? ''}, one encoder thread, ` +
        `≈ ${semantic === null ? '?' : Math.round(semantic.workerBytes / 1e6)} MB per encoder thread; ` +
        'embedding cached = this run with the disk cache, cold = at the measured uncached rate):\n\n' +
        semanticTable(reports),
    );
  console.log(
    '\nScores in % (GoEmotions: micro-F1 / macro-F1). Best peer: the best of TF-IDF + LinearSVC / LogReg and native fastText ' +
      '(BASELINES.md) and fastText of this run. BANKING77 is scored on dev.csv (the official test split is absent), so its ' +
      'BASELINES.md figures are indicative. Targets: F1 ≥ best peer · train time ≤ 0.5× fastText · throughput ≥ 2× fastText, ' +
      `one thread each, same data, same run. Throughput over ≥ ${options.throughputDocs.toLocaleString('en-US')} documents.`,
  );
}

const busiest = Math.max(0, ...loads);
if (busiest > cpus().length * 0.75)
  console.log(
    `\nNote: the machine was busy (1-minute load average up to ${busiest.toFixed(1)} on ${cpus().length} cores); ` +
      'absolute timings are noisy, the same-run ratios less so.',
  );

const out = join(repo, '.tmp', 'bench-ml.json');
await mkdir(join(repo, '.tmp'), { recursive: true });
await writeFile(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      quick,
      tune: options.tune,
      node: process.version,
      cpu: `${cpus()[0]?.model ?? '?'} × ${cpus().length}`,
      datasets,
      throughputDocs: options.throughputDocs,
      loadAverages: loads,
      semanticEncoder: semantic === null ? null : { id: semantic.id, workerBytes: semantic.workerBytes },
      tasks: reports.map((r) => ({
        task: r.task.name,
        multiLabel: r.task.multiLabel,
        trainRows: r.task.train.length,
        scoredOn: r.task.scoredOn,
        scoredRows: r.task.test.length,
        notes: r.task.notes,
        ours: r.ours,
        fastText: r.fastText,
        baselines: r.baselines,
        verdict: r.verdict,
        semantic: r.semantic,
      })),
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nJSON: ${out}${failures.length > 0 ? `\nfailed: ${failures.map((f) => f.task).join(', ')}` : ''}`);
