/**
 * Light conflation of word forms, so that "kargom"/"kargoyu" or "flights"/"flight" count as one term. Short
 * feedback gives each document only a handful of words; without conflation two complaints about the same thing
 * often share no term at all. Keys are only used for matching: phrases are shown in their most frequent
 * surface form, so keys need not be real words.
 */

const TURKISH_LETTERS_RE = /[çğıöşü]/u;

/**
 * Guesses whether a document is Turkish or English from stopword hits and Turkish-only letters; `undefined`
 * when there is no evidence either way (the caller then looks at the rest of the corpus).
 */
export function guessLanguage(
  tokens: readonly string[],
  turkish: ReadonlySet<string>,
  english: ReadonlySet<string>,
): 'tr' | 'en' | undefined {
  let tr = 0;
  let en = 0;
  for (const t of tokens) {
    if (turkish.has(t) || TURKISH_LETTERS_RE.test(t)) tr++;
    if (english.has(t)) en++;
  }
  if (tr === en) return undefined;
  return tr > en ? 'tr' : 'en';
}

/**
 * Turkish key of a folded word: its first five letters, or its first four when those four letters occur as a
 * word of their own. Fixed-length prefixes are a well-tested stemmer for Turkish (five letters did as well as
 * lemmatisation in retrieval experiments), but many frequent roots have four letters ("iade", "ürün", "para"),
 * and "iadesi"/"iademi" would stay apart under a five-letter cut; the corpus tells which four-letter roots exist.
 */
export function turkishKey(folded: string, words: ReadonlySet<string>): string {
  if (folded.length <= 4) return folded;
  const four = folded.slice(0, 4);
  return words.has(four) ? four : folded.slice(0, 5);
}

const VOWEL_RE = /[aeiou]|(?<=.)y/u;
const DOUBLE_RE = /([bdfgklmnprt])\1$/u;
const SHORT_CVC_RE = /^[^aeiou][aeiouy][^aeiouwxy]$/u;

/**
 * English key: plural and -ed/-ing endings removed (Porter's step 1, with "ll" also undoubled so that British
 * "cancelled" meets "cancel"). Derivational endings are kept: for topic matching, "delay"/"delayed" must meet,
 * while "custom"/"customer" must not.
 */
export function englishKey(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(?:ss|us|is)$/u.test(w)) w = w.slice(0, -1);
  if (w.endsWith('eed')) return w.length > 4 ? w.slice(0, -1) : w;
  const suffix = w.endsWith('ed') ? 2 : w.endsWith('ing') ? 3 : 0;
  if (suffix === 0) return w;
  const stem = w.slice(0, -suffix);
  if (stem.length < 2 || !VOWEL_RE.test(stem)) return w;
  if (/(?:at|bl|iz)$/u.test(stem)) return `${stem}e`;
  if (DOUBLE_RE.test(stem)) return stem.slice(0, -1);
  if (SHORT_CVC_RE.test(stem)) return `${stem}e`;
  return stem;
}
