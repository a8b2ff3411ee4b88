import { parentKeyOf, type DemoLanguage, type DemoLeafKey } from './categories.js';
import { CALL_AGENTS, CALL_PHRASES, type CallAgent, type CallPhrases } from './calls-phrases.js';
import { BANKS, coreSentence, customerIdOf, dateWithin, pickTopic, recordedLabel } from './feedback.js';
import type { Sentiment } from './phrases.js';
import { DIALOGUE_BANKS } from './phrases-dialogue.js';
import { Random } from './random.js';
import { capitalise, expand, roughen, stripTurkishLetters } from './template.js';

/**
 * Timed call-centre dialogues of the demo store (docs/call-scoring.md): six agents per language, each with a habit
 * the scoring should catch, customers with names, turns timed at a speaking rate, holds with and without
 * permission, and speech-like slips in the scripts (missing diacritics, a dropped word, a filler). A pure function
 * of its options: the demo seeding and the scoring benchmark see the same calls for a seed.
 */

export interface TimedCallTurn {
  speaker: 'customer' | 'agent';
  text: string;
  start: number;
  end: number;
}

export interface CallRow {
  /** "CL-000001". */
  id: string;
  /** The telephony system's id of the call. */
  callId: string;
  language: DemoLanguage;
  date: Date;
  /** `date` as ISO text, as call metadata carries it. */
  callStartedAt: string;
  channel: 'CALL_CENTER';
  /** The contact reason (a demo leaf category), with ~5 % annotator noise as the other demo dialogues. */
  category: DemoLeafKey;
  sentiment: Sentiment;
  customerId: string;
  /** Null when the telephony system did not know the caller. */
  customerName: string | null;
  agentId: string;
  agentName: string;
  endedBy: 'customer' | 'agent';
  /** Seconds. */
  duration: number;
  holds: { start: number; end: number }[];
  turns: TimedCallTurn[];
}

export interface CallOptions {
  seed: number;
  count: number;
  language: DemoLanguage;
  labelNoise?: number;
  days?: number;
  now?: Date;
}

