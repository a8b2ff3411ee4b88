import type { StoredRunCategory } from '../../platform/db/schema-assistants.js';
import { errors } from '../../platform/errors.js';
import type { Labeller } from '../models/document-service.js';
import type { ModelAccess, ModelRow } from '../models/model-access.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { AssistantOwnerRef, AssistantRepository, AssistantRow } from './repository.js';

/** The session as a model's assistant sees it: the models area's labeller plus the account whose budget pays. */
export interface ModelActor extends Labeller {
  accountId: string;
}

export interface ProjectOwner {
  kind: 'PROJECT';
  workspaceId: string;
  accountId: string;
  userId: string;
  scope: ProjectScope;
  project: ProjectRow;
}
export interface ModelOwner {
  kind: 'MODEL';
  workspaceId: string;
  accountId: string;
  userId: string;
  actor: ModelActor;
  model: ModelRow;
}
/** Whose assistant a call is about: an analysis (found by code) or a model (by id), both in the session's workspace. */
export type Owner = ProjectOwner | ModelOwner;

export const ownerRef = (o: Owner): AssistantOwnerRef =>
  o.kind === 'PROJECT'
    ? { workspaceId: o.workspaceId, projectId: o.project.id }
    : { workspaceId: o.workspaceId, modelId: o.model.id };

/**
 * Loads owners through the projects' and models' own access rules (another workspace's analysis or model is 404 like a
 * missing one) and what an assistant may name: the leaf categories of the analysis's category models, or the model's.
 */
export class Owners {
  constructor(
    private readonly access: ProjectAccess,
    private readonly models: ModelAccess,
    private readonly repo: AssistantRepository,
  ) {}

  async project(scope: ProjectScope, code: string): Promise<ProjectOwner> {
    const project = await this.access.require(scope, code);
    return { kind: 'PROJECT', workspaceId: scope.id, accountId: scope.accountId, userId: scope.userId, scope, project };
  }

  async model(actor: ModelActor, modelId: string): Promise<ModelOwner> {
    const model = await this.models.requireVisible(actor, modelId);
    return { kind: 'MODEL', workspaceId: actor.workspaceId, accountId: actor.accountId, userId: actor.userId, actor, model };
  }

  /** The owner's assistant; 404 ASSISTANT_NOT_FOUND when none is defined. */
  async assistant(owner: Owner): Promise<AssistantRow> {
    const row = await this.repo.assistant(ownerRef(owner));
    if (!row) throw errors.notFound('ASSISTANT_NOT_FOUND');
    return row;
  }

  /**
   * The categories an assistant of this owner may assign: leaves of the analysis's category models, or the model's own
   * leaves (none yet on a model without a tree).
   */
  async categories(owner: Owner): Promise<StoredRunCategory[]> {
    const models =
      owner.kind === 'PROJECT'
        ? (await this.access.models(owner.project)).map((l) => l.model).filter((m) => m.sense_type === 'CATEGORY')
        : [owner.model];
    const out: StoredRunCategory[] = [];
    for (const model of models) {
      if (model.sense_type !== 'CATEGORY') continue;
      for (const label of await this.models.labels(model)) {
        out.push({ name: label.name, categoryId: label.id, modelId: model.id, modelCode: model.code, rootCauseId: null });
      }
    }
    return out;
  }
}
