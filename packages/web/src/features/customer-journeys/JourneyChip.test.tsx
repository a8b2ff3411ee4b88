import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../shared/test/analysis-harness';
import { journey, journeyId, stepIds } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe("the data tab's journey chip", { timeout: 60_000 }, () => {
  it('names the journey and the step, searches by cjs, and removing it drops cj and cjs', async () => {
    const { router, searches } = renderTab(
      dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&cj=${journeyId}&cjs=${stepIds[1] ?? ''}`),
      defaultRoutes({ [`GET /api/customer-journey/${journeyId}`]: () => json(journey()) }),
    );
    const chip = await screen.findByTestId('filter-chip-cj', {}, slow);
    await waitFor(() => expect(chip.textContent).toContain('Journey: Purchase to support › Delivery'));
    expect((searches().at(-1)?.body as SearchRequest & { cjs?: string }).cjs).toBe(stepIds[1]);
    fireEvent.click(within(chip).getByLabelText(/Journey: Purchase to support › Delivery/));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('cjs')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('cj')).toBeNull();
    expect(screen.queryByTestId('filter-chip-cj')).toBeNull();
  });
});
