import type { ModelSummary, ProjectDetail, ProjectSummary } from '@sentio/domain';

export const owner = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace' };

/** A workspace model as GET /api/model lists it. */
export const modelSummary = (patch: Partial<ModelSummary> = {}): ModelSummary => ({
  id: '5f0c2a9e-3b1d-4e7a-9c8b-1a2b3c4d5e6f',
  code: 'complaints',
  name: 'Complaints',
  description: '',
  typeCode: 'TEXT',
  classificationType: 'SINGLE_LABEL',
  senseType: 'CATEGORY',
  dataType: 'STANDARD',
  switches: [{ code: 'en', default: true }],
  tags: [],
  color: '#1677FF',
  accessType: 'PRIVATE',
  publicStatus: 'NONE',
  favourite: false,
  owner,
  learningStatus: 'INLINE',
  trainingStatus: 'SUCCESS',
  deployedVersion: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'v1' },
  documentCount: 40,
  labelledCount: 40,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

export const categoryModel = modelSummary();
export const sentimentModel = modelSummary({
  id: '6f0c2a9e-3b1d-4e7a-9c8b-1a2b3c4d5e6f',
  code: 'mood',
  name: 'Mood',
  senseType: 'SENTIMENT',
  deployedVersion: null,
});
export const dialogueModel = modelSummary({
  id: '8f0c2a9e-3b1d-4e7a-9c8b-1a2b3c4d5e6f',
  code: 'calls',
  name: 'Calls',
  dataType: 'DIALOGUE',
});

/** A complete analysis answer (the client checks answers against the contract and warns on drift). */
export const projectDetail = (patch: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  code: 'voice',
  name: 'Voice of customer',
  description: 'All feedback',
  icon: 'preset:chart',
  color: '#FFD803',
  tags: ['retail'],
  status: 'ACTIVE',
  dataType: 'STANDARD',
  visibility: 'WORKSPACE',
  owner,
  models: [{ code: 'complaints', name: 'Complaints', senseType: 'CATEGORY' }],
  channels: ['web'],
  documentCount: 12,
  lastDocumentAt: '2025-02-01T10:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  workspaceId: 'ws',
  projectModels: [
    {
      id: categoryModel.id,
      code: 'complaints',
      name: 'Complaints',
      senseType: 'CATEGORY',
      dataType: 'STANDARD',
      classificationType: 'SINGLE_LABEL',
      color: '#1677FF',
      deployedVersion: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'v1' },
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
  pipelineStages: ['NORMALISE', 'CLASSIFY'],
  attributes: [{ code: 'city', name: 'City', type: 'TEXT', valueCount: 3 }],
  settings: {
    categoryThresholds: [],
    masking: { enabled: false, entityTypes: [], patterns: [], replacement: '[{TYPE}]' },
    defaultLanguage: 'en',
    npsField: null,
    csatField: null,
  },
  ...patch,
});

export const projectSummary = (patch: Partial<ProjectSummary> = {}): ProjectSummary => {
  const {
    workspaceId: _w,
    projectModels: _pm,
    proxyChannel: _p,
    restrictModels: _r,
    restrictedModels: _rm,
    restrictedAttributes: _ra,
    privacyLabels: _pl,
    pipelineStages: _ps,
    attributes: _a,
    settings: _s,
    ...summary
  } = projectDetail();
  return { ...summary, ...patch };
};
