import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { modelDetail, modelId } from '../test/fixtures';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { ModelListPage } from './ModelListPage';

const slow = { timeout: 5_000 };
const {
  pipelineStages: _p,
  channels: _c,
  threshold: _t,
  regularisation: _r,
  categoryCount: _n,
  labels: _l,
  latestVersion: _v,
  publicRequest: _q,
  ...summary
} = modelDetail({ trainingStatus: 'TRAINING', learningStatus: 'LEARNING', documentCount: 120, labelledCount: 40 });
const page = (content: unknown[]) => () => json({ content, page: 0, size: 10, total: content.length });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = (url = '/model/my-models') => renderAt([{ path: '/model/my-models', element: <ModelListPage /> }], url);

describe('model list', { timeout: 30_000 }, () => {
  it('lists models with status tags and sends the URL filters to the server', async () => {
    const calls = mockApi({
      'GET /api/model': page([summary]),
      'GET /api/package/check': () => json({ feature: 'MODEL_COUNT', status: 'LIMIT_AVAILABLE' }),
    });
    open('/model/my-models?view=FAVOURITES&senseType=CATEGORY&page=1');
    expect(await screen.findByTestId('model-link-complaints', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('model-training-status').getAttribute('data-status')).toBe('TRAINING');
    const list = calls.find((c) => c.url.startsWith('/api/model?'));
    expect(list?.url).toBe('/api/model?tab=FAVOURITES&page=1&size=10&senseType=CATEGORY');
    await waitFor(() => expect(screen.getByTestId('model-create-open').hasAttribute('disabled')).toBe(false));
  });

  it('disables "new model" behind the upgrade prompt when the plan is full', async () => {
    mockApi({
      'GET /api/model': page([]),
      'GET /api/package/check': () => json({ feature: 'MODEL_COUNT', status: 'LIMIT_EXCEEDED' }),
    });
    open();
    expect(await screen.findByTestId('model-list-empty', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('model-create-blocked').length).toBeGreaterThan(0));
    for (const button of screen.getAllByTestId('model-create-open')) expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('flips the favourite star at once and sends it', async () => {
    // The server remembers the flag, so the refetch after the change agrees with the star.
    let favourite = false;
    const calls = mockApi({
      'GET /api/model': () => page([{ ...summary, favourite }])(),
      'GET /api/package/check': () => json({ feature: 'MODEL_COUNT', status: 'LIMIT_AVAILABLE' }),
      [`PUT /api/model/${modelId}/favourite`]: () => {
        favourite = true;
        return json({ ok: true });
      },
    });
    open();
    const star = await screen.findByTestId('model-favourite-complaints', {}, slow);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId('model-favourite-complaints').getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ favourite: true });
  });
});
