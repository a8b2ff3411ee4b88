import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AccountSummary, PackageInfo } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AccountsPage } from './pages/AccountsPage';
import { AccountDetailPage } from './pages/AccountDetailPage';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const account: AccountSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Demo Retail',
  packageId: 'p1',
  packageCode: 'STARTER',
  packageName: 'Starter',
  subscriptionStart: '2026-01-01T00:00:00.000Z',
  subscriptionEnd: null,
  status: 'SUSPENDED',
  workspaceCount: 1,
  userCount: 2,
  owners: ['owner@demo-retail.local'],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const starter: PackageInfo = {
  id: 'p1',
  code: 'STARTER',
  name: 'Starter',
  description: '',
  unlimited: false,
  isDefault: false,
  features: [],
  accountCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const operator = { ...userWith('ADMIN'), userType: 'SYSTEM_ADMIN' as const };

describe('accounts', { timeout: 60_000 }, () => {
  it('lists accounts with package, owners, an unlimited subscription and the suspended tag', async () => {
    mockApi({ 'GET /api/admin/account': () => json({ content: [account], total: 1, page: 0, size: 10 }) });
    renderAt([{ path: '/admin/accounts', element: <AccountsPage /> }], '/admin/accounts', operator);
    const table = await screen.findByTestId('accounts-table', {}, slow);
    await waitFor(() => expect(table.textContent).toContain('Demo Retail'), slow);
    expect(table.textContent).toContain('owner@demo-retail.local');
    expect(table.textContent).toContain('Unlimited');
    expect(table.textContent).toContain('Suspended');
  });

  it('shows the usage per month with durations, and the resume button of a suspended account', async () => {
    const month = (m: string, text: number) => ({
      month: m,
      textDocuments: text,
      dialogueDocuments: 1,
      projectSeconds: 3_720,
      modelSeconds: 75,
    });
    mockApi({
      [`GET /api/admin/account/${account.id}`]: () =>
        json({
          ...account,
          representatives: [],
          additionalEmails: [],
          suspendedAt: '2026-11-01T00:00:00.000Z',
          workspaces: [],
          pendingInvitations: [],
        }),
      [`GET /api/admin/account/${account.id}/usage`]: () => json([month('2026-10', 5), month('2026-11', 7)]),
      'GET /api/admin/package': () => json([starter]),
    });
    renderAt([{ path: '/admin/accounts/:id', element: <AccountDetailPage /> }], `/admin/accounts/${account.id}`, operator);
    const usage = await screen.findByTestId('account-usage', {}, slow);
    await waitFor(() => expect(usage.textContent).toContain('2026-11'), slow);
    expect(usage.textContent).toContain('1 h 2 min');
    expect(usage.textContent).toContain('1 min 15 s');
    expect(screen.getByTestId('account-resume')).toBeTruthy();
  });

  it('is the permission-denied page for a workspace admin who is not an operator', async () => {
    const calls = mockApi({});
    renderAt([{ path: '/admin/accounts', element: <AccountsPage /> }], '/admin/accounts', userWith('ADMIN'));
    await waitFor(() => expect(screen.queryByTestId('accounts-table')).toBeNull());
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toEqual([]);
  });
});
