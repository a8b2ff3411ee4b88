/**
 * Label conventions of the built-in sentiment and emotion model kinds, so that every data set, model and dashboard
 * speaks the same labels whatever the source data called them.
 */
import type { Prediction } from '../model.js';
import { foldDiacritics, lowerCase } from '../text.js';

/** The three sentiment classes, in polarity order. */
export const SENTIMENT_LABELS = ['negative', 'neutral', 'positive'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];

/**
 * The emotion set: small and customer-experience oriented rather than GoEmotions' 27 + neutral. Most of those 27
 * (pride, grief, remorse, amusement, love, …) hardly occur in tickets and reviews, annotators agree poorly on the
 * fine distinctions, and a customer labelling their own data cannot keep 28 classes apart. What a CX team acts on:
 * anger (escalate), disappointment (expectation not met, churn risk), confusion (explain the process), worry
 * (reassure: "where is my money"), gratitude and joy (what goes well). Every GoEmotions label maps onto this set
 * or is dropped ({@link GOEMOTIONS_TO_EMOTION}), so public GoEmotions-style data can still be used.
 * Multi-label; `neutral` means none of the others.
 */
export const EMOTION_LABELS = ['anger', 'disappointment', 'confusion', 'worry', 'gratitude', 'joy', 'neutral'] as const;
export type EmotionLabel = (typeof EMOTION_LABELS)[number];

/** GoEmotions label → ours; `null`: no CX counterpart (surprise can be either polarity, desire is a request…). */
export const GOEMOTIONS_TO_EMOTION: Readonly<Record<string, EmotionLabel | null>> = {
  admiration: 'joy',
  amusement: 'joy',
  anger: 'anger',
  annoyance: 'anger',
  approval: 'joy',
  caring: null,
  confusion: 'confusion',
  curiosity: 'confusion',
  desire: null,
  disappointment: 'disappointment',
  disapproval: 'anger',
  disgust: 'anger',
  embarrassment: 'disappointment',
  excitement: 'joy',
  fear: 'worry',
  gratitude: 'gratitude',
  grief: 'disappointment',
  joy: 'joy',
  love: 'joy',
  nervousness: 'worry',
  optimism: 'joy',
  pride: 'joy',
  realization: null,
  relief: 'joy',
  remorse: 'disappointment',
  sadness: 'disappointment',
  surprise: null,
  neutral: 'neutral',
};

/** Case-, diacritic- and separator-insensitive key: "Nötr", "NOTR", "nötr " all give "notr"; "POSITIVE" gives "positive". */
function aliasKey(label: string): string {
  return foldDiacritics(
    lowerCase(
      label
        .normalize('NFC')
        .trim()
        .replace(/[\s_-]+/gu, ' '),
      'tr',
    ),
  );
}

function keyed<T>(entries: Readonly<Record<string, readonly string[]>>): Map<string, T> {
  const out = new Map<string, T>();
  for (const [canonical, aliases] of Object.entries(entries))
    for (const alias of [canonical, ...aliases]) out.set(aliasKey(alias), canonical as T);
  return out;
}

const SENTIMENT_ALIASES = keyed<SentimentLabel>({
  negative: ['neg', 'negatif', 'olumsuz', '-'],
  neutral: ['neu', 'neut', 'nötr', 'nötral', 'tarafsız'],
  positive: ['pos', 'pozitif', 'olumlu', '+'],
});

const EMOTION_ALIASES = keyed<EmotionLabel>({
  anger: ['öfke', 'kızgınlık', 'sinir'],
  disappointment: ['hayal kırıklığı', 'üzüntü'],
  confusion: ['kafa karışıklığı', 'karışıklık'],
  worry: ['endişe', 'kaygı', 'korku'],
  gratitude: ['teşekkür', 'minnet', 'minnettarlık'],
  joy: ['mutluluk', 'sevinç', 'memnuniyet'],
  neutral: ['neu', 'nötr', 'tarafsız'],
});

/**
 * How numeric labels read: `signed` −1/0/1, `binary` 0 = negative and 1 = positive, `zero-based` 0/1/2 =
 * negative/neutral/positive.
 */
export type NumericSentiment = 'signed' | 'binary' | 'zero-based';

