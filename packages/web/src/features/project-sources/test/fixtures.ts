import type { ProjectDetail, ProjectModel, ProjectSource } from '@sentio/domain';

export const code = 'shop-feedback';
export const sourceId = '5a0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
export const base = `/api/project/${code}`;

export function projectModel(over: Partial<ProjectModel> = {}): ProjectModel {
  return {
    id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
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
    ...over,
  };
}

/** A complete analysis answer (the client checks answers against the contract and warns on drift). */
export function projectDetail(over: Partial<ProjectDetail> = {}): ProjectDetail {
  const models = [projectModel(), projectModel({ id: 'm2', code: 'mood', name: 'Mood', senseType: 'SENTIMENT' })];
  return {
    id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    code,
    name: 'Shop feedback',
    description: '',
    icon: 'preset:chat',
    color: '#1677FF',
    tags: [],
    status: 'ACTIVE',
    dataType: 'STANDARD',
    visibility: 'WORKSPACE',
    owner: { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace' },
    models: models.map((m) => ({ code: m.code, name: m.name, senseType: m.senseType })),
    channels: ['survey'],
    documentCount: 0,
    lastDocumentAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    workspaceId: 'ws',
    projectModels: models,
    proxyChannel: null,
    restrictModels: false,
    restrictedModels: [],
    restrictedAttributes: [],
    privacyLabels: [],
    pipelineStages: [],
    attributes: [{ code: 'segment', name: 'Segment', type: 'TEXT', valueCount: 3 }],
    settings: {
      categoryThresholds: [],
      masking: { enabled: false, entityTypes: [], patterns: [], replacement: '[{TYPE}]' },
      defaultLanguage: 'en',
      npsField: null,
      csatField: null,
    },
    ...over,
  };
}

export function source(over: Partial<ProjectSource> = {}): ProjectSource {
  return {
    id: sourceId,
    fileName: 'feedback.csv',
    fileType: 'CSV',
    size: 2048,
    status: 'PENDING',
    progress: 0,
    total: 0,
    successCount: 0,
    failCount: 0,
    failedRowsUntil: null,
    errorCode: null,
    columns: ['no', 'comment', 'created', 'segment', 'score'],
    createdAt: '2025-01-01T00:00:00.000Z',
    channelCode: 'survey',
    inlineCount: 0,
    failedPredictionCount: 0,
    ...over,
  };
}

export const channels = [
  { code: 'survey', name: 'Survey', description: '', image: null, usage: 1 },
  { code: 'call', name: 'Call centre', description: '', image: null, usage: 0 },
];
