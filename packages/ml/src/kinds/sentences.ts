/**
 * Sentence (and clause) splitting for Turkish and English customer texts, with offsets into the original text so
 * that a UI can highlight what a result came from. Rule-based on purpose: it must be fast, deterministic and work
 * on informal text (missing capitals, emoji for full stops, "geldi.Ürün" without a space), where trained sentence
 * splitters for edited prose do poorly.
 */
import { foldDiacritics, lowerCase } from '../text.js';

/** A stretch of the source text: `text === source.slice(start, end)`, without surrounding white space. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

export interface SplitOptions {
  /**
   * Also split before contrastive conjunctions (ama, fakat, ancak, lakin, oysa, halbuki, ne var ki; but, however,
   * whereas) and after semicolons: "Kargo hızlıydı ama ürün kırık geldi" carries two aspects with opposite
   * sentiment. The conjunction starts the second clause. "ancak" also means "only" ("ancak yarın gelir"), which
   * then splits needlessly; harmless for aspect sentiment, which only uses clauses as evidence windows.
   */
  clauses?: boolean;
}

const CLOSERS = `"'”’»)]}`;
const SPACE_RE = /[ \t\u00a0\u202f\u200b\ufeff]/u;
const WORD_RE = /[\p{L}\p{N}]/u;

