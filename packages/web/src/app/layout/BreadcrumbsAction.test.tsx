import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import { useAppStore } from '../store/appStore';
import { json, mockApi, renderAt } from '../../shared/test/harness';
import { actionOf } from '../../features/actions/test/form-fixtures';
import { Breadcrumbs } from './Breadcrumbs';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('breadcrumbs of an action', () => {
  it('name the action of a "show documents" link (acid) instead of its id', async () => {
    const action = actionOf();
    mockApi({ [`GET /api/action/${action.id}`]: () => json(action) });
    renderAt(
      [{ path: '/project/detail/:code', element: <Breadcrumbs /> }],
      `/project/detail/care?tab=project_data&acid=${action.id}`,
    );
    const crumbs = await screen.findByTestId('breadcrumbs');
    await waitFor(() => expect(crumbs.textContent).toContain('Action Fix delivery delays'));
    expect(crumbs.textContent).not.toContain(action.id);
  });
});
