/**
 * The benchmark tasks, read from the shared datasets folder (see its README.md). Every split is the fixed one the
 * README describes; the only sampling done here is the few-shot BANKING77 sets, the peer's tuning slices and the
 * `--quick` smoke-run subsets, all seeded so repeated runs see the same rows.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dialogueProblem, parseCsv, type Dialogue, type Language, type TextInput } from '../src/index.js';

export const TASK_NAMES = [
  'airline_sentiment',
  'airline_negativereason',
  'banking77_full',
  'banking77_30shot',
  'banking77_10shot',
  'turkish_sentiment_fsmtsa',
  'turkish_store_reviews',
  'sgd_intent',
  'sgd_domain',
  'goemotions',
] as const;

export type TaskName = (typeof TASK_NAMES)[number];

/** One labelled input; single-label tasks carry exactly one label. */
export interface Example {
  input: TextInput;
  labels: string[];
}

export interface Task {
  name: TaskName;
  multiLabel: boolean;
  /** Language hint for our engine (a user knows the language of their data). */
  language: Language;
  train: Example[];
  test: Example[];
  /** File the scores come from, e.g. `test.csv`, or `dev.csv` where the official test split is absent. */
  scoredOn: string;
  /**
   * Labelled data, disjoint from `test`, on which the peer may tune epochs/lr (and its multi-label threshold):
   * GoEmotions' official dev split, the unsampled rest of train.csv for the few-shot sets. Null: the peer holds
   * out a slice of `train` itself.
   */
  tune: Example[] | null;
  notes: string[];
}

/** Seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded Fisher–Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rand = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function groupPush<T>(groups: Map<string, T[]>, key: string, item: T): void {
  const list = groups.get(key);
  if (list === undefined) groups.set(key, [item]);
  else list.push(item);
}

/**
 * Splits examples per first label: about `fraction` of each label's examples (at least one when the label has
 * two or more) go to `held`, the rest to `kept`. Order inside each part follows the input.
 */
export function stratifiedSplit(
  examples: readonly Example[],
  fraction: number,
  seed: number,
): { kept: Example[]; held: Example[] } {
  const byLabel = new Map<string, number[]>();
  examples.forEach((e, i) => groupPush(byLabel, e.labels[0] ?? '', i));
  const heldIdx = new Set<number>();
  for (const key of [...byLabel.keys()].sort()) {
    const idx = shuffled(byLabel.get(key) as number[], seed);
    const count = idx.length < 2 ? 0 : Math.max(1, Math.round(idx.length * fraction));
    for (const i of idx.slice(0, count)) heldIdx.add(i);
  }
  return { kept: examples.filter((_, i) => !heldIdx.has(i)), held: examples.filter((_, i) => heldIdx.has(i)) };
}

/** `perLabel` examples of every label, drawn with a seeded shuffle per label (labels in sorted order). */
export function sampleFewShot(
  examples: readonly Example[],
  perLabel: number,
  seed: number,
): { sample: Example[]; rest: Example[] } {
  const byLabel = new Map<string, Example[]>();
  for (const e of examples) groupPush(byLabel, e.labels[0] ?? '', e);
  const chosen = new Set<Example>();
  for (const key of [...byLabel.keys()].sort())
    for (const e of shuffled(byLabel.get(key) as Example[], seed).slice(0, perLabel)) chosen.add(e);
  return { sample: examples.filter((e) => chosen.has(e)), rest: examples.filter((e) => !chosen.has(e)) };
}

async function csvRows(root: string, file: string): Promise<Record<string, string>[]> {
  return parseCsv(await readFile(join(root, file), 'utf8')).rows;
}

function cell(row: Record<string, string>, column: string, file: string): string {
  const v = row[column];
  if (v === undefined) throw new Error(`${file}: no column "${column}"`);
  return v;
}

async function textTask(
  root: string,
  file: string,
  labelColumn: string,
  keep: (r: Record<string, string>) => boolean = () => true,
): Promise<Example[]> {
  return (await csvRows(root, file))
    .filter(keep)
    .map((r) => ({ input: cell(r, 'text', file), labels: [cell(r, labelColumn, file)] }));
}

interface DialogueRow {
  dialogue: Dialogue;
  intent: string;
  domain: string;
}

async function dialogues(root: string, file: string): Promise<DialogueRow[]> {
  const text = await readFile(join(root, file), 'utf8');
  return text
    .split(/\r?\n/u)
    .filter((line) => line.trim() !== '')
    .map((line, n) => {
      const obj = JSON.parse(line) as { turns?: unknown; intent?: unknown; domain?: unknown };
      const problem = dialogueProblem({ turns: obj.turns });
      if (problem !== null) throw new Error(`${file} line ${n + 1}: ${problem}`);
      if (typeof obj.intent !== 'string' || typeof obj.domain !== 'string')
        throw new Error(`${file} line ${n + 1}: no intent/domain`);
      return { dialogue: { turns: obj.turns } as Dialogue, intent: obj.intent, domain: obj.domain };
    });
}

