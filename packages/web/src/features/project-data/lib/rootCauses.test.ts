// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rootCauseFacetItems, rootCauseName, rrIdKey, rrIdOf, rrIdParts } from './rootCauses';

describe('root cause filter values', () => {
  it('splits `id|label` at the first pipe; a bare id has no label', () => {
    expect(rrIdParts('rc-1|Late | slow')).toEqual({ id: 'rc-1', label: 'Late | slow' });
    expect(rrIdParts('rc-1')).toEqual({ id: 'rc-1', label: null });
    expect(rrIdParts('rc-1|  ')).toEqual({ id: 'rc-1', label: null });
    expect(rrIdOf('rc-1', 'Late')).toBe('rc-1|Late');
    expect(rrIdOf('rc-1', '')).toBe('rc-1');
    expect(rrIdKey('rc-1|Late')).toBe('rc-1');
    expect(rrIdKey('|Late')).toBeNull();
    expect(rrIdKey(null)).toBeNull();
  });

  it('names a root cause by its alias in the interface language, else by its name', () => {
    const rc = { name: 'Late delivery', alias: { tr: 'Geç teslimat', en: ' ' } };
    expect(rootCauseName(rc, 'tr')).toBe('Geç teslimat');
    expect(rootCauseName(rc, 'tr-TR')).toBe('Geç teslimat');
    expect(rootCauseName(rc, 'en')).toBe('Late delivery');
  });

  it('keeps the selected root cause in the facet at zero, named by the URL when the answer cannot name it', () => {
    const facet = { key: 'ROOT_CAUSE', facetList: [{ _id: 'a', count: 3, name: 'A' }] };
    expect(rootCauseFacetItems(facet, null)).toBe(facet.facetList);
    expect(rootCauseFacetItems(facet, 'a|Other label')).toEqual([{ _id: 'a', count: 3, name: 'A' }]);
    expect(rootCauseFacetItems(facet, 'gone|Gone')).toEqual([
      { _id: 'a', count: 3, name: 'A' },
      { _id: 'gone', count: 0, name: 'Gone' },
    ]);
    const unnamed = { key: 'ROOT_CAUSE', facetList: [{ _id: 'gone', count: 0 }] };
    expect(rootCauseFacetItems(unnamed, 'gone|Gone')).toEqual([{ _id: 'gone', count: 0, name: 'Gone' }]);
  });
});
