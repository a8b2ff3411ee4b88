import { rootKeys } from '../../../app/api/queryKeys';

export const notificationKeys = {
  all: rootKeys.notifications,
  list: [...rootKeys.notifications, 'list'] as const,
  count: [...rootKeys.notifications, 'count'] as const,
};
