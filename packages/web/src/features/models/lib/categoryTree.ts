import { nameKey, type CategoryNode } from '@sentio/domain';

/**
 * Immutable edits of a local category tree (the wizard's, before the model exists). A node is addressed by its
 * index path from the roots: [0, 2] is the third child of the first root.
 */
export type NodePath = readonly number[];

const childrenOf = (node: CategoryNode): readonly CategoryNode[] => node.children ?? [];
const withChildren = (node: CategoryNode, children: readonly CategoryNode[]): CategoryNode =>
  children.length ? { name: node.name, children: [...children] } : { name: node.name };

/** Applies `edit` to the list of children at `parent` (null = the roots). */
function editLevel(
  tree: readonly CategoryNode[],
  parent: NodePath | null,
  edit: (level: readonly CategoryNode[]) => readonly CategoryNode[],
): CategoryNode[] {
  if (parent === null || parent.length === 0) return [...edit(tree)];
  const [head, ...rest] = parent;
  return tree.map((node, i) => (i === head ? withChildren(node, editLevel(childrenOf(node), rest, edit)) : node));
}

export function nodeAt(tree: readonly CategoryNode[], path: NodePath): CategoryNode | undefined {
  let level = tree;
  let node: CategoryNode | undefined;
  for (const i of path) {
    node = level[i];
    if (!node) return undefined;
    level = childrenOf(node);
  }
  return node;
}

/** Whether `name` is already used by a sibling at `parent` (other than `except`). */
export function siblingNameTaken(tree: readonly CategoryNode[], parent: NodePath | null, name: string, except?: number): boolean {
  const level = parent && parent.length ? childrenOf(nodeAt(tree, parent) ?? { name: '' }) : tree;
  return level.some((n, i) => i !== except && nameKey(n.name) === nameKey(name));
}

export function addCategory(tree: readonly CategoryNode[], parent: NodePath | null, name: string): CategoryNode[] {
  return editLevel(tree, parent, (level) => [...level, { name: name.trim() }]);
}

export function renameCategory(tree: readonly CategoryNode[], path: NodePath, name: string): CategoryNode[] {
  const index = path[path.length - 1] ?? -1;
  return editLevel(tree, path.slice(0, -1), (level) =>
    level.map((n, i) => (i === index ? withChildren({ name: name.trim() }, childrenOf(n)) : n)),
  );
}

export function removeCategory(tree: readonly CategoryNode[], path: NodePath): CategoryNode[] {
  const index = path[path.length - 1] ?? -1;
  return editLevel(tree, path.slice(0, -1), (level) => level.filter((_, i) => i !== index));
}

const isPrefix = (prefix: NodePath, path: NodePath) => prefix.length <= path.length && prefix.every((p, i) => path[i] === p);

/**
 * Moves the node at `from` to the end of `toParent`'s children (null = the roots). Refused (null) when the target is
 * the node itself or one of its descendants, or when a sibling there has the same name.
 */
export function moveCategory(tree: readonly CategoryNode[], from: NodePath, toParent: NodePath | null): CategoryNode[] | null {
  const node = nodeAt(tree, from);
  if (!node || from.length === 0) return null;
  if (toParent && isPrefix(from, toParent)) return null;
  if (siblingNameTaken(tree, toParent, node.name)) return null;
  // Remove first, then shift the target path if it sat after the removed node on the same level.
  const removed = removeCategory(tree, from);
  let target: number[] | null = toParent ? [...toParent] : null;
  if (target) {
    const depth = from.length - 1;
    if (target.length > depth && isPrefix(from.slice(0, -1), target) && (target[depth] ?? 0) > (from[depth] ?? 0))
      target[depth] = (target[depth] ?? 0) - 1;
  }
  if (target?.length === 0) target = null;
  return editLevel(removed, target, (level) => [...level, node]);
}

/** Merges `extra` into `tree` by path (names compared Turkish-aware): what an import into the wizard does. */
export function mergeCategoryTrees(tree: readonly CategoryNode[], extra: readonly CategoryNode[]): CategoryNode[] {
  const out = [...tree];
  for (const node of extra) {
    const index = out.findIndex((n) => nameKey(n.name) === nameKey(node.name));
    const existing = index >= 0 ? out[index] : undefined;
    if (!existing) out.push(node);
    else out[index] = withChildren(existing, mergeCategoryTrees(childrenOf(existing), childrenOf(node)));
  }
  return out;
}

/** "Parent > Child" of every node, depth first: the hierarchy text shown next to each category. */
export function hierarchyOf(tree: readonly CategoryNode[], path: NodePath): string {
  const names: string[] = [];
  let level = tree;
  for (const i of path) {
    const node = level[i];
    if (!node) break;
    names.push(node.name);
    level = childrenOf(node);
  }
  return names.join(' > ');
}
