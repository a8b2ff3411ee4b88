import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../shared/test/analysis-harness';
import { docId, documentOf } from '../../shared/test/analysis-fixtures';

const slow = { timeout: 10_000 };
const groupPath = '/api/project/content-group/care/topics/c-payment';
const group = {
  modelCode: 'topics',
  categoryId: 'c-payment',
  categoryName: 'Payment',
  documentCount: 1,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('content groups', { timeout: 120_000 }, () => {
  it('adds the selected documents to a category group and turns the group into training data', async () => {
    const { calls } = renderTab(
      dataUrl(),
      defaultRoutes({
        'GET /api/project/care/bookmark': () => json([]),
        'GET /api/project/care/all/virtual': () => json([]),
        [`POST ${groupPath}/save/transactions`]: () => json(group),
        [`POST ${groupPath}`]: () =>
          json({
            group,
            documents: { content: [documentOf(docId, 'Parcel arrived late and broken')], page: 0, size: 10, total: 1 },
          }),
        [`POST ${groupPath}/transform`]: () => json({ target: 'TRAINING_DATA', id: 'topics', affected: 1 }),
      }),
    );
    const row = await screen.findByTestId(`document-row-${docId}`, {}, slow);
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('content-group-add', {}, slow));
    fireEvent.mouseDown(within(await screen.findByTestId('content-group-category', {}, slow)).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Payment', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(screen.getByTestId('content-group-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === `${groupPath}/save/transactions`)).toBe(true), slow);
    expect(calls.find((c) => c.path === `${groupPath}/save/transactions`)?.body).toEqual({ add: [docId], remove: [] });

    expect(await screen.findByTestId(`content-group-remove-${docId}`, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('content-group-to-training'));
    await waitFor(
      () => expect(calls.find((c) => c.path === `${groupPath}/transform`)?.body).toEqual({ target: 'TRAINING_DATA' }),
      slow,
    );
  });
});
