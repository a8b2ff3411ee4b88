import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import {
  emailBody,
  healthResponse,
  loginBody,
  loginResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  verifyEmailBody,
} from './auth.js';
import { idParam, okResponse, pageOf, pageQuery, tokenParam } from './common.js';
import { dashboardEndpoints } from './dashboard-endpoints.js';
import { endpoint } from './endpoint.js';
import { homeEndpoints } from './home.js';
import { modelDataEndpoints } from './model-data-endpoints.js';
import { modelEndpoints } from './model-endpoints.js';
import { projectDocumentEndpoints } from './project-document-endpoints.js';
import { projectEndpoints } from './project-endpoints.js';
import { projectSourceEndpoints } from './project-source-endpoints.js';
import { rootCauseEndpoints } from './root-cause-endpoints.js';
import { customerEndpoints } from './customer-endpoints.js';
import { actionEndpoints } from './action-endpoints.js';
import { aliasEndpoints } from './alias-endpoints.js';
import { feedbackScheduleEndpoints } from './feedback-schedule-endpoints.js';
import { callbackEndpoints } from './callback-endpoints.js';
import { notificationDefinitionEndpoints } from './notification-definition-endpoints.js';
import { ruleEndpoints } from './rule-endpoints.js';
import { callScoringEndpoints } from './call-scoring-endpoints.js';
import { speechEndpoints } from './speech-endpoints.js';
import { reportEndpoints } from './reports-endpoints.js';
import { adminAccountEndpoints } from './admin-accounts-endpoints.js';
import { memberEndpoints } from './members-endpoints.js';
import { restrictionEndpoints } from './restrictions-endpoints.js';
import { publicReviewEndpoints } from './public-review-endpoints.js';
import { templateEndpoints } from './template-endpoints.js';
import { aiProviderEndpoints } from './ai-provider-endpoints.js';
import { assistantEndpoints } from './assistant-endpoints.js';
import { entityMappingEndpoints } from './entity-mapping-endpoints.js';
import { helpEndpoints } from './help-endpoints.js';
import { systemEndpoints } from './system-endpoints.js';
import { checkpointSchema, eventDurationBody, eventSchema, eventsQuery } from './event.js';
import {
  inAppNotificationSchema,
  markAllResponse,
  notificationCodeBody,
  notificationCodeQuery,
  notificationCount,
  notificationDeleteQuery,
  notificationPage,
} from './notification.js';
import { accountFeatureSchema, featureCheckQuery, featureCheckResponse, featureCodeParam, planSchema } from './package.js';
import {
  activitySchema,
  changePasswordBody,
  notificationSettingSchema,
  notificationSettingsBody,
  otpDisableBody,
  otpEnableBody,
  otpSetupResponse,
  outboxMailSchema,
  outboxQuery,
  switchWorkspaceBody,
  updateProfileBody,
  userSchema,
} from './user.js';
import {
  acceptInvitationResponse,
  createWorkspaceBody,
  invitationPreviewSchema,
  invitationSchema,
  inviteBody,
  memberSchema,
  workspaceSchema,
} from './workspace.js';

export { apiErrorSchema };

