import type { Db } from '../../platform/db/database.js';
import type { NoticeAction } from './notices.js';

const OPEN = ['OPEN', 'IN_PROGRESS'];

const noticeColumns = [
  'id',
  'workspace_id as workspaceId',
  'name',
  'due_date as dueDate',
  'responsible_id as responsibleId',
  'creator_id as creatorId',
] as const;

/**
 * SQL of the reminder job (docs/actions.md, "Reminders"), over every workspace. Each claim is one update: it stamps
 * the actions it picks and returns them, so the choice and its stamp commit together and a second run (or a retry,
 * or a second process) never picks the same action again. Neither stamp touches `version` or `updated_at`: a
 * reminder is not an edit and never makes a teammate's save conflict.
 */
export class ReminderRepository {
  constructor(private readonly db: Db) {}

  /** Open actions due from `today` to `tomorrow` (calendar days, 'YYYY-MM-DD') not yet reminded. */
  async claimDueSoon(today: string, tomorrow: string, at: Date): Promise<NoticeAction[]> {
    return this.db
      .updateTable('action')
      .set({ due_reminded_at: at })
      .where('status', 'in', OPEN)
      .where('due_date', '>=', today)
      .where('due_date', '<=', tomorrow)
      .where('due_reminded_at', 'is', null)
      .returning([...noticeColumns])
      .execute();
  }

  /** Open actions due before `today` whose overdue notice was not sent yet. */
  async claimOverdue(today: string, at: Date): Promise<NoticeAction[]> {
    return this.db
      .updateTable('action')
      .set({ overdue_notified_at: at })
      .where('status', 'in', OPEN)
      .where('due_date', '<', today)
      .where('overdue_notified_at', 'is', null)
      .returning([...noticeColumns])
      .execute();
  }
}
