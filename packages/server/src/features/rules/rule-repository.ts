import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RuleRunTable, RuleTable } from '../../platform/db/schema-rules.js';

export type RuleRow = Selectable<RuleTable>;
export type RuleRunRow = Selectable<RuleRunTable>;
export interface UserName {
  id: string;
  name: string;
}

const userName = sql<string>`trim(u.full_name || ' ' || u.last_name)`;

/** The SQL of rules, their runs and their history; every read is scoped by workspace and analysis. */
export class RuleRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string, projectId: string): Promise<RuleRow[]> {
    return this.db
      .selectFrom('rule')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      // The folded name: "İade…" sorts with the i's, not after Z.
      .orderBy('name_key')
      .execute();
  }

  async find(workspaceId: string, projectId: string, id: string): Promise<RuleRow | undefined> {
    return this.db
      .selectFrom('rule')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The row locked for this transaction (saves and run starts of one rule go one after the other). */
  async lock(workspaceId: string, projectId: string, id: string): Promise<RuleRow | undefined> {
    return this.db
      .selectFrom('rule')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async nameTaken(projectId: string, nameKey: string, exceptId: string | null): Promise<boolean> {
    let q = this.db.selectFrom('rule').select('id').where('project_id', '=', projectId).where('name_key', '=', nameKey);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<RuleTable>): Promise<string> {
    const out = await this.db
      .insertInto('rule')
      .values(row)
      .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return out?.id ?? '';
  }

  /** Saves over `version` and bumps it; false when the rule moved on meanwhile. */
  async update(id: string, version: number, changes: Updateable<RuleTable>): Promise<boolean> {
    const out = await this.db
      .updateTable('rule')
      .set({ ...changes, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(out.numUpdatedRows) > 0;
  }

  /** Writes without the version check (promotions at 00:00 and by a run). */
  async set(id: string, changes: Updateable<RuleTable>): Promise<void> {
    await this.db.updateTable('rule').set(changes).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('rule').where('id', '=', id).execute();
  }

  /** Enabled rules of an analysis: what the ingestion hook evaluates. */
  async enabled(projectId: string): Promise<RuleRow[]> {
    return this.db
      .selectFrom('rule')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('enabled', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Documents each rule was applied to. */
  async appliedCounts(ruleIds: readonly string[]): Promise<Map<string, number>> {
    if (ruleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('rule_application')
      .select(['rule_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('rule_id', 'in', [...ruleIds])
      .groupBy('rule_id')
      .execute();
    return new Map(rows.map((r) => [r.rule_id, Number(r.n)]));
  }

  async userNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => x !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('app_user as u')
      .select(['u.id', userName.as('name')])
      .where('u.id', 'in', wanted)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  // runs

  async latestRuns(ruleIds: readonly string[]): Promise<Map<string, RuleRunRow>> {
    if (ruleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('rule_run')
      .selectAll()
      .where('rule_id', 'in', [...ruleIds])
      .orderBy('started_at', 'desc')
      .execute();
    const out = new Map<string, RuleRunRow>();
    for (const r of rows) if (!out.has(r.rule_id)) out.set(r.rule_id, r);
    return out;
  }

  async insertRun(row: Insertable<RuleRunTable>): Promise<RuleRunRow> {
    return this.db.insertInto('rule_run').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async run(id: string): Promise<RuleRunRow | undefined> {
    return this.db.selectFrom('rule_run').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async updateRun(id: string, changes: Updateable<RuleRunTable>): Promise<void> {
    await this.db.updateTable('rule_run').set(changes).where('id', '=', id).execute();
  }

  // history

  async addHistory(entry: {
    workspaceId: string;
    projectId: string;
    ruleId: string;
    kind: string;
    userId: string | null;
    at: Date;
    before: unknown;
    after: unknown;
    runId?: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('rule_history')
      .values({
        workspace_id: entry.workspaceId,
        project_id: entry.projectId,
        rule_id: entry.ruleId,
        kind: entry.kind,
        user_id: entry.userId,
        at: entry.at,
        before: entry.before === null ? null : JSON.stringify(entry.before),
        after: entry.after === null ? null : JSON.stringify(entry.after),
        run_id: entry.runId ?? null,
      })
      .execute();
  }

  async history(workspaceId: string, ruleId: string) {
    return this.db
      .selectFrom('rule_history as h')
      .leftJoin('app_user as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.kind', 'h.user_id', 'h.at', 'h.before', 'h.after', 'h.run_id', userName.as('user_name')])
      .where('h.workspace_id', '=', workspaceId)
      .where('h.rule_id', '=', ruleId)
      .orderBy('h.id', 'desc')
      .limit(500)
      .execute();
  }
}
