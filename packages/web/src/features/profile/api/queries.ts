import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import { call } from '../../../app/api/client';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAppStore } from '../../../app/store/appStore';
import { profileKeys } from './keys';

/** The signed-in user, refreshed from the server; the store copy follows so persisted state stays current. */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: profileKeys.me,
    enabled,
    queryFn: async ({ signal }) => {
      const user = await call(endpoints.me, undefined, { signal });
      useAppStore.getState().setUser(user);
      return user;
    },
  });
}

export const useActivity = (page: number, size: number) =>
  useApiQuery(
    profileKeys.activity(page, size),
    endpoints.activity,
    { query: { page, size } },
    { placeholderData: (prev) => prev },
  );

export const useNotificationSettings = () => useApiQuery(profileKeys.notificationSettings, endpoints.notificationSettings);
