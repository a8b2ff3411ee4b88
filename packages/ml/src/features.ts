import { ColumnExtractor } from './columns.js';
import { BucketCounts } from './counts.js';
import { DEFAULT_FEATURE_CONFIG, type FeatureConfig, countFeatures, tokensOf, visitFeatures } from './extract.js';
import type { TextInput } from './input.js';

export { DEFAULT_FEATURE_CONFIG, extractCounts, type FeatureConfig } from './extract.js';

/** 1 + ln tf for small counts (index tf; tf 1 gives exactly 1), the same values {@link Vectorizer} computes. */
const SUBLINEAR_TF = Float64Array.from({ length: 256 }, (_, t) => (t <= 1 ? 1 : 1 + Math.log(t)));

/** A sparse vector: distinct column indices (in extraction order, not sorted) with their values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/**
 * TF-IDF over hashed features. Only buckets seen in training (df ≥ minDf) get a column, so the classifier's
 * weight matrix scales with the training vocabulary, not with 2^hashBits.
 */
export class Vectorizer {
  /** Column → hash bucket, increasing. */
  readonly buckets: Int32Array;
  /** Column → IDF. */
  readonly idf: Float32Array;
  /** Bucket → column, −1 when unknown. A flat table over all 2^(hashBits+1) buckets (8 MB at 20 bits) is several
   * times faster to probe than a Map, and prediction probes it once per extracted feature. */
  private readonly column: Int32Array;
  /** First column holding a character n-gram (buckets ≥ 2^hashBits). */
  private readonly firstCharColumn: number;
  /** Prediction's extraction straight to columns with a per-token cache; null for settings it does not cover. */
  private readonly extractor: ColumnExtractor | null;
  /** Scratch table and buffers reused by {@link transform}. */
  private readonly counts = new BucketCounts();
  private scratchBuckets = new Int32Array(1024);
  private scratchTf = new Int32Array(1024);
  private scratchColumns = new Int32Array(1024);
  private scratchValues = new Float64Array(1024);
  private scratchWeighed = new Float32Array(1024);

  constructor(
    readonly config: FeatureConfig,
    buckets: Int32Array,
    idf: Float32Array,
  ) {
    this.buckets = buckets;
    this.idf = idf;
    this.column = new Int32Array(2 ** (config.hashBits + 1)).fill(-1);
    for (let c = 0; c < buckets.length; c++) this.column[buckets[c] as number] = c;
    let first = 0;
    while (first < buckets.length && (buckets[first] as number) < 2 ** config.hashBits) first++;
    this.firstCharColumn = first;
    this.extractor = ColumnExtractor.create(config, this.column, idf);
  }

  /** Number of columns (features kept after fitting). */
  get size(): number {
    return this.buckets.length;
  }

  /**
   * Fits document frequencies on training texts. IDF is scikit-learn's smoothed form, ln((1+n)/(1+df)) + 1,
   * so figures stay comparable with the TF-IDF baselines.
   */
  static fit(texts: readonly TextInput[], config: FeatureConfig = DEFAULT_FEATURE_CONFIG): Vectorizer {
    return Vectorizer.fitTransform(texts, config).vectorizer;
  }

  /**
   * {@link fit} and {@link transform} of the training texts in one pass (features are extracted once). Also
   * returns the surface string of every word and bigram bucket (first occurrence), so a model can name its
   * strongest features ("keyword cloud") although features are hashed.
   */
  static fitTransform(
    texts: readonly TextInput[],
    config: FeatureConfig = DEFAULT_FEATURE_CONFIG,
  ): { vectorizer: Vectorizer; vectors: SparseVector[]; names: Map<number, string> } {
    const names = new Map<number, string>();
    const counts = new BucketCounts();
    // Document frequencies in a flat table over the bucket space: one increment per distinct feature, no Map.
    const df = new Int32Array(2 ** (config.hashBits + 1));
    const docs = texts.map((input) => {
      const tokens = tokensOf(input, config.language);
      counts.clear();
      visitFeatures(
        input,
        config,
        (h, kind, segment, from, to) => {
          counts.add(h);
          if ((kind === 'word' || kind === 'bigram') && !names.has(h)) {
            const seg = tokens[segment] ?? [];
            names.set(h, from === to ? (seg[from]?.text ?? '') : `${seg[from]?.text ?? ''} ${seg[to]?.text ?? ''}`);
          }
        },
        tokens,
      );
      const doc = { buckets: new Int32Array(counts.size), tf: new Int32Array(counts.size) };
      for (let i = 0; i < counts.size; i++) {
        const b = counts.bucketAt(i);
        doc.buckets[i] = b;
        doc.tf[i] = counts.countAt(i);
        df[b] = (df[b] as number) + 1;
      }
      return doc;
    });
    let kept = 0;
    for (let b = 0; b < df.length; b++) if ((df[b] as number) >= Math.max(1, config.minDf)) kept++;
    const buckets = new Int32Array(kept);
    const idf = new Float32Array(kept);
    const n = texts.length;
    let c = 0;
    for (let b = 0; b < df.length; b++) {
      const d = df[b] as number;
      if (d < Math.max(1, config.minDf)) continue;
      buckets[c] = b;
      idf[c++] = Math.log((1 + n) / (1 + d)) + 1;
    }
    const vectorizer = new Vectorizer(config, buckets, idf);
    return { vectorizer, vectors: docs.map((d) => vectorizer.weighOwned(d.buckets, d.tf, d.buckets.length)), names };
  }

