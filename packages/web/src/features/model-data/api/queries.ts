import { endpoints, type VersionSummary } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { modelDataKeys, type DocumentsQuery } from './keys';

const busySource = new Set(['UPLOADING', 'IMPORTING']);

/** Uploads of a model, newest first; refreshed quickly while one is importing so its progress bar moves. */
export function useSources(id: string) {
  const query = useApiQuery(modelDataKeys.sources(id), endpoints.modelSources, { params: { id } });
  useJobProgress(query.data?.some((s) => busySource.has(s.status)) ?? false, [modelDataKeys.sources(id)]);
  return query;
}

export const useSourcePreview = (id: string, sourceId: string) =>
  useApiQuery(modelDataKeys.preview(id, sourceId), endpoints.modelSourcePreview, { params: { id, sourceId } });

export const useMatchingTemplates = (id: string) =>
  useApiQuery(modelDataKeys.templates(id), endpoints.modelMatchingTemplates, { params: { id } });

/** The distinct values of an upload's label column, and which of them the model already has. */
export const useLabelValues = (id: string, sourceId: string, column: string | null, separator: string) =>
  useApiQuery(
    modelDataKeys.labelValues(id, sourceId, column ?? '', separator),
    endpoints.modelSourceLabelValues,
    { params: { id, sourceId }, query: { column: column ?? '', separator } },
    { enabled: column !== null && separator !== '' },
  );

export const usePushSource = (id: string) =>
  useApiQuery(modelDataKeys.pushSource(id), endpoints.modelPushSourceGet, { params: { id } });

/** One page of training documents; `placeholderData` keeps the previous page on screen while the next loads. */
export const useDocuments = (id: string, query: DocumentsQuery) =>
  useApiQuery(
    modelDataKeys.documentPage(id, query),
    endpoints.modelDocuments,
    { params: { id }, query },
    {
      placeholderData: (previous) => previous,
    },
  );

export const useSuggestion = (id: string, documentId: string | null, enabled: boolean) =>
  useApiQuery(
    modelDataKeys.suggestion(id, documentId ?? ''),
    endpoints.modelDocumentSuggestion,
    { params: { id, documentId: documentId ?? '' } },
    { enabled: enabled && documentId !== null },
  );

/** Versions, newest first; refreshed quickly while one is training. */
export function useVersions(id: string) {
  const query = useApiQuery(modelDataKeys.versions(id), endpoints.modelVersions, { params: { id } });
  useJobProgress(query.data?.some((v) => v.status === 'TRAINING') ?? false, [modelDataKeys.versions(id)]);
  return query;
}

export const useVersionStatistics = (id: string, version: VersionSummary | null) =>
  useApiQuery(
    modelDataKeys.statistics(id, version?.id ?? ''),
    endpoints.modelVersionStatistics,
    { params: { id, versionId: version?.id ?? '' } },
    { enabled: version?.status === 'SUCCESS' },
  );

export const useConfusionDocuments = (id: string, versionId: string, cell: { actual: string; predicted: string } | null) =>
  useApiQuery(
    modelDataKeys.confusion(id, versionId, cell ?? { actual: '', predicted: '' }),
    endpoints.modelVersionConfusion,
    { params: { id, versionId }, query: cell ?? { actual: '', predicted: '' } },
    { enabled: cell !== null },
  );

export const useMarkings = (id: string) => useApiQuery(modelDataKeys.markings(id), endpoints.modelMarkings, { params: { id } });
