import { notificationDefinitionEndpoints as ne, type NotificationDefinitionBody } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type NotificationDefinitionCall = keyof typeof ne;

/** What the routes matrix knows of A's notification definition when the attacks run (filled in its beforeAll). */
export interface NotificationDefinitionTargets {
  projectCode: () => string;
  modelId: () => string;
  definitionId: () => string;
}

/** A valid definition body on A's analysis (so the answer is about the analysis, not the body). */
export const foreignNotificationBody = (modelId: string): NotificationDefinitionBody => ({
  name: 'Over another workspace',
  description: 'Reads another workspace',
  type: 'PERIODIC_REPORT',
  subject: 'Foreign report',
  thresholdType: 'VOLUME_ABOVE',
  thresholdValue: 0,
  periodType: 'DAILY',
  periodValue: 1,
  repeatHour: 8,
  modelId,
  attribute: 'nps',
  npsField: 'nps',
  receivers: { type: 'ROLE', values: ['ADMIN'] },
  charts: [{ type: 'VOLUME_TREND' }],
});

/**
 * The routes matrix's cross-workspace rows of notification definitions: every call names A's analysis (and A's
 * definition), which B's workspace does not have — each answers 404 and nothing of A's; above all "send test now"
 * neither runs A's definition nor mails anyone.
 */
export function notificationDefinitionForeign(x: NotificationDefinitionTargets): Record<NotificationDefinitionCall, Row> {
  const code = () => ({ code: x.projectCode() });
  const id = () => ({ code: x.projectCode(), id: x.definitionId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    notificationDefinitionList: denied((c) => c.request(ne.notificationDefinitionList, { params: code() })),
    notificationDefinitionCreate: denied((c) =>
      c.request(ne.notificationDefinitionCreate, { params: code(), body: foreignNotificationBody(x.modelId()) }),
    ),
    notificationDefinitionGet: denied((c) => c.request(ne.notificationDefinitionGet, { params: id() })),
    notificationDefinitionUpdate: denied((c) =>
      c.request(ne.notificationDefinitionUpdate, { params: id(), body: foreignNotificationBody(x.modelId()) }),
    ),
    notificationDefinitionDelete: denied((c) => c.request(ne.notificationDefinitionDelete, { params: id() })),
    notificationDefinitionTest: denied((c) => c.request(ne.notificationDefinitionTest, { params: id() })),
    notificationDefinitionRuns: denied((c) => c.request(ne.notificationDefinitionRuns, { params: id() })),
  };
}
