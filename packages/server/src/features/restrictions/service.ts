import {
  MAX_RESTRICTION_RULES,
  type MemberRestriction,
  type MemberRestrictionBody,
  type MyRestriction,
  type RestrictionOptions,
} from '@sentio/domain';
import type { WorkspaceScope } from '../../platform/auth/auth.js';
import { errors } from '../../platform/errors.js';
import type { RestrictionLookup, ViewerRestriction } from '../projects/project-access.js';
import type { RestrictionRepository, RestrictionRow } from './repository.js';

const VALUE_SUGGESTIONS = 50;

/** Whether a stored row restricts anything. */
const restricts = (row: Pick<RestrictionRow, 'project_ids' | 'rules'>): boolean =>
  row.project_ids !== null || row.rules.length > 0;

function present(userId: string, row: RestrictionRow | undefined): MemberRestriction {
  if (!row) return { userId, restricted: false, projectIds: null, rules: [], updatedAt: null };
  return {
    userId,
    restricted: restricts(row),
    projectIds: row.project_ids,
    rules: row.rules.map((r) => ({ field: r.field, values: [...r.values] })),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Data restrictions of workspace members (docs/data-restrictions.md): read and set by workspace admins, looked up once
 * per call by ProjectAccess and the gate of the areas that cannot apply them.
 */
export class RestrictionService implements RestrictionLookup {
  constructor(private readonly repo: RestrictionRepository) {}

  async forViewer(workspaceId: string, userId: string): Promise<ViewerRestriction | null> {
    const row = await this.repo.get(workspaceId, userId);
    if (!row || !restricts(row)) return null;
    return { projectIds: row.project_ids === null ? null : new Set(row.project_ids), rules: row.rules };
  }

  async get(scope: WorkspaceScope, userId: string): Promise<MemberRestriction> {
    if (!(await this.repo.isMember(scope.id, userId))) throw errors.notFound('RESTRICTION_MEMBER_NOT_FOUND');
    return present(userId, await this.repo.get(scope.id, userId));
  }

  /**
   * Rules: each field is an attribute of some analysis of the workspace (RESTRICTION_FIELD_UNKNOWN), values trimmed,
   * distinct and non-empty, at most 8 rules; a field named in two rules is refused (FIELD_INVALID). Analyses: every id one of
   * the workspace's (RESTRICTION_PROJECT_UNKNOWN). Both open: the row is removed.
   */
  async save(
    scope: WorkspaceScope & { userId: string },
    userId: string,
    body: MemberRestrictionBody,
  ): Promise<MemberRestriction> {
    if (!(await this.repo.isMember(scope.id, userId))) throw errors.notFound('RESTRICTION_MEMBER_NOT_FOUND');
    if (body.rules.length > MAX_RESTRICTION_RULES) throw errors.badRequest('RESTRICTION_TOO_MANY_RULES', 'rules');
    const rules = body.rules.map((r) => ({
      field: r.field.trim(),
      values: [...new Set(r.values.map((v) => v.trim()))].filter((v) => v !== ''),
    }));
    const fields = new Set<string>();
    const known = new Set((await this.repo.attributes(scope.id)).map((a) => a.code));
    for (const [i, r] of rules.entries()) {
      if (fields.has(r.field)) throw errors.badRequest('FIELD_INVALID', `rules.${i}.field`);
      fields.add(r.field);
      if (!known.has(r.field)) throw errors.badRequest('RESTRICTION_FIELD_UNKNOWN', `rules.${i}.field`);
      if (r.values.length === 0) throw errors.badRequest('RESTRICTION_VALUES_REQUIRED', `rules.${i}.values`);
    }
    let projectIds: string[] | null = null;
    if (body.projectIds !== null) {
      const ids = new Set((await this.repo.projects(scope.id)).map((p) => p.id));
      projectIds = [...new Set(body.projectIds)];
      if (projectIds.some((id) => !ids.has(id))) throw errors.badRequest('RESTRICTION_PROJECT_UNKNOWN', 'projectIds');
    }
    if (projectIds === null && rules.length === 0) {
      await this.repo.remove(scope.id, userId);
      return present(userId, undefined);
    }
    return present(userId, await this.repo.save(scope.id, userId, { projectIds, rules }, scope.userId));
  }

  async options(scope: WorkspaceScope): Promise<RestrictionOptions> {
    const [projects, attributes] = await Promise.all([this.repo.projects(scope.id), this.repo.attributes(scope.id)]);
    const byField = new Map<string, string[]>();
    for (const a of attributes) byField.set(a.code, [...(byField.get(a.code) ?? []), a.project_code]);
    const fields = [...byField.keys()];
    const values = await Promise.all(fields.map((f) => this.repo.values(scope.id, f, VALUE_SUGGESTIONS)));
    return {
      projects,
      attributes: fields.map((field, i) => ({ field, projectCodes: byField.get(field) ?? [], values: values[i] ?? [] })),
    };
  }

  async mine(scope: WorkspaceScope & { userId: string }): Promise<MyRestriction> {
    const r = await this.forViewer(scope.id, scope.userId);
    return { restricted: r !== null, rules: (r?.rules ?? []).map((x) => ({ field: x.field, values: [...x.values] })) };
  }
}
