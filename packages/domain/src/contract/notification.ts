import { z } from 'zod';
import { isoDate, pageOf } from './common.js';
import { notificationTypes } from './user.js';

/**
 * An in-app notification. `titleKey`/`bodyKey` are translation keys with `params`, so a notification
 * reads in the language the user has now, not the one active when it was written.
 */
export const inAppNotificationSchema = z.object({
  code: z.string(),
  type: z.enum(notificationTypes),
  titleKey: z.string(),
  bodyKey: z.string(),
  params: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDate,
});
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;
export const notificationPage = pageOf(inAppNotificationSchema);
export const notificationCodeBody = z.strictObject({
  code: z.string({ error: 'FIELD_REQUIRED' }).uuid({ error: 'FIELD_INVALID' }),
});
export const notificationCodeQuery = z.strictObject({
  code: z.string({ error: 'FIELD_REQUIRED' }).uuid({ error: 'FIELD_INVALID' }),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const notificationDeleteQuery = z.strictObject({
  code: z.string({ error: 'FIELD_REQUIRED' }).uuid({ error: 'FIELD_INVALID' }),
});
export const notificationCount = z.object({ unread: z.number().int(), total: z.number().int() });
export const markAllResponse = z.object({ updated: z.number().int() });