/** Every API call of the platform. Areas add theirs in their own file and spread them into `endpoints`. */
export const platformEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    permission: 'public',
    tag: 'platform',
    summary: 'Liveness and database kind',
    response: healthResponse,
  }),

  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    permission: 'public',
    tag: 'auth',
    summary: 'Create an account, its first workspace and its owner; sends the verification e-mail',
    body: registerBody,
    response: registerResponse,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    permission: 'public',
    tag: 'auth',
    summary: 'Verify an e-mail address with the code from the link',
    body: verifyEmailBody,
    response: okResponse,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verification/resend',
    permission: 'public',
    tag: 'auth',
    summary: 'Send the verification e-mail again (answers the same whether or not the address exists)',
    body: emailBody,
    response: okResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    permission: 'public',
    tag: 'auth',
    summary: 'Sign in; returns the token and sets the token cookie',
    body: loginBody,
    response: loginResponse,
    validationCode: 'AUTH_ALL_FIELDS_REQUIRED',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password/forgot',
    permission: 'public',
    tag: 'auth',
    summary: 'Mail a 4-digit recovery code',
    body: emailBody,
    response: okResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password/reset',
    permission: 'public',
    tag: 'auth',
    summary: 'Set a new password with the recovery code',
    body: resetPasswordBody,
    response: okResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    permission: 'authenticated',
    tag: 'auth',
    summary: 'Revoke the session and remove the cookie',
    response: okResponse,
  }),

  me: endpoint({
    method: 'GET',
    path: '/api/user/me',
    permission: 'authenticated',
    tag: 'user',
    summary: 'The signed-in user with workspaces and permissions',
    response: userSchema,
  }),
  updateMe: endpoint({
    method: 'PATCH',
    path: '/api/user/me',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Update profile and personal information',
    body: updateProfileBody,
    response: userSchema,
  }),
  switchWorkspace: endpoint({
    method: 'PUT',
    path: '/api/user/workspace',
    permission: 'authenticated',
    tag: 'user',
    summary: "Change the session's workspace",
    body: switchWorkspaceBody,
    response: userSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/user/password',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Change the password; other sessions are revoked',
    body: changePasswordBody,
    response: okResponse,
  }),
  otpSetup: endpoint({
    method: 'POST',
    path: '/api/user/otp/setup',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Start two-factor enrolment: secret and QR code',
    response: otpSetupResponse,
  }),
  otpEnable: endpoint({
    method: 'POST',
    path: '/api/user/otp/enable',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Confirm enrolment with a code from the app',
    body: otpEnableBody,
    response: userSchema,
  }),
  otpDisable: endpoint({
    method: 'POST',
    path: '/api/user/otp/disable',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Turn two-factor off (password required)',
    body: otpDisableBody,
    response: userSchema,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/user/activity',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Sign-ins and actions of the user, newest first',
    query: pageQuery,
    response: pageOf(activitySchema),
  }),
  notificationSettings: endpoint({
    method: 'GET',
    path: '/api/user/notification-settings',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Per-type in-app and e-mail switches',
    response: z.array(notificationSettingSchema),
  }),
  updateNotificationSettings: endpoint({
    method: 'PUT',
    path: '/api/user/notification-settings',
    permission: 'authenticated',
    tag: 'user',
    summary: 'Save per-type switches',
    body: notificationSettingsBody,
    response: z.array(notificationSettingSchema),
  }),

  workspaces: endpoint({
    method: 'GET',
    path: '/api/workspace',
    permission: 'authenticated',
    tag: 'workspace',
    summary: 'Workspaces of the user',
    response: z.array(workspaceSchema),
  }),
  createWorkspace: endpoint({
    method: 'POST',
    path: '/api/workspace',
    permission: 'WORKSPACE/MANAGE',
    tag: 'workspace',
    summary: "Create a workspace in the current workspace's account (WORKSPACE_COUNT limit)",
    body: createWorkspaceBody,
    response: workspaceSchema,
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/workspace/member',
    permission: 'MEMBER/READ',
    tag: 'workspace',
    summary: 'Members of the current workspace',
    response: z.array(memberSchema),
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/api/workspace/invitation',
    permission: 'MEMBER/READ',
    tag: 'workspace',
    summary: 'Invitations of the current workspace',
    response: z.array(invitationSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/workspace/invitation',
    permission: 'MEMBER/INVITE',
    tag: 'workspace',
    summary: 'Invite by e-mail; an existing user also gets an in-app notification',
    body: inviteBody,
    response: invitationSchema,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/workspace/invitation/:id',
    permission: 'MEMBER/INVITE',
    tag: 'workspace',
    summary: 'Revoke a pending invitation',
    params: idParam,
    response: okResponse,
  }),
  invitationPreview: endpoint({
    method: 'GET',
    path: '/api/invitation/:token',
    permission: 'public',
    tag: 'workspace',
    summary: 'What an invitation link offers; invalid ones answer INVITATION_INVALID',
    params: tokenParam,
    response: invitationPreviewSchema,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/invitation/:token/accept',
    permission: 'authenticated',
    tag: 'workspace',
    summary: 'Join the workspace of the invitation',
    params: tokenParam,
    response: acceptInvitationResponse,
  }),

  eventCheckpoint: endpoint({
    method: 'GET',
    path: '/api/event/checkpoint',
    permission: 'authenticated',
    tag: 'event',
    summary: 'The id to poll after',
    response: checkpointSchema,
  }),
  events: endpoint({
    method: 'GET',
    path: '/api/event',
    permission: 'authenticated',
    tag: 'event',
    summary: 'Events for this user and workspace after lastId',
    query: eventsQuery,
    response: z.array(eventSchema),
  }),
  eventDuration: endpoint({
    method: 'POST',
    path: '/api/event/duration',
    permission: 'authenticated',
    tag: 'event',
    summary: 'Record how long a page or action took',
    body: eventDurationBody,
    response: okResponse,
  }),

  notifications: endpoint({
    method: 'GET',
    path: '/api/in-app-notification',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Notifications, newest first',
    query: pageQuery,
    response: notificationPage,
  }),
  markNotificationRead: endpoint({
    method: 'PUT',
    path: '/api/in-app-notification',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Mark one read by code',
    body: notificationCodeBody,
    response: inAppNotificationSchema,
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/in-app-notification/mark-all',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Mark all read',
    response: markAllResponse,
  }),
  notificationsAfter: endpoint({
    method: 'GET',
    path: '/api/in-app-notification/after',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Notifications newer than code',
    query: notificationCodeQuery,
    response: z.array(inAppNotificationSchema),
  }),
  notificationsBefore: endpoint({
    method: 'GET',
    path: '/api/in-app-notification/before',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Notifications older than code',
    query: notificationCodeQuery,
    response: z.array(inAppNotificationSchema),
  }),
  deleteNotification: endpoint({
    method: 'DELETE',
    path: '/api/in-app-notification',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Delete one by code',
    query: notificationDeleteQuery,
    response: okResponse,
  }),
  notificationCount: endpoint({
    method: 'GET',
    path: '/api/in-app-notification/count',
    permission: 'authenticated',
    tag: 'notification',
    summary: 'Unread and total counts',
    response: notificationCount,
  }),

  packageCheck: endpoint({
    method: 'GET',
    path: '/api/package/check',
    permission: 'PACKAGE/READ',
    tag: 'package',
    summary: 'May one more of this feature be used?',
    query: featureCheckQuery,
    response: featureCheckResponse,
  }),
  packagePlan: endpoint({
    method: 'GET',
    path: '/api/package/plan',
    permission: 'PACKAGE/READ',
    tag: 'package',
    summary: "The plan of the current workspace's account",
    response: planSchema,
  }),
  accountFeatures: endpoint({
    method: 'GET',
    path: '/api/package/account-features',
    permission: 'PACKAGE/READ',
    tag: 'package',
    summary: 'Limits and usage of every feature',
    response: z.array(accountFeatureSchema),
  }),
  accountFeature: endpoint({
    method: 'GET',
    path: '/api/package/account-features/:code',
    permission: 'PACKAGE/READ',
    tag: 'package',
    summary: 'Limit and usage of one feature',
    params: featureCodeParam,
    response: accountFeatureSchema,
  }),

  outbox: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    permission: 'SYSTEM/ADMIN',
    tag: 'admin',
    summary: 'Mail outbox of this installation',
    query: outboxQuery,
    response: pageOf(outboxMailSchema),
  }),
} as const;

export const endpoints = {
  ...platformEndpoints,
  ...modelEndpoints,
  ...modelDataEndpoints,
  ...projectEndpoints,
  ...projectSourceEndpoints,
  ...projectDocumentEndpoints,
  ...dashboardEndpoints,
  ...homeEndpoints,
  ...rootCauseEndpoints,
  ...customerEndpoints,
  ...actionEndpoints,
  ...aliasEndpoints,
  ...feedbackScheduleEndpoints,
  ...callbackEndpoints,
  ...notificationDefinitionEndpoints,
  ...ruleEndpoints,
  ...callScoringEndpoints,
  ...speechEndpoints,
  ...reportEndpoints,
  ...adminAccountEndpoints,
  ...memberEndpoints,
  ...restrictionEndpoints,
  ...publicReviewEndpoints,
  ...templateEndpoints,
  ...systemEndpoints,
  ...aiProviderEndpoints,
  ...assistantEndpoints,
  ...entityMappingEndpoints,
  ...helpEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
