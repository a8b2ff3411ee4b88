import type { NotificationDefinition, NotificationRun } from '@sentio/domain';

export const definitionId = '3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const runId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const metrics = { documents: 12, negative: 3, positive: 7, neutral: 2, nps: 25, npsAnswers: 8, csat: 70, watched: 3 };

export function run(over: Partial<NotificationRun> = {}): NotificationRun {
  return {
    id: runId,
    definitionId,
    kind: 'TEST',
    status: 'SENT',
    periodKey: 'test:1',
    from: '2026-11-25T00:00:00.000Z',
    to: '2026-11-26T00:00:00.000Z',
    previousFrom: '2026-11-24T00:00:00.000Z',
    crossed: false,
    metrics,
    previousMetrics: metrics,
    documentCount: 12,
    recipientCount: 1,
    link: `/project/detail/care?tab=project_data&nid=${runId}`,
    error: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    ...over,
  };
}

export function definition(over: Partial<NotificationDefinition> = {}): NotificationDefinition {
  return {
    id: definitionId,
    projectCode: 'care',
    name: 'Daily digest',
    description: 'The day in numbers',
    type: 'PERIODIC_REPORT',
    subject: 'Daily digest',
    thresholdType: 'NEGATIVE_COUNT_ABOVE',
    thresholdValue: 10,
    categoryId: null,
    periodType: 'DAILY',
    periodValue: 1,
    repeatDay: null,
    repeatHour: 9,
    modelId: 'm1',
    attribute: 'segment',
    receivers: { type: 'ROLE', values: ['ADMIN', 'MANAGER'] },
    negativeCount: 5,
    listCount: 10,
    showRootCause: false,
    npsField: 'nps',
    charts: [{ type: 'NPS_TREND', baseParameter: null }],
    enabled: true,
    nextRunAt: '2026-11-27T06:00:00.000Z',
    lastSentAt: null,
    lastRun: null,
    createdBy: { id: 'u1', name: 'Ada' },
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...over,
  };
}
