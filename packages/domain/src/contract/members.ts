import { z } from 'zod';
import { languageSchema, email, isoDate, pageQuery, requiredText } from './common.js';
import { memberRoles, permissions, workspaceRoles } from '../permissions.js';
import { updateProfileBody, userTypes } from './user.js';

/**
 * Members, roles and account users (docs/workspaces-and-users.md): a workspace admin changes and removes members
 * (MEMBER/MANAGE); an account manager — owner, customer representative, or an operator — manages the account's
 * users, their roles in each of its workspaces, and the account's custom roles (ACCOUNT/MANAGE).
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A role to give: ADMIN, MANAGER, ANALYST, or the id of one of the account's custom roles. */
export const roleChoice = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .refine((v) => (workspaceRoles as readonly string[]).includes(v) || uuidPattern.test(v), {
    error: 'FIELD_INVALID_OPTION',
  });

export const memberUserParam = z.strictObject({ userId: z.uuid({ error: 'FIELD_INVALID' }) });
export const memberRoleBody = z.strictObject({ role: roleChoice });
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

export const customRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(permissions)),
  /** Members holding it across the account's workspaces; a role in use cannot be deleted (ROLE_IN_USE). */
  memberCount: z.number().int(),
  createdAt: isoDate,
});
export type CustomRole = z.infer<typeof customRoleSchema>;

/** What a role picker shows: the account's custom roles by name. */
export const roleOptionSchema = z.object({ id: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const customRoleBody = z.strictObject({
  name: requiredText(100),
  permissions: z
    .array(z.enum(permissions, { error: 'FIELD_INVALID_OPTION' }))
    .min(1, { error: 'ROLE_PERMISSIONS_REQUIRED' })
    .max(permissions.length, { error: 'FIELD_TOO_BIG' }),
});
export type CustomRoleBody = z.infer<typeof customRoleBody>;

/** Which account an account call touches; without it, the current workspace's account, else the first one managed. */
export const accountScopeQuery = z.strictObject({ accountId: z.uuid({ error: 'FIELD_INVALID' }).optional() });

/** Deleting a workspace names it twice: by its code in the path and by its name typed in `confirm`. */
export const workspaceCodeParam = z.strictObject({ code: z.string().min(1, { error: 'FIELD_REQUIRED' }).max(100) });
export const workspaceDeleteQuery = z.strictObject({
  confirm: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(200, { error: 'FIELD_TOO_LONG' }),
});

export const accountManagementSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How the caller manages it. */
  managedAs: z.enum(['OWNER', 'REPRESENTATIVE', 'OPERATOR']),
  workspaces: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Every account the caller may manage (an operator: all), for a picker. */
  managed: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AccountManagement = z.infer<typeof accountManagementSchema>;

export const userMembershipSchema = z.object({
  workspaceCode: z.string(),
  workspaceName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  role: z.enum(memberRoles),
  customRole: roleOptionSchema.nullable(),
});
export type UserMembership = z.infer<typeof userMembershipSchema>;

export const managedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  organisation: z.string().nullable(),
  phone: z.string().nullable(),
  language: languageSchema,
  userType: z.enum(userTypes),
  saml: z.boolean(),
  owner: z.boolean(),
  representative: z.boolean(),
  workspaces: z.array(userMembershipSchema),
  /** Latest sign-in or session use; null when never. */
  lastActivityAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const accountUsersQuery = pageQuery.extend({
  accountId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  search: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type AccountUsersQuery = z.infer<typeof accountUsersQuery>;

/** Adds an address to one or more of the account's workspaces; an address without a user gets invitations. */
export const addAccountUserBody = z.strictObject({
  email,
  workspaces: z
    .array(z.strictObject({ code: requiredText(100), role: roleChoice }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(50, { error: 'FIELD_TOO_BIG' }),
});
export type AddAccountUserBody = z.infer<typeof addAccountUserBody>;
export const addAccountUserResponse = z.object({
  /** Workspaces joined at once (the address had a user). */
  added: z.array(z.string()),
  /** Workspaces the address was invited to (no user yet). */
  invited: z.array(z.string()),
});

/**
 * The profile fields an account manager may set — the ones a user sets on their own profile — plus user type
 * (SYSTEM_ADMIN only by an operator) and the SAML flag.
 */
export const updateAccountUserBody = updateProfileBody.omit({ personalInformationDone: true }).extend({
  userType: z.enum(userTypes, { error: 'FIELD_INVALID_OPTION' }).optional(),
  saml: z.boolean({ error: 'FIELD_INVALID_TYPE' }).optional(),
});
export type UpdateAccountUserBody = z.infer<typeof updateAccountUserBody>;

export const adminUsersQuery = accountUsersQuery;
