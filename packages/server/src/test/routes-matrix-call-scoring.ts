import { callScoringEndpoints as ce, defaultRuleSet } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type CallScoringCall = keyof typeof ce;

/** What the routes matrix knows of A's records when the attacks run (read lazily: they are filled in its beforeAll). */
export interface CallScoringTargets {
  projectCode: () => string;
  /** A document of A's analysis (as a call id to open). */
  documentId: () => string;
}

const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const days = { fromDate: '2026-01-01', toDate: '2026-01-31' };

/**
 * The routes matrix's cross-workspace rows of call scoring (docs/call-scoring.md): every call names A's analysis,
 * which B's workspace does not have — each answers 404 and nothing of A's, writes included (valid bodies, so the
 * answer is about the analysis, not the body).
 */
export function callScoringForeign(x: CallScoringTargets): Record<CallScoringCall, Row> {
  const code = () => ({ code: x.projectCode() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    callList: denied((c) => c.request(ce.callList, { params: code(), query: range })),
    callExport: denied((c) => c.request(ce.callExport, { params: code(), query: { ...range, type: 'csv' } })),
    callDetail: denied((c) => c.request(ce.callDetail, { params: { ...code(), documentId: x.documentId() } })),
    agentList: denied((c) => c.request(ce.agentList, { params: code(), query: range })),
    agentDetail: denied((c) => c.request(ce.agentDetail, { params: { ...code(), agentId: 'A1' }, query: range })),
    scoringSetup: denied((c) => c.request(ce.scoringSetup, { params: code() })),
    scoringRulesSave: denied((c) =>
      c.request(ce.scoringRulesSave, {
        params: code(),
        body: { minCallDuration: defaultRuleSet.minCallDuration, rules: [...defaultRuleSet.rules] },
      }),
    ),
    scoringScriptSave: denied((c) => c.request(ce.scoringScriptSave, { params: code(), body: { ...defaultRuleSet.script } })),
    scoringHistory: denied((c) => c.request(ce.scoringHistory, { params: code(), query: {} })),
    rescorePreview: denied((c) => c.request(ce.rescorePreview, { params: code(), body: days })),
    rescoreStart: denied((c) => c.request(ce.rescoreStart, { params: code(), body: days })),
    rescoreLatest: denied((c) => c.request(ce.rescoreLatest, { params: code() })),
  };
}
