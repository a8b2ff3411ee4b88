import { shellConstants } from '@sentio/domain';

export interface DuplicateGuardOptions {
  /** An identical action within this many ms of the last accepted one is dropped. */
  windowMs?: number;
  /** Entries older than this are pruned, so the map cannot grow without bound. */
  keepMs?: number;
}

export interface DuplicateGuard {
  /** True when the action may run (and is recorded), false when it repeats one within the window. */
  accept(key: string, now?: number): boolean;
  /** Number of remembered actions (for tests and diagnostics). */
  size(): number;
  /** Forgets every action (tests share one module graph: one test's save must not swallow the next one's). */
  clear(): void;
}

/**
 * Drops a repeated identical action (double click, key repeat) within 500 ms; entries are kept 5 s.
 * Pure apart from the clock, which callers may pass in.
 */
export function createDuplicateGuard(options: DuplicateGuardOptions = {}): DuplicateGuard {
  const windowMs = options.windowMs ?? shellConstants.duplicateActionWindowMs;
  const keepMs = options.keepMs ?? shellConstants.duplicateActionKeepMs;
  const seen = new Map<string, number>();

  const prune = (now: number) => {
    for (const [key, at] of seen) if (now - at > keepMs) seen.delete(key);
  };

  return {
    accept(key, now = Date.now()) {
      prune(now);
      const last = seen.get(key);
      if (last !== undefined && now - last < windowMs) return false;
      seen.set(key, now);
      return true;
    },
    size: () => seen.size,
    clear: () => seen.clear(),
  };
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same action. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** The identity of an action: the endpoint plus its serialised input. */
export const actionKey = (method: string, path: string, input: unknown): string => `${method} ${path} ${stableStringify(input)}`;
