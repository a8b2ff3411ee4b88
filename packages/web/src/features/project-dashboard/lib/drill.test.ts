// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeDrills } from '@sentio/domain';
import { drillSearch } from './drill';

const drill = { fq: [] as string[], cq: [] as string[], sd: null, ed: null, names: {} };
const IST = 'Europe/Istanbul';

describe('drillSearch', () => {
  it("replaces the root cause filter with a root cause widget's and lists exactly its documents", () => {
    const current = new URLSearchParams('tab=cx_dashboard&sd=2026-03-01T00&ed=2026-03-31T24&rrId=old&showRootCauselessContent=true&topic=t1');
    const next = drillSearch(current, { ...drill, rrId: 'rc-1|Late delivery' }, IST);
    expect(next.get('tab')).toBe('project_data');
    expect(next.getAll('rrId')).toEqual(['rc-1|Late delivery']);
    expect(next.get('showRootCauselessContent')).toBeNull();
    expect(next.get('topic')).toBe('t1');
    expect(next.get('sd')).toBe('2026-03-01T00');
    // A drill without a root cause keeps the current one.
    expect(drillSearch(current, drill, IST).get('rrId')).toBe('old');
    expect(mergeDrills({ ...drill, rrId: 'a' }, { ...drill, sd: '2026-03-02T00' })).toMatchObject({ rrId: 'a', sd: '2026-03-02T00' });
  });

  it('opens the data tab on the first page, keeping the filters and adding the element once', () => {
    const current = new URLSearchParams(
      'tab=cx_dashboard&page=3&q=late&sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24&fq=channel__app__IN&doc=x',
    );
    const next = drillSearch(
      current,
      {
        ...drill,
        fq: ['channel__app__IN', 'nps__9--10__BETWEEN'],
        cq: ['topics__c-delivery__IN'],
        names: { 'c-delivery': 'Delivery' },
      },
      IST,
    );
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
    const next = drillSearch(
      new URLSearchParams('sd=2026-03-01T00&ed=2026-03-31T24'),
      { ...drill, sd: '2026-03-02T00', ed: '2026-03-02T24', names: { 'cqn_c-late': 'Late' } },
      IST,
    );
    expect(next.get('sd')).toBe('2026-03-02T00');
    expect(next.get('ed')).toBe('2026-03-02T24');
    expect(next.get('cqn_c-late')).toBe('Late');
  });

  it("moves the comparison to the new range's previous period, and leaves a switched-off comparison off", () => {
    const on = new URLSearchParams('sd=2026-02-01T00&ed=2026-02-28T24&csd=2026-01-01T00&ced=2026-01-31T24');
    const day = { ...drill, sd: '2026-02-23T00', ed: '2026-02-23T24' };
    for (const zone of ['UTC', IST, 'America/New_York']) {
      const next = drillSearch(on, day, zone);
      expect([next.get('csd'), next.get('ced')], zone).toEqual(['2026-02-22T00', '2026-02-22T24']);
    }
    // A comparison bucket (before the old comparison's end) gets its own previous period too.
    const week = drillSearch(on, { ...drill, sd: '2026-01-05T00', ed: '2026-01-11T24' }, IST);
    expect([week.get('csd'), week.get('ced')]).toEqual(['2025-12-29T00', '2026-01-04T24']);
    const off = drillSearch(new URLSearchParams('sd=2026-02-01T00&ed=2026-02-28T24&csd=&ced='), day, IST);
    expect([off.get('csd'), off.get('ced')]).toEqual(['', '']);
  });

  it("puts a keyword's word into the query (the keyword cloud)", () => {
    const next = drillSearch(new URLSearchParams('q=old&sd=2026-03-01T00'), { ...drill, q: 'kargo' }, IST);
    expect(next.get('q')).toBe('kargo');
    expect(next.get('sd')).toBe('2026-03-01T00');
  });
});

describe('mergeDrills', () => {
  it("carries every dimension once: a band's sentiment and a bucket's dates", () => {
    const band = { ...drill, fq: ['sentiment__NEGATIVE__IN'] };
    const bucket = { ...drill, sd: '2026-02-23T00', ed: '2026-02-23T24' };
    expect(mergeDrills(band, bucket, band)).toEqual({ ...drill, fq: ['sentiment__NEGATIVE__IN'], sd: '2026-02-23T00', ed: '2026-02-23T24' });
  });
});
