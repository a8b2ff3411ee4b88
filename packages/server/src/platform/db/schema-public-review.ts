import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0029 (docs/public-review.md): an analysis's make-public request. */
export interface ProjectPublicRequestTable {
  id: Generated<string>;
  project_id: string;
  workspace_id: string;
  status: Generated<string>;
  note: Generated<string>;
  requested_by: string | null;
  requested_at: Generated<Date>;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  reason: string | null;
  reminded_at: Timestamp | null;
}

export interface PublicReviewTables {
  project_public_request: ProjectPublicRequestTable;
}
