import type { RootCause, RootCauseAnalysis, Topic } from '@sentio/domain';

export const analysisId = 'a0000000-0000-4000-8000-000000000001';
export const runningId = 'a0000000-0000-4000-8000-000000000002';

/** A completed analysis of the care fixtures' model ("topics"), over its leaf category "Late". */
export function analysis(patch: Partial<RootCauseAnalysis> = {}): RootCauseAnalysis {
  return {
    id: analysisId,
    projectCode: 'care',
    name: 'Delivery complaints',
    modelCode: 'topics',
    categoryIds: ['c-late'],
    actorType: null,
    dataTypeFilter: 'ALL',
    startDate: null,
    endDate: null,
    query: '',
    fieldQueries: [],
    topicCountLimit: 10,
    contentLimit: 20000,
    minSimilarity: 0.1,
    attributeCodes: [],
    defaultCategoryCount: 5,
    defaultCategoryLevel: 1,
    maxLevels: 3,
    trendType: 'PROPORTIONAL',
    automated: false,
    confirmed: false,
    state: 'COMPLETED',
    progress: 100,
    errorCode: null,
    documentCount: 1234,
    topicCount: 7,
    pendingCount: 5,
    lastRunAt: '2026-03-01T10:00:00.000Z',
    nextRunAt: null,
    createdBy: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

export const parameters = {
  topicCountLimit: 10,
  maxTopicCountLimit: 50,
  contentLimit: 15000,
  maxContentLimit: 100000,
  minSimilarity: 0.1,
  defaultCategoryCount: 5,
  defaultCategoryLevel: 1,
  maxLevels: 3,
  nightlyRunAt: '00:00',
  timeZone: 'Europe/Istanbul',
};

export const pendingTopicId = 'b0000000-0000-4000-8000-000000000001';
export const confirmedTopicId = 'b0000000-0000-4000-8000-000000000002';
export const rootCauseId = 'c0000000-0000-4000-8000-000000000001';

export function topic(id: string, patch: Partial<Topic> = {}): Topic {
  return {
    id,
    analysisId,
    categoryId: 'c-late',
    algorithm: 'CLUSTERING',
    label: 'courier / late / days',
    keyPhrases: [
      { phrase: 'courier', score: 0.9 },
      { phrase: 'late', score: 0.8 },
    ],
    size: 42,
    status: 'PENDING',
    rootCauseId: null,
    representatives: [{ id: 'd1', content: 'The courier came three days late.', contentDate: '2026-03-01T10:00:00.000Z' }],
    sentiment: { positive: 2, neutral: 10, negative: 30 },
    trend: [
      { bucket: '2026-03-01', count: 10, share: 0.2 },
      { bucket: '2026-03-02', count: 32, share: 0.4 },
    ],
    attributes: [{ code: 'segment', values: [{ value: 'Gold', count: 12 }] }],
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

export const rootCause: RootCause = {
  id: rootCauseId,
  projectCode: 'care',
  name: 'Late courier',
  description: '',
  sentiment: 'NEGATIVE',
  alias: { tr: 'Geç kurye', en: '' },
  categoryIds: ['c-late'],
  topicIds: [confirmedTopicId],
  documentCount: 17,
  createdBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

export const detail = () => ({
  analysis: analysis(),
  categories: [
    {
      categoryId: 'c-late',
      documentCount: 120,
      outlierCount: 9,
      topics: [topic(pendingTopicId), topic(confirmedTopicId, { label: 'refund / waiting', status: 'CONFIRMED', rootCauseId })],
    },
  ],
  rootCauses: [rootCause],
  updates: [],
});
