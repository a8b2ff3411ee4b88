import type { JourneyReportBody } from '@sentio/domain';

/** Query keys of the customer journeys area: one root, so a change of a journey refreshes its lists and reports. */
export const journeyKeys = {
  all: ['customer-journeys'] as const,
  list: (projectCode: string | null) => ['customer-journeys', 'list', projectCode ?? ''] as const,
  detail: (id: string) => ['customer-journeys', 'detail', id] as const,
  report: (id: string, body: JourneyReportBody) => ['customer-journeys', 'report', id, body] as const,
  analyses: ['customer-journeys', 'analyses'] as const,
};
