import { demoLanguages, demoLeafKeys, parentKeyOf, siblingsOf, type DemoLanguage, type DemoLeafKey } from './categories.js';
import type { FeedbackBank, Sentiment } from './phrases.js';
import { FEEDBACK_EN } from './phrases-en.js';
import { FEEDBACK_TR } from './phrases-tr.js';
import { Random } from './random.js';
import { capitalise, expand, roughen } from './template.js';

export const BANKS: Record<DemoLanguage, FeedbackBank> = { tr: FEEDBACK_TR, en: FEEDBACK_EN };

export const feedbackChannels = ['SURVEY', 'APP_REVIEW', 'EMAIL', 'SOCIAL_MEDIA', 'WEB_FORM'] as const;
export type FeedbackChannel = (typeof feedbackChannels)[number];

/** One piece of customer feedback of the demo store, labelled. */
export interface FeedbackRow {
  /** Stable per seed and position: "FB-000001". */
  id: string;
  language: DemoLanguage;
  text: string;
  /**
   * The recorded category leaves: one, or two (from different parents) on multi-label rows. Like human labels they
   * are wrong now and then (`labelNoise`): a sibling or, rarely, an unrelated leaf.
   */
  categories: DemoLeafKey[];
  sentiment: Sentiment;
  /** Net Promoter Score 0–10, consistent with the sentiment: promoters 9–10, passives 7–8, detractors 0–6. */
  nps: number;
  channel: FeedbackChannel;
  /** When the customer wrote it, within the last `days` days before `now`. */
  date: Date;
  customerId: string;
}

export interface FeedbackOptions {
  seed: number;
  count: number;
  /** Defaults to both; rows alternate between them at random in equal shares. */
  languages?: readonly DemoLanguage[];
  /** Share of rows with two categories (0..1); 0 for single-label data. */
  multiLabelShare?: number;
  /** Share of rows whose recorded category is not the one the text is about (0..1). Default 0.05. */
  labelNoise?: number;
  /** Dates fall in [now − days, now]. Defaults: 90 days before the current time. */
  days?: number;
  now?: Date;
}

/** How often each topic comes up: delivery and refunds dominate an online store's complaints. */
const TOPIC_WEIGHTS: Record<DemoLeafKey, number> = {
  'delivery.time': 1.6,
  'delivery.condition': 1,
  'delivery.tracking': 1.1,
  'product.quality': 1.4,
  'product.wrong': 0.9,
  'product.stock': 0.8,
  'payment.problem': 1,
  'payment.invoice': 0.6,
  'payment.promotion': 0.8,
  'returns.process': 1,
  'returns.refund': 1.1,
  'app.error': 1,
  'app.usability': 0.8,
  'app.account': 0.7,
  'service.waiting': 1,
  'service.agent': 1,
};
const TOPICS = demoLeafKeys.map((k) => [k, TOPIC_WEIGHTS[k]] as const);

/** Some topics are mostly complaints (a wrong item), others are often praise (quality, the app). */
const SENTIMENT_SHARES: Partial<Record<DemoLeafKey, readonly [number, number, number]>> = {
  'product.wrong': [0.1, 0.2, 0.7],
  'returns.refund': [0.2, 0.25, 0.55],
  'payment.problem': [0.15, 0.25, 0.6],
  'product.quality': [0.4, 0.2, 0.4],
  'app.usability': [0.4, 0.25, 0.35],
};
const DEFAULT_SHARES = [0.3, 0.2, 0.5] as const;

export function sentimentFor(topic: DemoLeafKey, rng: Random): Sentiment {
  const [pos, neu, neg] = SENTIMENT_SHARES[topic] ?? DEFAULT_SHARES;
  return rng.weighted<Sentiment>([
    ['POSITIVE', pos],
    ['NEUTRAL', neu],
    ['NEGATIVE', neg],
  ]);
}

/** A detractor scores low more often than 5–6; promoters split between 9 and 10. */
export function npsFor(sentiment: Sentiment, rng: Random): number {
  if (sentiment === 'POSITIVE') return rng.chance(0.6) ? 10 : 9;
  if (sentiment === 'NEUTRAL') return rng.chance(0.5) ? 7 : 8;
  return rng.weighted([0, 1, 2, 3, 4, 5, 6].map((n) => [n, n <= 3 ? 1.4 : 0.8] as const));
}

export function pickTopic(rng: Random, except?: DemoLeafKey): DemoLeafKey {
  if (!except) return rng.weighted(TOPICS);
  const parent = parentKeyOf(except);
  return rng.weighted(TOPICS.filter(([k]) => parentKeyOf(k) !== parent));
}

/** A core sentence of `topic` in `sentiment`, filled in; `avoid` keeps a second sentence from repeating the first's template. */
export function coreSentence(
  bank: FeedbackBank,
  topic: DemoLeafKey,
  sentiment: Sentiment,
  rng: Random,
  language: DemoLanguage,
  avoid?: string,
): { template: string; text: string } {
  const templates = bank.leaves[topic][sentiment];
  const pool = templates.length > 1 && avoid ? templates.filter((t) => t !== avoid) : templates;
  const template = rng.pick(pool);
  return { template, text: expand(template, rng, bank.slots, language) };
}

