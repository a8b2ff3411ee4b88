import type { ProjectJsonDocument } from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import { randomUUID } from 'node:crypto';
import type { AttributeValue } from '../../platform/db/schema-projects.js';
import { errors } from '../../platform/errors.js';
import { JsonProblems, pushTokens } from '../ingest/json.js';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import { readDialogueJson, storedCall, type Turn } from '../ingest/dialogue.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { ClassifyInput } from './classify-core.js';
import { classifyInline } from './classify-job.js';
import { allowedChannels, emit, type IngestCore } from './core.js';
import type { NewProjectDocument } from './document-repository.js';
import { classifyOrFail, CLASSIFY_ROWS, COMMIT_ROWS, runImport, type ImportOptions } from './import-job.js';
import { attributeValue } from './rows.js';

export interface IngestResult {
  sourceId: string;
  stored: number;
  failed: number;
}

interface ReadJson {
  externalId: string | null;
  input: ClassifyInput;
  contentDate: Date;
  attributes: Record<string, AttributeValue>;
  call: StoredCall | null;
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
  async ingestDocuments(
    scope: ProjectScope,
    code: string,
    channelCode: string,
    docs: ProjectJsonDocument[],
  ): Promise<IngestResult> {
    const project = await this.core.access.require(scope, code);
    return this.ingest(project, channelCode, docs, { kind: 'JSON', userId: scope.userId, atomic: false });
  }

  /** Classifies every INLINE document of the analysis (seed, benchmark); returns when none is left. */
  async classifyPending(projectId: string): Promise<void> {
    const row = await this.core.repo.project(projectId);
    if (row) await classifyInline(this.core, row);
  }

  /** Runs the import job's work for a source now (tests stop it after some commits to play a killed server). */
  runImport(workspaceId: string, sourceId: string, options: ImportOptions = { final: false }): Promise<void> {
    return runImport(this.core, { workspaceId, sourceId }, options);
  }

  /** POST /api/project/{code}/json: all or nothing, in one transaction. */
  async upload(scope: ProjectScope, code: string, channelCode: string, docs: ProjectJsonDocument[]): Promise<IngestResult> {
    const project = await this.core.access.require(scope, code);
    return this.ingest(project, channelCode, docs, { kind: 'JSON', userId: scope.userId, atomic: true });
  }

  /** Creates the push source or rotates its token; the token is shown this once, only its hash is kept. */
  async activatePush(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    const { token, hash } = pushTokens.issue();
    const row = await this.core.repo.savePushSource(scope.id, project.id, hash);
    return pushTokens.view(row, this.ingestUrl(project.code), token);
  }

  async pushSource(scope: ProjectScope, code: string) {
    const project = await this.core.access.require(scope, code);
    const row = await this.core.repo.pushSource(scope.id, project.id);
    return row ? pushTokens.view(row, this.ingestUrl(project.code), null) : null;
  }

  /** The public call: a missing or wrong token, or an analysis without a push source, all answer 401. */
  async push(code: string, token: string | undefined, channelCode: string, docs: ProjectJsonDocument[]): Promise<IngestResult> {
    const project = await this.checkPushToken(code, token);
    return this.ingest(project, channelCode, docs, { kind: 'PUSH', userId: null, atomic: true });
  }

  /** Also run before the body is read: a caller without the token must not make the server parse megabytes. */
  async checkPushToken(code: string, token: string | undefined): Promise<ProjectRow> {
    if (!pushTokens.wellFormed(token) || code.length > 60) throw pushTokens.invalid();
    const push = await this.core.repo.pushSourceByToken(code, pushTokens.hash(token));
    const project = push ? await this.core.access.byId(push.workspace_id, push.project_id) : null;
    if (!project || project.status !== 'ACTIVE') throw pushTokens.invalid();
    return project;
  }

  private ingestUrl(code: string): string {
    return `${this.publicUrl}/api/ingest/project/${code}`;
  }

