import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectPublic } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { ProjectMakePublicPage } from './pages/ProjectMakePublicPage';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const state = (over: Partial<NonNullable<ProjectPublic['publicRequest']>> | null): ProjectPublic => ({
  code: 'retail-voice',
  name: 'Retail voice',
  publicRequest:
    over === null
      ? null
      : {
          status: 'PENDING',
          note: 'For retail',
          requestedAt: '2026-11-26T09:00:00.000Z',
          reviewedAt: null,
          reason: null,
          ...over,
        },
});
const route = [{ path: '/project/make-public/:id', element: <ProjectMakePublicPage /> }];

describe('an analysis made public', { timeout: 60_000 }, () => {
  it('shows the rejection reason and asks again with a note', async () => {
    const calls = mockApi({
      'GET /api/project/retail-voice/make-public': () =>
        json(state({ status: 'REJECTED', reason: 'Category names hold customer data', reviewedAt: '2026-11-26T10:00:00.000Z' })),
      'POST /api/project/retail-voice/make-public': () => json(state({ note: 'Renamed' })),
    });
    renderAt(route, '/project/make-public/retail-voice', userWith('ANALYST'));
    expect(await screen.findByText('Category names hold customer data', {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByTestId('project-make-public-note'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByTestId('project-make-public-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Renamed' }), slow);
    expect(await screen.findByTestId('project-make-public-pending', {}, slow)).toBeTruthy();
  });

  it('withdraws a pending request', async () => {
    const calls = mockApi({
      'GET /api/project/retail-voice/make-public': () => json(state({})),
      'DELETE /api/project/retail-voice/make-public': () => json(state(null)),
    });
    renderAt(route, '/project/make-public/retail-voice', userWith('ANALYST'));
    fireEvent.click(await screen.findByTestId('project-make-public-withdraw', {}, slow));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), slow);
    expect(await screen.findByTestId('project-make-public-submit', {}, slow)).toBeTruthy();
  });
});
