import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFilters, type ActionCreateBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { CustomerJourneyPage } from './pages/CustomerJourneyPage';
import { analysisPage, journey, journeyId, report, stepIds } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('create action from a journey step', { timeout: 60_000 }, () => {
  it("links the step and carries its documents on the step's first analysis", async () => {
    const calls = mockApi({
      'GET /api/customer-journey': () => json([journey()]),
      [`POST /api/customer-journey/${journeyId}/report`]: (call) => json(report(call.body)),
      'GET /api/project': () => json(analysisPage),
      'GET /api/action-type': () => json([]),
      'GET /api/action/people': () => json([]),
      'POST /api/action': () =>
        json({ status: 400, type: 'ValidationException', messageCode: 'VALIDATION_FAILED', message: 'x' }, 400),
    });
    renderAt(
      [{ path: '/customer-journey', element: <CustomerJourneyPage /> }],
      `/customer-journey?wcj=${journeyId}&sd=2026-03-01&ed=2026-03-31`,
      userWith('MANAGER'),
    );
    fireEvent.click(await screen.findByTestId('create-action-step-1', {}, slow));
    const name = await screen.findByTestId<HTMLInputElement>('action-form-name', {}, slow);
    expect(name.value).toBe('Purchase to support › Delivery');
    expect(screen.getByTestId('action-form-journey-step')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/action')).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/action')?.body as ActionCreateBody;
    expect(body.journeyStep).toEqual({ journeyId, stepId: stepIds[1] });
    expect(body.evidence).toMatchObject({ projectCode: 'care', label: 'Purchase to support › Delivery', documentId: null });
    const state = decodeFilters(body.evidence?.filter ?? '', { timeZone: useAppStore.getState().tenant.timeZone });
    expect([state.cj, state.cjs]).toEqual([journeyId, stepIds[1]]);
  });
});
