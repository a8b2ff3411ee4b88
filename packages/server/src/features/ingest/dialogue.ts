import type { StoredCall } from '../../platform/db/schema-calls.js';

/**
 * Timed dialogues (docs/dialogue-format.md): turns with `start`/`end` seconds from the call's start, hold turns that
 * become hold intervals, and the call's metadata. Readers collect problems instead of throwing, so the CSV import
 * turns them into a failed row and the JSON call into field errors, with the same codes.
 */

export type Speaker = 'customer' | 'agent' | 'bot';
export type Turn = { speaker: Speaker; text: string; time?: string; start?: number | null; end?: number | null };
export type CallFields = Omit<StoredCall, 'holds'>;

export type DialogueProblemCode = 'DIALOGUE_TIMING_INVALID' | 'DIALOGUE_ENDED_BY_INVALID';
export interface DialogueProblem {
  code: DialogueProblemCode;
  /** Where, relative to the dialogue: `turns.3.end`, `holds.0.start`, `duration`, `endedBy`. */
  field: string;
  /** What was written (for the failed-rows reason). */
  detail: string;
}

/** A dialogue as read: its turns (hold turns taken out), its holds, the call fields it carried, what was wrong. */
export interface ReadDialogue {
  turns: Turn[];
  holds: { start: number; end: number }[];
  call: Partial<CallFields>;
  problems: DialogueProblem[];
}

const SPEAKERS: Readonly<Record<string, Speaker | 'hold'>> = {
  customer: 'customer',
  agent: 'agent',
  bot: 'bot',
  müşteri: 'customer',
  musteri: 'customer',
  temsilci: 'agent',
  hold: 'hold',
  bekletme: 'hold',
  beklemede: 'hold',
};
export const speakerOf = (value: string): Speaker | 'hold' | undefined => SPEAKERS[value.trim().toLocaleLowerCase('tr')];

const SPEAKER_NAMES = 'customer|agent|bot|müşteri|musteri|temsilci|hold|bekletme|beklemede';
const SPEAKER_LINE = new RegExp(`^\\s*(?:\\[([^\\]]*)\\]\\s*)?(${SPEAKER_NAMES})\\s*:\\s?(.*)$`, 'iu');
const RANGE = /^\s*(-?[\d:.,]+)\s*(?:[-–—]\s*(-?[\d:.,]+))?\s*$/u;
const CLOCK = /^(?:(\d+):)?(\d+):(\d{1,2}(?:[.,]\d+)?)$/u;
const PLAIN = /^\d+(?:[.,]\d+)?$/u;

/**
 * Seconds from a number or a text: `12.5`, `12,5`, `00:12` (mm:ss), `01:02:03` (hh:mm:ss). Null when absent
 * (undefined, null, empty text); undefined when it is not a time (negative, not a number, `1:75`).
 */
