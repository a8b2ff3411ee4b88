/**
 * The columns every upload source has, in both areas (model_source and project_source): what the shared
 * lifecycle, the import job and the presenter read.
 */
export interface UploadSource {
  id: string;
  workspace_id: string;
  file_name: string;
  file_type: string;
  size: string;
  status: string;
  progress: number;
  total: number;
  success_count: number;
  fail_count: number;
  imported_rows: number;
  columns: string[];
  file_key: string | null;
  matching: unknown;
  failed_rows_key: string | null;
  failed_rows_until: Date | string | null;
  error_code: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What the lifecycle and the job write on a source. */
export interface SourcePatch {
  status?: string;
  progress?: number;
  total?: number;
  success_count?: number;
  fail_count?: number;
  imported_rows?: number;
  matching?: string | null;
  failed_rows_key?: string | null;
  failed_rows_until?: Date | null;
  error_code?: string | null;
  file_key?: string | null;
}

/** The source calls the shared pipeline makes; each area's repository answers them for its own table. */
export interface SourceStore<S extends UploadSource> {
  /** A source by id within the workspace (the import job got the id from a scoped call). */
  byId(workspaceId: string, sourceId: string): Promise<S | null>;
  update(workspaceId: string, sourceId: string, patch: SourcePatch): Promise<void>;
  /** Moves a source from one status to another; false when it was not in `from` (someone else got there first). */
  transition(workspaceId: string, sourceId: string, from: readonly string[], patch: SourcePatch): Promise<boolean>;
  /**
   * Moves the import cursor of an IMPORTING source, compare-and-set: only while `imported_rows` still equals
   * `expectedRows`, the value this run started the batch from. False when another attempt (a retry that began while
   * this one was still running) has moved it, or the source left IMPORTING: the caller no longer owns the source.
   */
  advance(workspaceId: string, sourceId: string, expectedRows: number, patch: SourcePatch): Promise<boolean>;
  delete(workspaceId: string, sourceId: string): Promise<void>;
}
