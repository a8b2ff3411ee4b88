import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Channel } from '@sentio/domain';
import { initI18n } from '../../../../app/i18n';
import { useAppStore } from '../../../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../../../shared/test/api';
import { ChannelsDrawer } from './ChannelsDrawer';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const channel = (over: Partial<Channel>): Channel => ({
  code: 'SURVEY',
  name: 'Survey',
  description: '',
  image: null,
  usage: 3,
  ...over,
});

describe('channels', { timeout: 60_000 }, () => {
  it('lists the channels with their usage, adds one, and says how many analyses and models block a delete', async () => {
    const calls = mockApi({
      'GET /api/project/channel': () => json([channel({}), channel({ code: 'KIOSK', name: 'Kiosk', usage: 0 })]),
      'POST /api/project/channel': () => json(channel({ code: 'STORE', name: 'Store', usage: 0 })),
      'DELETE /api/project/channel/SURVEY': () =>
        json(
          {
            status: 409,
            type: 'ConflictException',
            messageCode: 'CHANNEL_IN_USE',
            message: 'x',
            data: { projects: 2, models: 1 },
          },
          409,
        ),
    });
    renderAt(
      [{ path: '/project', element: <ChannelsDrawer open onClose={() => undefined} canManage /> }],
      '/project',
      userWith('ADMIN'),
    );
    const table = await screen.findByTestId('channels-table', {}, slow);
    await within(table).findByText('Kiosk', {}, slow);

    fireEvent.click(screen.getByTestId('channel-add'));
    fireEvent.change(screen.getByTestId('channel-code'), { target: { value: 'STORE' } });
    fireEvent.change(screen.getByTestId('channel-name'), { target: { value: 'Store' } });
    fireEvent.click(screen.getByTestId('channel-save'));
    await waitFor(
      () => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ code: 'STORE', name: 'Store' }),
      slow,
    );

    fireEvent.click(screen.getByTestId('channel-delete-SURVEY'));
    const confirm = await screen.findByText('Delete the channel "Survey"?', {}, slow);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('channel-problem', {}, slow)).textContent).toContain(
      'This channel is used in 2 analyses and 1 models',
    );
  });
});
