import type { DashboardTables } from './schema-dashboards.js';
import type { RollupTables } from './schema-rollups.js';
import type { ProjectTables } from './schema-projects.js';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ModelTables } from './schema-models.js';
import type { RootCauseTables } from './schema-root-causes.js';
import type { CustomerTables } from './schema-customers.js';
import type { ActionTables } from './schema-actions.js';
import type { RuleTables } from './schema-rules.js';
import type { NotificationDefinitionTables } from './schema-notification-definitions.js';
import type { CallbackTables } from './schema-callbacks.js';
import type { AliasFeedbackTables } from './schema-aliases-feedback.js';
import type { CallTables } from './schema-calls.js';
import type { SpeechTables } from './schema-speech.js';
import type { MarkingTables } from './schema-marking.js';
import type { ReportTables } from './schema-reports.js';
import type { AccountAdminTables } from './schema-accounts.js';
import type { RoleTables } from './schema-roles.js';
import type { RestrictionTables } from './schema-restrictions.js';
import type { PublicReviewTables } from './schema-public-review.js';
import type { TemplateTables } from './schema-templates.js';
import type { SystemTables } from './schema-system.js';
import type { AiProviderTables } from './schema-ai-provider.js';
import type { AssistantTables } from './schema-assistants.js';
import type { EntityMappingTables } from './schema-entity-mappings.js';
import type { HelpTables } from './schema-help.js';

/** Table types for Kysely. Timestamps come back as Date on both engines; bigserial ids as string | number, normalise with String(). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type BigId = ColumnType<string, never, never>;

export interface PlanTable {
  id: Generated<string>;
  code: string;
  name: string;
  is_default: Generated<boolean>;
  unlimited: Generated<boolean>;
  features: Json<Record<string, number | null>>;
  /** Migration 0025. */
  description: Generated<string>;
  created_at: Generated<Date>;
}

export interface AccountTable {
  id: Generated<string>;
  name: string;
  plan_id: string;
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  created_at: Generated<Date>;
  /** Migration 0025: set while the operator has suspended the account. */
  suspended_at: Timestamp | null;
  /** Migration 0025: contact addresses beyond owners and representatives. */
  additional_emails: ColumnType<string[], string | undefined, string>;
}

export interface AccountOwnerTable {
  account_id: string;
  user_id: string;
}

export interface UserTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  full_name: string;
  last_name: string;
  language: string;
  profile_picture_url: string | null;
  job_title: string | null;
  department: string | null;
  organisation: string | null;
  phone: string | null;
  user_type: Generated<string>;
  email_verified_at: Timestamp | null;
  otp_secret: string | null;
  otp_pending_secret: string | null;
  personal_information_done: Generated<boolean>;
  /** Migration 0026: signs in through SAML (stored; SAML sign-in itself does not exist yet). */
  saml: Generated<boolean>;
  last_workspace_id: string | null;
  created_at: Generated<Date>;
}

export interface WorkspaceTable {
  id: Generated<string>;
  code: string;
  account_id: string;
  name: string;
  subtitle: string | null;
  created_at: Generated<Date>;
}

export interface WorkspaceMemberTable {
  workspace_id: string;
  user_id: string;
  role: string;
  /** Migration 0026: the custom role of a member whose `role` is CUSTOM. */
  role_id: ColumnType<string | null, string | null | undefined, string | null>;
  joined_at: Generated<Date>;
}

export interface SessionTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  workspace_id: string | null;
  remember: boolean;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  last_seen_at: Generated<Date>;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface EmailVerificationTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface PasswordRecoveryTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface LoginAttemptTable {
  id: BigId;
  email: string;
  ip: string | null;
  success: boolean;
  created_at: Generated<Date>;
}

export interface InvitationTable {
  id: Generated<string>;
  token_hash: string;
  workspace_id: string;
  email: string;
  role: string;
  /** Migration 0026: the custom role of an invitation whose `role` is CUSTOM. */
  role_id: ColumnType<string | null, string | null | undefined, string | null>;
  invited_by: string;
  status: Generated<string>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  accepted_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  error: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

export interface UiEventTable {
  id: BigId;
  user_id: string | null;
  workspace_id: string | null;
  type: string;
  payload: Json<Record<string, string>>;
  created_at: Generated<Date>;
}

export interface InAppNotificationTable {
  id: BigId;
  code: Generated<string>;
  user_id: string;
  type: string;
  title_key: string;
  body_key: string;
  params: Json<Record<string, string>>;
  link: string | null;
  read: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface NotificationSettingTable {
  user_id: string;
  type: string;
  in_app: boolean;
  email: boolean;
}

export interface UserActivityTable {
  id: BigId;
  user_id: string;
  kind: string;
  action: string;
  detail: Json<Record<string, string>>;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface UiDurationTable {
  id: BigId;
  user_id: string;
  workspace_id: string | null;
  name: string;
  duration_ms: number;
  created_at: Generated<Date>;
}

export interface Database
  extends ModelTables, ProjectTables, RollupTables, DashboardTables, RootCauseTables, CustomerTables, ActionTables, RuleTables, NotificationDefinitionTables, CallbackTables, AliasFeedbackTables, CallTables, SpeechTables, ReportTables, MarkingTables, AccountAdminTables, RoleTables, RestrictionTables, PublicReviewTables, SystemTables, TemplateTables, AiProviderTables, AssistantTables, EntityMappingTables, HelpTables {
  plan: PlanTable;
  account: AccountTable;
  account_owner: AccountOwnerTable;
  app_user: UserTable;
  workspace: WorkspaceTable;
  workspace_member: WorkspaceMemberTable;
  user_session: SessionTable;
  email_verification: EmailVerificationTable;
  password_recovery: PasswordRecoveryTable;
  login_attempt: LoginAttemptTable;
  invitation: InvitationTable;
  mail_outbox: MailOutboxTable;
  ui_event: UiEventTable;
  in_app_notification: InAppNotificationTable;
  notification_setting: NotificationSettingTable;
  user_activity: UserActivityTable;
  ui_duration: UiDurationTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
