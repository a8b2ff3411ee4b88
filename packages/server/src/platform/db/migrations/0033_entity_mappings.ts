import type { Kysely } from 'kysely';

/** Filled in by the area that owns it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
