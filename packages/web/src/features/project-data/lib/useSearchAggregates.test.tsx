import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { docId, documentOf, searchResponse } from '../../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('the aggregates of the data tab', { timeout: 120_000 }, () => {
  it('settles when documents get classified between the counting answer and the next page', async () => {
    // Every answer has a new summary, as while the analysis is being classified.
    let processed = 0;
    const { searches } = renderTab(
      dataUrl(),
      defaultRoutes({
        'POST /api/project/care/document/search': () => {
          processed += 1;
          return json(
            searchResponse([documentOf(docId, 'Parcel arrived late')], {
              predictionSummary: {
                inlineCount: 0,
                failedCount: 0,
                alertedCount: 0,
                processedCount: processed,
                retryAllActive: false,
                retryAllPercentage: 0,
              },
            }),
          );
        },
      }),
    );
    // It flipped between the cached counting answer and the newer page for ever ("too many re-renders").
    await screen.findByTestId(`document-row-${docId}`, {}, slow);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId(`document-row-${docId}`)).toBeTruthy();
    expect(screen.getByTestId('category-count-topics-c-payment')).toBeTruthy();
    await waitFor(() => expect(searches().some((c) => (c.body as SearchRequest).widget === false)).toBe(true));
    expect(searches().length).toBeLessThan(10);
  });
});
