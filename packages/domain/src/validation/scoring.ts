import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { duplicateIssues, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** The call scoring criteria (see docs/validation-rules.md). */
export const scoringCriteria = [
  'SILENCE_BEFORE_OPENING',
  'PERMISSION_BEFORE_HOLDING',
  'OPENING_WORDS',
  'PERMISSION_TO_CONTINUE_HOLDING',
  'CALLING_BY_NAME',
  'TALK_TIME',
  'SPEED_OF_SPEECH',
  'TOTAL_SILENCE',
  'AGENT_SILENCE',
  'CUSTOMER_SILENCE',
  'CLOSING_WORDS',
  'SILENCE_BEFORE_CLOSING',
  'SECURITY_ANNOUNCEMENTS',
  'GREETING',
] as const;
export type ScoringCriterion = (typeof scoringCriteria)[number];

const num = () => z.number({ error: 'SCORING_RANGE_INVALID' });
/** One range of a rule's score scale: a measured value from `start` to `end` (both included) earns `score`; all three required. */
export const scoreRangeSchema = z.strictObject({ start: num(), end: num(), score: num() });
export type ScoreRange = z.infer<typeof scoreRangeSchema>;

/**
 * Scale ranges of one rule: each needs start ≤ end (SCORING_RANGE_INVALID), and no two may overlap. Ranges are
 * closed intervals, so [0, 5] and [5, 10] overlap at 5 (our reading: a measured value must map to one score).
 */
export function scoreRangeIssues(ranges: readonly ScoreRange[], path: (string | number)[] = ['ranges']): RuleIssue[] {
  const out: RuleIssue[] = [];
  ranges.forEach((range, index) => {
    if (range.start > range.end) out.push(ruleIssue('SCORING_RANGE_INVALID', ...path, index));
    else if (
      ranges.some((other, j) => j < index && other.start <= other.end && other.start <= range.end && range.start <= other.end)
    )
      out.push(ruleIssue('SCORING_RANGES_OVERLAP', ...path, index));
  });
  return out;
}

/**
 * One call scoring rule: an active rule needs at least one scale range, ranges are valid and do not overlap, and
 * calling by name needs its minimum call length.
 */
export const scoringRuleSchema = z
  .strictObject({
    criterion: z.enum(scoringCriteria, { error: 'FIELD_INVALID_OPTION' }),
    maxScore: z.number({ error: 'FIELD_REQUIRED' }).min(0, { error: 'FIELD_TOO_SMALL' }),
    active: z.boolean().default(true),
    resetScore: z.boolean().default(false),
    /** Only for CALLING_BY_NAME: the call length (seconds) from which calling the customer by name is expected. */
    minCallDuration: z.number().min(0, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
    ranges: z.array(scoreRangeSchema).default([]),
  })
  .superRefine((rule, ctx) => {
    const out = scoreRangeIssues(rule.ranges);
    if (rule.active && rule.ranges.length === 0) out.push(ruleIssue('SCORING_RANGE_REQUIRED', 'ranges'));
    if (rule.criterion === 'CALLING_BY_NAME' && rule.minCallDuration === null)
      out.push(ruleIssue('SCORING_CALLING_BY_NAME_DURATION_REQUIRED', 'minCallDuration'));
    reportIssues(ctx, out);
  });
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

/** Sum of the maximum scores of the active rules; it must be exactly 100. */
export const activeScoreTotal = (rules: readonly Pick<ScoringRule, 'active' | 'maxScore'>[]): number =>
  rules.filter((r) => r.active).reduce((sum, r) => sum + r.maxScore, 0);

/**
 * The call scoring rules of a project (docs/validation-rules.md): the minimum call duration (of the calls that
 * are scored) required; active rules total exactly 100 points; each active rule has at least one scale range;
 * ranges valid and not overlapping; calling by name needs its minimum call length; a criterion appears once.
 */
export const callScoringBody = z
  .strictObject({
    minCallDuration: z.number({ error: 'SCORING_MIN_CALL_DURATION_REQUIRED' }).min(0, { error: 'FIELD_TOO_SMALL' }),
    rules: z.array(scoringRuleSchema),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = duplicateIssues(body.rules, (r) => r.criterion, 'FIELD_INVALID_OPTION', ['rules']);
    // Floating point: 33.3 + 33.3 + 33.4 must count as 100.
    if (Math.abs(activeScoreTotal(body.rules) - limits.scoringActiveRulesTotal) > 1e-9)
      out.push(ruleIssue('SCORING_TOTAL_NOT_100', 'rules'));
    reportIssues(ctx, out);
  });
export type CallScoringBody = z.input<typeof callScoringBody>;

/**
 * Script control: the opening, greeting, closing, hold-permission and security texts, the
 * hold-permission duration, and the scripts for a call ended by the customer and by the agent are all required;
 * each text holds one alternative per line. The fuzzy-match threshold is optional (70).
 */
export const scriptControlBody = z.strictObject({
  opening: requiredText(2000),
  greeting: requiredText(2000),
  closing: requiredText(2000),
  holdPermission: requiredText(2000),
  security: requiredText(2000),
  holdPermissionDuration: z.number({ error: 'FIELD_REQUIRED' }).min(0, { error: 'FIELD_TOO_SMALL' }),
  customerEndedScript: requiredText(2000),
  agentEndedScript: requiredText(2000),
  /** Percent of a script line's words that must be found, in order, for the script to count as said (docs/call-scoring.md). */
  matchThreshold: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .min(0, { error: 'FIELD_TOO_SMALL' })
    .max(100, { error: 'FIELD_TOO_BIG' })
    .default(70),
});
export type ScriptControlBody = z.input<typeof scriptControlBody>;
