import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseUrlDate } from '../dates/url-date.js';
import { encodeCategoryToken } from './codec.js';
import {
  createFilterState,
  defaultFilterState,
  searchByDates,
  type CategoryId,
  type CategoryQuery,
  type FieldValue,
  type FilterState,
} from './state.js';
import { createSearchParams, decodeFilters, encodeFilters } from './url.js';

const IST = 'Europe/Istanbul';
const silent = { warn: () => undefined };

describe('encodeFilters', () => {
  it('writes the project-detail parameters in order, dates in the tenant zone', () => {
    const state = createFilterState({
      query: 'iade',
      page: 2,
      size: 20,
      sort: 'contentDate,desc',
      startDate: parseUrlDate('2024-01-01', { timeZone: IST }),
      endDate: parseUrlDate('2024-03-31', { timeZone: IST, end: true }),
      showEmptyContent: true,
      topic: 't1',
      rrId: 'rr9|Geç teslimat',
      acid: 'A-7',
      nid: 'run-1',
      fieldQueries: [{ fieldName: 'city', operand: 'IN', values: [{ key: 'İzmir' }] }],
      categoryQueries: [
        {
          fieldName: 'M1',
          operand: 'OR',
          ids: [{ _id: 'c1', code: null, name: 'Fiyat', sentiment: 'NEGATIVE', virtual: false, dynamic: false }],
        },
      ],
    });
    const params = encodeFilters(state, { timeZone: IST });
    expect(params.toString()).toBe(
      'q=iade&page=2&size=20&tab=project_data&sort=contentDate%2Cdesc&sd=2024-01-01T00&ed=2024-03-31T24&csd=&ced=' +
        '&showEmptyContent=true&topic=t1&rrId=rr9%7CGe%C3%A7+teslimat&acid=A-7&nid=run-1&fq=city__%C4%B0zmir__IN' +
        '&cq=M1__c1.NEGATIVE__OR&searchByDate=CONTENT_DATE&cqn_c1.NEGATIVE=Fiyat',
    );
  });

  it('leaves out the only-when-set parameters when unset, false or empty', () => {
    const keys = [
      ...new Set(
        encodeFilters(createFilterState({ topic: '', sort: '' }))
          .toString()
          .split('&')
          .map((p) => p.split('=')[0]),
      ),
    ];
    expect(keys).toEqual(['q', 'page', 'size', 'tab', 'sort', 'sd', 'ed', 'csd', 'ced', 'searchByDate']);
    expect(encodeFilters(defaultFilterState).toString()).toBe(
      'q=&page=0&size=10&tab=project_data&sort=&sd=&ed=&csd=&ced=&searchByDate=CONTENT_DATE',
    );
  });

  it('repeats fq and cq, drops filters without values or ids, names each category once', () => {
    const id: CategoryId = { _id: 'c', code: null, name: 'Kargo', sentiment: null, virtual: false, dynamic: false };
    const params = encodeFilters(
      createFilterState({
        fieldQueries: [
          { fieldName: 'a', operand: 'IN', values: [{ key: '1' }] },
          { fieldName: 'b', operand: 'IN', values: [] },
          { fieldName: 'c', operand: 'IN', values: [{ key: '2' }] },
        ],
        categoryQueries: [
          { fieldName: 'M1', operand: 'OR', ids: [id] },
          { fieldName: 'M2', operand: 'OR', ids: [] },
          { fieldName: 'M3', operand: 'AND', ids: [{ ...id, name: 'Other name' }] },
        ],
      }),
    );
    expect(params.getAll('fq')).toEqual(['a__1__IN', 'c__2__IN']);
    expect(params.getAll('cq')).toEqual(['M1__c__OR', 'M3__c__AND']);
    expect(params.getAll('cqn_c')).toEqual(['Kargo']);
  });

  it('writes an empty tab as the default tab and a null searchByDate as empty', () => {
    const params = encodeFilters(createFilterState({ tab: '', searchByDate: null }));
    expect(params.get('tab')).toBe('project_data');
    expect(params.get('searchByDate')).toBe('');
  });
});

