/**
 * Turkish-aware normalisation and tokenising for script matching (docs/call-scoring.md, "Fuzzy script matching").
 * Speech transcripts drop diacritics ("iyi gunler") and capitalise at random, so every word is folded: lower-cased
 * the Turkish way (İ → i, I → ı), then ç ğ ı ö ş ü and other accents folded to plain letters. Tokens keep their
 * character offsets in the original text, so evidence can point at the words as written.
 */

/** One word: its folded form and where it stands in the original text ([start, end), UTF-16 offsets). */
export interface Token {
  text: string;
  start: number;
  end: number;
  /** The part before an apostrophe ("Bey'e" → "bey"): Turkish marks a name's suffix with one, so the stem matches too. */
  stem?: string;
}

export interface Tokenised {
  tokens: Token[];
  /** Letters (not digits) in the text: the numerator of the speed of speech. */
  letters: number;
}

/** Apostrophes join a word ("Ahmet'e" → "ahmete") instead of splitting it: Turkish writes suffixes after one. */
const JOINERS = new Set([0x27, 0x2019, 0x2bc, 0x60, 0xb4]);

/** Per UTF-16 code unit: its folded form, '' for a separator; letters are flagged to count them. */
interface Fold {
  text: string;
  letter: boolean;
}

const SEPARATOR: Fold = { text: '', letter: false };
const cache = new Map<number, Fold>();
const ascii: Fold[] = [];

function computeFold(code: number): Fold {
  const ch = String.fromCharCode(code);
  if (/\p{N}/u.test(ch)) return { text: ch, letter: false };
  if (!/\p{L}/u.test(ch)) return SEPARATOR;
  // ı (dotless i) has no decomposition: fold it by hand; the rest loses its marks through NFD.
  const lower = ch.toLocaleLowerCase('tr').replace(/ı/g, 'i');
  const text = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return { text: text === '' ? lower : text, letter: true };
}

for (let c = 0; c < 128; c++) ascii.push(computeFold(c));

/** The fold of one code unit; non-ASCII results are cached, so the regexes above run once per distinct character. */
function fold(code: number): Fold {
  if (code < 128) return ascii[code] as Fold;
  let f = cache.get(code);
  if (f === undefined) {
    f = computeFold(code);
    cache.set(code, f);
  }
  return f;
}

/**
 * Splits a text into folded words with their offsets in the original, and counts its letters. A word already in
 * folded form (most English words, many Turkish ones) is one slice of the text instead of a string built letter by
 * letter: scoring tokenises every turn of every call.
 */
export function tokenise(text: string): Tokenised {
  const tokens: Token[] = [];
  let letters = 0;
  /** The folded word when it differs from the text; null while the word is text.slice(start, end). */
  let built: string | null = null;
  let stem = '';
  let start = -1;
  let end = -1;
  const push = (): void => {
    const word = built ?? text.slice(start, end);
    tokens.push(stem !== '' && stem !== word ? { text: word, start, end, stem } : { text: word, start, end });
    built = null;
    stem = '';
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const f = fold(code);
    if (f.text === '') {
      if (start < 0) continue;
      if (JOINERS.has(code)) {
        built ??= text.slice(start, end);
        if (stem === '') stem = built;
      } else push();
      continue;
    }
    if (f.letter) letters++;
    if (start < 0) start = i;
    if (built !== null) built += f.text;
    else if (f.text.length !== 1 || f.text.charCodeAt(0) !== code) built = text.slice(start, i) + f.text;
    end = i + 1;
  }
  if (start >= 0) push();
  return { tokens, letters };
}

/** The folded words of a text joined by single spaces: "İyi  Günler!" → "iyi gunler". */
export const normalise = (text: string): string =>
  tokenise(text)
    .tokens.map((t) => t.text)
    .join(' ');
