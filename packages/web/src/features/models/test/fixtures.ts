import type { ModelCategory, VersionSummary } from '@sentio/domain';

import { modelDetail, modelId, owner } from '../../../shared/test/model-fixtures';

export { modelDetail, modelId, owner };

export const version = (patch: Partial<VersionSummary> = {}): VersionSummary => ({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  number: 1,
  name: 'v1',
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: owner,
  accessType: 'PRIVATE',
  verified: false,
  status: 'SUCCESS',
  progress: 100,
  approval: 'NONE',
  deployed: false,
  accuracy: 0.9,
  macroF1: 0.85,
  trainingDocuments: 40,
  error: null,
  ...patch,
});

let next = 1;
/** A category of the API tree; ids are uuids because the category routes check them. */
export function category(
  name: string,
  parentId: string | null,
  children: ModelCategory[] = [],
  documentCount = 0,
): ModelCategory {
  const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
  return {
    id,
    name,
    parentId,
    hierarchy: name,
    aliases: {},
    documentCount,
    children: children.map((c) => ({ ...c, parentId: id })),
  };
}
