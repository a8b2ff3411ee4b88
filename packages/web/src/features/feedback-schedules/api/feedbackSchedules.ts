import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type FeedbackPeriodBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys } from '../../projects';

export const feedbackScheduleKeys = {
  all: (code: string) => [...projectKeys.project(code), 'feedbackSchedules'] as const,
  list: (code: string) => [...projectKeys.project(code), 'feedbackSchedules', 'list'] as const,
  models: (code: string) => [...projectKeys.project(code), 'feedbackSchedules', 'models'] as const,
};

export const useFeedbackSchedules = (code: string) =>
  useApiQuery(feedbackScheduleKeys.list(code), endpoints.feedbackPeriodList, { params: { code } });
export const useFeedbackModels = (code: string) =>
  useApiQuery(feedbackScheduleKeys.models(code), endpoints.feedbackModelFields, { params: { code } });

/** Field errors (FIELD_REQUIRED with the field…) are shown by the form. */
export function useSaveFeedbackSchedule(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.feedbackPeriodSave,
    { form: true, onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackScheduleKeys.all(code) }) },
    (body: FeedbackPeriodBody) => ({ params: { code, model: body.modelCode }, body }),
  );
}

export function useDeleteFeedbackSchedule(code: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.feedbackPeriodDelete,
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackScheduleKeys.all(code) }) },
    (model: string) => ({ params: { code, model } }),
  );
}
