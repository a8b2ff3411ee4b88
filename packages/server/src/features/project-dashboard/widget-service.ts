import {
  defaultWidgetKinds,
  isManager,
  singleWidgetKinds,
  widgetConfigSchema,
  type Widget,
  type WidgetKind,
  type widgetBody,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { presentWidget } from './presenter.js';
import { builtInName } from './widget-kinds.js';
import type { WidgetRepository, WidgetRow } from './widget-repository.js';

export type UserWidget = Widget & { selected: boolean; position: number | null };

const manages = (scope: ProjectScope): boolean => isManager({ workspaces: [{ permissions: scope.permissions }] });

/**
 * Widgets of an analysis and each user's dashboard. Every analysis has one built-in PROJECT widget per default
 * kind, made on first access; a user who never picked a dashboard sees those, in the default order.
 */
export class WidgetService {
  constructor(
    readonly repo: WidgetRepository,
    private readonly access: ProjectAccess,
  ) {}

  /** The widgets the user may see, built-ins ensured. */
  async visible(project: ProjectRow, userId: string): Promise<WidgetRow[]> {
    const existing = new Set(await this.repo.builtInKinds(project));
    const missing = defaultWidgetKinds.filter((k) => !existing.has(k));
    if (missing.length > 0)
      await this.repo.insertBuiltIns(
        project,
        missing.map((kind) => ({
          kind,
          name: builtInName(kind),
          scope: 'PROJECT',
          ownerId: null,
          config: widgetConfigSchema.parse({}),
          builtIn: true,
        })),
      );
    const rank = (w: WidgetRow) => (w.built_in ? defaultWidgetKinds.indexOf(w.kind as WidgetKind) : defaultWidgetKinds.length);
    // Built-ins in the default order, then the others as the repository orders them (by creation).
    return (await this.repo.visible(project, userId))
      .map((w, i) => ({ w, i }))
      .sort((x, y) => rank(x.w) - rank(y.w) || x.i - y.i)
      .map((x) => x.w);
  }

  /** The user's dashboard in order: their pick, else the built-ins in the default order. */
  async dashboard(project: ProjectRow, userId: string): Promise<WidgetRow[]> {
    const widgets = await this.visible(project, userId);
    const picked = await this.repo.selection(project, userId);
    const byId = new Map(widgets.map((w) => [w.id, w]));
    if (picked.length > 0) return picked.flatMap((id) => byId.get(id) ?? []);
    return defaultWidgetKinds.flatMap((kind) => widgets.find((w) => w.built_in && w.kind === kind) ?? []);
  }

  async list(scope: ProjectScope, code: string): Promise<Widget[]> {
    const project = await this.access.require(scope, code);
    return (await this.visible(project, scope.userId)).map(presentWidget);
  }

  async userAll(scope: ProjectScope, code: string): Promise<UserWidget[]> {
    const project = await this.access.require(scope, code);
    const [widgets, dashboard] = await Promise.all([this.visible(project, scope.userId), this.dashboard(project, scope.userId)]);
    const position = new Map(dashboard.map((w, i) => [w.id, i]));
    return widgets.map((w) => ({ ...presentWidget(w), selected: position.has(w.id), position: position.get(w.id) ?? null }));
  }

  /** Replaces the user's dashboard; every id must be a widget they see, and one keywords widget at most. */
  async select(scope: ProjectScope, code: string, widgetIds: readonly string[]): Promise<Widget[]> {
    const project = await this.access.require(scope, code);
    const byId = new Map((await this.visible(project, scope.userId)).map((w) => [w.id, w]));
    const ids = [...new Set(widgetIds)];
    const rows = ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw errors.notFound('WIDGET_NOT_FOUND');
      return row;
    });
    for (const kind of singleWidgetKinds)
      if (rows.filter((r) => r.kind === kind).length > 1)
        throw errors.badRequest('WIDGET_ATTRIBUTE_KEYWORDS_SINGLE', 'widgetIds');
    await this.repo.replaceSelection(project, scope.userId, ids);
    return rows.map(presentWidget);
  }

  /**
   * Creates or updates a widget. PROJECT widgets are a manager's; a USER widget is its owner's alone (another
   * user's is not even visible: 404). A built-in keeps its kind and scope.
   */
  async save(scope: ProjectScope, code: string, body: z.output<typeof widgetBody>): Promise<Widget> {
    const project = await this.access.require(scope, code);
    if (body.id === undefined) {
      if (body.scope === 'PROJECT' && !manages(scope)) throw errors.permissionDenied();
      const row = await this.repo.insert(project, {
        kind: body.kind,
        name: body.name,
        scope: body.scope,
        ownerId: scope.userId,
        config: body.config,
        builtIn: false,
      });
      return presentWidget(row);
    }
    const current = await this.find(project, scope.userId, body.id);
    if ((current.scope === 'PROJECT' || body.scope === 'PROJECT') && !manages(scope)) throw errors.permissionDenied();
    const fixed = current.built_in ? { kind: current.kind, scope: current.scope } : { kind: body.kind, scope: body.scope };
    return presentWidget(await this.repo.update(project, current.id, { ...fixed, name: body.name, config: body.config }));
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    const current = await this.find(project, scope.userId, id);
    if (current.built_in) throw errors.badRequest('WIDGET_BUILT_IN');
    if (current.scope === 'PROJECT' && !manages(scope)) throw errors.permissionDenied();
    await this.repo.delete(project, id);
  }

  /** A widget the user sees, or 404 WIDGET_NOT_FOUND (another user's personal widget answers like a missing one). */
  async find(project: ProjectRow, userId: string, id: string): Promise<WidgetRow> {
    const row = (await this.visible(project, userId)).find((w) => w.id === id);
    if (!row) throw errors.notFound('WIDGET_NOT_FOUND');
    return row;
  }
}
