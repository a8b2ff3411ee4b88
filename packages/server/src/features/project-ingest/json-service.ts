import type { FieldError, JsonDocument, MessageCode } from '@sentio/domain';
import { defaultMessages } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/database.js';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { AppError, errors } from '../../platform/errors.js';
import { dateReader, type DateReader } from '../model-sources/dates.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { ClassifyInput, Turn } from './classify-core.js';
import { classifyInline } from './classify-job.js';
import { allowedChannels, emit, type IngestCore } from './core.js';
import { upsertDocuments, type NewProjectDocument } from './document-store.js';
import { classifyOrFail, CLASSIFY_ROWS, COMMIT_ROWS, runImport, type ImportOptions } from './import-job.js';
import { attributeValue } from './rows.js';

export interface IngestResult {
  sourceId: string;
  stored: number;
  failed: number;
}

const readIso = dateReader('ISO') as DateReader;
const field = (path: string, code: MessageCode): FieldError => ({
  field: path,
  messageCode: code,
  message: defaultMessages[code],
});

interface ReadJson {
  externalId: string | null;
  input: ClassifyInput;
  contentDate: Date;
  attributes: Record<string, AttributeValue>;
}

/**
 * Documents sent as JSON: by a user, by a push source with its token, and by the demo seed and benchmark (no size
 * cap). A bad document refuses the whole call with a field error per problem; nothing is stored.
 */
export class IngestService {
  constructor(
    private readonly core: IngestCore,
    private readonly publicUrl: string,
  ) {}

  /** The seed's and benchmark's way in: any number of documents, classified and committed in chunks. */
  async ingestDocuments(scope: ProjectScope, code: string, channelCode: string, docs: JsonDocument[]): Promise<IngestResult> {
    const project = await this.core.access.require(scope, code);
    return this.ingest(project, channelCode, docs, { kind: 'JSON', userId: scope.userId, atomic: false });
  }

  /** Classifies every INLINE document of the analysis (seed, benchmark); returns when none is left. */
  async classifyPending(projectId: string): Promise<void> {
    const row = await this.core.db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
    if (row) await classifyInline(this.core, row);
  }

  /** Runs the import job's work for a source now (tests stop it after some commits to play a killed server). */
  runImport(workspaceId: string, sourceId: string, options: ImportOptions = { final: false }): Promise<void> {
    return runImport(this.core, { workspaceId, sourceId }, options);
  }

  /** POST /api/project/{code}/json: all or nothing, in one transaction. */
  async upload(scope: ProjectScope, code: string, channelCode: string, docs: JsonDocument[]): Promise<IngestResult> {
    const project = await this.core.access.require(scope, code);
    return this.ingest(project, channelCode, docs, { kind: 'JSON', userId: scope.userId, atomic: true });
  }

  /** Creates the push source or rotates its token; the token is shown this once, only its hash is kept. */
  async activatePush(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    const { token, hash } = newToken();
    const row = await this.core.repo.savePushSource(scope.id, project.id, hash);
    return { id: row.id, url: this.ingestUrl(project.code), token, createdAt: row.created_at.toISOString() };
  }

  async pushSource(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    const row = await this.core.repo.pushSource(scope.id, project.id);
    return row ? { id: row.id, url: this.ingestUrl(project.code), token: null, createdAt: row.created_at.toISOString() } : null;
  }

  /** The public call: a missing or wrong token, or an analysis without a push source, all answer 401. */
  async push(code: string, token: string | undefined, channelCode: string, docs: JsonDocument[]): Promise<IngestResult> {
    const project = await this.checkPushToken(code, token);
    return this.ingest(project, channelCode, docs, { kind: 'PUSH', userId: null, atomic: true });
  }

  /** Also run before the body is read: a caller without the token must not make the server parse megabytes. */
  async checkPushToken(code: string, token: string | undefined): Promise<ProjectRow> {
    const invalid = new AppError(401, 'AuthenticationException', 'PUSH_TOKEN_INVALID');
    if (!token || token.length > 200 || code.length > 60) throw invalid;
    const push = await this.core.repo.pushSourceByToken(code, hashToken(token));
    const project = push ? await this.core.access.byId(push.workspace_id, push.project_id) : null;
    if (!project || project.status !== 'ACTIVE') throw invalid;
    return project;
  }

  private ingestUrl(code: string): string {
    return `${this.publicUrl}/api/ingest/project/${code}`;
  }

