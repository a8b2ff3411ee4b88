import { searchRequestSchema, type SenseType, type TemplatePreview } from '@sentio/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DashboardService } from '../project-dashboard/dashboard-service.js';
import type { WidgetService } from '../project-dashboard/widget-service.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { ProjectTemplateConfig, StoredModelRef } from './config.js';
import type { TemplatePartsRepository } from './parts-repository.js';
import type { ProjectTemplateRepository, TemplateValues } from './repository.js';

/** The model templates' side an analysis template uses (features/model-templates' ModelTemplateService). */
export interface ModelTemplatePort {
  snapshot(
    scope: ProjectScope,
    modelId: string,
    options: { includeWeights: boolean; builtInKey?: string | undefined },
  ): Promise<{ templateId: string }>;
  installInto(
    scope: ProjectScope,
    templateId: string,
    options: { trusted?: boolean },
  ): Promise<{ modelId: string; modelCode: string; deployed: boolean; idMap: Map<string, string> }>;
  removeInstalled(scope: ProjectScope, modelId: string): Promise<void>;
}

export interface SnapshotPorts {
  parts: TemplatePartsRepository;
  repo: ProjectTemplateRepository;
  widgets: WidgetService;
  dashboard: DashboardService;
  models: ModelTemplatePort;
  log: FastifyBaseLogger;
}

export interface SnapshotInput {
  name: string;
  description: string;
  tags: string[];
  includeWeights: boolean;
  /** Built-in analysis templates reference built-in model templates (`<key>.<model code>`). */
  builtInKey?: string | undefined;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/**
 * Builds what an analysis template stores from its source analysis (docs/marketplace.md): each model snapshotted into
 * its model template, the configuration, and the dashboard preview computed on the analysis's documents.
 */
export class TemplateSnapshotter {
  constructor(private readonly p: SnapshotPorts) {}

  async build(scope: ProjectScope, project: ProjectRow, input: SnapshotInput): Promise<TemplateValues> {
    const models = await this.modelRefs(scope, project, input);
    const config = await this.config(project, scope.userId);
    const preview = await this.preview(scope, project, config);
    const languages = [...new Set(models.flatMap((m) => m.languages))].sort();
    return {
      name: input.name,
      description: input.description,
      tags: input.tags,
      languages,
      data_type: project.data_type,
      icon: project.icon,
      color: project.color,
      models,
      config,
      preview,
      quality: mean(models.flatMap((m) => (m.macroF1 === null ? [] : [m.macroF1]))),
    };
  }

  /** A model that cannot be snapshotted stays a ref without a template: create-project then needs a replacement. */
  private async modelRefs(scope: ProjectScope, project: ProjectRow, input: SnapshotInput): Promise<StoredModelRef[]> {
    const refs: StoredModelRef[] = [];
    for (const m of await this.p.parts.models(project)) {
      // A model template already public stays as it is: a new snapshot would take it back to private for review.
      let templateId: string | null = input.builtInKey ? null : await this.p.repo.publicModelTemplate(m.id);
      try {
        const builtInKey = input.builtInKey ? `${input.builtInKey}.${m.code}` : undefined;
        templateId ??= (await this.p.models.snapshot(scope, m.id, { includeWeights: input.includeWeights, builtInKey }))
          .templateId;
      } catch (err) {
        this.p.log.warn({ err, modelId: m.id }, 'model template snapshot failed; the analysis template needs a replacement');
      }
      const t = templateId ? await this.p.repo.modelTemplate(templateId) : null;
      refs.push({
        key: m.code,
        templateId,
        sourceModelId: m.id,
        name: t?.name ?? m.name,
        senseType: (t?.sense_type ?? m.senseType) as SenseType,
        languages: t?.languages ?? m.languages,
        hasWeights: t ? t.file_key !== null : false,
        macroF1: t?.macro_f1 ?? null,
        position: m.position,
        predictionActive: m.predictionActive,
        aspectSentiment: m.aspectSentiment,
      });
    }
    return refs;
  }

  private async config(project: ProjectRow, userId: string): Promise<ProjectTemplateConfig> {
    const [visible, dashboard, channels, attributes, quickFilters, virtualCategories, rules, notificationDefinitions, models] =
      await Promise.all([
        this.p.widgets.visible(project, userId),
        this.p.widgets.dashboard(project, userId),
        this.p.parts.channels(project),
        this.p.parts.attributes(project),
        this.p.parts.quickFilters(project),
        this.p.parts.virtualCategories(project),
        this.p.parts.rules(project),
        this.p.parts.notificationDefinitions(project),
        this.p.parts.models(project),
      ]);
    const shared = visible.filter((w) => w.scope === 'PROJECT');
    const sharedIds = new Set(shared.map((w) => w.id));
    const byCode = new Map(models.map((m) => [m.code, m.id]));
    return {
      version: 1,
      description: project.description,
      dataType: project.data_type,
      visibility: project.visibility,
      projectTags: project.tags,
      proxyChannel: project.proxy_channel,
      channels,
      attributes,
      pipelineStages: project.pipeline_stages,
      settings: project.settings,
      privacyLabels: project.privacy_labels,
      restrictModels: project.restrict_models,
      restrictedModelIds: project.restricted_models.flatMap((code) => byCode.get(code) ?? []),
      restrictedAttributes: project.restricted_attributes,
      widgets: shared.map((w) => ({ id: w.id, kind: w.kind, name: w.name, builtIn: w.built_in, config: w.config })),
      layout: dashboard.filter((w) => sharedIds.has(w.id)).map((w) => w.id),
      quickFilters,
      virtualCategories,
      rules,
      notificationDefinitions,
    };
  }

  /** Aggregates only (no document text): each shared widget's result over every document; a failure stores null. */
  private async preview(scope: ProjectScope, project: ProjectRow, config: ProjectTemplateConfig): Promise<TemplatePreview> {
    const sampleSize = await this.p.parts.documentCount(project);
    const request = searchRequestSchema.parse({ widget: true });
    const order = [...config.layout, ...config.widgets.map((w) => w.id).filter((id) => !config.layout.includes(id))];
    const byId = new Map(config.widgets.map((w) => [w.id, w]));
    const widgets: TemplatePreview['widgets'] = [];
    for (const id of order) {
      const w = byId.get(id);
      if (!w) continue;
      let result: unknown = null;
      try {
        result = await this.p.dashboard.request(scope, project.code, id, request);
      } catch (err) {
        this.p.log.warn({ err, widgetId: id }, 'template preview: widget failed');
      }
      widgets.push({ kind: w.kind, name: w.name, result });
    }
    return { sampleSize, widgets };
  }
}
