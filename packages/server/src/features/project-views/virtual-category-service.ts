import { mayRemove, nameKey, type VirtualCategory, type virtualCategoryBody, type virtualTransactionsBody } from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import { viewerRulesOf, type ProjectAccess, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import type { SearchService } from '../project-documents/search-service.js';
import { buildSearchFilter, type VirtualFilter } from '../project-documents/search-filter.js';
import { virtualFilterIsEmpty, virtualFilterRequest } from '../project-documents/virtual-filter.js';
import { presentVirtualCategory } from './presenter.js';
import type { VirtualCategoryRepository, VirtualCategoryRow } from './virtual-category-repository.js';

type VirtualBody = z.output<typeof virtualCategoryBody>;
type TransactionsBody = z.output<typeof virtualTransactionsBody>;

const NO_FILTER: VirtualFilter = { query: '', fieldQueries: [], categoryQueries: [] };
/**
 * Virtual categories: saved queries that filter and count like a category (the search reads them through the
 * catalogue, project-documents/search-filter.ts), with documents put in or taken out by hand.
 */
export class VirtualCategoryService {
  constructor(
    private readonly repo: VirtualCategoryRepository,
    private readonly transaction: TransactionPort<VirtualCategoryRepository>,
    private readonly access: ProjectAccess,
    private readonly search: SearchService,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<VirtualCategory[]> {
    const project = await this.access.require(scope, code);
    const rows = await this.repo.list(project);
    // Explicit counts are over every document: a restricted viewer (docs/data-restrictions.md) is shown none.
    const counts =
      viewerRulesOf(project).length > 0
        ? new Map<string, { included: number; excluded: number }>()
        : await this.repo.explicitCounts(rows.map((r) => r.id));
    return rows.map((r) => presentVirtualCategory(r, counts.get(r.id)));
  }

  /**
   * Creates or updates one. The filter must select something by itself (a query of at least 3 characters, or a
   * field or category filter), must not name another virtual category, and must build as a search would (unknown
   * attributes, models or too short a query are refused the way the search refuses them).
   */
  async save(scope: ProjectScope, code: string, body: VirtualBody): Promise<VirtualCategory> {
    const cat = await this.search.catalogue(scope, code);
    const filter: VirtualFilter = { ...body.filter, query: body.filter.query.trim() };
    if (filter.categoryQueries.some((q) => q.ids.some((id) => id.virtual)))
      throw errors.badRequest('VIRTUAL_CATEGORY_NESTED', 'filter.categoryQueries');
    if (virtualFilterIsEmpty(filter) || (filter.query !== '' && [...filter.query].length < 3 && onlyQuery(filter)))
      throw errors.badRequest('VIRTUAL_CATEGORY_FILTER_EMPTY', 'filter');
    buildSearchFilter(virtualFilterRequest(filter), cat.searchContext);
    const values = { name: body.name, nameKey: nameKey(body.name), color: body.color, filter };
    const project = cat.project;
    const row = await this.guardName(() =>
      this.transaction(async (repo) => {
        if (body.id !== undefined && !(await repo.find(project, body.id))) throw errors.notFound('VIRTUAL_CATEGORY_NOT_FOUND');
        if (await repo.nameTaken(project, values.nameKey, body.id ?? null))
          throw errors.conflict('VIRTUAL_CATEGORY_NAME_TAKEN', 'name');
        return body.id === undefined
          ? repo.insert(project, { ...values, createdBy: scope.userId })
          : repo.update(project, body.id, values);
      }),
    );
    return this.present(row);
  }

  /**
   * A virtual category made of exactly these documents (a content group's transform): it is created with an
   * empty filter, which `save` refuses, because its documents are all explicit; an empty filter matches nothing.
   */
  async createFromDocuments(
    scope: ProjectScope,
    project: ProjectRow,
    name: string,
    documentIds: readonly string[],
  ): Promise<VirtualCategory> {
    const row = await this.guardName(() =>
      this.transaction(async (repo) => {
        const key = nameKey(name);
        if (await repo.nameTaken(project, key, null)) throw errors.conflict('VIRTUAL_CATEGORY_NAME_TAKEN', 'name');
        const created = await repo.insert(project, {
          name,
          nameKey: key,
          color: '#722ED1',
          filter: NO_FILTER,
          createdBy: scope.userId,
        });
        await repo.mark(created.id, documentIds, true);
        return created;
      }),
    );
    return this.present(row);
  }

  /** Adds (included) or removes (excluded) documents of the analysis; an id of anything else is 400 DOCUMENT_NOT_FOUND. */
  async transactions(scope: ProjectScope, code: string, id: string, body: TransactionsBody): Promise<VirtualCategory> {
    const project = await this.access.require(scope, code);
    const row = await this.repo.find(project, id);
    if (!row) throw errors.notFound('VIRTUAL_CATEGORY_NOT_FOUND');
    const wanted = [...body.add, ...body.remove];
    const found = await this.repo.documentsOf(project, wanted);
    if (wanted.some((d) => !found.has(d))) throw errors.badRequest('DOCUMENT_NOT_FOUND', 'documentIds');
    await this.transaction(async (repo) => {
      await repo.mark(row.id, body.add, true);
      // Removing wins over adding the same document in one call.
      await repo.mark(row.id, body.remove, false);
      await repo.touch(row.id);
    });
    return this.present((await this.repo.find(project, id)) ?? row);
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    const row = await this.repo.find(project, id);
    if (!row) throw errors.notFound('VIRTUAL_CATEGORY_NOT_FOUND');
    // Its document assignments go with it: its creator's, the analysis owner's or a manager's call.
    if (!mayRemove(scope.permissions, scope.userId, row.created_by) && project.owner_id !== scope.userId)
      throw errors.permissionDenied();
    if (!(await this.repo.delete(project, id))) throw errors.notFound('VIRTUAL_CATEGORY_NOT_FOUND');
  }

  private async present(row: VirtualCategoryRow): Promise<VirtualCategory> {
    const counts = await this.repo.explicitCounts([row.id]);
    return presentVirtualCategory(row, counts.get(row.id));
  }

  /** Two saves racing past the name check meet the unique index; answer them like the check would. */
  private async guardName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('VIRTUAL_CATEGORY_NAME_TAKEN', 'name');
      throw e;
    }
  }
}

const onlyQuery = (f: VirtualFilter): boolean => virtualFilterIsEmpty({ ...f, query: '' });
