/**
 * A dependency-free Turkish-or-English guess, for code that cannot wait for {@link LanguageDetector.load} or runs
 * where the detector failed to load.
 */
import type { LanguageDetection } from './detect.js';

/** The answer of {@link guessLanguage}: only Turkish, English or undetermined. */
export interface LanguageGuess extends LanguageDetection {
  language: 'tr' | 'en' | 'und';
}

const MAX_GUESS_CHARS = 2000;

// Letters of the Turkish alphabet that English lacks; â î û are in Turkish loanwords ("kâr", "hâlâ").
const TR_LETTER_RE = /[çğışöüâîûÇĞİŞÖÜÂÎÛ]/gu;
// Letters that Turkish lacks (q, w, x) and the digraph "th", which Turkish spelling never produces.
const EN_LETTER_RE = /[qwx]|th/giu;
// Letters that belong to neither alphabet: another language (German ä ß, French é, Arabic, Cyrillic …).
const FOREIGN_LETTER_RE = /[^\P{L}a-zçğıöşüâîû]/gu;
const WORD_RE = /\p{L}+(?:['’]\p{L}+)*/gu;
// Verb and plural endings that are common in Turkish and rare at the end of English words.
const TR_SUFFIX_RE = /(?:[iıuü]yor(?:um|sun|uz|lar|du)?|(?:m[iıuü]ş|mis|mus)|(?:lar|ler)(?:[iıae]|[iı]n|da|de|dan|den)?)$/u;

/**
 * Frequent words, including the forms typed without Turkish letters ("cok", "icin"). Words that are also
 * common English words ("her", "on", "ben", "o") are left out.
 */
const TR_WORDS: ReadonlySet<string> = new Set(
  (
    'acaba aldım aldim ama ancak artık artik bana bazı bazi beni benim bile bir biraz biz bu burada bunu çok cok ' +
    'çünkü cunku da daha de değil degil diye evet fakat gayet geldi gibi güzel guzel hala hâlâ hayır hayir hem ' +
    'hemen hiç hic için icin iade ile ise iyi kadar kargo ki lütfen lutfen merhaba mi mı mu mü nasıl nasil ne ' +
    'neden olan olarak oldu olsun sadece sen siz sipariş siparis sonra şey sey şu tavsiye teşekkür tesekkur ' +
    'teşekkürler tesekkurler ürün urun ürünü urunu var ve veya ya yani yine yok'
  ).split(' '),
);

const EN_WORDS: ReadonlySet<string> = new Set(
  (
    "a about after again all am an and any are as at be because been but by can can't could customer did " +
    "didn't do does don't for from get got good great had has have how i i'm if in is it it's just me my " +
    'no not of on or order our out please really service so still than thank thanks that the their them there ' +
    'they this time to up very was we were what when which why will with would you your'
  ).split(' '),
);

// Frequent German, French, Spanish and Italian words that are not also Turkish or English words ("de", "et", "el",
// "die" are left out), so text in those languages is answered with und rather than forced into tr or en.
const OTHER_WORDS: ReadonlySet<string> = new Set(
  (
    'und der das dem den ist nicht ich sie mit ein eine auch sich wir sehr aber oder kein keine wurde zu viel auf ' +
    'für von habe noch wie schon bei zum ' +
    'le la les est pas je une des du que dans avec pour nous vous très mais ' +
    'los las es por con una muy pero lo está y ' +
    'della che sono gli molto'
  ).split(' '),
);

/**
 * Guesses Turkish or English from letters only one of them uses (ç ğ ı ş … versus q w x and "th"), frequent
 * words of each (also undiacritised Turkish such as "cok guzel") and Turkish verb/plural endings. Returns `und`
 * with confidence 0 for text with no evidence either way, a tie, or text that looks like another language
 * (frequent German, French, Spanish or Italian words, or many letters of neither alphabet such as Arabic or
 * Cyrillic); it cannot name any other language.
 *
 * Confidence is a heuristic share of the evidence (winner / (total + 2)), not a probability: one matching word
 * gives 0.6, a sentence of clear evidence above 0.9. On Turkish and English feedback it is about as accurate as
 * {@link LanguageDetector.detect} when it answers, but it answers `und` more often (1–3 % of short texts); prefer
 * the detector whenever it can be loaded, as it also names other languages and gives probabilities.
 */
export function guessLanguage(text: string): LanguageGuess {
  const s = text.length > MAX_GUESS_CHARS ? text.slice(0, MAX_GUESS_CHARS) : text;
  // Root-locale lower-casing keeps English "I" as "i"; the stray combining dot of "İ" is dropped.
  const lower = s
    .toLowerCase()
    .replace(/i\u0307/gu, 'i')
    .replace(/’/gu, "'");
  let tr = 2 * count(lower, TR_LETTER_RE);
  let en = 2 * count(lower, EN_LETTER_RE);
  let other = 0;
  let letters = 0;
  for (const word of lower.match(WORD_RE) ?? []) {
    letters += word.length;
    if (TR_WORDS.has(word)) tr += 3;
    else if (EN_WORDS.has(word)) en += 3;
    else if (OTHER_WORDS.has(word)) other += 3;
    else if (word.length > 4 && TR_SUFFIX_RE.test(word)) tr += 1;
  }
  const foreign = count(lower, FOREIGN_LETTER_RE);
  if (tr === en || other >= Math.max(tr, en) || foreign * 5 > letters) return { language: 'und', confidence: 0 };
  const language = tr > en ? 'tr' : 'en';
  return { language, confidence: Math.max(tr, en) / (tr + en + 2) };
}

function count(s: string, re: RegExp): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(s) !== null) n++;
  return n;
}
