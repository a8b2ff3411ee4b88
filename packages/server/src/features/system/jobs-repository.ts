import { sql } from 'kysely';
import type { SystemJobQuery, SystemJobState } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { jobSchema } from '../../platform/db/migrations/0002_jobs_files.js';

export interface JobRow {
  id: string;
  name: string;
  state: SystemJobState;
  data: unknown;
  output: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

const job = sql.table(`${jobSchema}.job`);
const columns = sql`id::text as id, name, state::text as state, data, output, retry_count, retry_limit, created_on, started_on, completed_on`;

/** Reads pg-boss's job table for the operator's queue page; changes go through pg-boss (JobQueue). */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  async page(q: SystemJobQuery): Promise<{ rows: JobRow[]; total: number }> {
    const where = sql.join(
      [sql`true`, ...(q.queue ? [sql`name = ${q.queue}`] : []), ...(q.state ? [sql`state::text = ${q.state}`] : [])],
      sql` and `,
    );
    const { rows } = await sql<JobRow>`
      select ${columns} from ${job} where ${where}
      order by created_on desc, id desc limit ${q.size} offset ${q.page * q.size}
    `.execute(this.db);
    const counted = await sql<{ n: string }>`select count(*)::text as n from ${job} where ${where}`.execute(this.db);
    return { rows, total: Number(counted.rows[0]?.n ?? 0) };
  }

  /** Counts per queue and state, read now (pg-boss's own queue counts are refreshed only by its periodic monitor). */
  async depths(): Promise<Map<string, { queued: number; deferred: number; active: number; failed: number; total: number }>> {
    const { rows } = await sql<{ name: string; queued: string; deferred: string; active: string; failed: string; total: string }>`
      select name,
        count(*) filter (where state::text in ('created', 'retry'))::text as queued,
        count(*) filter (where state::text in ('created', 'retry') and start_after > now())::text as deferred,
        count(*) filter (where state::text = 'active')::text as active,
        count(*) filter (where state::text = 'failed')::text as failed,
        count(*)::text as total
      from ${job} group by name
    `.execute(this.db);
    return new Map(
      rows.map((r) => [
        r.name,
        {
          queued: Number(r.queued),
          deferred: Number(r.deferred),
          active: Number(r.active),
          failed: Number(r.failed),
          total: Number(r.total),
        },
      ]),
    );
  }

  async byId(id: string): Promise<JobRow | null> {
    const { rows } = await sql<JobRow>`select ${columns} from ${job} where id = ${id}::uuid limit 1`.execute(this.db);
    return rows[0] ?? null;
  }
}
