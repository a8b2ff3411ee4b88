import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { forgetRecentActions } from '../../../app/api/useApiMutation';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { assistant } from '../test/fixtures';
import { AssistantForm } from './AssistantForm';

const slow = { timeout: 10_000 };
const path = '/api/project/care/assistant';
const picker = [
  {
    value: 'model:topics',
    title: 'Topics',
    selectable: false,
    disabled: true,
    children: [{ value: 'c-delivery', title: 'Delivery', children: [] }],
  },
];

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetRecentActions();
  useAppStore.getState().clearUser();
});

function renderForm(routes: Record<string, (call: Call) => Response>, existing = false) {
  const onClose = vi.fn();
  const calls = mockApi(routes);
  renderAt(
    [
      {
        path: '/project/detail/:code',
        element: (
          <AssistantForm
            target={{ kind: 'PROJECT', code: 'care' }}
            assistant={existing ? assistant({ subject: 'Old subject' }) : null}
            categories={picker}
            onClose={onClose}
          />
        ),
      },
    ],
    '/project/detail/care?tab=assistant',
    userWith('MANAGER'),
  );
  return { calls, onClose };
}

const setNumber = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('assistant form', { timeout: 60_000 }, () => {
  it('requires a subject with the server rule and sends nothing', async () => {
    const { calls } = renderForm({});
    fireEvent.click(await screen.findByTestId('assistant-form-submit', {}, slow));
    expect(await screen.findByText('This field is required.', {}, slow)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a minimum above the maximum on the minimum field (ASSISTANT_CATEGORY_COUNTS)', async () => {
    const { calls } = renderForm({});
    fireEvent.change(await screen.findByTestId('assistant-form-subject', {}, slow), { target: { value: 'Reviews' } });
    setNumber('assistant-form-min', '3');
    setNumber('assistant-form-max', '2');
    fireEvent.click(screen.getByTestId('assistant-form-submit'));
    expect(
      await screen.findByText('The minimum number of assigned categories cannot be more than the maximum.', {}, slow),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a CLASSIFY assistant with the contract body and closes', async () => {
    const { calls, onClose } = renderForm({ [`POST ${path}`]: () => json(assistant()) });
    fireEvent.change(await screen.findByTestId('assistant-form-subject', {}, slow), { target: { value: 'Shop reviews' } });
    setNumber('assistant-form-documents', '20');
    setNumber('assistant-form-max', '2');
    setNumber('assistant-form-assignment-limit', '5');
    fireEvent.click(screen.getByTestId('assistant-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    const post = calls.find((c) => c.method === 'POST' && c.path === path);
    expect(post?.body).toEqual({
      subject: 'Shop reviews',
      actionType: 'CLASSIFY',
      repeatCount: 1,
      llmModel: null,
      documentCount: 20,
      prompt: '',
      categoryIds: [],
      assignmentLimit: 5,
      allowNewRootCause: false,
      minAssignedCategories: 0,
      maxAssignedCategories: 2,
    });
  });

  it('updates an existing one and shows the server refusal in the banner', async () => {
    const { calls, onClose } = renderForm(
      {
        [`PUT ${path}`]: () =>
          json({ status: 409, type: 'ConflictException', messageCode: 'AI_PROVIDER_OFF', message: 'off' }, 409),
      },
      true,
    );
    expect((await screen.findByTestId<HTMLInputElement>('assistant-form-subject', {}, slow)).value).toBe('Old subject');
    fireEvent.click(screen.getByTestId('assistant-form-submit'));
    expect(await screen.findByTestId('assistant-form-error', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
