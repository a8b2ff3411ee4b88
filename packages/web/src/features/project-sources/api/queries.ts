import { endpoints, type ProjectSource } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { sourceKeys } from './keys';

const busyStatuses: ReadonlySet<ProjectSource['status']> = new Set(['UPLOADING', 'IMPORTING']);
/** A source still moving: its file is being read or imported, or its documents wait for classification. */
export const isBusy = (s: Pick<ProjectSource, 'status' | 'inlineCount'>) => busyStatuses.has(s.status) || s.inlineCount > 0;

/** The analysis's uploads, newest first; refreshed quickly while one of them is still moving. */
export function useProjectSources(code: string) {
  const query = useApiQuery(sourceKeys.sources(code), endpoints.sourceList, { params: { code } });
  useJobProgress(query.data?.some(isBusy) ?? false, [sourceKeys.sources(code)]);
  return query;
}

/** The first rows of an upload; asked again quickly while the server is still reading the file. */
export function useSourcePreview(code: string, sourceId: string) {
  const query = useApiQuery(sourceKeys.preview(code, sourceId), endpoints.sourcePreview, { params: { id: sourceId } });
  useJobProgress(query.data?.source.status === 'UPLOADING', [sourceKeys.preview(code, sourceId)]);
  return query;
}

export const useSourceFieldTypes = (code: string, sourceId: string) =>
  useApiQuery(sourceKeys.fieldTypes(code, sourceId), endpoints.sourceFieldTypes, { params: { code, id: sourceId } });

export const useMatchingTemplates = (code: string) =>
  useApiQuery(sourceKeys.templates(code), endpoints.matchingTemplates, { params: { code } });

export const usePushSource = (code: string, enabled = true) =>
  useApiQuery(sourceKeys.pushSource(code), endpoints.pushSourceGet, { params: { code } }, { enabled });

/** Every channel of the workspace (names and images for the analysis's channel codes). */
export const useChannels = () => useApiQuery(sourceKeys.channels, endpoints.channelList);