export function composeText(topics: DemoLeafKey[], sentiment: Sentiment, language: DemoLanguage, rng: Random): string {
  const bank = BANKS[language];
  const [first, second] = topics as [DemoLeafKey, DemoLeafKey | undefined];
  const opener = rng.chance(0.3) ? rng.pick(bank.openers[sentiment]) : null;
  const main = coreSentence(bank, first, sentiment, rng, language);
  const context = rng.chance(0.2) ? expand(rng.pick(bank.contexts), rng, bank.slots, language) : null;
  const parts = opener ? [opener] : [];
  for (const sentence of context ? [context, main.text] : [main.text])
    // "Merhaba, siparişim…": a greeting that ends in a comma runs on into the sentence after it.
    parts.push(parts.length === 1 && opener?.endsWith(',') ? lowerFirst(sentence, language) : capitalise(sentence, language));
  // More sentences on the same topic give the long tail of longer feedback.
  let previous = main.template;
  for (let extra = 0.2; rng.chance(extra); extra = 0.35) {
    const next = coreSentence(bank, first, sentiment, rng, language, previous);
    parts.push(capitalise(next.text, language));
    previous = next.template;
  }
  if (second)
    parts.push(`${rng.pick(bank.connectors)} ${lowerFirst(coreSentence(bank, second, sentiment, rng, language).text, language)}`);
  if (rng.chance(0.35)) parts.push(rng.pick(bank.closers[sentiment]));
  return roughen(parts.join(' '), rng, language, sentiment);
}

/** Lower-cases the first letter unless the sentence starts with a name-like token ("Google", "iOS", "3D"). */
function lowerFirst(sentence: string, language: DemoLanguage): string {
  const firstWord = sentence.split(/\s/, 1)[0] ?? '';
  if (/^(?:[A-Z0-9]{2,}|iOS|Google|Apple|Face|Android|E-|SMS|I\b|I')/.test(firstWord)) return sentence;
  const first = sentence.charAt(0);
  return first.toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-US') + sentence.slice(1);
}

/** The label an annotator records: usually the topic, now and then a sibling (easy to confuse) or any leaf. */
export function recordedLabel(topic: DemoLeafKey, noise: number, rng: Random): DemoLeafKey {
  if (!rng.chance(noise)) return topic;
  if (rng.chance(0.7)) return rng.pick(siblingsOf(topic));
  return rng.pick(demoLeafKeys.filter((k) => k !== topic));
}

/**
 * Customer ids from a fixed pool, skewed so a few customers write often (as real ones do). Fixed rather than
 * scaled to `count`, so a row's customer does not depend on how many rows were asked for.
 */
export function customerIdOf(rng: Random): string {
  return `C-${10_000 + Math.floor(rng.next() ** 2.5 * 5_000)}`;
}

const DAY_MS = 86_400_000;

/** A date within the window, at minute precision, busier in the daytime. */
export function dateWithin(rng: Random, now: Date, days: number): Date {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS - rng.int(0, Math.max(0, days - 1)) * DAY_MS;
  const minute = rng.chance(0.85) ? rng.int(8 * 60, 23 * 60) : rng.int(0, 24 * 60 - 1);
  return new Date(Math.min(dayStart + minute * 60_000, now.getTime()));
}

/**
 * Labelled bilingual customer feedback of the demo store: a pure function of the options, so a seed always
 * yields the same rows. The texts are generated from templates with synonyms, slots and surface noise — no
 * real customer wrote them.
 */
export function generateFeedback(options: FeedbackOptions): FeedbackRow[] {
  const languages = options.languages ?? demoLanguages;
  if (languages.length === 0) throw new Error('generateFeedback needs at least one language');
  const multiShare = options.multiLabelShare ?? 0;
  const noise = options.labelNoise ?? 0.05;
  const days = options.days ?? 90;
  const now = options.now ?? new Date();
  const rows: FeedbackRow[] = [];
  const root = new Random(options.seed);
  for (let i = 0; i < options.count; i++) {
    // One stream per row: the i-th row does not depend on what the rows before it drew.
    const rng = root.fork(i);
    const language = rng.pick(languages);
    const topic = pickTopic(rng);
    const topics = rng.chance(multiShare) ? [topic, pickTopic(rng, topic)] : [topic];
    const sentiment = sentimentFor(topic, rng);
    const text = composeText(topics, sentiment, language, rng);
    const categories = [...new Set(topics.map((t) => recordedLabel(t, noise, rng)))];
    const app = topics.some((t) => parentKeyOf(t) === 'app');
    rows.push({
      id: `FB-${String(i + 1).padStart(6, '0')}`,
      language,
      text,
      categories,
      sentiment,
      nps: npsFor(sentiment, rng),
      channel: app && rng.chance(0.6) ? 'APP_REVIEW' : rng.pick(feedbackChannels),
      date: dateWithin(rng, now, days),
      customerId: customerIdOf(rng),
    });
  }
  return rows;
}
