import { describe, expect, it } from 'vitest';
import {
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_IP,
  FREE_FAILURES_PER_PAIR,
  remainingWait,
  startsThrottle,
  waitAfter,
  type FailureCounts,
} from './login-throttle.js';

const now = new Date('2026-11-26T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { count: 0, last: null };
const counts = (over: Partial<FailureCounts>): FailureCounts => ({
  pair: none,
  ip: none,
  account: none,
  knownClient: false,
  ...over,
});

describe('login throttle', () => {
  it('waits longer with every failure instead of locking, up to a cap', () => {
    expect(waitAfter(FREE_FAILURES_PER_PAIR - 1, FREE_FAILURES_PER_PAIR)).toBe(0);
    expect(waitAfter(FREE_FAILURES_PER_PAIR, FREE_FAILURES_PER_PAIR)).toBe(1000);
    expect(waitAfter(FREE_FAILURES_PER_PAIR + 3, FREE_FAILURES_PER_PAIR)).toBe(8000);
    expect(waitAfter(FREE_FAILURES_PER_PAIR + 100, FREE_FAILURES_PER_PAIR)).toBe(15 * 60_000);
  });

  it("slows the guesser's own address, and lets the wait run out", () => {
    const pair = { count: FREE_FAILURES_PER_PAIR + 2, last: ago(1000) };
    expect(remainingWait(counts({ pair }), now)).toBe(3000);
    expect(remainingWait(counts({ pair: { ...pair, last: ago(5000) } }), now)).toBe(0);
  });

  it('does not hold up the owner from a known address when many addresses guess the account', () => {
    const account = { count: FREE_FAILURES_PER_ACCOUNT + 30, last: ago(10) };
    expect(remainingWait(counts({ account, knownClient: true }), now)).toBe(0);
    // an unknown address waits, but at most a minute
    const wait = remainingWait(counts({ account }), now);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('slows an address sweeping many accounts', () => {
    expect(remainingWait(counts({ ip: { count: FREE_FAILURES_PER_IP - 1, last: ago(10) } }), now)).toBe(0);
    expect(remainingWait(counts({ ip: { count: FREE_FAILURES_PER_IP, last: ago(10) } }), now)).toBe(990);
  });

  it('tells the owner once, when the waits start', () => {
    expect(startsThrottle(FREE_FAILURES_PER_PAIR - 1, 1)).toBe(false);
    expect(startsThrottle(FREE_FAILURES_PER_PAIR, 1)).toBe(true);
    expect(startsThrottle(FREE_FAILURES_PER_PAIR + 1, 1)).toBe(false);
    expect(startsThrottle(1, FREE_FAILURES_PER_ACCOUNT)).toBe(true);
  });
});
