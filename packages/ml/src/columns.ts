import type { BucketCounts } from './counts.js';
import { type FeatureConfig, SEED_BIGRAM, SEED_OPENING, SEED_SPEAKER, SEED_WORD, visitTokenBlock } from './extract.js';
import { fmix32, fnvRun, fnvStep, hashString } from './hash.js';
import { type TextInput, isDialogue } from './input.js';
import { lowerToken, rawTokens } from './text.js';

/** What prediction needs of one distinct raw token, computed once (see {@link ColumnExtractor}). */
interface CachedToken {
  /** The token as features see it ({@link lowerToken}). */
  text: string;
  /** Column of its word feature, −1 when the model has none. */
  word: number;
  /** FNV state of "text " in the bigram namespace: a bigram's hash continues it with the next token's text. */
  bigram: number;
  /** Known columns of its character n-grams, folded word and folded n-grams, in extraction order. */
  block: Int32Array;
}

/**
 * The settings {@link ColumnExtractor} reproduces. Any other setting switched on (a feature kind added to
 * visitSegment later) sends extraction back to the reference visitor, so the two can never disagree silently.
 */
const SUPPORTED: ReadonlySet<string> = new Set([
  'hashBits',
  'maxWordNgram',
  'minCharNgram',
  'maxCharNgram',
  'foldDiacritics',
  'language',
  'minDf',
  'normalizeBlocks',
  'speakerFeatures',
]);

/** Distinct tokens kept per model; past this the cache starts over (bounded memory on endless new vocabulary). */
const MAX_CACHED_TOKENS = 1 << 16;

/**
 * Prediction's feature extraction: counts the known columns of an input exactly as `visitFeatures` followed by a
 * bucket → column lookup would, in the same first-occurrence order, but with everything that depends on one token
 * alone (case mapping, diacritic folding, word and character n-gram hashes, their columns) computed once per
 * distinct raw token and cached. Natural text is Zipfian, so nearly every token is a cache hit, and the hit skips
 * the dozens of hash-table probes into the model's 8 MB bucket → column table that dominated prediction time.
 */
export class ColumnExtractor {
  private readonly cache = new Map<string, CachedToken>();
  private readonly mask: number;
  private entries: CachedToken[] = [];
  private readonly blockScratch: number[] = [];

  private constructor(
    private readonly cfg: FeatureConfig,
    private readonly column: Int32Array,
  ) {
    this.mask = (1 << cfg.hashBits) - 1;
  }

  /** An extractor for a model's settings and bucket → column table, or null when the settings need the visitor. */
  static create(cfg: FeatureConfig, column: Int32Array): ColumnExtractor | null {
    if (cfg.stems) return null;
    for (const [key, value] of Object.entries(cfg))
      if (!SUPPORTED.has(key) && value !== false && value !== undefined) return null;
    return new ColumnExtractor(cfg, column);
  }

  /** Adds every known column occurrence of an input to `counts`. */
  count(input: TextInput, counts: BucketCounts): void {
    if (!isDialogue(input)) {
      this.countSegment(input, 0, false, counts);
      return;
    }
    const turns = input.turns;
    const opening = this.cfg.speakerFeatures ? turns.findIndex((t) => t.speaker === 'customer') : -1;
    for (let k = 0; k < turns.length; k++) {
      const turn = turns[k] as { speaker: keyof typeof SEED_SPEAKER; text: string };
      this.countSegment(turn.text, this.cfg.speakerFeatures ? SEED_SPEAKER[turn.speaker] : 0, k === opening, counts);
    }
  }

  /** Mirrors extract.ts's visitSegment for one turn (speakerSeed 0: plain text). */
  private countSegment(text: string, speakerSeed: number, opening: boolean, counts: BucketCounts): void {
    const raw = rawTokens(text);
    const n = raw.length;
    const entries = this.entries;
    for (let i = 0; i < n; i++) entries[i] = this.entry(raw[i] as string);
    const column = this.column;
    const mask = this.mask;
    const bigrams = this.cfg.maxWordNgram >= 2;
    for (let i = 0; i < n; i++) {
      const e = entries[i] as CachedToken;
      if (e.word >= 0) counts.add(e.word);
      if (speakerSeed !== 0 || opening) {
        if (speakerSeed !== 0) add(counts, column[hashString(e.text, speakerSeed) & mask] as number);
        if (opening) add(counts, column[hashString(e.text, SEED_OPENING) & mask] as number);
      }
      if (bigrams && i + 1 < n) {
        const next = (entries[i + 1] as CachedToken).text;
        add(counts, column[fmix32(fnvRun(e.bigram, next)) & mask] as number);
        if (speakerSeed !== 0)
          add(counts, column[fmix32(fnvRun(fnvStep(fnvRun(speakerSeed ^ SEED_BIGRAM, e.text), 32), next)) & mask] as number);
      }
      const block = e.block;
      for (let j = 0; j < block.length; j++) counts.add(block[j] as number);
    }
  }

  private entry(raw: string): CachedToken {
    const hit = this.cache.get(raw);
    if (hit !== undefined) return hit;
    const text = lowerToken(raw, this.cfg.language);
    const scratch = this.blockScratch;
    scratch.length = 0;
    visitTokenBlock(
      text,
      this.cfg,
      (bucket) => {
        const c = this.column[bucket] as number;
        if (c >= 0) scratch.push(c);
      },
      0,
      0,
    );
    const made: CachedToken = {
      text,
      word: this.column[hashString(text, SEED_WORD) & this.mask] as number,
      bigram: fnvStep(fnvRun(SEED_BIGRAM, text), 32),
      block: Int32Array.from(scratch),
    };
    if (this.cache.size >= MAX_CACHED_TOKENS) this.cache.clear();
    this.cache.set(raw, made);
    return made;
  }
}

function add(counts: BucketCounts, column: number): void {
  if (column >= 0) counts.add(column);
}
