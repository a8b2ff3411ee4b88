import { nameKey, type AssistantSuggestion, type ModelCategory, type Page, type suggestionsQuery } from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { CategoryService } from '../models/category-service.js';
import type { DocumentService as ModelDocuments } from '../models/document-service.js';
import type { DocumentService as ProjectDocuments } from '../project-documents/document-service.js';
import type { ProjectAccess } from '../projects/project-access.js';
import type { ModelOwner, Owner, Owners, ProjectOwner } from './owners.js';
import { presentSuggestion } from './presenter.js';
import type { AssistantRepository, SuggestionRow } from './repository.js';

export type SuggestionsQuery = z.output<typeof suggestionsQuery>;

/** The existing labelling paths a confirmation goes through, so audit, status and counts are a user's mark. */
export interface LabellingPaths {
  access: ProjectAccess;
  projectDocuments: () => Pick<ProjectDocuments, 'mark'>;
  modelDocuments: () => Pick<ModelDocuments, 'mark'>;
  categories: () => Pick<CategoryService, 'create' | 'tree'>;
}

const findByName = (tree: readonly ModelCategory[], name: string): ModelCategory | undefined => {
  const key = nameKey(name);
  return tree.find((c) => nameKey(c.name) === key);
};

/**
 * Review of an assistant's suggestions (docs/assistants.md "Suggestions, not labels"): a confirmation adds the label
 * through the documents' own marking (never removing one a person gave), a rejection leaves the document as it is.
 */
export class AssistantSuggestions {
  constructor(
    private readonly repo: AssistantRepository,
    private readonly owners: Owners,
    private readonly paths: LabellingPaths,
  ) {}

  async list(owner: Owner, query: SuggestionsQuery): Promise<Page<AssistantSuggestion>> {
    const assistant = await this.owners.assistant(owner);
    const { rows, total } = await this.repo.suggestions(assistant, query);
    return {
      content: rows.map((r) => presentSuggestion(r, r.document_text)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async confirm(owner: Owner, id: string): Promise<AssistantSuggestion> {
    const row = await this.pending(owner, id);
    if (owner.kind === 'PROJECT') await this.confirmInProject(owner, row);
    else await this.confirmInModel(owner, row);
    return this.decide(owner, row, 'CONFIRMED');
  }

  async reject(owner: Owner, id: string): Promise<AssistantSuggestion> {
    return this.decide(owner, await this.pending(owner, id), 'REJECTED');
  }

  private async pending(owner: Owner, id: string): Promise<SuggestionRow> {
    const assistant = await this.owners.assistant(owner);
    const row = await this.repo.suggestion(owner.workspaceId, assistant.id, id);
    if (!row) throw errors.notFound('ASSISTANT_SUGGESTION_NOT_FOUND');
    if (row.status !== 'PENDING') throw errors.conflict('ASSISTANT_SUGGESTION_DECIDED');
    return row;
  }

  private async decide(owner: Owner, row: SuggestionRow, status: 'CONFIRMED' | 'REJECTED'): Promise<AssistantSuggestion> {
    const decided = await this.repo.decide(owner.workspaceId, row.id, status, owner.userId);
    if (!decided) throw errors.conflict('ASSISTANT_SUGGESTION_DECIDED');
    const assistant = await this.owners.assistant(owner);
    return presentSuggestion(decided, await this.repo.documentSnippet(assistant, decided.document_id));
  }

  /**
   * A category is added to the document's categories of that model through the data tab's mark (replacing the one
   * category of a single-label model). Root causes are
   * given to topics (groups of documents) by the root cause analysis, never to one document: such a suggestion
   * cannot be confirmed and stays for review (409 ASSISTANT_ROOT_CAUSE_NOT_ASSIGNABLE, docs/assistants.md).
   */
  private async confirmInProject(owner: ProjectOwner, row: SuggestionRow): Promise<void> {
    if (row.kind !== 'CATEGORY' || !row.category_id || !row.model_id)
      throw errors.conflict('ASSISTANT_ROOT_CAUSE_NOT_ASSIGNABLE');
    const link = (await this.paths.access.models(owner.project)).find((l) => l.model.id === row.model_id);
    if (!link) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND');
    const current = await this.repo.documentCategoryIds(owner.project.id, row.document_id, link.model.id);
    if (current.includes(row.category_id)) return;
    await this.paths.projectDocuments().mark(owner.scope, owner.project.code, {
      documentId: row.document_id,
      modelCode: link.model.code,
      // A person confirming picks this category: on a single-label model it takes the place of the one there.
      categoryIds: link.model.classification_type === 'SINGLE_LABEL' ? [row.category_id] : [...current, row.category_id],
    });
  }

  /** A proposed category is created once (by name) in the model's tree; the document is labelled through labelling. */
  private async confirmInModel(owner: ModelOwner, row: SuggestionRow): Promise<void> {
    const doc = await this.repo.modelDocumentLabels(owner.workspaceId, owner.model.id, row.document_id);
    if (!doc) throw errors.notFound('DOCUMENT_NOT_FOUND');
    let categoryId = row.category_id;
    if (row.kind === 'NEW_CATEGORY' || !categoryId) {
      const categories = this.paths.categories();
      let found = findByName(await categories.tree(owner.actor, owner.model.id), row.name);
      if (!found) {
        const tree = await categories.create(owner.actor, owner.model.id, { name: row.name, parentId: null, aliases: {} });
        found = findByName(tree, row.name);
      }
      if (!found) throw errors.internal(new Error(`category ${row.name} was not created`));
      categoryId = found.id;
    }
    if (doc.label_ids.includes(categoryId)) return;
    await this.paths.modelDocuments().mark(owner.actor, owner.model.id, row.document_id, {
      labelIds: [...doc.label_ids, categoryId],
      action: 'SUBMIT',
    });
  }
}
