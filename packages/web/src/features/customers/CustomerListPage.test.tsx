import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { categoryTree } from '../../shared/test/analysis-fixtures';
import { CustomerListPage } from './pages/CustomerListPage';
import { ada, analysesPage, bob, listOf, settingsOf } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const header = (text: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(text));
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/customer');
const queryOf = (call: Call | undefined) => Object.fromEntries(new URLSearchParams(call?.query ?? ''));

function renderList(url = '/customers', over: Record<string, (call: Call) => Response> = {}, role = 'MANAGER' as const) {
  const calls = mockApi({
    'GET /api/customer': () => json(listOf([ada, bob])),
    'GET /api/customer/settings': () => json(settingsOf()),
    'GET /api/project': () => json(analysesPage),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    ...over,
  });
  const router = renderAt([{ path: '/customers', element: <CustomerListPage /> }], url, userWith(role));
  return { calls, router };
}

describe('customers list', { timeout: 60_000 }, () => {
  it('lists customers with company, segment, counts, score and date, linking to the detail with the workspace', async () => {
    renderList();
    const row = (await screen.findByTestId(`customer-link-${ada.param}`, {}, slow)).closest('tr');
    expect(row?.textContent).toContain('Ada Yılmaz');
    expect(row?.textContent).toContain('C-1001');
    expect(row?.textContent).toContain('Acme');
    expect(row?.textContent).toContain('Gold');
    expect(row?.textContent).toContain('1,234');
    expect(row?.textContent).toContain('+50');
    expect(screen.getByTestId(`customer-link-${ada.param}`).getAttribute('href')).toBe(`/customers/${ada.param}?ws=ws`);
    // A customer without a name is shown by its key.
    expect(screen.getByTestId(`customer-link-${bob.param}`).textContent).toBe('bob@example.com');
  });

  it('restores every parameter from the URL and asks the server with them', async () => {
    const { calls } = renderList('/customers?page=1&size=20&q=ada&segment=Gold&sort=totalInteractions%2Cdesc&pt=care&pc=c-late');
    await screen.findByTestId(`customer-link-${ada.param}`, {}, slow);
    expect(queryOf(listCalls(calls)[0])).toEqual({
      page: '1',
      size: '20',
      q: 'ada',
      segment: 'Gold',
      sort: 'totalInteractions,desc',
      pt: 'care',
      pc: 'c-late',
    });
    expect((screen.getByTestId('customer-search').querySelector('input') as HTMLInputElement).value).toBe('ada');
    expect(screen.getByTestId('customer-filter-segment').textContent).toContain('Gold');
    await waitFor(() => expect(screen.getByTestId('customer-filter-analysis').textContent).toContain('Customer care'), slow);
    await waitFor(() => expect(screen.getByTestId('customer-filter-category').textContent).toContain('Late'), slow);
    expect(header('Interactions')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by a column header and filters by segment and search, back to the first page, in the URL', async () => {
    const { calls, router } = renderList('/customers?page=2');
    await screen.findByTestId(`customer-link-${ada.param}`, {}, slow);
    fireEvent.click(header('Sentiment score') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=sentimentScore%2Casc'), slow);
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).sort).toBe('sentimentScore,asc'), slow);

    fireEvent.mouseDown(within(screen.getByTestId('customer-filter-segment')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Silver', {}, slow));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('segment')).toBe('Silver'), slow);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('sentimentScore,asc');

    const search = within(screen.getByTestId('customer-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'bob' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1))).toMatchObject({ q: 'bob', segment: 'Silver', page: '0' }), slow);
  });

  it('picks an analysis, then one of its categories; changing the analysis drops the category', async () => {
    const { router } = renderList();
    await screen.findByTestId(`customer-link-${ada.param}`, {}, slow);
    fireEvent.mouseDown(within(screen.getByTestId('customer-filter-analysis')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Customer care', {}, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?pt=care'), slow);
    fireEvent.mouseDown(within(await screen.findByTestId('customer-filter-category', {}, slow)).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Late', {}, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?pt=care&pc=c-late'), slow);
    fireEvent.mouseDown(within(screen.getByTestId('customer-filter-analysis')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Call centre', {}, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?pt=calls'), slow);
  });

  it('shows the empty state of a filtered list', async () => {
    renderList('/customers?q=zzz', { 'GET /api/customer': () => json(listOf([])) });
    expect((await screen.findByTestId('customer-list-empty', {}, slow)).textContent).toContain(
      'No customers match these filters.',
    );
  });

  it('shows the translated list load error with a retry', async () => {
    renderList('/customers', {
      'GET /api/customer': () =>
        json({ status: 500, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: 'x' }, 500),
    });
    expect((await screen.findByTestId('customer-list-error', {}, slow)).textContent).toContain(
      'The customers could not be loaded.',
    );
  });

  it('offers the settings only to those who may manage customers', async () => {
    renderList('/customers', {}, 'ANALYST' as 'MANAGER');
    await screen.findByTestId(`customer-link-${ada.param}`, {}, slow);
    expect(screen.queryByTestId('customer-settings-open')).toBeNull();
  });
});
