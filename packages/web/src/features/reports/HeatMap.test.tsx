import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json } from '../../shared/test/api';
import { cellColour } from './lib/correlation';
import { base, detail, reportId, summary } from './test/fixtures';
import { renderReports } from './test/render';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const background = (testId: string) => screen.getByTestId(testId).style.background;

describe('correlation heat-map', { timeout: 60_000 }, () => {
  it('colours cells blue above chance, red below, white at independence or without a figure', () => {
    const white = 'rgb(255, 255, 255)';
    expect(cellColour({ lift: 1, residual: 0 }, 'lift')).toBe(white);
    expect(cellColour({ lift: null, residual: null }, 'lift')).toBe(white);
    const [r2, , b2] = cellColour({ lift: 2, residual: 5 }, 'lift').match(/\d+/g)!.map(Number);
    expect(b2).toBeGreaterThan(r2!);
    const [rHalf, , bHalf] = cellColour({ lift: 0.5, residual: -3 }, 'lift').match(/\d+/g)!.map(Number);
    expect(rHalf).toBeGreaterThan(bHalf!);
    // Lift is read on a log scale: twice and half as often are equally strong (as residuals of +2 and −2).
    expect(cellColour({ lift: 2, residual: null }, 'lift')).toBe(cellColour({ lift: null, residual: 2 }, 'residual'));
    expect(cellColour({ lift: 0.5, residual: null }, 'lift')).toBe(cellColour({ lift: null, residual: -2 }, 'residual'));
    expect(cellColour({ lift: 4, residual: 0 }, 'lift')).toBe(cellColour({ lift: 8, residual: 0 }, 'lift'));
  });

  it('shows the stored result by its numeric type, toggles count/percent and the colouring, and tells every figure', async () => {
    renderReports(`rid=${reportId}`, { [`GET ${base}/reports/${reportId}`]: () => json(detail()) });
    const map = await screen.findByTestId('correlation-heatmap', {}, slow);
    // COUNT reports open on counts.
    expect(screen.getByTestId('heatmap-cell-0-0').textContent).toBe('320');
    expect(screen.getByTestId('heatmap-cell-1-1').textContent).toBe('0');
    expect(within(map).getByRole('table', { name: 'Correlation heat-map' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delivery × app: 320 documents' })).toBe(screen.getByTestId('heatmap-cell-0-0'));

    const blue = background('heatmap-cell-0-0');
    const red = background('heatmap-cell-0-1');
    expect(blue).toBe(cellColour({ lift: 2, residual: 5.2 }, 'lift'));
    expect(red).toBe(cellColour({ lift: 0.5, residual: -3.1 }, 'lift'));
    expect(background('heatmap-cell-1-0')).toBe('rgb(255, 255, 255)');
    expect(background('heatmap-cell-1-1')).toBe('rgb(255, 255, 255)');

    fireEvent.click(within(screen.getByTestId('heatmap-shown')).getByText('Percent'));
    await waitFor(() => expect(screen.getByTestId('heatmap-cell-0-0').textContent).toBe('80.0%'), slow);
    fireEvent.click(within(screen.getByTestId('heatmap-colour')).getByText('Residual'));
    await waitFor(() => expect(background('heatmap-cell-0-0')).toBe(cellColour({ lift: 2, residual: 5.2 }, 'residual')), slow);

    fireEvent.mouseEnter(screen.getByTestId('heatmap-cell-0-1'));
    const tip = await screen.findByTestId('heatmap-tooltip', {}, slow);
    expect(tip.textContent).toContain('Delivery × mail');
    expect(tip.textContent).toContain('Documents: 60');
    expect(tip.textContent).toContain('Share of the X item: 15.0%');
    expect(tip.textContent).toContain('Expected: 120');
    expect(tip.textContent).toContain('Lift: 0.50');
    expect(tip.textContent).toContain('Residual: -3.10');
    expect(tip.textContent).toContain('Significant at 5%');
  });

  it("opens a cell's documents in the data tab: the report's own filters plus the cell's drill", async () => {
    const { params } = renderReports(`rid=${reportId}&fq=language__tr__IN`, {
      [`GET ${base}/reports/${reportId}`]: () => json(detail()),
    });
    fireEvent.click(await screen.findByTestId('heatmap-cell-0-0', {}, slow));
    await waitFor(() => expect(params().get('tab')).toBe('project_data'), slow);
    const p = params();
    // The report's range and channel filter, not the tab's current language filter; the cell adds its category.
    expect(p.get('sd')).toBe('2026-03-01T00');
    expect(p.get('ed')).toBe('2026-04-01T00');
    expect(p.getAll('fq')).toEqual(['channel__app__IN']);
    expect(p.getAll('cq')).toEqual(['topics__c-delivery__IN']);
    expect(p.get('cqn_c-delivery')).toBe('Delivery');
    expect(p.get('page')).toBe('0');
    expect(p.get('rid')).toBeNull();
  });

  it('follows a report being prepared until it is ready, without a reload', async () => {
    let ready = false;
    renderReports('', {
      [`GET ${base}/reports`]: () => json([ready ? summary() : summary({ status: 'PREPARING', progress: 40, finishedAt: null })]),
    });
    const status = await screen.findByTestId(`report-status-${reportId}`, {}, slow);
    expect(status.getAttribute('data-status')).toBe('PREPARING');
    expect(status.textContent).toContain('Being prepared');
    ready = true;
    await waitFor(() => expect(screen.getByTestId(`report-status-${reportId}`).getAttribute('data-status')).toBe('READY'), {
      timeout: 8_000,
    });
    expect(screen.getByTestId(`report-export-${reportId}-csv`)).toBeTruthy();
  });

  it('shows a failed report with its translated reason', async () => {
    renderReports('', {
      [`GET ${base}/reports`]: () =>
        json([summary({ status: 'ERROR', errorCode: 'CALCULATION_TOO_LARGE', documentCount: null })]),
    });
    expect((await screen.findByTestId(`report-error-${reportId}`, {}, slow)).textContent).toBe(
      'The data is too large to calculate. Please filter the data and try again.',
    );
  });
});
