import { randomUUID } from 'node:crypto';
import { trainedLabellingStatuses, type LabellingStatus, type Permission } from '@sentio/domain';
import type { Updateable } from 'kysely';
import type { Auth } from '../../platform/auth/auth.js';
import type { ModelVersionTable } from '../../platform/db/schema-models.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccessRepository } from '../models/access-repository.js';
import { ModelAccess, type CategoryRow, type ModelRow, type ModelScope } from '../models/model-access.js';
import type { DocumentRow, VersionRow } from '../models/presenter.js';
import type { TrainingDocumentRow, TrainingRepository } from './repository.js';
import { TrainingService } from './service.js';
import { defineTrainJob, RunningTrainings } from './train-job.js';

/**
 * In-memory stand-ins for the training area's repositories, for the service and job unit tests. They keep the rules
 * the SQL keeps (scoping by workspace, one TRAINING version per model, numbering, changes to TRAINING versions only),
 * so the orchestration above them can be tested without a database.
 */

export const WORKSPACE = randomUUID();
export const OWNER = randomUUID();

export function scope(permissions: readonly Permission[] = [], userId = OWNER, workspaceId = WORKSPACE): ModelScope {
  return { id: workspaceId, code: 'ws', name: 'Workspace', accountId: 'account', role: 'ANALYST', permissions, userId };
}

export function auth(userId = OWNER): Auth {
  return {
    sessionId: 'session',
    remember: false,
    userId,
    email: 'owner@example.com',
    userType: 'USER',
    language: 'en',
    workspace: null,
  };
}

export function modelRow(patch: Partial<ModelRow> = {}): ModelRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: randomUUID(),
    workspace_id: WORKSPACE,
    code: 'M1',
    name: 'Topics',
    description: '',
    type_code: 'CLASSIFICATION',
    classification_type: 'SINGLE_LABEL',
    sense_type: 'CATEGORY',
    data_type: 'TEXT',
    switches: [{ code: 'en', default: true }],
    pipeline_stages: [],
    channels: [],
    tags: [],
    color: '#000000',
    access_type: 'PUBLIC',
    threshold: null,
    regularisation: 'auto',
    semantic_features: false,
    owner_id: OWNER,
    deployed_version_id: null,
    labels_changed_at: null,
    created_at: now,
    updated_at: now,
    ...patch,
  };
}

type StoredDocument = {
  id: string;
  model_id: string;
  workspace_id: string;
  text: string;
  status: LabellingStatus;
  label_ids: string[];
};

/** What the tests look at: models, categories, versions and documents, as plain arrays. */
export class MemoryStore {
  readonly models: ModelRow[] = [];
  readonly categories: (CategoryRow & { model_id: string })[] = [];
  readonly versions: VersionRow[] = [];
  readonly documents: StoredDocument[] = [];
  /** Calls into the training repository, by method name (a test can assert nothing was written). */
  readonly calls: string[] = [];

  addModel(patch: Partial<ModelRow> = {}, categoryNames: readonly string[] = ['Delivery', 'Billing']): ModelRow {
    const model = modelRow(patch);
    this.models.push(model);
    categoryNames.forEach((name, position) =>
      this.categories.push({ id: randomUUID(), model_id: model.id, parent_id: null, name, position }),
    );
    return model;
  }

  categoryIds(modelId: string): string[] {
    return this.categories.filter((c) => c.model_id === modelId).map((c) => c.id);
  }

  /** `perLabel` documents for each given label, with a status that trains unless told otherwise. */
  label(model: ModelRow, labelIds: readonly string[], perLabel: number, status: LabellingStatus = 'COMPLETED'): void {
    for (const labelId of labelIds) {
      for (let i = 0; i < perLabel; i++) {
        this.documents.push({
          id: randomUUID(),
          model_id: model.id,
          workspace_id: model.workspace_id,
          text: `${labelId} ${i}`,
          status,
          label_ids: [labelId],
        });
      }
    }
  }

  addVersion(model: ModelRow, patch: Partial<VersionRow> = {}): VersionRow {
    const number = Math.max(0, ...this.versionsOf(model.workspace_id, model.id).map((v) => v.number)) + 1;
    const version: VersionRow = {
      id: randomUUID(),
      model_id: model.id,
      workspace_id: model.workspace_id,
      number,
      name: `v${number}`,
      status: 'TRAINING',
      progress: 0,
      approval: 'NONE',
      verified: false,
      access_type: model.access_type,
      file_key: null,
      accuracy: null,
      macro_f1: null,
      training_documents: 0,
      statistics: null,
      error: null,
      created_by: OWNER,
      created_by_name: 'Owner',
      created_at: new Date('2026-01-02T00:00:00Z'),
      finished_at: null,
      ...patch,
    };
    this.versions.push(version);
    return version;
  }

