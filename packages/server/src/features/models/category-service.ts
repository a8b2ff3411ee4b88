import { nameKey, type CategoryNode, type ModelCategory } from '@sentio/domain';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { CategoryRecord, CategoryRepository } from './category-repository.js';
import type { ModelRepositories, ModelTransaction } from './writes.js';
import type { ModelAccess, ModelRow } from './model-access.js';
import type { ModelChanges } from './model-changes.js';
import { presentCategoryTree } from './presenter.js';
import type { Viewer } from './repository.js';

type Aliases = { en?: string | undefined; tr?: string | undefined };

/** Postgres unique violation: two requests added the same sibling name at once. */
/** Only category models keep a tree; sentiment and emotion labels are fixed, named-entity models have none. */
export function assertCategoryModel(model: ModelRow): void {
  if (model.sense_type === 'CATEGORY') return;
  // The same codes creation answers: sentiment/emotion have fixed labels, named-entity models none.
  if (model.sense_type === 'SENTIMENT' || model.sense_type === 'EMOTION')
    throw errors.badRequest('MODEL_SENTIMENT_NO_CATEGORIES', 'categories');
  throw errors.badRequest('MODEL_CATEGORIES_NOT_ALLOWED', 'categories');
}

/**
 * Adds `nodes` under `parentId`, merging by name (nameKey) into what exists: an existing sibling of the same name is
 * reused and its children merged. `existing` is updated in place. Returns how many categories were created.
 */
export async function mergeTree(
  repo: CategoryRepository,
  target: { workspaceId: string; modelId: string },
  nodes: readonly CategoryNode[],
  parentId: string | null,
  existing: CategoryRecord[],
): Promise<number> {
  let created = 0;
  for (const node of nodes) {
    const name = node.name.trim();
    const key = nameKey(name);
    const siblings = existing.filter((c) => c.parent_id === parentId);
    let id = siblings.find((c) => c.name_key === key)?.id;
    if (!id) {
      const position = siblings.reduce((max, c) => Math.max(max, c.position + 1), 0);
      id = await repo.insert({ ...target, parentId, name, nameKey: key, aliases: {}, position });
      existing.push({ id, parent_id: parentId, name, name_key: key, position, aliases: {} });
      created += 1;
    }
    created += await mergeTree(repo, target, node.children ?? [], id, existing);
  }
  return created;
}

/** The ids of `id` and everything below it. */
function subtree(rows: readonly CategoryRecord[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows)
      if (row.parent_id && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
  }
  return out;
}

/** The category tree of a model: create, rename, move, aliases, delete and import (merge by path). */
export class CategoryService {
  constructor(
    private readonly repos: ModelRepositories,
    private readonly transaction: ModelTransaction,
    private readonly access: ModelAccess,
    private readonly changes: ModelChanges,
  ) {}

  async tree(viewer: Viewer, modelId: string): Promise<ModelCategory[]> {
    const model = await this.access.requireVisible(viewer, modelId);
    return this.present(model);
  }

  private async present(model: ModelRow): Promise<ModelCategory[]> {
    const repo = this.repos.categories;
    const [rows, counts] = await Promise.all([
      repo.all(model.workspace_id, model.id),
      repo.labelCounts(model.workspace_id, model.id),
    ]);
    return presentCategoryTree(rows, counts);
  }

  private async editable(viewer: Viewer, modelId: string): Promise<{ model: ModelRow; rows: CategoryRecord[] }> {
    const model = await this.access.requireVisible(viewer, modelId);
    assertCategoryModel(model);
    return { model, rows: await this.repos.categories.all(model.workspace_id, model.id) };
  }

  /**
   * Labels sit on leaves: a labelled leaf that gains sub-categories stops being a label, and its documents would
   * silently drop out of training. `leaves` are the categories that were leaves before the change.
   */
  private async assertNoLabelledLeaf(
    model: ModelRow,
    leaves: readonly string[],
    repo: CategoryRepository = this.repos.categories,
  ): Promise<void> {
    if (leaves.length === 0) return;
    const counts = await repo.labelCounts(model.workspace_id, model.id);
    if (leaves.some((id) => (counts.get(id) ?? 0) > 0)) throw errors.conflict('MODEL_CATEGORY_HAS_LABELS', 'parentId');
  }

  /** The tree changed: the label set with it, so the model needs training, and open screens refresh. */
  private async changed(model: ModelRow): Promise<ModelCategory[]> {
    await this.access.touchLabels(model.workspace_id, model.id);
    await this.changes.modelUpdated(model.workspace_id, model.id);
    return this.present(model);
  }

