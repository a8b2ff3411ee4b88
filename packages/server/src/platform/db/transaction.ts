import type { Db } from './database.js';

/**
 * Runs `work` in one database transaction, handing it repositories bound to that transaction. Services receive
 * this port instead of the database, so they decide what must commit together without seeing SQL.
 */
export type TransactionPort<R> = <T>(work: (repos: R) => Promise<T>) => Promise<T>;

/** The port over a Kysely database: `repos` builds the repositories for the transaction's connection. */
export function transactionPort<R>(db: Db, repos: (trx: Db) => R): TransactionPort<R> {
  return (work) => db.transaction().execute((trx) => work(repos(trx)));
}

/**
 * A port that runs `work` directly on the given repositories, for unit tests with in-memory repositories.
 * Transactions do not nest: nothing called inside `work` may open another one.
 */
export function withoutTransaction<R>(repos: R): TransactionPort<R> {
  return (work) => work(repos);
}
