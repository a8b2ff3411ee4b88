/**
 * Stemmers chosen by language: Snowball Turkish (nlp.js's build of it) and Snowball English (Porter2), each behind a
 * bounded cache because a corpus repeats the same few thousand tokens over and over.
 */
import { createRequire } from 'node:module';

/** Options of {@link stemmerFor}. */
export interface StemmerOptions {
  /** Most tokens whose stems are remembered (default 50 000, about 5 MB at most); 0 turns the cache off. */
  cacheSize?: number;
}

/** Default of {@link StemmerOptions.cacheSize}: several times the vocabulary of a typical review corpus. */
export const DEFAULT_STEM_CACHE_SIZE = 50_000;

// The parts of the untyped CommonJS packages that are used. They are loaded with require() on first use, so
// importing this module costs nothing until a stemmer is asked for.
interface SnowballProgram {
  setCurrent(word: string): void;
  innerStem(): boolean;
  getCurrent(): string;
}
interface SnowballStemmers {
  newStemmer(algorithm: string): { stem(word: string): string };
}

const APOSTROPHE_RE = /['’]/u;
const CURLY_APOSTROPHE_RE = /’/gu;

/**
 * A stemmer for `language` (an ISO 639-1 code; a region such as `tr-TR` is ignored), or null when there is none
 * (anything but Turkish and English, `und`, `auto`). Tokens must already be lower-cased with the language's rules
 * (`ı`/`i` for Turkish), as `normalizeText` does.
 *
 * - Turkish: Snowball Turkish. It strips noun suffixes ("kitaplarımızdan" → "kitap", "siparişimi" → "sipariş") and
 *   a few verb endings ("geldi" → "gel"), but leaves negated verbs alone ("gelmedi", "çalışmıyor"), so negation is
 *   not conflated with its opposite. It over-stems some bare nouns ("ürün" → "ür", "sorun" → "sor") while
 *   "ürünler" → "ürün": stems are feature keys, not words, and best used next to the surface forms. A suffix after
 *   an apostrophe is dropped first ("ürün'ü" stems as "ürün"), as Turkish writes that apostrophe only between a
 *   proper noun or abbreviation and its endings.
 * - English: Snowball English (Porter2): "running" → "run", "connected" → "connect", "product's" → "product";
 *   a curly apostrophe is read as a straight one.
 *
 * Each call returns a new function with its own stemmer and cache, so create one per vectorizer (or worker) and
 * reuse it; calling stemmerFor per token would throw the cache away each time.
 */
export function stemmerFor(language: string, options: StemmerOptions = {}): ((token: string) => string) | null {
  const stem = rawStemmer(primarySubtag(language));
  if (stem === null) return null;
  const cacheSize = options.cacheSize ?? DEFAULT_STEM_CACHE_SIZE;
  return cacheSize > 0 ? cached(stem, cacheSize) : stem;
}

function primarySubtag(language: string): string {
  return language.toLowerCase().split(/[-_]/u)[0] ?? '';
}

function rawStemmer(language: string): ((token: string) => string) | null {
  const require = createRequire(import.meta.url);
  if (language === 'tr') {
    // nlp.js over snowball-stemmers: both compile the same Snowball Turkish algorithm and agree on every token
    // tried, but nlp.js's build runs about 6× faster. Its own stemWord() is skipped: its cache never forgets.
    const Stemmer = require('@nlpjs/lang-tr/src/stemmer-tr.js') as new () => SnowballProgram;
    const stemmer = new Stemmer();
    return (token) => {
      const apostrophe = token.search(APOSTROPHE_RE);
      stemmer.setCurrent(apostrophe > 0 ? token.slice(0, apostrophe) : token);
      stemmer.innerStem();
      return stemmer.getCurrent();
    };
  }
  if (language === 'en') {
    const stemmer = (require('snowball-stemmers') as SnowballStemmers).newStemmer('english');
    return (token) => stemmer.stem(token.includes('’') ? token.replace(CURLY_APOSTROPHE_RE, "'") : token);
  }
  return null;
}

/**
 * Two-generation cache: hits in the young map are served at once, hits in the old map are promoted, and when the
 * young map is full it becomes the old one. Frequent tokens therefore stay, and memory stays under `size` entries
 * without the per-hit bookkeeping of a true LRU.
 */
function cached(stem: (token: string) => string, size: number): (token: string) => string {
  const half = Math.max(1, Math.floor(size / 2));
  let young = new Map<string, string>();
  let old = new Map<string, string>();
  return (token) => {
    let result = young.get(token);
    if (result !== undefined) return result;
    result = old.get(token) ?? stem(token);
    if (young.size >= half) {
      old = young;
      young = new Map();
    }
    young.set(token, result);
    return result;
  };
}
