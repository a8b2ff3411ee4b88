import type { FieldError, JsonDocument, MessageCode } from '@sentio/domain';
import { defaultMessages } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Auth } from '../../platform/auth/auth.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, errors } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess, ModelRow, ModelScope } from '../models/model-access.js';
import { dateReader } from './dates.js';
import { LabelResolver } from './labels.js';
import { SourceRepository, type NewDocument, type PushSourceRow } from './repository.js';
import { parseDialogue, type Turn } from './rows.js';

export interface JsonUploadResult {
  sourceId: string;
  stored: number;
  failed: number;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const readIso = dateReader('ISO') as NonNullable<ReturnType<typeof dateReader>>;
const field = (path: string, code: MessageCode): FieldError => ({
  field: path,
  messageCode: code,
  message: defaultMessages[code],
});

/**
 * Documents sent as JSON, by a user (`/model/json-upload`) or by a push source with its token. All or nothing:
 * one bad document (unknown label, two labels on a single-label model, unreadable date) refuses the whole call
 * with a field error per problem, and nothing is stored.
 */
export class JsonSourceService {
  constructor(
    private readonly db: Db,
    private readonly access: ModelAccess,
    private readonly events: EventRepository,
    private readonly publicUrl: string,
  ) {}

  /** Labelled documents of a user who may approve arrive COMPLETED; others await approval. */
  async upload(auth: Auth, ws: ModelScope, modelId: string, documents: readonly JsonDocument[]): Promise<JsonUploadResult> {
    const model = await this.access.requireIn(ws, modelId);
    const status = ws.permissions.includes('MODEL/APPROVE') ? 'COMPLETED' : 'AWAITING_APPROVAL';
    const docs = await this.read(model, documents, status, auth.userId);
    return this.store(model, docs, { kind: 'JSON', userId: auth.userId });
  }

  /** Creates the push source or rotates its token. The token is shown this once; only its hash is kept. */
  async createPushSource(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    const { token, hash } = newToken();
    const row = await new SourceRepository(this.db).savePushSource(ws.id, modelId, hash);
    return { id: row.id, url: this.ingestUrl(modelId), token, createdAt: row.created_at.toISOString() };
  }

  /** The push source without its token (an empty string: it cannot be shown again, only rotated). */
  async pushSource(ws: ModelScope, modelId: string) {
    await this.access.requireIn(ws, modelId);
    const row = await new SourceRepository(this.db).pushSource(ws.id, modelId);
    return row ? { id: row.id, url: this.ingestUrl(modelId), token: '', createdAt: row.created_at.toISOString() } : null;
  }

  /**
   * The public ingest call. A missing or wrong token, or a model without a push source, all answer 401
   * PUSH_TOKEN_INVALID, so the call cannot be used to probe model ids. Pushed labels await approval.
   */
  async ingest(modelId: string, token: string | undefined, documents: readonly JsonDocument[]): Promise<JsonUploadResult> {
    const push = await this.checkPushToken(modelId, token);
    const model = await this.access.require(push.workspace_id, modelId);
    const docs = await this.read(model, documents, 'AWAITING_APPROVAL', null);
    return this.store(model, docs, { kind: 'PUSH', userId: null });
  }

  /**
   * The token check alone, also run before the ingest body is read: a caller without the token must not make the
   * server read and validate up to 10 MiB. The model id is not checked for shape first, so it answers 401 as well.
   */
  async checkPushToken(modelId: string, token: string | undefined): Promise<PushSourceRow> {
    const invalid = new AppError(401, 'AuthenticationException', 'PUSH_TOKEN_INVALID');
    if (!token || token.length > 200 || !uuidShape.test(modelId)) throw invalid;
    const push = await new SourceRepository(this.db).pushSourceOfModel(modelId);
    const given = Buffer.from(hashToken(token));
    if (!push || given.length !== push.token_hash.length || !timingSafeEqual(given, Buffer.from(push.token_hash))) throw invalid;
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
    const problems: FieldError[] = [];
    const docs = documents.map((d, i): NewDocument => {
      const at = `documents.${i}`;
      let turns: Turn[] | null = d.turns ? d.turns.map((t) => ({ ...t })) : null;
      let text = turns ? flattenInput({ turns }) : (d.text ?? '').trim();
      // A dialogue model reads text written as "customer: …" lines as turns; a standard model keeps the text.
      if (!turns && model.data_type === 'DIALOGUE') {
        turns = parseDialogue(text);
        if (turns) text = flattenInput({ turns });
      }
      let contentDate: Date | null = null;
      if (d.date !== undefined && d.date.trim() !== '') {
        contentDate = readIso(d.date);
        if (!contentDate) problems.push(field(`${at}.date`, 'FIELD_INVALID'));
      }
      const written = [...(d.labels ?? []), ...(d.sentiment ? [d.sentiment] : [])].filter((l) => l.trim() !== '');
      const labelIds: string[] = [];
      written.forEach((w, j) => {
        const id = resolver.resolve(w);
        if (!id)
          problems.push(field(d.labels && j < d.labels.length ? `${at}.labels.${j}` : `${at}.sentiment`, 'MODEL_LABEL_UNKNOWN'));
        else if (!labelIds.includes(id)) labelIds.push(id);
      });
      if (!multiLabel && labelIds.length > 1) problems.push(field(`${at}.labels`, 'MODEL_SINGLE_LABEL_ONE_CATEGORY'));
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
    if (problems.length > 0) throw errors.validation(problems, (problems[0] as FieldError).messageCode);
    return docs;
  }

  private async store(model: ModelRow, docs: readonly NewDocument[], from: { kind: 'JSON' | 'PUSH'; userId: string | null }) {
    const target = { workspaceId: model.workspace_id, modelId: model.id };
    const sourceId = await this.db.transaction().execute(async (trx) => {
      const id = await sourceFor(trx, target, from, docs.length);
      await SourceRepository.insertDocuments(trx, { ...target, sourceId: id }, docs);
      return id;
    });
    if (docs.some((d) => d.status === 'COMPLETED')) await this.access.touchLabels(model.workspace_id, model.id);
    await this.events.add({
      type: 'SOURCE_UPDATED',
      userId: null,
      workspaceId: model.workspace_id,
      payload: { modelId: model.id, sourceId },
    });
    return { sourceId, stored: docs.length, failed: 0 };
  }
}

/**
 * The source the documents are recorded under: a new one per JSON upload; for pushes, the model's one PUSH
 * source, whose counts grow with every call (a source per call would bury the uploads list).
 */
async function sourceFor(
  trx: Db,
  target: { workspaceId: string; modelId: string },
  from: { kind: 'JSON' | 'PUSH'; userId: string | null },
  count: number,
): Promise<string> {
  if (from.kind === 'PUSH') {
    const existing = await trx
      .updateTable('model_source')
      .set({
        total: sql<number>`total + ${count}`,
        success_count: sql<number>`success_count + ${count}`,
        updated_at: sql<Date>`now()`,
      })
      .where('workspace_id', '=', target.workspaceId)
      .where('model_id', '=', target.modelId)
      .where('file_type', '=', 'PUSH')
      .returning('id')
      .executeTakeFirst();
    if (existing) return existing.id;
  }
  const row = await trx
    .insertInto('model_source')
    .values({
      workspace_id: target.workspaceId,
      model_id: target.modelId,
      file_name: from.kind === 'PUSH' ? 'push' : 'documents.json',
      file_type: from.kind,
      size: 0,
      status: 'IMPORTED',
      progress: 100,
      total: count,
      success_count: count,
      created_by: from.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
