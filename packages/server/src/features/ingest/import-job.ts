import { AppError } from '../../platform/errors.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { parseUpload, toCsv } from '../../platform/uploads/parse.js';
import { dateReader, type DateReader } from './dates.js';
import { sortRows, type BaseMatching, type RowResult } from './rows.js';
import type { SourceStore, UploadSource } from './source-port.js';

/** Failed rows can be downloaded this long, then `files.cleanup` deletes them. */
const FAILED_ROWS_HOURS = 24;
/** Rows committed per transaction; the source's `imported_rows` cursor moves with each commit. */
export const COMMIT_ROWS = 2_000;
const YIELD_EVERY_ROWS = 1_000;

/**
 * What a row sink stores one batch with: repositories bound to the batch's transaction. The job moves the cursor
 * through `sources` in the same transaction, so a batch and its cursor commit together.
 */
export interface ImportTx<S extends UploadSource> {
  sources: SourceStore<S>;
}

/**
 * One import of one source, as its sink opened it. `read` turns a row into a document (or a failure reason);
 * `prepare` does the slow work on a chunk of them ahead of the writes (an analysis classifies; a model has
 * nothing to do); `store` writes one batch inside the job's transaction.
 */
export interface ImportRun<D, P, T> {
  read(row: readonly string[]): RowResult<D>;
  prepare(docs: readonly (D | null)[], signal?: AbortSignal): Promise<(P | null)[]>;
  /** `at`: the batch's first row in the sorted file, for stores that keep the file's order. */
  store(tx: T, items: readonly P[], at: number): Promise<void>;
  /** After the source is IMPORTED: what the owner does once the documents are all in. */
  finish?(): Promise<void>;
}

/**
 * Where imported rows go: model documents, or analysis documents with classification and rollups. The job is
 * the same for both; a sink says how rows are read and stored.
 */
export interface RowSink<S extends UploadSource, D, P, T extends ImportTx<S>> {
  /** Tells open screens the source moved (throttled by the sink); null when the source's owner is gone. */
  notifier(source: S): Promise<{ tick(): Promise<void>; flush(): Promise<void> } | null>;
  open(source: S, table: { columns: string[] }, readDate: DateReader): Promise<ImportRun<D, P, T>>;
  /** Where the failed-rows file of the source is kept. */
  failedRowsKey(source: S): string;
  /** Rows prepared in one go: the first chunk small so the first commit (and the progress bar) come early. */
  chunkRows: { first: number; next: number };
  /**
   * After an import ended in ERROR: what the sink undoes of the batches it committed (a model keeps none). Runs in
   * the transaction that sets ERROR, so the status and the undo commit together.
   */
  abandon?(tx: T, source: S): Promise<void>;
}

export interface ImportJobDeps<S extends UploadSource, D, P, T extends ImportTx<S>> {
  sources: SourceStore<S>;
  transaction: TransactionPort<T>;
  files: Pick<FileStore, 'get' | 'putExpiring' | 'delete'>;
  sink: RowSink<S, D, P, T>;
  now?: () => Date;
}

export interface ImportOptions {
  final: boolean;
  signal?: AbortSignal;
  /** Tests: stop (as a killed server would) after this many commits. */
  maxCommits?: number;
}

interface Outcome<D> {
  doc: D | null;
  failure: string[] | null;
}

/**
 * Reads a matched upload and stores its valid rows in commits of COMMIT_ROWS, each moving the source's resume
 * cursor in the same transaction; invalid rows go to a failed-rows CSV kept 24 hours. A run that dies midway
 * leaves the source IMPORTING with its cursor: the next run reads the file again in the same order and goes on
 * from the cursor, so nothing is stored twice or lost and the counts are exact (success + fail = rows).
 * See docs/ingestion.md.
 */
