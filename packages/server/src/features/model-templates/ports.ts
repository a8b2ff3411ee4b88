import type { TransactionPort } from '../../platform/db/transaction.js';
import type { ModelAccess } from '../models/model-access.js';
import type { ModelChanges } from '../models/model-changes.js';
import type { ModelService } from '../models/model-service.js';
import type { VersionRow } from '../models/presenter.js';
import type { ModelRepositories } from '../models/writes.js';
import type { ModelTemplateRepository } from './repository.js';
import type { PublicReviewRepository } from '../public-review/repository.js';

/** What one transaction of the area writes through: the models area's repositories and the templates'. */
export interface TemplateWrites {
  models: ModelRepositories;
  templates: ModelTemplateRepository;
}

/** The file store as templates use it: model files are copied, written and removed. */
export interface TemplateFiles {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

export interface ModelTemplatePorts {
  repo: ModelTemplateRepository;
  /** Make-public requests (the review queue's rows): a model's is read and filed here. */
  requests: Pick<PublicReviewRepository, 'modelRequest' | 'file'>;
  /** Reads of the models area outside a transaction (the source's categories, code checks, file keys). */
  models: ModelRepositories;
  transaction: TransactionPort<TemplateWrites>;
  access: ModelAccess;
  /** The models area's own insert (code rules, tree) and detail (the make-public answer). */
  modelService: Pick<ModelService, 'insertModel' | 'detail'>;
  packages: { assertAvailable(accountId: string, feature: 'MODEL_COUNT'): Promise<void> };
  /** A model's version by id (model-training's repository). */
  versions: { find(workspaceId: string, modelId: string, versionId: string): Promise<VersionRow | null> };
  files: TemplateFiles;
  changes: ModelChanges;
}
