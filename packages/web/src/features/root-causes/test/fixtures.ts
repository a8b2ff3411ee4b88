import type { RootCauseAnalysis } from '@sentio/domain';

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
