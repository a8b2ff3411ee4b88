import type { Db } from '../../platform/db/database.js';

export interface DemoTeammate {
  email: string;
  fullName: string;
  lastName: string;
  jobTitle: string;
  role: 'MANAGER' | 'ANALYST';
}

/**
 * The SQL of the demo's action planner seed (seed-actions.ts): the demo workspace's two teammates, and moving the
 * seeded actions' timestamps into the past. The seed drives the action services, which stamp "now"; the demo's
 * story happened over the last months, so each step's rows are re-dated to the step's day afterwards.
 */
export class DemoActionsRepository {
  constructor(private readonly db: Db) {}

  async hasActions(workspaceId: string): Promise<boolean> {
    const row = await this.db.selectFrom('action').select('id').where('workspace_id', '=', workspaceId).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The teammates as users and members of the workspace (kept when they exist). Their password hash is no hash at
   * all, so nobody can sign in as them: they are names on the demo's actions, notes and followers.
   */
  async ensureTeammates(workspaceId: string, teammates: readonly DemoTeammate[]): Promise<string[]> {
    const ids: string[] = [];
    for (const t of teammates) {
      const found = await this.db.selectFrom('app_user').select('id').where('email', '=', t.email).executeTakeFirst();
      const id =
        found?.id ??
        (
          await this.db
            .insertInto('app_user')
            .values({
              email: t.email,
              password_hash: '!demo-teammate',
              full_name: t.fullName,
              last_name: t.lastName,
              language: 'tr',
              user_type: 'USER',
              email_verified_at: new Date(),
              personal_information_done: true,
              job_title: t.jobTitle,
              organisation: 'Sentio Demo',
              last_workspace_id: workspaceId,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await this.db
        .insertInto('workspace_member')
        .values({ workspace_id: workspaceId, user_id: id, role: t.role })
        .onConflict((oc) => oc.doNothing())
        .execute();
      ids.push(id);
    }
    return ids;
  }

  /**
   * Re-dates what the last step wrote for the action: its history, notes, corrective actions, followers and the
   * notifications linking to it that are newer than `at` (earlier steps were re-dated before, so they are older).
   */
  async stamp(actionId: string, at: Date): Promise<void> {
    await this.db.updateTable('action_history').set({ at }).where('action_id', '=', actionId).where('at', '>', at).execute();
    await this.db
      .updateTable('action_note')
      .set({ created_at: at })
      .where('action_id', '=', actionId)
      .where('created_at', '>', at)
      .execute();
    await this.db
      .updateTable('action_corrective')
      .set({ created_at: at })
      .where('action_id', '=', actionId)
      .where('created_at', '>', at)
      .execute();
    await this.db
      .updateTable('action_follower')
      .set({ created_at: at })
      .where('action_id', '=', actionId)
      .where('created_at', '>', at)
      .execute();
    await this.db
      .updateTable('in_app_notification')
      .set({ created_at: at })
      .where('link', '=', `/actions/${actionId}`)
      .where('created_at', '>', at)
      .execute();
  }

  /** The action's own dates as the story tells them (created, last changed, closed when it is). */
  async dates(actionId: string, dates: { createdAt: Date; updatedAt: Date; closedAt: Date | null }): Promise<void> {
    await this.db
      .updateTable('action')
      .set({
        created_at: dates.createdAt,
        updated_at: dates.updatedAt,
        ...(dates.closedAt ? { closed_at: dates.closedAt } : {}),
      })
      .where('id', '=', actionId)
      .execute();
  }
}
