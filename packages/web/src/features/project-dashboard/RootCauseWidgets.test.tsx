import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dashboardUrl, renderDashboard, routesWith } from './test/harness';
import { widgetData, widgetResult } from './test/fixtures';

const slow = { timeout: 10_000 };
const text = (id: string) => screen.getByTestId(id).textContent ?? '';
const kinds = ['ROOT_CAUSE_VOLUME', 'ROOT_CAUSE_IMPACT', 'ROOT_CAUSE_TREND'] as const;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('root cause widgets', { timeout: 60_000 }, () => {
  it('render root causes by volume, impact and over time under their kind names', async () => {
    renderDashboard(dashboardUrl(), routesWith(kinds.map((kind) => widgetResult(kind, { builtIn: true }))));
    await screen.findByTestId('widget-card-ROOT_CAUSE_VOLUME', {}, slow);
    expect(text('widget-card-ROOT_CAUSE_VOLUME')).toContain('Root causes by volume');
    expect(text('widget-ROOT_CAUSE_VOLUME-value')).toBe('10');
    expect(text('widget-ROOT_CAUSE_VOLUME-comparison')).toContain('8');
    expect(text('widget-drill-ROOT_CAUSE_VOLUME-0')).toContain('Parcel came late');
    expect(text('widget-drill-ROOT_CAUSE_VOLUME-0')).toContain('6 · 60%');
    expect(within(screen.getByTestId('widget-drill-ROOT_CAUSE_VOLUME-0')).getByTestId('significance-marker')).toBeTruthy();
    expect(text('widget-card-ROOT_CAUSE_IMPACT')).toContain('Root causes by impact');
    expect(text('widget-ROOT_CAUSE_IMPACT-value')).toBe('20');
    expect(text('widget-drill-ROOT_CAUSE_IMPACT-0')).toContain('−30');
    expect(text('widget-card-ROOT_CAUSE_TREND')).toContain('Root cause trend');
    expect(screen.getByTestId('widget-root-cause-trend-chart')).toBeTruthy();
    expect(text('widget-drill-ROOT_CAUSE_TREND-1')).toContain('Broken parcel: 1');
  });

  it.each(kinds)('%s: a click opens the data tab on exactly that root cause, keeping the range', async (kind) => {
    const { params } = renderDashboard(
      dashboardUrl('sd=2026-03-01T00&ed=2026-03-31T24&csd=2026-02-01T00&ced=2026-02-28T24&rrId=other&showRootCauselessContent=true'),
      routesWith([widgetResult(kind)]),
    );
    fireEvent.click(await screen.findByTestId(`widget-drill-${kind}-1`, {}, slow));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect(params().getAll('rrId')).toEqual(['rc-broken|Broken parcel']);
    expect(params().get('showRootCauselessContent')).toBeNull();
    expect(params().get('sd')).toBe('2026-03-01T00');
    expect(params().get('page')).toBe('0');
  });

  it('drills a trend point from the table view to that root cause in that bucket', async () => {
    const { params } = renderDashboard(dashboardUrl(), routesWith([widgetResult('ROOT_CAUSE_TREND')]));
    fireEvent.click(await screen.findByTestId('widget-table-toggle-ROOT_CAUSE_TREND', {}, slow));
    // Two root causes, then the first one's points: index 3 is "Parcel came late" on 2 March.
    fireEvent.click(within(screen.getByTestId('widget-table-ROOT_CAUSE_TREND')).getByTestId('widget-drill-ROOT_CAUSE_TREND-3'));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'));
    expect(params().get('rrId')).toBe('rc-late|Late delivery');
    expect([params().get('sd'), params().get('ed')]).toEqual(['2026-03-02T00', '2026-03-02T24']);
  });

  it('says there are no root causes yet and links the root cause analysis tab', async () => {
    renderDashboard(
      dashboardUrl(),
      routesWith([
        widgetResult('ROOT_CAUSE_VOLUME', { data: { ...widgetData.ROOT_CAUSE_VOLUME, rows: [] } }),
        widgetResult('ROOT_CAUSE_IMPACT', { data: { ...widgetData.ROOT_CAUSE_IMPACT, rows: [] } }),
        widgetResult('ROOT_CAUSE_TREND', { data: { ...widgetData.ROOT_CAUSE_TREND, series: [] } }),
      ]),
    );
    for (const kind of kinds) {
      const empty = await screen.findByTestId(`widget-no-root-causes-${kind}`, {}, slow);
      expect(empty.textContent).toContain('No root causes yet — confirm topics in Root cause analysis');
      expect(screen.getByTestId(`widget-root-cause-link-${kind}`).getAttribute('href')).toContain('tab=rootCauseAnalysis');
    }
  });
});
