import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { homeKeys } from './keys';

export function useAddSample() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.homeSample, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  });
}
