import type { Auth } from './auth.js';

export type ResolvedSession = Auth & { lastSeenAt: Date };

/**
 * A short-lived cache of resolved sessions, so that an API call does not pay a four-table join before its own
 * query. Revocation and workspace switches in this process evict at once; another process sees them within
 * the TTL (5 s) — the price of not asking the database on every request. Bounded: oldest entries go first.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: ResolvedSession; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): ResolvedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.session;
  }

  set(tokenHash: string, session: ResolvedSession): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, until: Date.now() + this.ttlMs });
  }

  /** Entries held now (expired ones included until read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  get ttlSeconds(): number {
    return this.ttlMs / 1000;
  }

  clear(): void {
    this.entries.clear();
  }

  evict(match: (s: ResolvedSession) => boolean): void {
    for (const [key, { session }] of this.entries) if (match(session)) this.entries.delete(key);
  }
}
