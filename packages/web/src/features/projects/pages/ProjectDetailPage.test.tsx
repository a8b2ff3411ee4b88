import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { projectDetail } from '../test/fixtures';
import { ProjectDetailPage } from './ProjectDetailPage';

const slow = { timeout: 8_000 };
const api = {
  'GET /api/project/voice': () => json(projectDetail()),
  'GET /api/project/channel': () => json([{ code: 'web', name: 'Web', description: '', image: null, usage: 1 }]),
  'GET /api/project/voice/settings/model/keeploaded': () => json({ modelCodes: [] }),
  'GET /api/project/voice/modelCategories/tree': () => json([]),
  'GET /api/project/tag': () => json([]),
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = (url: string) => renderAt([{ path: '/project/detail/:code', element: <ProjectDetailPage /> }], url);
const selected = (tab: string) => screen.getByTestId(`project-tab-${tab}`).closest('[role="tab"]')?.getAttribute('aria-selected');

describe('analysis detail', { timeout: 90_000 }, () => {
  it('shows the header and the tab of the URL, and switches tabs through the URL', async () => {
    mockApi(api);
    const router = open('/project/detail/voice?tab=settings');
    const header = await screen.findByTestId('project-header', {}, slow);
    expect(within(header).getByText('Voice of customer')).toBeTruthy();
    expect(within(header).getByText('Complaints')).toBeTruthy();
    expect(selected('settings')).toBe('true');
    expect(screen.getByTestId('settings-attributes')).toBeTruthy();

    // Training is in the automation group: the group opens on its first built tab, then the tab is one click away.
    fireEvent.click(screen.getByTestId('project-tab-group-automation'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('rules'));
    fireEvent.click(await screen.findByTestId('project-tab-training'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('training'));
    expect(await screen.findByTestId('project-tab-later-training')).toBeTruthy();
  });

  it('groups the fifteen tabs: five groups, and only the tabs of the current group in the second row', async () => {
    mockApi(api);
    open('/project/detail/voice?tab=rules');
    await screen.findByTestId('project-header', {}, slow);
    const bar = screen.getByTestId('project-tabs');
    const rows = bar.querySelectorAll('[role="tablist"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelectorAll('[role="tab"]')).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Rules',
      'Notifications',
      'Training',
    ]);
    expect(screen.getByTestId('project-tab-group-automation').closest('[role="tab"]')?.getAttribute('aria-selected')).toBe('true');
    expect(selected('rules')).toBe('true');
  });

  it('treats an unknown tab as the data tab', async () => {
    mockApi(api);
    open('/project/detail/voice?tab=nonsense');
    await screen.findByTestId('project-header', {}, slow);
    expect(selected('project_data')).toBe('true');
  });

  it('saves the attributes and shows the server’s refusal of a type change', async () => {
    let refuse = true;
    const calls = mockApi({
      ...api,
      'PUT /api/project/voice/field': () =>
        refuse
          ? json({ status: 400, type: 'ValidationException', messageCode: 'ATTRIBUTE_TYPE_IMMUTABLE', message: 'x' }, 400)
          : json([{ code: 'city', name: 'Town', type: 'TEXT', valueCount: 3 }]),
    });
    open('/project/detail/voice?tab=settings');
    const card = await screen.findByTestId('settings-attributes', {}, slow);
    fireEvent.change(within(card).getAllByLabelText('Name')[0] as HTMLElement, { target: { value: 'Town' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('settings-attributes-errors', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ attributes: [{ code: 'city', name: 'Town', type: 'TEXT' }] });
    refuse = false;
    // Another value: the same request again within 500 ms would be dropped by the duplicate guard.
    fireEvent.change(within(card).getAllByLabelText('Name')[0] as HTMLElement, { target: { value: 'Town centre' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2), { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByTestId('settings-attributes-errors')).toBeNull(), { timeout: 20_000 });
  });

  it('renames only to a different name', async () => {
    const calls = mockApi({ ...api, 'PATCH /api/project/voice': () => json(projectDetail({ name: 'Customer voice' })) });
    open('/project/detail/voice?tab=settings');
    fireEvent.click(await screen.findByTestId('project-menu', {}, slow));
    fireEvent.click(await screen.findByTestId('project-rename', {}, slow));
    const input = await screen.findByTestId('project-rename-input', {}, slow);
    expect(await screen.findByText(/must be different/, {}, slow)).toBeTruthy();
    expect(screen.getByTestId('project-dialog-ok').hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'Customer voice' } });
    fireEvent.click(screen.getByTestId('project-dialog-ok'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Customer voice' }), slow);
  });

  it('shows the access-denied result for a private analysis', async () => {
    mockApi({
      'GET /api/project/voice': () =>
        json({ status: 401, type: 'AuthenticationException', messageCode: 'PROJECT_ACCESS_DENIED', message: 'no' }, 401),
    });
    open('/project/detail/voice');
    expect(await screen.findByTestId('project-access-denied', {}, slow)).toBeTruthy();
  });
});
