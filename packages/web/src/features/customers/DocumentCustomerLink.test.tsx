import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { customerKeyToParam, type User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { mockApi, renderAt, userWith } from '../../shared/test/api';
import { DocumentCustomerLink } from './index';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const show = (customerKey: string | null, user: User) => {
  mockApi({});
  renderAt([{ path: '/', element: <DocumentCustomerLink customerKey={customerKey} /> }], '/', user);
};

describe("the data tab drawer's customer link", { timeout: 30_000 }, () => {
  it('names the customer and links to its page in the current workspace', async () => {
    show('ada@example.com / 7', userWith('ANALYST'));
    const link = await screen.findByTestId('document-customer-link');
    expect(screen.getByTestId('document-customer').textContent).toContain('Customer: ada@example.com / 7');
    expect(link.getAttribute('href')).toBe(`/customers/${customerKeyToParam('ada@example.com / 7')}?ws=ws`);
  });

  it('shows nothing without a customer or without the right to read customers', async () => {
    const analyst = userWith('ANALYST');
    const noCustomers: User = {
      ...analyst,
      workspaces: analyst.workspaces.map((w) => ({ ...w, permissions: w.permissions.filter((p) => p !== 'CUSTOMER/READ') })),
    };
    show('C-1', noCustomers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('document-customer')).toBeNull();
  });
});
