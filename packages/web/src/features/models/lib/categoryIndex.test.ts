// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ModelCategory } from '@sentio/domain';
import { canMoveTo, indexCategories, nameTakenUnder, subtreeDocuments, subtreeIds } from './categoryIndex';

const node = (
  id: string,
  name: string,
  parentId: string | null,
  children: ModelCategory[] = [],
  documentCount = 1,
): ModelCategory => ({
  id,
  name,
  parentId,
  hierarchy: name,
  aliases: {},
  documentCount,
  children,
});
const staff = node('s', 'Staff', 'a');
const rude = node('r', 'Rude', 'b');
const service = node('a', 'Service', null, [staff, node('b', 'Behaviour', 'a', [rude])]);
const price = node('p', 'Price', null, [node('ps', 'Staff', 'p')]);
const tree = [service, price];
const index = indexCategories(tree);

describe('category index', () => {
  it('indexes every level and collects subtrees with their document counts', () => {
    expect(index.all.map((c) => c.id)).toEqual(['a', 's', 'b', 'r', 'p', 'ps']);
    expect([...subtreeIds(service)]).toEqual(['a', 's', 'b', 'r']);
    expect(subtreeDocuments(service)).toBe(4);
  });

  it('finds sibling names Turkish-aware', () => {
    expect(nameTakenUnder(tree, index, 'a', 'STAFF')).toBe(true);
    expect(nameTakenUnder(tree, index, 'a', 'staff', 's')).toBe(false);
    expect(nameTakenUnder(tree, index, null, 'price')).toBe(true);
  });

  it('refuses moves under itself, a descendant, the current parent or next to a same-named sibling', () => {
    expect(canMoveTo(tree, index, service, 'r')).toBe(false);
    expect(canMoveTo(tree, index, service, 'a')).toBe(false);
    expect(canMoveTo(tree, index, staff, 'a')).toBe(false);
    expect(canMoveTo(tree, index, staff, 'p')).toBe(false);
    expect(canMoveTo(tree, index, rude, null)).toBe(true);
    expect(canMoveTo(tree, index, rude, 'p')).toBe(true);
  });
});
