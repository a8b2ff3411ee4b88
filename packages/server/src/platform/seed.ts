import type { Db } from './db/database.js';
import { hashPassword } from './auth/tokens.js';
import { SeedRepository } from './seed-repository.js';

export const DEMO_EMAIL = 'demo@sentio.local';
export const DEMO_PASSWORD = 'sentio-demo';

/**
 * The demo installation: an account on the unlimited plan with two workspaces and an operator who administers
 * both. Runs only on an empty database (no users), so it never touches real data.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const repo = new SeedRepository(db);
  if (await repo.hasUsers()) return false;
  await repo.insertDemo(DEMO_EMAIL, await hashPassword(DEMO_PASSWORD));
  return true;
}
