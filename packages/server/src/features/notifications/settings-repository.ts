import { notificationTypes, type NotificationSetting, type NotificationType } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

/** What a user gets when they have not chosen: everything in the app, e-mail only for what concerns their access. */
export const defaultSetting = (type: NotificationType): NotificationSetting => ({
  type,
  inApp: true,
  // Mail on by default for what needs a person's answer: security, invitations, and actions (assigned to you, due,
  // overdue — the action planner's reminders are meant to reach people who are not looking at the app), and
  // automation (notification definitions: a report or alert someone configured to be mailed to them).
  email: type === 'SECURITY' || type === 'INVITATION' || type === 'ACTION' || type === 'AUTOMATION',
});

export class NotificationSettingsRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<NotificationSetting[]> {
    const rows = await this.db.selectFrom('notification_setting').selectAll().where('user_id', '=', userId).execute();
    return notificationTypes.map((type) => {
      const row = rows.find((r) => r.type === type);
      return row ? { type, inApp: row.in_app, email: row.email } : defaultSetting(type);
    });
  }

  async save(userId: string, settings: readonly NotificationSetting[]): Promise<void> {
    await this.db
      .insertInto('notification_setting')
      .values(settings.map((s) => ({ user_id: userId, type: s.type, in_app: s.inApp, email: s.email })))
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'type'])
          .doUpdateSet((eb) => ({ in_app: eb.ref('excluded.in_app'), email: eb.ref('excluded.email') })),
      )
      .execute();
  }
}
