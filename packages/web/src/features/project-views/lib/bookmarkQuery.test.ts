// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookmarkQueryOf, bookmarkUrlParams, hasContentFilters, hasFilterParams } from './bookmarkQuery';

const p = (s: string) => new URLSearchParams(s);

describe('bookmark queries', () => {
  it('leaves out position, empty values and (unless asked) the dates', () => {
    const current = p(
      'q=late&page=2&size=20&tab=project_data&sort=&sd=2026-01-01T00&ed=2026-03-31T24&csd=&ced=&searchByDate=&doc=x&cq=topics__a__IN&cqn_a=A',
    );
    expect(bookmarkQueryOf(current, false)).toBe('q=late&size=20&cq=topics__a__IN&cqn_a=A');
    expect(bookmarkQueryOf(current, true)).toBe(
      'q=late&size=20&sd=2026-01-01T00&ed=2026-03-31T24&searchByDate=&cq=topics__a__IN&cqn_a=A',
    );
  });

  it('opens a bookmark on the data tab, keeping the range on screen only when it has none', () => {
    const current = p('tab=project_data&page=4&q=old&sd=2026-01-01T00&ed=2026-03-31T24&csd=2025-10-01T00&ced=2025-12-31T24');
    expect(bookmarkUrlParams({ query: 'q=refund' }, current).toString()).toBe(
      'tab=project_data&q=refund&sd=2026-01-01T00&ed=2026-03-31T24&csd=2025-10-01T00&ced=2025-12-31T24',
    );
    expect(bookmarkUrlParams({ query: 'q=refund&sd=2025-01-01T00&ed=2025-02-01T24' }, current).toString()).toBe(
      'tab=project_data&q=refund&sd=2025-01-01T00&ed=2025-02-01T24',
    );
  });

  it('tells a bare URL from one with filters', () => {
    expect(hasFilterParams(p('tab=project_data&q=&sd=&ed=&page=0'))).toBe(false);
    expect(hasFilterParams(p('tab=project_data&sd=2026-01-01T00'))).toBe(true);
    expect(hasContentFilters(p('tab=project_data&sd=2026-01-01T00'))).toBe(false);
    expect(hasContentFilters(p('fq=segment__gold__IN'))).toBe(true);
  });
});
