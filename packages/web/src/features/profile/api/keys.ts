import { rootKeys } from '../../../app/api/queryKeys';

export const profileKeys = {
  me: rootKeys.me,
  activity: (page: number, size: number) => [...rootKeys.user, 'activity', page, size] as const,
  notificationSettings: [...rootKeys.user, 'notification-settings'] as const,
};
