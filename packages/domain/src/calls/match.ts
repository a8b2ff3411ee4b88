import type { Evidence } from '../contract/call-scoring.js';
import { tokenise, type Token } from './normalise.js';
import type { ScriptMatch } from './types.js';
import { Vocabulary } from './words.js';

/**
 * Fuzzy script matching (docs/call-scoring.md, "Fuzzy script matching"): a script is a set of alternative lines;
 * a line matches a turn by the longest in-order alignment of its words with the turn's words, within a window of
 * 2 × its words + 3 (so words scattered over a long turn do not add up to a match). Similarity = 100 × aligned ÷
 * line words; the best line of the best turn counts.
 */

/** One script line, compiled once per rule set: the ids of its words in the rule set's vocabulary. */
export interface CompiledLine {
  text: string;
  words: readonly number[];
}
export type CompiledScript = readonly CompiledLine[];

export function compileScript(text: string, vocabulary: Vocabulary): CompiledScript {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ text: line, words: tokenise(line).tokens.map((t) => vocabulary.idOf(t.text)) }))
    .filter((line) => line.words.length > 0);
}

/** A turn ready to be searched: its tokens and, per token, the ids of the script words it matches. */
export interface SearchableTurn {
  tokens: readonly Token[];
  matched: readonly (readonly number[])[];
}

export function searchable(tokens: readonly Token[], vocabulary: Vocabulary): SearchableTurn {
  return {
    tokens,
    matched: tokens.map((t) => {
      const ids = vocabulary.matches(t.text);
      if (t.stem === undefined) return ids;
      const stemIds = vocabulary.matches(t.stem);
      return stemIds.length === 0 ? ids : [...new Set([...ids, ...stemIds])];
    }),
  };
}

let dp = new Int32Array(256);
let eq = new Uint8Array(256);

/** The most words of `line` aligned in order inside one window of `turn`, and which tokens they were. */
function alignLine(line: CompiledLine, turn: SearchableTurn): { count: number; tokens: number[] } {
  const m = line.words.length;
  const n = turn.tokens.length;
  if (eq.length < n * m) eq = new Uint8Array(n * m * 2);
  let any = false;
  for (let i = 0; i < n; i++) {
    const ids = turn.matched[i] as readonly number[];
    for (let j = 0; j < m; j++) {
      const hit = ids.length > 0 && ids.includes(line.words[j] as number) ? 1 : 0;
      eq[i * m + j] = hit;
      if (hit === 1) any = true;
    }
  }
  if (!any) return { count: 0, tokens: [] };
  const window = 2 * m + 3;
  const width = m + 1;
  if (dp.length < (window + 1) * width) dp = new Int32Array((window + 1) * width * 2);
  let best = 0;
  let bestStart = -1;
  let bestLength = 0;
  for (let s = 0; s < n && best < m; s++) {
    // A window worth searching starts on a matching token.
    let starts = false;
    for (let j = 0; j < m && !starts; j++) starts = eq[s * m + j] === 1;
    if (!starts) continue;
    const length = Math.min(window, n - s);
    const count = lcs(s, length, m);
    if (count > best) {
      best = count;
      bestStart = s;
      bestLength = length;
    }
  }
  if (best === 0) return { count: 0, tokens: [] };
  lcs(bestStart, bestLength, m);
  return { count: best, tokens: backtrack(bestStart, bestLength, m) };
}

/** Longest common subsequence of tokens [s, s + length) and the line's m words, over the `eq` matrix; fills `dp`. */
function lcs(s: number, length: number, m: number): number {
  const width = m + 1;
  for (let j = 0; j <= m; j++) dp[j] = 0;
  for (let a = 1; a <= length; a++) {
    const rowBase = a * width;
    const eqBase = (s + a - 1) * m;
    dp[rowBase] = 0;
    for (let b = 1; b <= m; b++) {
      dp[rowBase + b] =
        eq[eqBase + b - 1] === 1
          ? (dp[rowBase - width + b - 1] as number) + 1
          : Math.max(dp[rowBase - width + b] as number, dp[rowBase + b - 1] as number);
    }
  }
  return dp[length * width + m] as number;
}

function backtrack(s: number, length: number, m: number): number[] {
  const width = m + 1;
  const out: number[] = [];
  let a = length;
  let b = m;
  while (a > 0 && b > 0) {
    const here = dp[a * width + b] as number;
    if (eq[(s + a - 1) * m + b - 1] === 1 && (dp[(a - 1) * width + b - 1] as number) + 1 === here) {
      out.push(s + a - 1);
      a--;
      b--;
    } else if ((dp[(a - 1) * width + b] as number) === here) a--;
    else b--;
  }
  return out.reverse();
}

/**
 * The best line of `script` in the turns at `indexes` (ties: the first line, then the first turn). The evidence
 * gives the turn's index in the call and the [start, end) character spans of the aligned words.
 */
export function findScript(
  script: CompiledScript,
  indexes: readonly number[],
  turnAt: (index: number) => SearchableTurn,
): ScriptMatch {
  let best = 0;
  let evidence: Evidence | null = null;
  for (const index of indexes) {
    const turn = turnAt(index);
    if (turn.tokens.length === 0) continue;
    for (const line of script) {
      const aligned = alignLine(line, turn);
      const similarity = (100 * aligned.count) / line.words.length;
      if (similarity > best) {
        best = similarity;
        evidence = {
          turn: index,
          spans: aligned.tokens.map((t) => {
            const token = turn.tokens[t] as Token;
            return [token.start, token.end] as [number, number];
          }),
          note: line.text,
        };
      }
    }
    if (best === 100) break;
  }
  return { similarity: best, evidence };
}

export interface ScriptMatchOptions {
  /** Only the turns at these indexes are searched (default: every turn). */
  turns?: readonly number[];
}

/**
 * The best match of any line of `lines` (one alternative per line) in the turns' texts. A convenience for one-off
 * checks; the scorer compiles a rule set's scripts once instead (compileRuleSet).
 */
export function matchScript(lines: string, turns: readonly { text: string }[], options: ScriptMatchOptions = {}): ScriptMatch {
  const vocabulary = new Vocabulary();
  const script = compileScript(lines, vocabulary);
  const indexes = options.turns ?? turns.map((_, i) => i);
  const prepared = new Map<number, SearchableTurn>();
  return findScript(script, indexes, (i) => {
    let turn = prepared.get(i);
    if (turn === undefined) {
      turn = searchable(tokenise(turns[i]?.text ?? '').tokens, vocabulary);
      prepared.set(i, turn);
    }
    return turn;
  });
}
