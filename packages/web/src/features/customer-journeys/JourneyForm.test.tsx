import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JourneyBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { CustomerJourneyPage } from './pages/CustomerJourneyPage';
import { analysisPage, journey, journeyId, report } from './test/fixtures';

const slow = { timeout: 30_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const fieldError = (fields: { field: string; messageCode: string }[]) =>
  json(
    {
      status: 400,
      type: 'ValidationException',
      messageCode: 'VALIDATION_FAILED',
      message: 'x',
      fields: fields.map((f) => ({ ...f, message: f.messageCode })),
    },
    400,
  );

function renderPage(post: (call: Call) => Response) {
  const calls = mockApi({
    'GET /api/customer-journey': () => json([journey()]),
    [`POST /api/customer-journey/${journeyId}/report`]: (call) => json(report(call.body)),
    'GET /api/project': () => json(analysisPage),
    'POST /api/customer-journey': post,
    [`PUT /api/customer-journey/${journeyId}`]: (call) => json({ ...journey(), name: (call.body as JourneyBody).name }),
  });
  renderAt(
    [{ path: '/customer-journey', element: <CustomerJourneyPage /> }],
    `/customer-journey?wcj=${journeyId}`,
    userWith('ANALYST'),
  );
  return calls;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// A drawer with a whole antd form is slow in jsdom; on a loaded machine one test took over a minute.
describe('customer journey form', { timeout: 180_000 }, () => {
  it('adds and removes steps, and shows the server field errors on the right step fields', async () => {
    const calls = renderPage(() =>
      fieldError([
        { field: 'steps.0.conditions', messageCode: 'JOURNEY_STEP_PROJECT_REQUIRED' },
        { field: 'steps.1.name', messageCode: 'JOURNEY_STEP_NAME_DUPLICATE' },
        { field: 'name', messageCode: 'JOURNEY_NAME_TAKEN' },
      ]),
    );
    fireEvent.click(await screen.findByTestId('journey-new', {}, slow));
    await screen.findByTestId('journey-form');
    type('journey-form-name', 'Purchase to support');
    type('journey-form-quick-filter', 'Purchase');
    type('journey-form-step-0-name', 'Purchase');
    fireEvent.click(screen.getByTestId('journey-form-add-step'));
    fireEvent.click(screen.getByTestId('journey-form-add-step'));
    await screen.findByTestId('journey-form-step-2');
    fireEvent.click(screen.getByTestId('journey-form-step-2-remove'));
    await waitFor(() => expect(screen.queryByTestId('journey-form-step-2')).toBeNull());
    type('journey-form-step-1-name', 'Purchase');
    fireEvent.click(screen.getByTestId('journey-form-submit'));

    const conditionsError = await screen.findByTestId('journey-form-step-0-conditions-error', {}, slow);
    expect(conditionsError.textContent).toBe('Each step needs an analysis.');
    const step1 = screen.getByTestId('journey-form-step-1');
    expect(within(step1).getByText('Step names must be unique.')).toBeTruthy();
    expect(screen.queryByTestId('journey-form-step-1-conditions-error')).toBeNull();
    expect(screen.getByText('A customer journey with this name already exists.')).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/customer-journey')?.body as JourneyBody;
    expect(body.steps.map((s) => s.name)).toEqual(['Purchase', 'Purchase']);
    expect(body).toMatchObject({ name: 'Purchase to support', quickFilterTitle: 'Purchase', visibility: 'WORKSPACE' });
  });

  it('moves steps and sends them back with their ids on edit', async () => {
    const calls = renderPage(() => json(journey()));
    fireEvent.click(await screen.findByTestId('journey-edit-Purchase to support', {}, slow));
    await screen.findByTestId('journey-form');
    expect(screen.getByTestId<HTMLInputElement>('journey-form-step-0-name').value).toBe('Purchase');
    fireEvent.click(screen.getByTestId('journey-form-step-0-down'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('journey-form-step-0-name').value).toBe('Delivery'));
    fireEvent.click(screen.getByTestId('journey-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as JourneyBody;
    expect(body.steps.map((s) => s.name)).toEqual(['Delivery', 'Purchase', 'Support']);
    expect(body.steps[1]?.id).toBe(journey().steps[0]?.id);
    expect(body.steps[0]?.conditions).toHaveLength(2);
  });
});
