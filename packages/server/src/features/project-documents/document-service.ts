import { sentimentLabels, type Page, type ProjectDocument } from '@sentio/domain';
import type { z } from 'zod';
import type { projectMarkBody } from '@sentio/domain';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { AuditRepository } from '../projects/audit-repository.js';
import { viewerRulesOf, type ProjectAccess, type ProjectScope } from '../projects/project-access.js';
import type { Catalogue } from './catalogue.js';
import type { DocumentRepository } from './document-repository.js';
import type { DocumentRow } from './hydrate.js';
import { presentDocument, type SpanIndex } from './presenter.js';
import type { DocumentReads } from './reads.js';

/** What a document action writes through, on one transaction. */
export interface DocumentWrites {
  documents: DocumentRepository;
  audit: AuditRepository;
}

type MarkBody = z.output<typeof projectMarkBody>;

/** One document's view and the actions on it (alert, review, note, trash, mark, approve, delete). */
export class DocumentService {
  constructor(
    private readonly repo: DocumentRepository,
    private readonly reads: DocumentReads,
    private readonly transaction: TransactionPort<DocumentWrites>,
    private readonly access: ProjectAccess,
    private readonly events: EventRepository,
    private readonly runtime: ModelRuntime,
  ) {}

  private async catalogue(scope: ProjectScope, code: string): Promise<Catalogue> {
    return this.reads.catalogue(await this.access.require(scope, code), scope.language);
  }

  private async present(cat: Catalogue, row: DocumentRow, spans?: SpanIndex): Promise<ProjectDocument> {
    return presentDocument(row, cat, await this.reads.hydrate(cat.project.workspace_id, [row]), spans);
  }

  private async reload(cat: Catalogue, id: string): Promise<ProjectDocument> {
    const row = await this.repo.find(cat.project.workspace_id, cat.project.id, id);
    if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND');
    return this.present(cat, row);
  }

  private async changed(cat: Catalogue): Promise<void> {
    await this.events.add({
      type: 'PROJECT_DOCUMENTS_UPDATED',
      userId: null,
      workspaceId: cat.project.workspace_id,
      payload: { projectCode: cat.project.code },
    });
  }

  /**
   * A change of one document inside a transaction: the row is locked, `change` returns the audit's before/after
   * (null: nothing to record), and the event goes out after the commit.
   */
  private async change(
    scope: ProjectScope,
    code: string,
    id: string,
    action: string,
    change: (repo: DocumentRepository, row: DocumentRow, cat: Catalogue) => Promise<{ before: unknown; after: unknown }>,
  ): Promise<ProjectDocument> {
    const cat = await this.catalogue(scope, code);
    await this.transaction(async (w) => {
      const row = await w.documents.find(cat.project.workspace_id, cat.project.id, id, true);
      if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND');
      const audit = await change(w.documents, row, cat);
      await w.audit.record({
        projectId: cat.project.id,
        workspaceId: cat.project.workspace_id,
        entity: 'document',
        entityId: id,
        action,
        userId: scope.userId,
        ...audit,
      });
    });
    await this.changed(cat);
    return this.reload(cat, id);
  }

  /** The document view: explanation spans of its AI categories come from the deployed versions, computed now. */
  async get(scope: ProjectScope, code: string, id: string): Promise<ProjectDocument> {
    const cat = await this.catalogue(scope, code);
    const row = await this.repo.find(cat.project.workspace_id, cat.project.id, id, false, viewerRulesOf(cat.project));
    if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND');
    const h = await this.reads.hydrate(cat.project.workspace_id, [row]);
    const spans: SpanIndex = new Map();
    const aiModels = new Set((h.categories.get(row.id) ?? []).filter((c) => c.origin === 'AI').map((c) => c.model_id));
    for (const modelId of aiModels) {
      const text = row.content;
      const turns = row.turns?.map((t) => ({ speaker: t.speaker, text: t.text })) ?? null;
      const suggestion = (await this.runtime.suggest(cat.project.workspace_id, modelId, [{ id: row.id, text, turns }])).get(
        row.id,
      );
      const byLabel = new Map<string, ProjectDocument['categories'][number]['spans']>();
      for (const s of suggestion?.spans ?? []) {
        const list = byLabel.get(s.labelId) ?? [];
        list.push({ segment: s.segment, start: s.start, end: s.end, text: s.text, weight: s.weight });
        byLabel.set(s.labelId, list);
      }
      spans.set(modelId, byLabel);
    }
    return presentDocument(row, cat, h, spans);
  }

