import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { allWidgets, dashboardUrl, json, renderDashboard, routesWith } from './test/harness';
import { widgetResult } from './test/fixtures';

const slow = { timeout: 10_000 };
const text = (id: string) => screen.getByTestId(id).textContent ?? '';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('CX dashboard tab', { timeout: 60_000 }, () => {
  it('asks for the widgets only, and renders every kind with its numbers', async () => {
    const { searches } = renderDashboard(dashboardUrl(), routesWith(allWidgets()));
    await screen.findByTestId('widget-card-NPS', {}, slow);
    expect(searches().at(-1)?.body).toMatchObject({
      tab: 'cx_dashboard',
      widget: true,
      size: 1,
      comparisonStartDate: expect.any(String) as unknown,
    } satisfies Partial<Record<keyof SearchRequest, unknown>>);

    expect(text('widget-NPS-value')).toBe('20');
    expect(text('widget-NPS-comparison')).toContain('0');
    expect(text('widget-NPS-comparison')).toContain('+20');
    expect(within(screen.getByTestId('widget-NPS-comparison')).getByTestId('significance-marker')).toBeTruthy();
    expect(text('widget-card-NPS')).toContain('Promoters: 4 (40%)');
    expect(text('widget-CSAT-value')).toBe('80');
    expect(text('widget-SENTIMENT-value')).toBe('10');
    expect(text('widget-SENTIMENT-comparison')).toContain('7');
    expect(text('widget-CATEGORY_DISTRIBUTION-value')).toBe('10');
    expect(text('widget-top-negative')).toContain('Delivery');
    expect(text('widget-card-CATEGORY_COMPARISON')).toContain('6 / 2');
    expect(text('widget-card-CATEGORY_COMPARISON')).toContain('+35');
    expect(text('widget-IMPACT-value')).toBe('20');
    expect(text('widget-card-IMPACT')).toContain('−30');
    expect(text('widget-drill-CATEGORY_CHANNEL-1')).toBe('2');
    expect(text('widget-card-SCORE_TABLE')).toContain('14.3');
    expect(text('widget-TIME_TREND-value')).toBe('10');
    expect(text('widget-TIME_TREND-comparison')).toContain('8');
    expect(text('widget-drill-ATTRIBUTE_BASED_KEYWORDS-0')).toBe('kargo');
    expect(text('widget-ATTRIBUTE_DISTRIBUTION-value')).toBe('9');
    expect(text('widget-card-ATTRIBUTE_DISTRIBUTION')).toContain('P50: 30');
  });

  it('opens the data tab on exactly the clicked slice, keeping the range', async () => {
    const { params } = renderDashboard(dashboardUrl(), routesWith([widgetResult('CATEGORY_DISTRIBUTION')]));
    fireEvent.click(await screen.findByTestId('widget-drill-CATEGORY_DISTRIBUTION-1', {}, slow));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect(params().getAll('cq')).toEqual(['topics__c-late__IN']);
    expect(params().get('cqn_c-late')).toBe('Late');
    expect(params().get('sd')).toBe('2026-03-01T00');
    expect(params().get('page')).toBe('0');
  });

  it('drills from the table view, where a trend point replaces the range', async () => {
    const { params } = renderDashboard(dashboardUrl(), routesWith([widgetResult('NPS')]));
    fireEvent.click(await screen.findByTestId('widget-table-toggle-NPS', {}, slow));
    const table = screen.getByTestId('widget-table-NPS');
    // 3 bands, then the main trend's points: index 3 is 1 March.
    fireEvent.click(within(table).getByTestId('widget-drill-NPS-3'));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect(params().get('sd')).toBe('2026-03-01T00');
    expect(params().get('ed')).toBe('2026-03-01T24');
    expect(params().getAll('fq')).toEqual([]);
  });

  it("labels trend buckets with the reporting zone's days, and a bucket opens the day it is labelled with", async () => {
    // 21–24 February in the tenant's zone (Istanbul): each bucket starts at 21:00 UTC the day before.
    const starts = ['2026-02-20T21:00:00.000Z', '2026-02-21T21:00:00.000Z', '2026-02-22T21:00:00.000Z', '2026-02-23T21:00:00.000Z'];
    const days = ['2026-02-21', '2026-02-22', '2026-02-23', '2026-02-24'];
    const trend = starts.map((bucket, i) => ({
      bucket,
      count: i + 1,
      value: null,
      drill: { fq: [], cq: [], names: {}, sd: `${days[i] ?? ''}T00`, ed: `${days[i] ?? ''}T24` },
    }));
    const result = widgetResult('TIME_TREND', { data: { kind: 'TIME_TREND', period: 'day', trend, comparisonTrend: [] } });
    const { params } = renderDashboard(
      dashboardUrl('sd=2026-02-21T00&ed=2026-02-24T24&csd=2026-02-17T00&ced=2026-02-20T24'),
      routesWith([result]),
    );
    fireEvent.click(await screen.findByTestId('widget-table-toggle-TIME_TREND', {}, slow));
    const table = screen.getByTestId('widget-table-TIME_TREND');
    for (const day of days) expect(within(table).getByText(day)).toBeTruthy();
    fireEvent.click(within(table).getByTestId('widget-drill-TIME_TREND-1'));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect([params().get('sd'), params().get('ed')]).toEqual(['2026-02-22T00', '2026-02-22T24']);
    // The comparison follows the new range (the day before), instead of staying the old four days.
    expect([params().get('csd'), params().get('ced')]).toEqual(['2026-02-21T00', '2026-02-21T24']);
  });

  it("drills a sentiment trend segment to that bucket's documents of that sentiment", async () => {
    const { params } = renderDashboard(dashboardUrl(), routesWith([widgetResult('SENTIMENT')]));
    fireEvent.click(await screen.findByTestId('widget-table-toggle-SENTIMENT', {}, slow));
    const table = screen.getByTestId('widget-table-SENTIMENT');
    // 3 bands, then per bucket its positive, neutral and negative segments: index 5 is 1 March, negative.
    expect(within(table).getByText('2026-03-01 · Negative')).toBeTruthy();
    fireEvent.click(within(table).getByTestId('widget-drill-SENTIMENT-5'));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect(params().getAll('fq')).toEqual(['sentiment__NEGATIVE__IN']);
    expect([params().get('sd'), params().get('ed')]).toEqual(['2026-03-01T00', '2026-03-01T24']);
    expect([params().get('csd'), params().get('ced')]).toEqual(['2026-02-28T00', '2026-02-28T24']);
  });

  it('shows no-data, no-comparison and problem states, linking the settings for a missing NPS field', async () => {
    renderDashboard(
      dashboardUrl(),
      routesWith([
        widgetResult('NPS', { problem: 'NPS_FIELD_REQUIRED', data: null }),
        widgetResult('SENTIMENT', { noData: true, data: null }),
        widgetResult('CATEGORY_COMPARISON', { noComparisonData: true }),
      ]),
    );
    expect((await screen.findByTestId('widget-problem-NPS', {}, slow)).textContent).toContain('Select the NPS field');
    expect(screen.getByTestId('widget-settings-link-NPS').getAttribute('href')).toContain('tab=settings');
    expect(text('widget-no-data-SENTIMENT')).toContain('There is no data for the initial period.');
    expect(text('widget-no-comparison-CATEGORY_COMPARISON')).toContain('There is no data for the comparison period.');
  });

  it('puts the previous period into the URL when the tab opens without a comparison', async () => {
    const { params, router, searches } = renderDashboard(
      dashboardUrl('sd=2026-03-01T00&ed=2026-03-31T24'),
      routesWith([widgetResult('SENTIMENT')]),
    );
    await waitFor(() => expect(params().get('csd')).toBe('2026-02-01T00'), slow);
    expect(params().get('ced')).toBe('2026-02-28T24');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searches().every((c) => (c.body as SearchRequest).comparisonStartDate !== null)).toBe(true);
  });

  it('saves the order picked in the customize drawer and reloads the widgets', async () => {
    const offered = (['a', 'b', 'c'] as const).map((x, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      kind: 'NPS' as const,
      name: `Widget ${x}`,
      scope: 'USER' as const,
      config: {},
      builtIn: true,
      createdBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      selected: x !== 'c',
      position: x === 'c' ? null : i,
    }));
    const [a, b, c] = offered.map((w) => w.id) as [string, string, string];
    const { calls, searches } = renderDashboard(
      dashboardUrl(),
      routesWith([widgetResult('SENTIMENT')], {
        'GET /api/project/care/widget/user/all': () => json(offered),
        'POST /api/project/care/widget/user/selected': () => json([]),
      }),
    );
    fireEvent.click(await screen.findByTestId('dashboard-customize', {}, slow));
    fireEvent.click(await screen.findByTestId(`customize-down-${a}`, {}, slow));
    fireEvent.click(screen.getByTestId(`customize-check-${c}`).querySelector('input') ?? screen.getByTestId(`customize-check-${c}`));
    const before = searches().length;
    fireEvent.click(screen.getByTestId('customize-save'));
    await waitFor(() => expect(calls.some((x) => x.path.endsWith('/widget/user/selected'))).toBe(true));
    expect(calls.find((x) => x.path.endsWith('/widget/user/selected'))?.body).toEqual({ widgetIds: [b, a, c] });
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
  });
});
