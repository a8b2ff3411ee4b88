import { useQueryClient } from '@tanstack/react-query';
import { ruleEndpoints as api, ruleUpdateBodyOf, type Rule, type RuleCreateBody, type RuleUpdateBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ruleKeys } from './keys';

/** A change may start or end a run and adds a history entry: refresh the whole tab. */
function useRefresh(code: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ruleKeys.all(code) });
}

/** Field errors (RULE_NAME_TAKEN, RULE_REGEX_INVALID, CATEGORY_NOT_FOUND…) are put on the form's fields by the form. */
export function useCreateRule(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.ruleCreate, { form: true, onSuccess }, (body: RuleCreateBody) => ({ params: { code }, body }));
}

/** Saves with the version the rule was read with: a newer one answers RULE_VERSION_CONFLICT, nothing is overwritten. */
export function useUpdateRule(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.ruleUpdate, { form: true, onSuccess }, ({ id, body }: { id: string; body: RuleUpdateBody }) => ({
    params: { code, id },
    body,
  }));
}

/** The list's switch: the same save, only `enabled` changed (acts at once, unlike a changed definition). */
export function useSetRuleEnabled(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.ruleUpdate, { form: true, onSuccess }, ({ rule, enabled }: { rule: Rule; enabled: boolean }) => ({
    params: { code, id: rule.id },
    body: ruleUpdateBodyOf(rule, { enabled }),
  }));
}

export function useDeleteRule(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.ruleDelete, { form: true, onSuccess }, (id: string) => ({ params: { code, id } }));
}

/** Applies the saved definition at once and runs it over the existing documents; RULE_RUN_IN_PROGRESS when running. */
export function useRunRule(code: string) {
  const onSuccess = useRefresh(code);
  return useApiMutation(api.ruleRun, { form: true, onSuccess }, (id: string) => ({ params: { code, id } }));
}
