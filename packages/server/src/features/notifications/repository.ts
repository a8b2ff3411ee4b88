import type { InAppNotification, NotificationType, Page } from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { InAppNotificationTable } from '../../platform/db/schema.js';

const present = (r: Selectable<InAppNotificationTable>): InAppNotification => ({
  code: r.code,
  type: r.type as NotificationType,
  titleKey: r.title_key,
  bodyKey: r.body_key,
  params: r.params,
  link: r.link,
  read: r.read,
  createdAt: r.created_at.toISOString(),
});

/** In-app notifications belong to a user; every query is scoped by the caller's user id. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async add(n: {
    userId: string;
    type: NotificationType;
    titleKey: string;
    bodyKey: string;
    params: Record<string, string>;
    link: string | null;
  }) {
    const row = await this.db
      .insertInto('in_app_notification')
      .values({
        user_id: n.userId,
        type: n.type,
        title_key: n.titleKey,
        body_key: n.bodyKey,
        params: JSON.stringify(n.params),
        link: n.link,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return present(row);
  }

  /** One query for the page and the total (a window count); a second only when the page is past the end. */
  async page(userId: string, page: number, size: number): Promise<Page<InAppNotification>> {
    const base = this.db.selectFrom('in_app_notification').where('user_id', '=', userId);
    const rows = await base
      .selectAll()
      .select((eb) => eb.fn.countAll<string>().over().as('total'))
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return { content: rows.map(present), page, size, total };
  }

  /** Newer (`after`) or older (`before`) than the notification with `code`; null when the code is not the user's. */
  async around(userId: string, code: string, direction: 'after' | 'before', size: number): Promise<InAppNotification[] | null> {
    const anchor = await this.db
      .selectFrom('in_app_notification')
      .select('id')
      .where('user_id', '=', userId)
      .where('code', '=', code)
      .executeTakeFirst();
    if (!anchor) return null;
    const rows = await this.db
      .selectFrom('in_app_notification')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', direction === 'after' ? '>' : '<', anchor.id as never)
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    return rows.map(present);
  }

  async markRead(userId: string, code: string): Promise<InAppNotification | null> {
    const row = await this.db
      .updateTable('in_app_notification')
      .set({ read: true })
      .where('user_id', '=', userId)
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirst();
    return row ? present(row) : null;
  }

  async markAllRead(userId: string): Promise<number> {
    const r = await this.db
      .updateTable('in_app_notification')
      .set({ read: true })
      .where('user_id', '=', userId)
      .where('read', '=', false)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async delete(userId: string, code: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('in_app_notification')
      .where('user_id', '=', userId)
      .where('code', '=', code)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async count(userId: string): Promise<{ unread: number; total: number }> {
    const row = await this.db
      .selectFrom('in_app_notification')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('read', '=', false).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { unread: Number(row.unread), total: Number(row.total) };
  }
}
