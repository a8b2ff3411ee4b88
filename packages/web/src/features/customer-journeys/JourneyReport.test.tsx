import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { CustomerJourneyPage } from './pages/CustomerJourneyPage';
import { analysisPage, journey, journeyId, report, stepIds } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const range = 'sd=2026-03-01&ed=2026-03-31&csd=2026-02-01&ced=2026-02-28';

function renderPage(url = `/customer-journey?wcj=${journeyId}&${range}`, over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    'GET /api/customer-journey': () => json([journey(), journey({ id: 'other', name: 'Returns', editable: false, steps: [] })]),
    [`POST /api/customer-journey/${journeyId}/report`]: (call) => json(report(call.body)),
    'GET /api/project': () => json(analysisPage),
    ...over,
  });
  const router = renderAt(
    [
      { path: '/customer-journey', element: <CustomerJourneyPage /> },
      { path: '/project/detail/:code', element: <div data-testid="data-tab" /> },
    ],
    url,
    userWith('MANAGER'),
  );
  return { calls, router };
}

const paramsOf = (search: string) => new URLSearchParams(search);

describe('customer journey report', { timeout: 60_000 }, () => {
  it('lists the journeys and shows the steps left to right with numbers, scores, changes and conversion', async () => {
    const { calls } = renderPage();
    await screen.findByTestId('journey-report', {}, slow);
    expect(screen.getByTestId('journey-item-Purchase to support').textContent).toContain('Steps: 3');
    expect(screen.getByTestId('journey-item-Purchase to support').textContent).toContain('Ayşe Demir');
    expect(screen.getByTestId('journey-item-Purchase to support').textContent).toContain('Workspace');
    expect(screen.getByTestId('journey-step-0').textContent).toContain('Purchase');
    expect(screen.getByTestId('journey-step-0-documents').textContent).toBe('1,234');
    expect(screen.getByTestId('journey-step-0-documents-change').textContent).toBe('+10');
    expect(screen.getByTestId('journey-step-0-customers').textContent).toBe('900');
    expect(screen.getByTestId('journey-step-0-score-SENTIMENT').textContent).toContain('12.5');
    expect(screen.getByTestId('journey-step-0-score-NPS').textContent).toContain('20');
    expect(screen.getByTestId('journey-conversion-0-rate').textContent).toBe('50.0%');
    expect(screen.getByTestId('journey-conversion-0').textContent).toContain('450 customers went on');
    expect(screen.getByTestId('journey-conversion-1-rate').textContent).toBe('25.0%');
    expect(screen.queryByTestId('journey-conversion-2')).toBeNull();
    expect(within(screen.getByTestId('journey-step-0-category')).getByText('Late')).toBeTruthy();
    expect(screen.getByTestId('journey-step-0-category-topics:c-late').textContent).toBe('40');
    expect(screen.getByTestId('journey-step-0-rootcause').textContent).toContain('−2');
    const body = calls.find((c) => c.path.endsWith('/report'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ projectCode: null });
    expect(typeof body['startDate']).toBe('string');
    expect(typeof body['comparisonStartDate']).toBe('string');
  });

  it("a step's documents open the data tab of its analysis by cj and cjs over the report's range", async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('journey-step-0-documents', {}, slow));
    await screen.findByTestId('data-tab');
    expect(router.state.location.pathname).toBe('/project/detail/care');
    const params = paramsOf(router.state.location.search);
    expect(params.get('tab')).toBe('project_data');
    expect(params.get('cj')).toBe(journeyId);
    expect(params.get('cjs')).toBe(stepIds[0]);
    expect(params.get('sd')).toMatch(/^2026-03-01/);
    expect(params.get('ed')).toBe('2026-03-31T24');
    expect(params.get('csd')).toBe('');
  });

  it('a step on two analyses offers one link per analysis', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('journey-step-1-documents', {}, slow));
    fireEvent.click(await screen.findByText('Shop reviews'));
    await screen.findByTestId('data-tab');
    expect(router.state.location.pathname).toBe('/project/detail/shop');
    expect(paramsOf(router.state.location.search).get('cjs')).toBe(stepIds[1]);
  });

  it('a category adds its category filter, a root cause its rrId', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('journey-step-0-category-topics:c-late', {}, slow));
    await screen.findByTestId('data-tab');
    const params = paramsOf(router.state.location.search);
    expect(params.get('cq')).toBe('topics__c-late__IN');
    expect(params.get('cqn_c-late')).toBe('Late');
    expect(params.get('cjs')).toBe(stepIds[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/care'));
  });

  it('fills in the default range and the previous period, and selecting a journey writes wcj', async () => {
    const { router } = renderPage('/customer-journey');
    await screen.findByTestId('journey-report', {}, slow);
    const params = paramsOf(router.state.location.search);
    expect(params.get('sd')).not.toBe('');
    expect(params.get('csd')).not.toBe('');
    // The page is no analysis tab: only the journey and the ranges are in its URL.
    expect([...params.keys()].sort()).toEqual(['ced', 'csd', 'ed', 'sd']);
    fireEvent.click(screen.getByTestId('journey-item-Returns'));
    await waitFor(() => expect(paramsOf(router.state.location.search).get('wcj')).toBe('other'));
    expect(screen.getByTestId('journey-title').textContent).toBe('Returns');
  });

  it('offers edit and delete only on editable journeys, and deletes after confirmation', async () => {
    const { calls } = renderPage(undefined, { [`DELETE /api/customer-journey/${journeyId}`]: () => json({ ok: true }) });
    await screen.findByTestId('journey-report', {}, slow);
    expect(screen.queryByTestId('journey-edit-Returns')).toBeNull();
    fireEvent.click(screen.getByTestId('journey-delete-Purchase to support'));
    fireEvent.click(await screen.findByTestId('journey-delete-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
