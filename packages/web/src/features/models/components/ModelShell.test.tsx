import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { modelDetail, modelId } from '../test/fixtures';
import { analyst, json, mockApi, renderAt } from '../../../shared/test/harness';
import { ModelShell } from './ModelShell';

const slow = { timeout: 5_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function Page() {
  const { id } = useParams();
  return (
    <ModelShell modelId={id} page="match-columns">
      {(model) => <div data-testid="body">{model.code}</div>}
    </ModelShell>
  );
}
const open = (user = analyst) => renderAt([{ path: '/model/x/:id', element: <Page /> }], `/model/x/${modelId}`, user);

describe('ModelShell', { timeout: 30_000 }, () => {
  it('renders the header, the menu with the parent page active, and the body with the loaded model', async () => {
    mockApi({ [`GET /api/model/${modelId}`]: () => json(modelDetail({ trainingStatus: 'TRAINING' })) });
    open();
    expect((await screen.findByTestId('body', {}, slow)).textContent).toBe('complaints');
    expect(screen.getByTestId('model-shell-name').textContent).toBe('Complaints');
    expect(screen.getByTestId('model-training-status').getAttribute('data-status')).toBe('TRAINING');
    const upload = screen.getByTestId('model-menu-data-upload');
    expect(upload.getAttribute('href')).toBe(`/model/data-upload/${modelId}`);
    expect(upload.closest('.ant-menu-item-selected')).not.toBeNull();
    expect(screen.getByTestId('model-shell-export').getAttribute('href')).toBe(`/api/model/${modelId}/package`);
  });

  it('hides upload and publication from users without MODEL/MANAGE, and training from named-entity models', async () => {
    mockApi({ [`GET /api/model/${modelId}`]: () => json(modelDetail({ senseType: 'NAMED_ENTITY' })) });
    const reader = {
      ...analyst,
      workspaces: analyst.workspaces.map((w) => ({ ...w, permissions: ['MODEL/READ' as const] })),
    };
    open(reader);
    await screen.findByTestId('body', {}, slow);
    expect(screen.queryByTestId('model-menu-data-upload')).toBeNull();
    expect(screen.queryByTestId('model-menu-make-public')).toBeNull();
    expect(screen.queryByTestId('model-menu-training')).toBeNull();
    expect(screen.getByTestId('model-menu-categories')).toBeTruthy();
  });

  it('shows a not-found result for an unknown model', async () => {
    mockApi({});
    open();
    expect(await screen.findByTestId('model-shell-not-found', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('body')).toBeNull();
  });
});
