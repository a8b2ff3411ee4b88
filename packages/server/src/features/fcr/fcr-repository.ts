import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FcrSettingTable, FcrSubReportTable } from '../../platform/db/schema-customers.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { FcrDefinition, FcrRange } from './definition.js';
import { fcrContacts } from './issue-repository.js';

export type FcrSettingRow = Selectable<FcrSettingTable>;
export type FcrSubReportRow = Selectable<FcrSubReportTable>;

/** A model of an analysis with its categories' parents (leaves are those nobody names as parent). */
export interface FcrModelRow {
  project_id: string;
  model_id: string;
  code: string;
}

/** One aggregate row of the report: `kind` names the grouping, `k1`/`k2` its keys. */
export interface FcrAggregateRow {
  kind: 'all' | 'channel' | 'agent' | 'analysis' | 'trend' | 'bucket' | 'bucketAnalysis' | 'category';
  period: number;
  k1: string | null;
  k2: string | null;
  k3: string | null;
  contacts: number;
  issues: number;
  resolved: number;
  repeated: number;
  pending: number;
}

export interface SettingsValues {
  dayRange: number;
  channels: string[];
  projectCodes: string[];
  sameCategory: boolean;
  matchAttribute: string | null;
  agentAttribute: string | null;
}

export interface SubReportValues {
  name: string;
  nameKey: string;
  projectCodes: string[];
  categories: string[];
  attributes: { field: string; value: string }[];
}

/** The SQL of first-call resolution: settings, sub-reports, what validation looks up, and the report's aggregates. */
export class FcrRepository {
  constructor(private readonly db: Db) {}

  async settings(workspaceId: string): Promise<FcrSettingRow | null> {
    return (
      (await this.db.selectFrom('fcr_setting').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst()) ?? null
    );
  }