  versionsOf(workspaceId: string, modelId: string): VersionRow[] {
    return this.versions.filter((v) => v.workspace_id === workspaceId && v.model_id === modelId);
  }

  version(versionId: string): VersionRow {
    const found = this.versions.find((v) => v.id === versionId);
    if (!found) throw new Error(`no version ${versionId}`);
    return found;
  }

  model(modelId: string): ModelRow {
    const found = this.models.find((m) => m.id === modelId);
    if (!found) throw new Error(`no model ${modelId}`);
    return found;
  }
}

type UsedTrainingMethods =
  | 'list'
  | 'find'
  | 'previousSuccess'
  | 'running'
  | 'insertTraining'
  | 'updateTraining'
  | 'statusOf'
  | 'byId'
  | 'setApproval'
  | 'deploy'
  | 'labelCounts'
  | 'trainingDocuments'
  | 'documents';

const copy = (v: VersionRow): VersionRow => ({ ...v });
const uniqueViolation = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

export class MemoryTrainingRepository implements Pick<TrainingRepository, UsedTrainingMethods> {
  constructor(private readonly store: MemoryStore) {}

  private log<T>(name: string, value: T): Promise<T> {
    this.store.calls.push(name);
    return Promise.resolve(value);
  }

  private byNumberDesc(workspaceId: string, modelId: string): VersionRow[] {
    return this.store.versionsOf(workspaceId, modelId).sort((a, b) => b.number - a.number);
  }

  list(workspaceId: string, modelId: string) {
    return this.log('list', this.byNumberDesc(workspaceId, modelId).map(copy));
  }

  find(workspaceId: string, modelId: string, versionId: string) {
    const v = this.store.versionsOf(workspaceId, modelId).find((r) => r.id === versionId);
    return this.log('find', v ? copy(v) : null);
  }

  previousSuccess(workspaceId: string, modelId: string, number: number) {
    const v = this.byNumberDesc(workspaceId, modelId).find((r) => r.status === 'SUCCESS' && r.number < number);
    return this.log('previousSuccess', v ? copy(v) : null);
  }

  latestSuccess(workspaceId: string, modelId: string) {
    const v = this.byNumberDesc(workspaceId, modelId).find((r) => r.status === 'SUCCESS');
    return this.log('latestSuccess', v ? copy(v) : null);
  }

  running(workspaceId: string, modelId: string) {
    const v = this.store.versionsOf(workspaceId, modelId).find((r) => r.status === 'TRAINING');
    return this.log('running', v ? copy(v) : null);
  }

  /** Like the partial unique index: a second TRAINING version of a model is refused with Postgres's code. */
  insertTraining(input: { workspaceId: string; modelId: string; name: string | null; userId: string; accessType: string }) {
    this.store.calls.push('insertTraining');
    if (this.store.versionsOf(input.workspaceId, input.modelId).some((v) => v.status === 'TRAINING')) {
      return Promise.reject(uniqueViolation());
    }
    const model = this.store.model(input.modelId);
    const number = Math.max(0, ...this.store.versionsOf(input.workspaceId, input.modelId).map((v) => v.number)) + 1;
    const version = this.store.addVersion(model, {
      number,
      name: input.name ?? `v${number}`,
      created_by: input.userId,
      access_type: input.accessType,
    });
    return Promise.resolve(version.id);
  }

  updateTraining(workspaceId: string, versionId: string, patch: Updateable<ModelVersionTable>) {
    const v = this.store.versions.find((r) => r.workspace_id === workspaceId && r.id === versionId);
    if (!v || v.status !== 'TRAINING') return this.log('updateTraining', false);
    Object.assign(v, patch);
    return this.log('updateTraining', true);
  }

  statusOf(workspaceId: string, versionId: string) {
    const v = this.store.versions.find((r) => r.workspace_id === workspaceId && r.id === versionId);
    return this.log('statusOf', v?.status ?? null);
  }

  byId(versionId: string) {
    const v = this.store.versions.find((r) => r.id === versionId);
    return this.log('byId', v ? copy(v) : null);
  }

  setApproval(workspaceId: string, versionId: string, approval: string, verified?: boolean) {
    const v = this.store.versions.find((r) => r.workspace_id === workspaceId && r.id === versionId);
    if (v) Object.assign(v, { approval, ...(verified !== undefined ? { verified } : {}) });
    return this.log('setApproval', undefined);
  }

  deploy(workspaceId: string, modelId: string, versionId: string) {
    const model = this.store.models.find((m) => m.workspace_id === workspaceId && m.id === modelId);
    if (model) model.deployed_version_id = versionId;
    const v = this.store.versions.find((r) => r.workspace_id === workspaceId && r.id === versionId);
    if (v) v.verified = true;
    return this.log('deploy', undefined);
  }

