import { type Language, PLACEHOLDERS, foldDiacritics, normalizeText, tokenize } from '../text.js';
import { guessLanguage } from './stem.js';
import { ENGLISH_STOPWORDS, TURKISH_STOPWORDS } from './stopwords.js';

/** Lower-cased (root and Turkish rules) and folded forms, so "çok" also drops "cok" and "DAHA" drops "daha". */
export function stopSet(words: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const w of words) {
    for (const lower of [normalizeText(w, 'auto').trim(), normalizeText(w, 'tr').trim()]) {
      set.add(lower);
      set.add(foldDiacritics(lower));
    }
  }
  return set;
}

const TURKISH_STOP: ReadonlySet<string> = stopSet(TURKISH_STOPWORDS);
const ENGLISH_STOP: ReadonlySet<string> = stopSet(ENGLISH_STOPWORDS);
const PLACEHOLDER_SET: ReadonlySet<string> = new Set(Object.values(PLACEHOLDERS));
const LETTER_RE = /\p{L}/u;
const APOSTROPHE_RE = /['’]/u;
// Punctuation that ends a phrase: no bigram spans it.
const BREAK_RE = /[.,;:!?()[\]{}"“”«»\n\r|/\\…]+/u;

// A suffix written after a placeholder ("5'te", "@thy'ye", "10’da"; normalising pads the placeholder with spaces):
// Turkish joins endings to numbers and names with an apostrophe, and the tokenizer would leave "te", "ye", "da"
// behind as words of their own.
const PLACEHOLDER_SUFFIX_RE = new RegExp(`(${Object.values(PLACEHOLDERS).join('|')})\\s*['’]\\p{L}+`, 'gu');

/** Tokens of normalised text, split into phrases at punctuation. */
function phrasesOf(normalized: string): string[][] {
  return normalized.replace(PLACEHOLDER_SUFFIX_RE, '$1').split(BREAK_RE).map(tokenize);
}

/** One document's content words (ids into {@link Words}) in order. */
export interface DocumentWords {
  words: number[];
  /** Per word: it directly follows the previous content word in the same phrase (so the two form a bigram). */
  adjacent: boolean[];
  /** Undefined when 'auto' found no evidence either way. */
  language: 'tr' | 'en' | undefined;
}

/**
 * Interned content words of a corpus (surface form and diacritic-folded form per id). Tokens are looked up
 * once per distinct string: a corpus repeats its words, and the stopword and letter checks then run once each.
 */
export class Words {
  readonly surface: string[] = [];
  readonly folded: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly tokens = new Map<string, number>();
  private readonly stop: ReadonlySet<string>;

  /** `keep`: built-in stopwords to treat as content words; `stopwords` are added after, so they always apply. */
  constructor(stopwords: Iterable<string>, keep: Iterable<string> = []) {
    const stop = new Set([...TURKISH_STOP, ...ENGLISH_STOP]);
    for (const word of stopSet(keep)) stop.delete(word);
    for (const word of stopSet(stopwords)) stop.add(word);
    this.stop = stop;
  }

  /** The content words of a text, with its language ('auto' resolved per document when there is evidence). */
  read(text: string, language: Language): DocumentWords {
    let phrases = phrasesOf(normalizeText(text, language));
    const lang = language === 'auto' ? guessLanguage(phrases.flat(), TURKISH_STOP, ENGLISH_STOP) : language;
    // Turkish casing ("KARGO HIZLI" → "hızlı") needs the Turkish locale, known only after the guess.
    if (language === 'auto' && lang === 'tr' && /[Iİ]/u.test(text)) phrases = phrasesOf(normalizeText(text, 'tr'));
    const words: number[] = [];
    const adjacent: boolean[] = [];
    for (const tokens of phrases) {
      let gap = true;
      for (const token of tokens) {
        const id = this.word(token);
        if (id < 0) gap = true;
        else {
          words.push(id);
          adjacent.push(!gap);
          gap = false;
        }
      }
    }
    return { words, adjacent, language: lang };
  }

  /** Word id of a token, −1 for stopwords, placeholders, single letters and tokens without letters. */
  private word(token: string): number {
    const known = this.tokens.get(token);
    if (known !== undefined) return known;
    let id = -1;
    // "ürün'ü", "jetblue's": the part before the apostrophe is the word.
    const apostrophe = token.search(APOSTROPHE_RE);
    const surface = apostrophe < 0 ? token : token.slice(0, apostrophe);
    if (!this.stop.has(token) && !PLACEHOLDER_SET.has(token) && surface.length >= 2 && LETTER_RE.test(surface)) {
      const folded = foldDiacritics(surface);
      if (!this.stop.has(surface) && !this.stop.has(folded)) {
        id = this.ids.get(surface) ?? -1;
        if (id < 0) {
          id = this.surface.length;
          this.ids.set(surface, id);
          this.surface.push(surface);
          this.folded.push(folded);
        }
      }
    }
    this.tokens.set(token, id);
    return id;
  }
}