describe('decodeFilters', () => {
  it('gives the defaults for an empty query string, with or without ?', () => {
    expect(decodeFilters('', silent)).toEqual(defaultFilterState);
    expect(decodeFilters('?', silent)).toEqual(defaultFilterState);
    expect(decodeFilters(createSearchParams(), silent)).toEqual(defaultFilterState);
  });

  it('reads every parameter', () => {
    const state = decodeFilters(
      '?q=%C4%B0ADE+ısrar&page=3&size=50&tab=cx_dashboard&sort=date&sd=2024-01-01&ed=2024-01-31&csd=2023-12-01T05&ced=2023-12-31T24' +
        '&showEmptyContent=true&showRootCauselessContent=true&topic=t&rrId=r%7Cx&dofc=d&cj=j&cjs=s&wcj=w&acid=a&nid=n' +
        '&fq=f__v__EQ&cq=M__DYN_city~ist_1__OR&searchByDate=CREATE_DATE&cqn_DYN_city~ist_1=%C4%B0stanbul',
      { timeZone: IST, warn: () => undefined },
    );
    expect(state).toEqual(
      createFilterState({
        query: 'İADE ısrar',
        page: 3,
        size: 50,
        tab: 'cx_dashboard',
        sort: 'date',
        startDate: new Date('2023-12-31T21:00:00.000Z'),
        endDate: new Date('2024-01-31T20:59:59.999Z'),
        comparisonStartDate: new Date('2023-12-01T02:00:00.000Z'),
        comparisonEndDate: new Date('2023-12-31T20:59:59.999Z'),
        showEmptyContent: true,
        showRootCauselessContent: true,
        topic: 't',
        rrId: 'r|x',
        dofc: 'd',
        cj: 'j',
        cjs: 's',
        wcj: 'w',
        acid: 'a',
        nid: 'n',
        fieldQueries: [{ fieldName: 'f', operand: 'EQ', values: [{ key: 'v' }] }],
        categoryQueries: [
          {
            fieldName: 'M',
            operand: 'OR',
            ids: [{ _id: 'ist', code: 'city', name: 'İstanbul', sentiment: null, virtual: true, dynamic: true }],
          },
        ],
        searchByDate: 'CREATE_DATE',
      }),
    );
  });

  it('keeps Turkish letters exactly (no case folding of İ/ı)', () => {
    const state = createFilterState({
      query: 'İı Iİ ğüşöç',
      fieldQueries: [{ fieldName: 'şehir', operand: 'IN', values: [{ key: 'IĞDIR' }, { key: 'ığdır' }] }],
    });
    expect(decodeFilters(encodeFilters(state).toString(), silent)).toEqual(state);
  });

  it('treats empty parameters as unset and takes the first of repeated single parameters', () => {
    const state = decodeFilters('q=&page=&size=&tab=&sort=&sd=&ed=&topic=&searchByDate=&q=second&page=4', silent);
    expect(state).toEqual(createFilterState({ searchByDate: null }));
  });

  it('names a category by its id when its name parameter is missing', () => {
    expect(decodeFilters('cq=M__c9__OR', silent).categoryQueries[0]?.ids[0]?.name).toBe('c9');
  });

  it('keeps an unknown tab', () => {
    expect(decodeFilters('tab=somethingNew', silent).tab).toBe('somethingNew');
  });

  it.each([
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['size=1e3', 'size'],
    ['sd=2024-02-30', 'sd'],
    ['ced=2024-01-01T25', 'ced'],
    ['searchByDate=TODAY', 'searchByDate'],
    ['fq=broken', 'fq'],
    ['cq=also__broken', 'cq'],
  ])('ignores %s with a warning', (query, name) => {
    const warn = vi.fn();
    const state = decodeFilters(query, { warn });
    expect(warn).toHaveBeenCalledOnce();
    expect(state).toEqual(defaultFilterState);
    expect(name).toBeTruthy();
  });
});

// ---- property: decodeFilters(encodeFilters(s)) equals s ----

const tricky = fc.constantFrom(
  '-',
  '_',
  '*',
  '.',
  '~',
  '|',
  '&',
  '=',
  '%',
  '+',
  ' ',
  '#',
  '?',
  '/',
  '\n',
  'İ',
  'ı',
  'ş',
  '1',
  'D',
  'Y',
  'N',
  'G',
  'T',
  'E',
  'L',
);
const text = fc.oneof(fc.string({ unit: tricky, maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 6 }));
const someText = text.filter((s) => s !== '');
const optionalText = fc.option(someText, { nil: null });
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n));

