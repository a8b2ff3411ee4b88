import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ActionTable } from '../../platform/db/schema-actions.js';

/** An action as stored. */
export type ActionRow = Selectable<ActionTable>;
export type ActionValues = Omit<Insertable<ActionTable>, 'id' | 'workspace_id' | 'created_at' | 'version'>;
export type ActionChanges = Omit<Updateable<ActionTable>, 'id' | 'workspace_id' | 'created_at' | 'version' | 'creator_id'>;

/** An action with what its page shows by name: its type, people, analysis, journey step and counts. */
export type ActionDetailRow = ActionRow & {
  type_name: string | null;
  type_color: string | null;
  responsible_name: string | null;
  responsible_email: string | null;
  creator_name: string | null;
  creator_email: string | null;
  closed_by_name: string | null;
  closed_by_email: string | null;
  project_name: string | null;
  journey_id: string | null;
  journey_name: string | null;
  step_name: string | null;
  note_count: number;
  corrective_count: number;
};

export interface FollowerRow {
  action_id: string;
  id: string;
  name: string;
  email: string;
}

const fullName = (alias: string) =>
  sql<string | null>`trim(${sql.ref(`${alias}.full_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

/** SQL of actions and their followers (docs/actions.md); every query is scoped by the workspace. */
export class ActionRepository {
  constructor(private readonly db: Db) {}

  async find(workspaceId: string, id: string): Promise<ActionRow | null> {
    const row = await this.db
      .selectFrom('action')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The actions with their display names, in no particular order (callers order them). */
  async details(workspaceId: string, ids: readonly string[]): Promise<ActionDetailRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('action as a')
      .leftJoin('action_type as t', 't.id', 'a.type_id')
      .leftJoin('app_user as r', 'r.id', 'a.responsible_id')
      .leftJoin('app_user as c', 'c.id', 'a.creator_id')
      .leftJoin('app_user as cb', 'cb.id', 'a.closed_by')
      .leftJoin('project as p', 'p.id', 'a.evidence_project_id')
      .leftJoin('customer_journey_step as s', 's.id', 'a.journey_step_id')
      .leftJoin('customer_journey as j', 'j.id', 's.journey_id')
      .selectAll('a')
      .select([
        't.name as type_name',
        't.color as type_color',
        fullName('r').as('responsible_name'),
        'r.email as responsible_email',
        fullName('c').as('creator_name'),
        'c.email as creator_email',
        fullName('cb').as('closed_by_name'),
        'cb.email as closed_by_email',
        'p.name as project_name',
        'j.id as journey_id',
        'j.name as journey_name',
        's.name as step_name',
        (eb) =>
          eb
            .selectFrom('action_note as n')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('n.action_id', '=', 'a.id')
            .as('note_count'),
        (eb) =>
          eb
            .selectFrom('action_corrective as k')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('k.action_id', '=', 'a.id')
            .as('corrective_count'),
      ])
      .where('a.workspace_id', '=', workspaceId)
      .where('a.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ ...r, note_count: Number(r.note_count ?? 0), corrective_count: Number(r.corrective_count ?? 0) }));
  }

  /** Followers of the actions (callers checked the actions are the workspace's), by name. */
  async followers(actionIds: readonly string[]): Promise<FollowerRow[]> {
    if (actionIds.length === 0) return [];
    return this.db
      .selectFrom('action_follower as f')
      .innerJoin('app_user as u', 'u.id', 'f.user_id')
      .select(['f.action_id', 'u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email'])
      .where('f.action_id', 'in', [...actionIds])
      .orderBy('name')
      .orderBy('u.email')
      .execute();
  }

  async addFollowers(actionId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .insertInto('action_follower')
      .values(userIds.map((user_id) => ({ action_id: actionId, user_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async nameTaken(workspaceId: string, key: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('action')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name_key', '=', key)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(workspaceId: string, values: ActionValues): Promise<string> {
    const row = await this.db
      .insertInto('action')
      .values({ ...values, workspace_id: workspaceId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The optimistic lock: writes only over the version the caller read, and bumps it. False when the action moved on
   * (or is gone) meanwhile; then nothing was written.
   */
  async updateAtVersion(workspaceId: string, id: string, version: number, changes: ActionChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('action')
      .set({ ...changes, version: sql<number>`version + 1`, updated_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.db.deleteFrom('action').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }

  /** The step with its journey's name when it is a step of that journey of this workspace. */
  async journeyStep(
    workspaceId: string,
    journeyId: string,
    stepId: string,
  ): Promise<{ journeyName: string; stepName: string } | null> {
    const row = await this.db
      .selectFrom('customer_journey_step as s')
      .innerJoin('customer_journey as j', 'j.id', 's.journey_id')
      .select(['j.name as journeyName', 's.name as stepName'])
      .where('s.workspace_id', '=', workspaceId)
      .where('j.workspace_id', '=', workspaceId)
      .where('s.id', '=', stepId)
      .where('j.id', '=', journeyId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Whether the document is one of the analysis's (the analysis was checked to be the workspace's). */
  async documentInProject(workspaceId: string, projectId: string, documentId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_document')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', documentId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
