import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/uploads/multipart.js';
import { parseUpload, type ParsedTable } from '../../platform/uploads/parse.js';
import { dateReader } from './dates.js';
import type { SourceStore, UploadSource } from './source-port.js';

/** Rows the preview shows. */
const PREVIEW_ROWS = 20;

export interface Preview {
  columns: string[];
  rows: string[][];
}

/** Where a source's files live: `<workspace>/<models|projects>/<owner>/sources/<source>/…`. */
export const sourceKey = (kind: 'models' | 'projects', workspaceId: string, ownerId: string, sourceId: string): string =>
  `${workspaceId}/${kind}/${ownerId}/sources/${sourceId}`;

/**
 * The uploaded file, read when the service asks for it: after the access checks, so a caller who may not upload
 * here is refused before the server reads (up to the upload limit of) their file. The route builds it from the
 * multipart request; services see only the plain file.
 */
export type UploadReader = () => Promise<UploadedFile>;

/** A matched column the file does not have: the field of the matching body that names it. */
export interface ColumnRef {
  field: string;
  column: string | null;
}

/** The fields of a new source row that come from the file. */
export interface ReceivedUpload {
  table: ParsedTable;
  row: {
    file_name: string;
    file_type: string;
    size: number;
    status: 'PENDING';
    total: number;
    columns: string;
    file_key: string;
  };
}

/**
 * The source lifecycle both areas share: receive a file (parse at once, store it with a preview), preview it,
 * check a matching, start the import (PENDING → IMPORTING, back to PENDING when no job can be queued), the
 * failed-rows download, and deletion of what was not imported. The areas add access checks and their own rules.
 * See docs/ingestion.md.
 */
export class SourceUploads<S extends UploadSource> {
  constructor(
    private readonly sources: SourceStore<S>,
    private readonly files: FileStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Parses the file at once, so a bad file (type, encoding, quoting, empty, too many rows) is refused with its
   * own UPLOAD_* code and nothing is stored; a good one is stored under `base` with its preview.
   */
  async receive(read: UploadReader, base: string): Promise<ReceivedUpload> {
    const file = await read();
    const table = await parseUpload(file.data, file.fileName);
    const preview: Preview = { columns: table.columns, rows: table.rows.slice(0, PREVIEW_ROWS) };
    await this.files.put(`${base}/upload`, file.data);
    await this.files.put(`${base}/preview.json`, JSON.stringify(preview));
    return {
      table,
      row: {
        file_name: file.fileName.slice(0, 255),
        file_type: table.fileType,
        size: file.data.length,
        status: 'PENDING',
        total: table.rows.length,
        columns: JSON.stringify(table.columns),
        file_key: `${base}/upload`,
      },
    };
  }

  async preview(source: S, base: string): Promise<Preview> {
    const stored = await this.files.get(`${base}/preview.json`);
    return stored ? (JSON.parse(stored.toString('utf8')) as Preview) : { columns: source.columns, rows: [] };
  }

  /** A matching may only name the file's columns (UPLOAD_COLUMN_UNKNOWN per field) and a date format we read. */
  checkMatching(source: S, refs: readonly ColumnRef[], dateFormat: string): void {
    if (source.status !== 'PENDING') throw errors.conflict('SOURCE_NOT_PENDING');
    const known = new Set(source.columns);
    const unknown = refs.filter((r) => r.column !== null && !known.has(r.column));
    if (unknown.length > 0) {
      throw errors.validation(
        unknown.map(({ field }) => ({
          field,
          messageCode: 'UPLOAD_COLUMN_UNKNOWN',
          message: 'A matched column is not in the file.',
        })),
        'UPLOAD_COLUMN_UNKNOWN',
      );
    }
    if (!dateReader(dateFormat)) throw errors.badRequest('FIELD_INVALID', 'dateFormat');
  }

  /** PENDING → IMPORTING with the matching and a fresh cursor, then `queue` sends the job. */
  async startImport(source: S, matching: unknown, queue: () => Promise<unknown>): Promise<void> {
    const moved = await this.sources.transition(source.workspace_id, source.id, ['PENDING'], {
      status: 'IMPORTING',
      progress: 0,
      imported_rows: 0,
      matching: JSON.stringify(matching),
      error_code: null,
    });
    if (!moved) throw errors.conflict('SOURCE_NOT_PENDING');
    try {
      await queue();
    } catch (err) {
      // No job will ever pick the source up: back to PENDING, so the user can match again (or delete it).
      await this.sources.transition(source.workspace_id, source.id, ['IMPORTING'], { status: 'PENDING', matching: null });
      throw err;
    }
  }

  /** The failed rows as CSV, with a `reason` column; gone after 24 hours (FAILED_ROWS_EXPIRED). */
  async failedRows(source: S): Promise<{ fileName: string; csv: string }> {
    if (!source.failed_rows_key || !source.failed_rows_until) throw errors.notFound();
    // 404 (not 410): the web warns with the server's message for 404, while an unknown status reads as a crash.
    const expired = errors.notFound('FAILED_ROWS_EXPIRED');
    if (new Date(source.failed_rows_until).getTime() <= this.now().getTime()) throw expired;
    const data = await this.files.get(source.failed_rows_key);
    if (!data) throw expired;
    const stem = source.file_name.replace(/\.[^.]*$/, '');
    return { fileName: `${stem}-failed-rows.csv`, csv: data.toString('utf8') };
  }

  /**
   * Deletes an upload that was not imported (pending, or ended in an error) with its stored files; with
   * `stuckAfterMs`, also one left IMPORTING once its job can no longer be running (a crash that lost the job).
   */
  async delete(source: S, base: string, stuckAfterMs?: number): Promise<void> {
    const stuck =
      stuckAfterMs !== undefined &&
      source.status === 'IMPORTING' &&
      this.now().getTime() - new Date(source.updated_at).getTime() > stuckAfterMs;
    if (source.status !== 'PENDING' && source.status !== 'ERROR' && !stuck) throw errors.conflict('SOURCE_NOT_PENDING');
    await this.sources.delete(source.workspace_id, source.id);
    await this.files.deletePrefix(base);
  }
}
