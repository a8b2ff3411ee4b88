import type { HistoryKind, ScoringRule, ScriptControl } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** One saved rule set of an analysis. `effectiveFrom` is a local date (YYYY-MM-DD) of the reporting zone. */
export interface VersionRow {
  version: number;
  effectiveFrom: string;
  minCallDuration: number;
  rules: readonly ScoringRule[];
  script: ScriptControl;
  createdAt: Date;
  createdBy: string | null;
}

export interface NewHistoryEntry {
  kind: HistoryKind;
  criterion: string | null;
  version: number;
  effectiveFrom: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
  userId: string | null;
}

export interface HistoryRow extends Omit<NewHistoryEntry, 'userId'> {
  id: string;
  userName: string | null;
  at: Date;
}

const userName = sql<string | null>`nullif(trim(u.full_name || ' ' || u.last_name), '')`;

/** The SQL of rule-set versions and their history; every query is scoped by workspace and analysis. */
export class CallSetupRepository {
  constructor(private readonly db: Db) {}

  private versions(workspaceId: string, projectId: string) {
    return this.db
      .selectFrom('call_rule_version as v')
      .leftJoin('app_user as u', 'u.id', 'v.created_by')
      .select([
        'v.version',
        sql<string>`v.effective_from::text`.as('effectiveFrom'),
        'v.min_call_duration as minCallDuration',
        'v.rules',
        'v.script',
        'v.created_at as createdAt',
        userName.as('createdBy'),
      ])
      .where('v.workspace_id', '=', workspaceId)
      .where('v.project_id', '=', projectId);
  }

  async latest(workspaceId: string, projectId: string): Promise<VersionRow | undefined> {
    const row = await this.versions(workspaceId, projectId).orderBy('v.version', 'desc').limit(1).executeTakeFirst();
    return row as VersionRow | undefined;
  }

  /** Every version, oldest first: a handful per analysis, read once per batch to pick each call's set. */
  async all(workspaceId: string, projectId: string): Promise<VersionRow[]> {
    return (await this.versions(workspaceId, projectId).orderBy('v.version').execute()) as VersionRow[];
  }

  /** Saves of one analysis go one after the other: the analysis row is locked until the transaction ends. */
  async lockProject(workspaceId: string, projectId: string): Promise<void> {
    await this.db
      .selectFrom('project')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', projectId)
      .forUpdate()
      .execute();
  }

  async insertVersion(
    workspaceId: string,
    projectId: string,
    v: Omit<VersionRow, 'createdAt' | 'createdBy'>,
    userId: string,
  ): Promise<void> {
    await this.db
      .insertInto('call_rule_version')
      .values({
        workspace_id: workspaceId,
        project_id: projectId,
        version: v.version,
        effective_from: v.effectiveFrom,
        min_call_duration: v.minCallDuration,
        rules: JSON.stringify(v.rules),
        script: JSON.stringify(v.script),
        created_by: userId,
      })
      .execute();
  }

  /** A re-scoring brings the latest version's start back to its first date (never later than it was). */
  async moveEffectiveFrom(workspaceId: string, projectId: string, version: number, fromDate: string): Promise<string | null> {
    const row = await this.db
      .updateTable('call_rule_version')
      .set({ effective_from: sql<string>`least(effective_from, ${fromDate}::date)` })
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('version', '=', version)
      .returning(sql<string>`effective_from::text`.as('effectiveFrom'))
      .executeTakeFirst();
    return row?.effectiveFrom ?? null;
  }

  async addHistory(workspaceId: string, projectId: string, entries: readonly NewHistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('call_rule_history')
      .values(
        entries.map((e) => ({
          workspace_id: workspaceId,
          project_id: projectId,
          kind: e.kind,
          criterion: e.criterion,
          version: e.version,
          effective_from: e.effectiveFrom,
          changes: JSON.stringify(e.changes),
          user_id: e.userId,
        })),
      )
      .execute();
  }

  async history(
    workspaceId: string,
    projectId: string,
    page: number,
    size: number,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    const base = this.db
      .selectFrom('call_rule_history as h')
      .where('h.workspace_id', '=', workspaceId)
      .where('h.project_id', '=', projectId);
    const rows = await base
      .leftJoin('app_user as u', 'u.id', 'h.user_id')
      .select([
        'h.id',
        'h.kind',
        'h.criterion',
        'h.version',
        sql<string | null>`h.effective_from::text`.as('effectiveFrom'),
        'h.changes',
        userName.as('userName'),
        'h.at',
      ])
      .orderBy('h.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return {
      rows: rows.map((r) => ({ ...r, id: String(r.id), kind: r.kind as HistoryKind })),
      total: Number(count.n),
    };
  }
}
