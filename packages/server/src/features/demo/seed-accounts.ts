import type { Db } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/auth/tokens.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../platform/seed.js';
import type { AccountService } from '../accounts/service.js';
import type { PackageService } from '../packages/service.js';
import { DemoAccountsRepository } from './accounts-repository.js';

export const DEMO_RETAIL = 'Demo Retail';
/** The owner of the second demo account; signs in with the demo password. */
export const DEMO_RETAIL_OWNER = 'owner@demo-retail.local';
export const STARTER_CODE = 'STARTER';

/**
 * The operator's pages on first start (docs/demo-data.md, "Accounts and packages"): a small "Starter" package (2
 * models, 2 analyses, 1 workspace, 5 users, 5,000 documents a month, export on) and a second account "Demo Retail" on
 * it, with an owner who can sign in, one pending invitation and a yearly subscription. Built through the accounts
 * and packages services; idempotent (the package is found by code, the account by name).
 */
export async function seedDemoAccounts(
  db: Db,
  services: { accounts: AccountService; packages: PackageService },
): Promise<{ accountId: string } | null> {
  const repo = new DemoAccountsRepository(db);
  const operatorId = await repo.userId(DEMO_EMAIL);
  if (!operatorId) return null;
  const existing = await repo.accountId(DEMO_RETAIL);
  if (existing) return { accountId: existing };
  const packages = await services.packages.adminList();
  const starter =
    packages.find((p) => p.code === STARTER_CODE) ??
    (await services.packages.adminCreate({
      code: STARTER_CODE,
      name: 'Starter',
      description: 'For a first team: two models and two analyses.',
      features: [
        { code: 'PROJECT_COUNT', limit: 2 },
        { code: 'MODEL_COUNT', limit: 2 },
        { code: 'WORKSPACE_COUNT', limit: 1 },
        { code: 'USER_COUNT', limit: 5 },
        { code: 'DOCUMENT_MONTHLY', limit: 5000 },
        { code: 'EXPORT', limit: 1 },
      ],
    }));
  await repo.addUser({
    email: DEMO_RETAIL_OWNER,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    fullName: 'Selin',
    lastName: 'Kaya',
    language: 'tr',
    jobTitle: 'Customer experience manager',
    organisation: DEMO_RETAIL,
  });
  const year = new Date().getUTCFullYear();
  const account = await services.accounts.create(
    { userId: operatorId, language: 'en' },
    {
      name: DEMO_RETAIL,
      workspaceName: 'Retail CX',
      subscriptionStart: `${year}-01-01`,
      subscriptionEnd: `${year}-12-31`,
      packageId: starter.id,
      owners: [DEMO_RETAIL_OWNER],
      representatives: [],
      additionalEmails: ['analyst@demo-retail.local'],
      additionalRole: 'ANALYST',
    },
  );
  const ownerId = await repo.userId(DEMO_RETAIL_OWNER);
  if (ownerId) await repo.selectFirstWorkspace(ownerId, account.id);
  return { accountId: account.id };
}
