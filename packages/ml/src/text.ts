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
 * The texts of {@link analyze}'s tokens before lower-casing (placeholders included), without offsets. Prediction
 * reads tokens through this and a per-model cache of each distinct raw token's features, so a token seen before
 * costs no case mapping, diacritic folding or hashing. Text that cannot hold a placeholder (the common case) is
 * split by one `match` call.
 */
export function rawTokens(text: string): string[] {
  const s = text.normalize('NFC');
  if (!mayContainAny(s)) return s.match(TOKEN_RE) ?? [];
  return analyzeNormalized(s, null).map((t) => t.text);
}

/**
 * The tokens of {@link tokenize}(normalizeText(text)) with their source offsets, so explanations can highlight the
 * characters a feature came from. Placeholders are found first and blanked with spaces of the same length (instead
 * of being replaced by shorter words), and tokens are lower-cased one by one, so no offset ever shifts. Offsets refer
 * to the NFC form, which for nearly all real input is the input itself.
 */
export function analyze(text: string, language: Language = 'auto'): Token[] {
  return analyzeNormalized(text.normalize('NFC'), language);
}

/** {@link analyze} of NFC text; `language` null leaves the tokens as written (see {@link rawTokens}). */
function analyzeNormalized(nfc: string, language: Language | null): Token[] {
  let s = nfc;
  const tokens: Token[] = [];
  for (const [re, placeholder] of PLACEHOLDER_PATTERNS) {
    if (!mayContain(s, placeholder)) continue;
    s = s.replace(re, (match: string, offset: number) => {
      tokens.push({ text: placeholder, start: offset, end: offset + match.length });
      return ' '.repeat(match.length);
    });
  }
  const placeholders = tokens.length;
  for (const m of s.matchAll(TOKEN_RE)) {
    const raw = m[0];
    tokens.push({ text: language === null ? raw : lowerToken(raw, language), start: m.index, end: m.index + raw.length });
  }
  if (placeholders > 0) tokens.sort((a, b) => a.start - b.start);
  return tokens;
}

// Cheap pre-checks: every placeholder pattern needs a digit, '@', or a URL prefix; skipping a regex pass over
// text that cannot match keeps analysis fast on ordinary sentences.
function mayContain(s: string, placeholder: string): boolean {
  if (placeholder === PLACEHOLDERS.url) return s.includes('http') || s.includes('www.');
  if (placeholder === PLACEHOLDERS.email || placeholder === PLACEHOLDERS.mention) return s.includes('@');
  return /\d/u.test(s);
}

/** Whether any placeholder pattern could match (see {@link mayContain}). */
function mayContainAny(s: string): boolean {
  return /[\d@]|http|www\./u.test(s);
}
