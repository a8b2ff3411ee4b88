import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@sentio/domain';
import { createQueryClient } from '../../../app/api/queryClient';
import { initI18n } from '../../../app/i18n';
import { AppProviders } from '../../../app/providers';
import { useAppStore } from '../../../app/store/appStore';
import { LoginPage } from './LoginPage';

const user: User = {
  id: 'u1',
  email: 'demo@sentio.local',
  full_name: 'Demo',
  lastName: 'User',
  language: 'en',
  profilePictureUrl: null,
  jobTitle: null,
  department: null,
  organisation: null,
  phone: null,
  userType: 'USER',
  remember: false,
  otpActive: false,
  personalInformationDone: true,
  accountManager: false,
  workspaces: [],
};

// Antd forms validate asynchronously; on a busy two-core machine a second is not always enough.
const slow = { timeout: 5_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, messageCode: string, message: string) =>
  json({ status, type: status === 401 ? 'AuthenticationException' : 'ValidationException', messageCode, message }, status);

function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <div data-testid="landed" /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders queryClient={createQueryClient(() => undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Each test uses its own credentials: identical logins within 500 ms are dropped by the duplicate guard. */
function fill(email: string, password: string) {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('LoginPage', () => {
  it('says all fields are required without calling the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    fill('', '');
    expect(await screen.findByTestId('login-error', {}, slow)).toHaveProperty('textContent', 'All fields are required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the translated wrong-credentials error inline', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(apiError(401, 'AUTH_WRONG_CREDENTIALS', 'server text'));
    renderLogin();
    fill('Demo@Sentio.local', 'nope');
    expect((await screen.findByTestId('login-error', {}, slow)).textContent).toBe('Wrong username or password');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'demo@sentio.local', password: 'nope', remember: false });
  });

  it('offers to resend the verification e-mail for an unverified address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(apiError(401, 'AUTH_EMAIL_NOT_VERIFIED', 'x'));
    renderLogin();
    fill('demo@sentio.local', 'secret');
    expect(await screen.findByTestId('login-resend-verification', {}, slow)).toBeTruthy();
  });

  it('asks for the authentication code when the server requires it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(apiError(401, 'AUTH_OTP_REQUIRED', 'x'));
    renderLogin();
    fill('demo@sentio.local', 'secret-otp');
    expect(await screen.findByText('Enter the code from your authenticator app.', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('stores the user and goes to the sanitised redirect_url', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: { token: 't', user } }));
    const router = renderLogin('/login?redirect_url=%2Fpackages%3Fx%3D1');
    fill('demo@sentio.local', 'sentio-demo');
    await screen.findByTestId('landed', {}, slow);
    expect(router.state.location.pathname + router.state.location.search).toBe('/packages?x=1');
    expect(useAppStore.getState().user?.id).toBe('u1');
  });

  it('refuses a redirect_url to another origin', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: { token: 't', user } }));
    const router = renderLogin('/login?redirect_url=https%3A%2F%2Fevil.example%2F');
    fill('demo@sentio.local', 'sentio-demo-2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });
});
