import type { Activity, Page } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/auth/auth.js';

export type ActivityKind = Activity['kind'];

/** Sign-ins and actions, for the user's own activity page (/profile/3). */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  async add(
    userId: string,
    kind: ActivityKind,
    action: string,
    ctx: RequestContext | null,
    detail: Record<string, string> = {},
  ): Promise<void> {
    await this.db
      .insertInto('user_activity')
      .values({
        user_id: userId,
        kind,
        action,
        detail: JSON.stringify(detail),
        ip: ctx?.ip ?? null,
        user_agent: ctx?.userAgent ?? null,
      })
      .execute();
  }

  async page(userId: string, page: number, size: number): Promise<Page<Activity>> {
    const base = this.db.selectFrom('user_activity').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      content: rows.map((r) => ({
        id: String(r.id),
        kind: r.kind as ActivityKind,
        action: r.action,
        detail: r.detail,
        ip: r.ip,
        userAgent: r.user_agent,
        createdAt: r.created_at.toISOString(),
      })),
      page,
      size,
      total: Number(count.n),
    };
  }
}
