import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { forgetRecentActions } from '../../app/api/useApiMutation';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt } from '../../shared/test/harness';
import { ProjectTemplateDetailPage } from './pages/ProjectTemplateDetailPage';
import { apiError, page, projectDetail, projectTemplateDetail, projectTemplateId, workspaceModel } from './test/fixtures';

const slow = { timeout: 10_000 };
const url = `/project-template/detail/${projectTemplateId}`;
const routes = [{ path: '/project-template/detail/:id', element: <ProjectTemplateDetailPage /> }];
const ourModelId = '12121212-3434-4565-8787-909090909090';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('analysis template detail', { timeout: 60_000 }, () => {
  it('lists what the template holds and previews its dashboard, with a placeholder for a widget without a result', async () => {
    mockApi({ [`GET /api/project-template/${projectTemplateId}`]: () => json(projectTemplateDetail()) });
    renderAt(routes, url);
    expect((await screen.findByTestId('template-models', {}, slow)).textContent).toContain('Retail topics');
    expect(screen.getByTestId('contents-rules').textContent).toContain('Escalate refunds');
    expect(screen.getByTestId('template-attributes').textContent).toContain('Store');
    expect(screen.getByTestId('preview-widget-SENTIMENT')).toBeTruthy();
    expect(within(screen.getByTestId('preview-widget-NPS')).getByTestId('preview-placeholder')).toBeTruthy();
    expect(screen.getByTestId('template-preview').textContent).toContain('Computed on 10 documents');
  });

  it('creates an analysis with a replacement model, showing the server issue on that model first', async () => {
    let attempt = 0;
    const calls = mockApi({
      [`GET /api/project-template/${projectTemplateId}`]: () => json(projectTemplateDetail()),
      'GET /api/model': page([workspaceModel(ourModelId, 'Our topics', 'CATEGORY')]),
      [`POST /api/project-template/${projectTemplateId}/create-project`]: () =>
        ++attempt === 1
          ? apiError(400, 'TEMPLATE_MODEL_MISMATCH', [
              { field: 'models.topics', messageCode: 'TEMPLATE_MODEL_MISMATCH', message: 'x' },
            ])
          : json({ project: projectDetail({ code: 'shop-voice', name: 'Shop voice' }), installedModels: [] }),
    });
    const router = renderAt(routes, url);
    fireEvent.click(await screen.findByTestId('template-create-project', {}, slow));
    fireEvent.change(await screen.findByTestId('create-name'), { target: { value: 'Shop voice' } });
    fireEvent.click(screen.getByTestId('create-replace-topics'));
    fireEvent.mouseDown(within(await screen.findByTestId('create-model-select-topics')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Our topics', { selector: '.ant-select-item-option-content' }, slow));
    expect(calls.find((c) => c.url.startsWith('/api/model?'))?.url).toContain('senseType=CATEGORY');

    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('create-model-topics').textContent).toContain(
        "the same kind (sense type) as the template's model",
      ),
    );
    expect(screen.queryByTestId('create-error')).toBeNull();
    // The same call again within the duplicate window would be dropped as a double click.
    forgetRecentActions();
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/detail/shop-voice'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Shop voice', models: { topics: { modelId: ourModelId } } },
      { name: 'Shop voice', models: { topics: { modelId: ourModelId } } },
    ]);
  });
});
