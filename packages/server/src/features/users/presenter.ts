import { permissionsOf, type MemberRole, type User } from '@sentio/domain';
import type { UserRow } from '../../platform/db/schema.js';
import type { MembershipRow } from './repository.js';

/** The user object the web shell reads. Secrets (password hash, OTP secrets) never leave through here. */
export function presentUser(
  row: UserRow,
  memberships: readonly MembershipRow[],
  selectedWorkspaceId: string | null,
  remember: boolean,
  accountManager: boolean,
): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    lastName: row.last_name,
    language: row.language === 'tr' ? 'tr' : 'en',
    profilePictureUrl: row.profile_picture_url,
    jobTitle: row.job_title,
    department: row.department,
    organisation: row.organisation,
    phone: row.phone,
    userType: row.user_type === 'SYSTEM_ADMIN' ? 'SYSTEM_ADMIN' : 'USER',
    remember,
    otpActive: row.otp_secret !== null,
    personalInformationDone: row.personal_information_done,
    accountManager,
    workspaces: memberships.map((m) => {
      const role = m.role as MemberRole;
      return {
        code: m.code,
        name: m.name,
        subtitle: m.subtitle,
        selected: m.workspaceId === selectedWorkspaceId,
        role,
        roleName: role === 'CUSTOM' ? m.roleName : null,
        permissions: permissionsOf(role, m.customPermissions),
      };
    }),
  };
}
