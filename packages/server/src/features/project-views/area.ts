import { endpoints } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectDocumentsServices } from '../project-documents/area.js';
import { FeedbackRepository } from '../project-documents/feedback-repository.js';
import { documentReads } from '../project-documents/reads.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { BookmarkRepository } from './bookmark-repository.js';
import { BookmarkService } from './bookmark-service.js';
import { ContentGroupRepository } from './content-group-repository.js';
import { ContentGroupService } from './content-group-service.js';
import { VirtualCategoryRepository } from './virtual-category-repository.js';
import { VirtualCategoryService } from './virtual-category-service.js';

export interface ProjectViewsServices {
  bookmarks: BookmarkService;
  virtualCategories: VirtualCategoryService;
  contentGroups: ContentGroupService;
}

const ok = { ok: true as const };

/** Saved views of an analysis's documents: quick filters, virtual categories, content groups. */
export function projectViewsArea(
  deps: ProjectAreaDeps,
  uses: { documents: ProjectDocumentsServices },
): { routes: RouteDef[]; services: ProjectViewsServices } {
  const { db } = deps;
  const bookmarks = new BookmarkService(
    new BookmarkRepository(db),
    transactionPort(db, (tx) => new BookmarkRepository(tx)),
    deps.access,
  );
  const virtualRepo = new VirtualCategoryRepository(db);
  const virtualCategories = new VirtualCategoryService(
    virtualRepo,
    transactionPort(db, (tx) => new VirtualCategoryRepository(tx)),
    deps.access,
    uses.documents.search,
  );
  const contentGroups = new ContentGroupService(
    new ContentGroupRepository(db),
    transactionPort(db, (tx) => ({ groups: new ContentGroupRepository(tx), feedback: new FeedbackRepository(tx) })),
    virtualRepo,
    documentReads(db, deps.access),
    uses.documents.search,
    virtualCategories,
  );
  const group = (p: { code: string; model: string; category: string }) => [p.code, p.model, p.category] as const;

  return {
    routes: [
      route(endpoints.bookmarkList, ({ auth, params }) => bookmarks.list(s(auth), params.code)),
      route(endpoints.bookmarkCreate, ({ auth, params, body }) => bookmarks.create(s(auth), params.code, body)),
      route(endpoints.bookmarkUpdate, ({ auth, params, body }) => bookmarks.update(s(auth), params.code, params.id, body)),
      route(endpoints.bookmarkDelete, async ({ auth, params }) => {
        await bookmarks.delete(s(auth), params.code, params.id);
        return ok;
      }),
      route(endpoints.virtualCategoryList, ({ auth, params }) => virtualCategories.list(s(auth), params.code)),
      route(endpoints.virtualCategorySave, ({ auth, params, body }) => virtualCategories.save(s(auth), params.code, body)),
      route(endpoints.virtualCategoryTransactions, ({ auth, params, body }) =>
        virtualCategories.transactions(s(auth), params.code, params.id, body),
      ),
      route(endpoints.virtualCategoryDelete, async ({ auth, query }) => {
        await virtualCategories.delete(s(auth), query.projectCode, query.virtualCategoryId);
        return ok;
      }),
      route(endpoints.contentGroupDocuments, ({ auth, params, body }) =>
        contentGroups.documents(s(auth), ...group(params), body),
      ),
      route(endpoints.contentGroupSave, ({ auth, params, body }) => contentGroups.save(s(auth), ...group(params), body)),
      route(endpoints.contentGroupTransactions, ({ auth, params, body }) =>
        contentGroups.transactions(s(auth), ...group(params), body),
      ),
      route(endpoints.contentGroupTransform, ({ auth, params, body }) =>
        contentGroups.transform(s(auth), ...group(params), body),
      ),
    ],
    services: { bookmarks, virtualCategories, contentGroups },
  };
}
