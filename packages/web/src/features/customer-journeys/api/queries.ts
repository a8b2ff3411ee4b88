import { keepPreviousData } from '@tanstack/react-query';
import { customerEndpoints, endpoints, type JourneyReportBody } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { journeyKeys } from './keys';

/** The journeys the caller sees; with a project code only those with a step on that analysis (the cj tab). */
export const useJourneys = (projectCode: string | null = null) =>
  useApiQuery(journeyKeys.list(projectCode), customerEndpoints.journeyList, {
    query: projectCode ? { projectCode } : {},
  });

export const useJourney = (id: string | null) =>
  useApiQuery(journeyKeys.detail(id ?? ''), customerEndpoints.journeyGet, { params: { id: id ?? '' } }, { enabled: !!id });

/** A journey's report; the previous one stays on screen while a new range loads. */
export const useJourneyReport = (id: string, body: JourneyReportBody, enabled: boolean) =>
  useApiQuery(
    journeyKeys.report(id, body),
    customerEndpoints.journeyReport,
    { params: { id }, body },
    { enabled, placeholderData: keepPreviousData },
  );

/** The workspace's analyses for the step conditions (the first hundred by name: a step picks a handful). */
export const useAnalysisOptions = () =>
  useApiQuery(
    journeyKeys.analyses,
    endpoints.projectList,
    { query: { page: 0, size: 100, sort: 'NAME_ASC', status: 'ACTIVE' } },
    { staleTime: 60_000 },
  );
