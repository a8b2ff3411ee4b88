import {
  categoryDrill,
  channelDrill,
  mergeDrills,
  type AiSuccessCategory,
  type CorrelationCell,
  type EfficiencyReport,
  type MarkingTarget,
  type ReportAvailability,
  type ReportDetail,
  type ReportSummary,
} from '@sentio/domain';

export const base = '/api/project/care';
export const reportId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const targetId = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

export const availability = (over: Partial<ReportAvailability> = {}): ReportAvailability => ({
  models: [
    { code: 'topics', name: 'Topics', senseType: 'CATEGORY', reviewed: 120 },
    { code: 'mood', name: 'Mood', senseType: 'SENTIMENT', reviewed: 0 },
  ],
  markingTargets: 1,
  markedDocuments: 140,
  correlationReports: 1,
  axes: [
    { kind: 'CATEGORY', modelCode: 'topics', attributeCode: null, name: 'Topics' },
    { kind: 'SENTIMENT', modelCode: null, attributeCode: null, name: 'Sentiment' },
    { kind: 'CHANNEL', modelCode: null, attributeCode: null, name: 'Channel' },
    { kind: 'ATTRIBUTE', modelCode: null, attributeCode: 'segment', name: 'Segment' },
  ],
  ...over,
});

/** The report's own filters: the channel `app` in March (not the tab's current ones). */
export const reportFilterQuery = 'q=&page=0&size=10&tab=reports&sd=2026-03-01T00&ed=2026-04-01T00&fq=channel__app__IN';

export const summary = (over: Partial<ReportSummary> = {}): ReportSummary => ({
  id: reportId,
  kind: 'CORRELATION',
  name: 'Topics by channel',
  description: '',
  status: 'READY',
  errorCode: null,
  progress: 100,
  startDate: '2026-02-28T21:00:00.000Z',
  endDate: '2026-03-31T20:59:59.999Z',
  dateBasis: 'CONTENT_DATE',
  documentCount: 1000,
  monthlyRepeat: false,
  repeatOf: null,
  createdBy: { id: 'u1', name: 'Ada' },
  createdAt: '2026-04-01T09:00:00.000Z',
  finishedAt: '2026-04-01T09:01:00.000Z',
  definition: {
    name: 'Topics by channel',
    description: '',
    xAxis: { kind: 'CATEGORY', modelCode: 'topics', attributeCode: null, itemIds: [], maxItems: 2 },
    yAxis: { kind: 'CHANNEL', modelCode: null, attributeCode: null, itemIds: [], maxItems: 2 },
    nested: false,
    monthlyRepeat: false,
    numericType: 'COUNT',
    filterQuery: reportFilterQuery,
  },
  ...over,
});

const cell = (x: string, xName: string, y: string, over: Partial<CorrelationCell>): CorrelationCell => ({
  x,
  y,
  count: 0,
  percent: 0,
  expected: 0,
  lift: null,
  residual: null,
  significant: false,
  drill: mergeDrills(categoryDrill('topics', x, xName), channelDrill(y)),
  ...over,
});

/**
 * 2 × 2: Delivery comes with the app twice as often as chance (lift 2, significant), Delivery by e-mail half as
 * often (lift 0.5), Payment by app independent (lift 1), Payment by e-mail without an expectation (lift null).
 */
export const detail = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  ...summary(),
  result: {
    documentCount: 1000,
    total: 800,
    xItems: [
      { key: 'c-delivery', name: 'Delivery', count: 400 },
      { key: 'c-payment', name: 'Payment', count: 300 },
    ],
    yItems: [
      { key: 'app', name: 'app', count: 500 },
      { key: 'mail', name: 'mail', count: 300 },
    ],
    cells: [
      cell('c-delivery', 'Delivery', 'app', {
        count: 320,
        percent: 80,
        expected: 160,
        lift: 2,
        residual: 5.2,
        significant: true,
      }),
      cell('c-delivery', 'Delivery', 'mail', {
        count: 60,
        percent: 15,
        expected: 120,
        lift: 0.5,
        residual: -3.1,
        significant: true,
      }),
      cell('c-payment', 'Payment', 'app', { count: 150, percent: 50, expected: 150, lift: 1, residual: 0 }),
      cell('c-payment', 'Payment', 'mail', { count: 0, percent: 0, expected: 0, lift: null, residual: null }),
    ],
    calculatedAt: '2026-04-01T09:01:00.000Z',
  },
  ...over,
});

export const aiCategory = (over: Partial<AiSuccessCategory> = {}): AiSuccessCategory => ({
  categoryId: 'c-delivery',
  name: 'Delivery',
  predicted: 60,
  actual: 55,
  confirmed: 50,
  precision: 0.833,
  recall: 0.909,
  f1: 0.87,
  trainingF1: 0.9,
  earlierPrecision: 0.95,
  laterPrecision: 0.7,
  drift: true,
  ...over,
});

export const efficiency = (over: Partial<EfficiencyReport> = {}): EfficiencyReport => ({
  model: { code: 'topics', name: 'Topics', senseType: 'CATEGORY' },
  startDate: '2026-02-28T21:00:00.000Z',
  endDate: '2026-03-31T20:59:59.999Z',
  dateType: 'day',
  aiSuccess: {
    reviewed: 120,
    confirmed: 96,
    changed: 24,
    rate: 0.8,
    versions: [{ versionId: 'v1', number: 3, reviewed: 120, confirmed: 96, rate: 0.8, trainingAccuracy: 0.88 }],
    series: [
      { bucket: '2026-03-01T21:00:00.000Z', reviewed: 60, confirmed: 54, rate: 0.9 },
      { bucket: '2026-03-02T21:00:00.000Z', reviewed: 60, confirmed: 42, rate: 0.7 },
    ],
    categories: [
      aiCategory(),
      aiCategory({ categoryId: 'c-payment', name: 'Payment', drift: false, earlierPrecision: 0.8, laterPrecision: 0.82 }),
    ],
    confusion: [
      { predicted: 'c-delivery', corrected: 'c-payment', count: 7 },
      { predicted: 'NONE', corrected: 'c-delivery', count: 2 },
    ],
  },
  markers: [
    {
      userId: 'u1',
      name: 'Ada',
      marked: 80,
      changed: 20,
      approved: 60,
      perDay: 8,
      activeDays: 10,
      approvalRate: 0.75,
      withModel: { documents: 80, observed: 0.8, kappa: 0.71 },
      withOthers: { documents: 12, observed: 0.75, kappa: 0.62 },
      timeSpentSeconds: 7500,
      daily: [{ day: '2026-03-02', marked: 8 }],
    },
  ],
  ...over,
});

export const target = (over: Partial<MarkingTarget> = {}): MarkingTarget => ({
  id: targetId,
  name: 'March labelling',
  year: 2026,
  month: 3,
  totalTarget: 300,
  criteria: ['CONTENT_LENGTH'],
  lengthTargets: { short: 100, medium: 100, long: 100 },
  lengthLimits: { short: 100, long: 500 },
  categoryCount: null,
  contentDate: 'CONTENT_DATE',
  createdBy: { id: 'u1', name: 'Ada' },
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});
