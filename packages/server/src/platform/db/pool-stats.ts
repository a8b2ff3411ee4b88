import type pg from 'pg';

export interface PoolStats {
  /** Connections open (in use + idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface PoolProbe {
  primary: () => PoolStats;
  /** The read replica's pool, when there is one. */
  replica: (() => PoolStats) | null;
}

const probes = new WeakMap<object, PoolProbe>();

/** openDatabase registers how its pools are read, keyed by the database handle it returns. */
export function registerPoolProbe(db: object, probe: PoolProbe): void {
  probes.set(db, probe);
}

/** The pools behind a database handle (the operator's pool page); null for a handle not opened by openDatabase. */
export function poolProbe(db: object): PoolProbe | null {
  return probes.get(db) ?? null;
}

export function pgPoolStats(pool: pg.Pool, max: number): () => PoolStats {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
}
