import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { permissions, type AccountManagement, type CustomRole, type ManagedUser } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { AdminUsersPage } from './pages/AdminUsersPage';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const account: AccountManagement = {
  id: 'acc-1',
  name: 'Acme',
  managedAs: 'OWNER',
  workspaces: [{ code: 'acme', name: 'Acme' }],
  managed: [{ id: 'acc-1', name: 'Acme' }],
};
const user: ManagedUser = {
  id: 'u-1',
  email: 'ada@acme.test',
  full_name: 'Ada',
  lastName: 'Lovelace',
  jobTitle: null,
  department: null,
  organisation: null,
  phone: null,
  language: 'en',
  userType: 'USER',
  saml: false,
  owner: false,
  representative: false,
  workspaces: [
    {
      workspaceCode: 'acme',
      workspaceName: 'Acme',
      accountId: 'acc-1',
      accountName: 'Acme',
      role: 'CUSTOM',
      customRole: { id: 'r-1', name: 'Reviewer' },
    },
  ],
  lastActivityAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const role: CustomRole = {
  id: 'r-1',
  name: 'Reviewer',
  permissions: ['PROJECT/READ'],
  memberCount: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('/admin/user', { timeout: 60_000 }, () => {
  it('lists the account’s users with their custom role, and saves a new role with every permission via "Add all"', async () => {
    const calls = mockApi({
      'GET /api/account': () => json(account),
      'GET /api/account/user': () => json({ content: [user], page: 0, size: 20, total: 1 }),
      'GET /api/account/role': () => json([role]),
      'POST /api/account/role': (c) => json({ ...role, id: 'r-2', ...(c.body as object), memberCount: 0 }),
    });
    renderAt([{ path: '/admin/user', element: <AdminUsersPage /> }], '/admin/user', {
      ...userWith('ADMIN'),
      accountManager: true,
    });
    await screen.findByText('ada@acme.test', {}, slow);
    expect(screen.getAllByText('Reviewer').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Custom roles' }));
    fireEvent.click(await screen.findByTestId('role-new', {}, slow));
    fireEvent.change(await screen.findByTestId('role-name', {}, slow), { target: { value: 'Everything' } });
    fireEvent.click(screen.getByTestId('role-add-all'));
    await screen.findByText(`Permissions (${permissions.length} of ${permissions.length})`, {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/account/role')).toBe(true), slow);
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/account/role');
    expect(post?.body).toEqual({ name: 'Everything', permissions: [...permissions] });
  });

  it('is the permission-denied page for a member who manages no account', async () => {
    mockApi({});
    renderAt([{ path: '/admin/user', element: <AdminUsersPage /> }], '/admin/user', userWith('ADMIN'));
    expect(await screen.findByText('No access', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('admin-users-table')).toBeNull();
  });
});