export function readSeconds(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  if (PLAIN.test(text)) return Number(text.replace(',', '.'));
  const m = CLOCK.exec(text);
  if (!m) return undefined;
  const [hours, minutes, seconds] = [Number(m[1] ?? 0), Number(m[2]), Number((m[3] as string).replace(',', '.'))];
  if (seconds >= 60 || (m[1] !== undefined && minutes >= 60)) return undefined;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Reads start/end into `out`, adding a problem for a value that is not a time or an end before the start. */
function readSpan(
  start: unknown,
  end: unknown,
  at: string,
  problems: DialogueProblem[],
): { start: number | null; end: number | null } | null {
  const s = readSeconds(start);
  const e = readSeconds(end);
  const bad = (field: string, v: unknown) =>
    problems.push({ code: 'DIALOGUE_TIMING_INVALID', field: `${at}.${field}`, detail: `${field} ${JSON.stringify(v)}` });
  if (s === undefined) bad('start', start);
  if (e === undefined) bad('end', end);
  if (s === undefined || e === undefined) return null;
  if (s !== null && e !== null && e < s) {
    problems.push({ code: 'DIALOGUE_TIMING_INVALID', field: `${at}.end`, detail: `end ${e} before start ${s}` });
    return null;
  }
  return { start: s, end: e };
}

/** A call field key in any casing or separator style: `agent_id`, `AgentId`, `agent id` → `agentid`. */
const keyOf = (name: string): string => name.toLocaleLowerCase('en').replace(/[\s_-]/g, '');
const CALL_KEYS: Readonly<Record<string, keyof CallFields>> = {
  callid: 'callId',
  agentid: 'agentId',
  agentname: 'agentName',
  callstartedat: 'callStartedAt',
  endedby: 'endedBy',
  customername: 'customerName',
  duration: 'duration',
};
/** The call field a column or JSON key names (docs/dialogue-format.md), if any. */
export const callFieldOf = (name: string): keyof CallFields | undefined => CALL_KEYS[keyOf(name)];

const text200 = (v: unknown): string | null => {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  return s === '' ? null : s.slice(0, 200);
};

/**
 * One call field from what was written; absent values are left out, so a later source (a CSV column) can fill
 * them. A wrong `endedBy` is DIALOGUE_ENDED_BY_INVALID; a wrong `duration` or `callStartedAt` DIALOGUE_TIMING_INVALID.
 */
export function readCallField(
  field: keyof CallFields,
  value: unknown,
  into: Partial<CallFields>,
  problems: DialogueProblem[],
): void {
  if (into[field] !== undefined && into[field] !== null) return;
  switch (field) {
    case 'duration': {
      const d = readSeconds(value);
      if (d === undefined) problems.push({ code: 'DIALOGUE_TIMING_INVALID', field, detail: `duration ${JSON.stringify(value)}` });
      else if (d !== null) into.duration = d;
      return;
    }
    case 'callStartedAt': {
      const s = text200(value);
      if (s === null) return;
      const at = new Date(s);
      if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(s))
        problems.push({ code: 'DIALOGUE_TIMING_INVALID', field, detail: `callStartedAt "${s}"` });
      else into.callStartedAt = at.toISOString();
      return;
    }
    case 'endedBy': {
      const s = text200(value);
      if (s === null) return;
      const who = speakerOf(s);
      if (who === 'customer' || who === 'agent') into.endedBy = who;
      else problems.push({ code: 'DIALOGUE_ENDED_BY_INVALID', field, detail: `endedBy "${s}"` });
      return;
    }
    default: {
      const s = text200(value);
      if (s !== null) into[field] = s;
    }
  }
}

/** Turns given as JSON items `{speaker, text, time?, start?, end?}`; null when the list is not a dialogue. */
function fromJsonTurns(list: readonly unknown[], out: ReadDialogue): boolean {
  for (const [i, item] of list.entries()) {
    const t = item as { speaker?: unknown; text?: unknown; time?: unknown; start?: unknown; end?: unknown } | null;
    const speaker = typeof t?.speaker === 'string' ? speakerOf(t.speaker) : undefined;
    if (!speaker || (speaker !== 'hold' && typeof t?.text !== 'string')) return false;
    const span = readSpan(t?.start, t?.end, `turns.${i}`, out.problems);
    if (speaker === 'hold') {
      addHold(span, `turns.${i}`, out);
      continue;
    }
    out.turns.push({
      speaker,
      text: t?.text as string,
      ...(typeof t?.time === 'string' ? { time: t.time } : {}),
      ...(span && (span.start !== null || span.end !== null) ? span : {}),
    });
  }
  return true;
}

/** A hold needs both ends: an interval without them says nothing to measure (docs/dialogue-format.md). */
function addHold(span: { start: number | null; end: number | null } | null, at: string, out: ReadDialogue): void {
  if (!span) return;
  if (span.start === null || span.end === null) {
    out.problems.push({ code: 'DIALOGUE_TIMING_INVALID', field: at, detail: 'a hold needs its start and end' });
    return;
  }
  out.holds.push({ start: span.start, end: span.end });
}

/** Explicit hold intervals `[{start, end}]`. */
export function readHolds(value: unknown, out: ReadDialogue): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    out.problems.push({ code: 'DIALOGUE_TIMING_INVALID', field: 'holds', detail: 'holds is not a list' });
    return;
  }
  value.forEach((h: unknown, i) => {
    const item = (h ?? {}) as { start?: unknown; end?: unknown };
    addHold(readSpan(item.start, item.end, `holds.${i}`, out.problems), `holds.${i}`, out);
  });
}

