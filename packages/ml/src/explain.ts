import { type FeatureKind, tokensOf, visitFeatures } from './extract.js';
import type { TextInput } from './input.js';
import type { TextClassifier } from './model.js';
import type { Token } from './text.js';

/** A highlighted stretch of the input: its offsets within the segment (the text, or one dialogue turn). */
export interface ExplanationSpan {
  /** Dialogue turn index (0 for plain text). */
  segment: number;
  start: number;
  end: number;
  text: string;
  /** Contribution to the label's margin: positive pushed towards the label, negative away from it. */
  weight: number;
}

/** A named feature and its total contribution. */
export interface FeatureContribution {
  feature: string;
  kind: FeatureKind;
  weight: number;
}

export interface Explanation {
  label: string;
  score: number;
  /** One span per token that moved the margin, in reading order. */
  spans: ExplanationSpan[];
  /** The strongest features by absolute contribution, best first. */
  features: FeatureContribution[];
}

export interface ExplainOptions {
  /** The label to explain; the top-scoring label by default. */
  label?: string;
  /** How many features to list (spans are never cut). Default 10. */
  topN?: number;
  /**
   * The input's sentence vector, required by a model with sentence-encoder features. Their share of the margin
   * belongs to no word, so spans and features cover the lexical part only (columns below `vectorizer.size`).
   */
  semantic?: Float32Array;
}

function featureName(kind: FeatureKind, seg: readonly Token[], from: number, to: number): string {
  const words = seg
    .slice(from, to + 1)
    .map((t) => t.text)
    .join(' ');
  if (kind === 'char') return `${words} (characters)`;
  if (kind === 'speaker') return `${words} (speaker)`;
  if (kind === 'opening') return `${words} (opening)`;
  if (kind === 'stem') return `${words} (stem)`;
  return words;
}

/**
 * Why the model gives an input a label. A linear model's margin is a sum over features of weight × value, so
 * each feature's share is exact, not an approximation. Every feature occurrence knows the tokens it came from;
 * its share is split evenly over its occurrences and over the tokens of each (a bigram gives half to each word),
 * and tokens map back to character offsets of the original text, which the UI highlights.
 */
export function explain(model: TextClassifier, input: TextInput, options: ExplainOptions = {}): Explanation {
  const v = model.vectorizer;
  const cfg = v.config;
  const tokens = tokensOf(input, cfg.language);
  const vector = v.transform(input);
  const scores = model.scoresOf(input, options.semantic);
  let k = options.label === undefined ? -1 : model.labels.indexOf(options.label);
  if (options.label !== undefined && k < 0) throw new Error(`unknown label "${options.label}"`);
  if (k < 0) for (let j = 0; j < scores.length; j++) if (k < 0 || (scores[j] as number) > (scores[k] as number)) k = j;
  const K = model.labels.length;
  const contribution = new Map<number, number>();
  for (let j = 0; j < vector.indices.length; j++) {
    const c = vector.indices[j] as number;
    contribution.set(c, (model.weights[c * K + k] as number) * (vector.values[j] as number));
  }
  // First pass: how often each column occurs, so its contribution can be shared among occurrences.
  const occurrences = new Map<number, number>();
  visitFeatures(
    input,
    cfg,
    (bucket) => {
      const c = v.columnOf(bucket);
      if (c >= 0) occurrences.set(c, (occurrences.get(c) ?? 0) + 1);
    },
    tokens,
  );
  const tokenWeight = tokens.map((seg) => new Float64Array(seg.length));
  const named = new Map<string, FeatureContribution>();
  visitFeatures(
    input,
    cfg,
    (bucket, kind, segment, from, to) => {
      const c = v.columnOf(bucket);
      const total = contribution.get(c);
      if (c < 0 || total === undefined || total === 0) return;
      const share = total / (occurrences.get(c) as number);
      const weights = tokenWeight[segment] as Float64Array;
      for (let t = from; t <= to; t++) weights[t] = (weights[t] as number) + share / (to - from + 1);
      const name = featureName(kind, tokens[segment] ?? [], from, to);
      const key = `${kind}\u0000${name}`;
      const entry = named.get(key) ?? { feature: name, kind, weight: 0 };
      entry.weight += share;
      named.set(key, entry);
    },
    tokens,
  );
  const texts = typeof input === 'string' ? [input.normalize('NFC')] : input.turns.map((t) => t.text.normalize('NFC'));
  const spans: ExplanationSpan[] = [];
  tokens.forEach((seg, s) =>
    seg.forEach((tok, t) => {
      const weight = (tokenWeight[s] as Float64Array)[t] as number;
      if (Math.abs(weight) > 1e-9)
        spans.push({ segment: s, start: tok.start, end: tok.end, text: (texts[s] ?? '').slice(tok.start, tok.end), weight });
    }),
  );
  const features = [...named.values()]
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.feature < b.feature ? -1 : 1))
    .slice(0, options.topN ?? 10);
  return { label: model.labels[k] as string, score: scores[k] as number, spans, features };
}
