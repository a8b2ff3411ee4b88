import type { RuleSet, CallScoringInput, CallScore } from './types.js';

/** Scores one call with a rule set (docs/call-scoring.md). */
export function scoreCall(call: CallScoringInput, set: RuleSet): CallScore {
  void set;
  return {
    score: null,
    criteria: [],
    duration: call.duration,
    wordCount: 0,
    totalSilence: null,
    agentSilence: null,
    customerSilence: null,
    included: false,
    lost: [],
  };
}
