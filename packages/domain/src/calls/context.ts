import type { Evidence } from '../contract/call-scoring.js';
import { findScript, searchable, type CompiledScript, type SearchableTurn } from './match.js';
import { tokenise, type Tokenised } from './normalise.js';
import type { CallHold, CallScoringInput, CallTurn, ScriptMatch } from './types.js';
import type { Vocabulary } from './words.js';

/** A turn whose timings are known (every turn of a timed call). */
export interface TimedTurn extends CallTurn {
  start: number;
  end: number;
}

/**
 * One call prepared for measuring: tokenised once, its timings checked once, turns searchable on demand (only the
 * turns a script criterion looks at pay for word matching). See docs/call-scoring.md for every measure.
 */
export class CallContext {
  readonly turns: readonly CallTurn[];
  readonly words: readonly Tokenised[];
  /** Every turn has a start and an end (end ≥ start ≥ 0): the time-based criteria apply. */
  readonly timed: boolean;
  /** Indexes of the agent's turns, in dialogue order. */
  readonly agentTurns: number[] = [];
  /** Turn indexes ordered by start (then by index), for gaps between speakers; empty when untimed. */
  readonly byStart: number[] = [];
  /** Holds sorted by start. */
  readonly holds: readonly CallHold[];
  readonly duration: number | null;
  private readonly prepared = new Map<number, SearchableTurn>();
  private readonly found = new Map<CompiledScript, Map<string, ScriptMatch>>();

  constructor(
    call: CallScoringInput,
    private readonly vocabulary: Vocabulary,
  ) {
    this.turns = call.turns;
    this.words = call.turns.map((t) => tokenise(t.text));
    call.turns.forEach((t, i) => {
      if (t.speaker === 'agent') this.agentTurns.push(i);
    });
    this.timed = call.turns.length > 0 && call.turns.every((t) => isTime(t.start) && isTime(t.end) && t.end >= t.start);
    this.holds = [...call.holds].filter((h) => isTime(h.start) && h.end >= h.start).sort((a, b) => a.start - b.start);
    if (this.timed) {
      this.byStart = call.turns.map((_, i) => i);
      this.byStart.sort((a, b) => this.timedTurn(a).start - this.timedTurn(b).start || a - b);
    }
    this.duration = call.duration ?? (this.timed ? this.lastEnd() : null);
  }

  timedTurn(index: number): TimedTurn {
    return this.turns[index] as TimedTurn;
  }

  get wordCount(): number {
    return this.words.reduce((sum, w) => sum + w.tokens.length, 0);
  }

  /** The best match of `script` in the turns at `indexes`, memoised (closing words and silence before closing share it). */
  find(script: CompiledScript, indexes: readonly number[]): ScriptMatch {
    const key = indexes.join(',');
    let perScript = this.found.get(script);
    if (perScript === undefined) {
      perScript = new Map();
      this.found.set(script, perScript);
    }
    let match = perScript.get(key);
    if (match === undefined) {
      match = findScript(script, indexes, (i) => this.searchable(i));
      perScript.set(key, match);
    }
    return match;
  }

  private searchable(index: number): SearchableTurn {
    let turn = this.prepared.get(index);
    if (turn === undefined) {
      turn = searchable((this.words[index] as Tokenised).tokens, this.vocabulary);
      this.prepared.set(index, turn);
    }
    return turn;
  }

  /** Seconds of hold inside [from, to]: waiting on hold is announced waiting, not silence. */
  holdWithin(from: number, to: number): number {
    let sum = 0;
    for (const h of this.holds) sum += Math.max(0, Math.min(to, h.end) - Math.max(from, h.start));
    return sum;
  }

  /**
   * Silence before the turn at `index`: from the latest end of the turns that started before it to its start,
   * holds excluded; null when no turn started before it.
   */
  silenceBefore(index: number): number | null {
    const turn = this.timedTurn(index);
    let latestEnd: number | null = null;
    for (const i of this.byStart) {
      if (i === index) break;
      const end = this.timedTurn(i).end;
      if (latestEnd === null || end > latestEnd) latestEnd = end;
    }
    if (latestEnd === null) return null;
    return Math.max(0, turn.start - latestEnd - this.holdWithin(latestEnd, turn.start));
  }

  /** The last `count` agent turns that started before `time`. */
  agentTurnsBefore(time: number, count: number): number[] {
    return this.agentTurns.filter((i) => this.timedTurn(i).start < time).slice(-count);
  }

  private lastEnd(): number {
    let end = 0;
    for (const t of this.turns) end = Math.max(end, t.end ?? 0);
    for (const h of this.holds) end = Math.max(end, h.end);
    return end;
  }
}

const isTime = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/** Evidence that points at a whole turn (time measures): no word spans, a short numeric note. */
export const turnEvidence = (turn: number, note: string | null = null): Evidence => ({ turn, spans: [], note });
