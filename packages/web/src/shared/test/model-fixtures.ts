import type { ModelDetail } from '@sentio/domain';

export const owner = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace' };
export const modelId = '5f0c2a9e-3b1d-4e7a-9c8b-1a2b3c4d5e6f';

/** A complete model answer (the client checks answers against the contract and warns on drift). */
export const modelDetail = (patch: Partial<ModelDetail> = {}): ModelDetail => ({
  id: modelId,
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
  trainingStatus: 'NEEDS_TRAINING',
  deployedVersion: null,
  documentCount: 0,
  labelledCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  pipelineStages: [
    { code: 'NORMALISE', enabled: true, options: {} },
    { code: 'CLASSIFY', enabled: true, options: {} },
  ],
  channels: [],
  threshold: null,
  regularisation: 'auto',
  semanticFeatures: false,
  categoryCount: 0,
  labels: [],
  latestVersion: null,
  publicRequest: null,
  ...patch,
});
