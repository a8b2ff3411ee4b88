import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { JourneyReportBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { projectDetail } from '../../shared/test/analysis-fixtures';
import { CustomerJourneyTab, WorkspaceJourneyTab } from './JourneyTabs';
import { analysisPage, journey, journeyId, report } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderTab(tab: 'cj' | 'ws', url: string) {
  const calls = mockApi({
    'GET /api/customer-journey': () => json([journey()]),
    [`POST /api/customer-journey/${journeyId}/report`]: (call) => json(report(call.body)),
    'GET /api/project': () => json(analysisPage),
  });
  const element = tab === 'cj' ? <CustomerJourneyTab project={projectDetail()} /> : <WorkspaceJourneyTab />;
  const router = renderAt(
    [
      { path: '/project/detail/:code', element },
      { path: '/elsewhere/:code', element: <div data-testid="data-tab" /> },
    ],
    url,
    userWith('ANALYST'),
  );
  return { calls, router };
}

const reportBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path.endsWith('/report')).map((c) => c.body as JourneyReportBody);

describe('journey tabs of an analysis', { timeout: 60_000 }, () => {
  it('cj tab: journeys on this analysis, comparison on by default, the tab filters sent and carried into the drill-down', async () => {
    const { calls, router } = renderTab(
      'cj',
      '/project/detail/care?tab=cj_customer_journey&sd=2026-03-01&ed=2026-03-31&fq=segment__gold__IN',
    );
    await screen.findByTestId('journey-report', {}, slow);
    const list = calls.find((c) => c.path === '/api/customer-journey');
    expect(list?.query).toBe('projectCode=care');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('csd')).toMatch(/^2026-02-01/));
    await waitFor(() => expect(reportBodies(calls).length).toBeGreaterThan(0));
    const body = reportBodies(calls).at(-1);
    expect(body).toMatchObject({ projectCode: 'care', fieldQueries: [{ fieldName: 'segment', values: [{ key: 'gold' }] }] });
    expect(body?.comparisonStartDate).toEqual(expect.any(String));
    expect(screen.getByTestId('journey-tab-filters').textContent).toContain('(1)');

    fireEvent.click(screen.getByTestId('journey-step-0-documents'));
    await waitFor(() => expect(router.state.location.search).toContain('cjs='));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('project_data');
    expect(params.get('cj')).toBe(journeyId);
    expect(params.get('fq')).toBe('segment__gold__IN');
  });

  it('ws tab: the workspace journeys by wcj, no comparison unless chosen, no filters', async () => {
    const { calls, router } = renderTab('ws', '/project/detail/care?tab=ws_customer_journey&sd=2026-03-01&ed=2026-03-31');
    await screen.findByTestId('journey-report', {}, slow);
    expect(calls.find((c) => c.path === '/api/customer-journey')?.query).toBe('');
    const body = reportBodies(calls).at(-1);
    expect(body).toMatchObject({ projectCode: null, comparisonStartDate: null });
    expect(new URLSearchParams(router.state.location.search).get('csd')).toBeNull();
    fireEvent.click(screen.getByTestId('journey-item-Purchase to support'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('wcj')).toBe(journeyId));
  });
});
