import type { Language, NotificationType } from '@sentio/domain';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { EventRepository } from '../events/repository.js';
import type { NotificationRepository } from './repository.js';
import type { NotificationSettingsRepository } from './settings-repository.js';

export interface Notice {
  type: NotificationType;
  /** Key under `notifications.` in the web locales and `notification.` in the mail templates, e.g. `invitation`. */
  key: string;
  params: Record<string, string>;
  link: string | null;
}

export interface Recipient {
  id: string;
  email: string;
  language: Language;
}

export const recipientOf = (row: { id: string; email: string; language: string }): Recipient => ({
  id: row.id,
  email: row.email,
  language: row.language === 'tr' ? 'tr' : 'en',
});

/**
 * The one way the server tells a user something: in the app (plus an event so the bell updates within one
 * poll) and/or by e-mail, as the user's notification settings say.
 */
export class Notifier {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly settings: NotificationSettingsRepository,
    private readonly events: EventRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** `channels.email: false` when the caller has already mailed the same content itself. */
  async notify(to: Recipient, notice: Notice, channels: { email?: boolean } = {}): Promise<void> {
    const setting = (await this.settings.list(to.id)).find((s) => s.type === notice.type);
    if (setting?.inApp !== false) {
      const created = await this.notifications.add({
        userId: to.id,
        type: notice.type,
        titleKey: `notifications.${notice.key}.title`,
        bodyKey: `notifications.${notice.key}.body`,
        params: notice.params,
        link: notice.link,
      });
      await this.events.add({ type: 'NOTIFICATION_CREATED', userId: to.id, workspaceId: null, payload: { code: created.code } });
    }
    if (setting?.email && channels.email !== false) {
      const { subject, text } = renderMail(to.language, `notification.${notice.key}`, notice.params);
      const link = notice.link ? `\n\n${this.publicUrl}${notice.link}` : '';
      await this.mailer.send({ to: to.email, subject, text: text + link });
    }
  }
}
