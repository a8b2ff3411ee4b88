import { BucketCounts } from './counts.js';
import { fmix32, fnvRun, fnvStep, hashString } from './hash.js';
import { type Segment, type Speaker, type TextInput, segmentsOf } from './input.js';
import { guessLanguage } from './language/guess.js';
import { stemmerFor } from './language/stem.js';
import { analyze, foldDiacritics, type Language, type Token } from './text.js';

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
  /**
   * For dialogues: also emit each turn's words and bigrams tagged with the speaker, and the opening customer
   * turn's words tagged as the opening (it usually states the contact reason). Plain words are emitted too, so
   * what is shared across speakers is still learnt once.
   */
  speakerFeatures: boolean;
  /**
   * Add each word's stem (Snowball: Turkish or English, picked by `language` or guessed per text when `auto`) as
   * an extra feature. Off by default: measured on the Turkish sets, character n-grams already capture suffixes
   * and stems cost about half a point; they help when there are very few examples per label.
   */
  stems: boolean;
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
  speakerFeatures: true,
  stems: false,
};

/** The kind of a feature, for explanations. */
export type FeatureKind = 'word' | 'bigram' | 'char' | 'speaker' | 'opening' | 'stem';

/**
 * Receives one feature occurrence: its bucket, and where it came from — the segment (turn) index and the first
 * and last token index within that segment.
 */
export type FeatureVisitor = (bucket: number, kind: FeatureKind, segment: number, from: number, to: number) => void;

// Different seeds keep the namespaces apart: the word "ab" and the character bigram "ab" hash differently.
export const SEED_WORD = 0x811c9dc5;
export const SEED_BIGRAM = 0x9e3779b9;
const SEED_CHAR = 0x7f4a7c15;
export const SEED_SPEAKER: Readonly<Record<Speaker, number>> = { customer: 0x1b873593, agent: 0xcc9e2d51, bot: 0x27d4eb2f };
export const SEED_OPENING = 0x165667b1;
const SEED_STEM = 0x2545f491;

// One cached stemmer per language for the whole process (stemmers keep their own bounded caches).
const stemmers = new Map<string, ((token: string) => string) | null>();
function stemmerOf(language: string): ((token: string) => string) | null {
  let stem = stemmers.get(language);
  if (stem === undefined) {
    stem = stemmerFor(language);
    stemmers.set(language, stem);
  }
  return stem;
}

function visitCharNgrams(word: string, cfg: FeatureConfig, mask: number, visit: FeatureVisitor, seg: number, tok: number): void {
  // Padding with spaces marks word starts and ends, as scikit-learn's char_wb does. All n-grams starting at one
  // position share a prefix, so one incremental FNV pass hashes them all without slicing strings.
  const len = word.length + 2;
  for (let i = 0; i + cfg.minCharNgram <= len; i++) {
    let state = SEED_CHAR;
    const end = Math.min(len, i + cfg.maxCharNgram);
    for (let j = i; j < end; j++) {
      state = fnvStep(state, j === 0 || j === len - 1 ? 32 : word.charCodeAt(j - 1));
      // Character n-grams live in the upper half of the bucket space, so their columns sort after the words'.
      if (j - i + 1 >= cfg.minCharNgram) visit((fmix32(state) & mask) + mask + 1, 'char', seg, tok, tok);
    }
  }
}

function visitSegment(seg: Segment, tokens: readonly Token[], opening: boolean, cfg: FeatureConfig, visit: FeatureVisitor): void {
  const mask = (1 << cfg.hashBits) - 1;
  const s = seg.index;
  const speakerSeed = cfg.speakerFeatures && seg.speaker !== null ? SEED_SPEAKER[seg.speaker] : 0;
  const stem = cfg.stems ? stemmerOf(cfg.language === 'auto' ? guessLanguage(seg.text).language : cfg.language) : null;
  for (let i = 0; i < tokens.length; i++) {
    const tok = (tokens[i] as Token).text;
    visit(hashString(tok, SEED_WORD) & mask, 'word', s, i, i);
    if (stem !== null) {
      const root = stem(tok);
      if (root !== tok) visit(hashString(root, SEED_STEM) & mask, 'stem', s, i, i);
    }
    if (speakerSeed !== 0) visit(hashString(tok, speakerSeed) & mask, 'speaker', s, i, i);
    if (opening) visit(hashString(tok, SEED_OPENING) & mask, 'opening', s, i, i);
    if (cfg.maxWordNgram >= 2 && i + 1 < tokens.length) {
      // Hashing "tok next" incrementally instead of building the string: bigrams were the main garbage source.
      const next = (tokens[i + 1] as Token).text;
      visit(fmix32(fnvRun(fnvStep(fnvRun(SEED_BIGRAM, tok), 32), next)) & mask, 'bigram', s, i, i + 1);
      if (speakerSeed !== 0)
        visit(fmix32(fnvRun(fnvStep(fnvRun(speakerSeed ^ SEED_BIGRAM, tok), 32), next)) & mask, 'speaker', s, i, i + 1);
    }
    visitTokenBlock(tok, cfg, visit, s, i);
  }
}

/**
 * The features that depend on one token alone and close its turn in {@link visitSegment}: its character n-grams,
 * then its diacritic-folded word and that word's n-grams. Prediction caches them per distinct token (columns.ts).
 */
export function visitTokenBlock(tok: string, cfg: FeatureConfig, visit: FeatureVisitor, seg: number, i: number): void {
  const mask = (1 << cfg.hashBits) - 1;
  const chars = cfg.maxCharNgram > 0;
  if (chars) visitCharNgrams(tok, cfg, mask, visit, seg, i);
  if (cfg.foldDiacritics) {
    const folded = foldDiacritics(tok);
    if (folded !== tok) {
      // Same namespace as plain words, so "urun" typed without diacritics meets "ürün" folded.
      visit(hashString(folded, SEED_WORD) & mask, 'word', seg, i, i);
      if (chars) visitCharNgrams(folded, cfg, mask, visit, seg, i);
    }
  }
}

/** Tokens of every segment of an input (what {@link visitFeatures} works on), for mapping features to spans. */
export function tokensOf(input: TextInput, language: Language): Token[][] {
  return segmentsOf(input).map((seg) => analyze(seg.text, language));
}

/**
 * Calls `visit` for every feature occurrence of an input: word uni/bi-grams, char n-grams within words, folded
 * variants and, for dialogues, speaker-tagged words. The single source of what a feature is, shared by training,
 * prediction and explanations.
 */
export function visitFeatures(input: TextInput, cfg: FeatureConfig, visit: FeatureVisitor, tokens?: Token[][]): void {
  const segments = segmentsOf(input);
  const all = tokens ?? segments.map((seg) => analyze(seg.text, cfg.language));
  const openingIndex = cfg.speakerFeatures ? segments.findIndex((seg) => seg.speaker === 'customer') : -1;
  segments.forEach((seg, k) => visitSegment(seg, all[k] as Token[], k === openingIndex, cfg, visit));
}

/** Adds every feature occurrence of an input to a counting table. */
export function countFeatures(input: TextInput, cfg: FeatureConfig, counts: BucketCounts): void {
  visitFeatures(input, cfg, counts.add);
}

/** Raw hashed term counts of one input: bucket → count. */
export function extractCounts(input: TextInput, cfg: FeatureConfig): Map<number, number> {
  const counts = new BucketCounts();
  countFeatures(input, cfg, counts);
  return counts.toMap();
}
