import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';

export interface WorkspaceProgress {
  modelWithDocuments: boolean;
  trainedModel: boolean;
  analysisWithDocuments: boolean;
  /** No model and no analysis (not even a draft): what sample data may fill. */
  empty: boolean;
}

export interface RunningRow {
  kind: 'TRAINING' | 'MODEL_IMPORT' | 'ANALYSIS_IMPORT';
  id: string;
  name: string;
  progress: number;
  /** The analysis code of an analysis import. */
  code: string | null;
  /** Who may see it: a PRIVATE model or analysis only its owner (and those the access rules let in). */
  access: string;
  ownerId: string;
}

const runningSource = ['UPLOADING', 'PENDING', 'IMPORTING'];

/** The reads of the home page: every one scoped by the session's workspace. */
export class HomeRepository {
  constructor(private readonly db: Db) {}

  /** The workspace's active analyses (no drafts), most recently changed first. */
  analyses(workspaceId: string, limit: number): Promise<ProjectRow[]> {
    return this.db
      .selectFrom('project')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('status', '!=', 'DRAFT')
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async progress(workspaceId: string): Promise<WorkspaceProgress> {
    const [models, documents, trained, projects, projectDocuments] = await Promise.all([
      this.db.selectFrom('model').select('id').where('workspace_id', '=', workspaceId).limit(1).execute(),
      this.db.selectFrom('model_document').select('id').where('workspace_id', '=', workspaceId).limit(1).execute(),
      this.db
        .selectFrom('model_version')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'SUCCESS')
        .limit(1)
        .execute(),
      this.db.selectFrom('project').select('id').where('workspace_id', '=', workspaceId).limit(1).execute(),
      this.db.selectFrom('project_document').select('id').where('workspace_id', '=', workspaceId).limit(1).execute(),
    ]);
    return {
      modelWithDocuments: documents.length > 0,
      trainedModel: trained.length > 0,
      analysisWithDocuments: projectDocuments.length > 0,
      empty: models.length === 0 && projects.length === 0,
    };
  }

  /** Alerted documents nobody has reviewed yet, per analysis id. */
  async openAlerts(workspaceId: string, projectIds: readonly string[]): Promise<Map<string, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('project_document')
      .select(['project_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('workspace_id', '=', workspaceId)
      .where('project_id', 'in', projectIds)
      .where('alerted_at', 'is not', null)
      .where('reviewed_at', 'is', null)
      .where('trashed_at', 'is', null)
      .groupBy('project_id')
      .execute();
    return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
  }

  /** Trainings and imports in progress in the workspace, newest first. */
  async running(workspaceId: string): Promise<RunningRow[]> {
    const [trainings, modelImports, projectImports] = await Promise.all([
      this.db
        .selectFrom('model_version as v')
        .innerJoin('model as m', 'm.id', 'v.model_id')
        .select(['m.id', 'm.name', 'm.access_type as access', 'm.owner_id as ownerId', 'v.progress', 'v.created_at'])
        .where('v.workspace_id', '=', workspaceId)
        .where('v.status', '=', 'TRAINING')
        .execute(),
      this.db
        .selectFrom('model_source as s')
        .innerJoin('model as m', 'm.id', 's.model_id')
        .select(['m.id', 'm.name', 'm.access_type as access', 'm.owner_id as ownerId', 's.progress', 's.created_at'])
        .where('s.workspace_id', '=', workspaceId)
        .where('s.status', 'in', runningSource)
        .execute(),
      this.db
        .selectFrom('project_source as s')
        .innerJoin('project as p', 'p.id', 's.project_id')
        .select(['p.id', 'p.name', 'p.code', 'p.visibility as access', 'p.owner_id as ownerId', 's.progress', 's.created_at'])
        .where('s.workspace_id', '=', workspaceId)
        .where('s.status', 'in', runningSource)
        .execute(),
    ]);
    const all = [
      ...trainings.map((r) => ({ kind: 'TRAINING' as const, ...r, code: null })),
      ...modelImports.map((r) => ({ kind: 'MODEL_IMPORT' as const, ...r, code: null })),
      ...projectImports.map((r) => ({ kind: 'ANALYSIS_IMPORT' as const, ...r })),
    ];
    return all
      .sort((x, y) => y.created_at.getTime() - x.created_at.getTime())
      .map((r) => ({
        kind: r.kind,
        id: r.id,
        name: r.name,
        progress: Math.round(Number(r.progress)),
        code: r.code,
        access: r.access,
        ownerId: r.ownerId,
      }));
  }

  /** Models of these codes in the workspace with whether each has a deployed version (the sample's progress). */
  async modelsByCode(
    workspaceId: string,
    codes: readonly string[],
  ): Promise<{ code: string; deployed: boolean; createdAt: Date }[]> {
    const rows = await this.db
      .selectFrom('model')
      .select(['code', 'deployed_version_id', 'created_at'])
      .where('workspace_id', '=', workspaceId)
      .where('code', 'in', codes)
      .execute();
    return rows.map((r) => ({ code: r.code, deployed: r.deployed_version_id !== null, createdAt: r.created_at }));
  }

  async hasAnalysis(workspaceId: string, code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }
}
