import type { Evidence } from '../contract/call-scoring.js';
import { turnEvidence, type CallContext } from './context.js';
import type { CompiledScript } from './match.js';
import { notApplicable, type Measure } from './measures-time.js';
import { tokenise, type Token } from './normalise.js';
import type { CallScoringInput } from './types.js';
import { wordsMatch } from './words.js';

/**
 * The script measures (docs/call-scoring.md, "The 14 criteria"): similarity percent of a script in the agent's
 * turns, and the hold-permission and calling-by-name counts. They apply to untimed calls too (except the hold ones,
 * which need to know which turn came before a hold).
 */

/** Similarity (0–100) of `script` in the agent turns at `indexes`; the evidence shows the aligned words, or the expected line at the last searched turn when nothing matched. */
export function scriptSimilarity(ctx: CallContext, script: CompiledScript, indexes: readonly number[]): Measure {
  if (indexes.length === 0 || script.length === 0) return notApplicable;
  const match = ctx.find(script, indexes);
  if (match.evidence !== null) return { value: match.similarity, evidence: [match.evidence] };
  return { value: 0, evidence: [turnEvidence(indexes[indexes.length - 1] as number, script[0]?.text ?? null)] };
}

export const firstAgentTurns = (ctx: CallContext, count: number): number[] => ctx.agentTurns.slice(0, count);
export const lastAgentTurns = (ctx: CallContext, count: number): number[] => ctx.agentTurns.slice(-count);

/** The closing scripts that count for this call: the closing script, and the script of whoever ended the call. */
export function closingScripts(
  endedBy: CallScoringInput['endedBy'],
  scripts: { closing: CompiledScript; customerEnded: CompiledScript; agentEnded: CompiledScript },
): CompiledScript[] {
  if (endedBy === 'customer') return [scripts.closing, scripts.customerEnded];
  if (endedBy === 'agent') return [scripts.closing, scripts.agentEnded];
  return [scripts.closing];
}

/** The best of the closing scripts in the last 2 agent turns. */
export function closingWords(ctx: CallContext, scripts: readonly CompiledScript[]): Measure {
  const indexes = lastAgentTurns(ctx, 2);
  let best: Measure = notApplicable;
  for (const script of scripts) {
    const m = scriptSimilarity(ctx, script, indexes);
    if (m.value !== null && (best.value === null || m.value > best.value)) best = m;
  }
  return best;
}

/**
 * Seconds of silence before the agent's closing turn: the turn where the closing script was found (at least the
 * threshold), else the agent's last turn.
 */
export function silenceBeforeClosing(ctx: CallContext, closing: Measure, threshold: number): Measure {
  const found = closing.value !== null && closing.value >= threshold ? closing.evidence[0]?.turn : undefined;
  const turn = found ?? ctx.agentTurns[ctx.agentTurns.length - 1];
  if (!ctx.timed || turn === undefined) return notApplicable;
  const silence = ctx.silenceBefore(turn);
  if (silence === null) return notApplicable;
  return { value: silence, evidence: [turnEvidence(turn, `${Math.round(silence * 10) / 10} s`)] };
}

/** Percent of holds preceded by an agent turn (one of the last 2 before the hold) saying the hold-permission script. */
export function permissionBeforeHolding(ctx: CallContext, script: CompiledScript, threshold: number): Measure {
  if (!ctx.timed || ctx.holds.length === 0) return notApplicable;
  const evidence: Evidence[] = [];
  let asked = 0;
  for (const hold of ctx.holds) {
    const before = ctx.agentTurnsBefore(hold.start, 2);
    const match = before.length > 0 ? ctx.find(script, before) : null;
    if (match !== null && match.similarity >= threshold && match.evidence !== null) {
      asked++;
      evidence.push(match.evidence);
    } else {
      const turn = before[before.length - 1] ?? ctx.byStart[0];
      if (turn !== undefined) evidence.push(turnEvidence(turn, `${Math.round(hold.start)}–${Math.round(hold.end)} s`));
    }
  }
  return { value: (100 * asked) / ctx.holds.length, evidence };
}

/** Honorifics written before a name (EN) and after it (TR, with suffixes: "Ahmet Bey'e" → "beye"). */
const BEFORE_NAME = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'sayin']);
const isAfterName = (word: string): boolean =>
  (word.startsWith('bey') && word.length <= 5) || (word.startsWith('hanim') && word.length <= 7);
const isHonorific = (word: string): boolean => BEFORE_NAME.has(word) || isAfterName(word);

/**
 * Times the agent called the customer by name: mentions of the customer's name (first or last name, fuzzy, adjacent
 * name words and honorifics count once), or without a known name, an honorific with a word ("Ahmet Bey", "Mrs Smith").
 */
export function callingByName(ctx: CallContext, customerName: string | null): Measure {
  const names = tokenise(customerName ?? '')
    .tokens.map((t) => t.text)
    .filter((w) => w.length >= 2 && !isHonorific(w));
  // Words repeat within a call: remember each word's answer instead of re-running the fuzzy match.
  const seen = new Map<string, boolean>();
  const matchesName = (word: string): boolean => {
    let hit = seen.get(word);
    if (hit === undefined) {
      hit = names.some((n) => wordsMatch(word, n));
      seen.set(word, hit);
    }
    return hit;
  };
  const isName = (token: Token): boolean =>
    names.length > 0 && (matchesName(token.text) || (token.stem !== undefined && matchesName(token.stem)));
  const evidence: Evidence[] = [];
  for (const i of ctx.agentTurns) {
    const tokens = ctx.words[i]?.tokens ?? [];
    const at = (k: number): Token => tokens[k] as Token;
    const mention = (first: number, last: number): void => {
      evidence.push({ turn: i, spans: [[at(first).start, at(last).end]], note: null });
    };
    for (let k = 0; k < tokens.length; k++) {
      const word = at(k).text;
      if (names.length > 0) {
        if (!isName(at(k))) continue;
        let last = k;
        while (last + 1 < tokens.length && (isName(at(last + 1)) || isHonorific(at(last + 1).text))) last++;
        mention(k, last);
        k = last;
      } else if (BEFORE_NAME.has(word) && k + 1 < tokens.length && !isHonorific(at(k + 1).text)) {
        mention(k, k + 1);
        k++;
      } else if (isAfterName(word) && k > 0 && !isHonorific(at(k - 1).text)) mention(k - 1, k);
    }
  }
  return { value: evidence.length, evidence };
}
