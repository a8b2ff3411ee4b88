import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { ModelDetail, ModelDocument, User } from '@sentio/domain';
import { modelDetail as baseModel } from './model-fixtures';
import { userWith } from './harness';
import { createQueryClient } from '../../app/api/queryClient';
import { AppProviders } from '../../app/providers';
import { useAppStore } from '../../app/store/appStore';
import './dom';

export const modelId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

export { userWith };

/** The models area's model answer, as the data pages' tests expect it: three labels, three documents. */
export function modelDetail(over: Partial<ModelDetail> = {}): ModelDetail {
  return baseModel({
    id: modelId,
    code: 'shop',
    name: 'Shop feedback',
    learningStatus: 'LEARNING',
    documentCount: 3,
    pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
    categoryCount: 3,
    labels: [
      { id: 'l-delivery', name: 'Delivery', path: 'Delivery' },
      { id: 'l-payment', name: 'Payment', path: 'Payment' },
      { id: 'l-other', name: 'Other', path: 'Other' },
    ],
    ...over,
  });
}

export function documentOf(id: string, text: string, over: Partial<ModelDocument> = {}): ModelDocument {
  return {
    id,
    externalId: null,
    text,
    turns: null,
    contentDate: null,
    status: 'UNMARKED',
    labelIds: [],
    labelledBy: null,
    labelledAt: null,
    sourceId: null,
    attributes: {},
    rank: null,
    suggestion: null,
    ...over,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data: body } : body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** Answers fetch by "METHOD path" (query ignored) and records each call with its parsed body. */
export function mockApi(routes: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const [path = '', query = ''] = url.split('?');
    const call: Call = {
      method: init?.method ?? 'GET',
      path,
      query,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = routes[`${call.method} ${path}`];
    return Promise.resolve(
      answer ? answer(call) : json({ status: 404, type: 'NotFoundException', messageCode: 'NOT_FOUND', message: 'x' }, 404),
    );
  });
  return calls;
}

export function renderAt(routes: RouteObject[], url: string, user: User) {
  useAppStore.getState().setUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient(() => undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
