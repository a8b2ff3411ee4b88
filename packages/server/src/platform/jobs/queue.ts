import { PgBoss, type Job } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db, JobsConnection } from '../db/database.js';
import { jobSchema } from '../db/migrations/0002_jobs_files.js';
import { JobRepository } from './job-repository.js';

export interface JobContext {
  id: string;
  /** Aborted when the job is cancelled (here or from another process), its claim is lost, or the queue stops. */
  signal: AbortSignal;
  /** Whether this is the last attempt: a failure now is final, so the handler should record it as such. */
  final: boolean;
}

export interface JobDefinition<P> {
  /** e.g. 'model.train' */
  name: string;
  /** Validated when sent and when run. */
  payload: z.ZodType<P>;
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Default 2. */
  retryLimit?: number;
  /** Default 3600. */
  expireInSeconds?: number;
  /** Jobs of this definition one process runs at a time; default 1. */
  concurrency?: number;
}

/** Typed identity: lets the payload type be inferred from the zod schema at the definition site. */
export const defineJob = <P>(def: JobDefinition<P>): JobDefinition<P> => def;

export interface SendOptions {
  /** While a job with this key is queued, retrying or running, another send with it is dropped (returns null). */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  connection: JobsConnection;
  /** The app's database: drain() counts pending jobs through it. */
  db: Db;
  log: JobLog;
  pollSeconds: number;
  /** Delay before a failed job runs again; default 10 (tests use 0). */
  retryDelaySeconds?: number;
  /**
   * An API process (`--role api`): sends jobs, cancels and drains them, but runs none, supervises none and neither
   * declares nor sends schedules — the worker processes do (docs/scale.md).
   */
  sendOnly?: boolean;
  /** How often the cron pass runs (pg-boss: 1–45, default 30); a test of schedules shortens it. */
  cronCheckSeconds?: number;
}

// A job that has not proven it is alive for this long is failed (and retried) by the supervisor — what frees the job
// of a crashed process; half of it bounds how long a cancel sent from another process takes to reach the handler.
// PGlite is one process (cancels are local and immediate) with one connection: a long import transaction delays the
// heartbeat's own statement, so it gets a margin no transaction should reach.
const heartbeatSeconds = { postgres: 30, pglite: 120 } as const;
const pendingStates = ['created', 'retry', 'active'];

// `handler` is declared as a method, so TypeScript compares its parameter bivariantly and any definition fits here.
type AnyJob = JobDefinition<unknown>;

