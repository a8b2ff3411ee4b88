import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerKeyToParam, type User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { CustomerDetailPage } from './pages/CustomerDetailPage';
import { ada, detailOf } from './test/fixtures';

const slow = { timeout: 10_000 };
const path = `/api/customer/${ada.param}`;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderDetail(url: string, over: Record<string, (call: Call) => Response> = {}, user: User = userWith('ANALYST')) {
  const calls = mockApi({ [`GET ${path}`]: () => json(detailOf()), 'GET /api/channel': () => json([]), ...over });
  const router = renderAt(
    [
      { path: '/customers/:key', element: <CustomerDetailPage /> },
      { path: '/customers', element: <div data-testid="list-page" /> },
    ],
    url,
    user,
  );
  return { calls, router };
}

describe('customer detail', { timeout: 60_000 }, () => {
  it('shows the profile, attributes, analyses, scores, journey steps and the interactions newest first', async () => {
    renderDetail(`/customers/${ada.param}`);
    expect((await screen.findByTestId('customer-name', {}, slow)).textContent).toBe('Ada Yılmaz');
    const profile = screen.getByTestId('customer-profile');
    for (const text of ['C-1001', 'Acme', 'Gold', 'Istanbul', '1,234', '+50']) expect(profile.textContent).toContain(text);
    expect(screen.getByTestId('customer-attributes').textContent).toContain('City');
    expect(screen.getByTestId('customer-analyses').textContent).toContain('Call centre');
    expect(screen.getByTestId('customer-score-chart')).toBeTruthy();
    const journey = screen.getByTestId('customer-journey-step-s-1');
    expect(journey.textContent).toContain('Delivery');
    expect(within(journey).getByRole('link', { name: 'Purchase to support' }).getAttribute('href')).toBe(
      '/customer-journey?wcj=j-1',
    );

    const items = within(screen.getByTestId('customer-timeline')).getAllByTestId(/^customer-interaction-d-/);
    expect(items.map((i) => i.dataset['testid'])).toEqual(['customer-interaction-d-2', 'customer-interaction-d-1']);
    const dialogue = screen.getByTestId('customer-interaction-d-2');
    for (const text of ['Call centre', 'Negative', 'Late delivery', 'Root cause: Courier capacity', 'My parcel is late.'])
      expect(dialogue.textContent).toContain(text);
    expect(screen.getByTestId('customer-interaction-open-d-2').getAttribute('href')).toBe(
      '/project/detail/calls?tab=project_data&doc=d-2',
    );
    expect(screen.getByTestId('customer-interaction-d-1').textContent).toContain('NPS 9');
  });

  it('keeps the interactions page, search and analysis in the URL and asks the server with them', async () => {
    const { calls, router } = renderDetail(`/customers/${ada.param}?ws=ws&page=1&q=late&pt=calls&segment=Gold`);
    await screen.findByTestId('customer-name', {}, slow);
    const get = calls.filter((c) => c.path === path);
    expect(Object.fromEntries(new URLSearchParams(get[0]?.query))).toEqual({ page: '1', size: '10', q: 'late', pt: 'calls' });
    fireEvent.mouseDown(within(screen.getByTestId('customer-timeline-analysis')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Customer care', {}, slow));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('pt')).toBe('care'), slow);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBeNull();
    expect(search.get('ws')).toBe('ws');
    expect(search.get('segment')).toBe('Gold');
  });

  it('links back to the list with the query it came from', async () => {
    useAppStore.getState().setUser(userWith('ANALYST'));
    const { router } = renderDetail('/customers');
    await router.navigate(`/customers/${ada.param}`, { state: { listSearch: '?segment=Gold&page=2' } });
    fireEvent.click(await screen.findByTestId('customer-back', {}, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?segment=Gold&page=2'), slow);
  });

  it('says "Customer not found" when the server answers 404', async () => {
    renderDetail(`/customers/${ada.param}`, {
      [`GET ${path}`]: () =>
        json({ status: 404, type: 'NotFoundException', messageCode: 'CUSTOMER_NOT_FOUND', message: 'Customer not found.' }, 404),
    });
    expect((await screen.findByTestId('customer-not-found', {}, slow)).textContent).toContain('Customer not found.');
  });

  it('treats a malformed key as not found', async () => {
    const { calls } = renderDetail('/customers/not%20base64!');
    expect((await screen.findByTestId('customer-not-found', {}, slow)).textContent).toContain('Customer not found.');
    expect(calls.some((c) => c.path.startsWith('/api/customer/'))).toBe(false);
  });

  it('says so when the customer has no interactions', async () => {
    renderDetail(`/customers/${ada.param}`, {
      [`GET ${path}`]: () => json(detailOf({ interactions: { content: [], page: 0, size: 10, total: 0 } })),
    });
    expect((await screen.findByTestId('customer-timeline-empty', {}, slow)).textContent).toContain(
      'No customer interactions found to view.',
    );
  });

  it("switches to the link's workspace before reading the customer", async () => {
    const base = userWith('ANALYST');
    const first = base.workspaces[0];
    if (!first) throw new Error('fixture');
    const user: User = { ...base, workspaces: [first, { ...first, code: 'other', name: 'Other', selected: false }] };
    const switched: User = { ...user, workspaces: user.workspaces.map((w) => ({ ...w, selected: w.code === 'other' })) };
    const other = customerKeyToParam('C-1001');
    const { calls } = renderDetail(`/customers/${other}?ws=other`, { 'PUT /api/user/workspace': () => json(switched) }, user);
    await screen.findByTestId('customer-name', {}, slow);
    const switchIndex = calls.findIndex((c) => c.method === 'PUT' && c.path === '/api/user/workspace');
    const readIndex = calls.findIndex((c) => c.path === path);
    expect(calls[switchIndex]?.body).toEqual({ workspaceCode: 'other' });
    expect(switchIndex).toBeLessThan(readIndex);
  });

  it('warns about a workspace the user is not a member of and shows the selected one', async () => {
    renderDetail(`/customers/${ada.param}?ws=elsewhere`);
    await screen.findByTestId('customer-name', {}, slow);
    expect(screen.getByTestId('customer-foreign-workspace')).toBeTruthy();
  });
});
