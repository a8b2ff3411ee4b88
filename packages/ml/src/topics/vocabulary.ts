import type { Language } from '../text.js';
import type { Progress } from './progress.js';
import { englishKey, turkishKey } from './stem.js';
import { type DocumentWords, Words } from './words.js';

/** Term ids of one document with a value per term (a raw count or a TF-IDF weight), ids increasing. */
export interface TermVector {
  ids: Int32Array;
  values: Float64Array;
}

/**
 * Documents as terms (word keys and bigrams of adjacent content words) with real strings, because key phrases
 * must be shown as text; hashed features cannot be named back.
 */
export interface Corpus {
  /** Term id → phrase as shown (most frequent surface form). */
  phrases: string[];
  /** Term id → the unigram term ids it consists of (itself for a unigram). */
  parts: (readonly number[])[];
  /** Per document: raw term counts. */
  counts: TermVector[];
  /** Per document: sublinear TF × IDF, L2-normalised; empty when no term survived. */
  vectors: TermVector[];
}

export interface VocabularyOptions {
  language: Language;
  /** Extra stopwords (any case, with or without diacritics). */
  stopwords: Iterable<string>;
  /** Built-in stopwords kept as content words (any case, with or without diacritics). */
  keepWords?: Iterable<string>;
  /** Terms in fewer documents than this are dropped: a term of one document cannot make two documents similar. */
  minDf: number;
}

/** Map keyed by pairs of small integers; nested maps keep keys small integers, which hash fast. */
class PairMap {
  private readonly maps = new Map<number, Map<number, number>>();
  get(a: number, b: number): number | undefined {
    return this.maps.get(a)?.get(b);
  }
  set(a: number, b: number, value: number): void {
    let m = this.maps.get(a);
    if (!m) this.maps.set(a, (m = new Map<number, number>()));
    m.set(b, value);
  }
}

/** Per document: term id of the word at each position, and of the bigram ending there (−1 when none). */
interface Positions {
  uni: Int32Array;
  bi: Int32Array;
}

/**
 * Tokenises, drops stopwords and placeholders, conflates word forms and weighs terms (see {@link Corpus}).
 * IDF is ln((1 + n) / df), without scikit-learn's "+ 1": clustering short texts needs very common words
 * ("flight", "ürün") weak, or they pull unrelated documents into one generic cluster. It stays above 0, so a
 * corpus of identical documents still has non-zero vectors.
 */
export function buildCorpus(texts: readonly string[], options: VocabularyOptions, progress?: Progress): Corpus {
  const words = new Words(options.stopwords, options.keepWords ?? []);
  const docs = texts.map((t, i) => {
    // Reading the words is most of this stage.
    if (i % 4096 === 0) progress?.at('vectorise', (0.8 * i) / texts.length);
    return words.read(t, options.language);
  });
  const { termParts, positions, df } = terms(docs, words);

  // Vocabulary: terms in at least minDf documents, numbered in order of first appearance.
  const column = new Int32Array(termParts.length).fill(-1);
  let dim = 0;
  for (let t = 0; t < termParts.length; t++) if ((df[t] as number) >= options.minDf) column[t] = dim++;
  const parts = termParts.filter((_, t) => column[t] !== -1).map((p) => p.map((u) => column[u] as number));
  const idf = new Float64Array(dim);
  for (let t = 0; t < termParts.length; t++) {
    const c = column[t] as number;
    if (c >= 0) idf[c] = Math.log((1 + texts.length) / (df[t] as number));
  }

  const counts: TermVector[] = [];
  const vectors: TermVector[] = [];
  for (const { uni, bi } of positions) {
    const cols: number[] = [];
    for (const t of uni) if ((column[t] as number) >= 0) cols.push(column[t] as number);
    for (const t of bi) if (t >= 0 && (column[t] as number) >= 0) cols.push(column[t] as number);
    cols.sort((a, b) => a - b);
    const ids: number[] = [];
    const tf: number[] = [];
    cols.forEach((c, i) => {
      if (i > 0 && c === cols[i - 1]) tf[tf.length - 1] = (tf[tf.length - 1] as number) + 1;
      else {
        ids.push(c);
        tf.push(1);
      }
    });
    const weights = Float64Array.from(ids, (c, i) => (1 + Math.log(tf[i] as number)) * (idf[c] as number));
    let norm = 0;
    for (const w of weights) norm += w * w;
    norm = Math.sqrt(norm);
    for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) / norm;
    const idArray = Int32Array.from(ids);
    counts.push({ ids: idArray, values: Float64Array.from(tf) });
    vectors.push({ ids: idArray, values: weights });
  }
  const phrases = surfaceForms(docs, positions, column, dim, words);
  return { phrases, parts, counts, vectors };
}

/**
 * The language of every document. Documents without evidence of their own (no stopword, no Turkish letter:
 * "Rude customer support, nobody helped") go with the language whose decided documents use more of their words,
 * else with the majority.
 */
