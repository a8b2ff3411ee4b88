import { useQueryClient } from '@tanstack/react-query';
import { helpEndpoints as api, type HelpVideoSave } from '@sentio/domain';
import { useApiMutation } from '../../app/api/useApiMutation';
import { useApiQuery } from '../../app/api/useApiQuery';

export const helpKeys = { videos: ['help', 'videos'] as const };

/** The operator-set videos of the guides; they change rarely, so a read is kept for five minutes. */
export const useHelpVideos = () => useApiQuery(helpKeys.videos, api.helpVideos, undefined, { staleTime: 300_000 });

export function useSaveHelpVideo() {
  const queryClient = useQueryClient();
  return useApiMutation(
    api.helpVideoSave,
    { form: true, onSuccess: (videos) => queryClient.setQueryData(helpKeys.videos, videos) },
    (body: HelpVideoSave) => ({ body }),
  );
}
