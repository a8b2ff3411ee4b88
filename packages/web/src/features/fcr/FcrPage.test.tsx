import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FcrReportBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { analysisSummary, categoryTree, customerSettings } from '../../shared/test/analysis-fixtures';
import { FcrPage } from './pages/FcrPage';
import { report, settings, subReport, subReportId } from './test/fixtures';

const slow = { timeout: 10_000 };
const march = 'sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24';
const error = (status: number, messageCode: string, fields?: { field: string; messageCode: string; message: string }[]) =>
  json(
    {
      status,
      type: status === 404 ? 'NotFoundException' : 'ValidationException',
      messageCode,
      message: messageCode,
      ...(fields ? { fields } : {}),
    },
    status,
  );
const analyses = {
  content: [analysisSummary('care', 'Customer care'), analysisSummary('shop', 'Shop reviews')],
  page: 0,
  size: 100,
  total: 2,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderPage(
  url = `/first-call-resolution?${march}`,
  over: Record<string, (call: Call) => Response> = {},
  role: 'MANAGER' | 'ANALYST' = 'MANAGER',
) {
  const calls = mockApi({
    'GET /api/fcr/settings': () => json(settings()),
    'GET /api/fcr/sub-report': () => json([subReport()]),
    'POST /api/fcr/report': () => json(report()),
    'GET /api/project/channel': () =>
      json([{ code: 'CALL_CENTER', name: 'Call centre', description: '', image: null, usage: 1 }]),
    'GET /api/project': () => json(analyses),
    'GET /api/customer/settings': () =>
      json(customerSettings({ attributes: [{ code: 'phone', name: 'Phone', projectCodes: ['care'] }] })),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    ...over,
  });
  const router = renderAt(
    [
      { path: '/first-call-resolution', element: <FcrPage /> },
      { path: '/project/detail/:code', element: <div data-testid="data-tab" /> },
    ],
    url,
    userWith(role),
  );
  const reports = () =>
    calls.filter((c) => c.method === 'POST' && c.path === '/api/fcr/report').map((c) => c.body as FcrReportBody);
  return { calls, router, reports };
}

const query = (router: ReturnType<typeof renderPage>['router']) => new URLSearchParams(router.state.location.search);

describe('first-call resolution page', { timeout: 60_000 }, () => {
  it('shows the rate with its change, the counts, the distribution with comparison and the tables (no agent table without agents)', async () => {
    const { reports } = renderPage();
    expect((await screen.findByTestId('fcr-rate', {}, slow)).textContent).toBe('75.0%');
    expect(screen.getByTestId('fcr-rate-change').textContent).toContain('+5 points vs. comparison');
    expect(screen.getByTestId('fcr-rate-change').textContent).toContain('Comparison: 70.0%');
    expect(screen.getByTestId('fcr-resolved').textContent).toContain('15');
    expect(screen.getByTestId('fcr-repeated').textContent).toBe('5');
    expect(screen.getByTestId('fcr-pending').textContent).toContain('5');
    expect(screen.getByTestId('fcr-contacts').textContent).toContain('40');
    expect(screen.getByTestId('fcr-bucket-2-count').textContent).toBe('3');
    expect(screen.getByTestId('fcr-bucket-2-comparison').textContent).toBe('4');
    expect(screen.getByTestId('fcr-distribution').textContent).toContain('4+ contacts');
    expect(await within(screen.getByTestId('fcr-by-channel')).findByText('Call centre', {}, slow)).toBeTruthy();
    expect(within(screen.getByTestId('fcr-by-category')).getByText('Late')).toBeTruthy();
    expect(within(screen.getByTestId('fcr-by-analysis')).getByText('Shop reviews')).toBeTruthy();
    expect(screen.queryByTestId('fcr-by-agent')).toBeNull();
    expect(reports()[0]).toEqual({
      startDate: '2026-02-28T21:00:00.000Z',
      endDate: '2026-03-31T20:59:59.999Z',
      comparisonStartDate: '2026-01-31T21:00:00.000Z',
      comparisonEndDate: '2026-02-28T20:59:59.999Z',
      dayRange: null,
      subReportId: null,
    });
  });

  it('shows the agent table when the report has agents', async () => {
    renderPage(undefined, {
      'POST /api/fcr/report': () => json(report({ byAgent: [{ agent: 'Ayşe', figures: report().figures, comparison: null }] })),
    });
    expect(within(await screen.findByTestId('fcr-by-agent', {}, slow)).getByText('Ayşe')).toBeTruthy();
  });

  it('opens a bar of one analysis straight in its data tab with the bucket and the report range', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('fcr-bucket-2', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/care'), slow);
    expect(query(router).get('dofc')).toBe('2@7');
    expect(query(router).get('tab')).toBe('project_data');
    expect(query(router).get('sd')).toBe('2026-03-01T00');
    expect(query(router).get('ed')).toBe('2026-03-31T24');
  });

  it("opens the documents of the page's own day range when it is not the saved one (dofc carries it)", async () => {
    const { router } = renderPage(`/first-call-resolution?${march}&dayRange=14`, {
      'POST /api/fcr/report': () => json(report({ dayRange: 14 })),
    });
    fireEvent.click(await screen.findByTestId('fcr-bucket-2', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/care'), slow);
    expect(query(router).get('dofc')).toBe('2@14');
  });

  it('lists the analyses with their counts when a bar spans several, each a link carrying the sub-report', async () => {
    const { router } = renderPage(`/first-call-resolution?${march}&subReport=${subReportId}`);
    fireEvent.click(await screen.findByTestId('fcr-bucket-3', {}, slow));
    const list = await screen.findByTestId('fcr-bucket-3-analyses', {}, slow);
    expect(list.textContent).toContain('Customer care (1)');
    expect(list.textContent).toContain('Shop reviews (1)');
    fireEvent.click(within(list).getByTestId('fcr-bucket-3-analysis-shop'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/shop'), slow);
    expect(query(router).get('dofc')).toBe(`3:${subReportId}@7`);
  });

  it("opens a category row's repeated issues with the category filter and a channel row's with the channel filter", async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('fcr-category-repeated-topics-c-late', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/care'), slow);
    expect(query(router).get('dofc')).toBe('R@7');
    expect(query(router).getAll('cq')).toEqual(['topics__c-late__IN']);
    await router.navigate(`/first-call-resolution?${march}`);
    fireEvent.click(await screen.findByTestId('fcr-channel-repeated-CALL_CENTER', {}, slow));
    const list = await screen.findByTestId('fcr-channel-repeated-CALL_CENTER-analyses', {}, slow);
    fireEvent.click(within(list).getByTestId('fcr-channel-repeated-CALL_CENTER-analysis-care'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/care'), slow);
    expect(query(router).getAll('fq')).toEqual(['channel__CALL_CENTER__IN']);
  });

  it('writes the default range and its previous period into the URL, and the day range and sub-report when changed', async () => {
    const { router, reports } = renderPage('/first-call-resolution');
    await waitFor(() => expect(query(router).get('sd')).toMatch(/^\d{4}-\d{2}-\d{2}T00$/), slow);
    expect(query(router).get('csd')).toMatch(/^\d{4}-\d{2}-\d{2}T00$/);
    const input = await screen.findByTestId('fcr-day-range', {}, slow);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('7'), slow);
    fireEvent.change(input, { target: { value: '14' } });
    await waitFor(() => expect(query(router).get('dayRange')).toBe('14'), slow);
    await waitFor(() => expect(reports().at(-1)?.dayRange).toBe(14), slow);
    fireEvent.click(screen.getByTestId('fcr-open-sub-reports'));
    fireEvent.click(await screen.findByText('Delivery topics', {}, slow));
    await waitFor(() => expect(query(router).get('subReport')).toBe(subReportId), slow);
    await waitFor(() => expect(reports().at(-1)).toMatchObject({ dayRange: 14, subReportId }), slow);
  });

  it("puts the server's field errors on the settings fields, translated", async () => {
    const { calls } = renderPage(undefined, {
      'PUT /api/fcr/settings': () =>
        error(400, 'VALIDATION_FAILED', [{ field: 'dayRange', messageCode: 'FIELD_TOO_BIG', message: 'x' }]),
    });
    const open = await screen.findByTestId('fcr-open-settings', {}, slow);
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false), slow);
    fireEvent.click(open);
    fireEvent.click(await screen.findByTestId('fcr-settings-save', {}, slow));
    const drawer = await screen.findByTestId('fcr-settings', {}, slow);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow);
    await waitFor(() => expect(drawer.textContent).toContain('This value is too large.'), slow);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dayRange: 7,
      channels: [],
      projectCodes: [],
      sameCategory: false,
      matchAttribute: null,
      agentAttribute: null,
    });
  });

  it('offers no settings to an analyst', async () => {
    renderPage(undefined, {}, 'ANALYST');
    await screen.findByTestId('fcr-rate', {}, slow);
    expect(screen.queryByTestId('fcr-open-settings')).toBeNull();
  });

  it('shows why a sub-report was not saved: a taken name at the field, anything else as "could not be saved"', async () => {
    let answer = error(409, 'FCR_SUB_REPORT_NAME_TAKEN', [
      { field: 'name', messageCode: 'FCR_SUB_REPORT_NAME_TAKEN', message: 'x' },
    ]);
    const { calls } = renderPage(undefined, { 'POST /api/fcr/sub-report': () => answer });
    fireEvent.click(await screen.findByTestId('fcr-open-sub-reports', {}, slow));
    fireEvent.click(await screen.findByTestId('fcr-sub-report-create', {}, slow));
    fireEvent.change(await screen.findByTestId('fcr-sub-report-name', {}, slow), { target: { value: 'Delivery topics' } });
    fireEvent.click(screen.getByTestId('fcr-sub-report-add-attribute'));
    fireEvent.change(await screen.findByTestId('fcr-sub-report-value-0', {}, slow), { target: { value: 'gold' } });
    fireEvent.click(screen.getByTestId('fcr-sub-report-save'));
    expect(await screen.findByText('A sub-report with this name already exists.', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/fcr/sub-report')?.body).toMatchObject({
      name: 'Delivery topics',
      categories: [],
      attributes: [{ field: '', value: 'gold' }],
    });
    answer = error(500, 'INTERNAL_ERROR');
    fireEvent.click(screen.getByTestId('fcr-sub-report-save'));
    expect((await screen.findByTestId('fcr-sub-report-problem', {}, slow)).textContent).toContain(
      'The sub-report could not be saved.',
    );
  });

  it('deletes a sub-report after confirmation and says why when it could not be deleted', async () => {
    const { calls } = renderPage(undefined, {
      [`DELETE /api/fcr/sub-report/${subReportId}`]: () => error(404, 'FCR_SUB_REPORT_NOT_FOUND'),
    });
    fireEvent.click(await screen.findByTestId('fcr-open-sub-reports', {}, slow));
    fireEvent.click(await screen.findByTestId(`fcr-sub-report-delete-${subReportId}`, {}, slow));
    fireEvent.click(await screen.findByTestId('fcr-sub-report-delete-confirm', {}, slow));
    const problem = await screen.findByTestId('fcr-sub-reports-problem', {}, slow);
    expect(problem.textContent).toContain('The sub-report could not be deleted.');
    expect(problem.textContent).toContain('Sub-report not found.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
