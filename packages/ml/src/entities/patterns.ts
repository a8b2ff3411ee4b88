/** Building blocks shared by the built-in detectors. */

import type { BuiltinEntityType } from './types.js';

/** Receives one match of a detector: its type, UTF-16 span and normalised value. */
export type Emit = (type: BuiltinEntityType, start: number, end: number, value: string) => void;

/**
 * Match edges. The checks before a match look at ASCII only: a lookbehind is tried at every position of the text,
 * and one with Unicode property classes made the whole scan about four times slower. {@link wordCharBefore}
 * completes the check for the few candidates (findEntities applies it to every built-in match). Checks after a
 * match run only where a match ends, so they can afford the full classes.
 */
export const WORD_START = String.raw`(?<![A-Za-z0-9_])`;
export const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}_])`;

/**
 * A number's edges: besides word edges, a number may not continue a decimal, date or range ("1.5", "12/03",
 * "3-4"), or a digit inside "12.10000000146" would start an identifier.
 */
export const NUM_START = String.raw`(?<![A-Za-z0-9_]|\d[.,/-])`;
export const NUM_END = String.raw`(?![\p{L}\p{M}\p{N}_]|[.,/-]\d)`;

const WORD_CHAR_LAST_RE = /[\p{L}\p{M}\p{N}_]$/u;

/** Whether the code point before `offset` is a letter, mark, digit or underscore, in any script. */
export function wordCharBefore(text: string, offset: number): boolean {
  // Two code units, in case the character before is a surrogate pair.
  return offset > 0 && WORD_CHAR_LAST_RE.test(text.slice(Math.max(0, offset - 2), offset));
}

const SPECIAL_RE = /[.*+?^${}()|[\]\\/]/gu;

/** Escapes regular-expression syntax characters (only those, so the result is valid with the `u` flag). */
export function escapeRegExp(s: string): string {
  return s.replace(SPECIAL_RE, '\\$&');
}

// Diacritics people often leave out, and the four i's (I/ı and İ/i are case pairs in Turkish only).
const LOOSE: Readonly<Record<string, string>> = {
  i: '[iıIİ]',
  ı: '[iıIİ]',
  ç: '[çÇcC]',
  ğ: '[ğĞgG]',
  ö: '[öÖoO]',
  ş: '[şŞsS]',
  ü: '[üÜuU]',
};

/**
 * A pattern for a lower-case Turkish or English word that matches it in any case and with or without Turkish
 * diacritics: "mayıs" matches "MAYIS", "Mayis" and "MAYİS". Cases are spelt out as classes instead of using the
 * `i` flag, which made the month and keyword scans several times slower.
 */
export function looseWord(word: string): string {
  let out = '';
  for (const ch of word) {
    const upper = ch.toUpperCase();
    out += LOOSE[ch] ?? (upper !== ch && upper.length === 1 ? `[${ch}${upper}]` : escapeRegExp(ch));
  }
  return out;
}

/** Alternation of words, longest first, so a longer word wins over its prefix ("mayıs" over "may"). */
export function alternation(words: readonly string[], toPattern: (word: string) => string = looseWord): string {
  return [...words]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(toPattern)
    .join('|');
}

const DOTTED_I_RE = /[İIı]/gu;
const DIACRITIC_RE = /[âçğîöşûü]/gu;
const PLAIN: Readonly<Record<string, string>> = { â: 'a', ç: 'c', ğ: 'g', î: 'i', ö: 'o', ş: 's', û: 'u', ü: 'u' };

/**
 * Lower-cases a matched word with the dotted and dotless i merged and Turkish diacritics removed, so it can be
 * looked up in a table: "MAYIS", "Mayıs", "mayis" → "mayis".
 */
export function wordKey(word: string): string {
  return word
    .replace(DOTTED_I_RE, 'i')
    .toLowerCase()
    .replace(DIACRITIC_RE, (c) => PLAIN[c] ?? c);
}
