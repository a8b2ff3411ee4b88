import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt } from '../../shared/test/harness';
import { ModelTemplateDetailPage } from './pages/ModelTemplateDetailPage';
import { apiError, modelTemplateDetail, modelTemplateId } from './test/fixtures';

// The confusion matrix draws on a canvas, which jsdom has not: it is the statistics page's own component, tested there.
vi.mock('../model-data', () => ({ ConfusionHeatmap: () => <div data-testid="confusion-heatmap" /> }));

const slow = { timeout: 10_000 };
const url = `/model-template/detail/${modelTemplateId}`;
const routes = [{ path: '/model-template/detail/:id', element: <ModelTemplateDetailPage /> }];
const newModelId = '99999999-8888-4777-8666-555555555555';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('model template detail', { timeout: 60_000 }, () => {
  it('shows the figures and installs the template as a new model with a link to it', async () => {
    const calls = mockApi({
      [`GET /api/model-template/${modelTemplateId}`]: () => json(modelTemplateDetail()),
      [`POST /api/model-template/${modelTemplateId}/install`]: () =>
        json({ modelId: newModelId, modelCode: 'shop-topics', deployed: true }),
    });
    renderAt(routes, url);
    expect((await screen.findByTestId('template-macro-f1', {}, slow)).textContent).toContain('82.0%');
    expect(screen.getByTestId('template-accuracy').textContent).toContain('85.0%');
    expect(screen.getByTestId('template-per-label').textContent).toContain('Delivery');
    expect(screen.getByTestId('detail-owner').textContent).toBe('Sentio');
    expect(screen.getByTestId('detail-version').textContent).toBe('v3');
    expect(screen.getByTestId('template-categories').textContent).toContain('Payment');
    expect(screen.getByTestId('confusion-heatmap')).toBeTruthy();

    fireEvent.click(screen.getByTestId('template-install'));
    fireEvent.change(await screen.findByTestId('install-code'), { target: { value: 'shop-topics' } });
    fireEvent.click(screen.getByTestId('install-submit'));
    const open = await screen.findByTestId('install-open', {}, slow);
    expect(open.closest('a')?.getAttribute('href')).toBe(`/model/statistics/${newModelId}`);
    expect(screen.getByTestId('install-test').closest('a')?.getAttribute('href')).toBe(`/model/test/${newModelId}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'shop-topics' });
  });

  it("shows its own template's refused request, and the plan limit in the install modal, translated", async () => {
    mockApi({
      [`GET /api/model-template/${modelTemplateId}`]: () =>
        json(
          modelTemplateDetail({
            statistics: null,
            hasWeights: false,
            visibility: 'WORKSPACE',
            owner: { builtIn: false, workspaceName: 'WS', own: true },
            publicRequest: {
              status: 'REJECTED',
              note: '',
              requestedAt: '2026-11-20T09:00:00.000Z',
              reviewedAt: '2026-11-21T09:00:00.000Z',
              reason: 'Category names hold customer data',
            },
          }),
        ),
      [`POST /api/model-template/${modelTemplateId}/install`]: () => apiError(402, 'PLAN_LIMIT_REACHED'),
    });
    renderAt(routes, url);
    expect(await screen.findByTestId('template-no-stats', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('template-request-state').textContent).toContain('Category names hold customer data');
    expect(screen.getByTestId('template-visibility').textContent).toBe('Private');
    expect(screen.getByTestId('template-delete')).toBeTruthy();
    fireEvent.click(screen.getByTestId('template-install'));
    fireEvent.click(await screen.findByTestId('install-submit'));
    await waitFor(() => expect(screen.getByTestId('install-error').textContent).toContain('limit of your package'));
  });

  it('answers a missing or private template with "not found"', async () => {
    mockApi({ [`GET /api/model-template/${modelTemplateId}`]: () => apiError(404, 'NOT_FOUND') });
    renderAt(routes, url);
    expect((await screen.findByTestId('template-not-found', {}, slow)).textContent).toContain('Template not found');
  });
});
