import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type User } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useAppStore } from '../../../app/store/appStore';
import { profileKeys } from './keys';

/** Mutations answering with the user keep the store and the me-query in step. */
function useUserResult() {
  const queryClient = useQueryClient();
  return (user: User) => {
    useAppStore.getState().setUser(user);
    queryClient.setQueryData(profileKeys.me, user);
  };
}

export function useUpdateMe() {
  const onUser = useUserResult();
  return useApiMutation(endpoints.updateMe, { form: true, onSuccess: onUser });
}

export const useChangePassword = () => useApiMutation(endpoints.changePassword, { form: true });

export const useOtpSetup = () => useApiMutation(endpoints.otpSetup);

export function useOtpEnable() {
  const onUser = useUserResult();
  return useApiMutation(endpoints.otpEnable, { form: true, onSuccess: onUser });
}

export function useOtpDisable() {
  const onUser = useUserResult();
  return useApiMutation(endpoints.otpDisable, { form: true, onSuccess: onUser });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.updateNotificationSettings, {
    onSuccess: (settings) => queryClient.setQueryData(profileKeys.notificationSettings, settings),
  });
}
