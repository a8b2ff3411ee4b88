export { LanguageDetector, MAX_DETECT_CHARS, UNDETERMINED, type DetectOptions, type LanguageDetection } from './detect.js';
export { guessLanguage, type LanguageGuess } from './guess.js';
export { DEFAULT_STEM_CACHE_SIZE, stemmerFor, type StemmerOptions } from './stem.js';
export { stopwordsFor } from './stopwords.js';
export { MEANINGFUL_WORDS, NEGATION_WORDS } from './stopword-exceptions.js';
