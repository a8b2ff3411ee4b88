import type { JsonDocument } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { Auth } from '../../platform/auth/auth.js';
import type { TransactionPort } from '../../platform/db/transaction.js';
import type { EventRepository } from '../events/repository.js';
import { JsonProblems, pushTokens } from '../ingest/json.js';
import { parseDialogue, type Turn } from '../ingest/rows.js';
import type { ModelAccess, ModelRow, ModelScope } from '../models/model-access.js';
import type { ModelImportTx } from './import-job.js';
import { LabelResolver } from './labels.js';
import type { DuplicateMode, NewDocument, PushSourceRow, SourceRepository } from './repository.js';

export interface JsonUploadResult {
  sourceId: string;
  stored: number;
  updated: number;
  skipped: number;
  failed: number;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Documents sent as JSON, by a user (`/model/json-upload`) or by a push source with its token. All or nothing:
 * one bad document (unknown label, two labels on a single-label model, unreadable date) refuses the whole call
 * with a field error per problem, and nothing is stored.
 */
export class JsonSourceService {
  constructor(
    private readonly repo: SourceRepository,
    private readonly transaction: TransactionPort<ModelImportTx>,
    private readonly access: ModelAccess,
    private readonly events: EventRepository,
    private readonly publicUrl: string,
  ) {}

  /** Labelled documents of a user who may approve arrive COMPLETED; others await approval. */
  async upload(
    auth: Auth,
    ws: ModelScope,
    modelId: string,
    documents: readonly JsonDocument[],
    duplicates: DuplicateMode = 'UPDATE',
  ): Promise<JsonUploadResult> {
    const model = await this.access.requireIn(ws, modelId);
    const status = ws.permissions.includes('MODEL/APPROVE') ? 'COMPLETED' : 'AWAITING_APPROVAL';
    const docs = await this.read(model, documents, status, auth.userId);
    return this.store(model, docs, { kind: 'JSON', userId: auth.userId }, duplicates);
  }

  /** Creates the push source or rotates its token. The token is shown this once; only its hash is kept. */
  async createPushSource(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    const { token, hash } = pushTokens.issue();
    const row = await this.repo.savePushSource(ws.id, modelId, hash);
    return pushTokens.view(row, this.ingestUrl(modelId), token);
  }

  /** The push source without its token (an empty string: it cannot be shown again, only rotated). */
  async pushSource(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    const row = await this.repo.pushSource(ws.id, modelId);
    return row ? pushTokens.view(row, this.ingestUrl(modelId), '') : null;
  }

  /**
   * The public ingest call. A missing or wrong token, or a model without a push source, all answer 401
   * PUSH_TOKEN_INVALID, so the call cannot be used to probe model ids. Pushed labels await approval.
   */
  async ingest(
    modelId: string,
    token: string | undefined,
    documents: readonly JsonDocument[],
    duplicates: DuplicateMode = 'UPDATE',
  ): Promise<JsonUploadResult> {
    const push = await this.checkPushToken(modelId, token);
    const model = await this.access.require(push.workspace_id, modelId);
    const docs = await this.read(model, documents, 'AWAITING_APPROVAL', null);
    return this.store(model, docs, { kind: 'PUSH', userId: null }, duplicates);
  }

  /**
   * The token check alone, also run before the ingest body is read: a caller without the token must not make the
   * server read and validate up to 10 MiB. The model id is not checked for shape first, so it answers 401 as well.
   */
  async checkPushToken(modelId: string, token: string | undefined): Promise<PushSourceRow> {
    if (!pushTokens.wellFormed(token) || !uuidShape.test(modelId)) throw pushTokens.invalid();
    const push = await this.repo.pushSourceOfModel(modelId);
    if (!push || !pushTokens.matches(token, push.token_hash)) throw pushTokens.invalid();
    return push;
  }

  private ingestUrl(modelId: string): string {
    return `${this.publicUrl}/api/ingest/model/${modelId}`;
  }

  private async read(
    model: ModelRow,
    documents: readonly JsonDocument[],
    labelledStatus: string,
    userId: string | null,
  ): Promise<NewDocument[]> {
    const resolver = new LabelResolver(await this.access.labels(model), model.sense_type);
    const multiLabel = model.classification_type === 'MULTI_LABEL';
    const problems = new JsonProblems();
    const docs = documents.map((d, i): NewDocument => {
      const at = `documents.${i}`;
      let turns: Turn[] | null = d.turns ? d.turns.map((t) => ({ ...t })) : null;
      let text = turns ? flattenInput({ turns }) : (d.text ?? '').trim();
      // A dialogue model reads text written as "customer: …" lines as turns; a standard model keeps the text.
      if (!turns && model.data_type === 'DIALOGUE') {
        turns = parseDialogue(text);
        if (turns) text = flattenInput({ turns });
      }
      const contentDate = problems.date(d.date, at);
      const written = [...(d.labels ?? []), ...(d.sentiment ? [d.sentiment] : [])].filter((l) => l.trim() !== '');
      const labelIds: string[] = [];
      written.forEach((w, j) => {
        const id = resolver.resolve(w);
        if (!id) problems.add(d.labels && j < d.labels.length ? `${at}.labels.${j}` : `${at}.sentiment`, 'MODEL_LABEL_UNKNOWN');
        else if (!labelIds.includes(id)) labelIds.push(id);
      });
      if (!multiLabel && labelIds.length > 1) problems.add(`${at}.labels`, 'MODEL_SINGLE_LABEL_ONE_CATEGORY');
      return {
        externalId: d.id ?? null,
        text,
        turns,
        contentDate,
        labelIds,
        status: labelIds.length > 0 ? labelledStatus : 'UNMARKED',
        labelledBy: userId,
        attributes: d.attributes ?? {},
      };
    });
    problems.refuse();
    return docs;
  }

  /** Documents whose id the model already holds update it or are skipped (`duplicates`), never stored twice. */
  private async store(
    model: ModelRow,
    docs: readonly NewDocument[],
    from: { kind: 'JSON' | 'PUSH'; userId: string | null },
    duplicates: DuplicateMode,
  ): Promise<JsonUploadResult> {
    const target = { workspaceId: model.workspace_id, modelId: model.id };
    const { sourceId, counts } = await this.transaction(async (tx) => {
      const id = await tx.sources.recordJson({ model_id: model.id }, model.workspace_id, from, docs.length);
      return { sourceId: id, counts: await tx.documents.insertDocuments({ ...target, sourceId: id }, docs, 0, duplicates) };
    });
    if (docs.some((d) => d.status === 'COMPLETED')) await this.access.touchLabels(model.workspace_id, model.id);
    await this.events.add({
      type: 'SOURCE_UPDATED',
      userId: null,
      workspaceId: model.workspace_id,
      payload: { modelId: model.id, sourceId },
    });
    return { sourceId, stored: counts.inserted, updated: counts.updated, skipped: counts.skipped, failed: 0 };
  }
}
