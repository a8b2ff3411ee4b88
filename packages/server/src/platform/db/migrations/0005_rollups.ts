import type { Kysely } from 'kysely';

/** Rollups of the dashboards (issue 7): filled in by the rollups work. */
export async function up(_db: Kysely<unknown>): Promise<void> {
  // intentionally empty until the rollup tables land
}
