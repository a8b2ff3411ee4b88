import type { Db } from '../../platform/db/database.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ActionNotices, NoticeAction } from './notices.js';

/** FOUNDATION STUB — replaced by the collaboration part (who is told what, through the Notifier). */
export class NotifierNotices implements ActionNotices {
  constructor(
    readonly db: Db,
    readonly notifier: Notifier,
  ) {}
  async changed(_a: NoticeAction, _actorId: string, _fields: readonly string[]): Promise<void> {}
  async assigned(_a: NoticeAction, _actorId: string): Promise<void> {}
  async noted(_a: NoticeAction, _actorId: string, _text: string, _mentionIds: readonly string[]): Promise<void> {}
  async dueSoon(_a: NoticeAction): Promise<void> {}
  async overdue(_a: NoticeAction): Promise<void> {}
}