  async alert(scope: ProjectScope, code: string, id: string, note: string): Promise<ProjectDocument> {
    return this.change(scope, code, id, 'ALERT', async (repo, row) => {
      const now = new Date();
      await repo.update(id, {
        status: 'AWAITING_APPROVAL',
        alert_note: note,
        alerted_by: scope.userId,
        alerted_at: now,
        reviewed_by: null,
        reviewed_at: null,
      });
      return {
        before: { status: row.status, alertNote: row.alert_note },
        after: { status: 'AWAITING_APPROVAL', alertNote: note },
      };
    });
  }

  async reviewed(scope: ProjectScope, code: string, id: string): Promise<ProjectDocument> {
    return this.change(scope, code, id, 'REVIEW', async (repo, row) => {
      if (row.alerted_at === null) throw errors.badRequest('DOCUMENT_NOT_ALERTED');
      if (row.approved_by === scope.userId) throw errors.badRequest('DOCUMENT_REVIEW_SAME_USER');
      await repo.update(id, { reviewed_by: scope.userId, reviewed_at: new Date() });
      return { before: { reviewedBy: row.reviewed_by }, after: { reviewedBy: scope.userId } };
    });
  }

  async note(scope: ProjectScope, code: string, id: string, text: string): Promise<ProjectDocument> {
    return this.change(scope, code, id, 'NOTE', async (repo, row, cat) => {
      const note = await repo.addNote({
        documentId: row.id,
        projectId: cat.project.id,
        workspaceId: cat.project.workspace_id,
        userId: scope.userId,
        text,
      });
      await repo.update(id, {});
      return { before: null, after: { noteId: note.id, text } };
    });
  }

  async trash(scope: ProjectScope, code: string, id: string): Promise<void> {
    const cat = await this.catalogue(scope, code);
    await this.transaction(async ({ documents: repo, audit }) => {
      const row = await repo.find(cat.project.workspace_id, cat.project.id, id, true);
      if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND');
      await repo.update(id, { status: 'DISCARDED', trashed_at: new Date() });
      await audit.record({
        projectId: cat.project.id,
        workspaceId: cat.project.workspace_id,
        entity: 'document',
        entityId: id,
        action: 'TRASH',
        userId: scope.userId,
        before: { status: row.status },
        after: { status: 'DISCARDED' },
      });
    });
    await this.changed(cat);
  }

  /** Replaces one model's categories (origin MANUAL) and optionally the sentiment and labels: status MANUAL_CHANGES. */
  async mark(scope: ProjectScope, code: string, body: MarkBody): Promise<ProjectDocument> {
    return this.change(scope, code, body.documentId, 'MARK', async (repo, row, cat) => {
      const model = cat.byCode.get(body.modelCode);
      if (!model) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelCode');
      const ids = [...new Set(body.categoryIds)];
      if (ids.some((c) => !model.labelIds.has(c))) throw errors.badRequest('MODEL_LABEL_UNKNOWN', 'categoryIds');
      if (model.classificationType === 'SINGLE_LABEL' && ids.length > 1)
        throw errors.badRequest('MODEL_SINGLE_LABEL_ONE_CATEGORY', 'categoryIds');
      const sentiment = body.sentiment ?? undefined;
      if (sentiment !== undefined && sentiment !== null && !(sentimentLabels as readonly string[]).includes(sentiment))
        throw errors.badRequest('FIELD_INVALID_OPTION', 'sentiment');
      const labelIds = body.labelIds ? [...new Set(body.labelIds)] : undefined;
      if (labelIds) {
        const found = await repo.existingLabels(cat.project.workspace_id, cat.project.id, labelIds);
        if (found.length !== labelIds.length) throw errors.badRequest('LABEL_NOT_FOUND', 'labelIds');
      }

      const before: Record<string, unknown> = { status: row.status };
      const after: Record<string, unknown> = { status: 'MANUAL_CHANGES' };
      // A sentiment model's label is the document's sentiment, not a category row.
      if (model.senseType === 'SENTIMENT') {
        before['sentiment'] = row.sentiment;
        after['sentiment'] = ids[0] ?? null;
        await repo.update(row.id, { sentiment: ids[0] ?? null, sentiment_score: ids[0] ? 1 : null });
      } else {
        before['categories'] = (await repo.categories(row.id, model.id)).map((c) => c.category_id).sort();
        after['categories'] = [...ids].sort();
        await repo.replaceCategories(cat.project.id, row.id, model.id, ids);
      }
      if (sentiment !== undefined && model.senseType !== 'SENTIMENT') {
        before['sentiment'] = row.sentiment;
        after['sentiment'] = sentiment;
        await repo.update(row.id, { sentiment, sentiment_score: sentiment === null ? null : 1 });
      }
      if (labelIds) {
        before['labels'] = await repo.labelIds(row.id);
        after['labels'] = [...labelIds].sort();
        await repo.replaceLabels(row.id, labelIds);
      }
      await repo.update(row.id, { status: 'MANUAL_CHANGES' });
      return { before: { modelCode: model.code, ...before }, after: { modelCode: model.code, ...after } };
    });
  }

