import { isManager, nameKey, type Bookmark, type bookmarkBody } from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { normaliseBookmarkQuery } from './bookmark-query.js';
import type { BookmarkRepository, BookmarkRow, BookmarkValues } from './bookmark-repository.js';
import { presentBookmark } from './presenter.js';

type BookmarkBody = z.output<typeof bookmarkBody>;

/** Project-wide quick filters are the managers' (admins hold the manager permission too). */
export const managesProject = (scope: ProjectScope): boolean => isManager({ workspaces: [{ permissions: scope.permissions }] });

/**
 * Quick filters (bookmarks): a named filter state of the data tab, personal (USER) or offered to everyone in the
 * analysis (PROJECT, made and changed by managers only). Each user has at most one default among the ones they see.
 */
export class BookmarkService {
  constructor(
    private readonly repo: BookmarkRepository,
    private readonly transaction: TransactionPort<BookmarkRepository>,
    private readonly access: ProjectAccess,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<Bookmark[]> {
    const project = await this.access.require(scope, code);
    const [rows, defaultId] = await Promise.all([
      this.repo.visible(project, scope.userId),
      this.repo.defaultOf(project, scope.userId),
    ]);
    return rows.map((r) => presentBookmark(r, defaultId));
  }

  async create(scope: ProjectScope, code: string, body: BookmarkBody): Promise<Bookmark> {
    const project = await this.access.require(scope, code);
    if (body.scope === 'PROJECT' && !managesProject(scope)) throw errors.permissionDenied();
    const values = this.values(scope, body);
    return this.write(project, scope, values, body.isDefault, null);
  }

  /**
   * Saves the body over a bookmark. Someone who may not change a project-wide one can still make it (or stop it
   * being) their default, as long as the rest of the body is what is stored.
   */
  async update(scope: ProjectScope, code: string, id: string, body: BookmarkBody): Promise<Bookmark> {
    const project = await this.access.require(scope, code);
    const row = await this.visibleRow(project, scope, id);
    const values = this.values(scope, body);
    if (row.scope === 'PROJECT' && !managesProject(scope)) {
      const same = row.name === values.name && row.include_date === values.includeDate && row.query === values.query;
      if (!same || values.scope !== 'PROJECT') throw errors.permissionDenied();
      await this.repo.setDefault(project, scope.userId, row.id, body.isDefault);
      return presentBookmark(row, body.isDefault ? row.id : await this.repo.defaultOf(project, scope.userId));
    }
    if (values.scope === 'PROJECT' && !managesProject(scope)) throw errors.permissionDenied();
    // A project-wide bookmark keeps the manager who made it as its owner when another manager edits it.
    const owner = row.scope === values.scope && row.owner_id ? row.owner_id : scope.userId;
    return this.write(project, scope, { ...values, ownerId: owner }, body.isDefault, row.id);
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    const row = await this.visibleRow(project, scope, id);
    if (row.scope === 'PROJECT' && !managesProject(scope)) throw errors.permissionDenied();
    await this.repo.delete(project, row.id);
  }

  /** A bookmark the caller sees: project-wide, or their own; another user's personal one answers like a missing one. */
  private async visibleRow(project: ProjectRow, scope: ProjectScope, id: string): Promise<BookmarkRow> {
    const row = await this.repo.find(project, id);
    if (!row || (row.scope !== 'PROJECT' && row.owner_id !== scope.userId)) throw errors.notFound('BOOKMARK_NOT_FOUND');
    return row;
  }

  private values(scope: ProjectScope, body: BookmarkBody): BookmarkValues {
    return {
      name: body.name,
      nameKey: nameKey(body.name),
      scope: body.scope,
      ownerId: scope.userId,
      includeDate: body.includeDate,
      query: normaliseBookmarkQuery(body.query, body.includeDate),
    };
  }

  private async write(
    project: ProjectRow,
    scope: ProjectScope,
    values: BookmarkValues,
    isDefault: boolean,
    id: string | null,
  ): Promise<Bookmark> {
    return this.transaction(async (repo) => {
      if (await repo.nameTaken(project, values, id)) throw errors.conflict('BOOKMARK_NAME_TAKEN', 'name');
      const row = id === null ? await repo.insert(project, values) : await repo.update(project, id, values);
      await repo.setDefault(project, scope.userId, row.id, isDefault);
      return presentBookmark(row, isDefault ? row.id : await repo.defaultOf(project, scope.userId));
    });
  }
}
