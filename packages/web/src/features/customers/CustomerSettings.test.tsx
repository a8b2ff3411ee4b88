import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerSettings } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { CustomerListPage } from './pages/CustomerListPage';
import { ada, analysesPage, listOf, settingsOf } from './test/fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

async function openSettings(
  over: Record<string, (call: Call) => Response>,
  settings: () => CustomerSettings = () => settingsOf(),
) {
  const calls = mockApi({
    'GET /api/customer': () => json(listOf([ada])),
    'GET /api/customer/settings': () => json(settings()),
    'GET /api/project': () => json(analysesPage),
    ...over,
  });
  renderAt([{ path: '/customers', element: <CustomerListPage /> }], '/customers', userWith('MANAGER'));
  await screen.findByTestId(`customer-link-${ada.param}`, {}, slow);
  const open = screen.getByTestId('customer-settings-open');
  await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false), slow);
  fireEvent.click(open);
  return { calls, drawer: await screen.findByTestId('customer-settings', {}, slow) };
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.path === '/api/customer/settings');

describe('customer settings', { timeout: 60_000 }, () => {
  it("sends the mapping and shows the server's field errors on the fields", async () => {
    const { calls, drawer } = await openSettings({
      'PUT /api/customer/settings': () =>
        json(
          {
            status: 400,
            type: 'ValidationException',
            messageCode: 'VALIDATION_FAILED',
            message: 'x',
            fields: [
              { field: 'keyAttribute', messageCode: 'CUSTOMER_ATTRIBUTE_UNKNOWN', message: 'x' },
              { field: 'analysisKeys.0.attribute', messageCode: 'CUSTOMER_ATTRIBUTE_UNKNOWN', message: 'x' },
            ],
          },
          400,
        ),
    });
    fireEvent.click(within(drawer).getByTestId('customer-settings-add-key'));
    const row = await within(drawer).findByTestId('customer-settings-analysis-key-0', {}, slow);
    const [analysis, attribute] = within(row).getAllByRole('combobox');
    fireEvent.mouseDown(analysis as HTMLElement);
    fireEvent.click(await screen.findByTitle('Call centre', {}, slow));
    fireEvent.mouseDown(attribute as HTMLElement);
    const phones = await screen.findAllByTitle('Phone (phone)', {}, slow);
    fireEvent.click(phones.at(-1) as HTMLElement);
    fireEvent.click(screen.getByTestId('customer-settings-save'));

    await waitFor(() => expect(puts(calls)).toHaveLength(1), slow);
    expect(puts(calls)[0]?.body).toEqual({
      keyAttribute: 'customer_id',
      nameAttribute: 'customer_name',
      companyAttribute: null,
      addressAttribute: null,
      segmentAttribute: 'segment',
      shownAttributes: [],
      analysisKeys: [{ projectCode: 'calls', attribute: 'phone' }],
    });
    await waitFor(
      () => expect(within(drawer).getAllByText('No analysis of this workspace has this attribute.')).toHaveLength(2),
      slow,
    );
    expect(screen.queryByTestId('customer-settings-error')).toBeNull();
  });

  it('follows a re-link started by the save until it is idle, then refreshes the list', async () => {
    let state: CustomerSettings = settingsOf();
    const { calls, drawer } = await openSettings(
      {
        'PUT /api/customer/settings': () => {
          state = settingsOf({ keyAttribute: 'phone', relinkState: 'RUNNING', relinkProgress: 10 });
          return json(state);
        },
      },
      () => state,
    );
    fireEvent.mouseDown(within(drawer).getByTestId('customer-settings-key').querySelector('input') as HTMLElement);
    fireEvent.click((await screen.findAllByTitle('Phone (phone)', {}, slow)).at(-1) as HTMLElement);
    fireEvent.click(screen.getByTestId('customer-settings-save'));
    const running = await within(drawer).findByTestId('customer-relink-running', {}, slow);
    expect(running.textContent).toContain('10%');
    const listsBefore = calls.filter((c) => c.method === 'GET' && c.path === '/api/customer').length;

    state = settingsOf({ keyAttribute: 'phone', relinkState: 'RUNNING', relinkProgress: 60 });
    await waitFor(() => expect(within(drawer).getByTestId('customer-relink-running').textContent).toContain('60%'), slow);
    state = settingsOf({ keyAttribute: 'phone' });
    await waitFor(() => expect(within(drawer).queryByTestId('customer-relink-running')).toBeNull(), slow);
    await waitFor(
      () => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/customer').length).toBeGreaterThan(listsBefore),
      slow,
    );
    expect(puts(calls)[0]?.body).toMatchObject({ keyAttribute: 'phone' });
  });
});
