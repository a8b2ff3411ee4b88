import type { Db } from '../../platform/db/database.js';
import { transactionPort, type TransactionPort } from '../../platform/db/transaction.js';
import { CategoryRepository } from './category-repository.js';
import { DocumentRepository } from './document-repository.js';
import { ModelRepository } from './repository.js';

/** The repositories of the models area; the same set bound to one transaction is what its services write through. */
export interface ModelRepositories {
  models: ModelRepository;
  categories: CategoryRepository;
  documents: DocumentRepository;
}

export type ModelTransaction = TransactionPort<ModelRepositories>;

export const modelRepositories = (db: Db): ModelRepositories => ({
  models: new ModelRepository(db),
  categories: new CategoryRepository(db),
  documents: new DocumentRepository(db),
});

export const modelTransaction = (db: Db): ModelTransaction => transactionPort(db, modelRepositories);
