import { useQueryClient } from '@tanstack/react-query';
import {
  systemEndpoints as api,
  type CacheName,
  type DictionaryBody,
  type LogLevel,
  type ParameterBody,
  type SystemJobState,
  type SystemLanguage,
} from '@sentio/domain';
import { rootKeys } from '../../app/api/queryKeys';
import { useApiMutation } from '../../app/api/useApiMutation';
import { useApiQuery } from '../../app/api/useApiQuery';

/** Query keys of the system pages, under the admin root. */
export const systemKeys = {
  all: [...rootKeys.admin, 'system'] as const,
  monitor: [...rootKeys.admin, 'system', 'monitor'] as const,
  pool: [...rootKeys.admin, 'system', 'pool'] as const,
  log: (level: LogLevel | undefined, page: number, size: number) =>
    [...rootKeys.admin, 'system', 'log', level ?? '', page, size] as const,
  dictionary: (language: SystemLanguage) => [...rootKeys.admin, 'system', 'dictionary', language] as const,
  parameters: [...rootKeys.admin, 'system', 'parameters'] as const,
  caches: [...rootKeys.admin, 'system', 'caches'] as const,
  jobs: (queue: string | undefined, state: SystemJobState | undefined, page: number, size: number) =>
    [...rootKeys.admin, 'system', 'jobs', queue ?? '', state ?? '', page, size] as const,
};

/** How often the live pages read again while auto-refresh is on. */
export const REFRESH_MS = 5_000;
const every = (on: boolean) => (on ? REFRESH_MS : false);

export const useMonitor = (live: boolean) =>
  useApiQuery(systemKeys.monitor, api.systemMonitor, undefined, { refetchInterval: every(live) });
export const usePool = (live: boolean) =>
  useApiQuery(systemKeys.pool, api.systemPool, undefined, { refetchInterval: every(live) });

export const useSystemLog = (level: LogLevel | undefined, page: number, size: number, live: boolean) =>
  useApiQuery(
    systemKeys.log(level, page, size),
    api.systemLog,
    { query: { page, size, ...(level ? { level } : {}) } },
    { refetchInterval: every(live), placeholderData: (prev) => prev },
  );

export const useDictionary = (language: SystemLanguage) =>
  useApiQuery(systemKeys.dictionary(language), api.systemDictionary, { query: { language } });

export const useParameters = () => useApiQuery(systemKeys.parameters, api.systemParameters);

export const useCaches = (live: boolean) =>
  useApiQuery(systemKeys.caches, api.systemCaches, undefined, { refetchInterval: every(live) });

export const useJobs = (
  queue: string | undefined,
  state: SystemJobState | undefined,
  page: number,
  size: number,
  live: boolean,
) =>
  useApiQuery(
    systemKeys.jobs(queue, state, page, size),
    api.systemJobs,
    { query: { page, size, ...(queue ? { queue } : {}), ...(state ? { state } : {}) } },
    { refetchInterval: every(live), placeholderData: (prev) => prev },
  );

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: systemKeys.all });
}

export function useSaveDictionary() {
  const onSuccess = useRefresh();
  return useApiMutation(api.systemDictionarySave, { form: true, onSuccess }, (body: DictionaryBody) => ({ body }));
}

export function useSaveParameter() {
  const onSuccess = useRefresh();
  return useApiMutation(api.systemParameterSave, { form: true, onSuccess }, (body: ParameterBody) => ({ body }));
}

export function useClearCache() {
  const onSuccess = useRefresh();
  return useApiMutation(api.systemCacheClear, { onSuccess }, (name: CacheName) => ({ body: { cache: name } }));
}

export function useRetryJob() {
  const onSuccess = useRefresh();
  return useApiMutation(api.systemJobRetry, { onSuccess }, (id: string) => ({ params: { id } }));
}

export function useCancelJob() {
  const onSuccess = useRefresh();
  return useApiMutation(api.systemJobCancel, { onSuccess }, (id: string) => ({ params: { id } }));
}
