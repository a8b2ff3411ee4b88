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

/**
 * Unicode NFC, placeholders for URLs, e-mails, phone numbers, @mentions and numbers, then language-aware
 * lower-casing. Returns a string ready for {@link tokenize}.
 */
export function normalizeText(text: string, language: Language = 'auto'): string {
  const s = text
    .normalize('NFC')
    .replace(URL_RE, ` ${PLACEHOLDERS.url} `)
    .replace(EMAIL_RE, ` ${PLACEHOLDERS.email} `)
    .replace(PHONE_RE, ` ${PLACEHOLDERS.phone} `)
    .replace(MENTION_RE, ` ${PLACEHOLDERS.mention} `)
    .replace(NUMBER_RE, ` ${PLACEHOLDERS.number} `);
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
