import type { CustomerSettings, ProjectDetail, ProjectDocument, ProjectSummary, SearchResponse } from '@sentio/domain';

export const owner = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace' };
export const docId = '11111111-2222-4333-8444-555555555555';
export const docId2 = '11111111-2222-4333-8444-666666666666';

/** An analysis over one category model (single label) and one sentiment model, with two attributes. */
export function projectDetail(patch: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 'p1',
    code: 'care',
    name: 'Customer care',
    description: '',
    icon: 'preset:chat',
    color: '#1677FF',
    tags: [],
    status: 'ACTIVE',
    dataType: 'STANDARD',
    visibility: 'WORKSPACE',
    owner,
    models: [
      { code: 'topics', name: 'Topics', senseType: 'CATEGORY' },
      { code: 'mood', name: 'Mood', senseType: 'SENTIMENT' },
    ],
    channels: ['app'],
    documentCount: 2,
    lastDocumentAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    workspaceId: 'ws',
    projectModels: [
      {
        id: 'm1',
        code: 'topics',
        name: 'Topics',
        senseType: 'CATEGORY',
        dataType: 'STANDARD',
        classificationType: 'SINGLE_LABEL',
        color: '#1677FF',
        deployedVersion: { id: 'v1', name: 'v1' },
        predictionActive: true,
        aspectSentiment: false,
        keepLoaded: false,
        restricted: false,
      },
      {
        id: 'm2',
        code: 'mood',
        name: 'Mood',
        senseType: 'SENTIMENT',
        dataType: 'STANDARD',
        classificationType: 'SINGLE_LABEL',
        color: '#52C41A',
        deployedVersion: { id: 'v2', name: 'v1' },
        predictionActive: true,
        aspectSentiment: false,
        keepLoaded: false,
        restricted: false,
      },
    ],
    proxyChannel: null,
    restrictModels: false,
    restrictedModels: [],
    restrictedAttributes: [],
    privacyLabels: [],
    pipelineStages: [],
    attributes: [
      { code: 'segment', name: 'Segment', type: 'TEXT', valueCount: 2 },
      { code: 'nps', name: 'NPS', type: 'NUMERIC', valueCount: 2 },
    ],
    settings: {
      categoryThresholds: [],
      masking: { enabled: false, entityTypes: [], patterns: [], replacement: '[{TYPE}]' },
      defaultLanguage: 'en',
      npsField: 'nps',
      csatField: null,
    },
    ...patch,
  };
}

export function documentOf(id: string, content: string, patch: Partial<ProjectDocument> = {}): ProjectDocument {
  return {
    id,
    externalId: 'ext-1',
    dataType: 'STANDARD',
    content,
    turns: null,
    language: 'en',
    contentDate: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    statusUpdatedAt: '2026-03-01T10:00:00.000Z',
    channelCode: 'app',
    sourceId: null,
    attributes: { segment: 'gold', nps: 9 },
    status: 'UNMARKED',
    predictionStatus: 'SUCCESS',
    predictionError: null,
    categories: [
      {
        modelCode: 'topics',
        categoryId: 'c-delivery',
        name: 'Delivery',
        path: 'Delivery',
        confidence: 0.87,
        origin: 'AI',
        sentiment: null,
        spans: [{ segment: 0, start: 0, end: 7, text: 'Parcel', weight: 0.6 }],
      },
    ],
    sentiment: { label: 'NEGATIVE', score: 0.9, modelCode: 'mood' },
    entities: [],
    masked: false,
    customerKey: null,
    alert: null,
    reviewed: null,
    approved: null,
    labels: [],
    notes: [],
    ...patch,
  };
}

export function searchResponse(documents: ProjectDocument[], patch: Partial<SearchResponse> = {}): SearchResponse {
  return {
    documents: { content: documents, page: 0, size: 10, total: documents.length },
    widgets: [],
    facets: [
      { key: 'CHANNEL', facetList: [{ _id: 'app', count: 2 }] },
      { key: 'SENTIMENT', facetList: [{ _id: 'NEGATIVE', count: 2 }] },
    ],
    modelCategoryCounts: [{ modelCode: 'topics', counts: [{ categoryId: 'c-delivery', count: 5 }] }],
    predictionSummary: {
      inlineCount: 0,
      failedCount: 1,
      alertedCount: 0,
      processedCount: 2,
      retryAllActive: false,
      retryAllPercentage: 0,
    },
    ...patch,
  };
}

export const categoryTree = [
  {
    modelCode: 'topics',
    modelName: 'Topics',
    senseType: 'CATEGORY',
    categories: [
      { id: 'c-delivery', name: 'Delivery', parentId: null, path: 'Delivery', count: 4 },
      { id: 'c-late', name: 'Late', parentId: 'c-delivery', path: 'Delivery > Late', count: 2 },
      { id: 'c-payment', name: 'Payment', parentId: null, path: 'Payment', count: 1 },
    ],
  },
];

export const fields = [
  { code: 'segment', name: 'Segment', type: 'TEXT', valueCount: 2 },
  { code: 'nps', name: 'NPS', type: 'NUMERIC', valueCount: 2 },
];

/** A row of the analyses list (`GET /api/project`). */
export function analysisSummary(code: string, name: string): ProjectSummary {
  return {
    id: `id-${code}`,
    code,
    name,
    description: '',
    icon: 'x',
    color: '#000',
    tags: [],
    status: 'ACTIVE',
    dataType: 'STANDARD',
    visibility: 'WORKSPACE',
    owner: { id: 'u1', name: 'Ayşe Demir' },
    models: [],
    channels: [],
    documentCount: 0,
    lastDocumentAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The customer settings of a workspace without a saved mapping, with the attributes its analyses offer. */
export function customerSettings(patch: Partial<CustomerSettings> = {}): CustomerSettings {
  return {
    keyAttribute: 'customer_id',
    nameAttribute: null,
    companyAttribute: null,
    addressAttribute: null,
    segmentAttribute: 'segment',
    shownAttributes: [],
    analysisKeys: [],
    relinkState: 'IDLE',
    relinkProgress: 0,
    attributes: [],
    updatedAt: null,
    ...patch,
  };
}
