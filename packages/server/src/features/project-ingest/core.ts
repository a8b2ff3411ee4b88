import type { ProjectDocument } from '@sentio/domain';
import type { TransactionPort } from '../../platform/db/transaction.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { EventRepository } from '../events/repository.js';
import type { ProjectAccess, ProjectRow } from '../projects/project-access.js';
import type { Classifier } from './classifier.js';
import type { ClassifyRepository } from './classify-repository.js';
import type { ProjectImportTx } from './import-job.js';
import type { IngestRepository } from './repository.js';

/** Where failures are logged (the app's logger). */
export interface IngestLog {
  error(details: object, message: string): void;
}

/** What the ingest services and jobs share. */
export interface IngestCore {
  repo: IngestRepository;
  classify: ClassifyRepository;
  /** A document as the documents area answers it (after a retry of one). */
  presentDocument(project: ProjectRow, documentId: string): Promise<ProjectDocument>;
  /** One commit of an import or a JSON call: the source and the documents together. */
  transaction: TransactionPort<ProjectImportTx>;
  files: FileStore;
  events: EventRepository;
  access: ProjectAccess;
  classifier: Classifier;
  log: IngestLog;
  /** Refuses a new batch (402 PLAN_LIMIT_REACHED, DOCUMENT_MONTHLY) once the account's monthly documents are used up. */
  documentQuota: (workspaceId: string) => Promise<void>;
}

const EVENT_EVERY_MS = 1_000;

/**
 * Events of one long run (import, classify, task), at most one of each kind a second so an open page refreshes
 * while the event table rests; `flush` sends what was held back.
 */
export class ThrottledEvents {
  private last = 0;
  private pending = false;

  constructor(
    private readonly events: EventRepository,
    private readonly project: Pick<ProjectRow, 'code' | 'workspace_id'>,
    private readonly extra: { sourceId?: string; taskId?: string } = {},
  ) {}

  async tick(): Promise<void> {
    this.pending = true;
    if (Date.now() - this.last < EVENT_EVERY_MS) return;
    await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.pending) return;
    this.pending = false;
    this.last = Date.now();
    await emit(this.events, this.project, this.extra);
  }
}

/** PROJECT_DOCUMENTS_UPDATED, plus SOURCE_UPDATED / PROJECT_TASK_UPDATED when the run belongs to one. */
export async function emit(
  events: EventRepository,
  project: Pick<ProjectRow, 'code' | 'workspace_id'>,
  extra: { sourceId?: string; taskId?: string; documents?: boolean },
): Promise<void> {
  const workspaceId = project.workspace_id;
  const projectCode = project.code;
  if (extra.sourceId)
    await events.add({ type: 'SOURCE_UPDATED', userId: null, workspaceId, payload: { projectCode, sourceId: extra.sourceId } });
  if (extra.taskId)
    await events.add({ type: 'PROJECT_TASK_UPDATED', userId: null, workspaceId, payload: { projectCode, taskId: extra.taskId } });
  if (extra.documents !== false)
    await events.add({ type: 'PROJECT_DOCUMENTS_UPDATED', userId: null, workspaceId, payload: { projectCode } });
}

/** Channels an upload may go to: the analysis's, or every channel of the workspace when it has a proxy channel. */
export async function allowedChannels(repo: IngestRepository, project: ProjectRow): Promise<Set<string>> {
  const own = await repo.projectChannels(project.id);
  if (project.proxy_channel) return new Set([...own, ...(await repo.workspaceChannels(project.workspace_id))]);
  return new Set(own);
}
