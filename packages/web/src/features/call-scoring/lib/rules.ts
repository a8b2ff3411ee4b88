import {
  activeScoreTotal,
  callScoringBody,
  domainConstants,
  type CallScoringBody,
  type ScoreRange,
  type ScoringRule,
  type ScoringSetup,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';

/** What the rules editor holds: the setup's rules as they are, and the minimum call duration. */
export interface RulesValues {
  minCallDuration: number | null;
  rules: ScoringRule[];
}

export const rulesValuesOf = (setup: ScoringSetup): RulesValues => ({
  minCallDuration: setup.minCallDuration,
  rules: setup.rules.map((r) => ({ ...r, ranges: r.ranges.map((x) => ({ ...x })) })),
});

/** The points the active rules must add up to. */
export const requiredTotal = domainConstants.scoringActiveRulesTotal;

/** The live total of the editor: the active rules' maximum scores (a blank score counts as 0). */
export const liveTotal = (rules: readonly Partial<ScoringRule>[] | undefined): number =>
  activeScoreTotal((rules ?? []).map((r) => ({ active: r.active ?? false, maxScore: r.maxScore ?? 0 })));

/** Equal up to floating point, as the server compares it (33.3 + 33.3 + 33.4). */
export const totalIsRight = (total: number): boolean => Math.abs(total - requiredTotal) < 1e-9;

export const toBody = (values: RulesValues): CallScoringBody => ({
  minCallDuration: values.minCallDuration as number,
  rules: values.rules.map((r) => ({
    criterion: r.criterion,
    maxScore: r.maxScore,
    active: r.active,
    resetScore: r.resetScore,
    minCallDuration: r.minCallDuration,
    ranges: r.ranges.map((x: ScoreRange) => ({ start: x.start, end: x.end, score: x.score })),
  })),
});

export interface Issue {
  path: (string | number)[];
  code: string;
}

/** The shared schema's verdict before sending: the same rules, the same codes as the server's. */
export function bodyIssues(body: CallScoringBody): Issue[] {
  const result = callScoringBody.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? '' : p)), code: i.message }));
}

/** The server's field errors (`rules.3.ranges.0`) as paths. */
export function serverIssues(error: unknown): Issue[] {
  return (apiErrorOf(error)?.fields ?? []).map((f) => ({
    path: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    code: f.messageCode,
  }));
}

const ruleFields = new Set(['maxScore', 'minCallDuration']);

/**
 * The editor field an issue belongs on: the minimum call duration, a rule's max score or calling-by-name duration,
 * or a rule's scale (any range of it); null for what is said above the table (the total, a duplicate criterion).
 */
export function fieldOf(path: readonly (string | number)[]): (string | number)[] | null {
  const [head, index, field] = path;
  if (head === 'minCallDuration' && path.length === 1) return ['minCallDuration'];
  if (head !== 'rules' || typeof index !== 'number') return null;
  if (typeof field === 'string' && ruleFields.has(field)) return ['rules', index, field];
  if (field === 'ranges') return ['rules', index, 'ranges'];
  return null;
}