  saveSettings(workspaceId: string, v: SettingsValues, at: Date): Promise<FcrSettingRow> {
    const values = {
      day_range: v.dayRange,
      channels: JSON.stringify(v.channels),
      project_codes: JSON.stringify(v.projectCodes),
      same_category: v.sameCategory,
      match_attribute: v.matchAttribute,
      agent_attribute: v.agentAttribute,
      updated_at: at,
    };
    return this.db
      .insertInto('fcr_setting')
      .values({ workspace_id: workspaceId, ...values })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Every analysis of the workspace (the service keeps those the caller may read). */
  projects(workspaceId: string): Promise<ProjectRow[]> {
    return this.db.selectFrom('project').selectAll().where('workspace_id', '=', workspaceId).orderBy('code').execute();
  }

  async channelCodes(workspaceId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('channel').select('code').where('workspace_id', '=', workspaceId).execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Attribute codes of the given analyses (all of the workspace's when none are given). */
  async attributeCodes(workspaceId: string, projectIds: readonly string[] | null): Promise<Set<string>> {
    if (projectIds !== null && projectIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('project_attribute')
      .select('code')
      .distinct()
      .where('workspace_id', '=', workspaceId)
      .$if(projectIds !== null, (q) => q.where('project_id', 'in', [...(projectIds ?? [])]))
      .execute();
    return new Set(rows.map((r) => r.code));
  }

  /** The models of the given analyses, with their codes. */
  models(workspaceId: string, projectIds: readonly string[]): Promise<FcrModelRow[]> {
    if (projectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('project_model as pm')
      .innerJoin('model as m', 'm.id', 'pm.model_id')
      .select(['pm.project_id', 'pm.model_id', 'm.code'])
      .where('pm.workspace_id', '=', workspaceId)
      .where('pm.project_id', 'in', [...projectIds])
      .execute();
  }

  /** The leaf categories (ids) of the given models: categories no other category names as its parent. */
  async leaves(workspaceId: string, modelIds: readonly string[]): Promise<Set<string>> {
    if (modelIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('model_category as c')
      .select(['c.model_id', 'c.id'])
      .where('c.workspace_id', '=', workspaceId)
      .where('c.model_id', 'in', [...modelIds])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('model_category as k')
              .select(sql`1`.as('one'))
              .whereRef('k.parent_id', '=', 'c.id'),
          ),
        ),
      )
      .execute();
    return new Set(rows.map((r) => `${r.model_id}:${r.id}`));
  }

  subReports(workspaceId: string): Promise<FcrSubReportRow[]> {
    return this.db.selectFrom('fcr_sub_report').selectAll().where('workspace_id', '=', workspaceId).orderBy('name_key').execute();
  }

  async subReport(workspaceId: string, id: string): Promise<FcrSubReportRow | null> {
    return (
      (await this.db
        .selectFrom('fcr_sub_report')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  async nameTaken(workspaceId: string, nameKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('fcr_sub_report')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  insertSubReport(workspaceId: string, v: SubReportValues, createdBy: string): Promise<FcrSubReportRow> {
    return this.db
      .insertInto('fcr_sub_report')
      .values({
        workspace_id: workspaceId,
        name: v.name,
        name_key: v.nameKey,
        project_codes: JSON.stringify(v.projectCodes),
        categories: JSON.stringify(v.categories),
        attributes: JSON.stringify(v.attributes),
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteSubReport(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('fcr_sub_report')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * The report's figures in one statement: the contacts of the ranges are computed once (fcrContacts, one window
   * pass) and grouped by the report's breakdowns. Measures: contacts in the range, issues started in it, and of those
   * resolved, repeated and pending.
   */
  async aggregates(
    def: FcrDefinition,
    ranges: readonly FcrRange[],
    now: Date,
    gap: 'day' | 'week' | 'month',
  ): Promise<FcrAggregateRow[]> {
    const measures = sql`count(*)::integer as contacts, count(*) filter (where f.first)::integer as issues,
      count(*) filter (where f.first and f.contacts = 1 and not f.pending)::integer as resolved,
      count(*) filter (where f.first and f.contacts >= 2)::integer as repeated,
      count(*) filter (where f.pending)::integer as pending`;
    const trend = sql`to_char(date_trunc(${sql.lit(gap)}, f.day::date::timestamp), 'YYYY-MM-DD')`;
    const bucket = sql`least(f.contacts, 4)::text`;
    const firstNotPending = sql`f.first and not f.pending`;
    const contacts = fcrContacts(def, { ranges, now, firstOnly: false });
    const part = (kind: FcrAggregateRow['kind'], keys: [unknown, unknown, unknown], where = sql`true`, from = sql`f`) =>
      sql`select ${kind}::text as kind, f.period, ${keys[0]}::text as k1, ${keys[1]}::text as k2, ${keys[2]}::text as k3, ${measures}
        from ${from} where ${where} group by 1, 2, 3, 4, 5`;
    const none = sql`null`;
    const categoryKeys: [unknown, unknown, unknown] = def.sameCategory
      ? [sql`f.project_id`, sql`f.model_id`, sql`f.category_id`]
      : [sql`f.project_id`, sql`pc.model_id`, sql`pc.category_id`];
    const categoryFrom = def.sameCategory
      ? sql`f`
      : sql`f join project_document_category pc on pc.document_id = f.id and pc.project_id = f.project_id`;
    const parts = [
      part('all', [none, none, none]),
      part('channel', [sql`f.channel_code`, none, none]),
      part('analysis', [sql`f.project_id`, none, none]),
      part('trend', [trend, none, none], sql`f.period = 0`),
      part('bucket', [bucket, none, none], firstNotPending),
      part('bucketAnalysis', [bucket, sql`f.project_id`, none], sql`${firstNotPending} and f.period = 0`),
      part('category', categoryKeys, sql`true`, categoryFrom),
      ...(def.agentAttribute !== null ? [part('agent', [sql`f.agent`, none, none], sql`f.agent is not null`)] : []),
    ];
    const { rows } =
      await sql<FcrAggregateRow>`with f as materialized (${contacts}) ${sql.join(parts, sql` union all `)}`.execute(this.db);
    return rows;
  }
}
