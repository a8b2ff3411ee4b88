import { restrictionSql } from '../restrictions/repository.js';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { viewerRulesOf, type ProjectRow } from './project-access.js';
import type { ProjectViewer } from './repository.js';
import { AliasRepository } from '../aliases/alias-repository.js';

/** How many opened analyses a user's "recent" list keeps. */
export const RECENT_LIMIT = 5;

/** SQL of the side lists of the analysis list: recent, tags, users, workspaces, and what detail views count. */
/** Attribute value counts stop here (see `attributeValueCounts`). */
export const valueCountCap = 1000;

export class ProjectListsRepository {
  constructor(private readonly db: Db) {}

  /** Records that the user opened the analysis and keeps only their newest RECENT_LIMIT opens. */
  async recordOpen(userId: string, projectId: string): Promise<void> {
    await this.db
      .insertInto('project_recent')
      .values({ user_id: userId, project_id: projectId })
      .onConflict((oc) => oc.columns(['user_id', 'project_id']).doUpdateSet({ opened_at: sql<Date>`now()` }))
      .execute();
    await this.db
      .deleteFrom('project_recent')
      .where('user_id', '=', userId)
      .where(
        'project_id',
        'not in',
        this.db
          .selectFrom('project_recent')
          .select('project_id')
          .where('user_id', '=', userId)
          .orderBy('opened_at', 'desc')
          .limit(RECENT_LIMIT),
      )
      .execute();
  }

  /** The user's recently opened analyses of this workspace, newest first, that they may still see. */
  async recent(viewer: ProjectViewer): Promise<ProjectRow[]> {
    let q = this.db
      .selectFrom('project_recent as r')
      .innerJoin('project as p', 'p.id', 'r.project_id')
      .selectAll('p')
      .where('r.user_id', '=', viewer.userId)
      .where('p.workspace_id', '=', viewer.workspaceId)
      .where('p.status', '=', 'ACTIVE');
    if (!viewer.seesPrivate)
      q = q.where((eb) => eb.or([eb('p.visibility', '<>', 'PRIVATE'), eb('p.owner_id', '=', viewer.userId)]));
    return q.orderBy('r.opened_at', 'desc').limit(RECENT_LIMIT).execute();
  }

  async tags(workspaceId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project as p')
      .select(sql<string>`jsonb_array_elements_text(p.tags)`.as('tag'))
      .where('p.workspace_id', '=', workspaceId)
      .where('p.status', '=', 'ACTIVE')
      .execute();
    return [...new Set(rows.map((r) => r.tag))].sort((a, b) => a.localeCompare(b));
  }

  async members(workspaceId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('workspace_member as wm')
      .innerJoin('app_user as u', 'u.id', 'wm.user_id')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name')])
      .where('wm.workspace_id', '=', workspaceId)
      .orderBy('name')
      .execute();
  }

  /** The user's workspaces with their role (a custom role's permissions too) and how many finished analyses each holds. */
  async memberships(userId: string): Promise<
    {
      id: string;
      name: string;
      account_id: string;
      role: string;
      custom_permissions: string[] | null;
      project_count: number;
    }[]
  > {
    return this.db
      .selectFrom('workspace_member as wm')
      .innerJoin('workspace as w', 'w.id', 'wm.workspace_id')
      .leftJoin('account_role as ar', 'ar.id', 'wm.role_id')
      .select((eb) => [
        'w.id',
        'w.name',
        'w.account_id',
        'wm.role',
        'ar.permissions as custom_permissions',
        eb
          .selectFrom('project as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.workspace_id', '=', 'w.id')
          .where('p.status', '=', 'ACTIVE')
          .as('project_count'),
      ])
      .where('wm.user_id', '=', userId)
      .orderBy('w.name')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, project_count: r.project_count ?? 0 })));
  }

  /**
   * Per attribute code, the analysis's documents (not trashed) holding a value for it, counted up to
   * `valueCountCap`: the settings only need to know whether (and roughly how much) a type change would touch, and an
   * uncapped count would scan every document of a large analysis on each page load. `?` uses the attributes GIN index.
   */
  async attributeValueCounts(project: ProjectRow, codes: readonly string[]): Promise<Map<string, number>> {
    const rules = viewerRulesOf(project);
    const counts = await Promise.all(
      codes.map(async (code) => {
        const row = await this.db
          .selectFrom((eb) =>
            eb
              .selectFrom('project_document')
              .select(sql<number>`1`.as('one'))
              .where('workspace_id', '=', project.workspace_id)
              .where('project_id', '=', project.id)
              .where('trashed_at', 'is', null)
              .where(sql<boolean>`attributes ? ${code}`)
              .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules)))
              .limit(valueCountCap)
              .as('holding'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        return [code, Number(row?.n ?? 0)] as const;
      }),
    );
    return new Map(counts);
  }

  /** The analysis's aliases, for names shown in the user's language (docs/aliases.md). */
  aliases(project: Pick<ProjectRow, 'id' | 'workspace_id'>) {
    return new AliasRepository(this.db).forProject(project);
  }

  async attributes(project: Pick<ProjectRow, 'id' | 'workspace_id'>) {
    return this.db
      .selectFrom('project_attribute')
      .select(['code', 'name', 'type'])
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
  }

  async versionNames(workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('model_version')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * Per category of the analysis, its non-trashed documents carrying it (filter sidebar counts); a restricted
   * viewer's (docs/data-restrictions.md) count their documents only.
   */
  async categoryCounts(project: ProjectRow): Promise<Map<string, number>> {
    const rules = viewerRulesOf(project);
    const rows = await this.db
      .selectFrom('project_document_category as c')
      .innerJoin('project_document as d', 'd.id', 'c.document_id')
      .select(['c.model_id', 'c.category_id', sql<number>`count(distinct c.document_id)::int`.as('n')])
      .where('c.project_id', '=', project.id)
      .where('d.workspace_id', '=', project.workspace_id)
      .where('d.trashed_at', 'is', null)
      .$if(rules.length > 0, (q) => q.where(() => restrictionSql(rules, 'd')))
      .groupBy(['c.model_id', 'c.category_id'])
      .execute();
    return new Map(rows.map((r) => [`${r.model_id}/${r.category_id}`, r.n]));
  }
}
