import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { ActionListPage } from './pages/ActionListPage';
import { people } from './test/form-fixtures';
import { deliveryType, listOf, statistics, trainingType } from './test/list-fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const inUse = { status: 409, type: 'ConflictException', messageCode: 'ACTION_TYPE_IN_USE', message: 'x' };

function renderTab(url: string, over: Record<string, (call: Call) => Response> = {}, role: 'MANAGER' | 'ANALYST' = 'MANAGER') {
  const calls = mockApi({
    'GET /api/action': () => json(listOf([])),
    'GET /api/action-type': () => json([deliveryType, trainingType]),
    'GET /api/action/people': () => json(people),
    'GET /api/action/statistics': () => json(statistics),
    ...over,
  });
  const router = renderAt([{ path: '/actions', element: <ActionListPage /> }], url, userWith(role));
  return { calls, router };
}

describe('action types tab', { timeout: 60_000 }, () => {
  it('lists the types with their action counts and creates one', async () => {
    const { calls } = renderTab('/actions?tab=types', {
      'POST /api/action-type': (call) => json({ ...trainingType, id: 'new', ...(call.body as object), actionCount: 0 }),
    });
    const row = await screen.findByTestId(`action-type-row-${deliveryType.id}`, {}, slow);
    expect(row.textContent).toContain('Process');
    expect(row.textContent).toContain('2');
    expect(screen.getByTestId('action-types-table').textContent).toContain('Training');
    // The list tabs' filters are not shown on this tab.
    expect(screen.queryByTestId('action-filter-search')).toBeNull();

    fireEvent.click(screen.getByTestId('action-type-create'));
    fireEvent.change(await screen.findByTestId('action-type-name', {}, slow), { target: { value: '  Coaching ' } });
    fireEvent.click(screen.getByTestId('action-type-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Coaching', color: null }), slow);
    await waitFor(() => expect(screen.queryByTestId('action-type-name')).toBeNull(), slow);
  });

  it('renames a type and shows a taken name next to the field', async () => {
    const { calls } = renderTab('/actions?tab=types', {
      [`PUT /api/action-type/${deliveryType.id}`]: () =>
        json({ status: 400, type: 'BadRequestException', messageCode: 'ACTION_TYPE_NAME_TAKEN', message: 'x' }, 400),
    });
    fireEvent.click(await screen.findByTestId(`action-type-edit-${deliveryType.id}`, {}, slow));
    const name = await screen.findByTestId('action-type-name', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Process');
    fireEvent.change(name, { target: { value: 'Training' } });
    fireEvent.click(screen.getByTestId('action-type-submit'));
    expect(await screen.findByText('An action type with this name already exists.', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Training', color: '#722ED1' });
  });

  it('says a type in use cannot be deleted, in words', async () => {
    const { calls } = renderTab('/actions?tab=types', {
      [`DELETE /api/action-type/${deliveryType.id}`]: () => json(inUse, 409),
    });
    fireEvent.click(await screen.findByTestId(`action-type-delete-${deliveryType.id}`, {}, slow));
    fireEvent.click(await screen.findByTestId('action-type-delete-confirm', {}, slow));
    expect((await screen.findByTestId('action-type-error', {}, slow)).textContent).toContain(
      'This action type is used by actions; change their type first.',
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/action-type/${deliveryType.id}`]);
  });

  it('lets only those who manage the types change them', async () => {
    renderTab('/actions?tab=types', {}, 'ANALYST');
    await screen.findByTestId(`action-type-row-${deliveryType.id}`, {}, slow);
    expect(screen.queryByTestId('action-type-create')).toBeNull();
    expect(screen.queryByTestId(`action-type-edit-${deliveryType.id}`)).toBeNull();
    expect(screen.queryByTestId(`action-type-delete-${deliveryType.id}`)).toBeNull();
  });
});

describe('action statistics tab', { timeout: 60_000 }, () => {
  it('shows the totals, mean time to close, share improved, and the counts per person and status', async () => {
    renderTab('/actions?tab=statistics');
    const panel = await screen.findByTestId('action-statistics', {}, slow);
    expect(within(panel).getByTestId('action-stat-total').textContent).toContain('12');
    expect(within(panel).getByTestId('action-stat-open').textContent).toContain('7');
    expect(within(panel).getByTestId('action-stat-closed').textContent).toContain('5');
    expect(within(panel).getByTestId('action-stat-overdue').textContent).toContain('2');
    expect(within(panel).getByTestId('action-stat-mean-days').textContent).toContain('4.3 days');
    expect(within(panel).getByTestId('action-stat-improved').textContent).toContain('25%');
    expect(panel.textContent).toContain('1 of 4 measured actions');
    const byPerson = within(panel).getByTestId('action-statistics-by-person');
    expect(byPerson.textContent).toContain('Ada Lovelace');
    expect(byPerson.textContent).toContain('Unassigned');
    expect(within(panel).getByTestId('action-statistics-by-status').textContent).toContain('Cancelled1');
    expect(within(panel).getByTestId('action-statistics-by-type')).toBeTruthy();
  });

  it('shows the statistics in Turkish', async () => {
    await initI18n('tr');
    try {
      renderTab('/actions?tab=statistics');
      const panel = await screen.findByTestId('action-statistics', {}, slow);
      expect(within(panel).getByTestId('action-stat-mean-days').textContent).toContain('4,3 gün');
      expect(within(panel).getByTestId('action-stat-improved').textContent).toContain('%25');
      expect(screen.getByTestId('action-tab-statistics').textContent).toBe('İstatistikler');
    } finally {
      await initI18n('en');
    }
  });
});
