import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';

/** The SQL of an analysis's own labels and of its audit trail. */
export class LabelRepository {
  constructor(private readonly db: Db) {}

  /** Labels by name, each with how many documents carry it. */
  async list(project: Pick<ProjectRow, 'id' | 'workspace_id'>) {
    const rows = await this.db
      .selectFrom('project_label as l')
      .leftJoin('project_document_label as dl', 'dl.label_id', 'l.id')
      .select(['l.id', 'l.name', 'l.color', (eb) => eb.fn.count<string>('dl.document_id').as('n')])
      .where('l.workspace_id', '=', project.workspace_id)
      .where('l.project_id', '=', project.id)
      .groupBy(['l.id', 'l.name', 'l.color'])
      .orderBy('l.name')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, color: r.color, documentCount: Number(r.n) }));
  }

  /** The new label, or null when one with the same name key exists. */
  async insert(
    project: Pick<ProjectRow, 'id' | 'workspace_id'>,
    label: { name: string; nameKey: string; color: string },
  ): Promise<{ id: string; name: string; color: string } | null> {
    const row = await this.db
      .insertInto('project_label')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        name: label.name,
        name_key: label.nameKey,
        color: label.color,
      })
      .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
      .returning(['id', 'name', 'color'])
      .executeTakeFirst();
    return row ?? null;
  }

  /** One page of an entity's audit trail, newest first, with the acting user's name. */
  async auditPage(
    project: Pick<ProjectRow, 'id' | 'workspace_id'>,
    entity: string,
    entityId: string,
    paging: { page: number; size: number },
  ) {
    const base = this.db
      .selectFrom('project_audit as a')
      .where('a.workspace_id', '=', project.workspace_id)
      .where('a.project_id', '=', project.id)
      .where('a.entity', '=', entity)
      .where('a.entity_id', '=', entityId);
    const [rows, total] = await Promise.all([
      base
        .leftJoin('app_user as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.action',
          'a.user_id',
          'a.created_at',
          'a.before',
          'a.after',
          sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('user_name'),
        ])
        .orderBy('a.id', 'desc')
        .limit(paging.size)
        .offset(paging.page * paging.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
