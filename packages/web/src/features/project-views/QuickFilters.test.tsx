import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab, type Call } from '../../shared/test/analysis-harness';
import { bookmarkId, bookmarkOf } from './test/fixtures';

const slow = { timeout: 10_000 };
const bookmarkPath = '/api/project/care/bookmark';
const paramsOf = (search: string) => new URLSearchParams(search);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const routes = (bookmarks = [bookmarkOf()], over: Record<string, (call: Call) => Response> = {}) =>
  defaultRoutes({
    [`GET ${bookmarkPath}`]: () => json(bookmarks),
    [`POST ${bookmarkPath}`]: (call) => json(bookmarkOf({ ...(call.body as object), id: bookmarkId })),
    'GET /api/project/care/all/virtual': () => json([]),
    ...over,
  });

describe('quick filters', { timeout: 120_000 }, () => {
  it('saves the current filters without page, tab and dates', async () => {
    const { calls } = renderTab(dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=late&fq=segment__gold__IN&page=2'), routes([]));
    fireEvent.click(await screen.findByTestId('quick-filters', {}, slow));
    fireEvent.click(await screen.findByTestId('quick-filter-save', {}, slow));
    fireEvent.change(await screen.findByTestId('quick-filter-name', {}, slow), { target: { value: 'Late gold' } });
    fireEvent.click(screen.getByTestId('quick-filter-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === bookmarkPath)).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === bookmarkPath)?.body;
    expect(body).toEqual({
      name: 'Late gold',
      scope: 'USER',
      isDefault: false,
      includeDate: false,
      query: 'q=late&fq=segment__gold__IN',
    });
  });

  it('keeps the dates in the saved query when asked to', async () => {
    const { calls } = renderTab(dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=late'), routes([]));
    fireEvent.click(await screen.findByTestId('quick-filters', {}, slow));
    fireEvent.click(await screen.findByTestId('quick-filter-save', {}, slow));
    fireEvent.change(await screen.findByTestId('quick-filter-name', {}, slow), { target: { value: 'Q1 late' } });
    fireEvent.click(screen.getByTestId('quick-filter-include-date'));
    fireEvent.click(screen.getByTestId('quick-filter-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === bookmarkPath)).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === bookmarkPath)?.body as {
      query: string;
      includeDate: boolean;
    };
    expect(body.includeDate).toBe(true);
    expect(paramsOf(body.query).get('sd')).toBe('2026-01-01T00');
    expect(paramsOf(body.query).get('q')).toBe('late');
  });

  it('shows a taken name on the name field', async () => {
    renderTab(
      dataUrl(),
      routes([], {
        [`POST ${bookmarkPath}`]: () =>
          json({ status: 400, type: 'BadRequestException', messageCode: 'BOOKMARK_NAME_TAKEN', message: 'taken' }, 400),
      }),
    );
    fireEvent.click(await screen.findByTestId('quick-filters', {}, slow));
    fireEvent.click(await screen.findByTestId('quick-filter-save', {}, slow));
    fireEvent.change(await screen.findByTestId('quick-filter-name', {}, slow), { target: { value: 'Dup' } });
    fireEvent.click(screen.getByTestId('quick-filter-submit'));
    expect(await screen.findByText('A quick filter with this name already exists.', { exact: false }, slow)).toBeTruthy();
  });

  it('applies a quick filter, keeping the range on screen when it has no dates', async () => {
    const { router, searches } = renderTab(dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=late&page=3'), routes());
    fireEvent.click(await screen.findByTestId('quick-filters', {}, slow));
    fireEvent.click(await screen.findByTestId(`quick-filter-apply-${bookmarkId}`, {}, slow));
    await waitFor(() => expect(paramsOf(router.state.location.search).get('q')).toBe('refund'), slow);
    const params = paramsOf(router.state.location.search);
    expect(params.get('tab')).toBe('project_data');
    expect(params.get('sd')).toBe('2026-01-01T00');
    expect(params.get('ed')).toBe('2026-03-31T24');
    expect(params.getAll('fq')).toEqual(['segment__gold__IN']);
    expect(params.get('page')).toBeNull();
    await waitFor(() => expect((searches().at(-1)?.body as { query: string }).query).toBe('refund'), slow);
  });

  it('applies the default quick filter on a URL without filters', async () => {
    const { router } = renderTab('/project/detail/care?tab=project_data', routes([bookmarkOf({ isDefault: true })]));
    await waitFor(() => expect(paramsOf(router.state.location.search).get('q')).toBe('refund'), slow);
    const params = paramsOf(router.state.location.search);
    expect(params.getAll('fq')).toEqual(['segment__gold__IN']);
    // The tab's default range stays: the bookmark has no dates.
    expect(params.get('sd')).not.toBe('');
    expect(params.get('sd')).not.toBeNull();
  });

  it('keeps the filters of a URL that has them, even with a default quick filter', async () => {
    const { router, calls } = renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24&q=late'),
      routes([bookmarkOf({ isDefault: true })]),
    );
    await waitFor(() => expect(calls.some((c) => c.path === bookmarkPath)).toBe(true), slow);
    await screen.findByText('(Refund complaints)', {}, slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(paramsOf(router.state.location.search).get('q')).toBe('late');
  });

  it('makes a quick filter the default through an update', async () => {
    const { calls } = renderTab(
      dataUrl(),
      routes([bookmarkOf()], { [`PUT ${bookmarkPath}/${bookmarkId}`]: (call) => json(bookmarkOf(call.body as object)) }),
    );
    fireEvent.click(await screen.findByTestId('quick-filters', {}, slow));
    fireEvent.click(await screen.findByTestId(`quick-filter-default-${bookmarkId}`, {}, slow));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Refund complaints',
      scope: 'USER',
      isDefault: true,
      includeDate: false,
      query: 'q=refund&fq=segment__gold__IN',
    });
  });
});
