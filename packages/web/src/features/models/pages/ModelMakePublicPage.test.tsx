import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { modelDetail, modelId } from '../test/fixtures';
import { analyst, json, mockApi, renderAt } from '../../../shared/test/harness';
import { ModelMakePublicPage } from './ModelMakePublicPage';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = () =>
  renderAt([{ path: '/model/make-public/:id', element: <ModelMakePublicPage /> }], `/model/make-public/${modelId}`, analyst);
const pending = {
  status: 'PENDING' as const,
  note: '',
  requestedAt: '2026-11-26T09:00:00.000Z',
  reviewedAt: null,
  reason: null,
};

describe('a model made public', { timeout: 60_000 }, () => {
  it('ships the trained weights unless unticked, and says a template is published once approved', async () => {
    const deployed = modelDetail({ deployedVersion: { id: 'v1', name: 'v1' } });
    const calls = mockApi({
      [`GET /api/model/${modelId}`]: () => json(deployed),
      [`POST /api/model/${modelId}/make-public`]: () => json({ ...deployed, publicStatus: 'PENDING', publicRequest: pending }),
    });
    open();
    const weights = await screen.findByTestId<HTMLInputElement>('make-public-weights', {}, slow);
    expect(weights.checked).toBe(true);
    expect(screen.getByTestId('make-public-template').textContent).toContain('publishes its template in the marketplace');
    expect(screen.getByTestId('make-public-templates').getAttribute('href')).toBe('/model-template?scope=WORKSPACE');
    fireEvent.click(weights);
    fireEvent.change(screen.getByTestId('make-public-note'), { target: { value: 'For shops' } });
    fireEvent.click(screen.getByTestId('make-public-submit'));
    await waitFor(
      () => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'For shops', includeWeights: false }),
      slow,
    );
    expect(await screen.findByTestId('make-public-pending', {}, slow)).toBeTruthy();
  });

  it('offers no weights for an untrained model', async () => {
    mockApi({ [`GET /api/model/${modelId}`]: () => json(modelDetail({ deployedVersion: null })) });
    open();
    const weights = await screen.findByTestId<HTMLInputElement>('make-public-weights', {}, slow);
    expect(weights.checked).toBe(false);
    expect(weights.disabled).toBe(true);
  });
});