const NUMERIC: Readonly<Record<NumericSentiment, Readonly<Record<string, SentimentLabel>>>> = {
  signed: { '-1': 'negative', '0': 'neutral', '1': 'positive', '+1': 'positive' },
  binary: { '0': 'negative', '1': 'positive' },
  'zero-based': { '0': 'negative', '1': 'neutral', '2': 'positive' },
};

/** The canonical sentiment of a label or alias ("olumlu", "POS", "Nötr"), or undefined. Numbers are not read here. */
export function canonicalSentiment(label: string): SentimentLabel | undefined {
  return SENTIMENT_ALIASES.get(aliasKey(label));
}

/**
 * Maps sentiment labels to {@link SENTIMENT_LABELS}: the canonical names, Turkish (olumlu/olumsuz/nötr), short
 * forms (pos/neg/neu) and numbers. Numbers are read as −1/0/1 when a −1 occurs; otherwise "0"/"1" could mean
 * negative/positive (binary data) as well as neutral/positive, and silently guessing would flip a third of the
 * labels, so numbers without a −1 need `numeric`. Throws on anything else, naming the first bad item.
 */
export function validateSentimentLabels(
  labels: readonly string[],
  options: { numeric?: NumericSentiment } = {},
): SentimentLabel[] {
  const isNumber = (l: string): boolean => /^[+-]?\d+(?:\.0+)?$/u.test(l.trim());
  const numbers = labels.filter(isNumber).map((l) => String(Number(l.trim())));
  let scheme = options.numeric;
  if (scheme === undefined && numbers.length > 0) {
    if (!numbers.includes('-1'))
      throw new Error(
        `numeric sentiment labels (${[...new Set(numbers)].sort().join(', ')}) without -1 are ambiguous; say whether they are signed (-1/0/1), binary (0/1) or zero-based (0/1/2)`,
      );
    scheme = 'signed';
  }
  return labels.map((label, i) => {
    const mapped = isNumber(label) ? NUMERIC[scheme ?? 'signed'][String(Number(label.trim()))] : canonicalSentiment(label);
    if (mapped === undefined)
      throw new Error(
        `item ${i + 1} has the sentiment label "${label}"; expected negative/neutral/positive (or olumsuz/nötr/olumlu, neg/neu/pos, -1/0/1)`,
      );
    return mapped;
  });
}

/**
 * Polarity in −1..1 for dashboards: P(positive) − P(negative). Unlike the arg-max label it moves smoothly ("mostly
 * positive, a bit negative" is 0.6, not just "positive") and averages meaningfully over documents. Labels may be
 * aliases; a missing class (cut by topK) counts as 0; an empty list gives 0. Throws on a non-sentiment label,
 * which almost always means the wrong model's predictions were passed.
 */
export function sentimentScore(predictions: readonly Prediction[]): number {
  let polarity = 0;
  for (const { label, score } of predictions) {
    const s = canonicalSentiment(label);
    if (s === undefined) throw new Error(`"${label}" is not a sentiment label`);
    if (s === 'positive') polarity += score;
    else if (s === 'negative') polarity -= score;
  }
  return Math.max(-1, Math.min(1, polarity));
}

/**
 * Maps per-document emotion label lists to {@link EMOTION_LABELS}: canonical names, Turkish names (öfke, endişe,
 * teşekkür, …) and GoEmotions names (mapped by {@link GOEMOTIONS_TO_EMOTION}; those without a counterpart are
 * dropped). Duplicates collapse, and `neutral` is dropped next to a real emotion. Throws on unknown labels.
 */
export function validateEmotionLabels(labels: readonly (readonly string[])[]): EmotionLabel[][] {
  return labels.map((list, i) => {
    const out = new Set<EmotionLabel>();
    for (const label of list) {
      const key = aliasKey(label);
      const mapped =
        EMOTION_ALIASES.get(key) ?? (Object.hasOwn(GOEMOTIONS_TO_EMOTION, key) ? GOEMOTIONS_TO_EMOTION[key] : undefined);
      if (mapped === undefined)
        throw new Error(`item ${i + 1} has the emotion label "${label}"; expected one of ${EMOTION_LABELS.join(', ')}`);
      if (mapped !== null) out.add(mapped);
    }
    if (out.size > 1) out.delete('neutral');
    return EMOTION_LABELS.filter((e) => out.has(e));
  });
}