  /** AI results confirmed (AI_CONFIRMED) or manual changes completed (COMPLETED); a reviewer cannot approve. */
  async approve(scope: ProjectScope, code: string, ids: readonly string[]): Promise<number> {
    const cat = await this.catalogue(scope, code);
    const unique = [...new Set(ids)];
    const affected = await this.transaction(async ({ documents: repo, audit }) => {
      const rows = (await repo.findMany(cat.project.workspace_id, cat.project.id, unique, true)).filter(
        (r) => r.trashed_at === null,
      );
      if (rows.length !== unique.length) throw errors.notFound('DOCUMENT_NOT_FOUND');
      if (rows.some((r) => r.reviewed_by === scope.userId)) throw errors.badRequest('DOCUMENT_REVIEW_SAME_USER');
      const manual = await repo.hasManualRows(unique);
      const now = new Date();
      // A document a human changed is COMPLETED on approval; one nobody touched has its AI result confirmed.
      const next = (row: DocumentRow) =>
        manual.has(row.id) || row.status === 'MANUAL_CHANGES' || row.status === 'COMPLETED' ? 'COMPLETED' : 'AI_CONFIRMED';
      for (const row of rows) await repo.update(row.id, { status: next(row), approved_by: scope.userId, approved_at: now });
      await audit.record(
        rows.map((row) => ({
          projectId: cat.project.id,
          workspaceId: cat.project.workspace_id,
          entity: 'document' as const,
          entityId: row.id,
          action: 'APPROVE',
          userId: scope.userId,
          before: { status: row.status },
          after: { status: next(row) },
        })),
      );
      return rows.length;
    });
    await this.changed(cat);
    return affected;
  }

  /** Deletes for good; the audit entries stay (they do not reference the row). */
  async delete(scope: ProjectScope, code: string, ids: readonly string[]): Promise<number> {
    const cat = await this.catalogue(scope, code);
    const unique = [...new Set(ids)];
    const affected = await this.transaction(async ({ documents: repo, audit }) => {
      const rows = await repo.findMany(cat.project.workspace_id, cat.project.id, unique, true);
      if (rows.length !== unique.length) throw errors.notFound('DOCUMENT_NOT_FOUND');
      await audit.record(
        rows.map((row) => ({
          projectId: cat.project.id,
          workspaceId: cat.project.workspace_id,
          entity: 'document' as const,
          entityId: row.id,
          action: 'DELETE',
          userId: scope.userId,
          before: { status: row.status, externalId: row.external_id },
          after: null,
        })),
      );
      return repo.delete(unique);
    });
    await this.changed(cat);
    return affected;
  }

  async alerted(
    scope: ProjectScope,
    code: string,
    query: { page: number; size: number; reviewed: 'true' | 'false' | 'all' },
  ): Promise<Page<ProjectDocument>> {
    const cat = await this.catalogue(scope, code);
    const { rows, total } = await this.repo.alerted(
      cat.project.workspace_id,
      cat.project.id,
      query.reviewed,
      query.page,
      query.size,
    );
    const h = await this.reads.hydrate(cat.project.workspace_id, rows);
    return { content: rows.map((r) => presentDocument(r, cat, h)), page: query.page, size: query.size, total };
  }

  async countAndLastDate(scope: ProjectScope, code: string): Promise<{ count: number; lastDate: string | null }> {
    const project = await this.access.require(scope, code);
    const r = await this.repo.countAndLastDate(project.workspace_id, project.id, viewerRulesOf(project));
    return { count: r.count, lastDate: r.lastDate?.toISOString() ?? null };
  }
}
