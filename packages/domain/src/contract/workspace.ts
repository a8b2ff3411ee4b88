import { z } from 'zod';
import { memberRoles, workspaceRoles } from '../permissions.js';
import { email, isoDate, requiredText } from './common.js';

export const workspaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  accountName: z.string(),
  role: z.enum(memberRoles),
  memberCount: z.number().int(),
  createdAt: isoDate,
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** A workspace needs a name and a subtitle (see docs/workspaces-and-users.md). */
export const createWorkspaceBody = z.strictObject({ name: requiredText(100), subtitle: requiredText(200) });

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  full_name: z.string(),
  lastName: z.string(),
  role: z.enum(memberRoles),
  /** The account's custom role when `role` is CUSTOM (docs/workspaces-and-users.md). */
  customRole: z.object({ id: z.string(), name: z.string() }).nullable(),
  joinedAt: isoDate,
});
export type Member = z.infer<typeof memberSchema>;

export const inviteBody = z.strictObject({ email, role: z.enum(workspaceRoles, { error: 'FIELD_INVALID_OPTION' }) });
export const invitationStatuses = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  status: z.enum(invitationStatuses),
  invitedBy: z.string(),
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation page shows before accepting; invalid ones answer 404 INVITATION_INVALID. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  invitedBy: z.string(),
  userExists: z.boolean(),
});
export const acceptInvitationResponse = z.object({ workspaceCode: z.string() });
