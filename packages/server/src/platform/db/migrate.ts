import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_platform.js';
import * as m0002 from './migrations/0002_jobs_files.js';
import * as m0003 from './migrations/0003_models.js';
import * as m0004 from './migrations/0004_projects.js';
import * as m0005 from './migrations/0005_rollups.js';
import * as m0006 from './migrations/0006_dashboards.js';
import * as m0007 from './migrations/0007_model_source_cursor.js';
import * as m0008 from './migrations/0008_model_document_external_id.js';
import * as m0009 from './migrations/0009_root_causes.js';
import * as m0010 from './migrations/0010_customers.js';
import * as m0011 from './migrations/0011_actions.js';
import * as m0012 from './migrations/0012_rules.js';
import * as m0013 from './migrations/0013_notification_definitions.js';
import * as m0014 from './migrations/0014_callbacks.js';
import * as m0015 from './migrations/0015_aliases_feedback.js';
import * as m0016 from './migrations/0016_rollups_more.js';
import * as m0017 from './migrations/0017_ingest_triggers.js';
import * as m0018 from './migrations/0018_rollups_month.js';
import * as m0019 from './migrations/0019_rollup_dimensions.js';
import * as m0020 from './migrations/0020_ingest_more.js';
import * as m0021 from './migrations/0021_call_scoring.js';
import * as m0022 from './migrations/0022_speech.js';
import * as m0023 from './migrations/0023_reports.js';
import * as m0024 from './migrations/0024_marking_targets.js';
import * as m0025 from './migrations/0025_accounts_admin.js';
import * as m0026 from './migrations/0026_members_roles.js';
import * as m0027 from './migrations/0027_restrictions.js';
import * as m0028 from './migrations/0028_system.js';
import * as m0029 from './migrations/0029_public_review.js';
import * as m0030 from './migrations/0030_templates.js';
import * as m0031 from './migrations/0031_ai_provider.js';
import * as m0032 from './migrations/0032_assistants.js';
import * as m0033 from './migrations/0033_entity_mappings.js';
import * as m0034 from './migrations/0034_help.js';
import * as m0035 from './migrations/0035_model_semantic.js';

/** Migrations in order. Add a file and a line here; names sort, so keep the numeric prefix. */
const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_jobs_files': m0002,
  '0003_models': m0003,
  '0004_projects': m0004,
  '0005_rollups': m0005,
  '0006_dashboards': m0006,
  '0007_model_source_cursor': m0007,
  '0008_model_document_external_id': m0008,
  '0009_root_causes': m0009,
  '0010_customers': m0010,
  '0011_actions': m0011,
  '0012_rules': m0012,
  '0013_notification_definitions': m0013,
  '0014_callbacks': m0014,
  '0015_aliases_feedback': m0015,
  '0016_rollups_more': m0016,
  '0017_ingest_triggers': m0017,
  '0018_rollups_month': m0018,
  '0019_rollup_dimensions': m0019,
  '0020_ingest_more': m0020,
  '0021_call_scoring': m0021,
  '0022_speech': m0022,
  '0023_reports': m0023,
  '0024_marking_targets': m0024,
  '0025_accounts_admin': m0025,
  '0026_members_roles': m0026,
  '0027_restrictions': m0027,
  '0028_system': m0028,
  '0029_public_review': m0029,
  '0030_templates': m0030,
  '0031_ai_provider': m0031,
  '0032_assistants': m0032,
  '0033_entity_mappings': m0033,
  '0034_help': m0034,
  '0035_model_semantic': m0035,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
