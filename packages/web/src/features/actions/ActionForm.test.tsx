import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { Action, ActionEvidenceBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { ActionForm, type ActionFormProps } from './components/ActionForm';
import { actionOf, bob, people, processType } from './test/form-fixtures';

const slow = { timeout: 10_000 };
const evidence: ActionEvidenceBody = { projectCode: 'shop', filter: 'q=&cq=x', label: 'Category: Delivery', documentId: null };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderForm(props: Omit<ActionFormProps, 'onSaved'>, routes: Record<string, (call: Call) => Response>) {
  const onSaved = vi.fn<(a: Action) => void>();
  const calls = mockApi({
    'GET /api/action-type': () => json([processType]),
    'GET /api/action/people': () => json(people),
    ...routes,
  });
  renderAt([{ path: '/', element: <ActionForm {...props} onSaved={onSaved} /> }], '/', userWith('MANAGER'));
  return { calls, onSaved };
}

const sent = (calls: Call[], method: string) => calls.filter((c) => c.method === method && c.path.startsWith('/api/action'))[0];

async function pick(testId: string, title: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const options = await screen.findAllByTitle(title, {}, slow);
  fireEvent.click(options.at(-1) as HTMLElement);
}

describe('ActionForm', { timeout: 60_000 }, () => {
  it('creates an action with the evidence, the chosen type, responsible and followers', async () => {
    const { calls, onSaved } = renderForm(
      { evidence, defaultName: 'Delivery' },
      { 'POST /api/action': () => json(actionOf({ name: 'Delivery' }), 201) },
    );
    const name = await screen.findByTestId('action-form-name', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Delivery');
    expect(screen.getByTestId('action-form-evidence-label').textContent).toBe('Category: Delivery');
    expect(screen.queryByTestId('action-form-status')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/action/people')).toBe(true), slow);
    await pick('action-form-type', 'Process');
    await pick('action-form-responsible', 'Bob Stone');
    await pick('action-form-followers', 'Bob Stone');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), slow);
    expect(sent(calls, 'POST')?.body).toEqual({
      name: 'Delivery',
      description: '',
      typeId: processType.id,
      priority: 'MEDIUM',
      status: 'OPEN',
      dueDate: null,
      responsibleId: bob.id,
      benefits: '',
      referenceName: '',
      evidence,
      journeyStep: null,
      followerIds: [bob.id],
    });
  });

  it("shows the server's field error on its field, translated, and a removed evidence is not sent", async () => {
    const { calls, onSaved } = renderForm(
      { evidence, defaultName: 'Delivery' },
      {
        'POST /api/action': () =>
          json(
            {
              status: 400,
              type: 'ValidationException',
              messageCode: 'VALIDATION_FAILED',
              message: 'x',
              fields: [{ field: 'name', messageCode: 'ACTION_NAME_TAKEN', message: 'x' }],
            },
            400,
          ),
      },
    );
    await screen.findByTestId('action-form-evidence', {}, slow);
    fireEvent.click(screen.getByTestId('action-form-evidence-remove'));
    expect(screen.queryByTestId('action-form-evidence')).toBeNull();
    fireEvent.click(screen.getByTestId('action-form-submit'));
    expect(await screen.findByText('An action with this name already exists.', {}, slow)).toBeTruthy();
    expect(sent(calls, 'POST')?.body).toMatchObject({ evidence: null });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says an evidence error above the form by its own code', async () => {
    renderForm(
      { evidence },
      {
        'POST /api/action': () =>
          json(
            {
              status: 400,
              type: 'ValidationException',
              messageCode: 'VALIDATION_FAILED',
              message: 'x',
              fields: [{ field: 'evidence.projectCode', messageCode: 'ANALYSIS_NOT_FOUND', message: 'x' }],
            },
            400,
          ),
      },
    );
    fireEvent.change(await screen.findByTestId('action-form-name', {}, slow), { target: { value: 'Late parcels' } });
    fireEvent.click(screen.getByTestId('action-form-submit'));
    const problem = await screen.findByTestId('action-form-problem', {}, slow);
    expect(problem.textContent).toBe(i18next.t('errors:codes.ANALYSIS_NOT_FOUND'));
  });

  it('edits with the version read and shows "completed by a teammate" above the form', async () => {
    const initial = actionOf({
      dueDate: '2026-12-01',
      status: 'IN_PROGRESS',
      evidence: {
        projectCode: 'shop',
        projectName: 'Shop feedback',
        filter: 'q=',
        label: 'Category: Delivery',
        documentId: null,
      },
    });
    const { calls, onSaved } = renderForm(
      { initial },
      {
        [`PUT /api/action/${initial.id}`]: () =>
          json({ status: 409, type: 'ConflictException', messageCode: 'ACTION_COMPLETED_BY_TEAMMATE', message: 'x' }, 409),
      },
    );
    await screen.findByTestId('action-form-status', {}, slow);
    expect(screen.queryByTestId('action-form-followers')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('action-form-due').value).toBe('2026-12-01');
    expect(screen.getByTestId('action-form-evidence').textContent).toContain('Shop feedback');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    const problem = await screen.findByTestId('action-form-problem', {}, slow);
    expect(problem.textContent).toContain('This task has already been completed by a teammate. Refresh the page.');
    expect(sent(calls, 'PUT')?.body).toEqual({
      name: initial.name,
      description: '',
      typeId: null,
      priority: 'MEDIUM',
      status: 'IN_PROGRESS',
      dueDate: '2026-12-01',
      responsibleId: null,
      benefits: '',
      referenceName: '',
      evidence: { projectCode: 'shop', filter: 'q=', label: 'Category: Delivery', documentId: null },
      journeyStep: null,
      version: 3,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a version conflict as a form-level message too', async () => {
    const initial = actionOf();
    renderForm(
      { initial },
      {
        [`PUT /api/action/${initial.id}`]: () =>
          json({ status: 409, type: 'ConflictException', messageCode: 'ACTION_VERSION_CONFLICT', message: 'x' }, 409),
      },
    );
    fireEvent.click(await screen.findByTestId('action-form-submit', {}, slow));
    const problem = await screen.findByTestId('action-form-problem', {}, slow);
    expect(problem.textContent).toContain('Someone else changed this action meanwhile.');
  });
});
