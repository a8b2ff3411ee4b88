import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { jobSchema } from '../db/migrations/0002_jobs_files.js';

/** Reads pg-boss's own job table (the queue library writes it; we only look). */
export class JobRepository {
  constructor(private readonly db: Db) {}

  /** Up to 20 jobs of these queues in one of these states, for draining the queue in tests and on shutdown. */
  async pending(names: readonly string[], states: readonly string[]): Promise<{ name: string; state: string }[]> {
    const { rows } = await sql<{ name: string; state: string }>`
      select name, state::text as state from ${sql.table(`${jobSchema}.job`)}
      where name in (${sql.join(names)}) and state::text in (${sql.join(states)})
      limit 20
    `.execute(this.db);
    return rows;
  }
}
