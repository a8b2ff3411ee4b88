import { ruleEndpoints as re } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type RuleCall = keyof typeof re;

/** What the routes matrix knows of A's rule when the attacks run (filled in its beforeAll). */
export interface RuleTargets {
  projectCode: () => string;
  ruleId: () => string;
}

/** A valid rule body (so the answer is about the analysis, not the body). */
export const foreignRuleBody = {
  name: 'Over another workspace',
  conditions: [{ field: 'content', operator: 'contains' as const, value: 'refund' }],
  actions: [{ actorType: 'MARK_REVIEW' as const }],
};

/**
 * The routes matrix's cross-workspace rows of rules: every call names A's analysis (and A's rule), which B's
 * workspace does not have — each answers 404 and nothing of A's.
 */
export function ruleForeign(x: RuleTargets): Record<RuleCall, Row> {
  const code = () => ({ code: x.projectCode() });
  const id = () => ({ code: x.projectCode(), id: x.ruleId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    ruleList: denied((c) => c.request(re.ruleList, { params: code() })),
    ruleCreate: denied((c) => c.request(re.ruleCreate, { params: code(), body: foreignRuleBody })),
    ruleGet: denied((c) => c.request(re.ruleGet, { params: id() })),
    ruleUpdate: denied((c) => c.request(re.ruleUpdate, { params: id(), body: { ...foreignRuleBody, version: 1 } })),
    ruleDelete: denied((c) => c.request(re.ruleDelete, { params: id() })),
    ruleRun: denied((c) => c.request(re.ruleRun, { params: id() })),
    ruleRunState: denied((c) => c.request(re.ruleRunState, { params: id() })),
    ruleHistory: denied((c) => c.request(re.ruleHistory, { params: id() })),
  };
}