  private async ingest(
    project: ProjectRow,
    channelCode: string,
    documents: readonly ProjectJsonDocument[],
    from: { kind: 'JSON' | 'PUSH'; userId: string | null; atomic: boolean },
  ): Promise<IngestResult> {
    await this.core.documentQuota(project.workspace_id);
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
        call: d.call,
        result: results[i] as NewProjectDocument['result'],
      }));
    };
    const target = { workspaceId: project.workspace_id, projectId: project.id };
    const owner = { project_id: project.id, channel_code: channelCode };
    let sourceId: string;
    if (from.atomic) {
      const docs = await toNew(read);
      sourceId = await this.core.transaction(async (tx) => {
        const id = await tx.sources.recordJson(owner, project.workspace_id, from, docs.length);
        await tx.documents.upsertDocuments({ ...target, sourceId: id }, docs);
        return id;
      });
    } else {
      sourceId = await this.core.repo.recordJson(owner, project.workspace_id, from, read.length);
      for (let start = 0; start < read.length; start += CLASSIFY_ROWS) {
        const docs = await toNew(read.slice(start, start + CLASSIFY_ROWS));
        for (let c = 0; c < docs.length; c += COMMIT_ROWS) {
          const part = docs.slice(c, c + COMMIT_ROWS);
          await this.core.transaction((tx) => tx.documents.upsertDocuments({ ...target, sourceId }, part));
        }
      }
    }
    await emit(this.core.events, project, { sourceId });
    return { sourceId, stored: read.length, failed: 0 };
  }

  private async read(project: ProjectRow, documents: readonly ProjectJsonDocument[]): Promise<ReadJson[]> {
    const types = await this.core.repo.attributes(project.id);
    const dialogue = project.data_type === 'DIALOGUE';
    const problems = new JsonProblems();
    const seen = new Set<string>();
    const now = new Date();
    const out = documents.map((d, i): ReadJson => {
      const at = `documents.${i}`;
      let turns: Turn[] | null = null;
      let call: StoredCall | null = null;
      if (d.turns && dialogue) {
        // Timed turns, holds and call fields (docs/dialogue-format.md), checked as a CSV cell's are.
        const read = readDialogueJson(d);
        for (const p of read?.problems ?? []) problems.add(`${at}.${p.field}`, p.code);
        turns = read?.turns ?? null;
        call = read ? storedCall(read.call, read.holds) : null;
      } else if (d.turns) {
        turns = d.turns
          .filter((t) => t.speaker !== 'hold')
          .map((t) => ({ speaker: t.speaker as Turn['speaker'], text: t.text ?? '', ...(t.time ? { time: t.time } : {}) }));
      }
      if (dialogue ? !turns || turns.length === 0 : !d.text || d.text.trim() === '')
        problems.add(at, 'DOCUMENT_CONTENT_REQUIRED');
      const text = turns
        ? flattenInput({ turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) })
        : (d.text ?? '').trim();
      const externalId = d.id?.trim() ? d.id.trim() : null;
      if (externalId !== null) {
        if (seen.has(externalId)) problems.add(`${at}.id`, 'DOCUMENT_DUPLICATE_ID');
        seen.add(externalId);
      }
      const contentDate = problems.date(d.date, at) ?? now;
      const attributes: Record<string, AttributeValue> = {};
      for (const [code, value] of Object.entries(d.attributes ?? {})) {
        const type = types.get(code);
        if (value === null || typeof value === 'boolean' || !type) {
          attributes[code] = value;
          continue;
        }
        const typed = attributeValue(String(value).trim(), type, ';');
        if (typed === undefined) problems.add(`${at}.attributes.${code}`, 'ATTRIBUTE_VALUE_INVALID');
        else attributes[code] = typed;
      }
      return { externalId, input: { text, turns: dialogue ? turns : null }, contentDate, attributes, call };
    });
    problems.refuse();
    return out;
  }
}
