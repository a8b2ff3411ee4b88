import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * How often a screen with running work refreshes its own queries between the 10 s event polls. An import's or a
 * training's progress bar would otherwise jump in 10 s steps.
 */
export const jobProgressMs = 2_000;

/**
 * While `active` (a job the screen shows is running: an upload being read or imported, a training, documents
 * waiting for classification), the given queries are invalidated every {@link jobProgressMs}; when it ends, the
 * `whenDone` queries are invalidated once (what the finished job changed beyond its own progress).
 *
 * This is the one fast path beside the event poll, and it refreshes the same way events do: by query
 * invalidation, so the queries keep their keys, placeholders and error handling. Nothing is refreshed while the
 * tab is hidden (the event poll catches up). See docs/web.md.
 */
export function useJobProgress(active: boolean, keys: readonly QueryKey[], whenDone: readonly QueryKey[] = []): void {
  const queryClient = useQueryClient();
  // Keys are plain JSON (as TanStack hashes them); one string keeps the effect from restarting on every render.
  const signature = JSON.stringify({ keys, whenDone });
  useEffect(() => {
    if (!active) return;
    const target = JSON.parse(signature) as { keys: QueryKey[]; whenDone: QueryKey[] };
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      for (const queryKey of target.keys) void queryClient.invalidateQueries({ queryKey });
    }, jobProgressMs);
    return () => {
      clearInterval(timer);
      for (const queryKey of target.whenDone) void queryClient.invalidateQueries({ queryKey });
    };
  }, [active, signature, queryClient]);
}
