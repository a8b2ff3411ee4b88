import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import { useAppStore } from '../store/appStore';
import { json, mockApi, renderAt } from '../../shared/test/harness';
import { journey, journeyId, stepIds } from '../../features/customer-journeys/test/fixtures';
import { Breadcrumbs } from './Breadcrumbs';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('breadcrumbs of a journey drill-down', () => {
  it('name the journey and its step instead of their ids once the journey is read', async () => {
    mockApi({ [`GET /api/customer-journey/${journeyId}`]: () => json(journey()) });
    renderAt(
      [{ path: '/project/detail/:code', element: <Breadcrumbs /> }],
      `/project/detail/care?tab=project_data&cj=${journeyId}&cjs=${stepIds[1] ?? ''}`,
    );
    const crumbs = await screen.findByTestId('breadcrumbs');
    await waitFor(() => expect(crumbs.textContent).toContain('Journey: Purchase to support'));
    expect(crumbs.textContent).toContain('Step: Delivery');
    expect(crumbs.textContent).not.toContain(journeyId);
  });
});
