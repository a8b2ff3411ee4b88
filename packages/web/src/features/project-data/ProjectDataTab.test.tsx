import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFilters, type SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../shared/test/analysis-fixtures';

const slow = { timeout: 5_000 };
// The input ignores a second Enter until the key is released.
const enter = (input: HTMLElement) => {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const lastBody = (searches: () => { body: unknown }[]) => searches().at(-1)?.body as SearchRequest;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('project data tab', { timeout: 120_000 }, () => {
  it('renders the URL filters as chips and reproduces them from the URL it writes', async () => {
    const url = dataUrl(
      'sd=2026-01-01T00&ed=2026-03-31T24&q=late&fq=segment__gold--silver__IN&cq=topics__c-delivery.NEGATIVE__IN&cqn_c-delivery.NEGATIVE=Delivery',
    );
    const first = renderTab(url);
    expect((await screen.findByTestId('filter-chip-category-topics-c-delivery', {}, slow)).textContent).toContain(
      'Delivery · Negative',
    );
    expect(screen.getByTestId('filter-chip-field-segment-IN').textContent).toContain('gold, silver');
    expect(screen.getByTestId('filter-chip-query').textContent).toContain('late');
    await waitFor(() => expect(first.searches().length).toBeGreaterThan(0), slow);
    expect(lastBody(first.searches)).toMatchObject({
      query: 'late',
      page: 0,
      fieldQueries: [{ fieldName: 'segment', operand: 'IN', values: [{ key: 'gold' }, { key: 'silver' }] }],
      categoryQueries: [
        {
          fieldName: 'topics',
          operand: 'IN',
          ids: [{ categoryId: 'c-delivery', sentimentKey: 'NEGATIVE', virtual: false, dynamicKey: null }],
        },
      ],
    });

    // A user action writes the whole state back; that URL, opened fresh, gives the same screen.
    fireEvent.click(await screen.findByTestId('category-filter-topics-c-payment', {}, slow));
    await waitFor(() => expect(first.router.state.location.search).toContain('c-payment'));
    const written = first.router.state.location.search;
    expect(decodeFilters(written, { timeZone: 'Europe/Istanbul' }).categoryQueries[0]?.ids.map((i) => i.name)).toEqual([
      'Delivery',
      'Payment',
    ]);
    cleanup();
    vi.restoreAllMocks();

    const second = renderTab(`/project/detail/care${written}`);
    expect((await screen.findByTestId('filter-chip-category-topics-c-payment', {}, slow)).textContent).toContain('Payment');
    expect(screen.getByTestId('filter-chip-category-topics-c-delivery').textContent).toContain('Delivery · Negative');
    expect(screen.getByTestId('filter-chip-field-segment-IN')).toBeTruthy();
    await waitFor(() => expect(second.searches().length).toBeGreaterThan(0), slow);
    expect(lastBody(second.searches).categoryQueries[0]?.ids.map((i) => i.categoryId)).toEqual(['c-delivery', 'c-payment']);
  });

  it('writes the default date range into a URL without dates before searching', async () => {
    const { router, searches } = renderTab('/project/detail/care?tab=project_data');
    await waitFor(() => expect(router.state.location.search).toMatch(/sd=\d{4}-01-01T00/), slow);
    await waitFor(() => expect(searches().length).toBeGreaterThan(0), slow);
    expect(searches().every((c) => (c.body as SearchRequest).startDate !== null)).toBe(true);
  });

  it('refuses a one- or two-character query without a request and searches a longer one from page 0', async () => {
    const { searches, router } = renderTab(dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&page=2'));
    await screen.findByTestId(`document-row-${docId}`, {}, slow);
    const before = searches().length;
    const input = () => within(screen.getByTestId('data-search-input')).getByRole('searchbox');
    fireEvent.change(input(), { target: { value: 'ab' } });
    enter(input());
    expect((await screen.findByTestId('search-too-short')).textContent).toContain('at least 3');
    expect(searches().length).toBe(before);
    fireEvent.change(input(), { target: { value: 'parcel' } });
    enter(input());
    await waitFor(() => expect(lastBody(searches).query).toBe('parcel'), slow);
    expect(lastBody(searches).page).toBe(0);
    expect(router.state.location.search).toContain('q=parcel');
    expect(screen.queryByTestId('search-too-short')).toBeNull();
  });

  it('turns facet and attribute filters into field queries and removes them by chip', async () => {
    const { searches } = renderTab(dataUrl());
    fireEvent.click(await screen.findByTestId('facet-CHANNEL-app', {}, slow));
    await waitFor(
      () => expect(lastBody(searches).fieldQueries).toEqual([{ fieldName: 'channel', operand: 'IN', values: [{ key: 'app' }] }]),
      slow,
    );

    fireEvent.click(screen.getByTestId('attribute-filter-add'));
    fireEvent.mouseDown(within(await screen.findByTestId('attribute-filter-field')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('NPS', {}, slow));
    fireEvent.change(await screen.findByTestId('attribute-filter-min'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('attribute-filter-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('attribute-filter-apply'));
    await waitFor(
      () =>
        expect(lastBody(searches).fieldQueries).toEqual([
          { fieldName: 'channel', operand: 'IN', values: [{ key: 'app' }] },
          {
            fieldName: 'nps',
            operand: 'RANGE',
            values: [
              { key: 'GTE', minValue: 7 },
              { key: 'LTE', maxValue: 10 },
            ],
          },
        ]),
      slow,
    );
    expect(screen.getByTestId('filter-chip-field-nps-RANGE').textContent).toContain('≥ 7, ≤ 10');

    const chip = screen.getByTestId('filter-chip-field-channel-IN');
    fireEvent.click(within(chip).getByLabelText(/Remove filter/));
    await waitFor(() => expect(lastBody(searches).fieldQueries.map((q) => q.fieldName)).toEqual(['nps']), slow);
  });

  it('filters on failed predictions from the summary and resets filters but keeps the dates', async () => {
    // "Failed" counts (and is enabled) under the current filters: the prediction status facet of the answer.
    const failedFacet = { key: 'PREDICTION_STATUS', facetList: [{ _id: 'FAILED', count: 1 }] };
    const { searches, router } = renderTab(
      dataUrl(),
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(searchResponse([documentOf(docId, 'Parcel arrived late and broken')], { facets: [failedFacet] })),
      }),
    );
    fireEvent.click(await screen.findByTestId('summary-failed', {}, slow));
    await waitFor(
      () =>
        expect(lastBody(searches).fieldQueries).toEqual([
          { fieldName: 'predictionStatus', operand: 'IN', values: [{ key: 'FAILED' }] },
        ]),
      slow,
    );
    fireEvent.click(screen.getByTestId('reset-filters'));
    // Back to the first request's filters: answered from the cache, so the URL is what to check.
    await waitFor(() => expect(router.state.location.search).not.toContain('fq='), slow);
    expect(router.state.location.search).toContain('sd=2026-01-01T00');
  });

  it('opens a row in the drawer through the doc URL parameter and shows the empty states', async () => {
    const routes = defaultRoutes({
      [`GET /api/project/care/document/${docId}`]: () => json(documentOf(docId, 'Parcel arrived late and broken')),
      [`POST /api/project/care/audit/document/${docId}`]: () => json({ content: [], page: 0, size: 20, total: 0 }),
    });
    const { router } = renderTab(dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=parcel'), routes);
    const row = await screen.findByTestId(`document-row-${docId}`, {}, slow);
    expect(row.classList.contains('document-row')).toBe(true);
    expect(within(row).getByTestId('query-match').textContent).toBe('Parcel');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.search).toContain(`doc=${docId}`));
    expect(await screen.findByTestId('document-drawer', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toContain('q=parcel');
  });

  it('shows "no documents match" with a reset when filters exclude everything', async () => {
    renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=nothing'),
      defaultRoutes({ 'POST /api/project/care/document/search': () => json(searchResponse([])) }),
    );
    expect(await screen.findByTestId('no-match', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('reset-filters-empty')).toBeTruthy();
  });

  it('sends the date type, preset period, comparison and sort the bar picks', async () => {
    const { searches, router } = renderTab(dataUrl());
    await screen.findByTestId(`document-row-${docId}`, {}, slow);
    const pick = async (testId: string, option: string) => {
      fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
      const options = await screen.findAllByText(option, {}, slow);
      fireEvent.click(options.at(-1) as HTMLElement);
    };
    await pick('searchbydate-select', 'Create date');
    await waitFor(() => expect(lastBody(searches).searchByDate).toBe('CREATE_DATE'), slow);
    await pick('sort-select', 'Relevance');
    await waitFor(() => expect(lastBody(searches).sort).toBe('RELEVANCE'), slow);
    fireEvent.click(screen.getByTestId('comparison-toggle'));
    await waitFor(() => expect(router.state.location.search).toContain('csd=2025-10-01T00'), slow);
    expect(lastBody(searches).comparisonStartDate).not.toBeNull();
    await pick('date-period-select', 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).not.toContain('sd=2026-01-01T00'), slow);
    expect(router.state.location.search).toContain('searchByDate=CREATE_DATE');
  });
});
