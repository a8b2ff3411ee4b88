import {
  trainedLabellingStatuses,
  type ModelDocument,
  type Page,
  type Suggestion,
  type modelDocumentsQuery,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { BulkScope, DocumentFilter } from './document-repository.js';
import type { ModelRepositories, ModelTransaction } from './writes.js';
import type { ModelAccess, ModelRow } from './model-access.js';
import type { ModelChanges } from './model-changes.js';
import { presentDocument, type DocumentRow } from './presenter.js';
import type { Viewer } from './repository.js';

/** What labelling needs of the model runtime (features/model-training): suggestions and the active-learning order. */
export type LabellingRuntime = Pick<ModelRuntime, 'suggest' | 'rank'>;

/** The labelling tabs over the interaction statuses (the document statuses of an analysis, plus DRAFT). */
export const tabStatuses: Record<z.output<typeof modelDocumentsQuery>['tab'], readonly string[] | null> = {
  WAITING: ['AWAITING_APPROVAL'],
  UNMARKED: ['UNMARKED'],
  DRAFT: ['DRAFT'],
  COMPLETED: trainedLabellingStatuses,
  DISCARDED: ['DISCARDED'],
  ALL: null,
};

export type BulkAction = 'APPROVE' | 'DISCARD' | 'DELETE';

/** Which documents each bulk action changes, among those it is given (ids, or a filter's documents). */
export const bulkScopes: Record<BulkAction, BulkScope> = {
  APPROVE: { statuses: ['AWAITING_APPROVAL', 'DRAFT'], labelled: true },
  DISCARD: { statuses: null, notStatus: 'DISCARDED' },
  DELETE: { statuses: null },
};

/** Whether a bulk action changes this document. */
export function inBulkScope(action: BulkAction, d: { status: string; label_ids: readonly string[] }): boolean {
  const scope = bulkScopes[action];
  return (
    (!scope.statuses || scope.statuses.includes(d.status)) &&
    d.status !== scope.notStatus &&
    (!scope.labelled || d.label_ids.length > 0)
  );
}

/** "Label these next" ranks at most this many documents of the tab (the newest); a page beyond is empty. */
const RANK_POOL = 2000;

const trains = (status: string): boolean => (trainedLabellingStatuses as readonly string[]).includes(status);
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

export interface Labeller extends Viewer {
  /** Holds MODEL/APPROVE: a submitted labelling is final, not sent for approval. */
  approves: boolean;
}

/** Training documents of a model and their labelling: tabs, marking, approval, discarding, deletion, markings. */
export class DocumentService {
  constructor(
    private readonly repos: ModelRepositories,
    private readonly transaction: ModelTransaction,
    private readonly access: ModelAccess,
    private readonly changes: ModelChanges,
    private readonly runtime: LabellingRuntime | null,
  ) {}

  async list(viewer: Viewer, modelId: string, query: z.output<typeof modelDocumentsQuery>): Promise<Page<ModelDocument>> {
    const model = await this.access.requireVisible(viewer, modelId);
    const filter: DocumentFilter = { statuses: tabStatuses[query.tab], search: query.search, labelId: query.labelId };
    const repo = this.repos.documents;
    let rows: DocumentRow[] | null = null;
    let total = 0;
    let ranks: Map<string, number> | null = null;
    if (query.order === 'NEXT' && this.runtime) {
      const pool = await repo.candidates(model.workspace_id, model.id, filter, RANK_POOL);
      const ranked = await this.runtime.rank(model.workspace_id, model.id, pool, (query.page + 1) * query.size);
      if (ranked) {
        const byId = new Map(pool.map((d) => [d.id, d]));
        const slice = ranked.slice(query.page * query.size, (query.page + 1) * query.size);
        rows = slice.flatMap((r) => byId.get(r.id) ?? []);
        ranks = new Map(slice.map((r) => [r.id, r.rank]));
        total = pool.length;
      }
    }
    if (!rows) {
      // No deployed version to rank with: newest first, like the default order.
      const order = query.order === 'OLDEST' ? 'OLDEST' : 'NEWEST';
      ({ rows, total } = await repo.page(model.workspace_id, model.id, filter, order, query));
    }
    const suggestions = query.suggest ? await this.suggestions(model, rows) : new Map<string, Suggestion>();
    return {
      content: rows.map((row) =>
        presentDocument(row, { rank: ranks?.get(row.id) ?? null, suggestion: suggestions.get(row.id) ?? null }),
      ),
      page: query.page,
      size: query.size,
      total,
    };
  }

  private async suggestions(model: ModelRow, rows: readonly DocumentRow[]): Promise<Map<string, Suggestion>> {
    if (!this.runtime || rows.length === 0) return new Map();
    return this.runtime.suggest(model.workspace_id, model.id, rows);
  }

  private async document(model: ModelRow, documentId: string): Promise<DocumentRow> {
    const row = await this.repos.documents.byId(model.workspace_id, model.id, documentId);
    if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND');
    return row;
  }

  /** The deployed version's suggestion for one document; null while nothing is deployed. */
  async suggestion(viewer: Viewer, modelId: string, documentId: string): Promise<Suggestion | null> {
    const model = await this.access.requireVisible(viewer, modelId);
    const doc = await this.document(model, documentId);
    return (await this.suggestions(model, [doc])).get(doc.id) ?? null;
  }

  /**
   * Labels a document. Labels must be the model's (leaf categories, or the fixed sentiment/emotion codes); a
   * single-label model takes exactly one. DRAFT keeps it for later. SUBMIT by someone who may approve completes
   * it — AI_CONFIRMED when the deployed version suggested the same labels, MANUAL_CHANGES when it suggested
   * others, COMPLETED without a deployed version; anyone else's submission awaits approval.
   */
  async mark(
    labeller: Labeller,
    modelId: string,
    documentId: string,
    body: { labelIds: readonly string[]; action: 'DRAFT' | 'SUBMIT' },
  ): Promise<ModelDocument> {
    const model = await this.access.requireVisible(labeller, modelId);
    const doc = await this.document(model, documentId);
    // A trained label was approved once; only someone who approves may change it, or it would skip approval.
    if (!labeller.approves && trains(doc.status)) throw errors.permissionDenied();
    const labelIds = [...new Set(body.labelIds)];
    if (labelIds.length === 0) throw errors.badRequest('FIELD_REQUIRED', 'labelIds');
    const known = new Set((await this.access.labels(model)).map((l) => l.id));
    const unknown = labelIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw errors.badRequest('MODEL_LABEL_UNKNOWN', `labelIds.${unknown}`);
    if (model.classification_type === 'SINGLE_LABEL' && labelIds.length > 1)
      throw errors.badRequest('MODEL_SINGLE_LABEL_ONE_CATEGORY', 'labelIds');

    let status = 'DRAFT';
    if (body.action === 'SUBMIT') status = labeller.approves ? await this.finalStatus(model, doc, labelIds) : 'AWAITING_APPROVAL';
    await this.transaction(async (w) => {
      const repo = w.documents;
      await repo.setLabels(model.workspace_id, doc.id, { labelIds, status, userId: labeller.userId });
      await repo.addMarkings([
        {
          workspaceId: model.workspace_id,
          modelId: model.id,
          documentId: doc.id,
          userId: labeller.userId,
          action: body.action,
          labelIds,
        },
      ]);
    });
    if (trains(doc.status) || trains(status)) await this.access.touchLabels(model.workspace_id, model.id);
    return presentDocument(await this.document(model, doc.id));
  }

  private async finalStatus(model: ModelRow, doc: DocumentRow, labelIds: readonly string[]): Promise<string> {
    if (!this.runtime) return 'COMPLETED';
    let suggestion: Suggestion | undefined;
    try {
      suggestion = (await this.runtime.suggest(model.workspace_id, model.id, [doc])).get(doc.id);
    } catch {
      // The comparison only names how the label came about; an unreadable model file must not block labelling.
      return 'COMPLETED';
    }
    if (!suggestion) return 'COMPLETED';
    return sameSet(suggestion.predicted, labelIds) ? 'AI_CONFIRMED' : 'MANUAL_CHANGES';
  }

  /** Approves labelled documents that await approval (or were kept as drafts): they become COMPLETED and train. */
  async approve(viewer: Labeller, modelId: string, ids: readonly string[]): Promise<{ affected: number; queued: false }> {
    return this.applyToIds(viewer, modelId, 'APPROVE', ids);
  }

  /** Takes documents out of training; their labels stay, so marking one again brings it back. */
  async discard(viewer: Labeller, modelId: string, ids: readonly string[]): Promise<{ affected: number; queued: false }> {
    return this.applyToIds(viewer, modelId, 'DISCARD', ids);
  }

  async delete(viewer: Labeller, modelId: string, ids: readonly string[]): Promise<{ affected: number; queued: false }> {
    return this.applyToIds(viewer, modelId, 'DELETE', ids);
  }

  private async applyToIds(
    viewer: Labeller,
    modelId: string,
    action: BulkAction,
    ids: readonly string[],
  ): Promise<{ affected: number; queued: false }> {
    const model = await this.access.requireVisible(viewer, modelId);
    const docs = await this.repos.documents.statuses(model.workspace_id, model.id, ids);
    return { affected: await this.apply(model, viewer, action, docs), queued: false };
  }

  /**
   * One bulk action on some of a model's documents (listed ids, or a batch of a filter): approve changes those
   * waiting or drafted with labels, discard those not yet discarded, delete all; each status change is recorded as
   * a marking in the same transaction. Answers how many changed.
   */
  async apply(
    model: ModelRow,
    actor: { userId: string; approves: boolean },
    action: BulkAction,
    docs: readonly { id: string; status: string; label_ids: string[] }[],
  ): Promise<number> {
    const target = docs.filter((d) => inBulkScope(action, d));
    const trained = target.some((d) => trains(d.status));
    // Taking an approved label out of training is an approval decision too.
    if (action === 'DISCARD' && !actor.approves && trained) throw errors.permissionDenied();
    if (action === 'DELETE') {
      await this.repos.documents.delete(
        model.workspace_id,
        model.id,
        target.map((d) => d.id),
      );
      if (target.length > 0) await this.changes.modelUpdated(model.workspace_id, model.id);
    } else {
      await this.setStatusMarked(model, actor.userId, target, action === 'APPROVE' ? 'COMPLETED' : 'DISCARDED', action);
    }
    if (action === 'APPROVE' ? target.length > 0 : trained) await this.access.touchLabels(model.workspace_id, model.id);
    return target.length;
  }

  /** Moves documents to a status and records the action as a marking, in one transaction. */
  private async setStatusMarked(
    model: ModelRow,
    userId: string,
    target: readonly { id: string; label_ids: string[] }[],
    status: string,
    action: string,
  ): Promise<void> {
    if (target.length === 0) return;
    await this.transaction(async (w) => {
      const repo = w.documents;
      await repo.setStatus(
        model.workspace_id,
        model.id,
        target.map((d) => d.id),
        status,
      );
      await repo.addMarkings(
        target.map((d) => ({
          workspaceId: model.workspace_id,
          modelId: model.id,
          documentId: d.id,
          userId,
          action,
          labelIds: d.label_ids,
        })),
      );
    });
  }

  /** Who labelled how many (submitted labellings), in total and per day. */
  async markings(
    viewer: Viewer,
    modelId: string,
  ): Promise<{
    users: { user: { id: string; name: string }; count: number }[];
    byDay: { day: string; userId: string; count: number }[];
  }> {
    const model = await this.access.requireVisible(viewer, modelId);
    const rows = await this.repos.documents.markings(model.workspace_id, model.id);
    const totals = new Map<string, { user: { id: string; name: string }; count: number }>();
    for (const r of rows) {
      const entry = totals.get(r.userId) ?? { user: { id: r.userId, name: r.name }, count: 0 };
      entry.count += r.count;
      totals.set(r.userId, entry);
    }
    return {
      users: [...totals.values()].sort((a, b) => b.count - a.count || a.user.name.localeCompare(b.user.name)),
      byDay: rows.map((r) => ({ day: r.day, userId: r.userId, count: r.count })),
    };
  }
}
