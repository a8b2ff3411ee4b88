import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { MarkingTargetTable } from '../../platform/db/schema-marking.js';

type Scope = { workspaceId: string; projectId: string };
export type MarkingTargetRow = Selectable<MarkingTargetTable> & { creator_name: string | null };

/** A counted document of a target (docs/reports.md, "Marking efficiency"). */
export interface CountedRow {
  document_id: string;
  user_id: string | null;
  chars: number;
  category_count: number;
  marked_at: Date;
}

const creatorName = sql<string | null>`nullif(trim(u.full_name || ' ' || u.last_name), '')`;

/** Marking targets of an analysis and the documents a target counts. */
export class MarkingTargetRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .selectFrom('marking_target as t')
      .leftJoin('app_user as u', 'u.id', 't.created_by')
      .selectAll('t')
      .select(creatorName.as('creator_name'));
  }

  /** Newest period first (a whole year after its months). */
  async list(s: Scope): Promise<MarkingTargetRow[]> {
    return this.select()
      .where('t.workspace_id', '=', s.workspaceId)
      .where('t.project_id', '=', s.projectId)
      .orderBy('t.year', 'desc')
      .orderBy(sql`coalesce(t.month, 0)`, 'desc')
      .execute();
  }

  async find(s: Scope, id: string): Promise<MarkingTargetRow | undefined> {
    return this.select()
      .where('t.workspace_id', '=', s.workspaceId)
      .where('t.project_id', '=', s.projectId)
      .where('t.id', '=', id)
      .executeTakeFirst();
  }

  async count(s: Scope): Promise<number> {
    const row = await this.db
      .selectFrom('marking_target')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('workspace_id', '=', s.workspaceId)
      .where('project_id', '=', s.projectId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(values: Insertable<MarkingTargetTable>): Promise<string> {
    const row = await this.db.insertInto('marking_target').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async delete(s: Scope, id: string): Promise<number> {
    const r = await this.db
      .deleteFrom('marking_target')
      .where('workspace_id', '=', s.workspaceId)
      .where('project_id', '=', s.projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * The documents a target counts: not trashed, its date basis within the period, marked or approved by a person;
   * the marker is the user of the latest MARK or APPROVE. The search's `quality` filter (search-where-repository.ts,
   * `markingCondition`) selects with the same rules.
   */
  async counted(s: Scope, t: Pick<MarkingTargetRow, 'content_date' | 'period_start' | 'period_end'>): Promise<CountedRow[]> {
    const date =
      t.content_date === 'CREATE_DATE'
        ? sql.ref('d.created_at')
        : t.content_date === 'LAST_STATUS_UPDATE_DATE'
          ? sql.ref('d.status_updated_at')
          : sql.ref('d.content_date');
    const { rows } = await sql<CountedRow>`
      select d.id as document_id, last.user_id, last.created_at as marked_at, char_length(d.content) as chars,
        (select count(*) from project_document_category c where c.document_id = d.id) as category_count
      from project_document d
      cross join lateral (
        select a.user_id, a.created_at from project_audit a
        where a.project_id = d.project_id and a.entity = 'document' and a.entity_id = d.id::text
          and a.action in ('MARK', 'APPROVE')
        order by a.id desc limit 1
      ) last
      where d.workspace_id = ${s.workspaceId} and d.project_id = ${s.projectId} and d.trashed_at is null
        and ${date} between ${t.period_start} and ${t.period_end}`.execute(this.db);
    return rows.map((r) => ({
      ...r,
      chars: Number(r.chars),
      category_count: Number(r.category_count),
      marked_at: new Date(r.marked_at),
    }));
  }
}
