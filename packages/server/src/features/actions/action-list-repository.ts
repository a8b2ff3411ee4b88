import { closedActionStatuses, type ActionListQuery, type ActionListTab, type ActionSort } from '@sentio/domain';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { likePattern } from '../models/repository.js';

/** Who lists and when: tabs read "me" and "today" (the reporting time zone's date). */
export interface ListViewer {
  workspaceId: string;
  userId: string;
  today: string;
}

type Eb = ExpressionBuilder<Database, 'action'>;
const closed = [...closedActionStatuses];

/**
 * The list of actions (docs/actions.md): a tab's condition and the filters, paged on the server, with the count of
 * every tab under the same filters.
 */
export class ActionListRepository {
  constructor(private readonly db: Db) {}

  /** Ids of one page, in the query's order, and how many match. */
  async page(viewer: ListViewer, query: ActionListQuery): Promise<{ ids: string[]; total: number }> {
    const where = (eb: Eb) => eb.and([filters(eb, viewer, query), tabCondition(eb, viewer, query.tab)]);
    const [rows, count] = await Promise.all([
      orderBy(this.db.selectFrom('action').select('id').where(where), query.sort)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      this.db
        .selectFrom('action')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(count.n) };
  }

  /** Each list tab's count under the query's filters (one scan). */
  async tabCounts(viewer: ListViewer, query: ActionListQuery): Promise<Record<ActionListTab, number>> {
    const row = await this.db
      .selectFrom('action')
      .select((eb) => [
        sql<number>`count(*) filter (where ${tabCondition(eb, viewer, 'mine')})::int`.as('mine'),
        sql<number>`count(*) filter (where ${tabCondition(eb, viewer, 'planned')})::int`.as('planned'),
        sql<number>`count(*) filter (where ${tabCondition(eb, viewer, 'critical')})::int`.as('critical'),
        sql<number>`count(*)::int`.as('all'),
      ])
      .where((eb) => filters(eb, viewer, query))
      .executeTakeFirstOrThrow();
    return { mine: Number(row.mine), planned: Number(row.planned), critical: Number(row.critical), all: Number(row.all) };
  }
}

/** The workspace, the filters and the closed rule: closed actions only with `showCompleted` or a closed `status`. */
function filters(eb: Eb, viewer: ListViewer, q: ActionListQuery): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('workspace_id', '=', viewer.workspaceId)];
  if (q.type && q.type.length > 0) parts.push(eb('type_id', 'in', q.type));
  if (q.priority && q.priority.length > 0) parts.push(eb('priority', 'in', q.priority));
  if (q.assignUsers && q.assignUsers.length > 0) parts.push(eb('responsible_id', 'in', q.assignUsers));
  if (q.status && q.status.length > 0) parts.push(eb('status', 'in', q.status));
  else if (!q.showCompleted) parts.push(eb('status', 'not in', closed));
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern), eb('reference_name', 'ilike', pattern)]),
    );
  }
  return eb.and(parts);
}

function tabCondition(eb: Eb, viewer: ListViewer, tab: ActionListTab): Expression<SqlBool> {
  switch (tab) {
    case 'mine':
      return eb('responsible_id', '=', viewer.userId);
    case 'planned':
      return eb.and([eb('status', 'not in', closed), eb('due_date', 'is not', null)]);
    case 'critical':
      return eb.and([
        eb('status', 'not in', closed),
        eb.or([eb('priority', '=', 'CRITICAL'), eb('due_date', '<', viewer.today)]),
      ]);
    case 'all':
      return sql<SqlBool>`true`;
  }
}

const priorityRank = sql<number>`case priority when 'CRITICAL' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end`;

type IdQuery = SelectQueryBuilder<Database, 'action', { id: string }>;

/** The query's order; the id breaks ties so paging is stable. */
function orderBy(qb: IdQuery, sort: ActionSort): IdQuery {
  const dueAsc = sql`due_date asc nulls last`;
  switch (sort) {
    case 'dueDate,asc':
      qb = qb.orderBy(dueAsc).orderBy('created_at', 'desc');
      break;
    case 'dueDate,desc':
      qb = qb.orderBy(sql`due_date desc nulls last`).orderBy('created_at', 'desc');
      break;
    case 'priority,desc':
      qb = qb.orderBy(priorityRank, 'desc').orderBy(dueAsc);
      break;
    case 'createdAt,desc':
      qb = qb.orderBy('created_at', 'desc');
      break;
    case 'createdAt,asc':
      qb = qb.orderBy('created_at', 'asc');
      break;
    case 'updatedAt,desc':
      qb = qb.orderBy('updated_at', 'desc');
      break;
    case 'name,asc':
      qb = qb.orderBy('name_key', 'asc');
      break;
  }
  return qb.orderBy('id');
}
