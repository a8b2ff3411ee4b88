import { useInfiniteQuery } from '@tanstack/react-query';
import { endpoints, shellConstants, type InAppNotification } from '@sentio/domain';
import { call } from '../../../app/api/client';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { notificationKeys } from './keys';

const pageSize = shellConstants.defaultPageSize;

export const useNotificationCount = (enabled = true) =>
  useApiQuery(notificationKeys.count, endpoints.notificationCount, undefined, { enabled });

/**
 * The newest page, then older ones through `/before?code=<oldest shown>`. Pages are merged by code in
 * the component, so a notification that moved between pages is never shown twice.
 */
export function useNotificationList(enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InAppNotification[]> => {
      if (pageParam === null) {
        const page = await call(endpoints.notifications, { query: { page: 0, size: pageSize } }, { signal });
        return page.content;
      }
      return call(endpoints.notificationsBefore, { query: { code: pageParam, size: pageSize } }, { signal });
    },
    getNextPageParam: (last) => (last.length < pageSize ? null : (last[last.length - 1]?.code ?? null)),
  });
}
