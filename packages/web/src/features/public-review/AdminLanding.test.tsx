import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewItem, User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AdminLandingPage } from './pages/AdminLandingPage';
import { visibleAdminPages } from './adminPages';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const item = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'MODEL',
  itemKey: '00000000-0000-4000-8000-0000000000aa',
  itemName: 'Complaints',
  workspaceName: 'Demo',
  accountName: 'Demo account',
  requestedBy: { name: 'Ada Lovelace', email: 'ada@sentio.local' },
  status: 'PENDING',
  note: 'Useful for retail',
  requestedAt: '2026-11-25T09:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  reason: null,
  overdue: true,
  ...over,
});
const operator = (): User => ({ ...userWith('ADMIN'), userType: 'SYSTEM_ADMIN' });
const page = (content: ReviewItem[]) => ({ content, page: 0, size: 10, total: content.length, pending: 1, overdue: 1 });

describe('admin landing', { timeout: 60_000 }, () => {
  it('shows who sees which admin page', () => {
    expect(visibleAdminPages(operator()).map((p) => p.key)).toHaveLength(15);
    const manager = Object.assign(userWith('ADMIN'), { accountManager: true });
    expect(visibleAdminPages(manager).map((p) => p.key)).toEqual(['workspace', 'user', 'channels']);
    expect(visibleAdminPages(userWith('ADMIN')).map((p) => p.key)).toEqual(['workspace', 'channels']);
    expect(visibleAdminPages(userWith('ANALYST'))).toEqual([]);
  });

  it('an operator sees every card and the queue, approves one request and rejects another with a reason', async () => {
    const calls = mockApi({
      'GET /api/admin/review': () =>
        json(
          page([
            item(),
            item({
              id: '00000000-0000-4000-8000-000000000002',
              itemName: 'Retail voice',
              kind: 'PROJECT',
              itemKey: 'retail-voice',
              overdue: false,
            }),
          ]),
        ),
      'POST /api/admin/review/00000000-0000-4000-8000-000000000001/approve': () => json(item({ status: 'APPROVED' })),
      'POST /api/admin/review/00000000-0000-4000-8000-000000000002/reject': () => json(item({ status: 'REJECTED' })),
    });
    renderAt([{ path: '/admin', element: <AdminLandingPage /> }], '/admin', operator());
    expect(await screen.findByTestId('admin-card-monitor', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('admin-card-accounts').getAttribute('href')).toBe('/admin/accounts');
    expect(screen.getByTestId('admin-card-projectQueue').getAttribute('href')).toBe('/admin/project/queue');
    const queue = await screen.findByTestId('review-table', {}, slow);
    await within(queue).findByText('Complaints', {}, slow);
    expect(within(queue).getAllByTestId('review-overdue')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('review-approve-Complaints'));
    // The confirmation's own "Approve" (the popover's OK button).
    const confirm = await screen.findByText('Make "Complaints" public?', {}, slow);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/approve') && c.method === 'POST')).toBe(true), slow);

    fireEvent.click(screen.getByTestId('review-reject-Retail voice'));
    const reason = await screen.findByTestId('review-reason', {}, slow);
    fireEvent.change(reason, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByTestId('review-reject-confirm'));
    expect(await screen.findByText(/at least/i, {}, slow)).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Category names hold customer data' } });
    fireEvent.click(screen.getByTestId('review-reject-confirm'));
    await waitFor(() => {
      const reject = calls.find((c) => c.path.endsWith('/reject'));
      expect(reject?.body).toEqual({ reason: 'Category names hold customer data' });
    }, slow);
  });

  it('a workspace admin sees only the workspace card and no queue; an analyst is refused', async () => {
    const calls = mockApi({});
    renderAt([{ path: '/admin', element: <AdminLandingPage /> }], '/admin', userWith('ADMIN'));
    expect(await screen.findByTestId('admin-card-workspace', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('admin-card-monitor')).toBeNull();
    expect(screen.queryByTestId('admin-review-card')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/admin/review')).toEqual([]);
  });
});
