import { z } from 'zod';
import { projectCodeSchema } from './project.js';
import { isoDate, pageQuery } from './common.js';
import { scoringCriteria, scoringRuleSchema } from '../validation/scoring.js';

/**
 * Call-centre quality (docs/call-scoring.md): every timed dialogue of an analysis is scored with the rule set in
 * force on its date; agents are measured over their included calls. Request bodies for the rules and the script
 * are `callScoringBody` and `scriptControlBody` of validation/scoring.ts.
 */

/** What a criterion scored on one call: NOT_APPLICABLE (no timings, no holds, call too short…) never counts as 0. */
export const criterionStatuses = ['PASSED', 'PARTIAL', 'FAILED', 'NOT_APPLICABLE'] as const;
export type CriterionStatus = (typeof criterionStatuses)[number];

/** Where a criterion's measure came from: a turn, and the character spans of the matched (or measured) words. */
export const evidenceSchema = z.object({
  turn: z.number().int(),
  spans: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** The script line matched (for script criteria), or a short note such as "hold 42 s without permission". */
  note: z.string().nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const criterionResultSchema = z.object({
  criterion: z.enum(scoringCriteria),
  status: z.enum(criterionStatuses),
  /** The measured value in the criterion's unit (docs/call-scoring.md), rounded to a whole number; null when not applicable. */
  measured: z.number().nullable(),
  points: z.number(),
  maxScore: z.number(),
  /** A reset-score rule that failed: the call's score is 0. */
  reset: z.boolean(),
  evidence: z.array(evidenceSchema),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

/** One scored call, as listed. `score` is 0–100 over the applicable criteria; null when none applies. */
export const callRowSchema = z.object({
  documentId: z.string(),
  callId: z.string().nullable(),
  callDate: isoDate,
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  channel: z.string().nullable(),
  score: z.number().nullable(),
  /** Duration in seconds (null without timings). */
  duration: z.number().nullable(),
  wordCount: z.number().int(),
  totalSilence: z.number().nullable(),
  agentSilence: z.number().nullable(),
  customerSilence: z.number().nullable(),
  /** At least the minimum call duration: counted in the agents' figures. */
  included: z.boolean(),
  endedBy: z.enum(['customer', 'agent']).nullable(),
  /** The rule-set version it was scored with. */
  version: z.number().int(),
  /** Criteria that lost points (FAILED or PARTIAL). */
  lost: z.array(z.enum(scoringCriteria)),
});
export type CallRow = z.infer<typeof callRowSchema>;

export const timedTurnSchema = z.object({
  speaker: z.enum(['customer', 'agent', 'bot']),
  text: z.string(),
  start: z.number().nullable(),
  end: z.number().nullable(),
});
export type TimedTurn = z.infer<typeof timedTurnSchema>;

/** A call opened from the list: its score with evidence and the timed dialogue the evidence points into. */
export const callDetailSchema = callRowSchema.extend({
  criteria: z.array(criterionResultSchema),
  turns: z.array(timedTurnSchema),
  holds: z.array(z.object({ start: z.number(), end: z.number() })),
  customerName: z.string().nullable(),
  scoredAt: isoDate,
});
export type CallDetail = z.infer<typeof callDetailSchema>;

const dateParam = () => z.iso.datetime({ error: 'FIELD_INVALID' });

/** Filters of the calls list, agents and exports: a date range (required) and optional narrowing. */
export const callFilterQuery = z.strictObject({
  startDate: dateParam(),
  endDate: dateParam(),
  agentId: z.string().trim().min(1).max(200).optional(),
  channel: z.string().trim().min(1).max(100).optional(),
  minScore: z.coerce.number({ error: 'FIELD_INVALID_TYPE' }).min(0).max(100).optional(),
  maxScore: z.coerce.number({ error: 'FIELD_INVALID_TYPE' }).min(0).max(100).optional(),
  /** Calls that lost points on this criterion. */
  lostCriterion: z.enum(scoringCriteria, { error: 'FIELD_INVALID_OPTION' }).optional(),
  /** Only calls of at least the minimum call duration. */
  includedOnly: z
    .enum(['true', 'false'], { error: 'FIELD_INVALID_OPTION' })
    .transform((v) => v === 'true')
    .optional(),
  /** Part of a call id. */
  callId: z.string().trim().min(1).max(200).optional(),
});
export type CallFilterQuery = z.input<typeof callFilterQuery>;

export const callSorts = ['callDate', 'score', 'duration', 'agentName'] as const;
export const callListQuery = callFilterQuery.extend({
  ...pageQuery.shape,
  sort: z.enum(callSorts, { error: 'FIELD_INVALID_OPTION' }).default('callDate'),
  direction: z.enum(['asc', 'desc'], { error: 'FIELD_INVALID_OPTION' }).default('desc'),
});
export type CallListQuery = z.input<typeof callListQuery>;

export const callExportQuery = callFilterQuery.extend({
  type: z.enum(['csv', 'xlsx'], { error: 'EXPORT_FILE_TYPE_REQUIRED' }),
});

/** One agent over a range: calls, included calls, mean score (included calls) and the previous equal range's mean. */
export const agentRowSchema = z.object({
  agentId: z.string(),
  agentName: z.string().nullable(),
  calls: z.number().int(),
  includedCalls: z.number().int(),
  meanScore: z.number().nullable(),
  previousMeanScore: z.number().nullable(),
  /** Mean score per week of the range (oldest first), for the sparkline. */
  trend: z.array(z.object({ start: isoDate, meanScore: z.number().nullable(), calls: z.number().int() })),
  meanDuration: z.number().nullable(),
  weakestCriterion: z.enum(scoringCriteria).nullable(),
});
export type AgentRow = z.infer<typeof agentRowSchema>;

export const agentListSchema = z.object({
  agents: z.array(agentRowSchema),
  /** The whole range: every agent together. */
  totals: z.object({
    calls: z.number().int(),
    includedCalls: z.number().int(),
    meanScore: z.number().nullable(),
    previousMeanScore: z.number().nullable(),
  }),
  minCallDuration: z.number(),
});
export type AgentList = z.infer<typeof agentListSchema>;

/** Per criterion over an agent's included calls: mean points of the applicable calls, how often it lost points. */
export const criterionSummarySchema = z.object({
  criterion: z.enum(scoringCriteria),
  maxScore: z.number(),
  meanPoints: z.number().nullable(),
  applicableCalls: z.number().int(),
  lostCalls: z.number().int(),
  /** 100 × meanPoints ÷ maxScore: the weakest criteria have the lowest. */
  attainment: z.number().nullable(),
});
export type CriterionSummary = z.infer<typeof criterionSummarySchema>;

export const agentDetailSchema = z.object({
  agent: agentRowSchema,
  criteria: z.array(criterionSummarySchema),
  /** Mean score per day of the range. */
  daily: z.array(z.object({ day: z.string(), meanScore: z.number().nullable(), calls: z.number().int() })),
  /** The included calls that lost the most points, lowest score first (at most 20). */
  worstCalls: z.array(callRowSchema),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const agentParams = z.strictObject({ code: projectCodeSchema, agentId: z.string().min(1).max(200) });
export const agentDetailQuery = callFilterQuery.omit({ agentId: true });
export const callParams = z.strictObject({ code: projectCodeSchema, documentId: z.uuid({ error: 'FIELD_INVALID' }) });

/** The rule set in force from now on (its latest version) with the script; `effectiveFrom` is a local date YYYY-MM-DD or null for the built-in default. */
export const scoringSetupSchema = z.object({
  version: z.number().int(),
  effectiveFrom: z.string().nullable(),
  minCallDuration: z.number(),
  rules: z.array(scoringRuleSchema),
  script: z.object({
    opening: z.string(),
    greeting: z.string(),
    closing: z.string(),
    holdPermission: z.string(),
    security: z.string(),
    holdPermissionDuration: z.number(),
    customerEndedScript: z.string(),
    agentEndedScript: z.string(),
  }),
  /** Fuzzy script matching threshold (0–100, percent of a script line's words found in order). */
  matchThreshold: z.number(),
  updatedAt: isoDate.nullable(),
  updatedBy: z.string().nullable(),
});
export type ScoringSetup = z.infer<typeof scoringSetupSchema>;

export const historyKinds = ['ACTIVATED', 'INACTIVATED', 'CHANGED', 'SCRIPT_CHANGED', 'MIN_DURATION_CHANGED', 'RESCORED'] as const;
export type HistoryKind = (typeof historyKinds)[number];
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(historyKinds),
  criterion: z.enum(scoringCriteria).nullable(),
  version: z.number().int(),
  effectiveFrom: z.string().nullable(),
  /** What changed, as the field names and their before and after values. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  userName: z.string().nullable(),
  at: isoDate,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Re-score the calls of a date range with the latest rule set (local dates, both included). */
export const rescoreBody = z
  .strictObject({
    fromDate: z.iso.date({ error: 'FIELD_INVALID' }),
    toDate: z.iso.date({ error: 'FIELD_INVALID' }),
  })
  .refine((b) => b.fromDate <= b.toDate, { error: 'DATE_RANGE_INVALID', path: ['toDate'] });
export type RescoreBody = z.input<typeof rescoreBody>;

export const rescorePreviewSchema = z.object({ calls: z.number().int(), version: z.number().int() });

export const rescoreRunStates = ['RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export const rescoreRunSchema = z.object({
  id: z.string(),
  state: z.enum(rescoreRunStates),
  fromDate: z.string(),
  toDate: z.string(),
  version: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  messageCode: z.string().nullable(),
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type RescoreRun = z.infer<typeof rescoreRunSchema>;
