import type { Db } from '../../platform/db/database.js';
import type { TransactionPort } from '../../platform/db/transaction.js';

/** Documents of one analysis that one transaction wrote: new or replaced ones, or a new classification of stored ones. */
export interface StoredBatch {
  workspaceId: string;
  projectId: string;
  documentIds: readonly string[];
  /** STORED: an import, JSON or push call wrote them; RECLASSIFIED: the classify job, a retry or re-evaluation. */
  cause: 'STORED' | 'RECLASSIFIED';
  /** Whether the batch holds a dialogue, when the writer knows it (STORED): hooks for dialogues skip the rest. */
  hasDialogues?: boolean;
}

/**
 * The one place rules, callbacks and anything else that reacts to incoming documents join ingestion. Every way in
 * (import job, JSON and push calls, classify job, retry, re-evaluation) writes through the ingest transaction, which
 * calls `stored` inside it — so what a hook writes (a rule's label, a pending callback delivery) commits with the
 * documents or not at all — and `committed` once it has committed, to wake a job. Documents still INLINE (waiting
 * for a model) come again as RECLASSIFIED when classified: a hook that needs a prediction skips them. See
 * docs/ingestion.md.
 */
export interface IngestHook {
  /** Over the storing transaction's connection; build repositories on `trx`, never on the app's database. */
  stored?(trx: Db, batch: StoredBatch): Promise<void>;
  /** After the commit; a failure is logged and never undoes or fails the ingestion. */
  committed?(batch: StoredBatch): Promise<void>;
}

/** Where hook failures after the commit are logged. */
export interface HookLog {
  error(details: object, message: string): void;
}

/**
 * A transaction port whose repositories report what they stored: `repos` gets the transaction's connection and a
 * `stored(batch)` callback that runs every hook's `stored` stage there and remembers the batch; once the
 * transaction commits, every hook's `committed` stage runs for each remembered batch.
 */
export function hookedTransactionPort<R>(
  db: Db,
  hooks: readonly IngestHook[],
  log: HookLog,
  repos: (trx: Db, stored: (batch: StoredBatch) => Promise<void>) => R,
): TransactionPort<R> {
  return async (work) => {
    const batches: StoredBatch[] = [];
    const out = await db.transaction().execute((trx) =>
      work(
        repos(trx, async (batch) => {
          if (batch.documentIds.length === 0) return;
          for (const hook of hooks) await hook.stored?.(trx, batch);
          batches.push(batch);
        }),
      ),
    );
    for (const batch of batches)
      for (const hook of hooks) {
        try {
          await hook.committed?.(batch);
        } catch (err) {
          log.error({ err, projectId: batch.projectId }, 'ingest hook failed after commit');
        }
      }
    return out;
  };
}
