import type { CacheInfo, CacheName } from '@sentio/domain';

/** An in-process cache the operator's cache page lists and clears (docs/system-admin.md, "Cache"). */
export interface RegisteredCache {
  name: CacheName;
  size(): number;
  /** Null: kept until cleared or changed. */
  ttlSeconds: number | null;
  clear(): void;
}

export class CacheRegistry {
  constructor(private readonly caches: readonly RegisteredCache[]) {}

  list(): CacheInfo[] {
    return this.caches.map((c) => ({ cache: c.name, entries: c.size(), ttlSeconds: c.ttlSeconds }));
  }

  clear(name: CacheName): { ok: true } {
    for (const c of this.caches) if (c.name === name) c.clear();
    return { ok: true };
  }
}
