import type { FcrFigures, FcrReport, FcrSettings, FcrSubReport } from '@sentio/domain';

export const subReportId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const figures = (over: Partial<FcrFigures> = {}): FcrFigures => ({
  contacts: 40,
  issues: 25,
  resolved: 15,
  repeated: 5,
  pending: 5,
  rate: 75,
  ...over,
});

export const settings = (over: Partial<FcrSettings> = {}): FcrSettings => ({
  dayRange: 7,
  channels: [],
  projectCodes: [],
  sameCategory: false,
  matchAttribute: null,
  agentAttribute: null,
  updatedAt: null,
  ...over,
});

export const subReport = (over: Partial<FcrSubReport> = {}): FcrSubReport => ({
  id: subReportId,
  name: 'Delivery topics',
  projectCodes: ['care'],
  categories: ['topics:c-late'],
  attributes: [],
  createdBy: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

/**
 * A report over March 2026 (Istanbul): issues started in two analyses; the 2-contact bucket only in `care`, the
 * 3-contact bucket in both (what a drill-down popover lists).
 */
export const report = (over: Partial<FcrReport> = {}): FcrReport => ({
  startDate: '2026-02-28T21:00:00.000Z',
  endDate: '2026-03-31T20:59:59.999Z',
  comparisonStartDate: '2026-01-31T21:00:00.000Z',
  comparisonEndDate: '2026-02-28T20:59:59.999Z',
  dayRange: 7,
  gap: 'DAY',
  figures: figures(),
  comparison: figures({ rate: 70, resolved: 14, repeated: 6 }),
  byChannel: [{ channel: 'CALL_CENTER', figures: figures(), comparison: null }],
  byCategory: [
    {
      projectCode: 'care',
      modelCode: 'topics',
      categoryId: 'c-late',
      name: 'Late',
      figures: figures({ repeated: 3 }),
      comparison: null,
    },
  ],
  byAgent: [],
  byAnalysis: [
    { projectCode: 'care', name: 'Customer care', figures: figures({ repeated: 4 }), comparison: null },
    { projectCode: 'shop', name: 'Shop reviews', figures: figures({ repeated: 1 }), comparison: null },
  ],
  trend: [
    { date: '2026-02-28T21:00:00.000Z', figures: figures({ rate: 80 }) },
    { date: '2026-03-01T21:00:00.000Z', figures: figures({ rate: 70 }) },
  ],
  distribution: [
    { bucket: '1', issues: 15, comparisonIssues: 14, perAnalysis: [{ projectCode: 'care', name: 'Customer care', issues: 15 }] },
    { bucket: '2', issues: 3, comparisonIssues: 4, perAnalysis: [{ projectCode: 'care', name: 'Customer care', issues: 3 }] },
    {
      bucket: '3',
      issues: 2,
      comparisonIssues: 1,
      perAnalysis: [
        { projectCode: 'care', name: 'Customer care', issues: 1 },
        { projectCode: 'shop', name: 'Shop reviews', issues: 1 },
      ],
    },
    { bucket: '4', issues: 0, comparisonIssues: 1, perAnalysis: [] },
  ],
  ...over,
});
