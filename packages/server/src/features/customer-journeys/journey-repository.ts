import { sql, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { JourneyStep } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import type { CustomerJourneyTable } from '../../platform/db/schema-customers.js';

export type JourneyRow = Selectable<CustomerJourneyTable> & { owner_name: string | null };
export interface StepRow {
  id: string;
  journey_id: string;
  position: number;
  name: string;
  conditions: JourneyStep['conditions'];
}
export type JourneyValues = Omit<Insertable<CustomerJourneyTable>, 'id' | 'workspace_id' | 'owner_id' | 'created_at'>;
/** A step to write: `id` null gets a new one. */
export interface StepValues {
  id: string | null;
  name: string;
  conditions: JourneyStep['conditions'];
}

/** Who reads: the session's workspace and user (personal journeys are their owner's only). */
export interface JourneyReader {
  workspaceId: string;
  userId: string;
}

/** SQL of customer journeys and their steps (docs/customer-journeys.md). */
export class JourneyRepository {
  constructor(private readonly db: Db) {}

  private visible(reader: JourneyReader) {
    return this.db
      .selectFrom('customer_journey as j')
      .leftJoin('app_user as u', 'u.id', 'j.owner_id')
      .selectAll('j')
      .select(sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('owner_name'))
      .where('j.workspace_id', '=', reader.workspaceId)
      .where((eb) => eb.or([eb('j.visibility', '=', 'WORKSPACE'), eb('j.owner_id', '=', reader.userId)]));
  }

  /** The journeys the reader sees; with `projectCode`, those having a step condition on that analysis. */
  async list(reader: JourneyReader, projectCode: string | null): Promise<JourneyRow[]> {
    return this.visible(reader)
      .$if(projectCode !== null, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('customer_journey_step as s')
              .select(sql`1`.as('one'))
              .whereRef('s.journey_id', '=', 'j.id')
              .where('s.workspace_id', '=', reader.workspaceId)
              .where(sql<SqlBool>`s.conditions @> ${JSON.stringify([{ projectCode }])}::jsonb`),
          ),
        ),
      )
      .orderBy('j.name_key')
      .execute();
  }

  async find(reader: JourneyReader, id: string): Promise<JourneyRow | null> {
    return (await this.visible(reader).where('j.id', '=', id).executeTakeFirst()) ?? null;
  }

  async steps(workspaceId: string, journeyIds: readonly string[]): Promise<StepRow[]> {
    if (journeyIds.length === 0) return [];
    return this.db
      .selectFrom('customer_journey_step')
      .select(['id', 'journey_id', 'position', 'name', 'conditions'])
      .where('workspace_id', '=', workspaceId)
      .where('journey_id', 'in', [...journeyIds])
      .orderBy('journey_id')
      .orderBy('position')
      .execute();
  }

  async nameTaken(workspaceId: string, key: string, exceptId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('customer_journey')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name_key', '=', key)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(workspaceId: string, ownerId: string, values: JourneyValues): Promise<string> {
    const row = await this.db
      .insertInto('customer_journey')
      .values({ ...values, workspace_id: workspaceId, owner_id: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(workspaceId: string, id: string, values: JourneyValues): Promise<void> {
    await this.db
      .updateTable('customer_journey')
      .set({ ...values, updated_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Replaces the steps: ids sent back that belong to this journey are kept (drill-down links stay valid), others
   * get new ids; steps no longer listed are deleted.
   */
  async writeSteps(workspaceId: string, journeyId: string, steps: readonly StepValues[]): Promise<void> {
    const existing = new Set(
      (
        await this.db
          .selectFrom('customer_journey_step')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('journey_id', '=', journeyId)
          .execute()
      ).map((r) => r.id),
    );
    const kept = steps.flatMap((s) => (s.id !== null && existing.has(s.id) ? [s.id] : []));
    await this.db
      .deleteFrom('customer_journey_step')
      .where('workspace_id', '=', workspaceId)
      .where('journey_id', '=', journeyId)
      .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
      .execute();
    for (const [position, s] of steps.entries()) {
      const values = { name: s.name, position, conditions: JSON.stringify(s.conditions) };
      if (s.id !== null && existing.has(s.id))
        await this.db
          .updateTable('customer_journey_step')
          .set(values)
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', s.id)
          .execute();
      else
        await this.db
          .insertInto('customer_journey_step')
          .values({ ...values, journey_id: journeyId, workspace_id: workspaceId })
          .execute();
    }
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.db.deleteFrom('customer_journey').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }
}
