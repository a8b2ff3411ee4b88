import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { category, modelDetail, modelId } from '../test/fixtures';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { ModelCategoriesPage } from './ModelCategoriesPage';

const slow = { timeout: 5_000 };
const staff = category('Staff', null, [], 4);
const service = category('Service', null, [staff], 2);
const price = category('Price', null);
const tree = [service, price];
const base = `/api/model/${modelId}`;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = () =>
  renderAt([{ path: '/model/categories/:id', element: <ModelCategoriesPage /> }], `/model/categories/${modelId}`);

/** Picks a file on the hidden input of the import button, as a user (or Playwright's setInputFiles) would. */
function pick(name: string, text: string, type = 'text/csv') {
  const input = screen.getByTestId('category-import').querySelector('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], name, { type })] } });
}

describe('categories page', { timeout: 30_000 }, () => {
  it('shows the tree with document counts and adds a root category', async () => {
    const calls = mockApi({
      [`GET ${base}`]: () => json(modelDetail({ categoryCount: 3 })),
      [`GET ${base}/categories`]: () => json(tree),
      [`POST ${base}/categories`]: () => json([...tree, category('Delivery', null)]),
    });
    open();
    expect(await screen.findByTestId('category-node-Staff', {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByTestId('category-add-input'), { target: { value: ' Delivery ' } });
    fireEvent.click(screen.getByTestId('category-add'));
    expect(await screen.findByTestId('category-node-Delivery', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Delivery', parentId: null, aliases: {} });
  });

  it('refuses a root name that a sibling already has, without calling the server', async () => {
    const calls = mockApi({
      [`GET ${base}`]: () => json(modelDetail()),
      [`GET ${base}/categories`]: () => json(tree),
    });
    open();
    await screen.findByTestId('category-node-Price', {}, slow);
    fireEvent.change(screen.getByTestId('category-add-input'), { target: { value: 'PRICE' } });
    fireEvent.click(screen.getByTestId('category-add'));
    expect(await screen.findByText('A category named "PRICE" already exists here.', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('imports a CSV of paths: shows the parsed tree and the skipped lines, then posts the tree', async () => {
    const calls = mockApi({
      [`GET ${base}`]: () => json(modelDetail()),
      [`GET ${base}/categories`]: () => json(tree),
      [`POST ${base}/categories/import`]: () => json(tree),
    });
    open();
    await screen.findByTestId('category-node-Price', {}, slow);
    pick('tree.csv', 'path\nService > Staff > Rude\nDelivery\n > broken\n');
    expect((await screen.findByTestId('category-import-issues', {}, slow)).textContent).toContain(
      'Line 4: a name in the path is empty.',
    );
    await waitFor(() => expect(screen.getByTestId('category-import-confirm').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('category-import-confirm'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/categories/import'))).toBe(true), slow);
    expect(calls.find((c) => c.url.endsWith('/categories/import'))?.body).toEqual({
      categories: [{ name: 'Service', children: [{ name: 'Staff', children: [{ name: 'Rude' }] }] }, { name: 'Delivery' }],
    });
  });

  it('blocks a JSON import that breaks the tree rules', async () => {
    mockApi({
      [`GET ${base}`]: () => json(modelDetail()),
      [`GET ${base}/categories`]: () => json([]),
    });
    open();
    expect(await screen.findByTestId('category-empty', {}, slow)).toBeTruthy();
    pick('tree.json', '[{"name":"A"},{"name":"a"}]', 'application/json');
    expect((await screen.findByTestId('category-import-issues', {}, slow)).textContent).toContain(
      'Category names cannot repeat.',
    );
    expect(screen.getByTestId('category-import-confirm').hasAttribute('disabled')).toBe(true);
  });

  it('explains why a sentiment model has no category tree', async () => {
    mockApi({ [`GET ${base}`]: () => json(modelDetail({ senseType: 'SENTIMENT' })) });
    open();
    const none = await screen.findByTestId('category-none', {}, slow);
    expect(none.textContent).toContain('A sentiment model has fixed labels');
    expect(none.textContent).toContain('Positive');
  });
});
