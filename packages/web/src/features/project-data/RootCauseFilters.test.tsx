import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };
const rc1 = '0d0c7b5a-1111-4222-8333-444455556666';
const rc2 = '0d0c7b5a-1111-4222-8333-777788889999';
const topicId = '5e5e5e5e-1111-4222-8333-444455556666';
const lastBody = (searches: () => { body: unknown }[]) => searches().at(-1)?.body as SearchRequest;
const noAlias = { tr: '', en: '' };
const rootCauseFacet = {
  key: 'ROOT_CAUSE',
  facetList: [
    { _id: rc1, count: 7, name: 'Late delivery', alias: { tr: 'Geç teslimat', en: 'Parcel came late' } },
    { _id: rc2, count: 0, name: 'Broken parcel', alias: noAlias },
  ],
};
const rootCause = (id: string, name: string, alias = noAlias) => ({
  id,
  projectCode: 'care',
  name,
  description: '',
  sentiment: 'NEGATIVE',
  alias,
  categoryIds: [],
  topicIds: [],
  documentCount: 3,
  createdBy: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});
const withFacet = defaultRoutes({
  'POST /api/project/care/document/search': () =>
    json(searchResponse([documentOf(docId, 'Parcel arrived late and broken')], { facets: [rootCauseFacet] })),
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('root cause filters of the data tab', { timeout: 120_000 }, () => {
  it('asks for the root cause facet and filters by the root cause ticked there (alias in the interface language)', async () => {
    const { searches, router } = renderTab(dataUrl(), withFacet);
    const box = await screen.findByTestId(`facet-ROOT_CAUSE-${rc1}`, {}, slow);
    expect(lastBody(searches).facet?.split(',')).toContain('ROOT_CAUSE');
    expect(box.closest('label')?.textContent).toContain('Parcel came late');
    expect(screen.getByTestId(`facet-count-ROOT_CAUSE-${rc1}`).textContent).toBe('7');
    fireEvent.click(box);
    await waitFor(() => expect(lastBody(searches).rrId).toBe(rc1), slow);
    expect(lastBody(searches)).toMatchObject({ page: 0, hasTopic: false, showRootCauselessContent: false });
    expect(new URLSearchParams(router.state.location.search).get('rrId')).toBe(`${rc1}|Parcel came late`);
    expect((await screen.findByTestId('filter-chip-rrId', {}, slow)).textContent).toContain('Root cause: Parcel came late');

    // One root cause at a time: another replaces it; unticking removes the filter.
    fireEvent.click(screen.getByTestId(`facet-ROOT_CAUSE-${rc2}`));
    await waitFor(() => expect(lastBody(searches).rrId).toBe(rc2), slow);
    fireEvent.click(screen.getByTestId(`facet-ROOT_CAUSE-${rc2}`));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('rrId')).toBeNull(), slow);
  });

  it('names a bare rrId and a topic from the analysis, widens them with the switch and removes them by chip', async () => {
    const { searches, router, calls } = renderTab(
      dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&rrId=${rc1}&topic=${topicId}`),
      defaultRoutes({
        'GET /api/project/care/root-cause': () => json([rootCause(rc2, 'Other'), rootCause(rc1, 'Late delivery')]),
        'GET /api/project/care/widget/attributeBaseKeyword/findAllProjectTopics': () =>
          json([
            { id: topicId, analysisId: rc2, categoryId: 'c-delivery', label: 'courier never came', status: 'CONFIRMED', size: 4 },
          ]),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('filter-chip-rrId').textContent).toContain('Root cause: Late delivery'), slow);
    await waitFor(() => expect(screen.getByTestId('filter-chip-topic').textContent).toContain('Topic: courier never came'), slow);
    expect(lastBody(searches)).toMatchObject({ rrId: rc1, topic: topicId, hasTopic: true, showRootCauselessContent: false });

    fireEvent.click(screen.getByTestId('filter-rootcauseless'));
    await waitFor(() => expect(lastBody(searches).showRootCauselessContent).toBe(true), slow);
    expect(router.state.location.search).toContain('showRootCauselessContent=true');

    fireEvent.click(within(screen.getByTestId('filter-chip-topic')).getByLabelText(/Remove filter/));
    await waitFor(
      () => expect(lastBody(searches)).toMatchObject({ topic: null, rrId: rc1, showRootCauselessContent: true }),
      slow,
    );
    // The switch widens only a root cause filter: it goes with the last one.
    fireEvent.click(within(screen.getByTestId('filter-chip-rrId')).getByLabelText(/Remove filter/));
    await waitFor(() => expect(router.state.location.search).not.toContain('rrId'), slow);
    expect(router.state.location.search).not.toContain('showRootCauselessContent');
    expect(screen.queryByTestId('filter-rootcauseless')).toBeNull();
    // The root causes were asked for once, for the bare id; a label in the URL needs no call.
    expect(calls.filter((c) => c.path === '/api/project/care/root-cause').length).toBe(1);
  });

  it('shows the label the URL carries at once, and "reset filters" clears root cause and topic but keeps the dates', async () => {
    const { router, calls } = renderTab(
      dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&rrId=${rc1}%7CLate+delivery&showRootCauselessContent=true`),
    );
    expect((await screen.findByTestId('filter-chip-rrId', {}, slow)).textContent).toContain('Late delivery');
    expect(screen.getByTestId('filter-rootcauseless').getAttribute('aria-checked')).toBe('true');
    expect(calls.some((c) => c.path === '/api/project/care/root-cause')).toBe(false);
    fireEvent.click(screen.getByTestId('reset-filters'));
    await waitFor(() => expect(router.state.location.search).not.toContain('rrId'), slow);
    expect(router.state.location.search).not.toContain('showRootCauselessContent');
    expect(router.state.location.search).toContain('sd=2026-01-01T00');
    expect(router.state.location.search).toContain('ed=2026-03-31T24');
  });

  it('offers "reset filters" when a root cause filter matches nothing', async () => {
    renderTab(
      dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&rrId=${rc1}`),
      defaultRoutes({ 'POST /api/project/care/document/search': () => json(searchResponse([])) }),
    );
    expect(await screen.findByTestId('no-match', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('reset-filters-empty')).toBeTruthy();
  });
});
