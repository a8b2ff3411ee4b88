import { rootCauseEndpoints as e } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { foldKeyword } from './keyword-repository.js';
import { documents, rcaFixture, type RcaFixture } from './root-cause-fixtures/test-support.js';

let t: TestApp;
let fx: RcaFixture;
const api = () => fx.cast.owner.client;
const params = () => ({ code: fx.code });
const expectError = (res: RawResponse, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { messageCode?: string }).messageCode }).toEqual({ status, code });
};

beforeAll(async () => {
  t = await startTestApp();
  fx = await rcaFixture(t, 'Cyberdyne');
  const [trashed] = await documents(t, fx, ['şikayet in the bin']);
  await t.db
    .updateTable('project_document')
    .set({ trashed_at: new Date() })
    .where('id', '=', trashed as string)
    .execute();
  await documents(t, fx, ['Büyük şikayet var', 'SIKAYET ettim', 'sikayetçiyim', 'ŞİKAYET', 'nothing here', 'Kargo gecikti']);
});
afterAll(() => t.close());

describe('keyword folding', () => {
  it('folds Turkish letters and case the way the database folds content', () => {
    expect(foldKeyword('  ŞİKAYET   Çok ')).toBe('sikayet cok');
    expect(foldKeyword('Iğdır')).toBe('igdir');
  });
});

describe('saved keywords', () => {
  it('are unique per analysis compared without case and Turkish letters, count the documents that contain them', async () => {
    const added = await api().call(e.abkKeywordAdd, { params: params(), body: { keyword: 'Şikayet' } });
    expect(added).toMatchObject({ keyword: 'Şikayet', connected: [], categoryId: null, documentCount: 4 });
    expectError(await api().request(e.abkKeywordAdd, { params: params(), body: { keyword: 'sikayet' } }), 409, 'KEYWORD_EXISTS');
    expectError(
      await api().request(e.abkKeywordAdd, { params: params(), body: { keyword: ' ŞİKAYET ' } }),
      409,
      'KEYWORD_EXISTS',
    );

    const connected = await api().call(e.abkConnectKeyword, {
      params: params(),
      body: { id: added.id, connected: ['kargo', 'şikayet', 'KARGO', 'iade'] },
    });
    expect(connected).toMatchObject({ connected: ['kargo', 'iade'], documentCount: 5 });

    const saved = await api().call(e.abkKeywordSave, {
      params: params(),
      body: { keywords: ['Şikayet', 'İade', 'iade', 'Fatura'], categoryId: 'cat-a' },
    });
    expect(saved.map((k) => [k.keyword, k.categoryId])).toEqual([
      ['Şikayet', null],
      ['İade', 'cat-a'],
      ['Fatura', 'cat-a'],
    ]);
    expect(saved[0]?.id).toBe(added.id);

    const search = (text: string) => api().call(e.abkKeywordSearch, { params: params(), body: { text, page: 0, size: 2 } });
    expect(await search('')).toMatchObject({ total: 3, page: 0, size: 2 });
    expect((await search('')).content.map((k) => k.keyword)).toEqual(['Fatura', 'İade']);
    expect((await search('KAR')).content.map((k) => k.keyword)).toEqual(['Şikayet']);
    expect((await search('şik')).content.map((k) => k.keyword)).toEqual(['Şikayet']);
    expect(await search('zzz')).toMatchObject({ content: [], total: 0 });

    const byIds = await api().call(e.abkKeywordSearchIds, { params: params(), body: { ids: [added.id, randomUUID()] } });
    expect(byIds.map((k) => k.keyword)).toEqual(['Şikayet']);

    await api().call(e.abkKeywordDelete, { params: params(), query: { id: added.id } });
    expectError(await api().request(e.abkKeywordDelete, { params: params(), query: { id: added.id } }), 404, 'KEYWORD_NOT_FOUND');
    expectError(
      await api().request(e.abkConnectKeyword, { params: params(), body: { id: added.id, connected: [] } }),
      404,
      'KEYWORD_NOT_FOUND',
    );
    expect((await search('')).total).toBe(2);
  });

  it('belong to their analysis: another workspace gets 404', async () => {
    const outsider = fx.cast.outsider.client;
    expectError(await outsider.request(e.abkKeywordAdd, { params: params(), body: { keyword: 'x' } }), 404, 'ANALYSIS_NOT_FOUND');
    expectError(await outsider.request(e.abkKeywordSearch, { params: params(), body: {} }), 404, 'ANALYSIS_NOT_FOUND');
  });
});
