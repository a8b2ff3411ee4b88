/** User entity mappings: literal phrases and regular expressions, compiled once and matched many times. */

import { escapeRegExp, wordCharBefore } from './patterns.js';
import type { Entity, EntityMapping } from './types.js';

/**
 * Text and patterns are compared with "İ" and "ı" turned into "i". The `i` flag already equates "I" and "i", but
 * gives "İ" and "ı" no case partner, so without this "İSTANBUL" would not match "istanbul" nor "KIRMIZI"
 * "kırmızı". Both are single UTF-16 units, so offsets into the folded text are offsets into the original.
 */
const DOTTED_RE = /[İı]/gu;
const foldI = (s: string): string => s.replace(DOTTED_RE, 'i');

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;
const WORD_CHAR_RE = new RegExp(`^${WORD_CHAR}$`, 'u');

interface Compiled {
  mapping: EntityMapping;
  /** Position in the list the user gave; the earlier mapping wins a tie. */
  order: number;
}

interface Literal extends Compiled {
  /** The source folded for comparison, white space collapsed. */
  phrase: string;
}

/** A match of a mapping: the entity, and the order of the mapping it came from. */
export interface MappingMatch {
  entity: Entity;
  order: number;
}

/** Mappings ready for {@link findEntities}; build with {@link compileEntityMappings} to reuse across calls. */
export class CompiledEntityMappings {
  /** One alternation of all literals, longest first, with one capturing group each (in {@link #literals} order). */
  readonly #literalRe: RegExp | null;
  readonly #literals: readonly Literal[];
  readonly #regexes: readonly (Compiled & { re: RegExp })[];

  /** Use {@link compileEntityMappings}. */
  constructor(literalRe: RegExp | null, literals: readonly Literal[], regexes: readonly (Compiled & { re: RegExp })[]) {
    this.#literalRe = literalRe;
    this.#literals = literals;
    this.#regexes = regexes;
  }

  /** All matches, possibly overlapping. Literals are matched leftmost-longest; regexes report every non-empty match. */
  match(text: string): MappingMatch[] {
    const out: MappingMatch[] = [];
    const folded = foldI(text);
    if (this.#literalRe !== null) {
      for (const m of folded.matchAll(this.#literalRe)) {
        const literal = this.#literals[m.findIndex((g, i) => i > 0 && g !== undefined) - 1];
        if (literal !== undefined && !(WORD_CHAR_RE.test(literal.phrase.charAt(0)) && wordCharBefore(text, m.index))) {
          out.push(matchOf(literal, text, m.index, m[0].length));
        }
      }
    }
    for (const regex of this.#regexes) {
      for (const m of folded.matchAll(regex.re)) {
        if (m[0].length > 0) out.push(matchOf(regex, text, m.index, m[0].length));
      }
    }
    return out;
  }
}

function matchOf({ mapping, order }: Compiled, text: string, start: number, length: number): MappingMatch {
  const matched = text.slice(start, start + length);
  const value = mapping.target !== undefined && mapping.target !== '' ? mapping.target : matched;
  return { entity: { type: mapping.name, text: matched, start, end: start + length, value }, order };
}

/**
 * Validates and compiles mappings. Throws on an empty name or source, and on a regex that does not compile:
 * `invalid entity mapping regex "…": …`. Regexes run with the flags `giu` on the text with I/ı/İ/i merged;
 * matches of zero length are skipped. Where two literal mappings fold to the same phrase, the first one wins.
 */
export function compileEntityMappings(mappings: readonly EntityMapping[]): CompiledEntityMappings {
  const literals: Literal[] = [];
  const regexes: (Compiled & { re: RegExp })[] = [];
  const seen = new Set<string>();
  mappings.forEach((source, order) => {
    if (source.name.trim() === '') throw new Error(`invalid entity mapping: empty name (source "${source.source}")`);
    if (source.source.trim() === '') throw new Error(`invalid entity mapping "${source.name}": empty source`);
    // A copy, so later changes to the caller's objects cannot change compiled behaviour.
    const mapping = { ...source };
    if (mapping.regex) {
      regexes.push({ mapping, order, re: compileRegex(mapping.source) });
      return;
    }
    const phrase = foldI(mapping.source.trim()).toLowerCase().replace(/\s+/gu, ' ');
    if (seen.has(phrase)) return;
    seen.add(phrase);
    literals.push({ mapping, order, phrase });
  });
  // Longest first, so the longest phrase wins at a position. Phrases starting with a word character share one
  // cheap ASCII lookbehind (a Unicode one per phrase made the scan several times slower); non-ASCII letters
  // before a match are checked in match().
  literals.sort((a, b) => b.phrase.length - a.phrase.length || a.order - b.order);
  const wordInitial = literals.filter((l) => WORD_CHAR_RE.test(l.phrase.charAt(0)));
  const other = literals.filter((l) => !WORD_CHAR_RE.test(l.phrase.charAt(0)));
  const group = (list: readonly { phrase: string }[]): string =>
    list.map(({ phrase }) => `(${literalPattern(phrase)})`).join('|');
  const parts = [
    ...(wordInitial.length > 0 ? [`(?<![A-Za-z0-9_])(?:${group(wordInitial)})`] : []),
    ...(other.length > 0 ? [group(other)] : []),
  ];
  return new CompiledEntityMappings(
    parts.length > 0 ? new RegExp(parts.join('|'), 'giu') : null,
    [...wordInitial, ...other],
    regexes,
  );
}

/** A phrase with white space matching any white space, and a word boundary after it if it ends in a word character. */
function literalPattern(phrase: string): string {
  const body = escapeRegExp(phrase).replace(/ /gu, String.raw`\s+`);
  return WORD_CHAR_RE.test(phrase.charAt(phrase.length - 1)) ? `${body}(?!${WORD_CHAR})` : body;
}

function compileRegex(source: string): RegExp {
  let re: RegExp;
  try {
    re = new RegExp(source, 'giu');
  } catch (error) {
    throw new Error(`invalid entity mapping regex "${source}": ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  // The folded source matches the folded text; in the rare case folding breaks it (a group named "ı" next to
  // one named "i"), the source as written still works for everything but those letters.
  try {
    return new RegExp(foldI(source), 'giu');
  } catch {
    return re;
  }
}
