import type { Language } from '../text.js';
import { assignNearest, centroidsOf, compact, sphericalKMeans } from './kmeans.js';
import { mergeClusters } from './merge.js';
import { type KeyPhrase, keyPhrases } from './phrases.js';
import { type Corpus, type TermVector, buildCorpus } from './vocabulary.js';

export type { KeyPhrase } from './phrases.js';

export interface TopicDocument {
  id: string;
  text: string;
}

export interface TopicOptions {
  /** 'auto' (default) decides Turkish or English per document. */
  language?: Language;
  /** Upper bound on the number of topics (default 10); the largest themes are kept. */
  maxTopics?: number;
  /**
   * Minimum cosine similarity (0..1) between a document's TF-IDF vector and its topic's centroid; documents
   * below it everywhere are outliers. Default 0.1: a short text sharing one characteristic word with a topic
   * scores about that. Raise it (0.2–0.3) for tighter topics and more outliers.
   */
  similarityThreshold?: number;
  /** Smaller topics are dissolved (default: 1 % of the documents, at least 2). */
  minTopicSize?: number;
  /** Seed of the clustering; equal input, options and seed give an identical result. Default 1. */
  seed?: number;
  /** Key phrases per topic (default 5). */
  maxKeyPhrases?: number;
  /** Extra stopwords, added to the small built-in Turkish and English lists. */
  stopwords?: Iterable<string>;
}

export interface Topic {
  /** 0..k−1 in the order of `topics` (largest first). */
  id: number;
  /** The leading key phrases joined by " / ", e.g. "kargo / geç geldi". */
  label: string;
  keyPhrases: KeyPhrase[];
  /** Member ids in input order. */
  documentIds: string[];
  /** The member closest to the topic's centroid. */
  representativeId: string;
  size: number;
}

export interface TopicResult {
  /** Sorted by size, largest first (ties: the topic whose first document comes first). */
  topics: Topic[];
  /** Documents in no topic, in input order: too far from every topic, or without any shared content word. */
  outlierIds: string[];
}

/**
 * Clusters whose centred centroids (see {@link mergeClusters}) have at least this cosine are merged. One theme
 * split by k-means scored 0.25–0.3 on the test fixtures, unrelated themes below 0; on real corpora results hardly
 * change between 0 and 0.25.
 */
const MERGE_SIMILARITY = 0.15;
/**
 * k-means makes 3 × maxTopics clusters (at least √n / 2), so that themes of different sizes each get some, but
 * no more than this: merging them is quadratic in their number.
 */
const MAX_CLUSTERS = 500;
/** Reassignment rounds after merging (k-means steps with outliers and size limits); it converges in a few. */
const REFINE_ROUNDS = 10;

/**
 * Finds the main themes ("root causes") in a set of short texts, e.g. the complaints of one category.
 *
 * Documents become TF-IDF vectors over word keys (light stemming, so "kargom"/"kargoyu" match) and bigrams.
 * Seeded spherical k-means over-clusters them, so that themes of very different sizes each get clusters (k-means
 * with k set to the wanted count splits big themes and lumps small ones). Clusters with alike centroids are
 * merged, and related ones further while there are more than `maxTopics`. Then the largest `maxTopics` clusters
 * of at least `minTopicSize` documents are kept, and every document moves to its nearest centroid, or to the
 * outliers when that is below `similarityThreshold`, until nothing moves. Key phrases come from class-based
 * TF-IDF; labels are the leading key phrases.
 *
 * Deterministic: the same documents (in the same order) with the same options give the same result.
 * Throws an Error on duplicate ids and a RangeError on invalid options. 10,000 tweets take about 1–1.5 s of CPU.
 */
