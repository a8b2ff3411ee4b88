import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface DemoTarget {
  user: { id: string; email: string; userType: 'USER' | 'SYSTEM_ADMIN'; language: 'en' | 'tr' };
  workspace: { id: string; code: string; name: string; accountId: string; role: string };
}

/** The few reads the demo seed needs beyond the model services. */
export class DemoRepository {
  constructor(private readonly db: Db) {}

  /** The demo user's first workspace (the one seedDemo creates first, code "demo") and the user's role in it. */
  async firstWorkspace(email: string, workspaceCode: string): Promise<DemoTarget | null> {
    const row = await this.members().where('u.email', '=', email).where('w.code', '=', workspaceCode).executeTakeFirst();
    return row ? targetOf(row) : null;
  }

  /** A member and one of their workspaces by ids (the home's sample data acts as the user who asked for it). */
  async member(userId: string, workspaceId: string): Promise<DemoTarget | null> {
    const row = await this.members().where('u.id', '=', userId).where('w.id', '=', workspaceId).executeTakeFirst();
    return row ? targetOf(row) : null;
  }

  private members() {
    return this.db
      .selectFrom('app_user as u')
      .innerJoin('workspace_member as m', 'm.user_id', 'u.id')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .select([
        'u.id as userId',
        'u.email',
        'u.user_type as userType',
        'u.language',
        'w.id as workspaceId',
        'w.code',
        'w.name',
        'w.account_id as accountId',
        'm.role',
      ]);
  }

  async modelIdByCode(workspaceId: string, code: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('model')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async projectIdByCode(workspaceId: string, code: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('project')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Names the NPS and CSAT attributes in the analysis's settings. The projects area does not expose its settings
   * service to the seed, so the seed writes the two keys itself, keeping every other setting as stored.
   */
  async setScoreFields(projectId: string, npsField: string, csatField: string): Promise<void> {
    const row = await this.db.selectFrom('project').select('settings').where('id', '=', projectId).executeTakeFirstOrThrow();
    const current = row.settings !== null && typeof row.settings === 'object' && !Array.isArray(row.settings) ? row.settings : {};
    await this.db
      .updateTable('project')
      .set({ settings: JSON.stringify({ ...current, npsField, csatField }) })
      .where('id', '=', projectId)
      .execute();
  }

  /**
   * Declares attributes of a new, still empty analysis as dimensions (project-rollups/dimensions): with no document
   * to backfill they are READY at once, and the triggers count the documents as they arrive.
   */
  async declareEmptyDimensions(projectId: string, codes: readonly string[]): Promise<void> {
    await sql`insert into project_dimension (project_id, workspace_id, code, state)
      select p.id, p.workspace_id, c, 'READY' from project p, unnest(${[...codes]}::text[]) as c
      where p.id = ${projectId} and not exists (select 1 from project_document d where d.project_id = p.id)
      on conflict do nothing`.execute(this.db);
  }
}

function targetOf(row: {
  userId: string;
  email: string;
  userType: string;
  language: string;
  workspaceId: string;
  code: string;
  name: string;
  accountId: string;
  role: string;
}): DemoTarget {
  return {
    user: {
      id: row.userId,
      email: row.email,
      userType: row.userType === 'SYSTEM_ADMIN' ? 'SYSTEM_ADMIN' : 'USER',
      language: row.language === 'tr' ? 'tr' : 'en',
    },
    workspace: { id: row.workspaceId, code: row.code, name: row.name, accountId: row.accountId, role: row.role },
  };
}
