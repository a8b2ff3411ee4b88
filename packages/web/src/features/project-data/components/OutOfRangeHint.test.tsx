import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { searchResponse } from '../../../shared/test/analysis-fixtures';
import { coveringRange } from '../lib/extent';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('a date range that holds nothing', { timeout: 120_000 }, () => {
  it('says where the documents are and sets the range that covers them in one click', async () => {
    const { calls, router } = renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=lost%20bag'),
      defaultRoutes({
        'POST /api/project/care/document/search': () => json(searchResponse([])),
        'POST /api/project/care/document/search/extent': () =>
          json({ total: 14640, first: '2015-02-16T23:30:00.000Z', last: '2015-02-24T11:00:00.000Z', before: 14640, after: 0 }),
      }),
    );
    const hint = await screen.findByTestId('out-of-range', {}, slow);
    // Days of the reporting zone (Istanbul): 23:30 UTC on the 16th is already the 17th there.
    expect(hint.textContent).toContain('14,640');
    expect(hint.textContent).toContain('17');
    const asked = calls.find((c) => c.path === '/api/project/care/document/search/extent')?.body as SearchRequest;
    expect(asked).toMatchObject({ query: 'lost bag', startDate: '2025-12-31T21:00:00.000Z' });
    fireEvent.click(screen.getByTestId('out-of-range-show'));
    await waitFor(() => expect(router.state.location.search).toContain('sd=2015-02-17T00'), slow);
    expect(router.state.location.search).toContain('ed=2015-02-24T24');
    expect(router.state.location.search).toContain('q=lost');
  });

  it('keeps the plain empty state when no document matches at any date', async () => {
    renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=nothing'),
      defaultRoutes({
        'POST /api/project/care/document/search': () => json(searchResponse([])),
        'POST /api/project/care/document/search/extent': () => json({ total: 0, first: null, last: null, before: 0, after: 0 }),
      }),
    );
    expect(await screen.findByTestId('no-match', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('out-of-range')).toBeNull();
  });

  it('covers whole days of the reporting zone', () => {
    const range = coveringRange({ first: '2015-02-16T23:30:00.000Z', last: '2015-02-24T11:00:00.000Z' }, 'Europe/Istanbul');
    expect(range?.start.toISOString()).toBe('2015-02-16T22:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2015-02-24T21:59:59.999Z');
    expect(coveringRange({ first: null, last: null }, 'UTC')).toBeNull();
  });
});
