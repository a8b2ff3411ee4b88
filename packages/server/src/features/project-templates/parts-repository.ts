import { nameKey } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { NotificationDefinitionConfig, ProjectTemplateConfig } from './config.js';

type ProjectKey = { id: string; workspace_id: string };

/** A model of the source analysis with its per-analysis switches. */
export interface SourceModel {
  id: string;
  code: string;
  name: string;
  senseType: string;
  languages: string[];
  position: number;
  predictionActive: boolean;
  aspectSentiment: boolean;
}

/**
 * The parts of an analysis a template copies (docs/marketplace.md), read from the source and written into a new
 * analysis: channels, attributes, model switches, settings, shared widgets and layout, shared quick filters, virtual
 * categories (without their explicit document lists), rules and notification definitions.
 */
export class TemplatePartsRepository {
  constructor(private readonly db: Db) {}

  async channels(p: ProjectKey): Promise<ProjectTemplateConfig['channels']> {
    return this.db
      .selectFrom('project_channel as pc')
      .innerJoin('channel as c', (j) => j.onRef('c.code', '=', 'pc.channel_code').onRef('c.workspace_id', '=', 'pc.workspace_id'))
      .select(['c.code', 'c.name', 'c.description', 'c.image'])
      .where('pc.project_id', '=', p.id)
      .where('pc.workspace_id', '=', p.workspace_id)
      .orderBy('c.code')
      .execute();
  }

  async attributes(p: ProjectKey): Promise<ProjectTemplateConfig['attributes']> {
    return this.db
      .selectFrom('project_attribute')
      .select(['code', 'name', 'type'])
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .orderBy('position')
      .execute();
  }

