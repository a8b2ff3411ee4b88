import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface CorrectiveRow {
  id: string;
  kind: string;
  text: string;
  realised_by: string | null;
  realised_by_name: string | null;
  realised_by_email: string | null;
  realised_at: Date | null;
  created_by: string | null;
  created_by_name: string | null;
  created_by_email: string | null;
  created_at: Date;
}

export interface NewCorrective {
  actionId: string;
  kind: string;
  text: string;
  realisedBy: string | null;
  realisedAt: Date | null;
  createdBy: string;
}

/** Corrective and regulator actions of an action (docs/actions.md); callers scope by the checked action. */
export class CorrectiveRepository {
  constructor(private readonly db: Db) {}

  /** Oldest first, in the order they were recorded. */
  async list(actionId: string): Promise<CorrectiveRow[]> {
    return this.select().where('c.action_id', '=', actionId).orderBy('c.created_at').orderBy('c.id').execute();
  }

  async byId(actionId: string, id: string): Promise<CorrectiveRow | undefined> {
    return this.select().where('c.action_id', '=', actionId).where('c.id', '=', id).executeTakeFirst();
  }

  async add(c: NewCorrective): Promise<string> {
    const row = await this.db
      .insertInto('action_corrective')
      .values({
        action_id: c.actionId,
        kind: c.kind,
        text: c.text,
        realised_by: c.realisedBy,
        realised_at: c.realisedAt,
        created_by: c.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private select() {
    return this.db
      .selectFrom('action_corrective as c')
      .leftJoin('app_user as r', 'r.id', 'c.realised_by')
      .leftJoin('app_user as w', 'w.id', 'c.created_by')
      .select([
        'c.id',
        'c.kind',
        'c.text',
        'c.realised_by',
        sql<string | null>`trim(r.full_name || ' ' || r.last_name)`.as('realised_by_name'),
        'r.email as realised_by_email',
        'c.realised_at',
        'c.created_by',
        sql<string | null>`trim(w.full_name || ' ' || w.last_name)`.as('created_by_name'),
        'w.email as created_by_email',
        'c.created_at',
      ]);
  }
}
