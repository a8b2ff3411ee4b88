import type { TranscriptSegment } from '../../platform/openai/client.js';

/**
 * From the segments of the two channels to the timed turns of a dialogue (docs/speech.md "From audio to a dialogue").
 * Pure: the job feeds it what the service answered.
 */

export interface TimedTurn {
  speaker: 'customer' | 'agent';
  text: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

/**
 * Consecutive segments of one speaker closer than this are one turn: a service cuts speech into sentence-like pieces,
 * and scripts are matched per turn. A longer pause stays a turn boundary, so silences are still measured.
 */
export const JOIN_GAP_SECONDS = 2;

const seconds = (value: number) => Math.round(Math.max(0, value) * 100) / 100;

/** Both channels' segments in order of start (ties: earlier end first), each with its channel's speaker, joined into turns. */
export function mergeChannels(
  customer: readonly TranscriptSegment[],
  agent: readonly TranscriptSegment[],
  joinGapSeconds = JOIN_GAP_SECONDS,
): TimedTurn[] {
  const all = [
    ...customer.map((s) => ({ ...s, speaker: 'customer' as const })),
    ...agent.map((s) => ({ ...s, speaker: 'agent' as const })),
  ]
    .map((s) => ({ speaker: s.speaker, text: s.text.replace(/\s+/g, ' ').trim(), start: seconds(s.start), end: seconds(s.end) }))
    .filter((s) => s.text !== '')
    .map((s) => ({ ...s, end: Math.max(s.start, s.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const turns: TimedTurn[] = [];
  for (const s of all) {
    const last = turns.at(-1);
    if (last && last.speaker === s.speaker && s.start - last.end <= joinGapSeconds) {
      last.text = `${last.text} ${s.text}`;
      last.end = Math.max(last.end, s.end);
    } else turns.push({ ...s });
  }
  return turns;
}

// ── normalisations ─────────────────────────────────────────────────────────────────────────────────────────────

/** Turkish-aware case folding: İ/i/I/ı are one letter here, as speech services spell them inconsistently. */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('tr').replace(/ı/g, 'i');
const keyOf = (text: string) => fold(text).replace(/\s+/g, ' ').trim();

const classEscape = (c: string) => (/[\\\]^[-]/.test(c) ? `\\${c}` : c);
const literalEscape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A pattern matching the folded text in any case, Turkish or not; whitespace runs match any whitespace. */
function patternOf(key: string): string {
  let out = '';
  for (const c of key) {
    if (/\s/.test(c)) {
      out += '\\s+';
      continue;
    }
    const variants = new Set([c, c.toLocaleUpperCase('tr'), c.toUpperCase(), c.toLocaleLowerCase('tr'), c.toLowerCase()]);
    if (c === 'i') for (const v of ['ı', 'I', 'İ']) variants.add(v);
    const single = [...variants].filter((v) => [...v].length === 1);
    out += single.length === 1 ? literalEscape(c) : `[${single.map(classEscape).join('')}]`;
  }
  return out;
}

export type Normalise = (text: string) => string;

/**
 * The speech setting's normalisations as one function: every whole-word occurrence of a `text` (in any case, Turkish
 * rules) becomes its `target`, in one pass — a target is never normalised again — longest text first where two
 * overlap. An empty target removes the words.
 */
export function normaliser(rules: readonly { text: string; target: string }[]): Normalise {
  const targets = new Map<string, string>();
  for (const rule of rules) {
    const key = keyOf(rule.text);
    if (key !== '' && !targets.has(key)) targets.set(key, rule.target);
  }
  if (targets.size === 0) return (text) => text;
  const alternatives = [...targets.keys()].sort((a, b) => b.length - a.length).map(patternOf);
  const regex = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return (text) =>
    text
      .replace(regex, (match) => targets.get(keyOf(match)) ?? match)
      .replace(/\s{2,}/g, ' ')
      .trim();
}