  async models(p: ProjectKey): Promise<SourceModel[]> {
    const rows = await this.db
      .selectFrom('project_model as pm')
      .innerJoin('model as m', 'm.id', 'pm.model_id')
      .select([
        'm.id',
        'm.code',
        'm.name',
        'm.sense_type',
        'm.switches',
        'pm.position',
        'pm.prediction_active',
        'pm.aspect_sentiment',
      ])
      .where('pm.project_id', '=', p.id)
      .where('pm.workspace_id', '=', p.workspace_id)
      .orderBy('pm.position')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      senseType: r.sense_type,
      languages: r.switches.map((s) => s.code),
      position: r.position,
      predictionActive: r.prediction_active,
      aspectSentiment: r.aspect_sentiment,
    }));
  }

  async quickFilters(p: ProjectKey): Promise<ProjectTemplateConfig['quickFilters']> {
    const rows = await this.db
      .selectFrom('project_bookmark')
      .select(['id', 'name', 'include_date', 'query'])
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .where('scope', '=', 'PROJECT')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, includeDate: r.include_date, query: r.query }));
  }

  async virtualCategories(p: ProjectKey): Promise<ProjectTemplateConfig['virtualCategories']> {
    return this.db
      .selectFrom('project_virtual_category')
      .select(['id', 'name', 'color', 'filter'])
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .orderBy('created_at')
      .execute();
  }

  async rules(p: ProjectKey): Promise<ProjectTemplateConfig['rules']> {
    return this.db
      .selectFrom('rule')
      .select(['name', 'description', 'enabled', 'definition'])
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .orderBy('created_at')
      .execute();
  }

  /** USER receivers are people of the source workspace: they are dropped (ROLE receivers are role names, kept). */
  async notificationDefinitions(p: ProjectKey): Promise<NotificationDefinitionConfig[]> {
    const rows = await this.db
      .selectFrom('notification_definition')
      .selectAll()
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .orderBy('created_at')
      .execute();
    return rows.map((d) => ({
      name: d.name,
      description: d.description,
      type: d.type,
      subject: d.subject,
      thresholdType: d.threshold_type,
      thresholdValue: d.threshold_value,
      categoryId: d.category_id,
      periodType: d.period_type,
      periodValue: d.period_value,
      repeatDay: d.repeat_day,
      repeatHour: d.repeat_hour,
      modelId: d.model_id,
      attribute: d.attribute,
      receiverType: d.receiver_type,
      receiverValues: d.receiver_type === 'USER' ? [] : d.receiver_values,
      negativeCount: d.negative_count,
      listCount: d.list_count,
      showRootCause: d.show_root_cause,
      npsField: d.nps_field,
      charts: d.charts,
      // Without its receivers it waits, switched off, until the new analysis's owner picks some.
      enabled: d.enabled && d.receiver_type !== 'USER',
    }));
  }

  async documentCount(p: ProjectKey): Promise<number> {
    const row = await this.db
      .selectFrom('project_document')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('project_id', '=', p.id)
      .where('workspace_id', '=', p.workspace_id)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /**
   * Writes the parts into a new analysis in one transaction. `config` has been rewritten through the id map
   * already; widget, quick-filter and virtual-category ids in it are the new rows' ids.
   */
  async write(
    p: ProjectKey,
    userId: string,
    config: ProjectTemplateConfig,
    models: readonly { modelId: string; predictionActive: boolean; aspectSentiment: boolean }[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      const scoped = { project_id: p.id, workspace_id: p.workspace_id };
      await trx
        .updateTable('project')
        .set({ settings: JSON.stringify(config.settings) })
        .where('id', '=', p.id)
        .execute();
      for (const m of models) {
        await trx
          .updateTable('project_model')
          .set({ prediction_active: m.predictionActive, aspect_sentiment: m.aspectSentiment })
          .where('project_id', '=', p.id)
          .where('model_id', '=', m.modelId)
          .execute();
      }
      for (const w of config.widgets) {
        await trx
          .insertInto('project_widget')
          .values({
            ...scoped,
            id: w.id,
            kind: w.kind,
            name: w.name,
            scope: 'PROJECT',
            owner_id: w.builtIn ? null : userId,
            config: JSON.stringify(w.config),
            built_in: w.builtIn,
            updated_at: now,
          })
          .execute();
      }
      const known = new Set(config.widgets.map((w) => w.id));
      const layout = config.layout.filter((id) => known.has(id));
      if (layout.length > 0) {
        await trx
          .insertInto('project_widget_selection')
          .values(layout.map((widget_id, position) => ({ ...scoped, user_id: userId, widget_id, position })))
          .execute();
      }
      for (const b of config.quickFilters) {
        await trx
          .insertInto('project_bookmark')
          .values({
            ...scoped,
            id: b.id,
            name: b.name,
            name_key: nameKey(b.name),
            scope: 'PROJECT',
            owner_id: userId,
            include_date: b.includeDate,
            query: b.query,
            updated_at: now,
          })
          .execute();
      }
      for (const v of config.virtualCategories) {
        await trx
          .insertInto('project_virtual_category')
          .values({
            ...scoped,
            id: v.id,
            name: v.name,
            name_key: nameKey(v.name),
            color: v.color,
            filter: JSON.stringify(v.filter),
            created_by: userId,
            updated_at: now,
          })
          .execute();
      }
      for (const r of config.rules) {
        await trx
          .insertInto('rule')
          .values({
            ...scoped,
            name: r.name,
            name_key: nameKey(r.name),
            description: r.description,
            enabled: r.enabled,
            definition: JSON.stringify(r.definition),
            effective_from: now,
            created_by: userId,
            created_at: now,
            updated_by: userId,
            updated_at: now,
          })
          .execute();
      }
      for (const d of config.notificationDefinitions) {
        await trx
          .insertInto('notification_definition')
          .values({
            ...scoped,
            name: d.name,
            name_key: nameKey(d.name),
            description: d.description,
            type: d.type,
            subject: d.subject,
            threshold_type: d.thresholdType,
            threshold_value: d.thresholdValue,
            category_id: d.categoryId,
            period_type: d.periodType,
            period_value: d.periodValue,
            repeat_day: d.repeatDay,
            repeat_hour: d.repeatHour,
            model_id: d.modelId,
            attribute: d.attribute,
            receiver_type: d.receiverType,
            receiver_values: JSON.stringify(d.receiverValues),
            negative_count: d.negativeCount,
            list_count: d.listCount,
            show_root_cause: d.showRootCause,
            nps_field: d.npsField,
            charts: JSON.stringify(d.charts),
            enabled: d.enabled,
            created_by: userId,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  }
}
