import type { EventType, UiEvent } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export class EventRepository {
  constructor(private readonly db: Db) {}

  async add(event: {
    type: EventType;
    userId: string | null;
    workspaceId: string | null;
    payload: Record<string, string>;
  }): Promise<void> {
    await this.db
      .insertInto('ui_event')
      .values({
        type: event.type,
        user_id: event.userId,
        workspace_id: event.workspaceId,
        payload: JSON.stringify(event.payload),
      })
      .execute();
  }

  async checkpoint(): Promise<string> {
    const row = await this.db
      .selectFrom('ui_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return String(row?.id ?? '0');
  }

  /** Events addressed to the user, or to the whole workspace, after `lastId`; oldest first, at most 100 a poll. */
  async after(input: { lastId: string; userId: string; workspaceId: string | null }): Promise<UiEvent[]> {
    const rows = await this.db
      .selectFrom('ui_event')
      .select(['id', 'type', 'payload', 'created_at'])
      .where('id', '>', input.lastId as never)
      .where((eb) =>
        eb.or([
          eb('user_id', '=', input.userId),
          ...(input.workspaceId ? [eb.and([eb('workspace_id', '=', input.workspaceId), eb('user_id', 'is', null)])] : []),
        ]),
      )
      .orderBy('id')
      .limit(100)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      type: r.type as EventType,
      payload: r.payload,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async addDuration(input: { userId: string; workspaceId: string | null; name: string; durationMs: number }): Promise<void> {
    await this.db
      .insertInto('ui_duration')
      .values({ user_id: input.userId, workspace_id: input.workspaceId, name: input.name, duration_ms: input.durationMs })
      .execute();
  }
}