export async function runImport<S extends UploadSource, D, P, T extends ImportTx<S>>(
  deps: ImportJobDeps<S, D, P, T>,
  payload: { workspaceId: string; sourceId: string },
  options: ImportOptions,
): Promise<void> {
  const { sources, sink } = deps;
  const source = await sources.byId(payload.workspaceId, payload.sourceId);
  if (!source || source.status !== 'IMPORTING') return;
  const events = await sink.notifier(source);
  if (!events) return;
  try {
    const data = source.file_key ? await deps.files.get(source.file_key) : null;
    if (!data) throw new AppError(400, 'ValidationException', 'UPLOAD_FAILED', { message: 'The uploaded file is gone.' });
    const table = await parseUpload(data, source.file_name);
    const matching = source.matching as BaseMatching;
    const readDate = dateReader(matching.dateFormat);
    if (!readDate) throw new AppError(400, 'ValidationException', 'COLUMNS_DATE_FORMAT_REQUIRED');
    const run = await sink.open(source, table, readDate);
    // Every row on every attempt: duplicate IDs and the failed rows depend on the whole file.
    const outcomes = await readAll(run, table, sortRows(table.rows, table.columns, matching, readDate));
    if (!(await storeFrom(deps, run, source, outcomes, options, () => events.tick()))) return;

    const failed = outcomes.flatMap((o) => (o.failure ? [o.failure] : []));
    const until = new Date((deps.now?.() ?? new Date()).getTime() + FAILED_ROWS_HOURS * 3600_000);
    const failedKey = failed.length > 0 ? sink.failedRowsKey(source) : null;
    if (failedKey)
      await deps.files.putExpiring(failedKey, source.workspace_id, toCsv([...table.columns, 'reason'], failed), until);
    // Compare-and-set on the cursor as well: only the attempt that committed the last batch finishes the source.
    const done = await sources.advance(source.workspace_id, source.id, outcomes.length, {
      status: 'IMPORTED',
      progress: 100,
      total: outcomes.length,
      success_count: outcomes.length - failed.length,
      fail_count: failed.length,
      imported_rows: outcomes.length,
      failed_rows_key: failedKey,
      failed_rows_until: failedKey ? until : null,
      error_code: null,
      // The raw file is kept until imported; the small preview stays for the source list.
      file_key: null,
    });
    if (!done) return;
    if (source.file_key) await deps.files.delete(source.file_key);
    await run.finish?.();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    // An AppError is about the file or its matching and would fail the same way again; anything else (database,
    // disk) may pass on the retry, which continues at the cursor while the source is still IMPORTING.
    if (err instanceof AppError || options.final) {
      // One transaction: a source is never seen in ERROR with batches still stored, nor stripped but IMPORTING.
      await deps.transaction(async (tx) => {
        await tx.sources.update(source.workspace_id, source.id, {
          status: 'ERROR',
          error_code: err instanceof AppError ? err.messageCode : 'UPLOAD_FAILED',
        });
        await sink.abandon?.(tx, source);
      });
    }
    if (!(err instanceof AppError)) throw err;
  } finally {
    await events.flush();
  }
}

async function readAll<D>(
  run: { read(row: readonly string[]): RowResult<D> },
  table: { columns: string[] },
  rows: readonly (readonly string[])[],
): Promise<Outcome<D>[]> {
  const outcomes: Outcome<D>[] = [];
  for (const [i, row] of rows.entries()) {
    const r = run.read(row);
    outcomes.push(
      'doc' in r
        ? { doc: r.doc, failure: null }
        : { doc: null, failure: [...table.columns.map((_, c) => row[c] ?? ''), r.reason] },
    );
    // Long files: let requests in between (the event loop would otherwise be held for the whole read).
    if ((i + 1) % YIELD_EVERY_ROWS === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return outcomes;
}

/** Thrown inside a batch's transaction to roll it back when another attempt owns the source. */
class Superseded extends Error {}

/**
 * Prepares and commits from the cursor on; false when stopped early (deleted, taken over by another attempt, test
 * limit); throws when aborted. The next chunk is prepared while this one is written.
 */
async function storeFrom<S extends UploadSource, D, P, T extends ImportTx<S>>(
  deps: ImportJobDeps<S, D, P, T>,
  run: ImportRun<D, P, T>,
  source: S,
  outcomes: readonly Outcome<D>[],
  options: ImportOptions,
  tick: () => Promise<void>,
): Promise<boolean> {
  const { chunkRows } = deps.sink;
  const chunks: [number, number][] = [];
  for (let start = source.imported_rows; start < outcomes.length;) {
    const end = Math.min(outcomes.length, start + (start === source.imported_rows ? chunkRows.first : chunkRows.next));
    chunks.push([start, end]);
    start = end;
  }
  const prepare = ([start, end]: [number, number]) =>
    run.prepare(
      outcomes.slice(start, end).map((o) => o.doc),
      options.signal,
    );
  let commits = 0;
  // The cursor this run last saw committed: every commit is a compare-and-set from it.
  let expected = source.imported_rows;
  let next = chunks[0] ? prepare(chunks[0]) : null;
  for (const [k, [start]] of chunks.entries()) {
    const prepared = await (next as Promise<(P | null)[]>);
    const following = chunks[k + 1];
    next = following ? prepare(following) : null;
    next?.catch(() => undefined);
    for (let from = 0; from < prepared.length; from += COMMIT_ROWS) {
      const to = Math.min(prepared.length, from + COMMIT_ROWS);
      const items = prepared.slice(from, to).filter((p): p is P => p !== null);
      const cursor = start + to;
      // An attempt past its job's expiry (or told to shut down) must not commit: its retry may be storing these rows.
      options.signal?.throwIfAborted();
      try {
        await deps.transaction(async (tx) => {
          // Checked inside the transaction: a delete of the source, or another attempt that moved the cursor since
          // this run's last commit, stops the import and rolls this batch back.
          const moving = await tx.sources.advance(source.workspace_id, source.id, expected, {
            imported_rows: cursor,
            progress: Math.min(99, Math.floor((cursor / outcomes.length) * 100)),
          });
          if (!moving) throw new Superseded();
          await run.store(tx, items, start + from);
          // The store can be slow: checked again so an abort during it still rolls the batch back.
          options.signal?.throwIfAborted();
        });
      } catch (err) {
        if (err instanceof Superseded) return false;
        throw err;
      }
      expected = cursor;
      await tick();
      commits++;
      if (options.maxCommits !== undefined && commits >= options.maxCommits) return false;
    }
  }
  return true;
}
