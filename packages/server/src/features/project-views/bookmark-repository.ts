import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectBookmarkTable } from '../../platform/db/schema-dashboards.js';
import type { ProjectRow } from '../projects/project-access.js';

export type BookmarkRow = Selectable<ProjectBookmarkTable>;
export type BookmarkScope = 'USER' | 'PROJECT';

export interface BookmarkValues {
  name: string;
  nameKey: string;
  scope: BookmarkScope;
  ownerId: string;
  includeDate: boolean;
  query: string;
}

/** SQL of the quick filters: the bookmark rows and each user's one default per analysis. */
export class BookmarkRepository {
  constructor(private readonly db: Db) {}

  /** The analysis's project-wide bookmarks and the user's own, by name. */
  visible(project: ProjectRow, userId: string): Promise<BookmarkRow[]> {
    return this.db
      .selectFrom('project_bookmark')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where((eb) => eb.or([eb('scope', '=', 'PROJECT'), eb.and([eb('scope', '=', 'USER'), eb('owner_id', '=', userId)])]))
      .orderBy('name_key')
      .execute();
  }

  async find(project: ProjectRow, id: string): Promise<BookmarkRow | null> {
    const row = await this.db
      .selectFrom('project_bookmark')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Whether another bookmark of the same owner (USER) or of the analysis (PROJECT) has this name key. */
  async nameTaken(
    project: ProjectRow,
    v: Pick<BookmarkValues, 'nameKey' | 'scope' | 'ownerId'>,
    exceptId: string | null,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_bookmark')
      .select('id')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('name_key', '=', v.nameKey)
      .where('scope', '=', v.scope)
      .$if(v.scope === 'USER', (q) => q.where('owner_id', '=', v.ownerId))
      .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(project: ProjectRow, v: BookmarkValues): Promise<BookmarkRow> {
    return this.db
      .insertInto('project_bookmark')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        name: v.name,
        name_key: v.nameKey,
        scope: v.scope,
        owner_id: v.ownerId,
        include_date: v.includeDate,
        query: v.query,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(project: ProjectRow, id: string, v: BookmarkValues): Promise<BookmarkRow> {
    return this.db
      .updateTable('project_bookmark')
      .set({
        name: v.name,
        name_key: v.nameKey,
        scope: v.scope,
        owner_id: v.ownerId,
        include_date: v.includeDate,
        query: v.query,
        updated_at: new Date(),
      })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(project: ProjectRow, id: string): Promise<void> {
    await this.db
      .deleteFrom('project_bookmark')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .execute();
  }

  /** The user's default bookmark id in the analysis, or null. */
  async defaultOf(project: ProjectRow, userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('project_bookmark_default')
      .select('bookmark_id')
      .where('project_id', '=', project.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.bookmark_id ?? null;
  }

  /** Makes `bookmarkId` the user's only default, or (false) clears the default when it was this bookmark. */
  async setDefault(project: ProjectRow, userId: string, bookmarkId: string, on: boolean): Promise<void> {
    if (on) {
      await this.db
        .insertInto('project_bookmark_default')
        .values({ project_id: project.id, user_id: userId, bookmark_id: bookmarkId })
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ bookmark_id: bookmarkId }))
        .execute();
      return;
    }
    await this.db
      .deleteFrom('project_bookmark_default')
      .where('project_id', '=', project.id)
      .where('user_id', '=', userId)
      .where('bookmark_id', '=', bookmarkId)
      .execute();
  }
}
