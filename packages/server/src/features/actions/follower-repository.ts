import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { UserRow } from './note-repository.js';

/** Who follows an action (docs/actions.md). Callers scope by the action, already checked to be the workspace's. */
export class FollowerRepository {
  constructor(private readonly db: Db) {}

  /** Adds `userId`; false when they already follow (nothing written). */
  async add(actionId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .insertInto('action_follower')
      .values({ action_id: actionId, user_id: userId })
      .onConflict((oc) => oc.columns(['action_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes `userId` and answers who it was (for the history); undefined when they did not follow. */
  async remove(actionId: string, userId: string): Promise<UserRow | undefined> {
    const follower = await this.db
      .selectFrom('action_follower as f')
      .innerJoin('app_user as u', 'u.id', 'f.user_id')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email'])
      .where('f.action_id', '=', actionId)
      .where('f.user_id', '=', userId)
      .executeTakeFirst();
    if (!follower) return undefined;
    await this.db.deleteFrom('action_follower').where('action_id', '=', actionId).where('user_id', '=', userId).execute();
    return follower;
  }
}