export function generateCalls(options: CallOptions): CallRow[] {
  const now = options.now ?? new Date();
  const root = new Random(options.seed ^ 0x1b873593);
  const rows: CallRow[] = [];
  for (let i = 0; i < options.count; i++) {
    const rng = root.fork(i);
    const agent = rng.pick(CALL_AGENTS[options.language]);
    const date = dateWithin(rng, now, options.days ?? 90);
    const call = composeCall(rng, options.language, agent);
    rows.push({
      id: `CL-${String(i + 1).padStart(6, '0')}`,
      callId: `CALL-${date.toISOString().slice(0, 10).replaceAll('-', '')}-${String(i + 1).padStart(6, '0')}`,
      language: options.language,
      date,
      callStartedAt: date.toISOString(),
      channel: 'CALL_CENTER',
      category: recordedLabel(call.topic, options.labelNoise ?? 0.05, rng),
      sentiment: call.sentiment,
      customerId: customerIdOf(rng),
      customerName: call.customerName,
      agentId: agent.id,
      agentName: agent.name,
      endedBy: call.endedBy,
      duration: call.duration,
      holds: call.holds,
      turns: call.turns,
    });
  }
  return rows;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const letterCount = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;

/** Speech as transcribed: Turkish letters lost, a word dropped, a filler word, each now and then. */
export function speechLike(text: string, rng: Random, language: DemoLanguage, phrases: CallPhrases): string {
  let out = language === 'tr' && rng.chance(0.25) ? stripTurkishLetters(text) : text;
  const words = out.split(' ');
  if (words.length > 3 && rng.chance(0.12)) words.splice(rng.int(1, words.length - 1), 1);
  if (words.length > 2 && rng.chance(0.15)) words.splice(rng.int(1, words.length - 1), 0, rng.pick(phrases.fillers));
  out = words.join(' ');
  return out;
}

interface Composed {
  topic: DemoLeafKey;
  sentiment: Sentiment;
  customerName: string | null;
  endedBy: 'customer' | 'agent';
  duration: number;
  holds: { start: number; end: number }[];
  turns: TimedCallTurn[];
}

/** One call by `agent`: opening, the customer's reason, answers, maybe a hold and follow-ups, closing. */
function composeCall(rng: Random, language: DemoLanguage, agent: CallAgent): Composed {
  const p = CALL_PHRASES[language];
  const bank = DIALOGUE_BANKS[language];
  const feedback = BANKS[language];
  const habit = agent.habit;
  const topic = pickTopic(rng);
  const sentiment = rng.weighted<Sentiment>([
    ['POSITIVE', 0.4],
    ['NEUTRAL', 0.3],
    ['NEGATIVE', 0.3],
  ]);
  const [first, gender] = rng.pick(p.firstNames);
  const last = rng.pick(p.lastNames);
  const address = p.address(first, last, gender);
  const agentFirst = agent.name.split(' ')[0] ?? agent.name;
  const agentRate = habit === 'FAST_TALKER' ? 18 + rng.next() * 4 : 12.5 + rng.next() * 3.5;
  const customerRate = 11 + rng.next() * 4;
  const turns: TimedCallTurn[] = [];
  const holds: { start: number; end: number }[] = [];
  let t = habit === 'LONG_SILENCES' && rng.chance(0.5) ? 3 + rng.next() * 6 : 0.5 + rng.next() * 2;
  let opened = false;

  const say = (speaker: 'customer' | 'agent', text: string): void => {
    if (opened) {
      const slow = speaker === 'agent' && habit === 'LONG_SILENCES' && rng.chance(0.3);
      t += slow ? 6 + rng.next() * 10 : speaker === 'agent' ? 0.3 + rng.next() * 1.2 : 0.2 + rng.next() * 1;
    }
    opened = true;
    const rate = (speaker === 'agent' ? agentRate : customerRate) * (0.93 + rng.next() * 0.14);
    const start = round1(t);
    const end = round1(start + Math.max(0.6, letterCount(text) / rate));
    turns.push({ speaker, text, start, end });
    t = end;
  };
  const agentSays = (...sentences: string[]): void =>
    say('agent', sentences.map((s) => speechLike(s.replaceAll('<name>', agentFirst), rng, language, p)).join(' '));
  const byName = (text: string): string => text.replaceAll('<customer>', address);
  const fill = (template: string): string => expand(template, rng, feedback.slots, language);
  const politeAgent = habit !== 'SKIPS_CLOSING' || rng.chance(0.5);

  // Opening: greeting, the security announcement (one agent often forgets it), the opening question.
  const forgetsSecurity = habit === 'FORGETS_SECURITY' ? rng.chance(0.6) : rng.chance(0.03);
  agentSays(rng.pick(p.greetings), ...(forgetsSecurity ? [] : [rng.pick(p.security)]), rng.pick(p.openings));
  const reason: Sentiment = rng.chance(sentiment === 'NEGATIVE' ? 0.9 : 0.6) ? 'NEGATIVE' : 'NEUTRAL';
  say(
    'customer',
    roughen(capitalise(coreSentence(feedback, topic, reason, rng, language).text, language), rng, language, reason),
  );
  const usesName = politeAgent && rng.chance(0.75);
  agentSays(...(usesName ? [byName(rng.pick(p.byName))] : []), fill(rng.pick(bank.agentReplies[parentKeyOf(topic)] ?? [''])));

  say('customer', fill(rng.pick(bank.customerDetails.order)));
  // A short call: the customer only needed a quick answer and hangs up.
  if (rng.chance(0.1)) {
    agentSays(fill(rng.pick(bank.agentOutcomes[sentiment])));
    say('customer', rng.pick(p.customerNoMore));
    const known = rng.chance(0.85) ? `${first} ${last}` : null;
    return { topic, sentiment, customerName: known, endedBy: 'customer', duration: round1(t + 0.5), holds, turns };
  }
  if (rng.chance(0.4)) hold();
  agentSays(...(usesName && rng.chance(0.8) ? [byName(rng.pick(p.byName))] : []), fill(rng.pick(bank.agentOutcomes[sentiment])));
  // Follow-up questions make the long tail of durations (up to about 10 minutes).
  const target = rng.weighted([
    [45, 0.3],
    [150, 0.35],
    [300, 0.25],
    [560, 0.1],
  ]);
  while (t < target - 15 && t < 560) {
    say('customer', `${rng.pick(p.followQuestions)} ${fill(rng.pick(bank.customerDetails.order))}`);
    agentSays(rng.pick(p.followAnswers), rng.pick(p.followAnswers));
  }
  say('customer', rng.pick(bank.customerClosings[sentiment]));
  const skipsClosing = habit === 'SKIPS_CLOSING' ? rng.chance(0.75) : rng.chance(0.06);
  const endedBy = rng.chance(0.85) ? 'customer' : 'agent';
  if (!skipsClosing) {
    agentSays(rng.pick(p.closings));
    say('customer', rng.pick(p.customerNoMore));
    agentSays(rng.pick(endedBy === 'customer' ? p.customerEnded : p.agentEnded));
  }
  return {
    topic,
    sentiment,
    // The telephony system knows most callers; without a name, honorifics still count (docs/call-scoring.md).
    customerName: rng.chance(0.85) ? `${first} ${last}` : null,
    endedBy,
    duration: round1(t + 0.5 + rng.next() * 1.5),
    holds,
    turns,
  };

  /** A hold: with permission (most agents), or without; a long one split by coming back to ask to continue. */
  function hold(): void {
    const asks = habit === 'HOLDS_WITHOUT_PERMISSION' ? rng.chance(0.2) : rng.chance(0.95);
    if (asks) {
      agentSays(rng.pick(p.holdAsks));
      say('customer', rng.pick(p.holdOkays));
      agentSays(rng.pick(p.holdThanks));
    }
    const long = habit === 'HOLDS_WITHOUT_PERMISSION' ? rng.chance(0.6) : rng.chance(0.2);
    const comesBack = long && habit !== 'HOLDS_WITHOUT_PERMISSION';
    const length = long && !comesBack ? 65 + rng.next() * 75 : 15 + rng.next() * 40;
    const start = round1(t + 0.3);
    holds.push({ start, end: round1(start + length) });
    t = start + length;
    if (comesBack) {
      agentSays(rng.pick(p.holdContinues));
      say('customer', rng.pick(p.holdOkays));
      const again = round1(t + 0.3);
      const more = 20 + rng.next() * 35;
      holds.push({ start: again, end: round1(again + more) });
      t = again + more;
    }
    agentSays(rng.pick(p.holdBacks));
  }
}
