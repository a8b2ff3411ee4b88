import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api/errors';
import { createQueryClient } from '../../app/api/queryClient';
import { initI18n } from '../../app/i18n';
import { AppProviders } from '../../app/providers';

const busyError = () =>
  new ApiRequestError(
    {
      status: 503,
      type: 'ServiceUnavailableException',
      messageCode: 'SERVER_BUSY',
      message: 'busy',
      data: { retryAfterSeconds: 0.05 },
    },
    { method: 'POST', path: '/api/x', permission: 'PROJECT/READ', requestId: 'r' },
  );

const attempts = { n: 0 };
function Search() {
  const q = useQuery({
    queryKey: ['busy-search'],
    queryFn: () => {
      attempts.n++;
      return attempts.n < 2 ? Promise.reject(busyError()) : Promise.resolve('answered');
    },
  });
  return <div data-testid="result">{q.data ?? 'waiting'}</div>;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('BusyNotice', () => {
  it('says the server is busy while a query retries a 503, and goes when it answers', async () => {
    render(
      <AppProviders queryClient={createQueryClient(() => undefined)}>
        <Search />
      </AppProviders>,
    );
    expect((await screen.findByTestId('server-busy')).textContent).toMatch(/busy, retrying/i);
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('answered'));
    expect(screen.queryByTestId('server-busy')).toBeNull();
  });
});
