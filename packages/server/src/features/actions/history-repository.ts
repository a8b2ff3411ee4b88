import type { ActionHistoryField } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface HistoryEntry {
  actionId: string;
  userId: string | null;
  field: ActionHistoryField;
  oldValue: string | null;
  newValue: string | null;
}

export interface HistoryRow {
  id: string;
  at: Date;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/**
 * The history of an action (docs/actions.md): one row per changed field, written in the same transaction as the
 * change, values as they read at the time. Callers scope by the action (already checked to be the workspace's).
 */
export class HistoryRepository {
  constructor(private readonly db: Db) {}

  async add(entries: readonly HistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('action_history')
      .values(
        entries.map((e) => ({
          action_id: e.actionId,
          user_id: e.userId,
          field: e.field,
          old_value: e.oldValue,
          new_value: e.newValue,
        })),
      )
      .execute();
  }

  /** Newest change first; the entries of one save (one transaction, one `at`) in the order they were written. */
  async list(actionId: string): Promise<HistoryRow[]> {
    return this.db
      .selectFrom('action_history as h')
      .leftJoin('app_user as u', 'u.id', 'h.user_id')
      .select([
        'h.id',
        'h.at',
        'h.user_id',
        sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('user_name'),
        'u.email as user_email',
        'h.field',
        'h.old_value',
        'h.new_value',
      ])
      .where('h.action_id', '=', actionId)
      .orderBy('h.at', 'desc')
      .orderBy('h.id', 'asc')
      .execute();
  }
}
