import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AssistantRunTable, AssistantSuggestionTable, AssistantTable } from '../../platform/db/schema-assistants.js';
import { likePattern } from '../models/repository.js';

export type AssistantRow = Selectable<AssistantTable>;
export type AssistantWrite = Omit<Insertable<AssistantTable>, 'id' | 'created_at' | 'updated_at'>;
export type RunRow = Selectable<AssistantRunTable>;
export type RunChange = Omit<Updateable<AssistantRunTable>, 'id' | 'workspace_id' | 'assistant_id'>;
export type SuggestionRow = Selectable<AssistantSuggestionTable>;
export type SuggestionInsert = Omit<Insertable<AssistantSuggestionTable>, 'id' | 'created_at'>;

/** Who an assistant belongs to: an analysis or a model of a workspace. */
export type AssistantOwnerRef = { workspaceId: string } & ({ projectId: string } | { modelId: string });

export interface SuggestionFilter {
  status?: string;
  runId?: string;
  documentId?: string;
  page: number;
  size: number;
}

export interface SuggestionWithText extends SuggestionRow {
  document_text: string | null;
}

const activeStatuses = ['QUEUED', 'RUNNING'];
/** Characters of a document shown with its suggestion. */
const SNIPPET = 300;

/** The SQL of assistants, their runs and suggestions; every read is scoped by the workspace. */
export class AssistantRepository {
  constructor(private readonly db: Db) {}

  assistant(owner: AssistantOwnerRef): Promise<AssistantRow | undefined> {
    let q = this.db.selectFrom('assistant').selectAll().where('workspace_id', '=', owner.workspaceId);
    q = 'projectId' in owner ? q.where('project_id', '=', owner.projectId) : q.where('model_id', '=', owner.modelId);
    return q.executeTakeFirst();
  }

