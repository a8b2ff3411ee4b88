import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, renderTab } from '../../../shared/test/analysis-harness';
import { docId } from '../../../shared/test/analysis-fixtures';
import { userWith } from '../../../shared/test/harness';
import { contentMinWidth, listColumnWidths, listMinWidth } from '../lib/listColumns';

const slow = { timeout: 8_000 };

/**
 * The data tab's list column at a viewport width: the side menu (232 px, AppLayout), the content padding (24 px each
 * side) and a scrollbar (15 px) come off; the list is 18 of 24 grid columns (xl) of a row with a 16 px gutter.
 */
const listColumnAt = (viewport: number) => ((viewport - 232 - 48 - 15 + 16) * 18) / 24 - 16;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('the document list at 1440 × 900', { timeout: 120_000 }, () => {
  it('keeps its column budget within the list column of a 1440 px screen', () => {
    expect(listColumnAt(1440)).toBeGreaterThan(850);
    expect(listMinWidth(true)).toBeLessThanOrEqual(listColumnAt(1440));
    expect(listMinWidth(false)).toBe(listMinWidth(true) - listColumnWidths.selection);
    expect(contentMinWidth).toBeGreaterThanOrEqual(240);
  });

  it('asks no more width than that, so text, categories, sentiment, status and date show without scrolling', async () => {
    // A manager: every bulk action, so the selection column is there too.
    renderTab(dataUrl(), undefined, userWith('MANAGER'));
    const container = document.body;
    const row = await screen.findByTestId(`document-row-${docId}`, {}, slow);
    const table = container.querySelector<HTMLTableElement>('.ant-table table');
    const width = Number.parseFloat(table?.style.width ?? '');
    // The table asked for 1,100 px and scrolled sideways in a ~855 px column.
    expect(width).toBeLessThanOrEqual(listColumnAt(1440));
    const headers = [...container.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Content', 'Date', 'Categories', 'Sentiment', 'Status']));
    expect(headers).not.toContain('Channel');
    // The channel is still there, under the date.
    expect(within(row).getByTestId('document-channel')).toBeTruthy();
  });
});
