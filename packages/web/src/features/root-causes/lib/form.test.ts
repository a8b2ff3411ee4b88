import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { rootCauseAnalysisBody } from '@sentio/domain';
import { analysis } from '../test/fixtures';
import { actorTypeAllowed, formFieldErrors, initialValues, leafTree, toBody } from './form';

const zone = 'Europe/Istanbul';

describe('the root cause analysis form rules', () => {
  it('offers the actor type only for dialogues and drops it otherwise', () => {
    expect(actorTypeAllowed('DIALOGUE')).toBe(true);
    expect(actorTypeAllowed('ALL')).toBe(false);
    expect(actorTypeAllowed('STANDARD')).toBe(false);
    const values = { ...initialValues(undefined, zone), name: ' Late ', categoryIds: ['c-late'], actorType: 'CUSTOMER' as const };
    expect(toBody({ ...values, dataTypeFilter: 'STANDARD' }, zone).actorType).toBeNull();
    expect(toBody({ ...values, dataTypeFilter: 'DIALOGUE' }, zone).actorType).toBe('CUSTOMER');
    expect(toBody(values, zone).name).toBe('Late');
  });

  it('sends the picked days as the whole days of the reporting time zone, and the body passes the server schema', () => {
    const values = {
      ...initialValues(undefined, zone),
      name: 'Late',
      categoryIds: ['c-late'],
      range: [dayjs(new Date(2026, 0, 1)), dayjs(new Date(2026, 0, 31))] as [dayjs.Dayjs, dayjs.Dayjs],
    };
    const body = toBody(values, zone);
    expect(body.startDate).toBe('2025-12-31T21:00:00.000Z');
    expect(body.endDate).toBe('2026-01-31T20:59:59.999Z');
    expect(rootCauseAnalysisBody.safeParse(body).success).toBe(true);
    expect(toBody({ ...values, range: null }, zone)).toMatchObject({ startDate: null, endDate: null });
  });

  it('reads an analysis back into the form and keeps what the form does not show', () => {
    const existing = analysis({
      startDate: '2025-12-31T21:00:00.000Z',
      endDate: '2026-01-31T20:59:59.999Z',
      query: 'kargo',
      maxLevels: 4,
    });
    const values = initialValues(existing, zone);
    expect(values.range?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-01-01', '2026-01-31']);
    const body = toBody(values, zone, existing);
    expect(body).toMatchObject({ query: 'kargo', maxLevels: 4, startDate: existing.startDate, endDate: existing.endDate });
  });

  it('lets only leaves be picked in the category tree', () => {
    const tree = leafTree([
      { id: 'c-delivery', name: 'Delivery', parentId: null },
      { id: 'c-late', name: 'Late', parentId: 'c-delivery' },
      { id: 'c-payment', name: 'Payment', parentId: null },
    ]);
    expect(tree.map((n) => [n.value, n.disabled ?? false])).toEqual([
      ['c-delivery', true],
      ['c-payment', false],
    ]);
    expect(tree[0]?.children.map((n) => [n.value, n.disabled ?? false])).toEqual([['c-late', false]]);
  });

  it("puts the server's field codes on the fields the form shows", () => {
    const fields = formFieldErrors(
      [
        { field: 'categoryIds.0', messageCode: 'RCA_CATEGORY_NOT_LEAF', message: '' },
        { field: 'categoryIds.2', messageCode: 'RCA_CATEGORY_NOT_LEAF', message: '' },
        { field: 'endDate', messageCode: 'DATE_RANGE_INVALID', message: '' },
        { field: 'fieldQueries.0.values', messageCode: 'FIELD_INVALID', message: '' },
      ],
      (f) => `t:${f.messageCode}`,
    );
    expect(fields).toEqual([
      { name: 'categoryIds', errors: ['t:RCA_CATEGORY_NOT_LEAF'] },
      { name: 'range', errors: ['t:DATE_RANGE_INVALID'] },
    ]);
  });
});
