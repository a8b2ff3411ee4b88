import { type FeatureConfig, SEED_BIGRAM, SEED_OPENING, SEED_SPEAKER, SEED_WORD, visitTokenBlock } from './extract.js';
import { fmix32, fnvRun, fnvStep, hashString } from './hash.js';
import { type Speaker, type TextInput, isDialogue } from './input.js';
import { blankPlaceholders, lowerToken, mayContainAny, scanTokens } from './text.js';

/** What prediction needs of one distinct raw token, computed once (see {@link ColumnExtractor}). */
interface CachedToken {
  /** Its index in the cache (below 2^16), for the bigram memo. */
  id: number;
  /** The token as written (the cache key). */
  raw: string;
  /** FNV-1a state of `raw` with {@link TOKEN_SEED}. */
  hash: number;
  /** The token as features see it ({@link lowerToken}). */
  text: string;
  /** Column of its word feature, −1 when the model has none. */
  word: number;
  /** FNV state of "text " in the bigram namespace: a bigram's hash continues it with the next token's text. */
  bigram: number;
  wordIdf: number;
  /** Known columns of its character n-grams, folded word and folded n-grams, in extraction order, and their IDF. */
  block: Int32Array;
  blockIdf: Float32Array;
  /** How many times each of `block`'s columns occurs in it. */
  blockCount: Int32Array;
  /**
   * Columns of its speaker-tagged words (customer, agent, bot) and of its opening-turn word (−2 until needed),
   * then their IDFs.
   */
  tagged: Float64Array | null;
  /** The last token seen after it (id, −1 none) with their bigram's column and IDF: a one-entry bigram memo. */
  nextId: number;
  nextColumn: number;
  nextIdf: number;
  /** The same for its last speaker-tagged bigram (dialogues), with the speaker slot. */
  taggedNextId: number;
  taggedNextTag: number;
  taggedNextColumn: number;
  taggedNextIdf: number;
}

/** A placeholder token of the text being scanned and where it starts. */
interface FoundPlaceholder {
  entry: CachedToken;
  start: number;
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
/** Open-addressing slots of the token cache: twice the entries, so probe chains stay short. */
const TOKEN_SLOTS = MAX_CACHED_TOKENS * 2;
const TOKEN_SEED = 0x811c9dc5;
/**
 * Slots of the bigram memo: (token, next token, speaker) → column and IDF, direct-mapped (a collision overwrites).
 * A bigram's column otherwise costs a probe into the 8 MB bucket table and one into the IDF table per token.
 */
const PAIR_SLOTS = 1 << 17;
// eslint-disable-next-line no-control-regex -- the whole ASCII range is meant
const NOT_ASCII_RE = /[^\x00-\x7f]/u;
const TAG_SLOT: Readonly<Record<Speaker, number>> = { customer: 0, agent: 1, bot: 2 };
const OPENING_SLOT = 3;
const SPEAKER_OF_SLOT: readonly Speaker[] = ['customer', 'agent', 'bot'];

/**
 * Prediction's feature extraction: the known columns of an input with their counts, exactly as `visitFeatures`
 * followed by a bucket → column lookup gives them, in the same first-occurrence order, but with everything that
 * depends on one token alone (case mapping, diacritic folding, word and character n-gram hashes, their columns)
 * computed once per distinct raw token and cached. Natural text is Zipfian, so nearly every token is a cache hit,
 * and a hit skips the dozens of probes into the model's 8 MB bucket → column table that dominated prediction.
 *
 * The table it fills is its own (open addressing over columns, kept at most half full), read in first-occurrence
 * order through {@link size}, {@link columns}, {@link idfs} and {@link countAt} until the next {@link count}.
 */
export class ColumnExtractor {
  /**
   * The token cache: entries, and slots holding entry index + 1 (0 = empty) found by a token's hash. A Map keyed
   * by string needed a fresh string per token and hashed it again; the scanner hashes while it reads.
   */
  private readonly cached: CachedToken[] = [];
  private readonly slots = new Int32Array(TOKEN_SLOTS);
  /** The bigram memo: per slot (first + 1, next, column, IDF bits), interleaved so a probe reads one cache line. */
  private readonly pairs = new Int32Array((PAIR_SLOTS + 1) * 4);
  private readonly pairIdfs = new Float32Array(this.pairs.buffer);
  /** The NFC text being scanned and how many tokens of it are in {@link entries} (for {@link sink}). */
  private text = '';
  private tokens = 0;
  private readonly sink = (start: number, end: number, hash: number): void => {
    this.starts[this.tokens] = start;
    this.entries[this.tokens++] = this.entryOf(this.text, start, end, hash);
  };
  /** Where each token of {@link entries} starts in {@link text}. */
  private starts: number[] = [];
  private readonly mask: number;
  private entries: CachedToken[] = [];
  private readonly blockScratch: number[] = [];
  private keys = new Int32Array(1024).fill(-1);
  private vals = new Int32Array(1024);
  /** Per distinct column in first-occurrence order: its slot, the column and its IDF. */
  private order = new Int32Array(512);
  columns = new Int32Array(512);
  idfs = new Float64Array(512);
  private slotMask = 1023;
  size = 0;

