import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { CreateActionButton } from './components/CreateActionButton';
import { actionOf, people, processType } from './test/form-fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('CreateActionButton', { timeout: 60_000 }, () => {
  it('opens the form with the evidence and journey step, creates, and links to the new action', async () => {
    const created = actionOf({ name: 'Courier step' });
    const calls = mockApi({
      'GET /api/action-type': () => json([processType]),
      'GET /api/action/people': () => json(people),
      'POST /api/action': () => json(created, 201),
      [`GET /api/action/${created.id}`]: () => json(created),
    });
    const evidence = { projectCode: 'shop', filter: 'q=', label: 'Category: Delivery', documentId: null };
    const journeyStep = { journeyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', stepId: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' };
    const router = renderAt(
      [
        {
          path: '/',
          element: (
            <CreateActionButton
              evidence={evidence}
              journeyStep={journeyStep}
              defaultName="Courier step"
              testId="create-action-x"
            />
          ),
        },
        { path: '/actions/:id', element: <div data-testid="detail-page" /> },
      ],
      '/',
      userWith('MANAGER'),
    );
    fireEvent.click(await screen.findByTestId('create-action-x', {}, slow));
    const name = await screen.findByTestId('action-form-name', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Courier step');
    expect(screen.getByTestId('action-form-journey-step')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-form-submit'));
    const open = await screen.findByTestId('create-action-open', {}, slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ evidence, journeyStep, name: 'Courier step' });
    await waitFor(() => expect(screen.queryByTestId('action-form')).toBeNull(), slow);
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/actions/${created.id}`), slow);
  });
});
