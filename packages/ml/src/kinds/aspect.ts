/**
 * Aspect sentiment: the sentiment of each predicted category, judged only from the sentences that talk about it.
 * "Kargo çok hızlıydı ama ürün kırık geldi" is mixed as a whole, but positive about delivery and negative about
 * the product. Works with any classifiers given as functions over texts, so the category model, the sentiment
 * model (or a remote one) can change without touching this logic.
 */
import type { Prediction } from '../model.js';
import { type Sentence, splitSentences } from './sentences.js';
import { canonicalSentiment } from './sentiment.js';

/** Scores, per text, in any order. A `TextClassifier` fits as `(texts) => model.predict(texts)`. */
export type Predictor = (texts: readonly string[]) => readonly (readonly Prediction[])[];
export type AsyncPredictor = (
  texts: readonly string[],
) => Promise<readonly (readonly Prediction[])[]> | readonly (readonly Prediction[])[];

export interface AspectOptions {
  /** Document categories: those scoring at least this (default 0.5), or the best one when none does. */
  categoryThreshold?: number;
  /** At most this many categories, best first (default 5). */
  maxCategories?: number;
  /** A sentence carries a category when it scores at least this for it (default 0.5); see {@link aspectSentiment}. */
  sentenceThreshold?: number;
  /** Split at contrastive conjunctions too (default true); see {@link SplitOptions.clauses}. */
  clauses?: boolean;
  /**
   * Also report categories the document-level scores missed but some sentence is confidently (≥
   * `sentenceThreshold`) and primarily about (default false). Useful with single-label category models, whose
   * document scores concentrate on one category even when the text covers two.
   */
  sentenceCategories?: boolean;
  /** Categories never reported, e.g. an "other" class. */
  ignoreCategories?: readonly string[];
}

export interface AspectSentiment {
  category: string;
  /** The category's document-level score (also for a category found through `sentenceCategories`). */
  categoryScore: number;
  /** The best sentiment label of the aggregated scores. */
  sentiment: string;
  /** Aggregated sentiment scores, best first. */
  scores: Prediction[];
  /** P(positive) − P(negative) when the sentiment labels are the standard ones (or aliases), else null. */
  polarity: number | null;
  /** The evidence, in text order; the whole (trimmed) text when `wholeDocument`. */
  sentences: { start: number; end: number }[];
  /** No sentence carried the category, so the whole document was used. */
  wholeDocument: boolean;
}

type Batch = readonly (readonly Prediction[])[];
type Step = Generator<{ predictor: 'category' | 'sentiment'; texts: string[] }, AspectSentiment[], Batch>;

/**
 * Sentiment per category of one document. Steps:
 * 1. categories of the whole document: those ≥ `categoryThreshold`, else the best one (plus, with
 *    `sentenceCategories`, those some sentence is about);
 * 2. the text is split into sentences (and clauses), each scored by the category predictor; a sentence carries a
 *    category when it scores ≥ `sentenceThreshold` for it. A category no sentence passes for takes the sentences
 *    whose best label it is (low-confidence models spread their scores over many categories), and failing that
 *    the whole document;
 * 3. the sentiment of a category is the average of its sentences' sentiment scores, weighted by how strongly each
 *    sentence carries the category.
 * Sentences carrying no category (greetings, "teşekkürler") do not colour any aspect. Each predictor is called
 * once per document, with all texts it needs. Returns [] for blank text or when no category is found.
 */
export function aspectSentiment(
  text: string,
  categoryPredictor: Predictor,
  sentimentPredictor: Predictor,
  options: AspectOptions = {},
): AspectSentiment[] {
  const steps = aspectSteps(text, options);
  let step = steps.next();
  while (step.done !== true) {
    const { predictor, texts } = step.value;
    step = steps.next((predictor === 'category' ? categoryPredictor : sentimentPredictor)(texts));
  }
  return step.value;
}

/** {@link aspectSentiment} with predictors that may be asynchronous (a worker, a remote model). */
export async function aspectSentimentAsync(
  text: string,
  categoryPredictor: AsyncPredictor,
  sentimentPredictor: AsyncPredictor,
  options: AspectOptions = {},
): Promise<AspectSentiment[]> {
  const steps = aspectSteps(text, options);
  let step = steps.next();
  while (step.done !== true) {
    const { predictor, texts } = step.value;
    step = steps.next(await (predictor === 'category' ? categoryPredictor : sentimentPredictor)(texts));
  }
  return step.value;
}

const toMap = (predictions: readonly Prediction[] | undefined): Map<string, number> =>
  new Map((predictions ?? []).map((p) => [p.label, p.score]));

function checked(batch: Batch, n: number, which: string): Batch {
  if (batch.length !== n) throw new Error(`the ${which} predictor returned ${batch.length} results for ${n} texts`);
  return batch;
}

function topLabel(scores: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const [label, score] of scores)
    if (score > bestScore || (score === bestScore && best !== undefined && label < best)) {
      best = label;
      bestScore = score;
    }
  return best;
}

