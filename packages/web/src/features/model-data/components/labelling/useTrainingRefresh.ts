import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ModelDetail } from '@sentio/domain';
import { modelKeys } from '../../../models';
import { busyRefetchMs } from '../../api/queries';

/**
 * While the model trains, its detail (progress, status) is refetched every couple of seconds; the event poll
 * (10 s) alone would make the progress bar jump. Stops by itself when the training ends.
 */
export function useTrainingRefresh(model: Pick<ModelDetail, 'id' | 'trainingStatus' | 'latestVersion'>): void {
  const queryClient = useQueryClient();
  const training = model.trainingStatus === 'TRAINING' || model.latestVersion?.status === 'TRAINING';
  useEffect(() => {
    if (!training) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: modelKeys.detail(model.id) });
      void queryClient.invalidateQueries({ queryKey: modelKeys.versions(model.id) });
    }, busyRefetchMs);
    return () => {
      clearInterval(timer);
      // The training just ended: documents, statistics and suggestions of the new version are now different.
      void queryClient.invalidateQueries({ queryKey: modelKeys.model(model.id) });
    };
  }, [training, model.id, queryClient]);
}
