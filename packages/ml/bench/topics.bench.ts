/**
 * `npm run bench:topics`: topic discovery against the reference labels of the public airline tweets. The negative
 * rows of airline_tweets/train.csv are clustered by our `topics()` (maxTopics = the number of distinct
 * `negativereason` values) and by a plain peer (scikit-learn-style TF-IDF + k-means++, see topics-peer.ts) with
 * the same k and seeds (1–5; the table shows means); both are scored against `negativereason` (NMI, purity), which
 * is never an input. Each system runs in a child process of its own so that its time and peak RSS are its own.
 * Then a scale line:
 * `topics()` over 100,000 documents (the negatives repeated with seeded word perturbations).
 *
 * Flags: `--turkish` adds a look at the Turkish datasets (no topic labels there: key phrases, coverage, time);
 * `--scale N` changes the scale line's size (0 skips it). SENTIO_DATASETS overrides the datasets folder
 * (default: <repo>/../shared/datasets); without the airline file it prints a notice and exits 0.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAirlineNegatives, perturbedCorpus, turkishCorpora, type LabelledText } from './topics-data.js';
import { formatTable, type SystemRun } from './topics-report.js';
import { runPeer, runOurs, runScale, runTurkish, type ChildResult } from './topics-systems.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const datasets = process.env['SENTIO_DATASETS'] ?? join(repo, '..', 'shared', 'datasets');
const airline = join(datasets, 'airline_tweets', 'train.csv');
/** Both systems run with each of these seeds; the table shows means (NMI also its standard deviation). */
const SEEDS = [1, 2, 3, 4, 5];
const SEED = 1;

const { values } = parseArgs({
  options: {
    child: { type: 'string' },
    turkish: { type: 'boolean', default: false },
    scale: { type: 'string', default: '100000' },
  },
});

const log = (s: string): void => void process.stderr.write(`${s}\n`);

/** Runs one system in this process and sends its result to the parent. */
async function child(system: string): Promise<void> {
  const docs = await loadAirlineNegatives(airline);
  const k = new Set(docs.map((d) => d.label)).size;
  let result: ChildResult;
  if (system === 'ours') result = runOurs(docs, k, SEEDS);
  else if (system === 'ours-all') result = runOurs(docs, k, SEEDS, 0);
  else if (system === 'peer') result = runPeer(docs, k, SEEDS);
  else if (system === 'scale') result = runScale(perturbedCorpus(docs, Number(values.scale), SEED), k, SEED, log);
  else if (system === 'turkish') result = runTurkish(await turkishCorpora(datasets), SEED, log);
  else throw new Error(`unknown system ${system}`);
  result.peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.send?.(result);
}

function inChild(system: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const proc = fork(fileURLToPath(import.meta.url), ['--child', system, '--scale', values.scale ?? '100000'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ChildResult | undefined;
    proc.on('message', (m) => (result = m as ChildResult));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`${system} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  if (values.child !== undefined) return child(values.child);
  if (!existsSync(airline)) {
    console.log(`bench:topics: no ${airline} (set SENTIO_DATASETS to the datasets folder); nothing to measure.`);
    return;
  }
  const docs: LabelledText[] = await loadAirlineNegatives(airline);
  const k = new Set(docs.map((d) => d.label)).size;
  log(`bench:topics: ${docs.length} negative airline tweets, k = ${k} negativereason values, seeds ${SEEDS.join(', ')}`);
  const runs: SystemRun[] = [];
  const names = {
    ours: 'Sentio topics() (defaults)',
    'ours-all': 'Sentio topics(), similarityThreshold 0',
    peer: 'TF-IDF + k-means++ (peer)',
  } as const;
  for (const system of ['ours', 'ours-all', 'peer'] as const) {
    log(`  running ${system}…`);
    runs.push({ name: names[system], ...(await inChild(system)) });
  }
  console.log(formatTable(runs));
  for (const r of runs) for (const line of r.notes) console.log(`- ${line}`);
  if (Number(values.scale) > 0) {
    log(`  scale run (${values.scale} documents)…`);
    const s = await inChild('scale');
    console.log(`\nScale: ${s.notes.join('; ')}; peak RSS ${s.peakRssMb.toFixed(0)} MB`);
  }
  if (values.turkish === true) {
    log('  Turkish corpora…');
    const t = await inChild('turkish');
    console.log(`\nTurkish:\n${t.notes.join('\n')}`);
  }
}

await main();
