import {
  attributeTypes,
  ruleIssue,
  type ProjectDetail,
  type ProjectModel,
  type ProjectSettings,
  type RuleIssue,
  type advancedSettingsBody,
  type categoryTreeSchema,
  type fieldsBody,
  type settingsBody,
  type usableDateFieldsResponse,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import { aliasNames } from '../aliases/alias-names.js';
import { categoryPaths, fixedLabels, type ModelAccess } from '../models/model-access.js';
import type { AuditRecord } from './audit-repository.js';
import type { ProjectDetails } from './details.js';
import { systemDateFields } from './presets.js';
import { presentProjectModel } from './presenter.js';
import type { ProjectAccess, ProjectModelRow, ProjectRow, ProjectScope } from './project-access.js';
import type { ProjectService } from './project-service.js';
import { throwIssues } from './rules.js';
import { readSettings } from './settings.js';
import type { ProjectTransaction } from './writes.js';

type AttributeDefinition = ProjectDetail['attributes'][number];
type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** An analysis's configuration after creation: attributes, its models' switches, thresholds and masking. */
export class ProjectConfigService {
  private scoreFieldsChanged: ((workspaceId: string, projectId: string) => Promise<unknown>) | null = null;

  constructor(
    private readonly transaction: ProjectTransaction,
    private readonly access: ProjectAccess,
    private readonly modelAccess: ModelAccess,
    private readonly details: ProjectDetails,
    private readonly projects: ProjectService,
  ) {}

  /**
   * Called after the NPS / CSAT field changed: the rollups re-score the stored documents (registered by the app,
   * since the rollups area is built after this one).
   */
  onScoreFieldsChanged(listener: (workspaceId: string, projectId: string) => Promise<unknown>): void {
    this.scoreFieldsChanged = listener;
  }

  async fields(scope: ProjectScope, code: string): Promise<AttributeDefinition[]> {
    return (await this.details.of(await this.access.require(scope, code))).attributes;
  }

  /** Replaces the attribute list; an attribute whose documents hold values keeps its type (ATTRIBUTE_TYPE_IMMUTABLE). */
  async saveFields(scope: ProjectScope, code: string, body: z.output<typeof fieldsBody>): Promise<AttributeDefinition[]> {
    const row = await this.access.require(scope, code);
    const current = await this.details.lists.attributes(row);
    const changed = body.attributes.filter((a) => current.some((c) => c.code === a.code && c.type !== a.type));
    const counts = await this.details.lists.attributeValueCounts(
      row,
      changed.map((a) => a.code),
    );
    const issues: RuleIssue[] = [];
    body.attributes.forEach((a, i) => {
      if ((counts.get(a.code) ?? 0) > 0) issues.push(ruleIssue('ATTRIBUTE_TYPE_IMMUTABLE', 'attributes', i, 'type'));
    });
    throwIssues(issues);
    await this.transaction(async (w) => {
      await w.projects.replaceAttributes(row, body.attributes);
      await w.projects.update(row, {});
      await w.audit.record(auditOf(scope, row, 'FIELDS', current, body.attributes));
    });
    await this.projects.updated(row);
    return this.fields(scope, code);
  }

  fieldTypes(): (typeof attributeTypes)[number][] {
    return [...attributeTypes];
  }

  async usableDateFields(scope: ProjectScope, code: string): Promise<z.infer<typeof usableDateFieldsResponse>> {
    const row = await this.access.require(scope, code);
    const attributes = await this.details.lists.attributes(row);
    return [
      ...systemDateFields.map((c) => ({ code: c, name: c, kind: 'SYSTEM' as const })),
      ...attributes.filter((a) => a.type === 'DATE').map((a) => ({ code: a.code, name: a.name, kind: 'ATTRIBUTE' as const })),
    ];
  }

  async models(scope: ProjectScope, code: string): Promise<ProjectModel[]> {
    const row = await this.access.require(scope, code);
    return this.presentModels(row, await this.access.models(row));
  }

  private async presentModels(row: ProjectRow, models: ProjectModelRow[]): Promise<ProjectModel[]> {
    const ids = models.flatMap((m) => (m.model.deployed_version_id ? [m.model.deployed_version_id] : []));
    const names = await this.details.lists.versionNames(row.workspace_id, ids);
    return models.map((m) => presentProjectModel(row, m, names));
  }

  /** Per model of the analysis: its categories (or fixed labels) with the analysis's non-trashed documents carrying each. */
  async categoryTree(scope: ProjectScope, code: string): Promise<CategoryTree> {
    const row = await this.access.require(scope, code);
    const [models, counts, aliasRows] = await Promise.all([
      this.access.models(row),
      this.details.lists.categoryCounts(row),
      this.details.lists.aliases(row),
    ]);
    // Names in the user's language where the analysis has an alias (docs/aliases.md).
    const aliases = aliasNames(aliasRows, scope.language);
    const out: CategoryTree = [];
    for (const { model } of models) {
      const count = (id: string) => counts.get(`${model.id}/${id}`) ?? 0;
      const alias = (id: string, name: string) => aliases?.category(model.id, id) ?? name;
      const fixed = fixedLabels(model.sense_type);
      let categories: CategoryTree[number]['categories'];
      if (fixed) {
        categories = fixed.map((l) => ({
          id: l.id,
          name: alias(l.id, l.name),
          parentId: null,
          path: alias(l.id, l.path),
          count: count(l.id),
        }));
      } else {
        const rows = (await this.details.repo.modelCategories(model)).map((r) => ({ ...r, name: alias(r.id, r.name) }));
        const paths = categoryPaths(rows);
        categories = treeOrder(rows).map((r) => ({
          id: r.id,
          name: r.name,
          parentId: r.parent_id,
          path: paths.get(r.id) ?? r.name,
          count: count(r.id),
        }));
      }
      out.push({ modelCode: model.code, modelName: model.name, senseType: model.sense_type, categories });
    }
    return out;
  }

  /** Thresholds name models of the analysis and labels of those models; other settings are plain values. */
  async saveSettings(scope: ProjectScope, code: string, body: z.output<typeof settingsBody>): Promise<ProjectDetail> {
    const row = await this.access.require(scope, code);
    const issues: RuleIssue[] = [];
    const settings = readSettings(row.settings);
    if (body.categoryThresholds !== undefined) {
      const models = await this.access.models(row);
      for (const [i, t] of body.categoryThresholds.entries()) {
        const link = models.find((m) => m.model.code === t.modelCode);
        if (!link) {
          issues.push(ruleIssue('FIELD_INVALID', 'categoryThresholds', i, 'modelCode'));
          continue;
        }
        const labels = new Set((await this.modelAccess.labels(link.model)).map((l) => l.id));
        t.categories.forEach((c, j) => {
          if (!labels.has(c.categoryId))
            issues.push(ruleIssue('FIELD_INVALID', 'categoryThresholds', i, 'categories', j, 'categoryId'));
        });
      }
      settings.categoryThresholds = body.categoryThresholds;
    }
    const attributeCodes = new Set((await this.details.lists.attributes(row)).map((a) => a.code));
    for (const key of ['npsField', 'csatField'] as const) {
      const value = body[key];
      if (value === undefined) continue;
      if (value !== null && !attributeCodes.has(value)) issues.push(ruleIssue('ATTRIBUTE_UNKNOWN', key));
      settings[key] = value;
    }
    if (body.defaultLanguage !== undefined) settings.defaultLanguage = body.defaultLanguage;
    throwIssues(issues);
    const before = readSettings(row.settings);
    const detail = await this.writeSettings(scope, row, settings, 'SETTINGS');
    if (this.scoreFieldsChanged && (before.npsField !== settings.npsField || before.csatField !== settings.csatField))
      await this.scoreFieldsChanged(row.workspace_id, row.id);
    return detail;
  }

  async saveAdvanced(scope: ProjectScope, code: string, body: z.output<typeof advancedSettingsBody>): Promise<ProjectDetail> {
    const row = await this.access.require(scope, code);
    return this.writeSettings(scope, row, { ...readSettings(row.settings), masking: body.masking }, 'MASKING');
  }

  private async writeSettings(
    scope: ProjectScope,
    row: ProjectRow,
    settings: ProjectSettings,
    action: string,
  ): Promise<ProjectDetail> {
    const updated = await this.transaction(async (w) => {
      const project = await w.projects.update(row, { settings: JSON.stringify(settings) });
      await w.audit.record(auditOf(scope, row, action, readSettings(row.settings), settings));
      return project;
    });
    await this.projects.updated(row);
    return this.details.of(updated);
  }

  async keepLoaded(scope: ProjectScope, code: string): Promise<{ modelCodes: string[] }> {
    const row = await this.access.require(scope, code);
    return { modelCodes: (await this.access.models(row)).filter((m) => m.link.keep_loaded).map((m) => m.model.code) };
  }

  async saveKeepLoaded(scope: ProjectScope, code: string, modelCodes: readonly string[]): Promise<{ modelCodes: string[] }> {
    const row = await this.access.require(scope, code);
    const models = await this.access.models(row);
    modelCodes.forEach((c, i) => {
      if (!models.some((m) => m.model.code === c)) throwIssues([ruleIssue('FIELD_INVALID', 'modelCodes', i)]);
    });
    await this.transaction(async (w) => {
      for (const { model } of models)
        await w.projects.setModelLink(row, model.id, { keep_loaded: modelCodes.includes(model.code) });
      await w.audit.record(auditOf(scope, row, 'KEEP_LOADED', null, modelCodes));
    });
    return this.keepLoaded(scope, code);
  }

  /** Prediction by one model on or off for new documents (our reading: stored documents keep their results). */
  async switchPrediction(scope: ProjectScope, code: string, modelCode: string, active: boolean): Promise<ProjectModel> {
    return this.switchModel(scope, code, modelCode, 'PREDICTION_SWITCH', { prediction_active: active });
  }

  /** Aspect sentiment needs categories to attach a sentiment to: CATEGORY models only (400 FIELD_INVALID). */
  async switchAspectSentiment(scope: ProjectScope, code: string, modelCode: string, active: boolean): Promise<ProjectModel> {
    return this.switchModel(scope, code, modelCode, 'ASPECT_SENTIMENT_SWITCH', { aspect_sentiment: active }, (m) => {
      if (active && m.model.sense_type !== 'CATEGORY') throw errors.badRequest('FIELD_INVALID', 'active');
    });
  }

  private async switchModel(
    scope: ProjectScope,
    code: string,
    modelCode: string,
    action: string,
    values: { prediction_active?: boolean; aspect_sentiment?: boolean },
    check?: (m: ProjectModelRow) => void,
  ): Promise<ProjectModel> {
    const row = await this.access.require(scope, code);
    const models = await this.access.models(row);
    const target = models.find((m) => m.model.code === modelCode);
    if (!target) throw errors.notFound('ANALYSIS_MODEL_NOT_FOUND');
    check?.(target);
    await this.transaction(async (w) => {
      await w.projects.setModelLink(row, target.model.id, values);
      await w.audit.record(auditOf(scope, row, action, { model: modelCode }, { model: modelCode, ...values }));
    });
    await this.projects.updated(row);
    const fresh = (await this.access.models(row)).find((m) => m.model.id === target.model.id) ?? target;
    const [presented] = await this.presentModels(row, [fresh]);
    if (!presented) throw errors.notFound('ANALYSIS_MODEL_NOT_FOUND');
    return presented;
  }
}

function auditOf(scope: ProjectScope, row: ProjectRow, action: string, before: unknown, after: unknown): AuditRecord {
  return {
    projectId: row.id,
    workspaceId: row.workspace_id,
    entity: 'project',
    entityId: row.id,
    action,
    userId: scope.userId,
    before,
    after,
  };
}

/** Parents before children, siblings in the order the query gave (position, name). */
function treeOrder<T extends { id: string; parent_id: string | null }>(rows: readonly T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const out: T[] = [];
  const walk = (parent: string | null, depth: number) => {
    if (depth > 100) return;
    for (const r of children.get(parent) ?? []) {
      out.push(r);
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