/** A dialogue given as JSON: a list of turns, or an object with `turns`, the call fields and `holds`. */
export function readDialogueJson(value: unknown): ReadDialogue | null {
  return fromJson(value);
}

function fromJson(value: unknown): ReadDialogue | null {
  const out: ReadDialogue = { turns: [], holds: [], call: {}, problems: [] };
  const object = !Array.isArray(value) && value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  const list = Array.isArray(value) ? value : object?.turns;
  if (!Array.isArray(list) || list.length === 0 || !fromJsonTurns(list, out)) return null;
  if (object) {
    for (const [key, v] of Object.entries(object)) {
      const field = callFieldOf(key);
      if (field) readCallField(field, v, out.call, out.problems);
    }
    readHolds(object.holds, out);
  }
  return out;
}

function fromLines(cell: string): ReadDialogue {
  const out: ReadDialogue = { turns: [], holds: [], call: {}, problems: [] };
  let lastWasHold = false;
  for (const line of cell.split(/\r?\n/)) {
    const m = SPEAKER_LINE.exec(line);
    const last = out.turns[out.turns.length - 1];
    if (!m) {
      if (lastWasHold) continue;
      if (last) last.text = last.text === '' ? line : `${last.text}\n${line}`;
      else out.turns.push({ speaker: 'customer', text: line });
      continue;
    }
    const speaker = speakerOf(m[2] as string) as Speaker | 'hold';
    const at = `turns.${out.turns.length}`;
    let span: { start: number | null; end: number | null } | null = { start: null, end: null };
    if (m[1] !== undefined) {
      const r = RANGE.exec(m[1]);
      span = r
        ? readSpan(r[1], r[2], at, out.problems)
        : (out.problems.push({ code: 'DIALOGUE_TIMING_INVALID', field: at, detail: `[${m[1]}]` }), null);
    }
    lastWasHold = speaker === 'hold';
    if (speaker === 'hold') addHold(span, at, out);
    else out.turns.push({ speaker, text: m[3] ?? '', ...(span && (span.start !== null || span.end !== null) ? span : {}) });
  }
  return out;
}

/**
 * A dialogue written in one cell: JSON (an array of turns, or an object with `turns` and the call fields), or one
 * turn per line as `customer: …` / `agent: …` / `bot: …` / `hold:` (Turkish `müşteri:` / `temsilci:` /
 * `bekletme:` too), each optionally after its times `[12.5-15.0]` or `[00:12-00:15]`. A line without a speaker
 * continues the turn before it; text before any speaker is the customer's. Null when the cell holds no turn.
 */
export function readDialogueCell(cell: string): ReadDialogue | null {
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('{') || (trimmed.startsWith('[') && !SPEAKER_LINE.test(trimmed.split(/\r?\n/)[0] ?? ''))) {
    try {
      const read = fromJson(JSON.parse(trimmed) as unknown);
      if (read) return read;
    } catch {
      // not JSON after all: read it as lines
    }
  }
  const read = fromLines(trimmed);
  return read.turns.filter((t) => t.text.trim() !== '').length > 0 ? read : null;
}

/** The stored call metadata: null when the dialogue carried no call field and no hold. */
export function storedCall(call: Partial<CallFields>, holds: readonly { start: number; end: number }[]): StoredCall | null {
  const given = Object.values(call).some((v) => v !== undefined && v !== null);
  if (!given && holds.length === 0) return null;
  return {
    callId: call.callId ?? null,
    agentId: call.agentId ?? null,
    agentName: call.agentName ?? null,
    callStartedAt: call.callStartedAt ?? null,
    endedBy: call.endedBy ?? null,
    customerName: call.customerName ?? null,
    duration: call.duration ?? null,
    holds: [...holds].sort((a, b) => a.start - b.start),
  };
}

/** The failed-rows detail of the first problem. */
export const problemDetail = (p: DialogueProblem): string => `${p.field}: ${p.detail}`;
