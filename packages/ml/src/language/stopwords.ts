/** Stopword sets for Turkish and English, from stopwords-iso, cleaned for customer-feedback classification. */
import { createRequire } from 'node:module';
import { MEANINGFUL_WORDS, NEGATION_WORDS } from './stopword-exceptions.js';

type Supported = 'tr' | 'en';

const NONE: ReadonlySet<string> = new Set();
// An entry that the tokenizer can produce: no leading apostrophe ("'ll"), dots ("i.e.") or hyphens ("et-al").
const TOKEN_LIKE_RE = /^\p{L}[\p{L}\p{N}]*(?:'\p{L}+)*$/u;
// The Turkish list holds some words decoded with the wrong code page ("deđil", "baţka", "þey", "altý").
const MOJIBAKE: Readonly<Record<string, string>> = { ý: 'ı', þ: 'ş', ţ: 'ş', đ: 'ğ' };
const MOJIBAKE_RE = /[ýþţđ]/gu;

// Built on first use and never changed afterwards; the sets are the same for every caller.
const built = new Map<Supported, ReadonlySet<string>>();

/**
 * Stopwords for `language` (ISO 639-1; a region such as `en-US` is ignored): Turkish or English from
 * stopwords-iso, lower-cased with the language's rules, or an empty set for any other language.
 *
 * Negations ("değil", "yok", "hiç", "not", "no", "never", "don't" …) are never stopwords: in feedback they
 * reverse the meaning ("hiç memnun değilim"). Nor are the polarity, degree, contrast and customer-service words
 * the union list happens to contain ("iyi", "çok", "ama", "good", "very", "but", "order"); see
 * `stopword-exceptions.ts`. The Turkish list also has its mis-encoded entries repaired ("deđil" → "değil"), and
 * English entries with an apostrophe also appear with a curly one ("don’t"), as the tokenizer keeps both.
 * nlp.js adds nothing for Turkish: its StopwordsTr ships an empty list.
 *
 * The returned set is shared by all callers: do not mutate it.
 */
export function stopwordsFor(language: string): ReadonlySet<string> {
  const code = language.toLowerCase().split(/[-_]/u)[0];
  if (code !== 'tr' && code !== 'en') return NONE;
  let set = built.get(code);
  if (set === undefined) {
    set = build(code);
    built.set(code, set);
  }
  return set;
}

function build(language: Supported): ReadonlySet<string> {
  const lists: unknown = createRequire(import.meta.url)('stopwords-iso');
  const list: unknown = typeof lists === 'object' && lists !== null ? (lists as Record<string, unknown>)[language] : null;
  if (!Array.isArray(list)) throw new Error(`stopwords-iso has no list for "${language}"`);
  const keep = new Set([...NEGATION_WORDS[language], ...MEANINGFUL_WORDS[language]]);
  const words = new Set<string>();
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'string') continue;
    const word =
      language === 'tr'
        ? entry.replace(MOJIBAKE_RE, (ch) => MOJIBAKE[ch] ?? ch).toLocaleLowerCase('tr')
        : entry.toLowerCase().replace(/’/gu, "'");
    if (!TOKEN_LIKE_RE.test(word) || keep.has(word)) continue;
    words.add(word);
    if (word.includes("'")) words.add(word.replace(/'/gu, '’'));
  }
  return words;
}
