import type { Permission } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import { RoleRepository } from '../roles/repository.js';
import { WorkspaceRepository } from '../workspaces/repository.js';
import { DemoActionsRepository, type DemoTeammate } from './actions-repository.js';
import { DemoRepository } from './repository.js';

/** The demo account's custom role: reads everything, reviews documents, changes nothing else. */
export const DEMO_ROLE_NAME = 'Kalite denetçisi / Quality reviewer';
export const DEMO_ROLE_PERMISSIONS: readonly Permission[] = [
  'WORKSPACE/READ',
  'MODEL/READ',
  'PROJECT/READ',
  'DOCUMENT/MARK',
  'DOCUMENT/APPROVE',
  'DOCUMENT/EXPORT',
  'CUSTOMER/READ',
  'ACTION/READ',
];
/** A teammate holding it in the demo workspace (no password: shown in /admin/workspace and /admin/user). */
export const DEMO_REVIEWER: DemoTeammate = {
  email: 'deniz.aydin@sentio.local',
  fullName: 'Deniz',
  lastName: 'Aydın',
  jobTitle: 'Quality reviewer',
  role: 'ANALYST',
};

/**
 * Members and roles of the demo (docs/workspaces-and-users.md, "Demo"): a custom role in the demo account and a
 * teammate who holds it in the demo workspace, so /admin/user shows a custom role with its member on first start.
 * Idempotent: the role is found by name, the teammate by address.
 */
export async function seedDemoMembers(db: Db, workspaceCode = 'demo'): Promise<{ roleId: string; userId: string } | null> {
  const target = await new DemoRepository(db).firstWorkspace(DEMO_EMAIL, workspaceCode);
  if (!target) return null;
  const { workspace } = target;
  const roles = new RoleRepository(db);
  const existing = (await roles.options(workspace.accountId)).find((r) => r.name === DEMO_ROLE_NAME);
  const roleId = existing?.id ?? (await roles.create(workspace.accountId, DEMO_ROLE_NAME, DEMO_ROLE_PERMISSIONS));
  const [userId] = await new DemoActionsRepository(db).ensureTeammates(workspace.id, [DEMO_REVIEWER]);
  if (!userId) return null;
  await new WorkspaceRepository(db).setRole(workspace.id, userId, 'CUSTOM', roleId);
  return { roleId, userId };
}
