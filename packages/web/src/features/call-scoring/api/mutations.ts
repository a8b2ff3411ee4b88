import { useQueryClient } from '@tanstack/react-query';
import { callScoringEndpoints as api, type CallScoringBody, type RescoreBody, type ScriptControlBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { callScoringKeys as keys } from './keys';

/** A save adds a version and history entries; a started re-scoring changes the run: refresh the whole tab. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all(code) });
}

/** Field errors (SCORING_TOTAL_NOT_100, SCORING_RANGES_OVERLAP…) are put on the editor's fields by the editor. */
export function useSaveScoringRules(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.scoringRulesSave, { form: true, onSuccess }, (body: CallScoringBody) => ({ params: { code }, body }));
}

export function useSaveScript(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.scoringScriptSave, { form: true, onSuccess }, (body: ScriptControlBody) => ({
    params: { code },
    body,
  }));
}

/** How many calls a re-scoring of the range would touch (asked before the confirmation). */
export function useRescorePreview(code: string) {
  return useApiMutation(api.rescorePreview, { form: true }, (body: RescoreBody) => ({ params: { code }, body }));
}

/** RESCORING_RUNNING (409) when one runs already, RESCORING_NOTHING when the range holds no call: shown by the panel. */
export function useRescoreStart(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.rescoreStart, { form: true, onSuccess }, (body: RescoreBody) => ({ params: { code }, body }));
}
