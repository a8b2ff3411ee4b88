import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ClientGoneError, Semaphore } from './load-shedding.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Semaphore', () => {
  it('runs up to the limit at once and hands freed slots to the queue in order', async () => {
    const s = new Semaphore({ limit: 2, queueLimit: 5, queueWaitMs: 1000 });
    const a = await s.acquire();
    const b = await s.acquire();
    const order: string[] = [];
    const c = s.acquire().then((r) => (order.push('c'), r));
    const d = s.acquire().then((r) => (order.push('d'), r));
    expect([s.active, s.waiting]).toEqual([2, 2]);
    a();
    a(); // releasing twice frees one slot only
    await tick();
    expect(order).toEqual(['c']);
    b();
    (await c)();
    (await d)();
    expect([s.active, s.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, with 503 SERVER_BUSY and a retry time', async () => {
    const s = new Semaphore({ limit: 1, queueLimit: 1, queueWaitMs: 2500 });
    const release = await s.acquire();
    const queued = s.acquire();
    const refused = await s.acquire().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, messageCode: 'SERVER_BUSY', retryAfterSeconds: 3 });
    expect(s.refused).toBe(1);
    release();
    (await queued)();
  });

  it('refuses a call that waited too long', async () => {
    const s = new Semaphore({ limit: 1, queueLimit: 5, queueWaitMs: 20 });
    const release = await s.acquire();
    await expect(s.acquire()).rejects.toMatchObject({ status: 503, messageCode: 'SERVER_BUSY' });
    expect(s.waiting).toBe(0);
    release();
    expect(s.active).toBe(0);
  });

  it('drops a waiting call whose client left, so it never starts', async () => {
    const s = new Semaphore({ limit: 1, queueLimit: 5, queueWaitMs: 1000 });
    const release = await s.acquire();
    const gone = new AbortController();
    const waiting = s.acquire(gone.signal).catch((e: unknown) => e);
    gone.abort();
    expect(await waiting).toBeInstanceOf(ClientGoneError);
    expect(s.waiting).toBe(0);
    release();
    expect(s.active).toBe(0);
    await expect(s.acquire(gone.signal)).rejects.toBeInstanceOf(ClientGoneError);
  });

  it('frees the slot however the work ends', async () => {
    const s = new Semaphore({ limit: 1, queueLimit: 0, queueWaitMs: 10 });
    await expect(s.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await s.run(() => Promise.resolve(7))).toBe(7);
    expect(s.active).toBe(0);
  });
});