  private constructor(
    private readonly cfg: FeatureConfig,
    private readonly column: Int32Array,
    private readonly idf: Float32Array,
  ) {
    this.mask = (1 << cfg.hashBits) - 1;
  }

  /** An extractor for a model's settings and bucket → column table, or null when the settings need the visitor. */
  static create(cfg: FeatureConfig, column: Int32Array, idf: Float32Array): ColumnExtractor | null {
    if (cfg.stems) return null;
    for (const [key, value] of Object.entries(cfg))
      if (!SUPPORTED.has(key) && value !== false && value !== undefined) return null;
    return new ColumnExtractor(cfg, column, idf);
  }

  /** The i-th distinct column of the last {@link count}, in first-occurrence order, and its count. */
  columnAt(i: number): number {
    return this.columns[i] as number;
  }

  countAt(i: number): number {
    return this.vals[this.order[i] as number] as number;
  }

  /** The IDF of {@link columnAt}(i), carried with the token so the model's IDF table is not probed again. */
  idfAt(i: number): number {
    return this.idfs[i] as number;
  }

  /** Counts every known column occurrence of an input (replacing the previous input's counts). */
  count(input: TextInput): void {
    for (let i = 0; i < this.size; i++) this.keys[this.order[i] as number] = -1;
    this.size = 0;
    if (!isDialogue(input)) {
      this.countSegment(input, -1, false);
      return;
    }
    const turns = input.turns;
    const speakers = this.cfg.speakerFeatures;
    const opening = speakers ? turns.findIndex((t) => t.speaker === 'customer') : -1;
    for (let k = 0; k < turns.length; k++) {
      const turn = turns[k] as { speaker: Speaker; text: string };
      this.countSegment(turn.text, speakers ? TAG_SLOT[turn.speaker] : -1, k === opening);
    }
  }

  /** Mirrors extract.ts's visitSegment for one turn (`tag` −1: no speaker features). */
  private countSegment(text: string, tag: number, opening: boolean): void {
    // ASCII text is already NFC; normalising it anyway was a measurable cost on short English texts.
    const nfc = NOT_ASCII_RE.test(text) ? text.normalize('NFC') : text;
    this.tokens = 0;
    if (mayContainAny(nfc)) this.scanWithPlaceholders(nfc);
    else {
      this.text = nfc;
      scanTokens(nfc, TOKEN_SEED, this.sink);
    }
    const n = this.tokens;
    const entries = this.entries;
    const bigrams = this.cfg.maxWordNgram >= 2;
    for (let i = 0; i < n; i++) {
      const e = entries[i] as CachedToken;
      this.add(e.word, e.wordIdf);
      if (tag >= 0) this.addTagged(e, tag);
      if (opening) this.addTagged(e, OPENING_SLOT);
      if (bigrams && i + 1 < n) {
        const next = entries[i + 1] as CachedToken;
        // The token's own memo of its last follower first (its fields are in cache already), then the shared one.
        if (e.id >= 0 && e.nextId === next.id) this.add(e.nextColumn, e.nextIdf);
        else {
          const slot = this.pair(e, next, -1);
          e.nextId = next.id;
          e.nextColumn = this.pairs[slot + 2] as number;
          e.nextIdf = this.pairIdfs[slot + 3] as number;
          this.add(e.nextColumn, e.nextIdf);
        }
        if (tag >= 0) {
          if (e.id >= 0 && e.taggedNextId === next.id && e.taggedNextTag === tag) this.add(e.taggedNextColumn, e.taggedNextIdf);
          else {
            const slot = this.pair(e, next, tag);
            e.taggedNextId = next.id;
            e.taggedNextTag = tag;
            e.taggedNextColumn = this.pairs[slot + 2] as number;
            e.taggedNextIdf = this.pairIdfs[slot + 3] as number;
            this.add(e.taggedNextColumn, e.taggedNextIdf);
          }
        }
      }
      const block = e.block;
      const blockIdf = e.blockIdf;
      const blockCount = e.blockCount;
      for (let j = 0; j < block.length; j++) this.add(block[j] as number, blockIdf[j] as number, blockCount[j]);
    }
  }

