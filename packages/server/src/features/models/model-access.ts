import { emotionLabels, sentimentLabels } from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { Auth, WorkspaceScope } from '../../platform/auth/auth.js';
import type { ModelTable } from '../../platform/db/schema-models.js';
import { errors } from '../../platform/errors.js';
import type { ModelAccessRepository } from './access-repository.js';

export type ModelRow = Selectable<ModelTable>;

/** The session's workspace and user: what every call of the models area is scoped and checked by. */
export interface ModelScope extends WorkspaceScope {
  userId: string;
}
export function modelScope(auth: Auth): ModelScope {
  if (!auth.workspace) throw errors.noWorkspace();
  return { ...auth.workspace, userId: auth.userId };
}

/** A label a document of the model can carry: a category leaf, or a fixed sentiment/emotion code (id = name = path). */
export interface ModelLabel {
  id: string;
  name: string;
  path: string;
}

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  position: number;
}

/** Names from the root joined with " > ", for every category of a flat list. */
export function categoryPaths(rows: readonly CategoryRow[]): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, depth: number): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row) return '';
    // A cycle cannot be stored (moves are checked), the depth guard only keeps a broken row from hanging a request.
    const parent = row.parent_id && depth < 100 ? pathOf(row.parent_id, depth + 1) : '';
    const path = parent ? `${parent} > ${row.name}` : row.name;
    paths.set(id, path);
    return path;
  };
  for (const row of rows) pathOf(row.id, 0);
  return paths;
}

/** Leaves of the tree in tree order (parents before children, siblings by position then name). */
export function leafLabels(rows: readonly CategoryRow[]): ModelLabel[] {
  const paths = categoryPaths(rows);
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const out: ModelLabel[] = [];
  const walk = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    for (const row of list) {
      if (children.has(row.id)) walk(row.id);
      else out.push({ id: row.id, name: row.name, path: paths.get(row.id) ?? row.name });
    }
  };
  walk(null);
  return out;
}

/** Fixed label sets of the models without a category tree. */
export function fixedLabels(senseType: string): ModelLabel[] | null {
  const codes = senseType === 'SENTIMENT' ? sentimentLabels : senseType === 'EMOTION' ? emotionLabels : null;
  return codes ? codes.map((code) => ({ id: code, name: code, path: code })) : null;
}

/**
 * The one way other model features (training, sources) load a model of the session's workspace: a model of another
 * workspace is 404 like a missing one, so ids cannot be probed.
 */
export class ModelAccess {
  constructor(private readonly repo: ModelAccessRepository) {}

  async require(workspaceId: string, modelId: string): Promise<ModelRow> {
    const row = await this.repo.byId(workspaceId, modelId);
    if (!row) throw errors.notFound();
    return row;
  }

  /** `requireVisible` for a session scope: those who may approve see every model of the workspace. */
  requireIn(ws: ModelScope, modelId: string): Promise<ModelRow> {
    return this.requireVisible(
      { workspaceId: ws.id, userId: ws.userId, seesPrivate: ws.permissions.includes('MODEL/APPROVE') },
      modelId,
    );
  }

  /**
   * Like `require`, for the models area's own calls: a PRIVATE model is seen by its owner and by those who may approve
   * (managers, admins); to anyone else it does not exist.
   */
  async requireVisible(viewer: { workspaceId: string; userId: string; seesPrivate: boolean }, modelId: string) {
    const row = await this.require(viewer.workspaceId, modelId);
    if (row.access_type === 'PRIVATE' && row.owner_id !== viewer.userId && !viewer.seesPrivate) throw errors.notFound();
    return row;
  }

  /** The trainable labels: leaf categories for category models, the fixed codes for sentiment and emotion. */
  async labels(model: ModelRow): Promise<ModelLabel[]> {
    const fixed = fixedLabels(model.sense_type);
    if (fixed) return fixed;
    if (model.sense_type !== 'CATEGORY') return [];
    return leafLabels(await this.repo.categories(model));
  }

  /** Training data changed: the model shows NEEDS_TRAINING until a later training succeeds. */
  async touchLabels(workspaceId: string, modelId: string): Promise<void> {
    await this.repo.touchLabels(workspaceId, modelId);
  }
}