  async create(
    viewer: Viewer,
    modelId: string,
    body: { name: string; parentId: string | null; aliases: Aliases },
  ): Promise<ModelCategory[]> {
    const { model, rows } = await this.editable(viewer, modelId);
    if (body.parentId !== null && !rows.some((r) => r.id === body.parentId)) throw errors.badRequest('FIELD_INVALID', 'parentId');
    const siblings = rows.filter((r) => r.parent_id === body.parentId);
    const key = nameKey(body.name);
    if (siblings.some((r) => r.name_key === key)) throw errors.badRequest('MODEL_CATEGORY_NAME_DUPLICATE', 'name');
    if (body.parentId !== null && siblings.length === 0) await this.assertNoLabelledLeaf(model, [body.parentId]);
    try {
      await this.repos.categories.insert({
        workspaceId: model.workspace_id,
        modelId: model.id,
        parentId: body.parentId,
        name: body.name,
        nameKey: key,
        aliases: body.aliases,
        position: siblings.reduce((max, c) => Math.max(max, c.position + 1), 0),
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.badRequest('MODEL_CATEGORY_NAME_DUPLICATE', 'name');
      throw e;
    }
    return this.changed(model);
  }

  async update(
    viewer: Viewer,
    modelId: string,
    categoryId: string,
    body: { name?: string | undefined; parentId?: string | null | undefined; aliases?: Aliases | undefined },
  ): Promise<ModelCategory[]> {
    const { model, rows } = await this.editable(viewer, modelId);
    const current = rows.find((r) => r.id === categoryId);
    if (!current) throw errors.notFound();
    const moving = body.parentId !== undefined && body.parentId !== current.parent_id;
    const parentId = moving ? (body.parentId ?? null) : current.parent_id;
    if (moving && parentId !== null) {
      if (subtree(rows, current.id).has(parentId)) throw errors.badRequest('MODEL_CATEGORY_MOVE_INVALID', 'parentId');
      if (!rows.some((r) => r.id === parentId)) throw errors.badRequest('FIELD_INVALID', 'parentId');
    }
    const name = body.name ?? current.name;
    const key = nameKey(name);
    const siblings = rows.filter((r) => r.parent_id === parentId && r.id !== current.id);
    if (siblings.some((r) => r.name_key === key)) throw errors.badRequest('MODEL_CATEGORY_NAME_DUPLICATE', 'name');
    if (moving && parentId !== null && siblings.length === 0) await this.assertNoLabelledLeaf(model, [parentId]);
    try {
      await this.repos.categories.update(model.workspace_id, current.id, {
        ...(body.name !== undefined ? { name, nameKey: key } : {}),
        ...(moving ? { parentId, position: siblings.reduce((max, c) => Math.max(max, c.position + 1), 0) } : {}),
        ...(body.aliases !== undefined ? { aliases: stripEmpty(body.aliases) } : {}),
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.badRequest('MODEL_CATEGORY_NAME_DUPLICATE', 'name');
      throw e;
    }
    // A rename alone keeps the labels (documents refer to ids); a move changes the tree's leaves.
    if (!moving) {
      await this.changes.modelUpdated(model.workspace_id, model.id);
      return this.present(model);
    }
    return this.changed(model);
  }

  /** Deletes the category with its sub-categories; their labels come off the documents. */
  async delete(viewer: Viewer, modelId: string, categoryId: string): Promise<ModelCategory[]> {
    const { model, rows } = await this.editable(viewer, modelId);
    if (!rows.some((r) => r.id === categoryId)) throw errors.notFound();
    await this.transaction(async (w) => {
      await w.categories.delete(model.workspace_id, model.id, [...subtree(rows, categoryId)]);
    });
    return this.changed(model);
  }

  /** Merges a whole tree (from a JSON or CSV file) by path: existing categories stay, missing ones are added. */
  async import(viewer: Viewer, modelId: string, categories: readonly CategoryNode[]): Promise<ModelCategory[]> {
    const { model, rows } = await this.editable(viewer, modelId);
    const leaves = rows.filter((r) => !rows.some((c) => c.parent_id === r.id)).map((r) => r.id);
    await this.transaction(async (w) => {
      await mergeTree(w.categories, { workspaceId: model.workspace_id, modelId: model.id }, categories, null, rows);
      // mergeTree added the new rows to `rows`; a former leaf with children now is refused (the transaction undoes it).
      await this.assertNoLabelledLeaf(
        model,
        leaves.filter((id) => rows.some((c) => c.parent_id === id)),
        w.categories,
      );
    });
    return this.changed(model);
  }
}

function stripEmpty(aliases: Aliases): { en?: string; tr?: string } {
  return {
    ...(aliases.en ? { en: aliases.en } : {}),
    ...(aliases.tr ? { tr: aliases.tr } : {}),
  };
}
