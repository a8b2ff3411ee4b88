/**
 * When two folded words count as the same word in script matching (docs/call-scoring.md, "Fuzzy script matching"):
 * equal; or sharing a prefix of at least 4 letters that covers the shorter word but its last letter (Turkish
 * suffixes and stem changes: "yardımcı"/"yardımcıyım", "kitap"/"kitabı"); or a Levenshtein ratio of at least 0.8
 * (one wrong letter in five: "bekletebilir"/"bekletebilr"; words under five letters must be equal
 * or share the prefix).
 */
export const WORD_SIMILARITY = 0.8;
export const MIN_PREFIX = 4;

let row = new Int32Array(64);

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit` (the caller only asks "within limit?"). */
export function boundedDistance(a: string, b: string, limit: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > limit) return limit + 1;
  if (row.length <= lb) row = new Int32Array(lb * 2 + 1);
  for (let j = 0; j <= lb; j++) row[j] = j;
  for (let i = 1; i <= la; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const above = row[j] as number;
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + cost);
      row[j] = value;
      diagonal = above;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
  }
  return row[lb] as number;
}

export function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < shorter && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  if (prefix >= MIN_PREFIX && prefix >= shorter - 1) return true;
  const longer = Math.max(a.length, b.length);
  const limit = Math.floor(longer * (1 - WORD_SIMILARITY) + 1e-9);
  if (limit === 0) return false;
  return boundedDistance(a, b, limit) <= limit;
}

/**
 * The distinct words of a rule set's scripts, and a memo of which of them each transcript word matches. Words
 * repeat across calls, so after a few hundred calls almost every lookup is one Map hit instead of a dozen
 * Levenshtein runs.
 */
export class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly memo = new Map<string, readonly number[]>();
  /** Bounds the memo's memory on an endless stream of distinct words (names, numbers). */
  static readonly MEMO_LIMIT = 200_000;

  idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
      this.memo.clear();
    }
    return id;
  }

  /** The ids of the script words that `word` matches (usually none or one). */
  matches(word: string): readonly number[] {
    let out = this.memo.get(word);
    if (out !== undefined) return out;
    const found: number[] = [];
    for (let id = 0; id < this.words.length; id++) if (wordsMatch(word, this.words[id] as string)) found.push(id);
    out = found.length === 0 ? NONE : found;
    if (this.memo.size >= Vocabulary.MEMO_LIMIT) this.memo.clear();
    this.memo.set(word, out);
    return out;
  }
}

const NONE: readonly number[] = [];
