import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { decodeFilters } from '@sentio/domain';
import { useSearchParams } from 'react-router';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { useNotificationChip } from './lib/useNotificationChip';
import { definition, run, runId } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function Chip() {
  const [params] = useSearchParams();
  const state = decodeFilters(params, { timeZone: 'UTC' });
  const chip = useNotificationChip('care', state);
  return <span data-testid="chip">{chip ? `${chip.label} | nid after removal: ${String(chip.remove(state).nid)}` : 'none'}</span>;
}

describe('the data tab chip of a notification mail (nid)', { timeout: 30_000 }, () => {
  it('names the notification whose latest run the link opened, and removing it drops nid', async () => {
    const calls = mockApi({ 'GET /api/project/care/notification-definition': () => json([definition({ lastRun: run() })]) });
    renderAt(
      [{ path: '/project/detail/:code', element: <Chip /> }],
      `/project/detail/care?tab=project_data&nid=${runId}`,
      userWith('MANAGER'),
    );
    expect(await screen.findByText('Notification: Daily digest | nid after removal: null', {}, slow)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says "a notification mail" for an older run', async () => {
    mockApi({ 'GET /api/project/care/notification-definition': () => json([definition()]) });
    renderAt(
      [{ path: '/project/detail/:code', element: <Chip /> }],
      '/project/detail/care?tab=project_data&nid=old',
      userWith('MANAGER'),
    );
    expect(await screen.findByText('Documents of a notification mail | nid after removal: null', {}, slow)).toBeTruthy();
  });

  it('is absent without nid', async () => {
    const calls = mockApi({});
    renderAt(
      [{ path: '/project/detail/:code', element: <Chip /> }],
      '/project/detail/care?tab=project_data',
      userWith('MANAGER'),
    );
    expect((await screen.findByTestId('chip', {}, slow)).textContent).toBe('none');
    expect(calls).toEqual([]);
  });
});