  /** Sublinear TF (1 + ln tf) × IDF, L2-normalised. Unknown buckets are ignored. */
  transform(input: TextInput): SparseVector {
    const v = this.transientTransform(input);
    return { indices: v.indices.slice(), values: v.values.slice() };
  }

  /**
   * {@link transform} into buffers that the next call overwrites: for prediction, which uses the vector at once
   * and would otherwise allocate two arrays per document.
   */
  transientTransform(input: TextInput): SparseVector {
    const x = this.extractor;
    if (x !== null) {
      x.count(input);
      return this.weighExtracted(x);
    }
    const counts = this.counts;
    counts.clear();
    countFeatures(input, this.config, counts);
    const n = counts.size;
    this.reserve(n);
    for (let i = 0; i < n; i++) {
      this.scratchBuckets[i] = counts.bucketAt(i);
      this.scratchTf[i] = counts.countAt(i);
    }
    return this.weighArrays(this.scratchBuckets, this.scratchTf, n);
  }

  private reserve(n: number): void {
    if (this.scratchBuckets.length >= n) return;
    this.scratchBuckets = new Int32Array(n * 2);
    this.scratchTf = new Int32Array(n * 2);
  }

  /** Column of a hash bucket, −1 when the bucket was not seen in training. */
  columnOf(bucket: number): number {
    return this.column[bucket] ?? -1;
  }

  /** Weighs raw counts (bucket → count) like {@link transform}. */
  weigh(counts: ReadonlyMap<number, number>): SparseVector {
    return this.weighOwned(Int32Array.from(counts.keys()), Int32Array.from(counts.values()), counts.size);
  }

  private weighOwned(buckets: Int32Array, tf: Int32Array, count: number): SparseVector {
    const v = this.weighArrays(buckets, tf, count);
    return { indices: v.indices.slice(), values: v.values.slice() };
  }

  /**
   * {@link weighArrays} of what the extractor counted last (same arithmetic, same order), reading its columns and
   * IDFs in place; the indices are a view of the extractor's buffer.
   */
  private weighExtracted(x: ColumnExtractor): SparseVector {
    const n = x.size;
    if (this.scratchValues.length < n) {
      this.scratchValues = new Float64Array(n * 2);
      this.scratchWeighed = new Float32Array(n * 2);
    }
    const cols = x.columns;
    const idfs = x.idfs;
    const raw = this.scratchValues;
    let wordSq = 0;
    let charSq = 0;
    const split = this.config.normalizeBlocks ? this.firstCharColumn : Infinity;
    for (let i = 0; i < n; i++) {
      const t = x.countAt(i);
      const v = (t < SUBLINEAR_TF.length ? (SUBLINEAR_TF[t] as number) : 1 + Math.log(t)) * (idfs[i] as number);
      raw[i] = v;
      if ((cols[i] as number) < split) wordSq += v * v;
      else charSq += v * v;
    }
    return this.unitBlocks(cols, n, split, wordSq, charSq);
  }

  private weighArrays(buckets: Int32Array, tf: Int32Array, count: number): SparseVector {
    // Columns stay in extraction order (deterministic): nothing downstream needs them sorted, and sorting was the
    // costliest step of prediction. The result is a view of scratch buffers (callers that keep it copy it).
    if (this.scratchColumns.length < count) {
      this.scratchColumns = new Int32Array(count * 2);
      this.scratchValues = new Float64Array(count * 2);
      this.scratchWeighed = new Float32Array(count * 2);
    }
    const cols = this.scratchColumns;
    const raw = this.scratchValues;
    let n = 0;
    let wordSq = 0;
    let charSq = 0;
    const split = this.config.normalizeBlocks ? this.firstCharColumn : Infinity;
    for (let i = 0; i < count; i++) {
      const c = this.column[buckets[i] as number] as number;
      if (c < 0) continue;
      const t = tf[i] as number;
      const v = (t === 1 ? 1 : 1 + Math.log(t)) * (this.idf[c] as number);
      cols[n] = c;
      raw[n++] = v;
      if (c < split) wordSq += v * v;
      else charSq += v * v;
    }
    return this.unitBlocks(cols, n, split, wordSq, charSq);
  }

  /**
   * The weighed values in `scratchValues` scaled so that the word block [0, split) and the character block have unit
   * length each (or jointly when not split); a view of scratch buffers.
   */
  private unitBlocks(cols: Int32Array, n: number, split: number, wordSq: number, charSq: number): SparseVector {
    const raw = this.scratchValues;
    const wordScale = wordSq > 0 ? 1 / Math.sqrt(wordSq) : 0;
    const charScale = charSq > 0 ? 1 / Math.sqrt(charSq) : 0;
    const values = this.scratchWeighed;
    for (let i = 0; i < n; i++) values[i] = (raw[i] as number) * ((cols[i] as number) < split ? wordScale : charScale);
    return { indices: cols.subarray(0, n), values: values.subarray(0, n) };
  }
}