  private async ingest(
    project: ProjectRow,
    channelCode: string,
    documents: readonly JsonDocument[],
    from: { kind: 'JSON' | 'PUSH'; userId: string | null; atomic: boolean },
  ): Promise<IngestResult> {
    if (!(await allowedChannels(this.core.repo, project)).has(channelCode))
      throw errors.badRequest('ANALYSIS_CHANNEL_UNKNOWN', 'channelCode');
    const read = await this.read(project, documents);
    const resolved = await this.core.classifier.plan(project);
    const toNew = async (chunk: readonly ReadJson[]): Promise<NewProjectDocument[]> => {
      const results = await classifyOrFail(
        this.core,
        resolved,
        chunk.map((d) => d.input),
      );
      return chunk.map((d, i) => ({
        id: randomUUID(),
        externalId: d.externalId,
        dataType: project.data_type,
        contentDate: d.contentDate,
        channelCode,
        attributes: d.attributes,
        result: results[i] as NewProjectDocument['result'],
      }));
    };
    const target = { workspaceId: project.workspace_id, projectId: project.id };
    let sourceId: string;
    if (from.atomic) {
      const docs = await toNew(read);
      sourceId = await this.core.db.transaction().execute(async (trx) => {
        const id = await sourceFor(trx, project, channelCode, from, docs.length);
        await upsertDocuments(trx, { ...target, sourceId: id }, docs);
        return id;
      });
    } else {
      sourceId = await sourceFor(this.core.db, project, channelCode, from, read.length);
      for (let start = 0; start < read.length; start += CLASSIFY_ROWS) {
        const docs = await toNew(read.slice(start, start + CLASSIFY_ROWS));
        for (let c = 0; c < docs.length; c += COMMIT_ROWS) {
          const part = docs.slice(c, c + COMMIT_ROWS);
          await this.core.db.transaction().execute((trx) => upsertDocuments(trx, { ...target, sourceId }, part));
        }
      }
    }
    await emit(this.core.events, project, { sourceId });
    return { sourceId, stored: read.length, failed: 0 };
  }

  private async read(project: ProjectRow, documents: readonly JsonDocument[]): Promise<ReadJson[]> {
    const types = await this.core.repo.attributes(project.id);
    const dialogue = project.data_type === 'DIALOGUE';
    const problems: FieldError[] = [];
    const seen = new Set<string>();
    const now = new Date();
    const out = documents.map((d, i): ReadJson => {
      const at = `documents.${i}`;
      const turns: Turn[] | null = d.turns
        ? d.turns.map((t) => ({ speaker: t.speaker, text: t.text, ...(t.time ? { time: t.time } : {}) }))
        : null;
      if (dialogue ? !turns : !d.text || d.text.trim() === '') problems.push(field(at, 'DOCUMENT_CONTENT_REQUIRED'));
      const text = turns
        ? flattenInput({ turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) })
        : (d.text ?? '').trim();
      const externalId = d.id?.trim() ? d.id.trim() : null;
      if (externalId !== null) {
        if (seen.has(externalId)) problems.push(field(`${at}.id`, 'DOCUMENT_DUPLICATE_ID'));
        seen.add(externalId);
      }
      let contentDate = now;
      if (d.date !== undefined && d.date.trim() !== '') {
        const parsed = readIso(d.date);
        if (!parsed) problems.push(field(`${at}.date`, 'FIELD_INVALID'));
        else contentDate = parsed;
      }
      const attributes: Record<string, AttributeValue> = {};
      for (const [code, value] of Object.entries(d.attributes ?? {})) {
        const type = types.get(code);
        if (value === null || typeof value === 'boolean' || !type) {
          attributes[code] = value;
          continue;
        }
        const typed = attributeValue(String(value).trim(), type, ';');
        if (typed === undefined) problems.push(field(`${at}.attributes.${code}`, 'ATTRIBUTE_VALUE_INVALID'));
        else attributes[code] = typed;
      }
      return { externalId, input: { text, turns: dialogue ? turns : null }, contentDate, attributes };
    });
    if (problems.length > 0) throw errors.validation(problems, (problems[0] as FieldError).messageCode);
    return out;
  }
}

/**
 * The source documents are recorded under: a new one per JSON call; for pushes, the analysis's one PUSH source,
 * whose counts grow with every call (a source per call would bury the uploads list).
 */
async function sourceFor(
  db: Db,
  project: ProjectRow,
  channelCode: string,
  from: { kind: 'JSON' | 'PUSH'; userId: string | null },
  count: number,
): Promise<string> {
  if (from.kind === 'PUSH') {
    const existing = await db
      .updateTable('project_source')
      .set({
        total: sql<number>`total + ${count}`,
        success_count: sql<number>`success_count + ${count}`,
        updated_at: sql<Date>`now()`,
      })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('file_type', '=', 'PUSH')
      .returning('id')
      .executeTakeFirst();
    if (existing) return existing.id;
  }
  const row = await db
    .insertInto('project_source')
    .values({
      workspace_id: project.workspace_id,
      project_id: project.id,
      channel_code: channelCode,
      file_name: from.kind === 'PUSH' ? 'push' : 'documents.json',
      file_type: from.kind,
      size: 0,
      status: 'IMPORTED',
      progress: 100,
      total: count,
      success_count: count,
      imported_rows: count,
      created_by: from.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
