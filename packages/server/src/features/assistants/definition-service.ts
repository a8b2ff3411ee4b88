import { assistantIssues, type Assistant, type assistantSaveBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import { throwIssues } from '../projects/rules.js';
import { ownerRef, type Owner, type Owners } from './owners.js';
import { presentAssistant } from './presenter.js';
import type { AssistantRepository, AssistantRow, AssistantWrite } from './repository.js';

export type AssistantSaveInput = z.output<typeof assistantSaveBody>;

/**
 * The definition of an analysis's or a model's assistant (docs/assistants.md "Rules"): one per owner (409
 * ASSISTANT_LIMIT), none on a model that has a category tree (400 ASSISTANT_CATEGORY_TREE), categories of the owner's
 * category models only, CLASSIFY only where there are categories (or, on a model, where it may propose them).
 */
export class AssistantDefinitions {
  constructor(
    private readonly repo: AssistantRepository,
    private readonly owners: Owners,
  ) {}

  async present(owner: Owner, row: AssistantRow): Promise<Assistant> {
    const lastRun = (await this.repo.runs(row.workspace_id, row.id, 1))[0] ?? null;
    return presentAssistant(row, { projectCode: owner.kind === 'PROJECT' ? owner.project.code : null, lastRun });
  }

  async get(owner: Owner): Promise<Assistant | null> {
    const row = await this.repo.assistant(ownerRef(owner));
    return row ? this.present(owner, row) : null;
  }

  async create(owner: Owner, body: AssistantSaveInput): Promise<Assistant> {
    const existing = await this.repo.assistant(ownerRef(owner));
    const modelHasCategoryTree = owner.kind === 'MODEL' && (await this.hasTree(owner));
    const issues = assistantIssues({ existingAssistants: existing ? 1 : 0, modelHasCategoryTree });
    if (issues.some((i) => i.code === 'ASSISTANT_LIMIT')) throw errors.conflict('ASSISTANT_LIMIT');
    throwIssues(issues);
    await this.check(owner, body);
    try {
      const row = await this.repo.insert({
        workspace_id: owner.workspaceId,
        owner: owner.kind,
        project_id: owner.kind === 'PROJECT' ? owner.project.id : null,
        model_id: owner.kind === 'MODEL' ? owner.model.id : null,
        created_by: owner.userId,
        ...columns(body),
      });
      return this.present(owner, row);
    } catch (err) {
      // Two creates raced past the check above: the unique index decided.
      if (isUniqueViolation(err)) throw errors.conflict('ASSISTANT_LIMIT');
      throw err;
    }
  }

  async update(owner: Owner, body: AssistantSaveInput): Promise<Assistant> {
    const row = await this.owners.assistant(owner);
    await this.check(owner, body);
    return this.present(owner, await this.repo.update(owner.workspaceId, row.id, columns(body)));
  }

  async delete(owner: Owner): Promise<void> {
    const row = await this.owners.assistant(owner);
    await this.repo.delete(owner.workspaceId, row.id);
  }

  /**
   * Our reading of "a model with a category tree" (docs/assistants.md): a category model that has categories, or a
   * sentiment/emotion model (its fixed labels are its tree). Only a category model still without categories may have
   * an assistant: it proposes the categories a tree does not have yet.
   */
  private async hasTree(owner: Extract<Owner, { kind: 'MODEL' }>): Promise<boolean> {
    if (owner.model.sense_type !== 'CATEGORY') return true;
    return (await this.repo.modelCategoryCount(owner.workspaceId, owner.model.id)) > 0;
  }

  private async check(owner: Owner, body: AssistantSaveInput): Promise<void> {
    if (owner.kind === 'MODEL' && body.actionType === 'ROOT_CAUSE') throw errors.badRequest('FIELD_INVALID_OPTION', 'actionType');
    const categories = await this.owners.categories(owner);
    const known = new Set(categories.map((c) => c.categoryId));
    if (body.categoryIds.some((id) => !known.has(id))) throw errors.badRequest('FIELD_INVALID', 'categoryIds');
    if (owner.kind === 'PROJECT' && body.actionType === 'CLASSIFY' && categories.length === 0)
      throw errors.badRequest('ASSISTANT_NO_CATEGORIES', 'actionType');
  }
}

function columns(
  body: AssistantSaveInput,
): Omit<AssistantWrite, 'workspace_id' | 'owner' | 'project_id' | 'model_id' | 'created_by'> {
  return {
    subject: body.subject,
    action_type: body.actionType,
    repeat_count: body.repeatCount,
    llm_model: body.llmModel,
    document_count: body.documentCount,
    prompt: body.prompt,
    category_ids: JSON.stringify([...new Set(body.categoryIds)]),
    assignment_limit: body.assignmentLimit,
    allow_new_root_cause: body.allowNewRootCause,
    min_assigned: body.minAssignedCategories,
    max_assigned: body.maxAssignedCategories,
  };
}
