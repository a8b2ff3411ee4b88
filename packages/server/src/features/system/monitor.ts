import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Monitor, PoolStatus } from '@sentio/domain';
import type { Db, DatabaseKind } from '../../platform/db/database.js';
import { JobsRepository } from './jobs-repository.js';
import { MonitorRepository } from './monitor-repository.js';
import { poolProbe } from '../../platform/db/pool-stats.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { workerPoolStats } from '../../platform/jobs/worker-pool.js';

const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 1e4) / 100;

/**
 * The figures of the monitor and pool pages (docs/system-admin.md), each read from its source when asked: the
 * process (uptime, memory, CPU, event-loop delay since the previous reading), the database (`pg_database_size`,
 * sessions in `pg_stat_activity`), every pg-boss queue with its jobs counted by state now, and the ML worker pool.
 */
export class MonitorService {
  private readonly loop: IntervalHistogram;
  private readonly repo: MonitorRepository;
  private readonly jobRows: JobsRepository;

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
    private readonly jobs: JobQueue,
  ) {
    this.repo = new MonitorRepository(db);
    this.jobRows = new JobsRepository(db);
    this.loop = monitorEventLoopDelay({ resolution: 20 });
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  async monitor(): Promise<Monitor> {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const eventLoop = {
      p50Ms: ms(this.loop.percentile(50)),
      p99Ms: ms(this.loop.percentile(99)),
      maxMs: ms(this.loop.max),
      meanMs: ms(this.loop.mean),
    };
    this.loop.reset();
    const [database, declared, counted] = await Promise.all([this.database(), this.jobs.depths(), this.jobRows.depths()]);
    // Every declared queue, with the counts of its jobs as they are now.
    const none = { queued: 0, deferred: 0, active: 0, failed: 0, total: 0 };
    const names = [...new Set([...declared.map((q) => q.name), ...counted.keys()])].sort((a, b) => a.localeCompare(b));
    const queues = names.map((name) => ({ name, ...(counted.get(name) ?? none) }));
    return {
      at: new Date().toISOString(),
      process: {
        pid: process.pid,
        nodeVersion: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        memory: {
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
          externalBytes: memory.external,
        },
        cpu: { userMs: Math.round(cpu.user / 1000), systemMs: Math.round(cpu.system / 1000) },
        eventLoop,
      },
      database,
      queues,
      workers: workerPoolStats(),
    };
  }

  pool(): PoolStatus {
    const probe = poolProbe(this.db);
    const none = { total: 0, idle: 0, waiting: 0, max: 0 };
    return {
      database: { kind: this.kind, ...(probe ? probe.primary() : none) },
      replica: probe?.replica ? probe.replica() : null,
      workers: workerPoolStats(),
    };
  }

  private async database(): Promise<Monitor['database']> {
    const sizeBytes = await this.repo.sizeBytes();
    // PGlite is one session inside this process.
    const connections = this.kind === 'pglite' ? 1 : await this.repo.connections();
    return { kind: this.kind, sizeBytes, connections };
  }
}