const FEW_SHOT_SEED = 12345;
const BANKING_NOTE =
  'BANKING77 is scored on dev.csv (1,003 rows): the official 3,080-row test split is not in the datasets folder, ' +
  'so BASELINES.md figures (official test, trained on train+dev) are indicative only.';

/** Loads one task. Paths are relative to the datasets root. */
export async function loadTask(root: string, name: TaskName): Promise<Task> {
  const base = { name, multiLabel: false, language: 'en' as Language, tune: null, notes: [] as string[] };
  switch (name) {
    case 'airline_sentiment':
    case 'airline_negativereason': {
      const reason = name === 'airline_negativereason';
      const keep = (r: Record<string, string>): boolean => !reason || r['airline_sentiment'] === 'negative';
      const column = reason ? 'negativereason' : 'airline_sentiment';
      return {
        ...base,
        train: await textTask(root, 'airline_tweets/train.csv', column, keep),
        test: await textTask(root, 'airline_tweets/test.csv', column, keep),
        scoredOn: 'airline_tweets/test.csv',
        notes: reason ? ['negative tweets only'] : [],
      };
    }
    case 'banking77_full':
      return {
        ...base,
        train: await textTask(root, 'banking77/train.csv', 'label'),
        test: await textTask(root, 'banking77/dev.csv', 'label'),
        scoredOn: 'banking77/dev.csv',
        notes: ['trained on train.csv only (dev.csv is the scored split)', BANKING_NOTE],
      };
    case 'banking77_30shot':
    case 'banking77_10shot': {
      const perLabel = name === 'banking77_30shot' ? 30 : 10;
      const { sample, rest } = sampleFewShot(await textTask(root, 'banking77/train.csv', 'label'), perLabel, FEW_SHOT_SEED);
      return {
        ...base,
        train: sample,
        test: await textTask(root, 'banking77/dev.csv', 'label'),
        scoredOn: 'banking77/dev.csv',
        tune: shuffled(rest, FEW_SHOT_SEED).slice(0, 2000),
        notes: [
          `${perLabel} per intent sampled from train.csv with seed ${FEW_SHOT_SEED} (mulberry32 here, so not the rows BASELINES.md drew)`,
          'fastText tunes on 2,000 unsampled train.csv rows (more labelled data than a few-shot user has: generous to the peer)',
          BANKING_NOTE,
        ],
      };
    }
    case 'turkish_sentiment_fsmtsa':
    case 'turkish_store_reviews':
      return {
        ...base,
        language: 'tr',
        train: await textTask(root, `${name}/train.csv`, 'label'),
        test: await textTask(root, `${name}/test.csv`, 'label'),
        scoredOn: `${name}/test.csv`,
      };
    case 'sgd_intent':
    case 'sgd_domain': {
      const pick = (r: DialogueRow): Example => ({ input: r.dialogue, labels: [name === 'sgd_intent' ? r.intent : r.domain] });
      return {
        ...base,
        train: (await dialogues(root, 'sgd_dialogues/train.jsonl')).map(pick),
        test: (await dialogues(root, 'sgd_dialogues/test.jsonl')).map(pick),
        scoredOn: 'sgd_dialogues/test.jsonl',
        notes: ['whole dialogues: ours reads them as dialogues, fastText as flattened "customer: … agent: …" text'],
      };
    }
    case 'goemotions': {
      const rows = async (file: string): Promise<Example[]> =>
        (await csvRows(root, file)).map((r) => ({
          input: cell(r, 'text', file),
          labels: cell(r, 'labels', file)
            .split(';')
            .map((l) => l.trim())
            .filter((l) => l !== ''),
        }));
      return {
        ...base,
        multiLabel: true,
        train: await rows('goemotions/train.csv'),
        test: await rows('goemotions/test.csv'),
        scoredOn: 'goemotions/test.csv',
        tune: await rows('goemotions/dev.csv'),
        notes: ['multi-label; fastText tunes epochs/lr and its probability threshold on the official dev.csv'],
      };
    }
  }
}

/** A seeded subset of at most `n` examples (the whole list when it is shorter). */
export function subset(examples: readonly Example[], n: number, seed: number): Example[] {
  return examples.length <= n ? [...examples] : shuffled(examples, seed).slice(0, n);
}
