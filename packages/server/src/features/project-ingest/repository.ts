import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { UploadSourceRepository } from '../ingest/source-repository.js';
import type { ProjectRow } from '../projects/project-access.js';
import { applyResults, documentsByIds, upsertDocuments, type NewProjectDocument } from './document-repository.js';
import type { Db } from '../../platform/db/database.js';
import type { StoredBatch } from './hooks.js';
import type {
  ProjectMatchingTemplateTable,
  ProjectPushSourceTable,
  ProjectSourceTable,
  ProjectTaskTable,
} from '../../platform/db/schema-projects.js';

export type SourceRow = Selectable<ProjectSourceTable>;
export type TemplateRow = Selectable<ProjectMatchingTemplateTable>;
export type PushSourceRow = Selectable<ProjectPushSourceTable>;
export type TaskRow = Selectable<ProjectTaskTable>;
export interface SourceCounts {
  inline: number;
  failed: number;
}

/** Uploads, templates, push sources, attributes, channels and tasks of analyses; every call scoped by workspace. */
export class IngestRepository extends UploadSourceRepository<SourceRow> {
  /** `onStored` (the ingest transaction's hooks, see hooks.ts) hears of every batch written through this repository. */
  constructor(
    db: Db,
    private readonly onStored: (batch: StoredBatch) => Promise<void> = () => Promise.resolve(),
  ) {
    super(db, 'project_source');
  }

