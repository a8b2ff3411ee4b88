import type { Language } from '../text.js';
import { sphericalKMeans } from './kmeans.js';
import { mergeClusters } from './merge.js';
import { type KeyPhrase, keyPhrases } from './phrases.js';
import { type CancelSignal, Progress } from './progress.js';
import { type Clustering, refine } from './refine.js';
import { type Corpus, buildCorpus } from './vocabulary.js';

export type { KeyPhrase } from './phrases.js';
export { TopicsCancelledError, type CancelSignal } from './progress.js';

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
  /**
   * Built-in stopwords to keep as content words (an operator's removals from the list); language detection still
   * uses the full built-in lists. `stopwords` win over these.
   */
  keepWords?: Iterable<string>;
  /**
   * Called with the share of the work done (0..1, never decreasing, at most about 100 times; the last call is 1)
   * as the stages advance: reading the words, seeding, k-means iterations, merging, refinement, key phrases.
   */
  onProgress?: (fraction: number) => void;
  /**
   * Checked between stages and iterations; once `aborted` is true the run throws {@link TopicsCancelledError}.
   * An AbortSignal fits, or a plain object a worker sets from its message handler.
   */
  signal?: CancelSignal;
}

export interface Topic {
  /** 0..k−1 in the order of `topics` (largest first). */
  id: number;
  /** The leading key phrases joined by " / ", e.g. "kargo / geç geldi". */
  label: string;
  keyPhrases: KeyPhrase[];
  /** Member ids in input order. */
  documentIds: string[];
  /** Cosine similarity (0..1) of each member to the topic's centroid, in `documentIds` order. */
  similarities: number[];
  /** The member closest to the topic's centroid (`representativeIds[0]`). */
  representativeId: string;
  /** Up to three members closest to the centroid, closest first (ties: input order). */
  representativeIds: string[];
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
/** Representative documents per topic. */
const REPRESENTATIVES = 3;

/**
 * Finds the main themes ("root causes") in a set of short texts, e.g. the complaints of one category.
 *
 * Documents become TF-IDF vectors over word keys (light stemming, so "kargom"/"kargoyu" match) and bigrams.
 * Seeded spherical k-means over-clusters them, so that themes of very different sizes each get clusters (k-means
 * with k set to the wanted count splits big themes and lumps small ones). Clusters with alike centroids are
 * merged, and related ones further while there are more than `maxTopics`. Then the largest `maxTopics` clusters
 * of at least `minTopicSize` documents are kept, and every document moves to its nearest centroid, or to the
 * outliers when that is below `similarityThreshold`, until nothing moves. Key phrases come from class-based
 * TF-IDF; labels are the leading key phrases. A topic left without any key phrase (nothing sets it apart) is
 * dissolved into the outliers: a topic nobody can name is no root cause.
 *
 * Deterministic: the same documents (in the same order) with the same options give the same result.
 * Throws an Error on duplicate ids, a RangeError on invalid options and {@link TopicsCancelledError} when
 * cancelled. 10,000 tweets take about 0.6 s of CPU, 100,000 about 8–10 s (see the README's benchmark).
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
  const progress = new Progress(options.onProgress, options.signal);
  progress.at('vectorise', 0);
  if (n === 0) {
    progress.at('phrases', 1);
    return { topics: [], outlierIds: [] };
  }

  const corpus = buildCorpus(
    documents.map((d) => d.text),
    { language: options.language ?? 'auto', stopwords: options.stopwords ?? [], keepWords: options.keepWords ?? [], minDf: 2 },
    progress,
  );
  const dim = corpus.phrases.length;
  const m = corpus.vectors.reduce((s, v) => s + (v.ids.length > 0 ? 1 : 0), 0);
  const k0 = Math.min(m, MAX_CLUSTERS, Math.max(3 * maxTopics, Math.ceil(Math.sqrt(m) / 2)));
  const km = sphericalKMeans(corpus.vectors, dim, k0, seed, undefined, progress);
  progress.at('merge', 0);
  const merged = mergeClusters(corpus.vectors, km.assign, km.k, MERGE_SIMILARITY, maxTopics, progress);
  progress.at('refine', 0);
  const final = refine(corpus.vectors, merged.assign, merged.k, dim, { threshold, minSize, maxTopics }, progress);
  progress.at('phrases', 0);
  const result = assemble(documents, corpus, final, maxKeyPhrases);
  progress.at('phrases', 1);
  return result;
}

function positiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
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

/** Members sorted by their similarity to the centroid, highest first, ties in input order. */
function closestFirst(docs: readonly number[], similarity: Float64Array): number[] {
  return [...docs].sort((a, b) => (similarity[b] as number) - (similarity[a] as number) || a - b);
}

/**
 * Groups documents per topic, names topics by their key phrases and orders them by size. Topics without key
 * phrases join the outliers and the phrases are computed again, since outliers are the background the other
 * topics' phrases are measured against.
 */
function assemble(documents: readonly TopicDocument[], corpus: Corpus, final: Clustering, maxKeyPhrases: number): TopicResult {
  let groups: number[][] = Array.from({ length: final.k }, () => []);
  const outliers: number[] = [];
  final.assign.forEach((c, doc) => (c >= 0 ? (groups[c] as number[]).push(doc) : outliers.push(doc)));
  groups.sort((a, b) => b.length - a.length || (a[0] as number) - (b[0] as number));
  let phrases = keyPhrases(corpus, groups, outliers, maxKeyPhrases);
  if (phrases.some((p) => p.length === 0)) {
    groups = groups.filter((docs, g) => {
      if ((phrases[g] as KeyPhrase[]).length > 0) return true;
      outliers.push(...docs);
      return false;
    });
    outliers.sort((a, b) => a - b);
    phrases = keyPhrases(corpus, groups, outliers, maxKeyPhrases);
  }
  const idOf = (doc: number): string => (documents[doc] as TopicDocument).id;
  const topicList = groups.flatMap((docs, g): Topic[] => {
    const kp = phrases[g] as KeyPhrase[];
    // A second pass can, in theory, leave another topic without phrases; it then joins the outliers too.
    if (kp.length === 0) {
      outliers.push(...docs);
      return [];
    }
    const representatives = closestFirst(docs, final.similarity).slice(0, REPRESENTATIVES).map(idOf);
    return [
      {
        id: 0,
        label: labelOf(kp),
        keyPhrases: kp,
        documentIds: docs.map(idOf),
        similarities: docs.map((d) => final.similarity[d] as number),
        representativeId: representatives[0] as string,
        representativeIds: representatives,
        size: docs.length,
      },
    ];
  });
  topicList.forEach((t, id) => (t.id = id));
  outliers.sort((a, b) => a - b);
  return { topics: topicList, outlierIds: outliers.map(idOf) };
}
