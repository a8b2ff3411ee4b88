import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors.js';

/**
 * Bounded concurrency for heavy calls (searches, widget computations, model tests), so that a crowd degrades into
 * fast "busy, try again" answers instead of everybody waiting half a minute (docs/load.md):
 * - at most `limit` heavy calls run at once; the rest wait in a queue of at most `queueLimit`;
 * - a call that finds the queue full, or waits longer than `queueWaitMs`, is refused at once with
 *   503 SERVER_BUSY and a Retry-After;
 * - a waiting call whose client has gone (its signal aborted) leaves the queue and never starts.
 * Cheap calls (lists, health, sign-in) never pass through here, so they stay fast while heavy ones queue.
 */
export interface HeavyLimits {
  limit: number;
  queueLimit: number;
  queueWaitMs: number;
}

interface Waiter {
  grant: () => void;
  fail: (error: Error) => void;
}

/** Thrown to a waiter whose client disconnected: there is nobody left to answer, so the work is dropped unstarted. */
export class ClientGoneError extends AppError {
  constructor() {
    super(503, 'ServiceUnavailableException', 'SERVER_BUSY', { message: 'The client left before the call started.' });
  }
}

/**
 * Aborts when the client goes away before its answer is written (closed tab, time-out, cancelled fetch), so queued
 * work is dropped and services that take the signal can stop early.
 */
export function clientSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  if (request.raw.destroyed) controller.abort();
  return controller.signal;
}

export class Semaphore {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Refusals since start, for the benchmark and the logs. */
  refused = 0;

  constructor(private limits: HeavyLimits) {}

  /** New limits from now on (the load benchmark compares bounded with unbounded on one warm server). */
  setLimits(limits: HeavyLimits): void {
    this.limits = limits;
  }

  get active(): number {
    return this.running;
  }
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Seconds a refused client should wait: the queue's wait, between 1 and 5 (a client refused after a long wait is
   * better asked back soon than told to come back after another full wait).
   */
  retryAfterSeconds(): number {
    return Math.min(5, Math.max(1, Math.ceil(this.limits.queueWaitMs / 1000)));
  }

  /**
   * Resolves with a release function once a slot is free. Rejects with 503 SERVER_BUSY when the queue is full or the
   * wait runs out, and with ClientGoneError when `signal` aborts while waiting.
   */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new ClientGoneError());
    if (this.running < this.limits.limit) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.limits.queueLimit) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
      };
      const waiter: Waiter = {
        grant: () => {
          leave();
          resolve(this.releaser());
        },
        fail: (error) => {
          leave();
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(new ClientGoneError());
      const timer = setTimeout(() => waiter.fail(this.busy()), this.limits.queueWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  /** Runs `work` in a slot; the slot is freed however `work` ends. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private busy() {
    this.refused++;
    return errors.busy(this.retryAfterSeconds());
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue[0];
      // The slot passes straight to the next waiter (running stays the same), else it is freed.
      if (next) next.grant();
      else this.running--;
    };
  }
}
