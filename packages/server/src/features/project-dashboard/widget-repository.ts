import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectWidgetCalculationTable, ProjectWidgetTable } from '../../platform/db/schema-dashboards.js';

export type WidgetRow = Selectable<ProjectWidgetTable>;
export type CalculationRow = Selectable<ProjectWidgetCalculationTable>;

/** An analysis as the widget tables key it (every query also filters the workspace). */
export interface ProjectKey {
  id: string;
  workspace_id: string;
}

export interface NewWidget {
  kind: string;
  name: string;
  scope: string;
  ownerId: string | null;
  config: unknown;
  builtIn: boolean;
}

/** Widgets, users' dashboards and background computations (migration 0006). */
export class WidgetRepository {
  constructor(private readonly db: Db) {}

  /** The analysis's project-wide widgets and the user's own, built-ins first, then by creation. */
  async visible(p: ProjectKey, userId: string): Promise<WidgetRow[]> {
    return this.db
      .selectFrom('project_widget')
      .selectAll()
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where((eb) => eb.or([eb('scope', '=', 'PROJECT'), eb('owner_id', '=', userId)]))
      .orderBy('built_in', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async builtInKinds(p: ProjectKey): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_widget')
      .select('kind')
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('built_in', '=', true)
      .execute();
    return rows.map((r) => r.kind);
  }

  /** Adds the missing built-ins; two first visits at once both try, the partial unique index keeps one of each. */
  async insertBuiltIns(p: ProjectKey, widgets: readonly NewWidget[]): Promise<void> {
    if (widgets.length === 0) return;
    await this.db
      .insertInto('project_widget')
      .values(widgets.map((w) => this.values(p, w)))
      .onConflict((oc) => oc.columns(['project_id', 'kind']).where('built_in', '=', true).doNothing())
      .execute();
  }

  async insert(p: ProjectKey, w: NewWidget): Promise<WidgetRow> {
    return this.db.insertInto('project_widget').values(this.values(p, w)).returningAll().executeTakeFirstOrThrow();
  }

  async update(p: ProjectKey, id: string, w: Pick<NewWidget, 'kind' | 'name' | 'scope' | 'config'>): Promise<WidgetRow> {
    return this.db
      .updateTable('project_widget')
      .set({ kind: w.kind, name: w.name, scope: w.scope, config: JSON.stringify(w.config), updated_at: new Date() })
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(p: ProjectKey, id: string): Promise<void> {
    await this.db
      .deleteFrom('project_widget')
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('id', '=', id)
      .execute();
  }

  /** The user's dashboard: widget ids in order (empty when they never picked). */
  async selection(p: ProjectKey, userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('project_widget_selection')
      .select('widget_id')
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute();
    return rows.map((r) => r.widget_id);
  }

  async replaceSelection(p: ProjectKey, userId: string, ids: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('project_widget_selection')
        .where('workspace_id', '=', p.workspace_id)
        .where('project_id', '=', p.id)
        .where('user_id', '=', userId)
        .execute();
      if (ids.length > 0)
        await trx
          .insertInto('project_widget_selection')
          .values(
            ids.map((widget_id, position) => ({
              project_id: p.id,
              workspace_id: p.workspace_id,
              user_id: userId,
              widget_id,
              position,
            })),
          )
          .execute();
    });
  }

  /** Starts (or restarts) the user's computation of a widget. */
  async startCalculation(p: ProjectKey, widgetId: string, userId: string, request: unknown): Promise<CalculationRow> {
    const values = {
      status: 'RUNNING',
      request: JSON.stringify(request),
      result: null,
      error: null,
      started_at: new Date(),
      finished_at: null,
    };
    return this.db
      .insertInto('project_widget_calculation')
      .values({ widget_id: widgetId, user_id: userId, project_id: p.id, workspace_id: p.workspace_id, ...values })
      .onConflict((oc) => oc.columns(['widget_id', 'user_id']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Records the outcome unless a newer start replaced the computation meanwhile. */
  async finishCalculation(
    p: ProjectKey,
    widgetId: string,
    userId: string,
    startedAt: Date,
    outcome: { status: 'DONE'; result: unknown } | { status: 'FAILED'; error: string },
  ): Promise<void> {
    await this.db
      .updateTable('project_widget_calculation')
      .set({
        status: outcome.status,
        result: outcome.status === 'DONE' ? JSON.stringify(outcome.result) : null,
        error: outcome.status === 'FAILED' ? outcome.error : null,
        finished_at: new Date(),
      })
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('widget_id', '=', widgetId)
      .where('user_id', '=', userId)
      .where('started_at', '=', startedAt)
      .execute();
  }

  async calculation(p: ProjectKey, widgetId: string, userId: string): Promise<CalculationRow | null> {
    const row = await this.db
      .selectFrom('project_widget_calculation')
      .selectAll()
      .where('workspace_id', '=', p.workspace_id)
      .where('project_id', '=', p.id)
      .where('widget_id', '=', widgetId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  private values(p: ProjectKey, w: NewWidget) {
    return {
      project_id: p.id,
      workspace_id: p.workspace_id,
      kind: w.kind,
      name: w.name,
      scope: w.scope,
      owner_id: w.ownerId,
      config: JSON.stringify(w.config),
      built_in: w.builtIn,
    };
  }
}
