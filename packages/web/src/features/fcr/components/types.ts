import type { FcrBucket } from '@sentio/domain';

/**
 * Builds a drill-down URL into one analysis's data tab (see lib/url.ts `drillUrl`), bound to the report's range; null
 * while the report uses a day range other than the saved one (the data tab's `dofc` counts with the saved one).
 */
export type DrillUrl = (
  projectCode: string,
  bucket: FcrBucket,
  extra?: { channel?: string; category?: { modelCode: string; categoryId: string; name: string } },
) => string | null;
