import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { rolePermissions, type User, type WorkspaceRole } from '@sentio/domain';
import { createQueryClient } from '../../app/api/queryClient';
import { AppProviders } from '../../app/providers';
import { useAppStore } from '../../app/store/appStore';

// jsdom has no ResizeObserver; antd's Steps, Tree and Select observe their size. Nothing is measured in these tests.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** A signed-in user with the given role in one selected workspace. */
export const userWith = (role: WorkspaceRole): User => ({
  id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f',
  email: 'ada@sentio.local',
  full_name: 'Ada',
  lastName: 'Lovelace',
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
  workspaces: [{ code: 'ws', name: 'WS', subtitle: null, selected: true, role, roleName: null, permissions: [...rolePermissions[role]] }],
});

/** A signed-in analyst (MODEL/READ, MANAGE, LABEL, TRAIN) in one selected workspace. */
export const analyst: User = userWith('ANALYST');

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data: body } : body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers fetch by "METHOD path" (the query string is ignored unless the key has one) and records every call, so a test
 * can assert on the exact request body the page sent.
 */
export function mockApi(routes: Record<string, () => Response>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    // The API client always calls fetch with a URL string and a JSON string body.
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const key = Object.keys(routes).find((k) => k === `${method} ${url}` || k === `${method} ${url.split('?')[0]}`);
    const answer = key ? routes[key] : undefined;
    return Promise.resolve(
      answer ? answer() : json({ status: 404, type: 'NotFoundException', messageCode: 'NOT_FOUND', message: 'x' }, 404),
    );
  });
  return calls;
}

export function renderAt(routes: RouteObject[], url: string, user: User = analyst) {
  useAppStore.getState().setUser(user);
  const router = createMemoryRouter([...routes, { path: '*', element: <div data-testid="landed" /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders queryClient={createQueryClient(() => undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
