import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { EffectActionRow } from './effect.js';

const OPEN = sql.raw(`a.status in ('OPEN', 'IN_PROGRESS')`);
const CLOSED = sql.raw(`a.status in ('DONE', 'CANCELLED')`);

export interface TypeCountRow {
  type_id: string | null;
  name: string | null;
  open: number;
  closed: number;
}

export interface PersonCountRow {
  user_id: string | null;
  name: string | null;
  email: string | null;
  open: number;
  closed: number;
  overdue: number;
}

/**
 * SQL of the statistics tab (docs/actions.md, "Statistics"): counts over the workspace's actions. Overdue is open with
 * a due date before `today` (a 'YYYY-MM-DD' day of the reporting zone; the column holds the same form, so text
 * comparison orders days).
 */
export class StatisticsRepository {
  constructor(private readonly db: Db) {}

  async byStatus(workspaceId: string): Promise<{ status: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('action as a')
      .where('a.workspace_id', '=', workspaceId)
      .select(['a.status', sql<number>`count(*)::int`.as('count')])
      .groupBy('a.status')
      .execute();
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** Per action type (null: actions without one), the most used first. */
  async byType(workspaceId: string): Promise<TypeCountRow[]> {
    const rows = await this.db
      .selectFrom('action as a')
      .leftJoin('action_type as t', 't.id', 'a.type_id')
      .where('a.workspace_id', '=', workspaceId)
      .select([
        'a.type_id',
        't.name',
        sql<number>`count(*) filter (where ${OPEN})::int`.as('open'),
        sql<number>`count(*) filter (where ${CLOSED})::int`.as('closed'),
      ])
      .groupBy(['a.type_id', 't.name'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('t.name')
      .execute();
    return rows.map((r) => ({ ...r, open: Number(r.open), closed: Number(r.closed) }));
  }

  /** Per responsible person (null: nobody responsible), the most open first. */
  async byPerson(workspaceId: string, today: string): Promise<PersonCountRow[]> {
    const rows = await this.db
      .selectFrom('action as a')
      .leftJoin('app_user as u', 'u.id', 'a.responsible_id')
      .where('a.workspace_id', '=', workspaceId)
      .select([
        'a.responsible_id as user_id',
        sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('name'),
        'u.email',
        sql<number>`count(*) filter (where ${OPEN})::int`.as('open'),
        sql<number>`count(*) filter (where ${CLOSED})::int`.as('closed'),
        sql<number>`count(*) filter (where ${OPEN} and a.due_date < ${today})::int`.as('overdue'),
      ])
      .groupBy(['a.responsible_id', 'u.full_name', 'u.last_name', 'u.email'])
      .orderBy(sql`count(*) filter (where ${OPEN})`, 'desc')
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ ...r, open: Number(r.open), closed: Number(r.closed), overdue: Number(r.overdue) }));
  }

  /** Mean days from creation to close over DONE actions; null when there are none. */
  async meanDaysToClose(workspaceId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('action as a')
      .where('a.workspace_id', '=', workspaceId)
      .where('a.status', '=', 'DONE')
      .where('a.closed_at', 'is not', null)
      .select(sql<string | number | null>`avg(extract(epoch from (a.closed_at - a.created_at))) / 86400`.as('days'))
      .executeTakeFirst();
    return row?.days === null || row?.days === undefined ? null : Number(row.days);
  }

  /** DONE actions with evidence, the most recently closed first, at most `limit`. */
  async doneWithEvidence(workspaceId: string, limit: number): Promise<EffectActionRow[]> {
    return this.db
      .selectFrom('action as a')
      .where('a.workspace_id', '=', workspaceId)
      .where('a.status', '=', 'DONE')
      .where('a.evidence_project_code', 'is not', null)
      .select([
        'a.id',
        'a.workspace_id',
        'a.created_at',
        'a.closed_at',
        'a.evidence_project_id',
        'a.evidence_project_code',
        'a.evidence_filter',
      ])
      .orderBy('a.closed_at', 'desc')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }
}
