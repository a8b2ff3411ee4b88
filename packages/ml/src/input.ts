/**
 * What the engine classifies: a plain text or a dialogue. Dialogues are first-class because call-centre and chat
 * data are; flattening them to one string would lose who said what, and a model must be able to tell the
 * customer's complaint from the agent's scripted apology.
 */

export type Speaker = 'customer' | 'agent' | 'bot';

export const SPEAKERS: readonly Speaker[] = ['customer', 'agent', 'bot'];

export interface DialogueTurn {
  speaker: Speaker;
  text: string;
}

export interface Dialogue {
  turns: readonly DialogueTurn[];
}

export type TextInput = string | Dialogue;

/** One stretch of text features are extracted from: the whole text, or one dialogue turn. */
export interface Segment {
  text: string;
  /** Null for plain text. */
  speaker: Speaker | null;
  /** Index of the turn (0 for plain text). */
  index: number;
}

export function isDialogue(input: TextInput): input is Dialogue {
  return typeof input !== 'string';
}

/** The segments of an input, in order. */
export function segmentsOf(input: TextInput): Segment[] {
  if (!isDialogue(input)) return [{ text: input, speaker: null, index: 0 }];
  return input.turns.map((t, index) => ({ text: t.text, speaker: t.speaker, index }));
}

/** A dialogue as one line per turn ("customer: …"), for display and for tools that only take text. */
export function flattenInput(input: TextInput): string {
  if (!isDialogue(input)) return input;
  return input.turns.map((t) => `${t.speaker}: ${t.text}`).join('\n');
}

/**
 * Checks a value parsed from JSON is a dialogue; returns a message naming the first problem, or null. Used by
 * the CLI and by callers that accept dialogues from users.
 */
export function dialogueProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'a dialogue must be an object with "turns"';
  const turns = (value as { turns?: unknown }).turns;
  if (!Array.isArray(turns)) return 'a dialogue needs a "turns" array';
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i] as { speaker?: unknown; text?: unknown } | null;
    if (typeof t !== 'object' || t === null) return `turn ${i + 1} is not an object`;
    if (typeof t.speaker !== 'string' || !(SPEAKERS as readonly string[]).includes(t.speaker))
      return `turn ${i + 1}: speaker must be one of ${SPEAKERS.join(', ')}`;
    if (typeof t.text !== 'string') return `turn ${i + 1}: text must be a string`;
  }
  return null;
}
