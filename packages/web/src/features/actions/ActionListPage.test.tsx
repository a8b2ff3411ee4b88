import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { ActionListPage } from './pages/ActionListPage';
import { people } from './test/form-fixtures';
import { deliveryType, late, listOf, statistics, training, trainingType } from './test/list-fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const header = (text: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(text));
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/action');
const queryOf = (call: Call | undefined) => Object.fromEntries(new URLSearchParams(call?.query ?? ''));
const urlOf = (router: ReturnType<typeof renderAt>) => new URLSearchParams(router.state.location.search);

function renderList(url = '/actions', over: Record<string, (call: Call) => Response> = {}, role = 'MANAGER' as const) {
  const calls = mockApi({
    'GET /api/action': () => json(listOf([late, training])),
    'GET /api/action-type': () => json([deliveryType, trainingType]),
    'GET /api/action/people': () => json(people),
    'GET /api/action/statistics': () => json(statistics),
    ...over,
  });
  const router = renderAt([{ path: '/actions', element: <ActionListPage /> }], url, userWith(role));
  return { calls, router };
}

describe('action list', { timeout: 60_000 }, () => {
  it('opens on my actions and lists name, type, priority, status, due date (overdue in red), responsible and evidence', async () => {
    const { calls } = renderList();
    const row = await screen.findByTestId(`action-row-${late.id}`, {}, slow);
    expect(queryOf(listCalls(calls)[0])).toEqual({
      tab: 'mine',
      page: '0',
      size: '10',
      sort: 'dueDate,asc',
      showCompleted: 'false',
    });
    expect(row.textContent).toContain('Call back late deliveries');
    expect(row.textContent).toContain('Process');
    expect(within(row).getByTestId('action-priority-CRITICAL').textContent).toBe('Critical');
    expect(within(row).getByTestId('action-status-IN_PROGRESS').textContent).toBe('In progress');
    expect(within(row).getByTestId(`action-overdue-${late.id}`).textContent).toBe('2026-01-05');
    expect(row.textContent).toContain('Ada Lovelace');
    expect(row.textContent).toContain('Category: Late');
    expect(screen.getByTestId(`action-link-${late.id}`).getAttribute('href')).toBe(`/actions/${late.id}?returnUrl=%2Factions`);
    const other = screen.getByTestId(`action-row-${training.id}`);
    expect(other.textContent).toContain('Bob Stone');
    expect(within(other).queryByTestId(`action-overdue-${training.id}`)).toBeNull();
    // Tab badges come from the answer's counts.
    expect(screen.getByTestId('action-tab-count-mine').textContent).toBe('1');
    expect(screen.getByTestId('action-tab-count-critical').textContent).toBe('2');
    expect(screen.getByTestId('action-tab-count-all').textContent).toBe('12');
    expect(screen.getByTestId('action-tab-mine').closest('[role="tab"]')?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('action-new')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it('restores every parameter from the URL, asks the server with them and links back to the same list', async () => {
    const search =
      `?tab=critical&page=1&size=20&type=${deliveryType.id}&status=IN_PROGRESS&priority=CRITICAL` +
      `&assignUsers=${people[0]?.id ?? ''}&search=late&sort=priority%2Cdesc&showCompleted=true`;
    const { calls } = renderList(`/actions${search}`);
    await screen.findByTestId(`action-row-${late.id}`, {}, slow);
    expect(queryOf(listCalls(calls)[0])).toEqual({
      tab: 'critical',
      page: '1',
      size: '20',
      type: deliveryType.id,
      status: 'IN_PROGRESS',
      priority: 'CRITICAL',
      assignUsers: people[0]?.id,
      search: 'late',
      sort: 'priority,desc',
      showCompleted: 'true',
    });
    expect(screen.getByTestId('action-tab-critical').closest('[role="tab"]')?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId<HTMLInputElement>('action-filter-search').value).toBe('late');
    expect(screen.getByTestId('action-filter-status').textContent).toContain('In progress');
    expect(screen.getByTestId('action-filter-priority').textContent).toContain('Critical');
    await waitFor(() => expect(screen.getByTestId('action-filter-type').textContent).toContain('Process'), slow);
    await waitFor(() => expect(screen.getByTestId('action-filter-assignee').textContent).toContain('Ada Lovelace'), slow);
    expect(screen.getByTestId<HTMLInputElement>('action-filter-completed').checked).toBe(true);
    expect(header('Priority')?.getAttribute('aria-sort')).toBe('descending');
    const href = screen.getByTestId(`action-link-${late.id}`).getAttribute('href') ?? '';
    expect(decodeURIComponent(href.split('returnUrl=')[1] ?? '')).toBe(`/actions${search}`);
  });

  it('switches tabs, sorts, filters and shows completed ones through the URL, back to the first page', async () => {
    const { calls, router } = renderList('/actions?page=2');
    await screen.findByTestId(`action-row-${late.id}`, {}, slow);
    fireEvent.click(screen.getByTestId('action-tab-critical'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=critical'), slow);
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).tab).toBe('critical'), slow);

    fireEvent.click(header('Due date') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=critical&sort=dueDate%2Cdesc'), slow);

    fireEvent.mouseDown(within(screen.getByTestId('action-filter-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Done', {}, slow));
    await waitFor(() => expect(urlOf(router).get('status')).toBe('DONE'), slow);

    fireEvent.click(screen.getByTestId('action-filter-completed'));
    await waitFor(() => expect(urlOf(router).get('showCompleted')).toBe('true'), slow);
    await waitFor(
      () =>
        expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
          tab: 'critical',
          status: 'DONE',
          sort: 'dueDate,desc',
          showCompleted: 'true',
          page: '0',
        }),
      slow,
    );
  });

  it('debounces the search into the URL and the request', async () => {
    const { calls, router } = renderList('/actions?tab=all');
    await screen.findByTestId(`action-row-${late.id}`, {}, slow);
    const before = listCalls(calls).length;
    const box = screen.getByTestId('action-filter-search');
    fireEvent.change(box, { target: { value: 'l' } });
    fireEvent.change(box, { target: { value: 'late deliv' } });
    expect(urlOf(router).get('search')).toBeNull();
    await waitFor(() => expect(urlOf(router).get('search')).toBe('late deliv'), slow);
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).search).toBe('late deliv'), slow);
    // One request for the whole word, none for the keystrokes in between.
    expect(
      listCalls(calls)
        .slice(before)
        .map((c) => queryOf(c).search),
    ).toEqual(['late deliv']);
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=all'), slow);
  });

  it('shows the empty state of a filtered list', async () => {
    renderList('/actions?priority=LOW', { 'GET /api/action': () => json(listOf([])) });
    expect((await screen.findByTestId('action-list-empty', {}, slow)).textContent).toContain('No actions match these filters.');
  });

  it('says my actions tab is empty in words', async () => {
    renderList('/actions', { 'GET /api/action': () => json(listOf([])) });
    expect((await screen.findByTestId('action-list-empty', {}, slow)).textContent).toContain(
      'No open actions are assigned to you.',
    );
  });

  it('shows the translated list load error with a retry', async () => {
    renderList('/actions', {
      'GET /api/action': () =>
        json({ status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: 'x' }, 500),
    });
    expect((await screen.findByTestId('action-list-error', {}, slow)).textContent).toContain('The actions could not be loaded.');
  });
});
