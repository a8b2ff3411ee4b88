import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { NpsSettingsCard } from './components/NpsSettingsCard';

const slow = { timeout: 10_000 };
const path = '/api/project/care/settings/npsSettings';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const settings = { npsField: 'nps', csatField: null, csatScaleMax: 5, csatSatisfiedFrom: 4 };

function renderCard(canManage = true) {
  const calls = mockApi({
    'GET /api/project/care/npsField': () =>
      json({
        candidates: [
          { code: 'nps', name: 'NPS', type: 'NUMERIC' },
          { code: 'csat', name: 'Satisfaction', type: 'NUMERIC' },
        ],
        settings,
      }),
    [`POST ${path}`]: (call) => json(call.body),
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <NpsSettingsCard code="care" canManage={canManage} /> }],
    '/project/detail/care?tab=settings',
    userWith('MANAGER'),
  );
  return calls;
}

describe('NPS and CSAT settings', { timeout: 60_000 }, () => {
  it('posts the chosen fields and the CSAT scale', async () => {
    const calls = renderCard();
    fireEvent.mouseDown(within(await screen.findByTestId('csat-field', {}, slow)).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Satisfaction (csat)', {}, slow));
    fireEvent.change(screen.getByTestId('csat-scale-max'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('csat-satisfied-from'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('nps-settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === path)).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST' && c.path === path)?.body).toEqual({
      npsField: 'nps',
      csatField: 'csat',
      csatScaleMax: 7,
      csatSatisfiedFrom: 6,
    });
  });

  it('is read-only without the right to manage the analysis', async () => {
    renderCard(false);
    await screen.findByTestId('csat-field', {}, slow);
    expect(screen.queryByTestId('nps-settings-save')).toBeNull();
  });
});