/** Document categories (step 1 of {@link aspectSentiment}) with their document-level scores, best first. */
function chooseCategories(
  docScores: ReadonlyMap<string, number>,
  unitScores: readonly ReadonlyMap<string, number>[],
  unitTop: readonly (string | undefined)[],
  options: AspectOptions,
): [string, number][] {
  const ignored = new Set(options.ignoreCategories ?? []);
  const candidates = [...docScores].filter(([label]) => !ignored.has(label)).sort((a, b) => b[1] - a[1]);
  const chosen = new Map(candidates.filter(([, s]) => s >= (options.categoryThreshold ?? 0.5)));
  if (chosen.size === 0 && candidates[0] !== undefined) chosen.set(...candidates[0]);
  if (options.sentenceCategories === true)
    unitScores.forEach((scores, u) => {
      const top = unitTop[u];
      if (top === undefined || chosen.has(top) || ignored.has(top)) return;
      if ((scores.get(top) as number) >= (options.sentenceThreshold ?? 0.5)) chosen.set(top, docScores.get(top) ?? 0);
    });
  // Stable: on equal scores, document categories stay ahead of those found in sentences.
  return [...chosen].sort((a, b) => b[1] - a[1]).slice(0, options.maxCategories ?? 5);
}

function* aspectSteps(text: string, options: AspectOptions): Step {
  const sentenceThreshold = options.sentenceThreshold ?? 0.5;
  const units = splitSentences(text, { clauses: options.clauses ?? true });
  const first = units[0];
  const last = units.at(-1);
  if (first === undefined || last === undefined) return [];
  const whole = { start: first.start, end: last.end };
  // One unit is the document itself: score it once.
  const many = units.length > 1;
  const categoryTexts = many ? [text, ...units.map((u) => u.text)] : [text];
  const categoryBatch = checked(yield { predictor: 'category', texts: categoryTexts }, categoryTexts.length, 'category');
  const docScores = toMap(categoryBatch[0]);
  const unitScores = many ? categoryBatch.slice(1).map(toMap) : [docScores];
  const unitTop = unitScores.map(topLabel);

  const categories = chooseCategories(docScores, unitScores, unitTop, options);
  if (categories.length === 0) return [];

  // Per category, the carrying units with their weights; null means the whole document.
  const evidence = categories.map(([category]): [number, number][] | null => {
    const passed = unitScores.flatMap((s, u): [number, number][] => {
      const score = s.get(category) ?? 0;
      return score >= sentenceThreshold ? [[u, score]] : [];
    });
    if (passed.length > 0) return passed;
    const owned = unitScores.flatMap((s, u): [number, number][] => (unitTop[u] === category ? [[u, s.get(category) ?? 0]] : []));
    return owned.length > 0 && many ? owned : null;
  });

  const used = [...new Set(evidence.flatMap((e) => (e ?? []).map(([u]) => u)))].sort((a, b) => a - b);
  const needsWhole = evidence.some((e) => e === null);
  const sentimentTexts = [...used.map((u) => (units[u] as Sentence).text), ...(needsWhole ? [text] : [])];
  const sentimentBatch = checked(yield { predictor: 'sentiment', texts: sentimentTexts }, sentimentTexts.length, 'sentiment');
  const sentimentOf = new Map(used.map((u, j) => [u, sentimentBatch[j] ?? []]));
  const wholeSentiment = sentimentBatch[used.length] ?? [];

  return categories.map(([category, categoryScore], c): AspectSentiment => {
    const e = evidence[c] ?? null;
    const weighted: [readonly Prediction[], number][] =
      e === null ? [[wholeSentiment, 1]] : e.map(([u, w]) => [sentimentOf.get(u) ?? [], w]);
    const scores = average(weighted);
    return {
      category,
      categoryScore,
      sentiment: scores[0]?.label ?? '',
      scores,
      polarity: polarity(scores),
      sentences:
        e === null ? [whole] : e.map(([u]) => ({ start: (units[u] as Sentence).start, end: (units[u] as Sentence).end })),
      wholeDocument: e === null,
    };
  });
}

/** Weighted mean of score lists (a missing label counts as 0); equal weights when all weights are 0. */
function average(weighted: readonly (readonly [readonly Prediction[], number])[]): Prediction[] {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  const sums = new Map<string, number>();
  for (const [predictions, w] of weighted) {
    const weight = total > 0 ? w / total : 1 / weighted.length;
    for (const { label, score } of predictions) sums.set(label, (sums.get(label) ?? 0) + weight * score);
  }
  return [...sums]
    .map(([label, score]) => ({ label, score }))
    .sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

function polarity(scores: readonly Prediction[]): number | null {
  let p = 0;
  for (const { label, score } of scores) {
    const s = canonicalSentiment(label);
    if (s === undefined) return null;
    p += s === 'positive' ? score : s === 'negative' ? -score : 0;
  }
  return scores.length === 0 ? null : Math.max(-1, Math.min(1, p));
}