/**
 * Typed background jobs on pg-boss, on PGlite and PostgreSQL alike. Every queue uses pg-boss's `exclusive` policy:
 * a singleton key admits one queued-or-running job; sends without a key get a unique one, so they never collide.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly defs = new Map<string, AnyJob>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workers = new Map<string, string>();
  private readonly running = new Map<string, AbortController>();
  private readonly pendingSchedules: { def: AnyJob; cron: string; payload: unknown; tz: string }[] = [];
  private readonly pendingSends: { def: AnyJob; payload: unknown; options: SendOptions }[] = [];
  private readonly background = new Set<Promise<void>>();
  private readonly jobRows: JobRepository;
  private state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  constructor(private readonly options: JobQueueOptions) {
    this.jobRows = new JobRepository(options.db);
    const connection = options.connection;
    this.boss = new PgBoss({
      ...(connection.kind === 'postgres'
        ? { connectionString: connection.connectionString, max: 4 }
        : { db: connection.db, backend: 'pglite' as const }),
      schema: jobSchema,
      // The migration created the schema; this only upgrades an older pg-boss schema if one is found.
      migrate: true,
      supervise: !options.sendOnly,
      schedule: !options.sendOnly,
      ...(options.cronCheckSeconds
        ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds }
        : {}),
    });
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  }

  register<P>(def: JobDefinition<P>): void {
    if (this.defs.has(def.name)) throw new Error(`job ${def.name} is registered twice`);
    this.defs.set(def.name, def);
    if (this.state === 'started' && !this.options.sendOnly) this.track(this.work(def));
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'starting';
    await this.boss.start();
    // From here on register() and schedule() act at once; what came before is taken up below.
    this.state = 'started';
    if (!this.options.sendOnly) {
      for (const def of [...this.defs.values()]) await this.work(def);
      for (const s of this.pendingSchedules.splice(0)) await this.applySchedule(s.def, s.cron, s.payload, s.tz);
    }
    for (const s of this.pendingSends.splice(0)) await this.send(s.def, s.payload, s.options);
  }

  /** Aborts running handlers (their worker threads end), then stops polling; nothing is left to keep Node alive. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    const wasRunning = this.state !== 'new';
    this.state = 'stopped';
    for (const controller of this.running.values()) controller.abort(new Error('job queue stopped'));
    await Promise.allSettled([...this.background]);
    if (wasRunning) await this.boss.stop({ graceful: true, timeout: 5000, close: true });
  }

  /**
   * Queues a job; null when its singleton key is taken. Send after the transaction that made the work commits: on
   * PGlite a send inside a transaction would wait for that transaction's own connection.
   */
  async send<P>(def: JobDefinition<P>, payload: P, options: SendOptions = {}): Promise<string | null> {
    const data = def.payload.parse(payload);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`job ${def.name}: the payload must be an object`);
    }
    await this.ensureQueue(def);
    const id = await this.boss.send(def.name, data, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    // Our own worker need not wait for its next poll.
    const worker = this.workers.get(def.name);
    if (id && worker && !options.startAfterSeconds) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * Sends once the queue has started (at once when it has): catch-up work after a restart, which should not wait for
   * the next cron tick. A singleton key keeps several processes starting together to one job.
   */
  async sendWhenStarted<P>(def: JobDefinition<P>, payload: P, options: SendOptions = {}): Promise<void> {
    if (this.state === 'started') await this.send(def, payload, options);
    else this.pendingSends.push({ def, payload: def.payload.parse(payload), options });
  }

  /**
   * A cron schedule that sends `payload`, read in the IANA time zone `tz` (default UTC: a nightly run at 00:00 of the
   * reporting zone passes that zone); re-declaring it at every start replaces the previous one.
   */
  async schedule<P>(def: JobDefinition<P>, cron: string, payload: P, options: { tz?: string } = {}): Promise<void> {
    const data = def.payload.parse(payload);
    // The worker processes declare the schedules; an API process re-declaring them would only race with them.
    if (this.options.sendOnly) return;
    const tz = options.tz ?? 'UTC';
    if (this.state === 'started') await this.applySchedule(def, cron, data, tz);
    else this.pendingSchedules.push({ def: def, cron, payload: data, tz });
  }

  /**
   * Cancels a queued or running job. A handler running in this process sees its signal abort at once; one running in
   * another process at its next heartbeat (≤ 15 s).
   */
  async cancel<P>(def: JobDefinition<P>, jobId: string): Promise<void> {
    // Cancelled in the table first: the aborted handler then fails a job that is no longer active, so its failure
    // cannot overwrite the cancellation (on PostgreSQL the two statements may run on different connections).
    await this.boss.cancel(def.name, jobId);
    this.running.get(jobId)?.abort(new Error('job cancelled'));
  }

  /** Every queue with its counts by state, as pg-boss keeps them (the operator's monitor, docs/system-admin.md). */
  async depths(): Promise<{ name: string; queued: number; deferred: number; active: number; failed: number; total: number }[]> {
    const queues = await this.boss.getQueues();
    return queues
      .map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        deferred: q.deferredCount,
        active: q.activeCount,
        failed: q.failedCount,
        total: q.totalCount,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The operator's retry: a failed job runs again (pg-boss `retry`), a cancelled one is resumed (`resume`). */
  async rerun(name: string, jobId: string, state: 'failed' | 'cancelled'): Promise<void> {
    if (state === 'failed') await this.boss.retry(name, jobId);
    else await this.boss.resume(name, jobId);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** The operator's cancel of any queue's job by name (cancel() above takes the job's definition). */
  async cancelByName(name: string, jobId: string): Promise<void> {
    await this.boss.cancel(name, jobId);
    this.running.get(jobId)?.abort(new Error('job cancelled'));
  }

  /** Tests and the demo seed: resolves when no job of the given names (default: all registered) is created/retry/active. */
  async drain(options: { names?: string[]; timeoutMs?: number } = {}): Promise<void> {
    const names = options.names ?? [...this.defs.keys()];
    if (names.length === 0) return;
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    for (;;) {
      const pending = await this.pending(names);
      if (pending.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(`jobs still pending after drain timeout: ${pending.map((p) => `${p.name}(${p.state})`).join(', ')}`);
      }
      for (const name of names) {
        const worker = this.workers.get(name);
        if (worker) this.boss.notifyWorker(worker);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private pending(names: string[]): Promise<{ name: string; state: string }[]> {
    return this.jobRows.pending(names, pendingStates);
  }

  private ensureQueue(def: AnyJob): Promise<void> {
    let ready = this.queues.get(def.name);
    if (!ready) {
      const settings = {
        retryLimit: def.retryLimit ?? 2,
        retryDelay: this.options.retryDelaySeconds ?? 10,
        retryBackoff: (this.options.retryDelaySeconds ?? 10) > 0,
        expireInSeconds: def.expireInSeconds ?? 3600,
        heartbeatSeconds: heartbeatSeconds[this.options.connection.kind],
      };
      ready = (async () => {
        const existing = await this.boss.getQueue(def.name);
        if (existing) await this.boss.updateQueue(def.name, settings);
        else await this.boss.createQueue(def.name, { ...settings, policy: 'exclusive' });
      })();
      // A failed attempt (database down at start-up) must not be cached forever.
      ready.catch(() => this.queues.delete(def.name));
      this.queues.set(def.name, ready);
    }
    return ready;
  }

  private async work(def: AnyJob): Promise<void> {
    await this.ensureQueue(def);
    const id = await this.boss.work<object>(
      def.name,
      {
        batchSize: 1,
        pollingIntervalSeconds: this.options.pollSeconds,
        localConcurrency: def.concurrency ?? 1,
      },
      async (jobs) => {
        for (const job of jobs) await this.run(def, job);
      },
    );
    this.workers.set(def.name, id);
  }

  private async run(def: AnyJob, job: Job<object>): Promise<void> {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    try {
      const payload: unknown = def.payload.parse(job.data);
      await def.handler(payload, {
        id: job.id,
        signal: AbortSignal.any([job.signal, controller.signal]),
        final: job.retryCount >= (def.retryLimit ?? 2),
      });
    } catch (err) {
      const details = { err, job: def.name, jobId: job.id, retry: job.retryCount };
      if (controller.signal.aborted || job.signal.aborted) this.options.log.warn(details, 'job aborted');
      else this.options.log.error(details, 'job failed');
      throw err;
    } finally {
      this.running.delete(job.id);
    }
  }

  private async applySchedule(def: AnyJob, cron: string, payload: unknown, tz: string): Promise<void> {
    await this.ensureQueue(def);
    await this.boss.schedule(def.name, cron, payload as object, { tz });
  }

  private track(p: Promise<void>): void {
    const tracked = p.catch((err: unknown) => this.options.log.error({ err }, 'job worker failed to start'));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }
}
