import type {
  ContentGroup,
  contentGroupSaveBody,
  contentGroupTransformBody,
  contentGroupTransformResponse,
  Page,
  ProjectDocument,
  virtualTransactionsBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { Catalogue, CatalogueModel } from '../project-documents/catalogue.js';
import type { FeedbackRepository } from '../project-documents/feedback-repository.js';
import { presentDocument } from '../project-documents/presenter.js';
import { buildSearchFilter } from '../project-documents/search-filter.js';
import type { DocumentReads } from '../project-documents/reads.js';
import type { SearchService } from '../project-documents/search-service.js';
import type { ContentGroupRepository, GroupKey } from './content-group-repository.js';
import { presentContentGroup } from './presenter.js';
import type { VirtualCategoryRepository } from './virtual-category-repository.js';
import type { VirtualCategoryService } from './virtual-category-service.js';

type SaveBody = z.output<typeof contentGroupSaveBody>;
type TransactionsBody = z.output<typeof virtualTransactionsBody>;
type TransformBody = z.output<typeof contentGroupTransformBody>;
type TransformResult = z.infer<typeof contentGroupTransformResponse>;

/** What content groups write through, on one transaction: their own rows, or the model's training data. */
export interface ContentGroupWrites {
  groups: ContentGroupRepository;
  feedback: FeedbackRepository;
}

/** A group saved from a search takes at most this many of its documents (the newest). */
const SEARCH_LIMIT = 5000;

interface Group {
  cat: Catalogue;
  model: CatalogueModel;
  key: GroupKey;
}

/**
 * Content groups: documents a user collects for one category of one model, reviewed together and then turned into
 * that model's training data (through the feedback path of project-documents) or into a virtual category.
 */
export class ContentGroupService {
  constructor(
    private readonly repo: ContentGroupRepository,
    private readonly transaction: TransactionPort<ContentGroupWrites>,
    private readonly virtualRepo: VirtualCategoryRepository,
    private readonly reads: DocumentReads,
    private readonly search: SearchService,
    private readonly virtual: VirtualCategoryService,
  ) {}

  async documents(
    scope: ProjectScope,
    code: string,
    modelCode: string,
    categoryId: string,
    paging: { page: number; size: number },
  ): Promise<{ group: ContentGroup; documents: Page<ProjectDocument> }> {
    const g = await this.group(scope, code, modelCode, categoryId);
    const [group, rows] = await Promise.all([this.summary(g), this.repo.page(g.key, paging.page, paging.size)]);
    const h = await this.reads.hydrate(g.cat.project.workspace_id, rows);
    return {
      group,
      documents: {
        content: rows.map((r) => presentDocument(r, g.cat, h)),
        page: paging.page,
        size: paging.size,
        total: group.documentCount,
      },
    };
  }

  /** Replaces the group's documents: the ids given, or when none are, the newest 5,000 documents of `search`. */
  async save(scope: ProjectScope, code: string, modelCode: string, categoryId: string, body: SaveBody): Promise<ContentGroup> {
    const g = await this.group(scope, code, modelCode, categoryId);
    let ids: string[] = body.documentIds;
    if (ids.length > 0) await this.requireDocuments(g, ids);
    else if (body.search) ids = await this.repo.searchIds(buildSearchFilter(body.search, g.cat.searchContext), SEARCH_LIMIT);
    if (ids.length === 0) throw errors.badRequest('CONTENT_GROUP_EMPTY', 'documentIds');
    await this.transaction(async ({ groups }) => {
      await groups.clear(g.key);
      await groups.add(g.key, ids, scope.userId);
    });
    return this.summary(g);
  }

  async transactions(
    scope: ProjectScope,
    code: string,
    modelCode: string,
    categoryId: string,
    body: TransactionsBody,
  ): Promise<ContentGroup> {
    const g = await this.group(scope, code, modelCode, categoryId);
    await this.requireDocuments(g, body.add);
    await this.transaction(async ({ groups }) => {
      await groups.add(g.key, body.add, scope.userId);
      await groups.remove(g.key, body.remove);
    });
    return this.summary(g);
  }

  /**
   * TRAINING_DATA: every document's content becomes a training document of the model labelled with the group's
   * category, awaiting approval like any feedback. VIRTUAL_CATEGORY: a new virtual category holding exactly the
   * group's documents (creating one is a manager's call, as saving one is). The group itself stays as it is.
   */
  async transform(
    scope: ProjectScope,
    code: string,
    modelCode: string,
    categoryId: string,
    body: TransformBody,
  ): Promise<TransformResult> {
    const g = await this.group(scope, code, modelCode, categoryId);
    const docs = await this.repo.all(g.key);
    if (docs.length === 0) throw errors.badRequest('CONTENT_GROUP_EMPTY');
    if (body.target === 'VIRTUAL_CATEGORY') {
      if (!scope.permissions.includes('PROJECT/MANAGE')) throw errors.permissionDenied();
      // The contract requires the name for this target.
      if (body.name === undefined) throw errors.badRequest('FIELD_REQUIRED', 'name');
      const created = await this.virtual.createFromDocuments(
        scope,
        g.cat.project,
        body.name,
        docs.map((d) => d.id),
      );
      return { target: 'VIRTUAL_CATEGORY', id: created.id, affected: docs.length };
    }
    await this.transaction(({ feedback }) =>
      feedback.toTrainingData(
        g.cat.project,
        g.model,
        docs.map((d) => ({ ...d, labelIds: [categoryId] })),
      ),
    );
    return { target: 'TRAINING_DATA', id: g.model.code, affected: docs.length };
  }

  /** The analysis, one of its models (404 ANALYSIS_MODEL_NOT_FOUND) and one of that model's labels (404 CATEGORY_NOT_FOUND). */
  private async group(scope: ProjectScope, code: string, modelCode: string, categoryId: string): Promise<Group> {
    const cat = await this.search.catalogue(scope, code);
    const model = cat.byCode.get(modelCode);
    if (!model) throw errors.notFound('ANALYSIS_MODEL_NOT_FOUND');
    if (!model.labelIds.has(categoryId)) throw errors.notFound('CATEGORY_NOT_FOUND');
    return { cat, model, key: { project: cat.project, modelId: model.id, categoryId } };
  }

  private async summary(g: Group): Promise<ContentGroup> {
    return presentContentGroup(g.model, g.key.categoryId, await this.repo.summary(g.key));
  }

  private async requireDocuments(g: Group, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.virtualRepo.documentsOf(g.cat.project, ids);
    if (ids.some((id) => !found.has(id))) throw errors.badRequest('DOCUMENT_NOT_FOUND', 'documentIds');
  }
}
