/** Corpora of `bench:topics`: the airline negatives with their reasons, a scaled-up copy, the Turkish sets. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from '../src/index.js';
import { seededRandom } from './datasets.js';

export interface LabelledText {
  id: string;
  text: string;
  /** Reference label, for scoring only. */
  label: string;
}

/** The negative rows of airline_tweets/train.csv with their `negativereason`. */
export async function loadAirlineNegatives(file: string): Promise<LabelledText[]> {
  const { rows } = parseCsv(await readFile(file, 'utf8'));
  return rows
    .filter((r) => r['airline_sentiment'] === 'negative')
    .map((r) => ({ id: r['id'] as string, text: r['text'] as string, label: r['negativereason'] as string }));
}

/**
 * `size` documents made of the given ones repeated, each copy after the first with seeded small perturbations
 * (every word dropped with probability 0.1, neighbours swapped with probability 0.1), so that the copies are
 * near-duplicates rather than exact ones, as in a real stream of complaints.
 */
export function perturbedCorpus(docs: readonly LabelledText[], size: number, seed: number): LabelledText[] {
  const rand = seededRandom(seed);
  const out: LabelledText[] = [];
  for (let i = 0; i < size; i++) {
    const source = docs[i % docs.length] as LabelledText;
    const copy = Math.floor(i / docs.length);
    let text = source.text;
    if (copy > 0) {
      const words = source.text.split(/\s+/u).filter(() => rand() >= 0.1);
      for (let j = 1; j < words.length; j++) {
        if (rand() < 0.1) [words[j - 1], words[j]] = [words[j] as string, words[j - 1] as string];
      }
      text = words.join(' ');
    }
    out.push({ id: `${source.id}-${copy}`, text, label: source.label });
  }
  return out;
}

/** Negative rows of the Turkish datasets (they have sentiment labels only, no topic labels). */
export async function turkishCorpora(root: string): Promise<{ name: string; docs: LabelledText[] }[]> {
  const out: { name: string; docs: LabelledText[] }[] = [];
  for (const name of ['turkish_store_reviews', 'turkish_sentiment_fsmtsa']) {
    const file = join(root, name, 'train.csv');
    if (!existsSync(file)) continue;
    const { rows } = parseCsv(await readFile(file, 'utf8'));
    const docs = rows
      .filter((r) => r['label'] === 'negative')
      .map((r) => ({ id: r['id'] as string, text: r['text'] as string, label: '' }));
    out.push({ name, docs });
  }
  return out;
}
