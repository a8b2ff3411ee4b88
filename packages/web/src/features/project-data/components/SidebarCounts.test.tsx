import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

/** Every count beside a filter is the count under the current filters, zero when zero (lib/counts.ts). */
describe('counts beside the filters', { timeout: 120_000 }, () => {
  it('shows zero for a category the filtered answer does not count, never the tree total', async () => {
    // The tree says Payment holds 1 document in the analysis; the search (text "parcel") counted only Delivery > Late.
    renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=parcel'),
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(
            searchResponse([documentOf(docId, 'Parcel arrived late')], {
              modelCategoryCounts: [{ modelCode: 'topics', counts: [{ categoryId: 'c-late', count: 1 }] }],
            }),
          ),
      }),
    );
    expect((await screen.findByTestId('category-count-topics-c-late', {}, slow)).textContent).toBe('1');
    expect(screen.getByTestId('category-count-topics-c-payment').textContent).toBe('0');
  });

  it('keeps a selected facet value the answer lacks, at zero, so it can be unticked', async () => {
    renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&fq=channel__web__IN'),
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(searchResponse([], { facets: [{ key: 'CHANNEL', facetList: [{ _id: 'app', count: 0 }] }] })),
      }),
    );
    expect((await screen.findByTestId('facet-count-CHANNEL-web', {}, slow)).textContent).toBe('0');
    expect(screen.getByTestId('facet-count-CHANNEL-app').textContent).toBe('0');
    const box = screen.getByTestId('facet-CHANNEL-web');
    expect((box instanceof HTMLInputElement ? box : box.querySelector('input'))?.checked).toBe(true);
  });

  it('counts the summary bar under the current filters: failed is what clicking it lists', async () => {
    renderTab(
      dataUrl(),
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(
            searchResponse([documentOf(docId, 'x')], {
              facets: [{ key: 'PREDICTION_STATUS', facetList: [{ _id: 'SUCCESS', count: 7 }, { _id: 'FAILED', count: 2 }] }],
              // The whole analysis: 40 failed, most of them outside the range.
              predictionSummary: {
                inlineCount: 5,
                failedCount: 40,
                alertedCount: 0,
                processedCount: 900,
                retryAllActive: false,
                retryAllPercentage: 0,
              },
            }),
          ),
      }),
    );
    expect((await screen.findByTestId('summary-processed', {}, slow)).textContent).toContain('7');
    expect(screen.getByTestId('summary-inline').textContent).toContain('0');
    expect(screen.getByTestId('summary-failed').textContent).toContain('2');
    expect(screen.getByTestId('summary-failed').textContent).not.toContain('40');
  });

  it("counts the attribute picker's values under the current filters", async () => {
    const { calls } = renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=parcel'),
      defaultRoutes({
        'POST /api/project/care/facet/field/segment': () =>
          json({ values: [{ value: 'gold', count: 1 }, { value: 'silver', count: 0 }], last: true }),
      }),
    );
    fireEvent.click(await screen.findByTestId('attribute-filter-add', {}, slow));
    fireEvent.mouseDown(within(await screen.findByTestId('attribute-filter-field')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Segment', {}, slow));
    fireEvent.mouseDown(within(await screen.findByTestId('attribute-filter-value', {}, slow)).getByRole('combobox'));
    expect(await screen.findByText('silver (0)', {}, slow)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/project/care/facet/field/segment')).toBe(true));
    const body = calls.find((c) => c.path === '/api/project/care/facet/field/segment')?.body as { search?: SearchRequest };
    expect(body.search).toMatchObject({ query: 'parcel', startDate: '2025-12-31T21:00:00.000Z' });
  });
});