// URLs (also bare domains with a path, whose "?" would otherwise end a sentence) and e-mails, without trailing
// punctuation, are never split.
const URL_RE =
  /(?:\b(?:https?:\/\/|www\.)|(?<![\p{L}\p{N}.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|edu|gov|io|co|app|info|biz|tr)(?=[/?#]))[^\s<>"]*/giu;
const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const TRAILING_PUNCT_RE = /[.,;:!?…)\]}'"»”’]+$/u;

// An emoji (with modifiers and ZWJ sequences), a flag, or a text emoticon; a run may contain spaces.
const EMOJI = String.raw`(?:\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2}|[:;=]['’]?-?(?:\)+|\(+|[DPp](?![\p{L}\p{N}])))`;
const EMOJI_RUN_RE = new RegExp(`${EMOJI}(?:[ \\t]*${EMOJI})*`, 'uy');

// Abbreviations, diacritics folded and lower-cased. TITLES never end a sentence (a name or noun follows);
// ENDERS end one only before a capital ("… kargo, iade vb. Sonra"); NUMBERED only precede numbers ("No. 5",
// while "No. I won't." is a sentence).
const TITLES = new Set(
  (
    'dr prof doc av sn mr mrs ms st jr sr yrd yard uzm op ecz muh ogr gor mah cad sok apt blv orn bkz krs ltd tic san ' +
    'approx dept fig cf ca vol al'
  ).split(' '),
);
const ENDERS = new Set('vb vs vd etc sti inc co corp'.split(' '));
const NUMBERED = new Set('no nr tel'.split(' '));
const MULTI_DOT_RE = /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u;

const CONJUNCTION_RE =
  /(?<![\p{L}\p{N}])(?:ama|fakat|ancak|lakin|oysa|oysaki|halbuki|ne\s+var\s+ki|but|however|whereas)(?![\p{L}\p{N}])/gu;

const isUpper = (c: string | undefined): boolean => c !== undefined && /\p{Lu}/u.test(c);
const isLower = (c: string | undefined): boolean => c !== undefined && /\p{Ll}/u.test(c);
// The loop below visits every character, so the common ASCII cases skip the regular expressions.
function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD_RE.test(c);
}
const isLineBreak = (code: number): boolean => (code >= 10 && code <= 13) || code === 0x85 || code === 0x2028 || code === 0x2029;
const isTerminal = (code: number): boolean => code === 46 || code === 33 || code === 63 || code === 0x2026;
/**
 * Abbreviations are short: a longer run of letters, digits and dots before a "." is judged by its last part, which
 * also keeps the backward scan bounded ("x.x.x.…" would otherwise be quadratic).
 */
const MAX_TOKEN = 24;
const hasWord = (text: string, start: number, end: number): boolean => WORD_RE.test(text.slice(start, end));

/**
 * Splits a text into sentences, or with `clauses` into clauses. Boundaries: line breaks; "!" and "?"; "." and
 * "…"/"..." followed by a capital (and "." also by a lower-case letter, since informal writing often skips the
 * capital); an emoji run after two or more words and before more text ("Kargo hızlı 👍 ürün kırık"). Not
 * boundaries: abbreviations (Dr., örn., vb. before a lower-case word, e.g., No. 5), initials, decimals and dates
 * (1.250,50; 12.05.2024), ordinals ("3. gün"), list numbers at a line start, URLs and e-mails. Fragments without
 * a letter or digit ("😍", "!!!") join the neighbouring sentence.
 */
export function splitSentences(text: string, options: SplitOptions = {}): Sentence[] {
  const sentences = spans(text, findCuts(text, protectedMask(text)));
  if (options.clauses !== true) return sentences;
  return sentences.flatMap((s) => splitClauses(text, s));
}

function protectedMask(text: string): Uint8Array | null {
  let mask: Uint8Array | null = null;
  for (const re of [URL_RE, EMAIL_RE]) {
    if (re === URL_RE ? !/https?:|www\.|\.\p{L}+\//u.test(text) : !text.includes('@')) continue;
    for (const m of text.matchAll(re)) {
      const length = m[0].replace(TRAILING_PUNCT_RE, '').length;
      mask ??= new Uint8Array(text.length);
      mask.fill(1, m.index, m.index + length);
    }
  }
  return mask;
}

/** Offsets where a sentence ends. */
function findCuts(text: string, mask: Uint8Array | null): number[] {
  const cuts: number[] = [];
  let words = 0;
  const cut = (at: number): void => {
    cuts.push(at);
    words = 0;
  };
  let i = 0;
  while (i < text.length) {
    if (mask !== null && mask[i] === 1) {
      while (mask[i] === 1) i++;
      words++;
      continue;
    }
    const ch = text[i] as string;
    const code = ch.charCodeAt(0);
    if (isLineBreak(code)) {
      cut(++i);
      continue;
    }
    if (isTerminal(code)) {
      let end = i;
      while (end < text.length && isTerminal(text.charCodeAt(end))) end++;
      while (end < text.length && CLOSERS.includes(text[end] as string)) end++;
      if (isBoundary(text, i, end, words, mask)) cut(end);
      i = end;
      continue;
    }
    if (code >= 0x203c || code === 58 || code === 59 || code === 61) {
      EMOJI_RUN_RE.lastIndex = i;
      if (EMOJI_RUN_RE.test(text)) {
        const end = EMOJI_RUN_RE.lastIndex;
        if (words >= 2 && isWordChar(text[skipSpaces(text, end)])) cut(end);
        i = end;
        continue;
      }
    }
    if (isWordChar(ch) && !isWordChar(text[i - 1])) words++;
    i++;
  }
  return cuts;
}

function skipSpaces(text: string, from: number): number {
  let k = from;
  while (k < text.length && SPACE_RE.test(text[k] as string)) k++;
  return k;
}

/** Whether the punctuation run text[i, end) ends a sentence. */
function isBoundary(text: string, i: number, end: number, words: number, mask: Uint8Array | null): boolean {
  const run = text.slice(i, end);
  if (/[!?]/u.test(run)) return true;
  const k = skipSpaces(text, end);
  const next = text[k];
  if (next === undefined || isLineBreak(next.charCodeAt(0))) return true;
  if (run.includes('…') || run.startsWith('..')) return isUpper(next);
  let tokenStart = i;
  while (tokenStart > 0 && i - tokenStart <= MAX_TOKEN && mask?.[tokenStart - 1] !== 1) {
    const c = text[tokenStart - 1] as string;
    if (c !== '.' && !isWordChar(c)) break;
    tokenStart--;
  }
  const token =
    i - tokenStart > MAX_TOKEN
      ? text.slice(tokenStart, i).replace(/^.*\./su, '')
      : text.slice(tokenStart, i).replace(/^\.+/u, '');
  if (k === end) return isUpper(next) && /\p{Ll}{2}$/u.test(token) && dotEnds(token, next, false);
  // The token's own digits are the segment's only word so far: a list number at the start of a line.
  return dotEnds(token, next, words === 1);
}

/** Whether "token." followed by the character `next` ends a sentence. */
function dotEnds(token: string, next: string, atSegmentStart: boolean): boolean {
  if (token === '') return true;
  const key = foldDiacritics(lowerCase(token, 'tr'));
  if (TITLES.has(key)) return false;
  if (NUMBERED.has(key) && /\d/u.test(next)) return false;
  if (ENDERS.has(key)) return isUpper(next);
  if (/^\p{Lu}$/u.test(token) || MULTI_DOT_RE.test(token)) return false;
  // A number: a list marker at the start of a line, an ordinal before a lower-case word ("3. gün").
  if (/^\d+$/u.test(token)) return !atSegmentStart && !isLower(next);
  return true;
}

function trimmed(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && /\s|\u200b|\ufeff/u.test(text[s] as string)) s++;
  while (e > s && /\s|\u200b|\ufeff/u.test(text[e - 1] as string)) e--;
  return [s, e];
}

const sentence = (text: string, start: number, end: number): Sentence => ({ text: text.slice(start, end), start, end });

/** Trimmed, non-empty pieces between cuts; pieces without a word join the previous piece (or the next one). */
function spans(text: string, cuts: readonly number[]): Sentence[] {
  const out: Sentence[] = [];
  let pending: [number, number] | null = null;
  let from = 0;
  for (const to of [...cuts, text.length]) {
    const [s, e] = trimmed(text, from, to);
    from = to;
    if (s === e) continue;
    const prev = out.at(-1);
    if (!hasWord(text, s, e)) {
      if (prev !== undefined) out[out.length - 1] = sentence(text, prev.start, e);
      else pending = [pending?.[0] ?? s, e];
      continue;
    }
    out.push(sentence(text, pending?.[0] ?? s, e));
    pending = null;
  }
  if (pending !== null) out.push(sentence(text, pending[0], pending[1]));
  return out;
}

function splitClauses(text: string, s: Sentence): Sentence[] {
  const lowered = lowerCase(s.text, 'tr');
  const source = lowered.length === s.text.length ? lowered : s.text;
  // Split offset, and where the words that must follow it may start (after the conjunction itself).
  const points: [number, number][] = [];
  for (const m of source.matchAll(CONJUNCTION_RE)) points.push([s.start + m.index, s.start + m.index + m[0].length]);
  for (let j = s.text.indexOf(';'); j >= 0; j = s.text.indexOf(';', j + 1)) points.push([s.start + j + 1, s.start + j + 1]);
  if (points.length === 0) return [s];
  points.sort((a, b) => a[0] - b[0]);
  const out: Sentence[] = [];
  let from = s.start;
  for (const [p, after] of [...points, [s.end, s.end] as const]) {
    // A split needs words on both sides; otherwise the piece stays with the next one.
    if (p < s.end && (!hasWord(text, from, p) || !hasWord(text, after, s.end))) continue;
    const [a, end] = trimmed(text, from, p);
    let e = end;
    while (e > a && /[,;:\-–—\s]/u.test(text[e - 1] as string)) e--;
    if (e > a) out.push(sentence(text, a, e));
    from = p;
  }
  return out;
}
