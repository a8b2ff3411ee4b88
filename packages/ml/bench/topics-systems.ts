/** The runs of `bench:topics`, each executed in a child process (see topics.bench.ts). */
import { performance } from 'node:perf_hooks';
import { topics, type TopicResult } from '../src/index.js';
import type { LabelledText } from './topics-data.js';
import { peerClusters } from './topics-peer.js';
import { type ClusterScores, scoreClustering } from './topics-scores.js';

export interface ChildResult {
  /** Mean wall-clock seconds per run. */
  seconds: number;
  /** Mean CPU seconds (user + system) per run: steadier than wall-clock time on a shared machine. */
  cpuSeconds: number;
  peakRssMb: number;
  /** Means over the seeds. */
  withOutliers: ClusterScores;
  clusteredOnly: ClusterScores;
  /** Standard deviation over the seeds of the NMI with outliers as one cluster. */
  nmiSd: number;
  seeds: number;
  notes: string[];
}

const NONE: ClusterScores = { nmi: 0, purity: 0, coverage: 0 };

/** Cluster number per document (−1: outlier) in input order. */
function clustersOf(docs: readonly LabelledText[], result: TopicResult): number[] {
  const index = new Map(docs.map((d, i) => [d.id, i]));
  const clusters: number[] = new Array<number>(docs.length).fill(-1);
  for (const t of result.topics) for (const id of t.documentIds) clusters[index.get(id) as number] = t.id;
  return clusters;
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const meanScores = (xs: readonly ClusterScores[]): ClusterScores => ({
  nmi: mean(xs.map((x) => x.nmi)),
  purity: mean(xs.map((x) => x.purity)),
  coverage: mean(xs.map((x) => x.coverage)),
});

/** Runs `cluster` once per seed and averages its scores against the labels; notes come from the first seed. */
function overSeeds(
  docs: readonly LabelledText[],
  seeds: readonly number[],
  cluster: (seed: number) => { clusters: number[]; notes: string[] },
): ChildResult {
  const labels = docs.map((d) => d.label);
  const times: number[] = [];
  const cpu: number[] = [];
  const scores: ReturnType<typeof scoreClustering>[] = [];
  let notes: string[] = [];
  for (const seed of seeds) {
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    const run = cluster(seed);
    times.push((performance.now() - start) / 1000);
    cpu.push(cpuSecondsSince(cpu0));
    scores.push(scoreClustering(run.clusters, labels));
    if (notes.length === 0) notes = run.notes;
  }
  const nmis = scores.map((s) => s.withOutliers.nmi);
  const m = mean(nmis);
  return {
    seconds: mean(times),
    cpuSeconds: mean(cpu),
    peakRssMb: 0,
    withOutliers: meanScores(scores.map((s) => s.withOutliers)),
    clusteredOnly: meanScores(scores.map((s) => s.clusteredOnly)),
    nmiSd: Math.sqrt(mean(nmis.map((x) => (x - m) ** 2))),
    seeds: seeds.length,
    notes,
  };
}

/**
 * Topic diversity (Dieng et al.): the share of distinct phrases among all topics' key phrases. 100 % when no
 * phrase names two topics; generic words ("ürün", "flight") repeated across topics lower it.
 */
export function diversity(result: TopicResult): number {
  const all = result.topics.flatMap((t) => t.keyPhrases.map((p) => p.phrase));
  return all.length === 0 ? 1 : new Set(all).size / all.length;
}

/** Our topics() with its defaults, or with `similarityThreshold` set (0: every document with a shared word is placed). */
export function runOurs(
  docs: readonly LabelledText[],
  k: number,
  seeds: readonly number[],
  similarityThreshold?: number,
): ChildResult {
  const threshold = similarityThreshold === undefined ? {} : { similarityThreshold };
  return overSeeds(docs, seeds, (seed) => {
    const result = topics(docs, { maxTopics: k, seed, language: 'en', ...threshold });
    const notes =
      similarityThreshold === undefined
        ? [
            `seed ${seed}: key phrase diversity ${(100 * diversity(result)).toFixed(0)} %`,
            ...result.topics.map(
              (t) => `seed ${seed}, topic ${t.id} (${t.size} tweets): ${t.keyPhrases.map((p) => p.phrase).join(', ')}`,
            ),
          ]
        : [];
    return { clusters: clustersOf(docs, result), notes };
  });
}

export function runPeer(docs: readonly LabelledText[], k: number, seeds: readonly number[]): ChildResult {
  const texts = docs.map((d) => d.text);
  return overSeeds(docs, seeds, (seed) => ({ clusters: Array.from(peerClusters(texts, k, seed)), notes: [] }));
}

export function runScale(docs: readonly LabelledText[], k: number, seed: number, log: (s: string) => void): ChildResult {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let last = 0;
  const result = topics(docs, {
    maxTopics: k,
    seed,
    language: 'en',
    onProgress: (f) => {
      if (f - last >= 0.1 || f === 1) {
        log(`    ${(100 * f).toFixed(0)} % at ${((performance.now() - start) / 1000).toFixed(1)} s`);
        last = f;
      }
    },
  });
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = cpuSecondsSince(cpu0);
  const scores = scoreClustering(
    clustersOf(docs, result),
    docs.map((d) => d.label),
  );
  const note = `topics() on ${docs.length.toLocaleString('en')} documents (near-duplicates, so only the time means much): ${seconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU, ${result.topics.length} topics, NMI ${scores.withOutliers.nmi.toFixed(3)}, coverage ${(100 * scores.clusteredOnly.coverage).toFixed(1)} %`;
  return { seconds, cpuSeconds, peakRssMb: 0, withOutliers: NONE, clusteredOnly: NONE, nmiSd: 0, seeds: 1, notes: [note] };
}

export function runTurkish(
  corpora: readonly { name: string; docs: LabelledText[] }[],
  seed: number,
  log: (s: string) => void,
): ChildResult {
  const notes: string[] = [];
  for (const { name, docs } of corpora) {
    log(`    ${name}: ${docs.length} negative documents`);
    const start = performance.now();
    const result = topics(docs, { maxTopics: 10, seed, language: 'tr' });
    const seconds = (performance.now() - start) / 1000;
    const clustered = result.topics.reduce((s, t) => s + t.size, 0);
    notes.push(
      `${name}: ${docs.length} negative rows, ${seconds.toFixed(1)} s, ${result.topics.length} topics, coverage ${((100 * clustered) / docs.length).toFixed(1)} %, phrase diversity ${(100 * diversity(result)).toFixed(0)} %`,
    );
    for (const t of result.topics) notes.push(`  #${t.id} (${t.size}): ${t.keyPhrases.map((p) => p.phrase).join(', ')}`);
  }
  return { seconds: 0, cpuSeconds: 0, peakRssMb: 0, withOutliers: NONE, clusteredOnly: NONE, nmiSd: 0, seeds: 1, notes };
}