  insert(values: AssistantWrite): Promise<AssistantRow> {
    return this.db
      .insertInto('assistant')
      .values({ ...values, updated_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(workspaceId: string, id: string, values: Partial<AssistantWrite>): Promise<AssistantRow> {
    return this.db
      .updateTable('assistant')
      .set({ ...values, updated_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.db.deleteFrom('assistant').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  }

  runs(workspaceId: string, assistantId: string, limit = 50): Promise<RunRow[]> {
    return this.db
      .selectFrom('assistant_run')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('assistant_id', '=', assistantId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  run(workspaceId: string, runId: string, assistantId?: string): Promise<RunRow | undefined> {
    let q = this.db.selectFrom('assistant_run').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', runId);
    if (assistantId) q = q.where('assistant_id', '=', assistantId);
    return q.executeTakeFirst();
  }

  activeRun(workspaceId: string, assistantId: string): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('assistant_run')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('assistant_id', '=', assistantId)
      .where('status', 'in', activeStatuses)
      .executeTakeFirst();
  }

  insertRun(values: Insertable<AssistantRunTable>): Promise<RunRow> {
    return this.db.insertInto('assistant_run').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes a run; with `onlyIf`, only while it has one of those statuses (a stop is not overwritten). */
  async changeRun(workspaceId: string, id: string, values: RunChange, onlyIf?: readonly string[]): Promise<RunRow | undefined> {
    let q = this.db.updateTable('assistant_run').set(values).where('workspace_id', '=', workspaceId).where('id', '=', id);
    if (onlyIf) q = q.where('status', 'in', [...onlyIf]);
    return q.returningAll().executeTakeFirst();
  }

  /** Adds a batch's progress to a running run; undefined when it is no longer running (stopped meanwhile). */
  addProgress(
    workspaceId: string,
    id: string,
    delta: { processed: number; suggestions: number; tokens: number },
  ): Promise<RunRow | undefined> {
    return this.db
      .updateTable('assistant_run')
      .set((eb) => ({
        processed: eb('processed', '+', delta.processed),
        suggestion_count: eb('suggestion_count', '+', delta.suggestions),
        tokens_used: eb('tokens_used', '+', delta.tokens),
      }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'RUNNING')
      .returningAll()
      .executeTakeFirst();
  }

  async addTokens(workspaceId: string, id: string, tokens: number): Promise<void> {
    if (tokens === 0) return;
    await this.db
      .updateTable('assistant_run')
      .set((eb) => ({ tokens_used: eb('tokens_used', '+', tokens) }))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  async insertSuggestions(rows: readonly SuggestionInsert[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('assistant_suggestion')
        .values([...rows])
        .execute();
  }

  /** Suggestions of an assistant, pending first, then newest; with the document's text shortened. */
  async suggestions(assistant: AssistantRow, filter: SuggestionFilter): Promise<{ rows: SuggestionWithText[]; total: number }> {
    let q = this.db
      .selectFrom('assistant_suggestion as s')
      .where('s.workspace_id', '=', assistant.workspace_id)
      .where('s.assistant_id', '=', assistant.id);
    if (filter.status) q = q.where('s.status', '=', filter.status);
    if (filter.runId) q = q.where('s.run_id', '=', filter.runId);
    if (filter.documentId) q = q.where('s.document_id', '=', filter.documentId);
    const text =
      assistant.project_id !== null
        ? sql<
            string | null
          >`(select left(d.content, ${SNIPPET}) from project_document d where d.id = s.document_id and d.project_id = ${assistant.project_id})`
        : sql<
            string | null
          >`(select left(d.text, ${SNIPPET}) from model_document d where d.id = s.document_id and d.model_id = ${assistant.model_id})`;
    const [rows, count] = await Promise.all([
      q
        .selectAll('s')
        .select(text.as('document_text'))
        .orderBy(sql`case when s.status = 'PENDING' then 0 else 1 end`)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.document_id')
        .orderBy('s.confidence', 'desc')
        .orderBy('s.id')
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  suggestion(workspaceId: string, assistantId: string, id: string): Promise<SuggestionRow | undefined> {
    return this.db
      .selectFrom('assistant_suggestion')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('assistant_id', '=', assistantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Decides a pending suggestion; undefined when it was decided meanwhile. */
  decide(workspaceId: string, id: string, status: 'CONFIRMED' | 'REJECTED', userId: string): Promise<SuggestionRow | undefined> {
    return this.db
      .updateTable('assistant_suggestion')
      .set({ status, decided_by: userId, decided_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
  }

  async documentSnippet(assistant: AssistantRow, documentId: string): Promise<string> {
    const docs =
      assistant.project_id !== null
        ? await this.projectTexts(assistant.workspace_id, assistant.project_id, [documentId])
        : await this.modelTexts(assistant.workspace_id, assistant.model_id ?? '', [documentId]);
    return docs[0]?.text.slice(0, SNIPPET) ?? '';
  }

  /** Texts of an analysis's documents, in the order of `ids` (missing and trashed ones left out). */
  async projectTexts(workspaceId: string, projectId: string, ids: readonly string[]): Promise<{ id: string; text: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_document')
      .select(['id', 'content'])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', 'in', [...ids])
      .where('trashed_at', 'is', null)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.content]));
    return ids.flatMap((id) => {
      const text = byId.get(id);
      return text === undefined ? [] : [{ id, text }];
    });
  }

  async modelTexts(workspaceId: string, modelId: string, ids: readonly string[]): Promise<{ id: string; text: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('model_document')
      .select(['id', 'text'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.text]));
    return ids.flatMap((id) => {
      const text = byId.get(id);
      return text === undefined ? [] : [{ id, text }];
    });
  }

  /** A model's documents a run reads: newest first, not discarded, containing `query` when given. */
  async modelDocumentIds(workspaceId: string, modelId: string, query: string, limit: number): Promise<string[]> {
    let q = this.db
      .selectFrom('model_document')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('status', '<>', 'DISCARDED');
    if (query !== '') q = q.where('text', 'ilike', likePattern(query));
    const rows = await q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  modelDocumentLabels(workspaceId: string, modelId: string, documentId: string): Promise<{ label_ids: string[] } | undefined> {
    return this.db
      .selectFrom('model_document')
      .select('label_ids')
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  /** The categories a document of an analysis has from one model (every origin). */
  async documentCategoryIds(projectId: string, documentId: string, modelId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_document_category')
      .select('category_id')
      .where('project_id', '=', projectId)
      .where('document_id', '=', documentId)
      .where('model_id', '=', modelId)
      .execute();
    return rows.map((r) => r.category_id);
  }

  /** The analysis's root causes, by name. */
  rootCauses(workspaceId: string, projectId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('root_cause')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .orderBy('name')
      .execute();
  }

  async modelCategoryCount(workspaceId: string, modelId: string): Promise<number> {
    const row = await this.db
      .selectFrom('model_category')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
