/**
 * Text normalisation and tokenisation for Turkish and English.
 *
 * Why placeholders: URLs, e-mails, numbers and the like are nearly unique per document, so as raw tokens they
 * only add noise; as one shared token each they become a useful signal ("has a phone number").
 */

/** Language hint: `tr` switches on Turkish casing rules; anything else uses the root locale. */
export type Language = 'tr' | 'en' | 'auto';

/** Placeholder tokens. Lower-case word characters only, so the tokenizer keeps each as one token. */
export const PLACEHOLDERS = {
  url: 'xxurl',
  email: 'xxemail',
  phone: 'xxphone',
  mention: 'xxmention',
  number: 'xxnum',
} as const;

const placeholderTokens: ReadonlySet<string> = new Set(Object.values(PLACEHOLDERS));

/**
 * Whether a term (a word, or a bigram of two words joined by a space) may be shown to a person: not when any
 * of its words is a placeholder. Placeholders are the engine's own vocabulary ("xxmention thx" is "@united
 * thanks" to the classifier); keyword clouds and other word lists for display read their terms through this.
 */
export function isDisplayTerm(term: string): boolean {
  const words = term.split(' ').filter((w) => w !== '');
  return words.length > 0 && words.every((w) => !placeholderTokens.has(w));
}

// Order matters: URLs and e-mails contain `@`, digits and dots, so they are replaced before mentions and numbers.
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A phone number: optional +country code, then 9+ digits possibly split by spaces, dots, dashes or parentheses.
const PHONE_RE = /(?<![\p{L}\p{N}])\+?\d[\d\s().-]{7,}\d(?![\p{L}\p{N}])/gu;
const MENTION_RE = /(?<![\p{L}\p{N}_])@[\p{L}\p{N}_]+/gu;
const NUMBER_RE = /(?<![\p{L}\p{N}_])\d+(?:[.,]\d+)*(?![\p{L}\p{N}_])/gu;

/**
 * Lower-cases with Turkish rules when asked (İ→i, I→ı). Outside Turkish, the root locale maps İ to "i" plus a
 * combining dot, which would split "İstanbul" from "istanbul"; the stray dot is removed for that reason.
 */
export function lowerCase(text: string, language: Language = 'auto'): string {
  if (language === 'tr') return text.toLocaleLowerCase('tr');
  return text.toLowerCase().replace(/i\u0307/gu, 'i');
}

