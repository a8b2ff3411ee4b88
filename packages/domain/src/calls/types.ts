import type { z } from 'zod';
import type { CriterionResult, Evidence } from '../contract/call-scoring.js';
import type { ScoringCriterion, ScoringRule, scriptControlBody } from '../validation/scoring.js';

/**
 * The input and output of the call-scoring engine (docs/call-scoring.md). The engine is pure: it reads one timed
 * dialogue and a rule set and returns the score with its evidence; storage and versions live in the server.
 */

/** One turn of a call; `start`/`end` are seconds from the call's start, null when the dialogue is untimed. */
export interface CallTurn {
  speaker: 'customer' | 'agent' | 'bot';
  text: string;
  start: number | null;
  end: number | null;
}

/** A hold (music on hold): seconds from the call's start. */
export interface CallHold {
  start: number;
  end: number;
}

export interface CallScoringInput {
  /** Hold turns are not here: they are `holds`. */
  turns: readonly CallTurn[];
  holds: readonly CallHold[];
  endedBy: 'customer' | 'agent' | null;
  customerName: string | null;
  /** Seconds; null → the last turn's end when the call is timed. */
  duration: number | null;
}

/** The script texts (one alternative per line), the hold-permission duration and the fuzzy-match threshold. */
export type ScriptControl = z.output<typeof scriptControlBody>;

export interface RuleSet {
  minCallDuration: number;
  rules: readonly ScoringRule[];
  script: ScriptControl;
}

export interface CallScore {
  /** 0–100 with one decimal over the applicable criteria; null when none applies. */
  score: number | null;
  /** One per active rule of the set, in the set's order. */
  criteria: CriterionResult[];
  duration: number | null;
  wordCount: number;
  totalSilence: number | null;
  agentSilence: number | null;
  customerSilence: number | null;
  /** duration !== null && duration ≥ minCallDuration; an untimed call is never included. */
  included: boolean;
  /** Criteria that lost points (FAILED or PARTIAL). */
  lost: ScoringCriterion[];
}

/** The best match of a script (any of its lines) in a set of turns. */
export interface ScriptMatch {
  /** 0–100: percent of the best line's words found in order. */
  similarity: number;
  /** The turn and the character spans of the matched words; null when nothing matched. */
  evidence: Evidence | null;
}
