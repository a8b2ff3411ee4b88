import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createFilterState, decodeFilters, type FilterState } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { evidenceFilter, evidenceLabel, evidenceOf, showDocumentsUrl } from './evidence';

const timeZone = 'Europe/Istanbul';
const delivery = { _id: 'c-del', code: null, name: 'Delivery', sentiment: null, virtual: false, dynamic: false };
const state: FilterState = createFilterState({
  page: 3,
  size: 50,
  tab: 'cx_dashboard',
  acid: 'old-action',
  startDate: new Date('2026-01-01T00:00:00+03:00'),
  endDate: new Date('2026-01-31T23:59:59+03:00'),
  categoryQueries: [{ fieldName: 'shop-model', operand: 'IN', ids: [delivery] }],
  fieldQueries: [{ fieldName: 'sentiment', operand: 'IN', values: [{ key: 'NEGATIVE' }] }],
});

beforeAll(async () => {
  await initI18n('en');
});

describe('action evidence', () => {
  it('keeps the filter of the state without paging, tab and acid', () => {
    const filter = evidenceFilter(state, timeZone);
    const params = new URLSearchParams(filter);
    for (const name of ['page', 'size', 'tab', 'acid']) expect(params.has(name), name).toBe(false);
    expect(params.get('sd')).not.toBe('');
    const back = decodeFilters(filter, { timeZone, warn: () => undefined });
    expect(back.categoryQueries).toEqual(state.categoryQueries);
    expect(back.fieldQueries).toEqual(state.fieldQueries);
    expect(back.startDate?.getTime()).toBe(state.startDate?.getTime());
    expect(back.acid).toBeNull();
  });

  it('builds the evidence body with the document when one', () => {
    expect(evidenceOf('shop', state, 'Delivery', timeZone, 'd-1')).toEqual({
      projectCode: 'shop',
      filter: evidenceFilter(state, timeZone),
      label: 'Delivery',
      documentId: 'd-1',
    });
    expect(evidenceOf('shop', state, 'x'.repeat(400), timeZone).label).toHaveLength(300);
    expect(evidenceOf('shop', state, 'x', timeZone).documentId).toBeNull();
  });

  it('opens the data tab under the filter with acid naming the action', () => {
    const url = showDocumentsUrl({ projectCode: 'shop', filter: evidenceFilter(state, timeZone) }, 'a-1');
    const [path, query] = url.split('?');
    expect(path).toBe('/project/detail/shop');
    const params = new URLSearchParams(query);
    expect(params.get('tab')).toBe('project_data');
    expect(params.get('acid')).toBe('a-1');
    expect(params.getAll('cq')).toHaveLength(1);
  });

  it('says the filter in words', () => {
    const t = i18next.getFixedT('en', 'actionForm');
    expect(evidenceLabel(state, t)).toBe('Category: Delivery · Sentiment: Negative');
    expect(evidenceLabel(createFilterState({ rrId: 'r1|Late courier', query: 'late' }), t)).toBe(
      'Root cause: Late courier · Search: late',
    );
    expect(evidenceLabel(createFilterState(), t)).toBe('All documents');
    expect(evidenceLabel(state, i18next.getFixedT('tr', 'actionForm'))).toBe('Kategori: Delivery · Duygu: Olumsuz');
  });
});