  /** Documents per source still waiting for (INLINE) or failed in classification. */
  async sourceCounts(projectId: string): Promise<Map<string, SourceCounts>> {
    const rows = await this.db
      .selectFrom('project_document')
      .select(['source_id', 'prediction_status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('project_id', '=', projectId)
      .where('prediction_status', 'in', ['INLINE', 'FAILED'])
      .where('trashed_at', 'is', null)
      .groupBy(['source_id', 'prediction_status'])
      .execute();
    const out = new Map<string, SourceCounts>();
    for (const r of rows) {
      if (!r.source_id) continue;
      const c = out.get(r.source_id) ?? { inline: 0, failed: 0 };
      if (r.prediction_status === 'INLINE') c.inline = Number(r.n);
      else c.failed = Number(r.n);
      out.set(r.source_id, c);
    }
    return out;
  }

  async insertSource(values: Insertable<ProjectSourceTable>): Promise<SourceRow> {
    return this.db.insertInto('project_source').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** An analysis by id alone: for the seed and benchmark, which classify what they ingested. */
  async project(projectId: string): Promise<ProjectRow | null> {
    return (await this.db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst()) ?? null;
  }

  /** Stored documents' content, to classify them again. */
  documentsByIds(projectId: string, ids: readonly string[]) {
    return documentsByIds(this.db, projectId, ids);
  }

  /** Writes classification results; see applyResults. Call inside a transaction. Returns how many were written. */
  async applyResults(
    target: { workspaceId: string; projectId: string },
    results: Parameters<typeof applyResults>[2],
    options: Parameters<typeof applyResults>[3],
  ): Promise<number> {
    const written = await applyResults(this.db, target.projectId, results, options);
    await this.onStored({ ...target, documentIds: written, cause: 'RECLASSIFIED' });
    return written.length;
  }

  /** Stores a batch of an import or a JSON call; see upsertDocuments. Call inside a transaction. */
  async upsertDocuments(
    target: { workspaceId: string; projectId: string; sourceId: string },
    docs: readonly NewProjectDocument[],
  ): Promise<string[]> {
    const ids = await upsertDocuments(this.db, target, docs);
    await this.onStored({
      workspaceId: target.workspaceId,
      projectId: target.projectId,
      documentIds: ids,
      cause: 'STORED',
      hasDialogues: docs.some((d) => d.dataType === 'DIALOGUE'),
    });
    return ids;
  }

  /**
   * Imports left IMPORTING (a crashed server's): the sweep sends their job again. A live import moves updated_at
   * with every commit, so only those quiet for `quietSeconds` are taken (an import driven outside the queue, as in
   * tests or a manual resume, is not raced).
   */
  async importing(quietSeconds: number): Promise<{ id: string; workspace_id: string }[]> {
    return this.db
      .selectFrom('project_source')
      .select(['id', 'workspace_id'])
      .where('status', '=', 'IMPORTING')
      .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${quietSeconds})`)
      .execute();
  }

  /** Analyses with documents waiting for classification. */
  async projectsWithInline(): Promise<{ project_id: string; workspace_id: string }[]> {
    return this.db
      .selectFrom('project_document')
      .select(['project_id', 'workspace_id'])
      .where('prediction_status', '=', 'INLINE')
      .where('trashed_at', 'is', null)
      .groupBy(['project_id', 'workspace_id'])
      .execute();
  }

  async templates(workspaceId: string, projectId: string): Promise<TemplateRow[]> {
    return this.db
      .selectFrom('project_matching_template')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .execute();
  }

  async saveTemplate(workspaceId: string, projectId: string, name: string, matching: unknown, userId: string): Promise<void> {
    const json = JSON.stringify(matching);
    await this.db
      .insertInto('project_matching_template')
      .values({ workspace_id: workspaceId, project_id: projectId, name, matching: json, created_by: userId })
      .onConflict((oc) => oc.columns(['project_id', 'name']).doUpdateSet({ matching: json, created_by: userId }))
      .execute();
  }

  async attributes(projectId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('project_attribute')
      .select(['code', 'type'])
      .where('project_id', '=', projectId)
      .execute();
    return new Map(rows.map((r) => [r.code, r.type]));
  }

  /** New attribute codes of a matching, after the existing ones; a code already defined keeps its type. */
  async addAttributes(workspaceId: string, projectId: string, list: readonly { code: string; type: string }[]): Promise<void> {
    if (list.length === 0) return;
    const max = await this.db
      .selectFrom('project_attribute')
      .select((eb) => eb.fn.max<number>('position').as('p'))
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    const base = (max?.p ?? -1) + 1;
    await this.db
      .insertInto('project_attribute')
      .values(
        list.map((a, i) => ({
          project_id: projectId,
          workspace_id: workspaceId,
          code: a.code,
          name: a.code,
          type: a.type,
          position: base + i,
        })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'code']).doNothing())
      .execute();
  }

  async projectChannels(projectId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('project_channel').select('channel_code').where('project_id', '=', projectId).execute();
    return rows.map((r) => r.channel_code);
  }

  async workspaceChannels(workspaceId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('channel').select('code').where('workspace_id', '=', workspaceId).execute();
    return rows.map((r) => r.code);
  }

  async pushSource(workspaceId: string, projectId: string): Promise<PushSourceRow | null> {
    const row = await this.db
      .selectFrom('project_push_source')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The push source holding this token hash for an analysis with this code (codes repeat across workspaces). */
  async pushSourceByToken(code: string, tokenHash: string): Promise<PushSourceRow | null> {
    const row = await this.db
      .selectFrom('project_push_source as p')
      .innerJoin('project', 'project.id', 'p.project_id')
      .selectAll('p')
      .where('project.code', '=', code)
      .where('p.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ?? null;
  }

  async savePushSource(workspaceId: string, projectId: string, tokenHash: string): Promise<PushSourceRow> {
    return this.db
      .insertInto('project_push_source')
      .values({ workspace_id: workspaceId, project_id: projectId, token_hash: tokenHash })
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ token_hash: tokenHash, created_at: sql<Date>`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async task(workspaceId: string, projectId: string, taskId: string): Promise<TaskRow | null> {
    const row = await this.db
      .selectFrom('project_task')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', taskId)
      .executeTakeFirst();
    return row ?? null;
  }

  async taskById(taskId: string): Promise<TaskRow | null> {
    return (await this.db.selectFrom('project_task').selectAll().where('id', '=', taskId).executeTakeFirst()) ?? null;
  }

  /** Null when the partial unique index refuses it: a task of that kind is already queued or running. */
  async insertTask(values: Insertable<ProjectTaskTable>): Promise<TaskRow | null> {
    const row = await this.db
      .insertInto('project_task')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'kind'])
          .where('status', 'in', ['QUEUED', 'RUNNING'])
          .where('kind', 'in', ['RETRY_ALL', 'REEVALUATE'])
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async updateTask(taskId: string, patch: Updateable<ProjectTaskTable>): Promise<void> {
    await this.db.updateTable('project_task').set(patch).where('id', '=', taskId).execute();
  }

  async latestTask(projectId: string, kind: string, running: boolean): Promise<TaskRow | null> {
    const row = await this.db
      .selectFrom('project_task')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .where('status', running ? 'in' : 'not in', ['QUEUED', 'RUNNING'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async userRef(userId: string | null): Promise<{ id: string; name: string } | null> {
    if (!userId) return null;
    const user = await this.db
      .selectFrom('app_user')
      .select(['id', 'full_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? { id: user.id, name: `${user.full_name} ${user.last_name}`.trim() } : null;
  }
}