const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  text.map((key) => ({ key })),
  fc.record({ key: fc.constantFrom('GTE' as const, 'GT' as const), minValue: number }),
  fc.record({ key: fc.constantFrom('LTE' as const, 'LT' as const), maxValue: number }),
);

const categoryId: fc.Arbitrary<CategoryId> = fc
  .record({
    _id: text,
    code: text,
    name: text,
    sentiment: fc.option(text, { nil: null }),
    virtual: fc.boolean(),
    dynamic: fc.boolean(),
  })
  .map((c) => ({ ...c, code: c.dynamic ? c.code : null }));

const urlDate = (timeZone: string, end: boolean) =>
  fc.option(
    fc
      .record({
        y: fc.integer({ min: 1990, max: 2040 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
        h: fc.integer({ min: 0, max: 24 }),
        bare: fc.boolean(),
      })
      .map(({ y, m, d, h, bare }) => {
        const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        return parseUrlDate(bare ? day : `${day}T${h}`, { timeZone, end }) as Date;
      }),
    { nil: null },
  );

/** One display name per category token: the URL carries one name per token. */
function withConsistentNames(queries: CategoryQuery[]): CategoryQuery[] {
  const names = new Map<string, string>();
  return queries.map((q) => ({
    ...q,
    ids: q.ids.map((id) => {
      const token = encodeCategoryToken(id);
      if (!names.has(token)) names.set(token, id.name);
      return { ...id, name: names.get(token) as string };
    }),
  }));
}

const filterState = (timeZone: string): fc.Arbitrary<FilterState> =>
  fc
    .record({
      tab: fc.oneof(fc.constantFrom('project_data', 'cx_dashboard', 'reports'), someText),
      query: text,
      page: fc.nat({ max: 1_000_000 }),
      size: fc.integer({ min: 1, max: 1000 }),
      sort: optionalText,
      startDate: urlDate(timeZone, false),
      endDate: urlDate(timeZone, true),
      comparisonStartDate: urlDate(timeZone, false),
      comparisonEndDate: urlDate(timeZone, true),
      showEmptyContent: fc.boolean(),
      showRootCauselessContent: fc.boolean(),
      topic: optionalText,
      rrId: optionalText,
      dofc: optionalText,
      cj: optionalText,
      cjs: optionalText,
      wcj: optionalText,
      acid: optionalText,
      nid: optionalText,
      fieldQueries: fc.array(
        fc.record({ fieldName: text, operand: text, values: fc.array(fieldValue, { minLength: 1, maxLength: 4 }) }),
        { maxLength: 3 },
      ),
      categoryQueries: fc.array(
        fc.record({ fieldName: text, operand: text, ids: fc.array(categoryId, { minLength: 1, maxLength: 4 }) }),
        { maxLength: 3 },
      ),
      searchByDate: fc.constantFrom(...searchByDates, null),
    })
    .map((s) => createFilterState({ ...s, categoryQueries: withConsistentNames(s.categoryQueries) }));

describe('decodeFilters(encodeFilters(s))', () => {
  it.each(['UTC', IST, 'Europe/Berlin', 'America/New_York'])('equals s for generated states in %s', (timeZone) => {
    fc.assert(
      fc.property(filterState(timeZone), (state) => {
        const warn = vi.fn();
        const query = encodeFilters(state, { timeZone }).toString();
        expect(decodeFilters(query, { timeZone, warn })).toEqual(state);
        expect(warn).not.toHaveBeenCalled();
      }),
      { numRuns: 150 },
    );
  });

  it('is stable: encoding the decoded state gives the same query string', () => {
    fc.assert(
      fc.property(filterState(IST), (state) => {
        const once = encodeFilters(state, { timeZone: IST }).toString();
        expect(encodeFilters(decodeFilters(once, { timeZone: IST, ...silent }), { timeZone: IST }).toString()).toBe(once);
      }),
      { numRuns: 100 },
    );
  });
});
