import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Action, User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, renderAt, userWith, type Call } from '../../shared/test/api';
import { ActionDetailPage } from './pages/ActionDetailPage';
import { actionId, bob, detailAction, me, mockDetail, path } from './test/detail-fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderDetail(
  url = `/actions/${actionId}`,
  over: Record<string, (call: Call) => Response> = {},
  action?: Action,
  user: User = userWith('ANALYST'),
) {
  const calls = mockDetail(over, action);
  const router = renderAt(
    [
      { path: '/actions/:id', element: <ActionDetailPage /> },
      { path: '/actions', element: <div data-testid="list-page" /> },
      { path: '/customers', element: <div data-testid="customers-page" /> },
    ],
    url,
    user,
  );
  return { calls, router };
}

describe('action detail', { timeout: 60_000 }, () => {
  it('shows the fields, the evidence with its "Show documents" link and a back link to returnUrl', async () => {
    renderDetail(`/actions/${actionId}?returnUrl=${encodeURIComponent('/customers?x=1')}`);
    expect((await screen.findByTestId('action-name', {}, slow)).textContent).toBe('Fix delivery delays');
    const header = screen.getByTestId('action-header');
    for (const text of [
      'Open',
      'High',
      'Process',
      '2026-03-15',
      'Bob Stone',
      'Couriers are late in Istanbul.',
      'Fewer complaints',
    ])
      expect(header.textContent).toContain(text);
    expect(screen.getByTestId('action-evidence-label').textContent).toContain('Call centre: Category: Delivery');
    const link = screen.getByTestId('action-show-documents').getAttribute('href') ?? '';
    const [linkPath, query] = link.split('?');
    expect(linkPath).toBe('/project/detail/calls');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ cat: 'm1:delivery', tab: 'project_data', acid: actionId });
    expect(screen.getByTestId('action-back').getAttribute('href')).toBe('/customers?x=1');
  });

  it('goes back to the list when returnUrl is not a local path', async () => {
    renderDetail(`/actions/${actionId}?returnUrl=${encodeURIComponent('https://evil.example/x')}`);
    await screen.findByTestId('action-name', {}, slow);
    expect(screen.getByTestId('action-back').getAttribute('href')).toBe('/actions');
  });

  it('says "Action not found" on a 404', async () => {
    renderDetail(`/actions/${actionId}`, {
      [`GET ${path}`]: () =>
        json({ status: 404, type: 'NotFoundException', messageCode: 'ACTION_NOT_FOUND', message: 'Action not found.' }, 404),
    });
    expect((await screen.findByTestId('action-not-found', {}, slow)).textContent).toContain('Action not found.');
  });

  it('treats an id that is not a UUID as not found without asking', async () => {
    const { calls } = renderDetail('/actions/not-an-id');
    expect((await screen.findByTestId('action-not-found', {}, slow)).textContent).toContain('Action not found.');
    expect(calls.some((c) => c.path.startsWith('/api/action/not-an-id'))).toBe(false);
  });

  it('starts an open action with the version it read', async () => {
    let current = detailAction();
    const { calls } = renderDetail(`/actions/${actionId}`, {
      [`GET ${path}`]: () => json(current),
      [`PUT ${path}`]: () => {
        current = detailAction({ status: 'IN_PROGRESS', version: 4 });
        return json(current);
      },
    });
    await screen.findByTestId('action-name', {}, slow);
    expect(screen.queryByTestId('action-status-OPEN')).toBeNull();
    fireEvent.click(screen.getByTestId('action-status-IN_PROGRESS'));
    await waitFor(() => expect(screen.getByTestId('action-status').textContent).toBe('In progress'), slow);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ status: 'IN_PROGRESS', version: 3, name: 'Fix delivery delays', responsibleId: bob.id });
    expect((put?.body as { evidence: unknown }).evidence).toEqual({
      projectCode: 'calls',
      filter: 'cat=m1%3Adelivery',
      label: 'Category: Delivery',
      documentId: null,
    });
    expect(screen.getByTestId('action-status-DONE')).toBeTruthy();
  });

  it('offers only "Reopen" on a closed action', async () => {
    renderDetail(
      `/actions/${actionId}`,
      {},
      detailAction({ status: 'DONE', closedAt: '2026-02-01T00:00:00.000Z', closedBy: me }),
    );
    await screen.findByTestId('action-name', {}, slow);
    expect(screen.getByTestId('action-status-OPEN').textContent).toBe('Reopen');
    expect(screen.queryByTestId('action-status-DONE')).toBeNull();
    expect(screen.getByTestId('action-header').textContent).toContain('by Ada Lovelace');
  });

  it('shows "completed by a teammate" on a 409 and refreshes the action on request', async () => {
    let reads = 0;
    const { calls } = renderDetail(`/actions/${actionId}`, {
      [`GET ${path}`]: () => {
        reads += 1;
        return json(
          reads === 1 ? detailAction() : detailAction({ status: 'DONE', version: 4, closedAt: '2026-02-01T00:00:00.000Z' }),
        );
      },
      [`PUT ${path}`]: () =>
        json(
          {
            status: 409,
            type: 'ConflictException',
            messageCode: 'ACTION_COMPLETED_BY_TEAMMATE',
            message: 'This task has already been completed by a teammate. Refresh the page.',
          },
          409,
        ),
    });
    await screen.findByTestId('action-name', {}, slow);
    fireEvent.click(screen.getByTestId('action-status-CANCELLED'));
    const problem = await screen.findByTestId('action-problem', {}, slow);
    expect(problem.textContent).toContain('This task has already been completed by a teammate. Refresh the page.');
    fireEvent.click(within(problem).getByTestId('action-refresh'));
    await waitFor(() => expect(screen.getByTestId('action-status').textContent).toBe('Done'), slow);
    expect(screen.queryByTestId('action-problem')).toBeNull();
    expect(calls.filter((c) => c.method === 'GET' && c.path === path).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the version conflict message too', async () => {
    renderDetail(`/actions/${actionId}`, {
      [`PUT ${path}`]: () =>
        json({ status: 409, type: 'ConflictException', messageCode: 'ACTION_VERSION_CONFLICT', message: 'x' }, 409),
    });
    await screen.findByTestId('action-name', {}, slow);
    fireEvent.click(screen.getByTestId('action-status-DONE'));
    expect((await screen.findByTestId('action-problem', {}, slow)).textContent).toContain(
      'Someone else changed this action meanwhile.',
    );
  });

  it('hides "Delete" from an analyst who did not create the action', async () => {
    renderDetail();
    await screen.findByTestId('action-name', {}, slow);
    expect(screen.queryByTestId('action-delete')).toBeNull();
  });

  it('lets the creator delete after confirming, then goes back', async () => {
    const { calls, router } = renderDetail(
      `/actions/${actionId}`,
      { [`DELETE ${path}`]: () => json({ ok: true }) },
      detailAction({ creator: me }),
    );
    fireEvent.click(await screen.findByTestId('action-delete', {}, slow));
    fireEvent.click(await screen.findByTestId('action-delete-confirm', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/actions'), slow);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === path)).toBe(true);
  });

  it('lets a manager delete an action of someone else', async () => {
    renderDetail(`/actions/${actionId}`, {}, undefined, userWith('MANAGER'));
    expect(await screen.findByTestId('action-delete', {}, slow)).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    await initI18n('tr');
    try {
      renderDetail();
      expect((await screen.findByTestId('action-status-IN_PROGRESS', {}, slow)).textContent).toBe('Başlat');
      expect(screen.getByTestId('action-show-documents').textContent).toContain('Dokümanları göster');
      expect((await screen.findByTestId('action-effect-metric-VOLUME_SHARE', {}, slow)).textContent).toContain('%20');
    } finally {
      await initI18n('en');
    }
  });

  it('edits the fields in the action form', async () => {
    renderDetail();
    fireEvent.click(await screen.findByTestId('action-edit', {}, slow));
    expect(await screen.findByTestId('action-form', {}, slow)).toBeTruthy();
  });
});