  labelCounts(workspaceId: string, modelId: string) {
    const counts = new Map<string, number>();
    for (const d of this.trainable(workspaceId, modelId)) {
      for (const l of d.label_ids) counts.set(l, (counts.get(l) ?? 0) + 1);
    }
    return this.log('labelCounts', counts);
  }

  trainingDocuments(workspaceId: string, modelId: string) {
    const rows: TrainingDocumentRow[] = this.trainable(workspaceId, modelId).map((d) => ({
      id: d.id,
      text: d.text,
      turns: null,
      label_ids: [...d.label_ids],
    }));
    return this.log('trainingDocuments', rows);
  }

  documents(workspaceId: string, modelId: string, ids: readonly string[]) {
    const rows: DocumentRow[] = ids.flatMap((id) => {
      const d = this.store.documents.find((r) => r.id === id && r.workspace_id === workspaceId && r.model_id === modelId);
      if (!d) return [];
      return [
        {
          ...d,
          source_id: null,
          external_id: null,
          turns: null,
          content_date: null,
          labelled_by: null,
          labelled_by_name: null,
          labelled_at: null,
          attributes: {},
          created_at: new Date('2026-01-01T00:00:00Z'),
        },
      ];
    });
    return this.log('documents', rows);
  }

  private trainable(workspaceId: string, modelId: string): StoredDocument[] {
    return this.store.documents.filter(
      (d) => d.workspace_id === workspaceId && d.model_id === modelId && trainedLabellingStatuses.includes(d.status),
    );
  }
}

/** The real ModelAccess (visibility, labels) over the store's models and categories. */
export function memoryModelAccess(store: MemoryStore): ModelAccess {
  const repo: Pick<ModelAccessRepository, 'byId' | 'categories' | 'touchLabels'> = {
    byId: (workspaceId, modelId) => Promise.resolve(store.models.find((m) => m.workspace_id === workspaceId && m.id === modelId)),
    categories: (model) =>
      Promise.resolve(
        store.categories
          .filter((c) => c.model_id === model.id)
          .map((c) => ({ id: c.id, parent_id: c.parent_id, name: c.name, position: c.position })),
      ),
    touchLabels: () => Promise.resolve(),
  };
  return new ModelAccess(repo as ModelAccessRepository);
}

export type RecordedEvent = Parameters<EventRepository['add']>[0];

export function memoryEvents() {
  const added: RecordedEvent[] = [];
  const repo: Pick<EventRepository, 'add'> = {
    add: (event) => {
      added.push(event);
      return Promise.resolve();
    },
  };
  return { repo: repo as EventRepository, added };
}

export function memoryQueue() {
  const sent: { name: string; payload: unknown }[] = [];
  const queue: Pick<JobQueue, 'send'> = {
    send: <P>(def: JobDefinition<P>, payload: P) => {
      sent.push({ name: def.name, payload: def.payload.parse(payload) });
      return Promise.resolve(randomUUID());
    },
  };
  return { queue: queue as JobQueue, sent };
}

export function memoryFiles(options: { onPut?: (key: string) => void; failPut?: boolean } = {}) {
  const files = new Map<string, Buffer>();
  const deleted: string[] = [];
  const store: Pick<FileStore, 'put' | 'delete'> = {
    put: (key, data) => {
      if (options.failPut) return Promise.reject(new Error('EEXIST: a plain file is in the way'));
      options.onPut?.(key);
      files.set(key, Buffer.from(data));
      return Promise.resolve();
    },
    delete: (key) => {
      files.delete(key);
      deleted.push(key);
      return Promise.resolve();
    },
  };
  return { store: store as FileStore, files, deleted };
}

/** The training repository as the service and the job take it. */
export const asTrainingRepository = (repo: MemoryTrainingRepository): TrainingRepository => repo as unknown as TrainingRepository;

/** TrainingService over in-memory repositories, with what it sends and announces recorded. */
export function serviceUnderTest() {
  const store = new MemoryStore();
  const repo = new MemoryTrainingRepository(store);
  const access = memoryModelAccess(store);
  const events = memoryEvents();
  const queue = memoryQueue();
  const running = new RunningTrainings();
  const trainJob = defineTrainJob({
    repo: asTrainingRepository(repo),
    access,
    files: memoryFiles().store,
    events: events.repo,
    running,
    train: () => Promise.reject(new Error('the service only queues the job')),
  });
  const service = new TrainingService(asTrainingRepository(repo), access, queue.queue, trainJob, running, events.repo);
  return { store, repo, service, events: events.added, sent: queue.sent, running };
}
