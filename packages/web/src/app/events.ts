import type { QueryClient } from '@tanstack/react-query';
import { endpoints, shellConstants, type UiEvent } from '@sentio/domain';
import { call } from './api/client';
import { ApiRequestError } from './api/errors';
import { rootKeys } from './api/queryKeys';

const projectEventTypes: ReadonlySet<UiEvent['type']> = new Set([
  'PROJECT_UPDATED',
  'PROJECT_DOCUMENTS_UPDATED',
  'PROJECT_TASK_UPDATED',
  'SOURCE_UPDATED',
]);
const isProjectEvent = (e: UiEvent): boolean =>
  projectEventTypes.has(e.type) && (e.type !== 'SOURCE_UPDATED' || Boolean(e.payload['projectCode']));

/**
 * Project events refetch every query of the named analysis (all keyed under `[projects, 'project', code]`: detail,
 * search, sources, tasks…) and the analysis lists, which show names and document counts. An event without a
 * project code refreshes the whole area.
 */
function applyProjectEvents(events: readonly UiEvent[], queryClient: QueryClient): void {
  const projectEvents = events.filter(isProjectEvent);
  if (projectEvents.length === 0) return;
  const codes = new Set(projectEvents.map((e) => e.payload['projectCode']));
  if (codes.has(undefined) || codes.has('')) {
    void queryClient.invalidateQueries({ queryKey: rootKeys.projects });
    return;
  }
  for (const code of codes) void queryClient.invalidateQueries({ queryKey: [...rootKeys.projects, 'project', code] });
  void queryClient.invalidateQueries({ queryKey: [...rootKeys.projects, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...rootKeys.projects, 'recent'] });
}

const modelEventTypes: ReadonlySet<UiEvent['type']> = new Set(['MODEL_UPDATED', 'MODEL_TRAINING_UPDATED', 'SOURCE_UPDATED']);

/**
 * Model events refetch the named model's queries (every one is keyed under `[models, 'model', id]`) and the model
 * lists, whose status tags they change. An event without a model id refreshes the whole area.
 */
function applyModelEvents(events: readonly UiEvent[], queryClient: QueryClient): void {
  // A SOURCE_UPDATED naming an analysis is about a project upload, not a model's.
  const modelEvents = events.filter((e) => modelEventTypes.has(e.type) && !isProjectEvent(e));
  if (modelEvents.length === 0) return;
  const ids = new Set(modelEvents.map((e) => e.payload['modelId']));
  if (ids.has(undefined) || ids.has('')) {
    void queryClient.invalidateQueries({ queryKey: rootKeys.models });
    return;
  }
  for (const id of ids) void queryClient.invalidateQueries({ queryKey: [...rootKeys.models, 'model', id] });
  void queryClient.invalidateQueries({ queryKey: [...rootKeys.models, 'list'] });
}

/** What each event type refreshes. */
export function applyEvents(events: readonly UiEvent[], queryClient: QueryClient): void {
  const types = new Set(events.map((e) => e.type));
  if (types.has('NOTIFICATION_CREATED')) void queryClient.invalidateQueries({ queryKey: rootKeys.notifications });
  if (types.has('USER_UPDATED') || types.has('WORKSPACE_MEMBERSHIP_CHANGED')) {
    void queryClient.invalidateQueries({ queryKey: rootKeys.me });
  }
  applyModelEvents(events, queryClient);
  applyProjectEvents(events, queryClient);
}

/** Ids are monotonic decimal strings; compared as numbers so "10" comes after "9". */
const newestId = (events: readonly UiEvent[], current: string): string =>
  events.reduce((max, e) => (BigInt(e.id) > BigInt(max) ? e.id : max), current);

export interface EventPollingOptions {
  queryClient: QueryClient;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Event polling (docs/notifications-and-events.md): fetch a checkpoint, then every 10 s the events after the last id.
 * A failed poll is reported and polling goes on; a 401 makes the current-user query refetch so the
 * global policy signs the user out. Returns a stop function.
 */
export function startEventPolling({
  queryClient,
  intervalMs = shellConstants.eventPollIntervalMs,
  onError,
}: EventPollingOptions) {
  let lastId: string | null = null;
  let inFlight = false;
  let stopped = false;
  const controller = new AbortController();
  const report = (error: unknown) => {
    if (stopped) return;
    console.warn('[events] poll failed', error);
    onError?.(error);
    if (error instanceof ApiRequestError && error.status === 401) void queryClient.invalidateQueries({ queryKey: rootKeys.me });
  };

  const tick = async () => {
    if (inFlight || stopped) return;
    inFlight = true;
    try {
      if (lastId === null) {
        lastId = (await call(endpoints.eventCheckpoint, undefined, { signal: controller.signal })).id;
        return;
      }
      const events = await call(endpoints.events, { query: { lastId } }, { signal: controller.signal });
      if (stopped) return;
      lastId = newestId(events, lastId);
      if (events.length > 0) applyEvents(events, queryClient);
    } catch (error) {
      report(error);
    } finally {
      inFlight = false;
    }
  };

  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
    controller.abort();
  };
}

/** Reports how long a page was on screen; fire-and-forget and allowed to outlive the page. */
export function reportPageDuration(name: string, durationMs: number): void {
  const body = { name: name.slice(0, 300) || '/', durationMs: Math.max(0, Math.min(86_400_000, Math.round(durationMs))) };
  call(endpoints.eventDuration, { body }, { keepalive: true }).catch((error: unknown) => {
    console.warn('[events] page duration not recorded', error);
  });
}
