import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type AliasSaveBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from '../../projects';

export const aliasKeys = {
  list: (code: string) => [...projectKeys.project(code), 'aliases'] as const,
  options: (code: string) => [...projectKeys.project(code), 'aliases', 'options'] as const,
};

export const useAliases = (code: string) => useApiQuery(aliasKeys.list(code), endpoints.aliasList, { params: { code } });
export const useAliasOptions = (code: string) =>
  useApiQuery(aliasKeys.options(code), endpoints.aliasOptions, { params: { code } });

/** Names are shown with the aliases everywhere in the analysis: after a change, everything of it is read again. */
function useRefreshAnalysis(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectKeys.project(code) });
}

/** Create (no id) or change an alias; field errors (ALIAS_ENTRY_REQUIRED, FIELD_REQUIRED…) are shown by the form. */
export function useSaveAlias(code: string) {
  const refresh = useRefreshAnalysis(code);
  const create = useApiMutation(endpoints.aliasCreate, { form: true, onSuccess: refresh }, (body: AliasSaveBody) => ({
    params: { code },
    body,
  }));
  const update = useApiMutation(
    endpoints.aliasUpdate,
    { form: true, onSuccess: refresh },
    ({ id, body }: { id: string; body: AliasSaveBody }) => ({ params: { code, id }, body }),
  );
  return { create, update };
}

export function useDeleteAlias(code: string) {
  const refresh = useRefreshAnalysis(code);
  return useApiMutation(endpoints.aliasDelete, { onSuccess: refresh }, (id: string) => ({ params: { code, id } }));
}
