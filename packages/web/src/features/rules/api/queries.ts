import { actionEndpoints, endpoints, ruleEndpoints, ruleRunFinished, type Rule } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { ruleKeys } from './keys';
import { actionKeys } from '../../actions';
import { projectKeys } from '../../projects';

/** A rule whose analysis run is queued or going through the documents. */
export const isRuleRunning = (rule: Pick<Rule, 'lastRun'>): boolean =>
  rule.lastRun !== null && !ruleRunFinished(rule.lastRun.state);

/**
 * The rules of the analysis. While one of them runs, the list refreshes itself (the one job poller); when the run
 * ends, the analysis's documents are refreshed too (labels, alerts and categories the run wrote).
 */
export function useRules(code: string) {
  const query = useApiQuery(ruleKeys.list(code), ruleEndpoints.ruleList, { params: { code } });
  useJobProgress(query.data?.some(isRuleRunning) ?? false, [ruleKeys.list(code)], [projectKeys.project(code)]);
  return query;
}

/** Who changed what, newest first; only fetched while the history drawer is open. */
export const useRuleHistory = (code: string, id: string | null) =>
  useApiQuery(
    ruleKeys.history(code, id ?? ''),
    ruleEndpoints.ruleHistory,
    { params: { code, id: id ?? '' } },
    { enabled: id !== null },
  );

/** The analysis's labels, offered by the "add label" action (a new name is created when the rule first applies). */
export const useLabels = (code: string) =>
  useApiQuery(ruleKeys.labels(code), endpoints.labelList, { params: { code } }, { staleTime: 60_000 });

/** Category trees of the analysis's models (conditions on categories, category actions). */
export const useCategoryTree = (code: string) =>
  useApiQuery(ruleKeys.categoryTree(code), endpoints.projectCategoryTree, { params: { code } }, { staleTime: 60_000 });

/** Members who can be made responsible for an action a rule creates, and the action types. */
export const usePeople = () =>
  useApiQuery([...actionKeys.all, 'people'], actionEndpoints.actionPeople, undefined, { staleTime: 60_000 });
export const useActionTypes = () => useApiQuery(actionKeys.types, actionEndpoints.actionTypes, undefined, { staleTime: 60_000 });
