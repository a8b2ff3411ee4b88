import type { DemoLeafKey } from './categories.js';

/**
 * The phrase bank's shape. Templates use `{a|b|c}` for a choice (an empty choice is allowed: `{|çok }`) and
 * `<slot>` for a value drawn from the language's slot lists; see template.ts.
 */
export type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
export const sentiments: readonly Sentiment[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];

export type BySentiment = Record<Sentiment, readonly string[]>;

export interface FeedbackBank {
  /** Core sentences of each leaf, per sentiment: the part that carries the category. */
  leaves: Record<DemoLeafKey, BySentiment>;
  /** Sentence-level frames without a topic, which carry only the sentiment. */
  openers: BySentiment;
  closers: BySentiment;
  /**
   * Background that names another topic's words without being about it ("I ordered through the app."): real
   * feedback mixes them in, and it keeps the labels from being keyword lookups.
   */
  contexts: readonly string[];
  /** Joins the two topics of a multi-label document. */
  connectors: readonly string[];
  slots: Record<string, readonly string[]>;
}

export interface DialogueBank {
  botGreetings: readonly string[];
  agentGreetings: readonly string[];
  /** The agent's first answer, by the parent category of the contact reason. */
  agentReplies: Record<string, readonly string[]>;
  /** Customer's second turn: the order number, the device (app topics), or pressing for a fix (complaints). */
  customerDetails: { order: readonly string[]; device: readonly string[]; pressing: readonly string[] };
  /** The agent's resolution attempt, per the outcome the conversation will end in. */
  agentOutcomes: BySentiment;
  /** The customer's last word, which settles the conversation's sentiment. */
  customerClosings: BySentiment;
  agentClosings: readonly string[];
}