function resolveLanguages(docs: readonly DocumentWords[]): ('tr' | 'en')[] {
  const seen = { tr: new Set<number>(), en: new Set<number>() };
  for (const d of docs) if (d.language) for (const w of d.words) seen[d.language].add(w);
  let trDocs = 0;
  for (const d of docs) if (d.language === 'tr') trDocs++;
  const majority = trDocs * 2 > docs.filter((d) => d.language).length ? 'tr' : 'en';
  return docs.map((d) => {
    if (d.language) return d.language;
    let votes = 0;
    for (const w of d.words) votes += (seen.tr.has(w) ? 1 : 0) - (seen.en.has(w) ? 1 : 0);
    return votes > 0 ? 'tr' : votes < 0 ? 'en' : majority;
  });
}

/**
 * Term ids of every word and bigram position, with document frequencies. Unigram keys and bigrams of adjacent
 * keys share one id space; word keys depend on the document's language.
 */
function terms(docs: readonly DocumentWords[], words: Words): { termParts: number[][]; positions: Positions[]; df: number[] } {
  const languages = resolveLanguages(docs);
  const turkishWords = new Set<string>();
  docs.forEach((d, i) => {
    if (languages[i] === 'tr') for (const w of d.words) turkishWords.add(words.folded[w] as string);
  });

  const unigramIds = new Map<string, number>();
  const bigramIds = new PairMap();
  const termParts: number[][] = [];
  const keyCache = { tr: new Map<number, number>(), en: new Map<number, number>() };
  const unigram = (word: number, lang: 'tr' | 'en'): number => {
    let id = keyCache[lang].get(word);
    if (id !== undefined) return id;
    const folded = words.folded[word] as string;
    const key = lang === 'tr' ? turkishKey(folded, turkishWords) : englishKey(folded);
    id = unigramIds.get(key);
    if (id === undefined) {
      id = termParts.length;
      unigramIds.set(key, id);
      termParts.push([id]);
    }
    keyCache[lang].set(word, id);
    return id;
  };
  const bigram = (a: number, b: number): number => {
    let id = bigramIds.get(a, b);
    if (id === undefined) {
      id = termParts.length;
      bigramIds.set(a, b, id);
      termParts.push([a, b]);
    }
    return id;
  };
  const df: number[] = [];
  const lastDoc: number[] = [];
  const count = (t: number, doc: number): void => {
    if (t < 0 || lastDoc[t] === doc) return;
    lastDoc[t] = doc;
    df[t] = (df[t] ?? 0) + 1;
  };
  const positions = docs.map((d, doc): Positions => {
    const lang = languages[doc] as 'tr' | 'en';
    const uni = Int32Array.from(d.words, (w) => unigram(w, lang));
    // Bigrams join words next to each other in one phrase: across a dropped stopword, "fee for using" would
    // give "fee using". A word repeated ("çok çok") makes none.
    const bi = uni.map((u, j) => (!d.adjacent[j] || uni[j - 1] === u ? -1 : bigram(uni[j - 1] as number, u)));
    for (const t of uni) count(t, doc);
    for (const t of bi) count(t, doc);
    return { uni, bi };
  });
  return { termParts, positions, df };
}

/**
 * The most frequent surface form of every kept term: "kargo" for the key of "kargom/kargoyu/kargo", and for a
 * bigram its two words as written next to each other. Ties go to the form seen first.
 */
function surfaceForms(
  docs: readonly DocumentWords[],
  positions: readonly Positions[],
  column: Int32Array,
  dim: number,
  words: Words,
): string[] {
  // A form is a (term, word) pair for unigrams and a (term, first word, second word) triple for bigrams; forms
  // are numbered in order of first occurrence and counted.
  const formOf = new Map<number, PairMap>();
  const formTerm: number[] = [];
  const formText: string[] = [];
  const formCount: number[] = [];
  const bump = (term: number, first: number, second: number): void => {
    let m = formOf.get(term);
    if (!m) formOf.set(term, (m = new PairMap()));
    let form = m.get(first, second);
    if (form === undefined) {
      form = formTerm.length;
      m.set(first, second, form);
      formTerm.push(term);
      formText.push(
        second < 0 ? (words.surface[first] as string) : `${words.surface[first] as string} ${words.surface[second] as string}`,
      );
      formCount.push(0);
    }
    formCount[form] = (formCount[form] as number) + 1;
  };
  docs.forEach((d, i) => {
    const { uni, bi } = positions[i] as Positions;
    for (let j = 0; j < uni.length; j++) {
      const u = column[uni[j] as number] as number;
      if (u >= 0) bump(u, d.words[j] as number, -1);
      const b = (bi[j] as number) < 0 ? -1 : (column[bi[j] as number] as number);
      if (b >= 0) bump(b, d.words[j - 1] as number, d.words[j] as number);
    }
  });
  const best = new Int32Array(dim).fill(-1);
  formTerm.forEach((term, form) => {
    const current = best[term] as number;
    if (current < 0 || (formCount[form] as number) > (formCount[current] as number)) best[term] = form;
  });
  return Array.from(best, (form) => formText[form] as string);
}
