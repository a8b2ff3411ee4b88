import { sql } from 'kysely';
import type { RuleDocument } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import type { AttributeValue, StoredPrediction } from '../../platform/db/schema-projects.js';
import { labelNameKey } from '../project-documents/label-service.js';

/** A document as a rule reads it, with what its effects need to know. */
export interface RuleDocumentRow extends RuleDocument {
  id: string;
  externalId: string | null;
}

/** What a rule reads of a document (its categories come from a second query). */
const ruleDocumentColumns = [
  'id',
  'external_id',
  'content',
  'channel_code',
  'sentiment',
  'nps_score',
  'csat_score',
  'attributes',
  'prediction',
] as const;

/**
 * The SQL of a rule's reads and effects on documents. Built on the ingest transaction (the hook) or a run's
 * transaction, so the effects commit with what triggered them. Category and document rows are written as the
 * marking does: the rollup and customer triggers of migrations 0005 / 0010 keep dashboards exact.
 */
export class EffectRepository {
  constructor(private readonly db: Db) {}

  /** Documents of the analysis among `ids` that a rule may read: classified (not INLINE) and not in the trash. */
  async documents(projectId: string, ids: readonly string[]): Promise<RuleDocumentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_document')
      .select(ruleDocumentColumns)
      .where('project_id', '=', projectId)
      .where('id', 'in', [...ids])
      .where('prediction_status', '!=', 'INLINE')
      .where('trashed_at', 'is', null)
      .orderBy('id')
      .execute();
    return this.withCategories(rows);
  }

  /** One page of the analysis's documents after `afterId` (id order), for a rule analysis run. */
  async page(projectId: string, afterId: string | null, limit: number): Promise<RuleDocumentRow[]> {
    let q = this.db
      .selectFrom('project_document')
      .select(ruleDocumentColumns)
      .where('project_id', '=', projectId)
      .where('prediction_status', '!=', 'INLINE')
      .where('trashed_at', 'is', null);
    if (afterId) q = q.where('id', '>', afterId);
    return this.withCategories(await q.orderBy('id').limit(limit).execute());
  }

  async count(projectId: string): Promise<number> {
    const row = await this.db
      .selectFrom('project_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('prediction_status', '!=', 'INLINE')
      .where('trashed_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private async withCategories(
    rows: {
      id: string;
      external_id: string | null;
      content: string;
      channel_code: string | null;
      sentiment: string | null;
      nps_score: number | null;
      csat_score: number | null;
      attributes: Record<string, AttributeValue>;
      prediction: StoredPrediction | null;
    }[],
  ): Promise<RuleDocumentRow[]> {
    if (rows.length === 0) return [];
    const cats = await this.db
      .selectFrom('project_document_category')
      .select(['document_id', 'model_id', 'category_id', 'confidence'])
      .where(
        'document_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const byDoc = new Map<string, { modelId: string; categoryId: string; confidence: number }[]>();
    for (const c of cats) {
      const list = byDoc.get(c.document_id) ?? [];
      list.push({ modelId: c.model_id, categoryId: c.category_id, confidence: Number(c.confidence) });
      byDoc.set(c.document_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      externalId: r.external_id,
      content: r.content,
      channel: r.channel_code,
      sentiment: r.sentiment,
      nps: r.nps_score === null ? null : Number(r.nps_score),
      csat: r.csat_score === null ? null : Number(r.csat_score),
      attributes: r.attributes,
      categories: byDoc.get(r.id) ?? [],
      entities: (r.prediction?.entities ?? []).map((e) => ({ type: e.type, text: e.text })),
    }));
  }

  /** Records the rule as applied; returns the documents it had not been applied to before. */
  async markApplied(ruleId: string, projectId: string, documentIds: readonly string[], at: Date): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const rows = await this.db
      .insertInto('rule_application')
      .values(documentIds.map((id) => ({ rule_id: ruleId, document_id: id, project_id: projectId, applied_at: at })))
      .onConflict((oc) => oc.columns(['rule_id', 'document_id']).doNothing())
      .returning('document_id')
      .execute();
    return new Set(rows.map((r) => r.document_id));
  }

  /** Adds a category (origin RULE) to documents that do not have it. */
  async addCategory(projectId: string, documentIds: readonly string[], modelId: string, categoryId: string): Promise<void> {
    if (documentIds.length === 0) return;
    await this.db
      .insertInto('project_document_category')
      .values(
        documentIds.map((id) => ({
          document_id: id,
          project_id: projectId,
          model_id: modelId,
          category_id: categoryId,
          confidence: 1,
          origin: 'RULE',
          sentiment: null,
        })),
      )
      .onConflict((oc) => oc.columns(['document_id', 'model_id', 'category_id']).doNothing())
      .execute();
  }

  /**
   * Replaces one model's categories with one (origin RULE), except on documents where a person set that model's
   * categories (MANUAL rows): a person's correction wins over a rule.
   */
  async setCategory(projectId: string, documentIds: readonly string[], modelId: string, categoryId: string): Promise<void> {
    if (documentIds.length === 0) return;
    const manual = await this.db
      .selectFrom('project_document_category')
      .select('document_id')
      .where('document_id', 'in', [...documentIds])
      .where('model_id', '=', modelId)
      .where('origin', '=', 'MANUAL')
      .execute();
    const skip = new Set(manual.map((m) => m.document_id));
    const ids = documentIds.filter((id) => !skip.has(id));
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('project_document_category')
      .where('document_id', 'in', ids)
      .where('model_id', '=', modelId)
      .where('category_id', '!=', categoryId)
      .execute();
    await this.addCategory(projectId, ids, modelId, categoryId);
  }

  async setSentiment(projectId: string, documentIds: readonly string[], sentiment: string): Promise<void> {
    if (documentIds.length === 0) return;
    await this.db
      .updateTable('project_document')
      .set({ sentiment })
      .where('project_id', '=', projectId)
      .where('id', 'in', [...documentIds])
      .where(sql<boolean>`sentiment is distinct from ${sentiment}`)
      .execute();
  }

  /** Puts the label (created in the analysis when missing, as labels are) on the documents. */
  async addLabel(project: { id: string; workspace_id: string }, name: string, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const nameKey = labelNameKey(name);
    await this.db
      .insertInto('project_label')
      .values({ project_id: project.id, workspace_id: project.workspace_id, name: name.trim(), name_key: nameKey })
      .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
      .execute();
    const label = await this.db
      .selectFrom('project_label')
      .select('id')
      .where('project_id', '=', project.id)
      .where('name_key', '=', nameKey)
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('project_document_label')
      .values(documentIds.map((id) => ({ document_id: id, label_id: label.id })))
      .onConflict((oc) => oc.columns(['document_id', 'label_id']).doNothing())
      .execute();
  }

  /** An alert with a note, as a person raises one — but never over an existing alert. */
  async alert(projectId: string, documentIds: readonly string[], note: string, by: string | null, at: Date): Promise<void> {
    if (documentIds.length === 0) return;
    await this.db
      .updateTable('project_document')
      .set({
        status: 'AWAITING_APPROVAL',
        status_updated_at: at,
        alert_note: note,
        alerted_by: by,
        alerted_at: at,
        reviewed_by: null,
        reviewed_at: null,
      })
      .where('project_id', '=', projectId)
      .where('id', 'in', [...documentIds])
      .where('alerted_at', 'is', null)
      .where('status', '!=', 'DISCARDED')
      .execute();
  }

  /** Sends untouched documents for checking (AWAITING_APPROVAL); what people already did stays. */
  async markReview(projectId: string, documentIds: readonly string[], at: Date): Promise<void> {
    if (documentIds.length === 0) return;
    await this.db
      .updateTable('project_document')
      .set({ status: 'AWAITING_APPROVAL', status_updated_at: at })
      .where('project_id', '=', projectId)
      .where('id', 'in', [...documentIds])
      .where('status', '=', 'UNMARKED')
      .execute();
  }
}
