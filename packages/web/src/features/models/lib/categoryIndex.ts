import { nameKey, type ModelCategory } from '@sentio/domain';

/** Lookups over the API's category tree: by id, parents, descendants, sibling names. */
export interface CategoryIndex {
  byId: Map<string, ModelCategory>;
  all: ModelCategory[];
}

export function indexCategories(tree: readonly ModelCategory[]): CategoryIndex {
  const byId = new Map<string, ModelCategory>();
  const all: ModelCategory[] = [];
  const walk = (nodes: readonly ModelCategory[]) =>
    nodes.forEach((n) => {
      byId.set(n.id, n);
      all.push(n);
      walk(n.children);
    });
  walk(tree);
  return { byId, all };
}

/** The category and everything under it (what a delete removes, and where it cannot be moved to). */
export function subtreeIds(category: ModelCategory): Set<string> {
  const out = new Set<string>();
  const walk = (n: ModelCategory) => {
    out.add(n.id);
    n.children.forEach(walk);
  };
  walk(category);
  return out;
}

/** Documents labelled with the category or any category under it. */
export const subtreeDocuments = (category: ModelCategory): number =>
  category.documentCount + category.children.reduce((sum, c) => sum + subtreeDocuments(c), 0);

export function siblingsOf(
  tree: readonly ModelCategory[],
  index: CategoryIndex,
  parentId: string | null,
): readonly ModelCategory[] {
  return parentId === null ? tree : (index.byId.get(parentId)?.children ?? []);
}

/** A category under `parentId` already has this name (other than `exceptId`), Turkish-aware like the server. */
export function nameTakenUnder(
  tree: readonly ModelCategory[],
  index: CategoryIndex,
  parentId: string | null,
  name: string,
  exceptId?: string,
): boolean {
  return siblingsOf(tree, index, parentId).some((c) => c.id !== exceptId && nameKey(c.name) === nameKey(name));
}

/**
 * Whether `category` may move under `parentId` (null = root): not under itself or its descendants, not where it already
 * is, and not next to a sibling of the same name.
 */
export function canMoveTo(
  tree: readonly ModelCategory[],
  index: CategoryIndex,
  category: ModelCategory,
  parentId: string | null,
): boolean {
  if (parentId === category.parentId) return false;
  if (parentId !== null && subtreeIds(category).has(parentId)) return false;
  return !nameTakenUnder(tree, index, parentId, category.name, category.id);
}
