import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoryDrill, type CategoryTrend, type CategoryTrendBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json } from '../../shared/test/api';
import { base } from './test/fixtures';
import { renderReports } from './test/render';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const point = (bucket: string, count: number, share: number) => ({ bucket, count, share });
const trend = (): CategoryTrend => ({
  period: 'week',
  buckets: ['2026-03-01T21:00:00.000Z', '2026-03-08T21:00:00.000Z'],
  comparisonBuckets: ['2026-02-15T21:00:00.000Z', '2026-02-22T21:00:00.000Z'],
  totals: [100, 120],
  comparisonTotals: [90, 80],
  series: [
    {
      categoryId: 'c-delivery',
      name: 'Delivery',
      total: 70,
      comparisonTotal: 50,
      change: 0.4,
      points: [
        { ...point('2026-03-01T21:00:00.000Z', 30, 0.3), drill: categoryDrill('topics', 'c-delivery', 'Delivery') },
        { ...point('2026-03-08T21:00:00.000Z', 40, 0.33), drill: categoryDrill('topics', 'c-delivery', 'Delivery') },
      ],
      comparison: [point('2026-02-15T21:00:00.000Z', 20, 0.22), point('2026-02-22T21:00:00.000Z', 30, 0.37)],
    },
  ],
});

describe('category trend and pivot download', { timeout: 60_000 }, () => {
  it("asks for the model's trend under the tab's filters with the period and categories of the URL", async () => {
    const { calls } = renderReports('report=trend&tper=week&tcat=c-delivery&fq=channel__app__IN', {
      [`POST ${base}/reports/category-trend`]: () => json(trend()),
    });
    const row = await screen.findByTestId('trend-row-c-delivery', {}, slow);
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Delivery', '70', '50', '+40%']);
    const body = calls.find((c) => c.path === `${base}/reports/category-trend`)?.body as CategoryTrendBody;
    expect(body).toMatchObject({ modelCode: 'topics', categoryIds: ['c-delivery'], period: 'week' });
    expect(body.search.fieldQueries).toEqual([{ fieldName: 'channel', operand: 'IN', values: [{ key: 'app' }] }]);
    expect(body.search.startDate).toBeTruthy();
  });

  it('downloads a pivot through the documents export: the file type is required, a large one runs as a job', async () => {
    const { calls } = renderReports('report=pivot', {
      [`POST ${base}/document/export/XLSX`]: () => json({ mode: 'JOB', count: 250_000, fileUrl: null, task: null }),
    });
    fireEvent.click(await screen.findByTestId('pivot-download', {}, slow));
    expect((await screen.findByTestId('pivot-error', {}, slow)).textContent).toBe('Choose a file type for the export.');
    fireEvent.click(within(screen.getByTestId('pivot-type')).getByText('Excel'));
    fireEvent.click(screen.getByTestId('pivot-download'));
    expect(await screen.findByText('The file is being prepared', {}, slow)).toBeTruthy();
    const body = calls.find((c) => c.path === `${base}/document/export/XLSX`)?.body as { pivot: unknown; search: unknown };
    expect(body.pivot).toEqual({ modelCode: 'topics', field: 'channel' });
    await waitFor(() => expect(screen.queryByTestId('pivot-error')).toBeNull(), slow);
  });
});
