import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { MemberRestrictionTable, StoredRestrictionRule } from '../../platform/db/schema-restrictions.js';

export type RestrictionRow = Selectable<MemberRestrictionTable>;

/** One attribute rule of a restricted viewer (docs/data-restrictions.md). */
export interface ViewerRule {
  field: string;
  values: readonly string[];
}

/**
 * The documents a restricted viewer may see, over the document table aliased `table`: for every rule, the document's
 * attribute — or any element of a list attribute — equals one of the values (compared as text, so a numeric value
 * 5 matches "5"). A document without the attribute matches no rule. No rules: every document.
 */
export function restrictionSql(rules: readonly ViewerRule[], table = 'project_document'): Expression<SqlBool> {
  if (rules.length === 0) return sql<SqlBool>`true`;
  const attributes = sql.ref(`${table}.attributes`);
  const each = rules.map((r) => {
    if (r.values.length === 0) return sql<SqlBool>`false`;
    const value = sql`${attributes} -> ${r.field}`;
    return sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(case jsonb_typeof(${value}) when 'array' then ${value} else jsonb_build_array(${value}) end) as rv(v) where rv.v in (${sql.join(r.values.map((v) => sql`${v}`))}))`;
  });
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/** The SQL of data restrictions (docs/data-restrictions.md). Every query names the workspace. */
export class RestrictionRepository {
  constructor(private readonly db: Db) {}

  /** The one lookup per request: by primary key. */
  async get(workspaceId: string, userId: string): Promise<RestrictionRow | undefined> {
    return this.db
      .selectFrom('member_restriction')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async isMember(workspaceId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('workspace_member')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async save(
    workspaceId: string,
    userId: string,
    value: { projectIds: string[] | null; rules: StoredRestrictionRule[] },
    by: string,
  ): Promise<RestrictionRow> {
    const values = {
      project_ids: value.projectIds === null ? null : JSON.stringify(value.projectIds),
      rules: JSON.stringify(value.rules),
      updated_by: by,
      updated_at: new Date(),
    };
    return this.db
      .insertInto('member_restriction')
      .values({ workspace_id: workspaceId, user_id: userId, ...values })
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(workspaceId: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('member_restriction')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** The workspace's analyses (not drafts), by name. */
  async projects(workspaceId: string): Promise<{ id: string; code: string; name: string }[]> {
    return this.db
      .selectFrom('project')
      .select(['id', 'code', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('status', '!=', 'DRAFT')
      .orderBy('name')
      .execute();
  }

  /** Attribute codes of the workspace's analyses with the analyses' codes. */
  async attributes(workspaceId: string): Promise<{ code: string; project_code: string }[]> {
    return this.db
      .selectFrom('project_attribute as a')
      .innerJoin('project as p', 'p.id', 'a.project_id')
      .select(['a.code', 'p.code as project_code'])
      .where('a.workspace_id', '=', workspaceId)
      .where('p.workspace_id', '=', workspaceId)
      .where('p.status', '!=', 'DRAFT')
      .orderBy('a.code')
      .orderBy('p.code')
      .execute();
  }

  /**
   * The most frequent values of an attribute across the workspace's documents (elements of list attributes counted
   * one by one), over at most the newest `sample` documents that carry it.
   */
  async values(workspaceId: string, field: string, limit: number, sample = 20_000): Promise<{ value: string; count: number }[]> {
    const rows = await sql<{ value: string; count: number }>`
      with docs as (
        select d.attributes -> ${field} as v from project_document d
        where d.workspace_id = ${workspaceId} and d.trashed_at is null and d.attributes ? ${field}
        order by d.created_at desc limit ${sample}
      )
      select e.v as value, count(*)::int as count
      from docs, jsonb_array_elements_text(case jsonb_typeof(docs.v) when 'array' then docs.v else jsonb_build_array(docs.v) end) as e(v)
      where e.v is not null and e.v <> ''
      group by e.v order by count(*) desc, e.v limit ${limit}
    `.execute(this.db);
    return rows.rows;
  }
}
