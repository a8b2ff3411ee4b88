import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { notificationKeys } from './keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export const useMarkNotificationRead = () =>
  useApiMutation(endpoints.markNotificationRead, { onSuccess: useRefresh() }, (code: string) => ({ body: { code } }));

export const useMarkAllNotificationsRead = () => useApiMutation(endpoints.markAllNotificationsRead, { onSuccess: useRefresh() });

export const useDeleteNotification = () =>
  useApiMutation(endpoints.deleteNotification, { onSuccess: useRefresh() }, (code: string) => ({ query: { code } }));