  /**
   * Tokens of text that may hold placeholders, in analyze()'s order: the placeholders blanked out, the rest
   * scanned, and the two merged by position.
   */
  private scanWithPlaceholders(nfc: string): void {
    const found = this.found;
    found.length = 0;
    this.text = blankPlaceholders(nfc, this.onPlaceholder);
    scanTokens(this.text, TOKEN_SEED, this.sink);
    if (found.length === 0) return;
    // Placeholders arrive pattern by pattern; a few of them, so insertion sort by position.
    for (let i = 1; i < found.length; i++) {
      const p = found[i] as FoundPlaceholder;
      let j = i - 1;
      while (j >= 0 && (found[j] as FoundPlaceholder).start > p.start) {
        found[j + 1] = found[j] as FoundPlaceholder;
        j--;
      }
      found[j + 1] = p;
    }
    // Merge from the end, in place: entries grows to tokens + placeholders.
    let w = this.tokens - 1;
    let n = this.tokens + found.length;
    this.tokens = n;
    for (let f = found.length - 1; f >= 0; f--) {
      const p = found[f] as FoundPlaceholder;
      while (w >= 0 && (this.starts[w] as number) > p.start) this.entries[--n] = this.entries[w--] as CachedToken;
      this.entries[--n] = p.entry;
    }
  }

  /** Placeholders of the text being scanned, with their positions (see {@link scanWithPlaceholders}). */
  private readonly found: FoundPlaceholder[] = [];
  private readonly onPlaceholder = (text: string, start: number): void => {
    this.found.push({ entry: this.entryOf(text, 0, text.length, fnvRun(TOKEN_SEED, text)), start });
  };

  /** Adds a token's speaker-tagged (slot 0–2) or opening (slot 3) word, its column computed on first use. */
  private addTagged(e: CachedToken, slot: number): void {
    const tagged = (e.tagged ??= new Float64Array(8).fill(-2));
    let c = tagged[slot] as number;
    if (c === -2) {
      const seed = slot === OPENING_SLOT ? SEED_OPENING : SEED_SPEAKER[SPEAKER_OF_SLOT[slot] as Speaker];
      c = this.column[hashString(e.text, seed) & this.mask] as number;
      tagged[slot] = c;
      tagged[slot + 4] = c < 0 ? 0 : (this.idf[c] as number);
    }
    this.add(c, tagged[slot + 4] as number);
  }

  /**
   * The memo offset (in {@link pairs}) holding the column and IDF of the bigram (e, next), speaker-tagged with `tag` (−1: plain), as
   * visitSegment hashes it; filled on a miss.
   */
  private pair(e: CachedToken, next: CachedToken, tag: number): number {
    const first = e.id + (tag + 1) * TOKEN_SLOTS;
    // A token from before the cache started over has no id; its bigrams go through the spare last slot, unmemoised.
    const stale = e.id < 0 || next.id < 0;
    const slot = (stale ? PAIR_SLOTS : fmix32(Math.imul(first, 0x9e3779b1) ^ next.id) & (PAIR_SLOTS - 1)) * 4;
    const pairs = this.pairs;
    if (!stale && pairs[slot] === first + 1 && pairs[slot + 1] === next.id) return slot;
    const state = tag < 0 ? e.bigram : fnvStep(fnvRun(SEED_SPEAKER[SPEAKER_OF_SLOT[tag] as Speaker] ^ SEED_BIGRAM, e.text), 32);
    const c = this.column[fmix32(fnvRun(state, next.text)) & this.mask] as number;
    pairs[slot] = stale ? 0 : first + 1;
    pairs[slot + 1] = next.id;
    pairs[slot + 2] = c;
    this.pairIdfs[slot + 3] = c < 0 ? 0 : (this.idf[c] as number);
    return slot;
  }

