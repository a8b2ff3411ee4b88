import type { DialogueTurn } from '@sentio/ml';
import { parentKeyOf, type DemoLanguage, type DemoLeafKey } from './categories.js';
import { BANKS, coreSentence, customerIdOf, dateWithin, pickTopic, recordedLabel } from './feedback.js';
import type { Sentiment } from './phrases.js';
import { DIALOGUE_BANKS } from './phrases-dialogue.js';
import { Random } from './random.js';
import { capitalise, expand, roughen } from './template.js';

export const dialogueChannels = ['CALL_CENTER', 'LIVE_CHAT'] as const;
export type DialogueChannel = (typeof dialogueChannels)[number];

/** A call-centre or chat conversation of the demo store, labelled with its contact reason and how it ended. */
export interface DialogueRow {
  /** "DL-000001". */
  id: string;
  language: DemoLanguage;
  turns: DialogueTurn[];
  /** The contact reason (a leaf), recorded with the same ~5 % annotator noise as feedback. */
  category: DemoLeafKey;
  /** How the customer left: settled by the customer's last turn. */
  sentiment: Sentiment;
  channel: DialogueChannel;
  date: Date;
  customerId: string;
}

export interface DialogueOptions {
  seed: number;
  count: number;
  language: DemoLanguage;
  labelNoise?: number;
  days?: number;
  now?: Date;
}

/**
 * Labelled dialogues: a bot or agent greeting, the customer's contact reason (a complaint or a question of one
 * category), the agent's answer, a detail, an outcome and the customer's last word, which sets the sentiment.
 */
export function generateDialogues(options: DialogueOptions): DialogueRow[] {
  const { language } = options;
  const noise = options.labelNoise ?? 0.05;
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const root = new Random(options.seed ^ 0x5bd1e995);
  const rows: DialogueRow[] = [];
  for (let i = 0; i < options.count; i++) {
    const rng = root.fork(i);
    const topic = pickTopic(rng);
    const sentiment = rng.weighted<Sentiment>([
      ['POSITIVE', 0.35],
      ['NEUTRAL', 0.3],
      ['NEGATIVE', 0.35],
    ]);
    const channel = rng.pick(dialogueChannels);
    const turns = composeDialogue(rng, language, topic, sentiment, channel === 'LIVE_CHAT');
    rows.push({
      id: `DL-${String(i + 1).padStart(6, '0')}`,
      language,
      turns,
      category: recordedLabel(topic, noise, rng),
      sentiment,
      channel,
      date: dateWithin(rng, now, days),
      customerId: customerIdOf(rng),
    });
  }
  return rows;
}

/**
 * One conversation about `topic` that ends in `sentiment`: a bot (live chat) or agent greeting, the customer's
 * contact reason, the agent's answer, a detail, an outcome and the customer's last word. Exported for the CX
 * generator (cx.ts), which picks topic, sentiment and channel itself.
 */
export function composeDialogue(
  rng: Random,
  language: DemoLanguage,
  topic: DemoLeafKey,
  sentiment: Sentiment,
  live: boolean,
): DialogueTurn[] {
  const feedback = BANKS[language];
  const bank = DIALOGUE_BANKS[language];
  const fill = (template: string, r: Random) => expand(template, r, feedback.slots, language);
  const agentName = rng.pick(feedback.slots['agentName'] ?? ['']);
  // The customer calls about a problem or a question; the outcome's sentiment comes only from the closing turns.
  const reason: Sentiment = rng.chance(sentiment === 'NEGATIVE' ? 0.9 : 0.6) ? 'NEGATIVE' : 'NEUTRAL';
  const customer = (text: string): DialogueTurn => ({
    speaker: 'customer',
    text: roughen(capitalise(text, language), rng, language, reason === 'NEGATIVE' ? 'NEGATIVE' : 'NEUTRAL'),
  });
  const agent = (text: string): DialogueTurn => ({
    speaker: 'agent',
    text: fill(text.replaceAll('<agentName>', agentName), rng),
  });
  const turns: DialogueTurn[] = [];
  if (live) turns.push({ speaker: 'bot', text: rng.pick(bank.botGreetings) });
  else turns.push(agent(rng.pick(bank.agentGreetings)));
  const opening = coreSentence(feedback, topic, reason, rng, language);
  turns.push(customer(opening.text));
  if (live) turns.push(agent(rng.pick(bank.agentGreetings)));
  turns.push(agent(rng.pick(bank.agentReplies[parentKeyOf(topic)] ?? [''])));
  const details = bank.customerDetails;
  const detail =
    reason === 'NEGATIVE' && rng.chance(0.3) ? details.pressing : parentKeyOf(topic) === 'app' ? details.device : details.order;
  turns.push(customer(fill(rng.pick(detail), rng)));
  if (rng.chance(0.4)) turns.push(customer(coreSentence(feedback, topic, reason, rng, language, opening.template).text));
  turns.push(agent(rng.pick(bank.agentOutcomes[sentiment])));
  turns.push({ speaker: 'customer', text: rng.pick(bank.customerClosings[sentiment]) });
  if (rng.chance(0.7)) turns.push(agent(rng.pick(bank.agentClosings)));
  return turns;
}
