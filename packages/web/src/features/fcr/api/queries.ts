import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { customerEndpoints, endpoints, type FcrReportBody } from '@sentio/domain';
import { call } from '../../../app/api/client';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from '../../projects';
import { fcrKeys } from './keys';

export const useFcrSettings = () => useApiQuery(fcrKeys.settings, customerEndpoints.fcrSettings);

/** The report; the previous one stays on screen while a changed range or day range loads. */
export const useFcrReport = (body: FcrReportBody, enabled: boolean) =>
  useApiQuery(fcrKeys.report(body), customerEndpoints.fcrReport, { body }, { enabled, placeholderData: keepPreviousData });

export const useFcrSubReports = () => useApiQuery(fcrKeys.subReports, customerEndpoints.fcrSubReportList);

/** The workspace's analyses for the pickers (one page of 100 holds every analysis a workspace has). */
export const useAnalysisOptions = () =>
  useApiQuery(
    fcrKeys.analyses,
    endpoints.projectList,
    { query: { page: 0, size: 100, sort: 'NAME_ASC' } },
    { staleTime: 60_000 },
  );

/** Attribute codes of the workspace's analyses with their names (the customer settings list them for every picker). */
export const useAttributeOptions = (enabled = true) =>
  useApiQuery(fcrKeys.attributes, customerEndpoints.customerSettings, undefined, { enabled, staleTime: 60_000 });

/** The category trees of the chosen analyses (the data tab's tree query, one per analysis). */
export function useCategoryTrees(codes: readonly string[]) {
  return useQueries({
    queries: codes.map((code) => ({
      queryKey: [...projectKeys.project(code), 'categoryTree'],
      queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.projectCategoryTree, { params: { code } }, { signal }),
    })),
  });
}
