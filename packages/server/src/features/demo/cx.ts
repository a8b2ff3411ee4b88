import { demoLanguages, parentKeyOf, type DemoLanguage, type DemoLeafKey } from './categories.js';
import { backlogComplaint, inBacklog, type CxBacklog } from './cx-backlog.js';
import { CxCalendar, startOfUtcDay, type CxIncident } from './cx-calendar.js';
import { CxCustomers, defaultCustomerPool, type CxSegment } from './cx-customers.js';
import { composeDialogue } from './dialogues.js';
import { composeText, npsFor, pickTopic, sentimentFor } from './feedback.js';
import type { Sentiment } from './phrases.js';
import { Random } from './random.js';

/**
 * The customer-experience (CX) data of the demo company: every contact a customer makes — survey answers, app
 * reviews, e-mails, social posts and call-centre conversations — with the customer's segment and city, the NPS
 * and CSAT scores they gave, and the ground truth (categories, sentiment) the tests compare the classifier with.
 *
 * Rows are streamed: row i is a pure function of (seed, i, options), drawn from its own random stream, so
 * 10⁷ rows need no more memory than ten, and `offset` can resume anywhere (parallel or chunked loads).
 */

/** The workspace's default channel codes. */
export const cxChannels = ['CALL_CENTER', 'APP_REVIEW', 'SURVEY', 'EMAIL', 'SOCIAL'] as const;
export type CxChannel = (typeof cxChannels)[number];
export const cxChannelNames: Record<CxChannel, { tr: string; en: string }> = {
  CALL_CENTER: { tr: 'Çağrı merkezi', en: 'Call centre' },
  APP_REVIEW: { tr: 'Uygulama yorumu', en: 'App review' },
  SURVEY: { tr: 'Anket', en: 'Survey' },
  EMAIL: { tr: 'E-posta', en: 'E-mail' },
  SOCIAL: { tr: 'Sosyal medya', en: 'Social media' },
};

export interface CxTurn {
  speaker: 'customer' | 'agent' | 'bot';
  text: string;
  /** "mm:ss" from the start of a call; an ISO timestamp in chats and e-mail threads. */
  time: string;
}

interface CxRowBase {
  /** "CX-00000001": stable per seed and index. */
  id: string;
  index: number;
  language: DemoLanguage;
  date: Date;
  channel: CxChannel;
  customerId: string;
  segment: CxSegment;
  city: string;
  /** Net Promoter Score 0–10 of the survey attached to the contact. */
  nps: number;
  /** Customer satisfaction 1–5. */
  csat: number;
  /** Ground truth: the leaves the contact is about (one, or two from different parents). */
  categories: DemoLeafKey[];
  sentiment: Sentiment;
  /** Part of the incident spike (a delivery outage). */
  incident: boolean;
}
export type CxRow = CxRowBase & ({ text: string; turns: null } | { text: null; turns: CxTurn[] });

export interface CxOptions {
  seed: number;
  count: number;
  /** The index of the first row (default 0): rows [offset, offset + count) of the same infinite sequence. */
  offset?: number;
  /** STANDARD (default): texts on every channel. DIALOGUE: conversations (calls, chats, e-mail threads). */
  dataType?: 'STANDARD' | 'DIALOGUE';
  languages?: readonly DemoLanguage[];
  /** Share of text rows about two topics. Default 0.12. */
  multiLabelShare?: number;
  /** The day after the last day with data. Default: today (UTC); pass it for the same rows on every day. */
  end?: Date;
  /** Default 18. */
  months?: number;
  /** Default: a 5-day delivery outage 120 days before `end`; null for none. */
  incident?: CxIncident | null;
  /** Number of distinct customers. Default: a quarter of `offset + count` (at least 200). */
  customers?: number;
  /** A period when delivery complaints take a larger share (cx-backlog.ts). Default: none. */
  backlog?: CxBacklog | null;
}

const NORMAL_CHANNELS: readonly (readonly [CxChannel, number])[] = [
  ['CALL_CENTER', 0.24],
  ['APP_REVIEW', 0.14],
  ['SURVEY', 0.32],
  ['EMAIL', 0.15],
  ['SOCIAL', 0.15],
];
/** During the outage people call and complain in public more than they fill in surveys. */
const INCIDENT_CHANNELS: readonly (readonly [CxChannel, number])[] = [
  ['CALL_CENTER', 0.4],
  ['APP_REVIEW', 0.1],
  ['SURVEY', 0.1],
  ['EMAIL', 0.1],
  ['SOCIAL', 0.3],
];
const DIALOGUE_CHANNELS: readonly (readonly [CxChannel, number])[] = [
  ['CALL_CENTER', 0.7],
  ['SOCIAL', 0.15],
  ['EMAIL', 0.15],
];
/** Topics that hurt the score more than their sentiment alone says: the customer lost money or time. */
const COSTLY_TOPICS: ReadonlySet<DemoLeafKey> = new Set(['delivery.time', 'product.wrong', 'returns.refund', 'payment.problem']);

