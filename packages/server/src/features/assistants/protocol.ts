import { nameKey } from '@sentio/domain';
import { z } from 'zod';

export { nameKey };

/**
 * The LLM protocol of the assistants (docs/assistants.md "The LLM protocol"): one system message and one final user
 * message whose content is a JSON object, answered with a JSON object. Pure: prompt building, the reply schemas, the
 * majority vote and the filtering of what a model may have invented (unknown documents, labels, quotes).
 */

/** Documents per chat call. */
export const BATCH_SIZE = 10;
/** Characters of one document given to the LLM; a quote is still checked against the whole text. */
export const TEXT_LIMIT = 2000;

export type LabelTask = 'CLASSIFY' | 'ROOT_CAUSE';
export type AnswerTask = 'SUMMARISE' | 'ANSWER';

export interface PromptDocument {
  id: string;
  text: string;
}

const shorten = (text: string, limit = TEXT_LIMIT): string => (text.length > limit ? `${text.slice(0, limit)}…` : text);

const taskInstructions: Record<LabelTask | AnswerTask, string> = {
  CLASSIFY:
    'Assign to each document the categories (from "categories") it is about, between "min" and "max" of them. ' +
    'Only when "allowNew" is true may you name a category that is not in the list. ' +
    'For each label give a verbatim quote of the document that shows it and a short reason. ' +
    'Answer {"items":[{"documentId":"…","labels":[{"name":"…","quote":"…","reason":"…"}]}]}.',
  ROOT_CAUSE:
    'Name for each document the root causes (from "categories") of what the customer reports, between "min" and ' +
    '"max" of them. Only when "allowNew" is true may you name a root cause that is not in the list. ' +
    'For each label give a verbatim quote of the document that shows it and a short reason. ' +
    'Answer {"items":[{"documentId":"…","labels":[{"name":"…","quote":"…","reason":"…"}]}]}.',
  SUMMARISE:
    'Summarise the documents as "question" asks. "matching" is how many documents match the filter: use only that ' +
    'number and what the documents say, never another count. Cite the documents you use with verbatim quotes. ' +
    'Answer {"answer":"…","citations":[{"documentId":"…","quote":"…"}]}.',
  ANSWER:
    'Answer "question" from the documents only. "matching" is how many documents match the filter: use only that ' +
    'number and what the documents say, never another count. Cite the documents you use with verbatim quotes. ' +
    'Answer {"answer":"…","citations":[{"documentId":"…","quote":"…"}]}.',
};

/** The system message: the task's rules, the subject and the user's instructions. */
export function systemMessage(task: LabelTask | AnswerTask, subject: string, prompt: string, language = 'en'): string {
  const lines = [
    'You are an analyst of customer feedback. Reply with one JSON object and nothing else.',
    taskInstructions[task],
    `Subject: ${subject}`,
    `Write reasons and answers in the documents' language (default ${language}).`,
  ];
  if (prompt.trim() !== '' && task !== 'ANSWER') lines.push(`Instructions: ${prompt.trim()}`);
  return lines.join('\n');
}

/** The final user message of a CLASSIFY / ROOT_CAUSE call. */
export function labelRequest(
  task: LabelTask,
  input: { categories: readonly string[]; min: number; max: number; allowNew: boolean; documents: readonly PromptDocument[] },
): string {
  return JSON.stringify({
    task,
    categories: input.categories,
    min: input.min,
    max: input.max,
    allowNew: input.allowNew,
    documents: input.documents.map((d) => ({ id: d.id, text: shorten(d.text) })),
  });
}

/** The final user message of a SUMMARISE / ANSWER / ask call. */
export function answerRequest(
  task: AnswerTask,
  input: { question: string; matching: number; documents: readonly PromptDocument[] },
): string {
  return JSON.stringify({
    task,
    question: input.question,
    matching: input.matching,
    documents: input.documents.map((d) => ({ id: d.id, text: shorten(d.text, 1000) })),
  });
}

const text = z.string().catch('');
export const labelReplySchema = z.object({
  items: z.array(
    z.object({
      documentId: z.string(),
      labels: z.array(z.object({ name: z.string(), quote: text.default(''), reason: text.default('') })).default([]),
    }),
  ),
});
export type LabelReply = z.infer<typeof labelReplySchema>;

