import type { Page } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { LabelRepository } from './label-repository.js';
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
    private readonly repo: LabelRepository,
    private readonly access: ProjectAccess,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<LabelView[]> {
    return this.repo.list(await this.access.require(scope, code));
  }

  /** A second label whose name differs only in case or spacing is LABEL_EXISTS. */
  async create(scope: ProjectScope, code: string, body: { name: string; color: string }): Promise<LabelView> {
    const project = await this.access.require(scope, code);
    const row = await this.repo.insert(project, { name: body.name, nameKey: labelNameKey(body.name), color: body.color });
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
    const { rows, total } = await this.repo.auditPage(project, entity, entityId, paging);
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
      total,
    };
  }
}
