import { validationIssues, type RuleIssue } from '../validation/issues.js';
import { callScoringBody, scriptControlBody } from '../validation/scoring.js';
import type { RuleSet } from './types.js';

/**
 * Every §5 issue of a whole rule set (rules under `rules`, the script under `script`), for a set assembled from
 * storage or tests: the engine scores any set, but only a set without issues should be saved.
 */
export function ruleSetIssues(set: RuleSet): RuleIssue[] {
  return [
    ...validationIssues(callScoringBody, { minCallDuration: set.minCallDuration, rules: set.rules }),
    ...validationIssues(scriptControlBody, set.script).map((i) => ({ ...i, path: ['script', ...i.path] })),
  ];
}
