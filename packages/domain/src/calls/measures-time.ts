import type { Evidence } from '../contract/call-scoring.js';
import { turnEvidence, type CallContext } from './context.js';

/**
 * The time-based measures (docs/call-scoring.md, "The 14 criteria"). Each returns the raw value in its unit, or
 * null when the criterion does not apply (untimed call, no agent turn, no transition…): never a fake 0.
 */
export interface Measure {
  value: number | null;
  evidence: Evidence[];
}

export const notApplicable: Measure = { value: null, evidence: [] };
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Seconds of silence from the call's start to the agent's first turn: a bot's (IVR) or the customer's speech and
 * holds before it are not silence.
 */
export function silenceBeforeOpening(ctx: CallContext): Measure {
  if (!ctx.timed) return notApplicable;
  const first = ctx.byStart.find((i) => ctx.turns[i]?.speaker === 'agent');
  if (first === undefined) return notApplicable;
  const start = ctx.timedTurn(first).start;
  const before = ctx.byStart.slice(0, ctx.byStart.indexOf(first)).map((i) => ctx.timedTurn(i));
  return { value: Math.max(0, start - unionLength([...before, ...ctx.holds], start)), evidence: [turnEvidence(first)] };
}

/** Agent's share of speech time, percent: agent ÷ (agent + customer); bot turns (IVR) are left out. */
export function talkTime(ctx: CallContext): Measure {
  if (!ctx.timed) return notApplicable;
  let agent = 0;
  let customer = 0;
  ctx.turns.forEach((t, i) => {
    const length = ctx.timedTurn(i).end - ctx.timedTurn(i).start;
    if (t.speaker === 'agent') agent += length;
    else if (t.speaker === 'customer') customer += length;
  });
  if (agent + customer <= 0) return notApplicable;
  return { value: (100 * agent) / (agent + customer), evidence: [] };
}

/** Letters the agent said per 10 seconds of the agent's speech; the evidence is the agent's fastest turn. */
export function speedOfSpeech(ctx: CallContext): Measure {
  if (!ctx.timed) return notApplicable;
  let letters = 0;
  let seconds = 0;
  let fastest: { turn: number; rate: number } | null = null;
  for (const i of ctx.agentTurns) {
    const length = ctx.timedTurn(i).end - ctx.timedTurn(i).start;
    const turnLetters = ctx.words[i]?.letters ?? 0;
    letters += turnLetters;
    seconds += length;
    // Turns under a second give wild rates ("Evet." in 0.3 s): they count in the total, not as the example.
    if (length >= 1 && (fastest === null || turnLetters / length > fastest.rate))
      fastest = { turn: i, rate: turnLetters / length };
  }
  if (seconds <= 0) return notApplicable;
  return {
    value: (10 * letters) / seconds,
    evidence: fastest === null ? [] : [turnEvidence(fastest.turn, `${oneDecimal(fastest.rate * 10)} / 10 s`)],
  };
}

/** Covered length of a set of intervals clipped to [0, end]. */
function unionLength(intervals: { start: number; end: number }[], end: number): number {
  const sorted = intervals
    .map((x) => ({ start: Math.max(0, x.start), end: Math.min(end, x.end) }))
    .filter((x) => x.end > x.start)
    .sort((a, b) => a.start - b.start);
  let sum = 0;
  let from = -1;
  let to = -1;
  for (const x of sorted) {
    if (x.start > to) {
      sum += to - from;
      from = x.start;
      to = x.end;
    } else to = Math.max(to, x.end);
  }
  return sum + (to - from);
}

/** Seconds with nobody speaking and nobody on hold, and their share (percent) of the call without its holds. */
export function totalSilence(ctx: CallContext): { seconds: number; percent: number } | null {
  const duration = ctx.duration;
  if (!ctx.timed || duration === null || duration <= 0) return null;
  const turns = ctx.turns.map((_, i) => ctx.timedTurn(i));
  const held = unionLength([...ctx.holds], duration);
  const covered = unionLength([...turns, ...ctx.holds], duration);
  const silence = Math.max(0, duration - covered);
  if (duration - held <= 0) return null;
  return { seconds: silence, percent: (100 * silence) / (duration - held) };
}

/**
 * The longest wait of one side for the other: the gap before each turn of `to` that follows a turn of `from`
 * (ordered by start), measured from the latest end so far, holds excluded. Agent silence = the customer waiting
 * for the agent (from customer to agent); customer silence the other way round.
 */
export function longestWait(ctx: CallContext, from: 'customer' | 'agent', to: 'customer' | 'agent'): Measure {
  if (!ctx.timed) return notApplicable;
  let longest: { turn: number; gap: number } | null = null;
  let latestEnd = 0;
  let previous: number | null = null;
  for (const i of ctx.byStart) {
    const turn = ctx.timedTurn(i);
    if (previous !== null && ctx.turns[previous]?.speaker === from && turn.speaker === to) {
      const gap = Math.max(0, turn.start - latestEnd - ctx.holdWithin(latestEnd, turn.start));
      if (longest === null || gap > longest.gap) longest = { turn: i, gap };
    }
    latestEnd = Math.max(latestEnd, turn.end);
    previous = i;
  }
  if (longest === null) return notApplicable;
  return { value: longest.gap, evidence: [turnEvidence(longest.turn, `${oneDecimal(longest.gap)} s`)] };
}

/**
 * Percent of holds that did not run past the hold-permission duration: a longer hold means the agent did not come
 * back to ask to continue (coming back splits a hold in two).
 */
export function continueHolding(ctx: CallContext, permissionSeconds: number): Measure {
  if (!ctx.timed || ctx.holds.length === 0) return notApplicable;
  const evidence: Evidence[] = [];
  let kept = 0;
  for (const hold of ctx.holds) {
    const length = hold.end - hold.start;
    if (length <= permissionSeconds) kept++;
    else {
      const before = ctx.agentTurnsBefore(hold.start, 1)[0] ?? ctx.byStart[0];
      if (before !== undefined) evidence.push(turnEvidence(before, `${oneDecimal(length)} s > ${permissionSeconds} s`));
    }
  }
  return { value: (100 * kept) / ctx.holds.length, evidence };
}
