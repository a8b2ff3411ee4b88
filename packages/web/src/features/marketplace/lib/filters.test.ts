// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  analysisDataTypes,
  attributeTypes,
  classificationTypes,
  reviewStatuses,
  senseTypes,
  templateKinds,
  templateVisibilities,
} from '@sentio/domain';
import { resources } from '../../../app/i18n';
import { filterEnums, filtersFromSearch, listQuery, searchFromFilters, type ListFrame } from './filters';

const marketplace: ListFrame = { scope: 'PUBLIC', defaultScope: 'PUBLIC' };
const modelPage: ListFrame = { kind: 'MODEL', defaultScope: 'ALL' };

describe('template list filters in the URL', () => {
  it('reads and writes the same URL, leaving defaults and the page’s fixed choices out', () => {
    const url = 'kind=MODEL&search=refund&tags=retail%2Cbank&language=tr&sort=QUALITY&page=2';
    const filters = filtersFromSearch(new URLSearchParams(url), marketplace);
    expect(filters).toMatchObject({
      kind: 'MODEL',
      scope: 'PUBLIC',
      tags: ['retail', 'bank'],
      language: 'tr',
      page: 2,
      size: 12,
    });
    expect(searchFromFilters(filters, marketplace).toString()).toBe(url);
    expect(listQuery(filters)).toEqual({
      page: 2,
      size: 12,
      sort: 'QUALITY',
      scope: 'PUBLIC',
      search: 'refund',
      tags: 'retail,bank',
      language: 'tr',
    });
  });

  it('drops what the server would refuse: a too-short search, unknown values, a scope the page fixes', () => {
    const filters = filtersFromSearch(new URLSearchParams('search=ab&sort=BEST&language=de&scope=WORKSPACE&kind=X'), marketplace);
    expect(filters).toMatchObject({ kind: 'ALL', scope: 'PUBLIC', sort: 'INSTALLS', tags: [] });
    expect(filters.search).toBeUndefined();
    expect(filters.language).toBeUndefined();
    const own = filtersFromSearch(new URLSearchParams('scope=WORKSPACE&kind=PROJECT'), modelPage);
    expect(own).toMatchObject({ kind: 'MODEL', scope: 'WORKSPACE' });
    expect(searchFromFilters(own, modelPage).toString()).toBe('scope=WORKSPACE');
  });
});

describe('marketplace texts built from closed sets', () => {
  const has = (lng: string, key: string) => {
    let node: unknown = resources[lng]?.['marketplace'];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' && node.trim() !== '';
  };
  const keys = [
    ...filterEnums.kindFilters.map((k) => `kindFilter.${k}`),
    ...filterEnums.templateScopes.map((s) => `scope.${s}`),
    ...filterEnums.templateSorts.map((s) => `sort.${s}`),
    ...templateKinds.flatMap((k) => [
      `kind.${k}`,
      `section.${k}`,
      `templates.title.${k}`,
      `templates.intro.${k}`,
      `detail.back.${k}`,
    ]),
    ...templateVisibilities.map((v) => `visibility.${v}`),
    ...reviewStatuses.map((s) => `request.${s}`),
    ...senseTypes.map((s) => `senseType.${s}`),
    ...classificationTypes.map((c) => `classificationType.${c}`),
    ...analysisDataTypes.map((d) => `dataType.${d}`),
    ...attributeTypes.map((a) => `attributeType.${a}`),
    ...['CROSS_VALIDATION', 'HOLDOUT', 'NONE'].map((e) => `evaluation.${e}`),
  ];
  it.each(['en', 'tr'])('are all in %s', (lng) => {
    expect(keys.filter((k) => !has(lng, k))).toEqual([]);
  });
});
