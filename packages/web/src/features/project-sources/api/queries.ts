import { endpoints, type ProjectSource } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { sourceKeys } from './keys';

/** How often the list refreshes itself while an upload is being read or imported (between the 10 s event polls). */
export const busyRefetchMs = 2_000;

const busyStatuses: ReadonlySet<ProjectSource['status']> = new Set(['UPLOADING', 'IMPORTING']);
/** A source still moving: its file is being read or imported, or its documents wait for classification. */
export const isBusy = (s: Pick<ProjectSource, 'status' | 'inlineCount'>) => busyStatuses.has(s.status) || s.inlineCount > 0;

/** The analysis's uploads, newest first; refreshed every 2 s while one of them is still moving. */
export const useProjectSources = (code: string) =>
  useApiQuery(
    sourceKeys.sources(code),
    endpoints.sourceList,
    { params: { code } },
    { refetchInterval: (q) => (q.state.data?.some(isBusy) ? busyRefetchMs : false) },
  );

/** The first rows of an upload; asked again every 2 s while the server is still reading the file. */
export const useSourcePreview = (code: string, sourceId: string) =>
  useApiQuery(
    sourceKeys.preview(code, sourceId),
    endpoints.sourcePreview,
    { params: { id: sourceId } },
    { refetchInterval: (q) => (q.state.data?.source.status === 'UPLOADING' ? busyRefetchMs : false) },
  );

export const useSourceFieldTypes = (code: string, sourceId: string) =>
  useApiQuery(sourceKeys.fieldTypes(code, sourceId), endpoints.sourceFieldTypes, { params: { code, id: sourceId } });

export const useMatchingTemplates = (code: string) =>
  useApiQuery(sourceKeys.templates(code), endpoints.matchingTemplates, { params: { code } });

export const usePushSource = (code: string, enabled = true) =>
  useApiQuery(sourceKeys.pushSource(code), endpoints.pushSourceGet, { params: { code } }, { enabled });

/** Every channel of the workspace (names and images for the analysis's channel codes). */
export const useChannels = () => useApiQuery(sourceKeys.channels, endpoints.channelList);
