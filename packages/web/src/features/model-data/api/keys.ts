import type { z } from 'zod';
import type { confusionQuery, modelDocumentsQuery } from '@sentio/domain';
import { modelKeys } from '../../models';

export type DocumentsQuery = z.input<typeof modelDocumentsQuery>;

/**
 * Query keys of the model-data pages. All sit under `modelKeys.model(id)`, so a model event (upload imported,
 * training finished) or a mutation's invalidation of the model refreshes them together.
 */
export const modelDataKeys = {
  sources: (id: string) => [...modelKeys.model(id), 'sources'] as const,
  preview: (id: string, sourceId: string) => [...modelKeys.model(id), 'sources', sourceId, 'preview'] as const,
  labelValues: (id: string, sourceId: string, column?: string, separator?: string) =>
    [...modelKeys.model(id), 'sources', sourceId, 'label-values', ...(column ? [column, separator ?? ''] : [])] as const,
  templates: (id: string) => [...modelKeys.model(id), 'matching-templates'] as const,
  pushSource: (id: string) => [...modelKeys.model(id), 'push-source'] as const,
  documents: (id: string) => [...modelKeys.model(id), 'documents'] as const,
  documentPage: (id: string, query: DocumentsQuery) => [...modelKeys.model(id), 'documents', query] as const,
  suggestion: (id: string, documentId: string) => [...modelKeys.model(id), 'documents', documentId, 'suggestion'] as const,
  markings: (id: string) => [...modelKeys.model(id), 'markings'] as const,
  versions: modelKeys.versions,
  statistics: (id: string, versionId: string) => [...modelKeys.model(id), 'statistics', versionId] as const,
  confusion: (id: string, versionId: string, cell: z.input<typeof confusionQuery>) =>
    [...modelKeys.model(id), 'statistics', versionId, 'confusion', cell] as const,
};
