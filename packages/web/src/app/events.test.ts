// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { UiEvent } from '@sentio/domain';
import { rootKeys } from './api/queryKeys';
import { applyEvents, startEventPolling } from './events';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : data), { status, headers: { 'content-type': 'application/json' } });
const event = (id: string, type: string) => ({ id, type, payload: {}, createdAt: '2024-01-01T00:00:00Z' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the poller's awaited fetches settle between timer steps. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise<void>((r) => queueMicrotask(r));
};

describe('startEventPolling', () => {
  it('fetches a checkpoint, then polls after the last id every interval and refreshes what events name', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const urls: string[] = [];
    const answers = [json({ id: '7' }), json([event('9', 'NOTIFICATION_CREATED'), event('10', 'USER_UPDATED')]), json([])];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      urls.push(url as string);
      return Promise.resolve(answers.shift() ?? json([]));
    });

    const stop = startEventPolling({ queryClient, intervalMs: 10_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toEqual(['/api/event/checkpoint']);

    await vi.advanceTimersByTimeAsync(10_000);
    await flush();
    expect(urls[1]).toBe('/api/event?lastId=7');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rootKeys.notifications });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rootKeys.me });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(urls[2]).toBe('/api/event?lastId=10');
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(urls).toHaveLength(3);
  });

  it('reports a failed poll and keeps polling', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = vi.fn();
    const answers = [
      json({ id: '1' }),
      json({ status: 503, type: 'ServiceUnavailableException', messageCode: 'SERVICE_UNAVAILABLE', message: 'x' }, 503),
      json([]),
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(answers.shift() ?? json([])));

    const stop = startEventPolling({ queryClient: new QueryClient(), intervalMs: 1_000, onError });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(fetchMock.mock.calls[2]?.[0] as string)).toBe('/api/event?lastId=1');
    stop();
  });

  it("refetches the named model's queries and the model lists on model events", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const withModel = (id: string, type: UiEvent['type'], modelId: string): UiEvent => ({
      ...event(id, type),
      type,
      payload: { modelId },
    });
    applyEvents([withModel('1', 'MODEL_TRAINING_UPDATED', 'm1'), withModel('2', 'SOURCE_UPDATED', 'm2')], queryClient);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.models, 'model', 'm1'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.models, 'model', 'm2'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.models, 'list'] });

    invalidate.mockClear();
    applyEvents([{ ...event('3', 'MODEL_UPDATED'), type: 'MODEL_UPDATED' }], queryClient);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rootKeys.models });
  });
  it("refetches the named analysis's queries and the analysis lists on project events", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const withProject = (id: string, type: UiEvent['type'], projectCode: string): UiEvent => ({
      ...event(id, type),
      type,
      payload: { projectCode },
    });
    applyEvents(
      [
        withProject('1', 'PROJECT_UPDATED', 'p1'),
        withProject('2', 'PROJECT_DOCUMENTS_UPDATED', 'p2'),
        withProject('3', 'PROJECT_TASK_UPDATED', 'p2'),
        withProject('4', 'SOURCE_UPDATED', 'p3'),
      ],
      queryClient,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.projects, 'project', 'p1'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.projects, 'project', 'p2'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.projects, 'project', 'p3'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...rootKeys.projects, 'list'] });
    // A project upload's SOURCE_UPDATED has no model id: it must not refresh the whole models area.
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: rootKeys.models });

    invalidate.mockClear();
    applyEvents([{ ...event('5', 'PROJECT_UPDATED'), type: 'PROJECT_UPDATED' }], queryClient);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rootKeys.projects });
  });
});