export const answerReplySchema = z.object({
  answer: z.string(),
  citations: z.array(z.object({ documentId: z.string(), quote: text.default('') })).default([]),
});
export type AnswerReply = z.infer<typeof answerReplySchema>;

/** Case and spacing do not make a quote invented; Turkish-aware, so İ/ı fold as the documents write them. */
const fold = (s: string): string => s.replace(/\s+/gu, ' ').trim().toLocaleLowerCase('tr').replace(/ı/gu, 'i');

/** Whether `quote` stands in `text` (after folding case and whitespace); an empty quote does not. */
export function containsQuote(text: string, quote: string): boolean {
  const q = fold(quote);
  return q !== '' && fold(text).includes(q);
}

export interface VotedLabel {
  /** The name as the first agreeing answer wrote it. */
  name: string;
  key: string;
  votes: number;
  /** Share of the answers that named it. */
  confidence: number;
  quote: string;
  reason: string;
}

/**
 * The majority vote over `answers` (one per repeat) for one document: a label counts in an answer only when its
 * quote stands in the document and `accept` admits its name; it is suggested when more than half of `repeats`
 * answers named it. Best supported first (ties: as first named).
 */
export function voteLabels(
  answers: readonly { name: string; quote: string; reason: string }[][],
  repeats: number,
  documentText: string,
  accept: (key: string) => boolean,
): VotedLabel[] {
  const byKey = new Map<string, VotedLabel & { order: number }>();
  for (const answer of answers) {
    const seen = new Set<string>();
    for (const label of answer) {
      const key = nameKey(label.name);
      if (key === '' || seen.has(key) || !accept(key) || !containsQuote(documentText, label.quote)) continue;
      seen.add(key);
      const known = byKey.get(key);
      if (known) known.votes += 1;
      else
        byKey.set(key, {
          name: label.name.trim(),
          key,
          votes: 1,
          confidence: 0,
          quote: label.quote.trim(),
          reason: label.reason.trim(),
          order: byKey.size,
        });
    }
  }
  return [...byKey.values()]
    .filter((l) => l.votes * 2 > repeats)
    .sort((a, b) => b.votes - a.votes || a.order - b.order)
    .map(({ order: _order, ...l }) => ({ ...l, confidence: l.votes / repeats }));
}

/**
 * Caps one document's voted labels: at most `max`, and none of a category that reached the run's `assignmentLimit`
 * (`used` counts per key and is updated).
 */
export function capLabels(
  voted: readonly VotedLabel[],
  max: number,
  assignmentLimit: number | null,
  used: Map<string, number>,
): VotedLabel[] {
  const out: VotedLabel[] = [];
  for (const label of voted) {
    if (out.length >= max) break;
    const n = used.get(label.key) ?? 0;
    if (assignmentLimit !== null && n >= assignmentLimit) continue;
    used.set(label.key, n + 1);
    out.push(label);
  }
  return out;
}

/** Citations of documents that were given and whose quotes stand in them; one per document and quote. */
export function keepCitations(
  citations: readonly { documentId: string; quote: string }[],
  documents: readonly PromptDocument[],
): { documentId: string; quote: string }[] {
  const byId = new Map(documents.map((d) => [d.id, d.text]));
  const seen = new Set<string>();
  const out: { documentId: string; quote: string }[] = [];
  for (const c of citations) {
    const text = byId.get(c.documentId);
    if (text === undefined || !containsQuote(text, c.quote)) continue;
    const key = `${c.documentId}\n${fold(c.quote)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ documentId: c.documentId, quote: c.quote.trim() });
  }
  return out;
}

/** Splits into consecutive batches of at most `size`. */
export function batches<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Words of at least three letters, folded: what "words shared with the question" compares. */
export function words(s: string): Set<string> {
  return new Set(
    fold(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
}

/** Ranks documents by the words they share with the question (ties keep the given order). */
export function rankByWords<T extends PromptDocument>(question: string, documents: readonly T[]): T[] {
  const q = words(question);
  const score = (d: T) => [...words(d.text)].filter((w) => q.has(w)).length;
  return documents
    .map((d, i) => ({ d, i, s: score(d) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.d);
}

/** Cosine similarity of two vectors (0 when either is all zeros). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
