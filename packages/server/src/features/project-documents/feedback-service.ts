import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ModelRow } from '../models/model-access.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { FeedbackOrigin, FeedbackRepository } from './feedback-repository.js';

export type { TrainingDocument } from './feedback-repository.js';

/** Corrected and approved documents flow back to a model's training data (awaiting approval there). */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly transaction: TransactionPort<FeedbackRepository>,
    private readonly access: ProjectAccess,
  ) {}

  async send(
    scope: ProjectScope,
    code: string,
    body: { modelCode: string; documentIds?: string[] | undefined },
  ): Promise<number> {
    const project = await this.access.require(scope, code);
    const link = (await this.access.models(project)).find((m) => m.model.code === body.modelCode);
    if (!link) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelCode');
    return this.sendTo(project, link.model, { documentIds: body.documentIds });
  }

  /**
   * The one path of feedback, by hand (above) or by the feedback schedule's job (which names the reviewed statuses
   * its document type takes and marks the documents' origin): documents not yet sent, in one transaction.
   */
  async sendTo(
    project: ProjectRow,
    model: ModelRow,
    options: { documentIds?: string[] | undefined; statuses?: readonly string[]; origin?: FeedbackOrigin },
  ): Promise<number> {
    return this.transaction(async (repo) => {
      const docs = await repo.pendingDocuments(project, model.id, options.documentIds, options.statuses);
      if (docs.length === 0) return 0;
      const labelsOf = await repo.categoriesOf(
        model.id,
        docs.map((d) => d.id),
      );
      await repo.toTrainingData(
        project,
        model,
        docs.map((d) => ({
          ...d,
          labelIds: model.sense_type === 'SENTIMENT' ? (d.sentiment ? [d.sentiment] : []) : (labelsOf.get(d.id) ?? []),
        })),
        options.origin,
      );
      return docs.length;
    });
  }

  async counts(scope: ProjectScope, code: string): Promise<{ modelCode: string; pending: number; sent: number }[]> {
    const project = await this.access.require(scope, code);
    const models = await this.access.models(project);
    return Promise.all(
      models.map(async ({ model }) => ({ modelCode: model.code, ...(await this.repo.counts(project, model.id)) })),
    );
  }
}
