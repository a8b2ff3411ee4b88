import { adminAccountEndpoints as ae, type PackageBody } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type AccountCall = keyof typeof ae;

/** A well-formed package id; B is refused before the id is looked at. */
const somePackage = '00000000-0000-4000-8000-0000000000bb';

const packageBody: PackageBody = {
  code: 'BETA_PKG',
  name: 'Beta package',
  features: [{ code: 'MODEL_COUNT', limit: 100 }],
};

/**
 * The routes matrix's rows of the operator's accounts, packages and statistics (docs/accounts-admin.md): B — a
 * workspace admin and account owner of another account, not an operator — is refused every call, including those
 * naming A's account (valid queries and bodies, so the answer is about who asks).
 */
export function accountForeign(x: { accountId: () => string }): Record<AccountCall, Row> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const account = () => ({ id: x.accountId() });
  return {
    adminAccountList: denied((c) => c.request(ae.adminAccountList, { query: { page: 0, size: 10 } })),
    adminAccountCreate: denied((c) =>
      c.request(ae.adminAccountCreate, { body: { name: 'Beta made', workspaceName: 'W', owners: ['beta-owner@example.com'] } }),
    ),
    adminAccountGet: denied((c) => c.request(ae.adminAccountGet, { params: account() })),
    adminAccountUpdate: denied((c) =>
      c.request(ae.adminAccountUpdate, {
        params: account(),
        body: {
          name: 'Taken over',
          subscriptionStart: null,
          subscriptionEnd: null,
          packageId: somePackage,
          owners: ['beta-owner@example.com'],
        },
      }),
    ),
    adminAccountSuspend: denied((c) => c.request(ae.adminAccountSuspend, { params: account() })),
    adminAccountResume: denied((c) => c.request(ae.adminAccountResume, { params: account() })),
    adminAccountUsage: denied((c) => c.request(ae.adminAccountUsage, { params: account(), query: { months: 12 } })),
    adminAccountUsers: denied((c) => c.request(ae.adminAccountUsers, { params: account() })),
    adminPackageList: denied((c) => c.request(ae.adminPackageList)),
    adminPackageCreate: denied((c) => c.request(ae.adminPackageCreate, { body: packageBody })),
    adminPackageGet: denied((c) => c.request(ae.adminPackageGet, { params: { id: somePackage } })),
    adminPackageUpdate: denied((c) => c.request(ae.adminPackageUpdate, { params: { id: somePackage }, body: packageBody })),
    adminPackageDelete: denied((c) => c.request(ae.adminPackageDelete, { params: { id: somePackage } })),
    adminStatistics: denied((c) => c.request(ae.adminStatistics, { query: { months: 12 } })),
  };
}
