import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, renderTab } from '../../shared/test/analysis-harness';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('first-call resolution drill-down in the data tab', { timeout: 60_000 }, () => {
  it('searches by dofc, names it in a chip by its bucket, and removing the chip searches without it', async () => {
    const { router, searches } = renderTab(
      dataUrl('sd=2026-03-01T00&ed=2026-03-31T24&dofc=3:7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'),
    );
    const chip = await screen.findByTestId('filter-chip-dofc', {}, slow);
    expect(chip.textContent).toContain('First-call resolution: 3 contacts');
    expect((searches().at(-1)?.body as SearchRequest).dofc).toBe('3:7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    fireEvent.click(screen.getByLabelText('Remove filter First-call resolution: 3 contacts'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('dofc')).toBe(false), slow);
    await waitFor(() => expect((searches().at(-1)?.body as SearchRequest).dofc).toBeNull(), slow);
  });
});
