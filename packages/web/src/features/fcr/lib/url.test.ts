// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSearchRequest, decodeFilters } from '@sentio/domain';
import { report } from '../test/fixtures';
import { drillUrl, readView, reportBody, writeView } from './url';

const timeZone = 'Europe/Istanbul';

describe('first-call resolution URLs', () => {
  it('keeps range, comparison, day range and sub-report in the page URL and reads them back', () => {
    const params = new URLSearchParams(
      'sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24&dayRange=14&subReport=abc',
    );
    const view = readView(params, timeZone);
    expect(view).toMatchObject({ dayRange: 14, subReportId: 'abc', comparisonUnset: false });
    expect(writeView(view, timeZone).toString()).toBe(params.toString());
    expect(reportBody(view, timeZone)).toEqual({
      startDate: '2026-02-28T21:00:00.000Z',
      endDate: '2026-03-31T20:59:59.999Z',
      comparisonStartDate: '2026-01-31T21:00:00.000Z',
      comparisonEndDate: '2026-02-28T20:59:59.999Z',
      dayRange: 14,
      subReportId: 'abc',
    });
  });

  it('ignores a day range outside 1…90 and tells an unset comparison from one switched off', () => {
    expect(readView(new URLSearchParams('dayRange=91'), timeZone).dayRange).toBeNull();
    expect(readView(new URLSearchParams('dayRange=0'), timeZone).dayRange).toBeNull();
    expect(readView(new URLSearchParams('sd=2026-03-01T00'), timeZone).comparisonUnset).toBe(true);
    const off = readView(new URLSearchParams('sd=2026-03-01T00&ed=2026-03-31T24&csd=&ced='), timeZone);
    expect(off.comparisonUnset).toBe(false);
    expect(reportBody(off, timeZone)?.comparisonStartDate).toBeNull();
  });

  it('drills into the data tab with the bucket, the sub-report and exactly the report range (the search sends the same instants)', () => {
    const url = drillUrl({ projectCode: 'care', bucket: '2', subReportId: 'sr1' }, report(), timeZone);
    expect(url).toBe(
      '/project/detail/care?q=&page=0&size=10&tab=project_data&sort=&sd=2026-03-01T00&ed=2026-03-31T24&csd=&ced=&dofc=2%3Asr1%407&searchByDate=CONTENT_DATE',
    );
    const state = decodeFilters(url.split('?')[1] ?? '', { timeZone });
    const request = buildSearchRequest(state, { projectCode: 'care', timeZone });
    expect(request).toMatchObject({ startDate: report().startDate, endDate: report().endDate, dofc: '2:sr1@7' });
  });

  it('adds the channel (fq) or the category (cq) filter of a table row', () => {
    const channel = new URLSearchParams(
      drillUrl({ projectCode: 'care', bucket: 'R', subReportId: null, channel: 'CALL_CENTER' }, report(), timeZone).split('?')[1],
    );
    expect(channel.get('dofc')).toBe('R@7');
    expect(channel.getAll('fq')).toEqual(['channel__CALL_CENTER__IN']);
    const category = new URLSearchParams(
      drillUrl(
        {
          projectCode: 'care',
          bucket: 'R',
          subReportId: null,
          category: { modelCode: 'topics', categoryId: 'c-late', name: 'Late' },
        },
        report(),
        timeZone,
      ).split('?')[1],
    );
    expect(category.getAll('cq')).toEqual(['topics__c-late__IN']);
    expect(category.get('cqn_c-late')).toBe('Late');
  });
});
