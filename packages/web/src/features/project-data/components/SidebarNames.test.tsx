import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab } from '../../../shared/test/analysis-harness';
import { categoryTree, docId, documentOf, searchResponse } from '../../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('tr');
});
afterAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

/** The Turkish sidebar: a sentiment model's fixed labels by their Turkish names, channels by name, counts in Turkish. */
describe('the data sidebar in Turkish', { timeout: 120_000 }, () => {
  it('names sentiments and channels and writes counts the Turkish way', async () => {
    const mood = {
      modelCode: 'mood',
      modelName: 'Mood',
      senseType: 'SENTIMENT',
      categories: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'].map((c) => ({ id: c, name: c, parentId: null, path: c, count: 0 })),
    };
    renderTab(
      dataUrl('sd=2026-01-01T00&ed=2026-03-31T24'),
      defaultRoutes({
        'GET /api/project/care/modelCategories/tree': () => json([...categoryTree, mood]),
        'GET /api/project/channel': () => json([{ code: 'APP_REVIEW', name: 'Uygulama yorumları', description: '', image: null, usage: 1 }]),
        'POST /api/project/care/document/search': () =>
          json(
            searchResponse([documentOf(docId, 'Kargo geç geldi')], {
              modelCategoryCounts: [{ modelCode: 'mood', counts: [{ categoryId: 'NEGATIVE', count: 2042 }] }],
              facets: [{ key: 'CHANNEL', facetList: [{ _id: 'APP_REVIEW', count: 2955 }] }],
            }),
          ),
      }),
    );
    const card = await screen.findByTestId('category-model-mood', {}, slow);
    expect(card.textContent).toContain('Olumsuz');
    expect(card.textContent).toContain('Olumlu');
    expect(card.textContent).not.toMatch(/POSITIVE|NEGATIVE|NEUTRAL/);
    expect(within(card).getByTestId('category-count-mood-NEGATIVE').textContent).toBe('2.042');
    expect((await screen.findByTestId('facet-count-CHANNEL-APP_REVIEW', {}, slow)).textContent).toBe('2.955');
    expect((await screen.findByText('Uygulama yorumları', {}, slow)).textContent).toBe('Uygulama yorumları');
  });
});