/** The rows, one at a time. */
export function* generateCx(options: CxOptions): Generator<CxRow> {
  const offset = options.offset ?? 0;
  const end = options.end ?? startOfUtcDay(new Date());
  const calendar = new CxCalendar({
    end,
    months: options.months ?? 18,
    ...(options.incident !== undefined ? { incident: options.incident } : {}),
  });
  const languages = options.languages ?? demoLanguages;
  const customers = new CxCustomers(options.seed, options.customers ?? defaultCustomerPool(offset + options.count), languages);
  const multiShare = options.multiLabelShare ?? 0.12;
  const dialogue = options.dataType === 'DIALOGUE';
  for (let index = offset; index < offset + options.count; index++) {
    yield cxRow(options.seed, index, { calendar, customers, multiShare, dialogue, backlog: options.backlog ?? null });
  }
}

interface RowContext {
  calendar: CxCalendar;
  customers: CxCustomers;
  multiShare: number;
  dialogue: boolean;
  backlog: CxBacklog | null;
}

function cxRow(seed: number, index: number, ctx: RowContext): CxRow {
  // Its own stream per row: row i never depends on how many rows came before it.
  const rng = new Random(Math.imul(index + 1, 0x85ebca6b) ^ Math.imul(seed | 0, 0xc2b2ae35));
  const { date, incident } = ctx.calendar.draw(rng);
  const customer = ctx.customers.draw(rng);
  const complaint = !incident && inBacklog(ctx.backlog, date, rng) ? backlogComplaint(rng) : null;
  const topic = incident
    ? rng.chance(0.65)
      ? 'delivery.time'
      : 'delivery.tracking'
    : (complaint?.topic ?? topicFor(customer.segment, rng));
  const sentiment: Sentiment = incident
    ? rng.chance(0.92)
      ? 'NEGATIVE'
      : 'NEUTRAL'
    : (complaint?.sentiment ?? sentimentFor(topic, rng));
  const channel = ctx.dialogue
    ? rng.weighted(DIALOGUE_CHANNELS)
    : incident
      ? rng.weighted(INCIDENT_CHANNELS)
      : channelFor(topic, rng);
  const topics: DemoLeafKey[] =
    !ctx.dialogue && !incident && rng.chance(ctx.multiShare) ? [topic, pickTopic(rng, topic)] : [topic];
  const base: CxRowBase = {
    id: `CX-${String(index + 1).padStart(8, '0')}`,
    index,
    language: customer.language,
    date,
    channel,
    customerId: customer.id,
    segment: customer.segment,
    city: customer.city,
    nps: incident ? rng.weighted([0, 1, 2, 3, 4].map((n) => [n, 5 - n] as const)) : npsOf(topics, sentiment, rng),
    csat: incident ? (rng.chance(0.7) ? 1 : 2) : csatOf(sentiment, rng),
    categories: topics,
    sentiment,
    incident,
  };
  if (!ctx.dialogue) return { ...base, text: composeText(topics, sentiment, customer.language, rng), turns: null };
  const turns = composeDialogue(rng, customer.language, topic, sentiment, channel === 'SOCIAL');
  return { ...base, text: null, turns: timed(turns, channel, date, rng) };
}

/** Corporate customers ask about invoices, premium ones expect their agent: a little of each shifts the mix. */
function topicFor(segment: CxSegment, rng: Random): DemoLeafKey {
  if (segment === 'corporate' && rng.chance(0.15)) return 'payment.invoice';
  if (segment === 'premium' && rng.chance(0.1)) return 'service.agent';
  return pickTopic(rng);
}

function channelFor(topic: DemoLeafKey, rng: Random): CxChannel {
  const parent = parentKeyOf(topic);
  if (parent === 'app' && rng.chance(0.6)) return 'APP_REVIEW';
  if (parent === 'service' && rng.chance(0.5)) return 'CALL_CENTER';
  return rng.weighted(NORMAL_CHANNELS);
}

/** NPS follows the sentiment, a costly topic takes a point off a detractor, and some answers are careless. */
function npsOf(topics: readonly DemoLeafKey[], sentiment: Sentiment, rng: Random): number {
  if (rng.chance(0.06)) return rng.int(0, 10);
  const nps = npsFor(sentiment, rng);
  const costly = sentiment === 'NEGATIVE' && topics.some((t) => COSTLY_TOPICS.has(t)) && rng.chance(0.5);
  return Math.max(0, nps - (costly ? 1 : 0));
}

function csatOf(sentiment: Sentiment, rng: Random): number {
  if (rng.chance(0.06)) return rng.int(1, 5);
  if (sentiment === 'POSITIVE') return rng.chance(0.65) ? 5 : 4;
  if (sentiment === 'NEUTRAL')
    return rng.weighted([
      [3, 0.6],
      [4, 0.25],
      [2, 0.15],
    ]);
  return rng.weighted([
    [1, 0.55],
    [2, 0.35],
    [3, 0.1],
  ]);
}

/** Turn times: a call runs from 00:00, a chat or e-mail thread is stamped from the contact's date on. */
function timed(
  turns: readonly { speaker: CxTurn['speaker']; text: string }[],
  channel: CxChannel,
  date: Date,
  rng: Random,
): CxTurn[] {
  let seconds = 0;
  return turns.map((turn) => {
    const time =
      channel === 'CALL_CENTER'
        ? `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
        : new Date(date.getTime() + seconds * 1000).toISOString();
    // Speaking takes about a second per 15 characters; e-mail replies take hours, chats seconds to minutes.
    const gap = channel === 'EMAIL' ? rng.int(1800, 14_400) : channel === 'SOCIAL' ? rng.int(20, 240) : rng.int(3, 15);
    seconds += Math.ceil(turn.text.length / 15) + gap;
    return { speaker: turn.speaker, text: turn.text, time };
  });
}
