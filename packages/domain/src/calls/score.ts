import type { CriterionResult, CriterionStatus } from '../contract/call-scoring.js';
import type { ScoreRange, ScoringCriterion, ScoringRule } from '../validation/scoring.js';
import { CallContext } from './context.js';
import { compileScript, type CompiledScript } from './match.js';
import {
  callingByName,
  closingScripts,
  closingWords,
  firstAgentTurns,
  permissionBeforeHolding,
  scriptSimilarity,
  silenceBeforeClosing,
} from './measures-script.js';
import {
  continueHolding,
  longestWait,
  notApplicable,
  silenceBeforeOpening,
  speedOfSpeech,
  talkTime,
  totalSilence,
  type Measure,
} from './measures-time.js';
import type { CallScore, CallScoringInput, RuleSet } from './types.js';
import { Vocabulary } from './words.js';

/**
 * Scoring a call (docs/call-scoring.md, "Score"): every active rule measures a value, rounds it to a whole number
 * and looks it up in its scale; not-applicable rules are left out of the total; a failed reset-score rule zeroes
 * the call.
 */

/** A rule set with its scripts compiled once: scoring thousands of calls re-normalises no script line. */
export interface CompiledRuleSet {
  set: RuleSet;
  vocabulary: Vocabulary;
  scripts: Record<
    'opening' | 'greeting' | 'closing' | 'holdPermission' | 'security' | 'customerEnded' | 'agentEnded',
    CompiledScript
  >;
}

const compiled = new WeakMap<RuleSet, CompiledRuleSet>();

export function compileRuleSet(set: RuleSet): CompiledRuleSet {
  let out = compiled.get(set);
  if (out === undefined) {
    const vocabulary = new Vocabulary();
    const s = set.script;
    const c = (text: string): CompiledScript => compileScript(text, vocabulary);
    out = {
      set,
      vocabulary,
      scripts: {
        opening: c(s.opening),
        greeting: c(s.greeting),
        closing: c(s.closing),
        holdPermission: c(s.holdPermission),
        security: c(s.security),
        customerEnded: c(s.customerEndedScript),
        agentEnded: c(s.agentEndedScript),
      },
    };
    compiled.set(set, out);
  }
  return out;
}

/** The score of a measured value: the first closed range holding it; a value in no range earns 0. */
export function scaleScore(ranges: readonly ScoreRange[], value: number): number {
  for (const range of ranges) if (range.start <= value && value <= range.end) return range.score;
  return 0;
}

/** A whole-number measure, as the scales read it; one decimal for seconds shown beside the score. */
const whole = (value: number): number => Math.round(value);
const tenth = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

export function scoreCall(call: CallScoringInput, set: RuleSet | CompiledRuleSet): CallScore {
  const c = 'vocabulary' in set ? set : compileRuleSet(set);
  const rules = c.set.rules;
  const ctx = new CallContext(call, c.vocabulary);
  const threshold = c.set.script.matchThreshold;
  const silence = totalSilence(ctx);
  const agentWait = longestWait(ctx, 'customer', 'agent');
  const customerWait = longestWait(ctx, 'agent', 'customer');
  let closing: Measure | null = null;
  const closingMeasure = (): Measure => (closing ??= closingWords(ctx, closingScripts(call.endedBy, c.scripts)));

  const measure = (rule: ScoringRule): Measure => {
    switch (rule.criterion) {
      case 'SILENCE_BEFORE_OPENING':
        return silenceBeforeOpening(ctx);
      case 'PERMISSION_BEFORE_HOLDING':
        return permissionBeforeHolding(ctx, c.scripts.holdPermission, threshold);
      case 'OPENING_WORDS':
        return scriptSimilarity(ctx, c.scripts.opening, firstAgentTurns(ctx, 2));
      case 'PERMISSION_TO_CONTINUE_HOLDING':
        return continueHolding(ctx, c.set.script.holdPermissionDuration);
      case 'CALLING_BY_NAME':
        // Short calls leave no room for the name; an unknown length cannot be judged short or long.
        return ctx.duration === null || ctx.duration < (rule.minCallDuration ?? 0)
          ? notApplicable
          : callingByName(ctx, call.customerName);
      case 'TALK_TIME':
        return talkTime(ctx);
      case 'SPEED_OF_SPEECH':
        return speedOfSpeech(ctx);
      case 'TOTAL_SILENCE':
        return silence === null ? notApplicable : { value: silence.percent, evidence: [] };
      case 'AGENT_SILENCE':
        return agentWait;
      case 'CUSTOMER_SILENCE':
        return customerWait;
      case 'CLOSING_WORDS':
        return closingMeasure();
      case 'SILENCE_BEFORE_CLOSING':
        return silenceBeforeClosing(ctx, closingMeasure(), threshold);
      case 'SECURITY_ANNOUNCEMENTS':
        return scriptSimilarity(ctx, c.scripts.security, ctx.agentTurns);
      case 'GREETING':
        return scriptSimilarity(ctx, c.scripts.greeting, firstAgentTurns(ctx, 3));
    }
  };

  const criteria: CriterionResult[] = rules.filter((r) => r.active).map((rule) => result(rule, measure(rule)));
  return {
    score: total(criteria),
    criteria,
    duration: ctx.duration,
    wordCount: ctx.wordCount,
    totalSilence: tenth(silence?.seconds ?? null),
    agentSilence: tenth(agentWait.value),
    customerSilence: tenth(customerWait.value),
    included: ctx.duration !== null && ctx.duration >= c.set.minCallDuration,
    lost: criteria.filter((r) => r.status === 'PARTIAL' || r.status === 'FAILED').map((r) => r.criterion),
  };
}

function result(rule: ScoringRule, m: Measure): CriterionResult {
  if (m.value === null)
    return {
      criterion: rule.criterion,
      status: 'NOT_APPLICABLE',
      measured: null,
      points: 0,
      maxScore: rule.maxScore,
      reset: false,
      evidence: m.evidence,
    };
  const measured = whole(m.value);
  // A scale may promise more than the rule's maximum; the maximum wins (and no negative points).
  const points = Math.min(rule.maxScore, Math.max(0, scaleScore(rule.ranges, measured)));
  const status: CriterionStatus = points >= rule.maxScore ? 'PASSED' : points <= 0 ? 'FAILED' : 'PARTIAL';
  return {
    criterion: rule.criterion,
    status,
    measured,
    points,
    maxScore: rule.maxScore,
    reset: rule.resetScore && status === 'FAILED',
    evidence: m.evidence,
  };
}

/** 100 × earned ÷ the maximum of the applicable rules, one decimal; 0 after a reset; null when nothing applies. */
function total(criteria: readonly CriterionResult[]): number | null {
  const applicable = criteria.filter((r) => r.status !== 'NOT_APPLICABLE');
  const max = applicable.reduce((sum, r) => sum + r.maxScore, 0);
  if (max <= 0) return null;
  if (applicable.some((r) => r.reset)) return 0;
  const earned = applicable.reduce((sum, r) => sum + r.points, 0);
  return Math.round((1000 * earned) / max) / 10;
}

/** The criteria a rule set measures, in its order (the active rules). */
export const activeCriteria = (set: RuleSet): ScoringCriterion[] => set.rules.filter((r) => r.active).map((r) => r.criterion);
