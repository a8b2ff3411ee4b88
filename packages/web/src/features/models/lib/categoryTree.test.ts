// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addCategory,
  hierarchyOf,
  mergeCategoryTrees,
  moveCategory,
  nodeAt,
  removeCategory,
  renameCategory,
  siblingNameTaken,
} from './categoryTree';

const tree = [
  { name: 'Service', children: [{ name: 'Staff' }, { name: 'Wait' }] },
  { name: 'Price', children: [{ name: 'Expensive' }] },
];

describe('local category tree edits', () => {
  it('adds at the root and under a node, trimming the name', () => {
    expect(addCategory(tree, null, ' Delivery ')[2]).toEqual({ name: 'Delivery' });
    expect(nodeAt(addCategory(tree, [1], 'Cheap'), [1, 1])).toEqual({ name: 'Cheap' });
    expect(tree[1]?.children).toHaveLength(1);
  });

  it('renames keeping children, and removes a node with its children', () => {
    expect(renameCategory(tree, [0], 'Support')[0]).toEqual({ name: 'Support', children: tree[0]?.children });
    expect(removeCategory(tree, [0, 0])[0]).toEqual({ name: 'Service', children: [{ name: 'Wait' }] });
    expect(removeCategory(tree, [1])).toEqual([tree[0]]);
  });

  it('finds sibling name clashes Turkish-aware, ignoring the node itself', () => {
    expect(siblingNameTaken(tree, [0], 'STAFF')).toBe(true);
    expect(siblingNameTaken(tree, [0], 'staff', 0)).toBe(false);
    expect(siblingNameTaken(tree, null, 'price')).toBe(true);
    expect(siblingNameTaken(tree, [1], 'Staff')).toBe(false);
  });

  it('moves a node under another, to the root, and refuses moves into itself or onto a clashing name', () => {
    expect(moveCategory(tree, [0, 1], [1])).toEqual([
      { name: 'Service', children: [{ name: 'Staff' }] },
      { name: 'Price', children: [{ name: 'Expensive' }, { name: 'Wait' }] },
    ]);
    expect(moveCategory(tree, [1, 0], null)?.map((n) => n.name)).toEqual(['Service', 'Price', 'Expensive']);
    // Moving the first root under the second: the target's index shifts after the removal.
    expect(moveCategory(tree, [0], [1])?.[0]).toEqual({
      name: 'Price',
      children: [{ name: 'Expensive' }, tree[0]],
    });
    expect(moveCategory(tree, [0], [0, 1])).toBeNull();
    expect(moveCategory(tree, [0], [0])).toBeNull();
    expect(moveCategory([{ name: 'A', children: [{ name: 'A' }] }], [0, 0], null)).toBeNull();
  });

  it('merges an imported tree by path and gives hierarchy texts', () => {
    const merged = mergeCategoryTrees(tree, [{ name: 'service', children: [{ name: 'Rude' }] }, { name: 'New' }]);
    expect(merged.map((n) => n.name)).toEqual(['Service', 'Price', 'New']);
    expect(merged[0]?.children?.map((n) => n.name)).toEqual(['Staff', 'Wait', 'Rude']);
    expect(hierarchyOf(tree, [0, 1])).toBe('Service > Wait');
  });
});
