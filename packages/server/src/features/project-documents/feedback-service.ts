import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { ModelRow } from '../models/model-access.js';
import type { DocumentRow } from './hydrate.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';

/** A document of the analysis on its way into a model's training data, with the labels it carries there. */
export interface TrainingDocument {
  id: string;
  external_id: string | null;
  content: string;
  turns: DocumentRow['turns'];
  content_date: Date;
  labelIds: readonly string[];
}

/** Statuses a human has looked at: their categories are labelled data worth sending back to the model. */
const FEEDBACK_STATUSES = ['MANUAL_CHANGES', 'COMPLETED', 'AI_CONFIRMED'];
const BATCH = 500;

/** Corrected and approved documents flow back to a model's training data (awaiting approval there). */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly access: ProjectAccess,
  ) {}

  private pending(db: Db, project: ProjectRow, modelId: string) {
    return db
      .selectFrom('project_document as d')
      .where('d.workspace_id', '=', project.workspace_id)
      .where('d.project_id', '=', project.id)
      .where('d.trashed_at', 'is', null)
      .where('d.status', 'in', FEEDBACK_STATUSES)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('project_feedback as f')
              .select(sql`1`.as('one'))
              .whereRef('f.document_id', '=', 'd.id')
              .where('f.model_id', '=', modelId),
          ),
        ),
      );
  }

  async send(
    scope: ProjectScope,
    code: string,
    body: { modelCode: string; documentIds?: string[] | undefined },
  ): Promise<number> {
    const project = await this.access.require(scope, code);
    const link = (await this.access.models(project)).find((m) => m.model.code === body.modelCode);
    if (!link) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelCode');
    const model = link.model;
    return this.db.transaction().execute(async (trx) => {
      const docs = await this.pending(trx, project, model.id)
        .select(['d.id', 'd.external_id', 'd.content', 'd.turns', 'd.content_date', 'd.sentiment'])
        .$if(body.documentIds !== undefined, (q) =>
          q.where('d.id', 'in', body.documentIds?.length ? body.documentIds : ['00000000-0000-0000-0000-000000000000']),
        )
        .orderBy('d.content_date')
        .execute();
      if (docs.length === 0) return 0;
      const cats = await trx
        .selectFrom('project_document_category')
        .select(['document_id', 'category_id'])
        .where('model_id', '=', model.id)
        .where(
          'document_id',
          'in',
          docs.map((d) => d.id),
        )
        .execute();
      const labelsOf = new Map<string, string[]>();
      for (const c of cats) labelsOf.set(c.document_id, [...(labelsOf.get(c.document_id) ?? []), c.category_id]);
      await this.toTrainingData(
        trx,
        project,
        model,
        docs.map((d) => ({
          ...d,
          labelIds: model.sense_type === 'SENTIMENT' ? (d.sentiment ? [d.sentiment] : []) : (labelsOf.get(d.id) ?? []),
        })),
      );
      return docs.length;
    });
  }

  /**
   * The one way documents of an analysis become a model's training data: each as a model document with the given
   * labels, AWAITING_APPROVAL (a model approver decides, whoever sent it), and a feedback row linking the two. A
   * document sent again (a content group transform) points its feedback row at the newest model document.
   * Run inside the caller's transaction.
   */
  async toTrainingData(
    trx: Db,
    project: ProjectRow,
    model: Pick<ModelRow, 'id'>,
    docs: readonly TrainingDocument[],
  ): Promise<void> {
    for (let i = 0; i < docs.length; i += BATCH) {
      const chunk = docs.slice(i, i + BATCH);
      const created = await trx
        .insertInto('model_document')
        .values(
          chunk.map((d) => ({
            model_id: model.id,
            workspace_id: project.workspace_id,
            source_id: null,
            external_id: d.external_id,
            text: d.content,
            turns: d.turns ? JSON.stringify(d.turns) : null,
            content_date: d.content_date,
            status: 'AWAITING_APPROVAL',
            label_ids: JSON.stringify(d.labelIds),
            attributes: JSON.stringify({ projectCode: project.code, documentId: d.id }),
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('project_feedback')
        .values(
          chunk.map((d, j) => ({
            document_id: d.id,
            model_id: model.id,
            project_id: project.id,
            model_document_id: created[j]?.id ?? null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['document_id', 'model_id']).doUpdateSet((eb) => ({
            model_document_id: eb.ref('excluded.model_document_id'),
            sent_at: new Date(),
          })),
        )
        .execute();
    }
  }

  async counts(scope: ProjectScope, code: string): Promise<{ modelCode: string; pending: number; sent: number }[]> {
    const project = await this.access.require(scope, code);
    const models = await this.access.models(project);
    return Promise.all(
      models.map(async ({ model }) => {
        const [pending, sent] = await Promise.all([
          this.pending(this.db, project, model.id)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirst(),
          this.db
            .selectFrom('project_feedback')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', project.id)
            .where('model_id', '=', model.id)
            .executeTakeFirst(),
        ]);
        return { modelCode: model.code, pending: Number(pending?.n ?? 0), sent: Number(sent?.n ?? 0) };
      }),
    );
  }
}
