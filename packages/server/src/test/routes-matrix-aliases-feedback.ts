import { aliasEndpoints as ae, feedbackScheduleEndpoints as fe } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type Call = keyof typeof ae | keyof typeof fe;

/** What the routes matrix knows of A's aliases and feedback schedule when the attacks run (filled in its beforeAll). */
export interface AliasFeedbackTargets {
  /** A's analysis, with an alias and a feedback schedule. */
  projectCode: () => string;
  /** A's model (in A's analysis), its category, and A's alias. */
  modelId: () => string;
  modelCode: () => string;
  categoryId: () => string;
  aliasId: () => string;
}

/**
 * The routes matrix's cross-workspace rows of aliases and the feedback schedule: B names A's analysis (and A's
 * alias, model and category) in every call; each answers 404 like a missing analysis, so B neither reads A's
 * names and schedules nor changes them.
 */
export function aliasFeedbackForeign(x: AliasFeedbackTargets): Record<Call, Row> {
  const code = () => ({ code: x.projectCode() });
  const alias = () => ({ code: x.projectCode(), id: x.aliasId() });
  const model = () => ({ code: x.projectCode(), model: x.modelCode() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const aliasBody = () => ({
    aliasType: 'CATEGORY' as const,
    modelId: x.modelId(),
    categoryId: x.categoryId(),
    keyAlias: { en: 'Taken over' },
  });
  const schedule = () => ({
    modelCode: x.modelCode(),
    documentType: 'ALL' as const,
    type: 'DAILY' as const,
    repeatTime: '01:00',
  });
  return {
    aliasList: denied((c) => c.request(ae.aliasList, { params: code() })),
    aliasOptions: denied((c) => c.request(ae.aliasOptions, { params: code() })),
    aliasCreate: denied((c) => c.request(ae.aliasCreate, { params: code(), body: aliasBody() })),
    aliasUpdate: denied((c) => c.request(ae.aliasUpdate, { params: alias(), body: aliasBody() })),
    aliasDelete: denied((c) => c.request(ae.aliasDelete, { params: alias() })),
    feedbackPeriodSave: denied((c) => c.request(fe.feedbackPeriodSave, { params: model(), body: schedule() })),
    feedbackPeriodList: denied((c) => c.request(fe.feedbackPeriodList, { params: code() })),
    feedbackPeriodDelete: denied((c) => c.request(fe.feedbackPeriodDelete, { params: model() })),
    feedbackModelFields: denied((c) => c.request(fe.feedbackModelFields, { params: code() })),
  };
}
