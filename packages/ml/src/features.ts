import { fmix32, fnvStep, hashString } from './hash.js';
import { foldDiacritics, type Language, normalizeText, tokenize } from './text.js';

/** Feature-extraction settings; saved with the model so prediction extracts exactly what training saw. */
export interface FeatureConfig {
  /** log2 of the hashing space. 20 → 1,048,576 buckets, so collisions are rare for corpora this size. */
  hashBits: number;
  /** Largest word n-gram (1 = unigrams, 2 = uni- and bi-grams). */
  maxWordNgram: number;
  /** Character n-gram lengths inside word boundaries (like scikit-learn's `char_wb`); max 0 disables them. */
  minCharNgram: number;
  maxCharNgram: number;
  /** Add diacritic-folded variants ("urun" for "ürün") as extra features. */
  foldDiacritics: boolean;
  language: Language;
  /** Features seen in fewer training documents are dropped; keeps the model small. */
  minDf: number;
  /**
   * L2-normalise the word block and the character block separately (each to length 1), as stacking two
   * scikit-learn TF-IDF vectorizers does. Otherwise the far more numerous character n-grams drown the words.
   */
  normalizeBlocks: boolean;
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  hashBits: 20,
  maxWordNgram: 2,
  minCharNgram: 2,
  maxCharNgram: 5,
  foldDiacritics: true,
  language: 'auto',
  minDf: 1,
  normalizeBlocks: true,
};

/** A sparse vector: distinct column indices (in extraction order, not sorted) with their values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

// Different seeds keep the namespaces apart: the word "ab" and the character bigram "ab" hash differently.
const SEED_WORD = 0x811c9dc5;
const SEED_BIGRAM = 0x9e3779b9;
const SEED_CHAR = 0x7f4a7c15;

function addCharNgrams(word: string, cfg: FeatureConfig, mask: number, counts: Map<number, number>): void {
  // Padding with spaces marks word starts and ends, as scikit-learn's char_wb does. All n-grams starting at one
  // position share a prefix, so one incremental FNV pass hashes them all without slicing strings.
  const len = word.length + 2;
  const at = (i: number): number => (i === 0 || i === len - 1 ? 32 : word.charCodeAt(i - 1));
  for (let i = 0; i + cfg.minCharNgram <= len; i++) {
    let state = SEED_CHAR;
    const end = Math.min(len, i + cfg.maxCharNgram);
    for (let j = i; j < end; j++) {
      state = fnvStep(state, at(j));
      if (j - i + 1 >= cfg.minCharNgram) {
        // Character n-grams live in the upper half of the bucket space, so their columns sort after the words'.
        const h = (fmix32(state) & mask) + mask + 1;
        counts.set(h, (counts.get(h) ?? 0) + 1);
      }
    }
  }
}

/**
 * Raw hashed term counts of one text: word uni/bi-grams, char n-grams within words, and folded variants.
 * Returns bucket → count.
 */
export function extractCounts(text: string, cfg: FeatureConfig): Map<number, number> {
  const mask = (1 << cfg.hashBits) - 1;
  const tokens = tokenize(normalizeText(text, cfg.language));
  const counts = new Map<number, number>();
  const add = (h: number): void => {
    counts.set(h & mask, (counts.get(h & mask) ?? 0) + 1);
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as string;
    add(hashString(tok, SEED_WORD));
    if (cfg.maxWordNgram >= 2 && i + 1 < tokens.length) add(hashString(`${tok} ${tokens[i + 1] as string}`, SEED_BIGRAM));
    if (cfg.maxCharNgram > 0) addCharNgrams(tok, cfg, mask, counts);
    if (cfg.foldDiacritics) {
      const folded = foldDiacritics(tok);
      if (folded !== tok) {
        // Same namespace as plain words, so "urun" typed without diacritics meets "ürün" folded.
        add(hashString(folded, SEED_WORD));
        if (cfg.maxCharNgram > 0) addCharNgrams(folded, cfg, mask, counts);
      }
    }
  }
  return counts;
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
  }

  /** Number of columns (features kept after fitting). */
  get size(): number {
    return this.buckets.length;
  }

  /**
   * Fits document frequencies on training texts. IDF is scikit-learn's smoothed form, ln((1+n)/(1+df)) + 1,
   * so figures stay comparable with the TF-IDF baselines.
   */
  static fit(texts: readonly string[], config: FeatureConfig = DEFAULT_FEATURE_CONFIG): Vectorizer {
    return Vectorizer.fitTransform(texts, config).vectorizer;
  }

  /** {@link fit} and {@link transform} of the training texts in one pass (features are extracted once). */
  static fitTransform(
    texts: readonly string[],
    config: FeatureConfig = DEFAULT_FEATURE_CONFIG,
  ): { vectorizer: Vectorizer; vectors: SparseVector[] } {
    const docs = texts.map((t) => extractCounts(t, config));
    const df = new Map<number, number>();
    for (const d of docs) for (const h of d.keys()) df.set(h, (df.get(h) ?? 0) + 1);
    const kept = [...df.entries()].filter(([, d]) => d >= config.minDf).sort((a, b) => a[0] - b[0]);
    const buckets = new Int32Array(kept.length);
    const idf = new Float32Array(kept.length);
    const n = texts.length;
    kept.forEach(([h, d], c) => {
      buckets[c] = h;
      idf[c] = Math.log((1 + n) / (1 + d)) + 1;
    });
    const vectorizer = new Vectorizer(config, buckets, idf);
    return { vectorizer, vectors: docs.map((d) => vectorizer.weigh(d)) };
  }

  /** Sublinear TF (1 + ln tf) × IDF, L2-normalised. Unknown buckets are ignored. */
  transform(text: string): SparseVector {
    return this.weigh(extractCounts(text, this.config));
  }

  private weigh(counts: Map<number, number>): SparseVector {
    // Columns stay in extraction order (deterministic, as Map iteration is insertion-ordered): nothing downstream
    // needs them sorted, and sorting was the costliest step of prediction.
    const indices = new Int32Array(counts.size);
    const raw = new Float64Array(counts.size);
    let n = 0;
    let wordSq = 0;
    let charSq = 0;
    const split = this.config.normalizeBlocks ? this.firstCharColumn : Infinity;
    for (const [h, tf] of counts) {
      const c = this.column[h] as number;
      if (c < 0) continue;
      const v = (1 + Math.log(tf)) * (this.idf[c] as number);
      indices[n] = c;
      raw[n++] = v;
      if (c < split) wordSq += v * v;
      else charSq += v * v;
    }
    // Word block [0, split) and character block are scaled to unit length each (or jointly when not split).
    const wordScale = wordSq > 0 ? 1 / Math.sqrt(wordSq) : 0;
    const charScale = charSq > 0 ? 1 / Math.sqrt(charSq) : 0;
    const values = new Float32Array(n);
    for (let i = 0; i < n; i++) values[i] = (raw[i] as number) * ((indices[i] as number) < split ? wordScale : charScale);
    return { indices: indices.slice(0, n), values };
  }
}
