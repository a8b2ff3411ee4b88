import { isDisplayTerm } from '../text.js';
import type { Corpus, TermVector } from './vocabulary.js';

/**
 * A phrase that characterises a topic, with its class-based TF-IDF weight as a share of the topic's total, so
 * scores compare across topics. A bigram that stands in for one of its words carries the higher of the two weights.
 */
export interface KeyPhrase {
  phrase: string;
  score: number;
}

/**
 * A bigram stands in for one of its words when it accounts for at least this share of that word's occurrences in
 * the topic: "müşteri hizmetleri" then replaces "müşteri", while "kargo" stays when most of its uses are elsewhere.
 */
const BIGRAM_SHARE = 0.5;

/**
 * Class-based TF-IDF (BERTopic's c-TF-IDF): a topic's documents are joined into one, and a term weighs
 * tf(term, topic) × log(1 + A / f(term)), with A the average number of terms per class and f the term's count in
 * all classes, times the term's concentration in the topic (see `select`), then L1-normalised per topic.
 * Ranking terms by frequency inside a topic against frequency across topics finds what sets the topic apart,
 * even for words too common for document-level IDF.
 *
 * `groups` lists document indices per topic; `background` (outliers) counts towards f and A but gets no phrases,
 * so a word everywhere in the corpus is not a key phrase of the one topic that got most of it.
 */
export function keyPhrases(
  corpus: Corpus,
  groups: readonly (readonly number[])[],
  background: readonly number[],
  max: number,
): KeyPhrase[][] {
  const dim = corpus.phrases.length;
  const classes = background.length > 0 ? [...groups, background] : [...groups];
  const stats = classes.map((docs): ClassStats => {
    const tf = new Float64Array(dim);
    const df = new Float64Array(dim);
    for (const doc of docs) {
      const v = corpus.counts[doc] as TermVector;
      for (let i = 0; i < v.ids.length; i++) {
        const t = v.ids[i] as number;
        tf[t] = (tf[t] as number) + (v.values[i] as number);
        df[t] = (df[t] as number) + 1;
      }
    }
    return { tf, df, size: docs.length };
  });
  const all: ClassStats = { tf: new Float64Array(dim), df: new Float64Array(dim), size: 0 };
  let words = 0;
  for (const c of stats) {
    for (let t = 0; t < dim; t++) {
      all.tf[t] = (all.tf[t] as number) + (c.tf[t] as number);
      all.df[t] = (all.df[t] as number) + (c.df[t] as number);
      words += c.tf[t] as number;
    }
    all.size += c.size;
  }
  const average = words / Math.max(1, classes.length);
  return groups.map((_, g) => select(corpus, stats[g] as ClassStats, all, average, max));
}

/** Term counts and document frequencies of one class (topic or outliers). */
interface ClassStats {
  tf: Float64Array;
  df: Float64Array;
  size: number;
}

function select(corpus: Corpus, own: ClassStats, all: ClassStats, average: number, max: number): KeyPhrase[] {
  const { tf } = own;
  const rest = all.size - own.size;
  const score = new Float64Array(tf.length);
  let sum = 0;
  for (let t = 0; t < tf.length; t++) {
    if ((tf[t] as number) === 0) continue;
    // Only terms in a larger share of the topic's documents than of the other documents qualify: a corpus-wide
    // word ("ürün" in product reviews) can have a high c-TF-IDF in every large topic, yet says nothing about
    // what sets the topic apart.
    const outside = rest > 0 ? ((all.df[t] as number) - (own.df[t] as number)) / rest : 0;
    const share = (own.df[t] as number) / own.size;
    if (share <= outside) continue;
    // Weighted by how concentrated the term is in the topic (1 − outside share / own share): a word that is
    // merely more common here than elsewhere ("kullanıyorum", "aldım" in product reviews) otherwise names half
    // the topics. On the Turkish store reviews this raised the share of distinct phrases from 76 % to 96 %.
    score[t] = (tf[t] as number) * Math.log(1 + average / (all.tf[t] as number)) * (1 - outside / share);
    sum += score[t] as number;
  }
  if (sum === 0) return [];
  // A bigram is a candidate only when its words qualify too: "ürün kargo" is no better a phrase than "kargo"
  // when "ürün" is in every review.
  const candidate = Uint8Array.from(score, (v, t) => (v > 0 && corpus.parts[t]?.every((p) => (score[p] as number) > 0) ? 1 : 0));
  const absorbed = new Uint8Array(tf.length);
  const effective = Float64Array.from(score);
  for (let t = 0; t < tf.length; t++) {
    const parts = corpus.parts[t] as readonly number[];
    if (!candidate[t] || parts.length < 2) continue;
    for (const p of parts) {
      if ((tf[t] as number) >= BIGRAM_SHARE * (tf[p] as number)) {
        absorbed[p] = 1;
        effective[t] = Math.max(effective[t] as number, score[p] as number);
      }
    }
  }
  const order: number[] = [];
  for (let t = 0; t < tf.length; t++) if (candidate[t] && !absorbed[t] && showable(corpus.phrases[t] as string)) order.push(t);
  order.sort((a, b) => (effective[b] as number) - (effective[a] as number) || a - b);
  const chosen: number[] = [];
  for (const t of order) {
    if (chosen.length >= max) break;
    // Skip phrases that contain or are contained in a chosen one ("kargo" next to "kargo geç"), and phrases
    // that read the same as a chosen one (the same words keyed as Turkish in one document, English in another).
    const words = corpus.parts[t] as readonly number[];
    const overlaps = chosen.some((c) => {
      const other = corpus.parts[c] as readonly number[];
      if (corpus.phrases[c] === corpus.phrases[t]) return true;
      return words.every((w) => other.includes(w)) || other.every((w) => words.includes(w));
    });
    if (!overlaps) chosen.push(t);
  }
  return chosen.map((t) => ({ phrase: corpus.phrases[t] as string, score: (effective[t] as number) / sum }));
}

const LETTER_RE = /\p{L}/u;

/**
 * Whether a phrase may name a topic: no placeholder ("xxurl"), and every word of two or more characters with a
 * letter. The vocabulary already leaves such words out; this keeps that promise where phrases are shown.
 */
function showable(phrase: string): boolean {
  return isDisplayTerm(phrase) && phrase.split(' ').every((w) => [...w].length >= 2 && LETTER_RE.test(w));
}
