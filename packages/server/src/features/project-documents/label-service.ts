import type { Page } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { iso } from './presenter.js';

export interface LabelView {
  id: string;
  name: string;
  color: string;
  documentCount: number;
}
export interface AuditView {
  id: string;
  action: string;
  user: { id: string; name: string } | null;
  at: string;
  before: unknown;
  after: unknown;
}

/** Case- and space-insensitive key of a label name, Turkish dotted/dotless i folded the same way everywhere. */
export const labelNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr');

/** The analysis's own labels and the audit trail. */
export class LabelService {
  constructor(
    private readonly db: Db,
    private readonly access: ProjectAccess,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<LabelView[]> {
    const project = await this.access.require(scope, code);
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

  async create(scope: ProjectScope, code: string, body: { name: string; color: string }): Promise<LabelView> {
    const project = await this.access.require(scope, code);
    const row = await this.db
      .insertInto('project_label')
      .values({
        project_id: project.id,
        workspace_id: project.workspace_id,
        name: body.name,
        name_key: labelNameKey(body.name),
        color: body.color,
      })
      .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
      .returning(['id', 'name', 'color'])
      .executeTakeFirst();
    if (!row) throw errors.conflict('LABEL_EXISTS', 'name');
    return { ...row, documentCount: 0 };
  }

  async audit(
    scope: ProjectScope,
    code: string,
    entity: 'document' | 'project' | 'source',
    id: string,
    paging: { page: number; size: number },
  ): Promise<Page<AuditView>> {
    const project = await this.access.require(scope, code);
    // The analysis's own trail is filed under its id; the path may name it by code.
    const entityId = entity === 'project' && id === project.code ? project.id : id;
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
    return {
      content: rows.map((r) => ({
        id: String(r.id),
        action: r.action,
        user: r.user_id ? { id: r.user_id, name: r.user_name ?? '' } : null,
        at: iso(r.created_at),
        before: r.before,
        after: r.after,
      })),
      page: paging.page,
      size: paging.size,
      total: Number(total?.n ?? 0),
    };
  }
}
