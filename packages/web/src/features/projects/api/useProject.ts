import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from './keys';

/**
 * One analysis with its models, channels, attributes and settings (`GET /api/project/:code`). Shared by the detail
 * shell and every tab (they read the same cached query); PROJECT_* events refetch it.
 */
export function useProject(code: string | undefined) {
  return useApiQuery(
    projectKeys.detail(code ?? ''),
    endpoints.projectGet,
    { params: { code: code ?? '' } },
    {
      enabled: Boolean(code),
    },
  );
}

/** The analysis's name if a page has already loaded it (no request of its own): the breadcrumb shows it. */
export function useCachedProjectName(code: string | undefined): string | undefined {
  const { data } = useApiQuery(
    projectKeys.detail(code ?? ''),
    endpoints.projectGet,
    { params: { code: code ?? '' } },
    {
      enabled: false,
    },
  );
  return code ? data?.name : undefined;
}
