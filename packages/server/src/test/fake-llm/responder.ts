/**
 * The fake LLM's deterministic default answers (docs/ai-provider.md "The protocol"). Plain TypeScript with no imports,
 * so a Playwright spec can load it as well as vitest.
 */

export interface FakeChatMessage {
  role: string;
  content: string;
}

/** What a responder sees of one chat call. */
export interface FakeChatCall {
  model: string;
  messages: FakeChatMessage[];
  /** The last user message parsed as JSON (the protocol's task object), null when it is not JSON. */
  task: unknown;
  json: boolean;
}

export type FakeResponder = (call: FakeChatCall) => unknown;

/**
 * Turkish-aware lower-casing (`İ` → `i`, `I` → `ı`) with dotless and dotted i counted as one letter, so an English
 * `DELIVERY` still matches `Delivery`. The same length as the text, so positions carry over.
 */
const fold = (s: string) => s.toLocaleLowerCase('tr-TR').replace(/ı/gu, 'i');

/** A JSON value as text: strings as they are, anything else as JSON (never `[object Object]`). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface FakeDocument {
  id: string;
  text: string;
}

const documentsOf = (task: Record<string, unknown>): FakeDocument[] =>
  Array.isArray(task.documents) ? task.documents.filter(isRecord).map((d) => ({ id: text(d.id), text: text(d.text) })) : [];

/** The name itself, then each of its words of at least 4 letters: what may occur in a document for the label. */
const candidatesOf = (name: string): string[] => [name, ...(name.match(/\p{L}{4,}/gu) ?? [])];

/** The first candidate occurring in the text, as it stands in the text; null when none does. */
export function occurrence(name: string, text: string): string | null {
  const folded = fold(text);
  for (const candidate of candidatesOf(name)) {
    const needle = fold(candidate).trim();
    if (!needle) continue;
    const at = folded.indexOf(needle);
    if (at >= 0) return folded.length === text.length ? text.slice(at, at + needle.length) : candidate;
  }
  return null;
}

/** CLASSIFY / ROOT_CAUSE: the given names occurring in each document, in the names' order, at most `max`. */
function classify(task: Record<string, unknown>) {
  const names = Array.isArray(task.categories) ? task.categories.map(String) : [];
  const max = typeof task.max === 'number' ? task.max : Number.POSITIVE_INFINITY;
  return {
    items: documentsOf(task).map((doc) => {
      const labels: { name: string; quote: string; reason: string }[] = [];
      for (const name of names) {
        if (labels.length >= max) break;
        const quote = occurrence(name, doc.text);
        if (quote !== null) labels.push({ name, quote, reason: `mentions ${quote}` });
      }
      return { documentId: doc.id, labels };
    }),
  };
}

const firstWords = (text: string, n: number) => text.trim().split(/\s+/u).slice(0, n).join(' ');

/** ANSWER / SUMMARISE / ASK: how many match, and the first two documents cited by their first five words. */
function answer(task: Record<string, unknown>) {
  const documents = documentsOf(task);
  const matching = typeof task.matching === 'number' ? task.matching : documents.length;
  const citations = documents.slice(0, 2).map((d) => ({ documentId: d.id, quote: firstWords(d.text, 5) }));
  const said = citations.map((c) => `"${c.quote}"`).join(', ');
  return {
    answer: `${matching} documents match.${said ? ` The first ones say: ${said}` : ''}`,
    citations,
  };
}

/** The default responder: the protocol's tasks; anything else (the connection check) gets `{"ok":true}`. */
export const defaultResponder: FakeResponder = (call) => {
  const task = isRecord(call.task) ? call.task : null;
  switch (task?.task) {
    case 'CLASSIFY':
    case 'ROOT_CAUSE':
      return classify(task);
    case 'ANSWER':
    case 'SUMMARISE':
    case 'ASK':
      return answer(task);
    default:
      return { ok: true };
  }
};

const fnv1a = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/** A deterministic 16-dimension vector of a text: its words hashed into buckets, scaled to length 1. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(16).fill(0);
  for (const word of fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const bucket = fnv1a(word) % 16;
    vector[bucket] = (vector[bucket] ?? 0) + 1;
  }
  const length = Math.hypot(...vector);
  return length === 0 ? vector : vector.map((x) => x / length);
}

/** The protocol's token estimate: a token per four characters. */
export const tokensOf = (chars: number) => Math.ceil(chars / 4);
