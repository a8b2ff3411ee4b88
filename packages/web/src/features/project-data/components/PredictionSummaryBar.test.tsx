import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };
const task = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'RETRY_ALL',
  status: 'RUNNING',
  total: 1,
  done: 0,
  percentage: 0,
  createdBy: { id: 'u', name: 'Ada' },
  createdAt: '2026-03-01T00:00:00.000Z',
  finishedAt: null,
  error: null,
  fileUrl: null,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('prediction summary', { timeout: 120_000 }, () => {
  it('retries all failures and shows the progress while the retry runs', async () => {
    let active = false;
    const { calls } = renderTab(
      dataUrl(),
      defaultRoutes({
        'POST /api/project/care/document/search': () =>
          json(
            searchResponse([documentOf(docId, 'x')], {
              // The bar counts under the current filters (the prediction status facet); retry-all is the analysis's.
              facets: [{ key: 'PREDICTION_STATUS', facetList: [{ _id: 'SUCCESS', count: 10 }, { _id: 'FAILED', count: 3 }] }],
              predictionSummary: {
                inlineCount: 0,
                failedCount: 3,
                alertedCount: 1,
                processedCount: 10,
                retryAllActive: active,
                retryAllPercentage: active ? 40 : 0,
              },
            }),
          ),
        'POST /api/project/care/retry': () => {
          active = true;
          return json(task);
        },
      }),
    );
    expect((await screen.findByTestId('prediction-summary', {}, slow)).textContent).toContain('10');
    fireEvent.click(screen.getByTestId('retry-all'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/project/care/retry')).toBe(true), slow);
    expect((await screen.findByTestId('retry-all-progress', {}, slow)).textContent).toContain('40');
  });

  it('shows REEVALUATION_RUNNING from the server as a warning in the re-evaluate modal', async () => {
    const { calls } = renderTab(
      dataUrl(),
      defaultRoutes({
        'GET /api/project/care/reevaluatable': () => json({ reevaluatable: true, running: null, lastFinished: null }),
        'POST /api/project/care/reevaluate': () =>
          json({ status: 409, type: 'ConflictException', messageCode: 'REEVALUATION_RUNNING', message: 'x' }, 409),
      }),
    );
    fireEvent.click(await screen.findByTestId('reevaluate-open', {}, slow));
    fireEvent.click(await screen.findByTestId('reevaluate-submit', {}, slow));
    expect((await screen.findByTestId('reevaluate-error', {}, slow)).textContent).toContain('still running');
    expect(calls.find((c) => c.path === '/api/project/care/reevaluate')?.body).toEqual({
      includedStatuses: [],
      excludedModelCodes: [],
      channelCode: null,
      dateFilter: null,
    });
  });
});
