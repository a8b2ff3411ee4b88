import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SpeechSettingTable, SpeechTranscriptionTable } from '../../platform/db/schema-speech.js';

export type SpeechSettingRow = Selectable<SpeechSettingTable>;
export type SpeechSettingWrite = Omit<
  Insertable<SpeechSettingTable>,
  'id' | 'workspace_id' | 'project_id' | 'created_by' | 'created_at' | 'updated_at'
>;
export type TranscriptionRow = Selectable<SpeechTranscriptionTable>;
export type TranscriptionInsert = Omit<Insertable<SpeechTranscriptionTable>, 'workspace_id' | 'project_id'>;
export type TranscriptionChange = Omit<Updateable<SpeechTranscriptionTable>, 'id' | 'workspace_id' | 'project_id'>;

interface ProjectRef {
  id: string;
  workspace_id: string;
}

/** The SQL of speech settings and transcriptions: every read is scoped by the analysis and its workspace. */
export class SpeechRepository {
  constructor(private readonly db: Db) {}

  settings(project: ProjectRef): Promise<SpeechSettingRow[]> {
    return this.db
      .selectFrom('speech_setting')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  setting(workspaceId: string, projectId: string, id: string): Promise<SpeechSettingRow | undefined> {
    return this.db
      .selectFrom('speech_setting')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  insertSetting(project: ProjectRef, userId: string, row: SpeechSettingWrite): Promise<SpeechSettingRow> {
    return this.db
      .insertInto('speech_setting')
      .values({ ...row, workspace_id: project.workspace_id, project_id: project.id, created_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateSetting(project: ProjectRef, id: string, row: SpeechSettingWrite): Promise<SpeechSettingRow | undefined> {
    return this.db
      .updateTable('speech_setting')
      .set({ ...row, updated_at: new Date() })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteSetting(project: ProjectRef, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('speech_setting')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  insertTranscription(project: ProjectRef, row: TranscriptionInsert): Promise<TranscriptionRow> {
    return this.db
      .insertInto('speech_transcription')
      .values({ ...row, workspace_id: project.workspace_id, project_id: project.id })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The job's read: by id within its workspace. */
  transcription(workspaceId: string, id: string): Promise<TranscriptionRow | undefined> {
    return this.db
      .selectFrom('speech_transcription')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  recentTranscriptions(project: ProjectRef, size: number): Promise<TranscriptionRow[]> {
    return this.db
      .selectFrom('speech_transcription')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
  }

  async changeTranscription(workspaceId: string, id: string, change: TranscriptionChange): Promise<void> {
    await this.db
      .updateTable('speech_transcription')
      .set(change)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /** The stored dialogue of a transcription: the analysis's document with that external id. */
  async documentId(workspaceId: string, projectId: string, externalId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('project_document')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
