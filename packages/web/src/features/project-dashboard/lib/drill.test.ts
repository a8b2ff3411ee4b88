// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drillSearch } from './drill';

const drill = { fq: [] as string[], cq: [] as string[], sd: null, ed: null, names: {} };

describe('drillSearch', () => {
  it('opens the data tab on the first page, keeping the filters and adding the element once', () => {
    const current = new URLSearchParams(
      'tab=cx_dashboard&page=3&q=late&sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24&fq=channel__app__IN&doc=x',
    );
    const next = drillSearch(current, {
      ...drill,
      fq: ['channel__app__IN', 'nps__9--10__BETWEEN'],
      cq: ['topics__c-delivery__IN'],
      names: { 'c-delivery': 'Delivery' },
    });
    expect(next.get('tab')).toBe('project_data');
    expect(next.get('page')).toBe('0');
    expect(next.get('q')).toBe('late');
    expect(next.getAll('fq')).toEqual(['channel__app__IN', 'nps__9--10__BETWEEN']);
    expect(next.getAll('cq')).toEqual(['topics__c-delivery__IN']);
    expect(next.get('cqn_c-delivery')).toBe('Delivery');
    expect(next.get('sd')).toBe('2026-03-01T00');
    expect(next.get('csd')).toBe('2026-02-01T00');
    expect(next.has('doc')).toBe(false);
  });

  it("replaces the range with the element's own (a trend bucket)", () => {
    const next = drillSearch(new URLSearchParams('sd=2026-03-01T00&ed=2026-03-31T24'), {
      ...drill,
      sd: '2026-03-02T00',
      ed: '2026-03-02T24',
      names: { 'cqn_c-late': 'Late' },
    });
    expect(next.get('sd')).toBe('2026-03-02T00');
    expect(next.get('ed')).toBe('2026-03-02T24');
    expect(next.get('cqn_c-late')).toBe('Late');
  });

  it("puts a keyword's word into the query (the keyword cloud)", () => {
    const next = drillSearch(new URLSearchParams('q=old&sd=2026-03-01T00'), { ...drill, q: 'kargo' });
    expect(next.get('q')).toBe('kargo');
    expect(next.get('sd')).toBe('2026-03-01T00');
  });
});
