import { notificationDefinitionBody, type NotificationDefinitionBody } from '@sentio/domain';
import type { DefinitionService } from '../notification-definitions/definition-service.js';
import type { RunService } from '../notification-definitions/run-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { DemoRepository } from './repository.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

/** App exposes this as `services.projects.notificationDefinitions`. */
export interface DemoNotificationServices {
  definitions: Pick<DefinitionService, 'create'>;
  runner: Pick<RunService, 'sendCurrentPeriod'>;
}

/** The demo analysis's notification definitions (docs/notification-definitions.md), on its category model. */
export const demoNotificationDefinitions = (modelId: string): NotificationDefinitionBody[] => [
  {
    name: 'Günlük rapor / Daily report',
    description: 'Yesterday in numbers: NPS trend and the most frequent categories, with the latest and negative feedback.',
    type: 'PERIODIC_REPORT',
    subject: 'Günlük müşteri deneyimi raporu / Daily customer experience report',
    thresholdType: 'NPS_BELOW',
    thresholdValue: 0,
    periodType: 'DAILY',
    periodValue: 1,
    repeatHour: 8,
    modelId,
    attribute: 'segment',
    npsField: 'nps',
    receivers: { type: 'ROLE', values: ['ADMIN'] },
    listCount: 5,
    negativeCount: 3,
    showRootCause: true,
    charts: [{ type: 'NPS_TREND' }, { type: 'TOP_CATEGORIES' }],
  },
  {
    name: 'Olumsuz geri bildirim alarmı / Negative feedback alert',
    description: 'Mails when more than 150 negative documents arrive in a day.',
    type: 'THRESHOLD',
    subject: 'Olumsuz geri bildirim arttı / Negative feedback is up',
    thresholdType: 'NEGATIVE_COUNT_ABOVE',
    thresholdValue: 150,
    periodType: 'DAILY',
    periodValue: 1,
    repeatHour: 9,
    modelId,
    attribute: 'city',
    npsField: 'nps',
    receivers: { type: 'ROLE', values: ['ADMIN', 'MANAGER'] },
    listCount: 5,
    negativeCount: 5,
    charts: [{ type: 'SENTIMENT_SHARE' }, { type: 'VOLUME_TREND' }],
  },
];

/**
 * Creates the demo definitions and sends today's run of the daily report at once, so the outbox holds a mail with
 * charts on first start (the scheduler then finds today's period claimed and sends tomorrow's). Answers how many
 * definitions were made.
 */
export async function seedDemoNotificationDefinitions(
  scope: ProjectScope,
  code: string,
  services: DemoNotificationServices,
  repo: Pick<DemoRepository, 'modelIdByCode'>,
): Promise<number> {
  const modelId = await repo.modelIdByCode(scope.id, DEMO_MODEL_CODE);
  if (!modelId) return 0;
  const bodies = demoNotificationDefinitions(modelId);
  const created = [];
  for (const body of bodies) created.push(await services.definitions.create(scope, code, notificationDefinitionBody.parse(body)));
  if (created[0]) await services.runner.sendCurrentPeriod(created[0].id);
  return created.length;
}
