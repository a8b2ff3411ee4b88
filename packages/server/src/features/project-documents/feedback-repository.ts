import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ModelRow } from '../models/model-access.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { DocumentRow } from './hydrate.js';

/** A document of the analysis on its way into a model's training data, with the labels it carries there. */
export interface TrainingDocument {
  id: string;
  external_id: string | null;
  content: string;
  turns: DocumentRow['turns'];
  content_date: Date;
  labelIds: readonly string[];
}

/** How documents reached the model when not by hand: the analysis's feedback schedule. */
export interface FeedbackOrigin {
  kind: 'FEEDBACK_SCHEDULE';
}

/** Statuses a human has looked at: their categories are labelled data worth sending back to the model. */
const FEEDBACK_STATUSES = ['MANUAL_CHANGES', 'COMPLETED', 'AI_CONFIRMED'];
const BATCH = 500;

/** The SQL of feedback: documents not yet sent to a model, and their copy into the model's training data. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  private pending(project: ProjectRow, modelId: string) {
    return this.db
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

  /**
   * Reviewed documents not yet sent to the model, oldest first; `documentIds` narrows them (an empty list: none),
   * `statuses` to some of the reviewed statuses (the feedback schedule's document type).
   */
  async pendingDocuments(
    project: ProjectRow,
    modelId: string,
    documentIds: readonly string[] | undefined,
    statuses?: readonly string[],
  ) {
    return this.pending(project, modelId)
      .select(['d.id', 'd.external_id', 'd.content', 'd.turns', 'd.content_date', 'd.sentiment'])
      .$if(statuses !== undefined, (q) => q.where('d.status', 'in', statuses?.length ? [...statuses] : ['']))
      .$if(documentIds !== undefined, (q) =>
        q.where('d.id', 'in', documentIds?.length ? [...documentIds] : ['00000000-0000-0000-0000-000000000000']),
      )
      .orderBy('d.content_date')
      .execute();
  }

  /** The model's category ids per document. */
  async categoriesOf(modelId: string, documentIds: readonly string[]): Promise<Map<string, string[]>> {
    const labelsOf = new Map<string, string[]>();
    if (documentIds.length === 0) return labelsOf;
    const cats = await this.db
      .selectFrom('project_document_category')
      .select(['document_id', 'category_id'])
      .where('model_id', '=', modelId)
      .where('document_id', 'in', [...documentIds])
      .execute();
    for (const c of cats) labelsOf.set(c.document_id, [...(labelsOf.get(c.document_id) ?? []), c.category_id]);
    return labelsOf;
  }

  /**
   * The one way documents of an analysis become a model's training data: each as a model document with the given
   * labels, AWAITING_APPROVAL (a model approver decides, whoever sent it), and a feedback row linking the two. A
   * document sent again (a content group transform) points its feedback row at the newest model document.
   * Run it on a repository of the caller's transaction.
   */
  async toTrainingData(
    project: ProjectRow,
    model: Pick<ModelRow, 'id'>,
    docs: readonly TrainingDocument[],
    origin?: FeedbackOrigin,
  ): Promise<void> {
    for (let i = 0; i < docs.length; i += BATCH) {
      const chunk = docs.slice(i, i + BATCH);
      const created = await this.db
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
            // Where the document came from, for the model's labelling page (docs/feedback-schedule.md).
            attributes: JSON.stringify({
              projectCode: project.code,
              documentId: d.id,
              ...(origin ? { origin: origin.kind, projectName: project.name } : {}),
            }),
          })),
        )
        .returning('id')
        .execute();
      await this.db
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

  async counts(project: ProjectRow, modelId: string): Promise<{ pending: number; sent: number }> {
    const [pending, sent] = await Promise.all([
      this.pending(project, modelId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
      this.db
        .selectFrom('project_feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', project.id)
        .where('model_id', '=', modelId)
        .executeTakeFirst(),
    ]);
    return { pending: Number(pending?.n ?? 0), sent: Number(sent?.n ?? 0) };
  }
}
