import { createFilterState, encodeFilters, type FilterState, type RootCause, type RootCauseAnalysis } from '@sentio/domain';

/**
 * The project-detail query string that lists one root cause's documents in the data tab: the filter URL codec's
 * `rrId` (the id, its name after the pipe so the chip reads before anything loads), over the analysis's date range
 * when it has one (otherwise the data tab opens on its default range).
 */
export function rootCauseDocumentsSearch(
  rootCause: Pick<RootCause, 'id' | 'name'>,
  timeZone: string,
  analysis?: Pick<RootCauseAnalysis, 'startDate' | 'endDate'>,
): string {
  return `?${encodeFilters(rootCauseFilterState(rootCause, analysis), { timeZone }).toString()}`;
}

/** The filter state of one root cause's documents (also the evidence of an action made from it). */
export function rootCauseFilterState(
  rootCause: Pick<RootCause, 'id' | 'name'>,
  analysis?: Pick<RootCauseAnalysis, 'startDate' | 'endDate'>,
): FilterState {
  return createFilterState({
    tab: 'project_data',
    rrId: `${rootCause.id}|${rootCause.name}`,
    startDate: analysis?.startDate && analysis.endDate ? new Date(analysis.startDate) : null,
    endDate: analysis?.startDate && analysis.endDate ? new Date(analysis.endDate) : null,
  });
}

/** The same for the documents of one topic (`topic`), over the analysis's date range when it has one. */
export function topicDocumentsSearch(
  topicId: string,
  timeZone: string,
  analysis?: Pick<RootCauseAnalysis, 'startDate' | 'endDate'>,
): string {
  const state = createFilterState({
    tab: 'project_data',
    topic: topicId,
    startDate: analysis?.startDate && analysis.endDate ? new Date(analysis.startDate) : null,
    endDate: analysis?.startDate && analysis.endDate ? new Date(analysis.endDate) : null,
  });
  return `?${encodeFilters(state, { timeZone }).toString()}`;
}