export function topics(documents: readonly TopicDocument[], options: TopicOptions = {}): TopicResult {
  const ids = new Set<string>();
  for (const d of documents) {
    if (ids.has(d.id)) throw new Error(`Duplicate document id: ${d.id}`);
    ids.add(d.id);
  }
  const n = documents.length;
  const maxTopics = options.maxTopics ?? 10;
  const threshold = options.similarityThreshold ?? 0.1;
  const minSize = options.minTopicSize ?? Math.max(2, Math.floor(n / 100));
  const maxKeyPhrases = options.maxKeyPhrases ?? 5;
  const seed = options.seed ?? 1;
  positiveInteger('maxTopics', maxTopics);
  positiveInteger('minTopicSize', minSize);
  positiveInteger('maxKeyPhrases', maxKeyPhrases);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!(threshold >= 0 && threshold <= 1)) throw new RangeError(`similarityThreshold must be in 0..1, got ${threshold}`);
  if (n === 0) return { topics: [], outlierIds: [] };

  const corpus = buildCorpus(
    documents.map((d) => d.text),
    { language: options.language ?? 'auto', stopwords: options.stopwords ?? [], minDf: 2 },
  );
  const dim = corpus.phrases.length;
  const m = corpus.vectors.reduce((s, v) => s + (v.ids.length > 0 ? 1 : 0), 0);
  const k0 = Math.min(m, MAX_CLUSTERS, Math.max(3 * maxTopics, Math.ceil(Math.sqrt(m) / 2)));
  const km = sphericalKMeans(corpus.vectors, dim, k0, seed);
  const merged = mergeClusters(corpus.vectors, km.assign, km.k, MERGE_SIMILARITY, maxTopics);
  const final = refine(corpus.vectors, merged.assign, merged.k, dim, { threshold, minSize, maxTopics });
  return assemble(documents, corpus, final, maxKeyPhrases);
}

function positiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

interface Limits {
  threshold: number;
  minSize: number;
  maxTopics: number;
}

interface Clustering {
  assign: Int32Array;
  /** Cosine of each member to its cluster's centroid. */
  similarity: Float64Array;
  k: number;
}

/**
 * Lloyd steps restricted to the clusters that may stay (the `maxTopics` largest of at least `minSize`), with
 * documents below the threshold set aside as outliers. Dropped clusters' documents find the nearest remaining
 * topic or become outliers.
 */
function refine(vectors: readonly TermVector[], start: Int32Array, k: number, dim: number, limits: Limits): Clustering {
  let assign: Int32Array = start;
  let similarity: Float64Array = new Float64Array(vectors.length);
  for (let round = 0; round < REFINE_ROUNDS; round++) {
    const sizes = sizesOf(assign, k);
    const keep = [...sizes.keys()].filter((c) => (sizes[c] as number) >= limits.minSize);
    keep.sort((a, b) => (sizes[b] as number) - (sizes[a] as number) || a - b);
    const live = new Uint8Array(k);
    for (const c of keep.slice(0, limits.maxTopics)) live[c] = 1;
    const members = assign.map((c) => (c >= 0 && live[c] === 1 ? c : -1));
    const next = assignNearest(vectors, centroidsOf(vectors, members, k, dim), limits.threshold, live);
    const moved = next.assign.some((c, i) => c !== assign[i]);
    assign = next.assign;
    similarity = next.similarity;
    if (!moved) break;
  }
  // Only reachable when the rounds ran out: a cluster that shrank below the minimum in the last round.
  const sizes = sizesOf(assign, k);
  const out = compact(assign.map((c) => (c >= 0 && (sizes[c] as number) >= limits.minSize ? c : -1)));
  return { assign: out.assign, similarity, k: out.k };
}

function sizesOf(assign: Int32Array, k: number): Int32Array {
  const sizes = new Int32Array(k);
  for (const c of assign) if (c >= 0) sizes[c] = (sizes[c] as number) + 1;
  return sizes;
}

/** Up to three leading phrases, fewer when they would make the label longer than four words. */
function labelOf(phrases: readonly KeyPhrase[]): string {
  const parts: string[] = [];
  let words = 0;
  for (const { phrase } of phrases.slice(0, 3)) {
    const w = phrase.split(' ').length;
    if (parts.length > 0 && words + w > 4) break;
    parts.push(phrase);
    words += w;
  }
  return parts.join(' / ');
}

function assemble(documents: readonly TopicDocument[], corpus: Corpus, final: Clustering, maxKeyPhrases: number): TopicResult {
  const groups: number[][] = Array.from({ length: final.k }, () => []);
  const outliers: number[] = [];
  final.assign.forEach((c, doc) => (c >= 0 ? (groups[c] as number[]).push(doc) : outliers.push(doc)));
  groups.sort((a, b) => b.length - a.length || (a[0] as number) - (b[0] as number));
  const phrases = keyPhrases(corpus, groups, outliers, maxKeyPhrases);
  const idOf = (doc: number): string => (documents[doc] as TopicDocument).id;
  const result = groups.map((docs, id): Topic => {
    let representative = docs[0] as number;
    for (const d of docs) if ((final.similarity[d] as number) > (final.similarity[representative] as number)) representative = d;
    const kp = phrases[id] as KeyPhrase[];
    return {
      id,
      label: labelOf(kp),
      keyPhrases: kp,
      documentIds: docs.map(idOf),
      representativeId: idOf(representative),
      size: docs.length,
    };
  });
  return { topics: result, outlierIds: outliers.map(idOf) };
}