  /** Adds one occurrence of a column with its IDF; negative (unknown) columns are skipped. */
  private add(c: number, idf: number, times = 1): void {
    if (c < 0) return;
    let slot = (Math.imul(c, 0x9e3779b1) >>> 0) & this.slotMask;
    for (;;) {
      const k = this.keys[slot] as number;
      if (k === c) {
        this.vals[slot] = (this.vals[slot] as number) + times;
        return;
      }
      if (k === -1) break;
      slot = (slot + 1) & this.slotMask;
    }
    this.keys[slot] = c;
    this.vals[slot] = times;
    this.columns[this.size] = c;
    this.idfs[this.size] = idf;
    this.order[this.size++] = slot;
    if (this.size === this.order.length) this.grow();
  }

  private grow(): void {
    const entries: [number, number, number][] = [];
    for (let i = 0; i < this.size; i++) entries.push([this.columnAt(i), this.countAt(i), this.idfAt(i)]);
    const cap = (this.slotMask + 1) * 2;
    this.keys = new Int32Array(cap).fill(-1);
    this.vals = new Int32Array(cap);
    this.order = new Int32Array(cap >>> 1);
    this.columns = new Int32Array(cap >>> 1);
    this.idfs = new Float64Array(cap >>> 1);
    this.slotMask = cap - 1;
    this.size = 0;
    for (const [c, count, idf] of entries) {
      this.add(c, idf);
      this.vals[this.order[this.size - 1] as number] = count;
    }
  }

  /** The cache entry of the token s[start, end) whose FNV state is `hash`, made on a miss. */
  private entryOf(s: string, start: number, end: number, hash: number): CachedToken {
    const mask = TOKEN_SLOTS - 1;
    let slot = fmix32(hash) & mask;
    for (;;) {
      const index = (this.slots[slot] as number) - 1;
      if (index < 0) break;
      const e = this.cached[index] as CachedToken;
      if (e.hash === hash && sameText(e.raw, s, start, end)) return e;
      slot = (slot + 1) & mask;
    }
    const raw = start === 0 && end === s.length ? s : s.slice(start, end);
    const made = this.make(raw, hash, this.cached.length >= MAX_CACHED_TOKENS ? 0 : this.cached.length);
    if (this.cached.length >= MAX_CACHED_TOKENS) {
      // Start over rather than evict one by one: simple, and a model's working vocabulary refills it at once.
      // Entries still held for the current text must not meet the memo under a reused id.
      for (const e of this.cached) e.id = -1;
      this.cached.length = 0;
      this.slots.fill(0);
      this.pairs.fill(0);
      slot = fmix32(hash) & mask;
    }
    this.cached.push(made);
    this.slots[slot] = this.cached.length;
    return made;
  }

  private make(raw: string, hash: number, id: number): CachedToken {
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
    const word = this.column[hashString(text, SEED_WORD) & this.mask] as number;
    // Repeats inside one token's block (a folded variant shares most n-grams of the word) are counted at the
    // first one: the same counts and first-occurrence order in fewer table probes.
    const unique: number[] = [];
    const times: number[] = [];
    for (const c of scratch) {
      const at = unique.indexOf(c);
      if (at >= 0) times[at] = (times[at] as number) + 1;
      else {
        unique.push(c);
        times.push(1);
      }
    }
    const block = Int32Array.from(unique);
    return {
      id,
      raw,
      hash,
      text,
      word,
      wordIdf: word < 0 ? 0 : (this.idf[word] as number),
      bigram: fnvStep(fnvRun(SEED_BIGRAM, text), 32),
      block,
      blockIdf: Float32Array.from(block, (c) => this.idf[c] as number),
      blockCount: Int32Array.from(times),
      tagged: null,
      nextId: -1,
      nextColumn: -1,
      nextIdf: 0,
      taggedNextId: -1,
      taggedNextTag: -1,
      taggedNextColumn: -1,
      taggedNextIdf: 0,
    };
  }
}

/** Whether `raw` equals s[start, end), compared without slicing. */
function sameText(raw: string, s: string, start: number, end: number): boolean {
  if (raw.length !== end - start) return false;
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) !== s.charCodeAt(start + i)) return false;
  return true;
}
