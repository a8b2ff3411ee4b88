import type { Db } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/auth/tokens.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../platform/seed.js';
import { RestrictionRepository } from '../restrictions/repository.js';
import { DemoActionsRepository, type DemoTeammate } from './actions-repository.js';
import { DemoRepository } from './repository.js';
import { DemoRestrictionsRepository } from './restrictions-repository.js';

/** The demo's restricted analyst: signs in with the demo password and sees only the premium segment. */
export const DEMO_RESTRICTED: DemoTeammate = {
  email: 'analyst@sentio.local',
  fullName: 'Selin',
  lastName: 'Arslan',
  jobTitle: 'Premium segment analyst',
  role: 'ANALYST',
};
export const DEMO_RESTRICTED_RULES = [{ field: 'segment', values: ['premium'] }];

/**
 * Data restrictions of the demo (docs/data-restrictions.md, "Demo"): an analyst of the demo workspace restricted to
 * segment = premium on every analysis, who signs in with the demo password. Written before the analyses exist (the
 * service would check the attribute against them), so through the repository. Idempotent.
 */
export async function seedDemoRestrictions(db: Db, workspaceCode = 'demo'): Promise<{ userId: string } | null> {
  const target = await new DemoRepository(db).firstWorkspace(DEMO_EMAIL, workspaceCode);
  if (!target) return null;
  const { workspace } = target;
  const [userId] = await new DemoActionsRepository(db).ensureTeammates(workspace.id, [DEMO_RESTRICTED]);
  if (!userId) return null;
  await new DemoRestrictionsRepository(db).setPassword(userId, await hashPassword(DEMO_PASSWORD));
  const restrictions = new RestrictionRepository(db);
  if (!(await restrictions.get(workspace.id, userId)))
    await restrictions.save(workspace.id, userId, { projectIds: null, rules: DEMO_RESTRICTED_RULES }, userId);
  return { userId };
}
