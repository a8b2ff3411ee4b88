import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFilters, type SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab, userWith } from '../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../shared/test/analysis-fixtures';
import { virtualCategoryOf, virtualId } from './test/fixtures';

const slow = { timeout: 10_000 };
const lastBody = (searches: () => { body: unknown }[]) => searches().at(-1)?.body as SearchRequest;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const routes = () =>
  defaultRoutes({
    'GET /api/project/care/bookmark': () => json([]),
    'GET /api/project/care/all/virtual': () => json([virtualCategoryOf()]),
    'POST /api/project/virtualCategory/care/save': (call) => json(virtualCategoryOf({ ...(call.body as object), id: virtualId })),
    [`POST /api/project/virtualCategory/care/${virtualId}/save/transactions`]: () =>
      json(virtualCategoryOf({ includedCount: 1 })),
    'POST /api/project/care/document/search': () =>
      json(
        searchResponse([documentOf(docId, 'Parcel arrived late and broken')], {
          modelCategoryCounts: [
            { modelCode: 'topics', counts: [{ categoryId: 'c-delivery', count: 5 }] },
            { modelCode: 'VIRTUAL', counts: [{ categoryId: virtualId, count: 7 }] },
          ],
        }),
      ),
  });

describe('virtual categories', { timeout: 120_000 }, () => {
  it('lists them with their counts and filters with the _1 id form', async () => {
    const { router, searches } = renderTab(dataUrl(), routes());
    expect((await screen.findByTestId(`virtual-category-count-${virtualId}`, {}, slow)).textContent).toBe('7');
    fireEvent.click(screen.getByTestId(`virtual-category-filter-${virtualId}`));
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).getAll('cq')).toEqual([`VIRTUAL__${virtualId}_1__IN`]),
      slow,
    );
    const state = decodeFilters(router.state.location.search, { timeZone: 'Europe/Istanbul' });
    expect(state.categoryQueries[0]?.ids[0]).toMatchObject({
      _id: virtualId,
      name: 'Angry gold customers',
      virtual: true,
      dynamic: false,
    });
    await waitFor(
      () =>
        expect(lastBody(searches).categoryQueries).toEqual([
          {
            fieldName: 'VIRTUAL',
            operand: 'IN',
            ids: [{ categoryId: virtualId, sentimentKey: null, virtual: true, dynamicKey: null }],
          },
        ]),
      slow,
    );
  });

  it('saves the current filters, without the virtual ones, as a new virtual category', async () => {
    const url = dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&q=angry&cq=topics__c-delivery__IN&cq=VIRTUAL__${virtualId}_1__IN`);
    const { calls } = renderTab(url, routes(), userWith('MANAGER'));
    fireEvent.click(await screen.findByTestId('virtual-category-save', {}, slow));
    fireEvent.change(await screen.findByTestId('virtual-category-name', {}, slow), { target: { value: 'Late angry' } });
    fireEvent.click(screen.getByTestId('virtual-category-submit'));
    const saved = () => calls.find((c) => c.method === 'POST' && c.path === '/api/project/virtualCategory/care/save');
    await waitFor(() => expect(saved()).toBeTruthy(), slow);
    expect(saved()?.body).toEqual({
      name: 'Late angry',
      color: '#722ED1',
      filter: {
        query: 'angry',
        fieldQueries: [],
        categoryQueries: [
          {
            fieldName: 'topics',
            operand: 'IN',
            ids: [{ categoryId: 'c-delivery', sentimentKey: null, virtual: false, dynamicKey: null }],
          },
        ],
      },
    });
  });

  it('adds the selected documents to a virtual category', async () => {
    const { calls } = renderTab(dataUrl(), routes());
    const row = await screen.findByTestId(`document-row-${docId}`, {}, slow);
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('virtual-transaction-open', {}, slow));
    fireEvent.click(await screen.findByTestId('virtual-transaction-submit', {}, slow));
    const path = `/api/project/virtualCategory/care/${virtualId}/save/transactions`;
    await waitFor(() => expect(calls.find((c) => c.path === path)?.body).toEqual({ add: [docId], remove: [] }), slow);
  });
});
