import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, type ResolvedSession } from './session-cache.js';

const session = (sessionId: string, userId: string): ResolvedSession => ({
  sessionId,
  userId,
  remember: false,
  email: `${userId}@x.io`,
  userType: 'USER',
  language: 'en',
  workspace: null,
  lastSeenAt: new Date(),
});

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('serves an entry until its TTL passes', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(5_000);
    cache.set('h1', session('s1', 'u1'));
    vi.advanceTimersByTime(4_999);
    expect(cache.get('h1')?.sessionId).toBe('s1');
    vi.advanceTimersByTime(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('evicts by session or user, and drops the oldest entry when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('h1', session('s1', 'u1'));
    cache.set('h2', session('s2', 'u1'));
    cache.set('h3', session('s3', 'u2'));
    expect(cache.get('h1')).toBeUndefined();
    cache.evict((s) => s.userId === 'u1');
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.sessionId).toBe('s3');
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new SessionCache(0);
    cache.set('h1', session('s1', 'u1'));
    expect(cache.get('h1')).toBeUndefined();
  });
});
