import type { FcrReportBody } from '@sentio/domain';

/**
 * Query keys of the first-call resolution page. A settings or sub-report change refreshes `all`, so the report
 * (computed from the settings) follows.
 */
export const fcrKeys = {
  all: ['fcr'] as const,
  settings: ['fcr', 'settings'] as const,
  report: (body: FcrReportBody) => ['fcr', 'report', body] as const,
  subReports: ['fcr', 'subReports'] as const,
  /** Workspace-wide pickers (analyses, attributes), not changed by this page. */
  analyses: ['fcr', 'analyses'] as const,
  attributes: ['fcr', 'attributes'] as const,
};