// eslint-disable-next-line no-control-regex -- the whole ASCII range is meant
const ASCII_RE = /^[\x00-\x7f]*$/u;
const FOLD: Readonly<Record<string, string>> = { ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u' };

/**
 * Removes diacritics (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u, é→e …), because people often type Turkish without them
 * ("urun" for "ürün"). Expects lower-case input.
 */
export function foldDiacritics(token: string): string {
  // Fast path: most tokens are plain ASCII, and the NFD round trip below is the costliest step of extraction.
  if (ASCII_RE.test(token)) return token;
  let out = '';
  for (const ch of token) out += FOLD[ch] ?? ch;
  // NFD splits the remaining accented letters into base + combining mark; dropping the marks folds them.
  return out.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

// Placeholder patterns in the order they must be applied (see the comment on URL_RE).
const PLACEHOLDER_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [URL_RE, PLACEHOLDERS.url],
  [EMAIL_RE, PLACEHOLDERS.email],
  [PHONE_RE, PLACEHOLDERS.phone],
  [MENTION_RE, PLACEHOLDERS.mention],
  [NUMBER_RE, PLACEHOLDERS.number],
];

/**
 * Unicode NFC, placeholders for URLs, e-mails, phone numbers, @mentions and numbers, then language-aware
 * lower-casing. Returns a string ready for {@link tokenize}.
 */
export function normalizeText(text: string, language: Language = 'auto'): string {
  let s = text.normalize('NFC');
  for (const [re, placeholder] of PLACEHOLDER_PATTERNS) s = s.replace(re, ` ${placeholder} `);
  return lowerCase(s, language);
}

// An emoji (with skin tones, variation selectors and ZWJ sequences) or a run of letters/digits, optionally
// with an apostrophe suffix (Turkish "ürün'ü", English "don't").
const TOKEN_RE =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2}|[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Splits normalised text into word and emoji tokens; punctuation is dropped. */
export function tokenize(normalized: string): string[] {
  return normalized.match(TOKEN_RE) ?? [];
}

/** A token with the UTF-16 offsets of the characters it came from (in the NFC form of the input). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const ASCII_LOWER_RE = /^[\x20-\x40\x5b-\x7f]*$/u;

/**
 * A raw token's lower-cased form, as {@link analyze} gives it. Lower-case ASCII needs no locale work, and most
 * tokens are plain lower-case ASCII.
 */
export function lowerToken(raw: string, language: Language = 'auto'): string {
  return ASCII_LOWER_RE.test(raw) ? raw : lowerCase(raw, language);
}

/**
 * The tokens of {@link tokenize}(normalizeText(text)) with their source offsets, so explanations can highlight the
 * characters a feature came from. Placeholders are found first and blanked with spaces of the same length (instead
 * of being replaced by shorter words), and tokens are lower-cased one by one, so no offset ever shifts. Offsets refer
 * to the NFC form, which for nearly all real input is the input itself.
 */
export function analyze(text: string, language: Language = 'auto'): Token[] {
  const tokens: Token[] = [];
  const s = blankPlaceholders(text.normalize('NFC'), (text, start, end) => tokens.push({ text, start, end }));
  const placeholders = tokens.length;
  for (const m of s.matchAll(TOKEN_RE)) {
    const raw = m[0];
    tokens.push({ text: lowerToken(raw, language), start: m.index, end: m.index + raw.length });
  }
  if (placeholders > 0) tokens.sort((a, b) => a.start - b.start);
  return tokens;
}

/**
 * Finds the placeholders of NFC text (URLs, e-mails, phone numbers, mentions, numbers, in that order of patterns),
 * reports each one's placeholder token and source range, and returns the text with them blanked by spaces of the
 * same length: its remaining tokens are TOKEN_RE's, and no offset shifts.
 */
export function blankPlaceholders(nfc: string, found: (placeholder: string, start: number, end: number) => void): string {
  let s = nfc;
  for (const [re, placeholder] of PLACEHOLDER_PATTERNS) {
    if (!mayContain(s, placeholder)) continue;
    s = s.replace(re, (match: string, offset: number) => {
      found(placeholder, offset, offset + match.length);
      return ' '.repeat(match.length);
    });
  }
  return s;
}

// Cheap pre-checks: every placeholder pattern needs a digit, '@', or a URL prefix; skipping a regex pass over
// text that cannot match keeps analysis fast on ordinary sentences.
function mayContain(s: string, placeholder: string): boolean {
  if (placeholder === PLACEHOLDERS.url) return s.includes('http') || s.includes('www.');
  if (placeholder === PLACEHOLDERS.email || placeholder === PLACEHOLDERS.mention) return s.includes('@');
  return /\d/u.test(s);
}

/** Whether any placeholder pattern could match NFC text (see {@link mayContain}); if not, its tokens are TOKEN_RE's. */
export function mayContainAny(s: string): boolean {
  return /[\d@]|http|www\./u.test(s);
}

// Character classes of TOKEN_RE, one bit each, for the scanner below.
const WORD = 1; // [\p{L}\p{M}\p{N}_]
const LETTER_OR_MARK = 2; // [\p{L}\p{M}]
const PICTOGRAPHIC = 4;
const EMOJI_MODIFIER = 8;
const REGIONAL = 16;
const KNOWN = 128;
const bmpClasses = new Uint8Array(0x10000);
const astralClasses = new Map<number, number>();

function classify(cp: number): number {
  const ch = String.fromCodePoint(cp);
  let c = KNOWN;
  if (/[\p{L}\p{M}]/u.test(ch)) c |= WORD | LETTER_OR_MARK;
  else if (/[\p{N}_]/u.test(ch)) c |= WORD;
  if (/\p{Extended_Pictographic}/u.test(ch)) c |= PICTOGRAPHIC;
  if (/\p{Emoji_Modifier}/u.test(ch)) c |= EMOJI_MODIFIER;
  if (/\p{Regional_Indicator}/u.test(ch)) c |= REGIONAL;
  return c;
}

/** The TOKEN_RE classes of a code point, from the Unicode property escapes themselves (cached). */
function classOf(cp: number): number {
  if (cp < 0x10000) {
    const c = bmpClasses[cp] as number;
    if (c !== 0) return c;
    const made = classify(cp);
    bmpClasses[cp] = made;
    return made;
  }
  let c = astralClasses.get(cp);
  if (c === undefined) {
    c = classify(cp);
    astralClasses.set(cp, c);
  }
  return c;
}

/** Receives one token of {@link scanTokens}: its UTF-16 range and the FNV-1a state of its code units. */
export type TokenSink = (start: number, end: number, hash: number) => void;

/**
 * The tokens `tokenize` would give for `s` (`s.match(TOKEN_RE)`, same order, same boundaries), as ranges, with
 * each one's FNV-1a hash (seed `seed`, see hash.ts) folded in while scanning. Prediction looks tokens up by that
 * hash in its per-model cache, so a token seen before costs no string, no regex match object and no Map hashing.
 * Character classes come from the same Unicode property escapes as TOKEN_RE, evaluated once per code point.
 */
export function scanTokens(s: string, seed: number, sink: TokenSink): void {
  const n = s.length;
  let i = 0;
  while (i < n) {
    const start = i;
    let cp = s.codePointAt(i) as number;
    let c = cp < 0x80 ? asciiClass(cp) : classOf(cp);
    if ((c & PICTOGRAPHIC) !== 0) {
      // \p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*
      i += cp > 0xffff ? 2 : 1;
      while (i < n) {
        cp = s.codePointAt(i) as number;
        if (cp === 0xfe0f || (cp >= 0x80 && (classOf(cp) & EMOJI_MODIFIER) !== 0)) {
          i += cp > 0xffff ? 2 : 1;
        } else if (cp === 0x200d && i + 1 < n) {
          const next = s.codePointAt(i + 1) as number;
          if (next < 0x80 || (classOf(next) & PICTOGRAPHIC) === 0) break;
          i += 1 + (next > 0xffff ? 2 : 1);
        } else break;
      }
      sink(start, i, fnvRange(s, start, i, seed));
      continue;
    }
    if ((c & REGIONAL) !== 0 && i + 2 < n) {
      const next = s.codePointAt(i + 2) as number;
      if (next >= 0x80 && (classOf(next) & REGIONAL) !== 0) {
        i += 4;
        sink(start, i, fnvRange(s, start, i, seed));
        continue;
      }
    }
    if ((c & WORD) === 0) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    // [\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*
    let h = seed;
    while (i < n) {
      cp = s.codePointAt(i) as number;
      c = cp < 0x80 ? asciiClass(cp) : classOf(cp);
      if ((c & WORD) === 0) break;
      h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
      if (cp > 0xffff) h = Math.imul(h ^ s.charCodeAt(i + 1), 0x01000193);
      i += cp > 0xffff ? 2 : 1;
    }
    for (;;) {
      const apostrophe = s.charCodeAt(i);
      if ((apostrophe !== 0x27 && apostrophe !== 0x2019) || i + 1 >= n) break;
      const next = s.codePointAt(i + 1) as number;
      if (((next < 0x80 ? asciiClass(next) : classOf(next)) & LETTER_OR_MARK) === 0) break;
      h = Math.imul(h ^ apostrophe, 0x01000193);
      i++;
      // The suffix takes letters and marks only; a digit or '_' after it starts the next token.
      while (i < n) {
        cp = s.codePointAt(i) as number;
        if (((cp < 0x80 ? asciiClass(cp) : classOf(cp)) & LETTER_OR_MARK) === 0) break;
        h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
        if (cp > 0xffff) h = Math.imul(h ^ s.charCodeAt(i + 1), 0x01000193);
        i += cp > 0xffff ? 2 : 1;
      }
    }
    sink(start, i, h);
  }
}

function asciiClass(cp: number): number {
  if ((cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a)) return KNOWN | WORD | LETTER_OR_MARK;
  if ((cp >= 0x30 && cp <= 0x39) || cp === 0x5f) return KNOWN | WORD;
  return KNOWN;
}

function fnvRange(s: string, from: number, to: number, seed: number): number {
  let h = seed;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}
