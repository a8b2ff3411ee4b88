import {
  templatePreviewSchema,
  type ProjectTemplateDetail,
  type ProjectTemplateSummary,
  type PublicRequestState,
  type TemplateModelRef,
} from '@sentio/domain';
import { presentTemplateCommon } from '../model-templates/index.js';
import type { ProjectTemplateConfig, StoredModelRef } from './config.js';
import type { TemplateRow } from './repository.js';

export const configOf = (row: TemplateRow): ProjectTemplateConfig => row.config as ProjectTemplateConfig;
export const refsOf = (row: TemplateRow): StoredModelRef[] => row.models as StoredModelRef[];

export function presentSummary(
  row: TemplateRow,
  viewerWorkspaceId: string,
  publicRequest: PublicRequestState | null,
): ProjectTemplateSummary {
  return {
    ...presentTemplateCommon(row, viewerWorkspaceId, row.quality, publicRequest),
    dataType: row.data_type as ProjectTemplateSummary['dataType'],
    icon: row.icon,
    color: row.color,
    modelCount: refsOf(row).length,
    widgetCount: configOf(row).widgets.length,
  };
}

export function presentDetail(
  row: TemplateRow,
  viewerWorkspaceId: string,
  publicRequest: PublicRequestState | null,
): ProjectTemplateDetail {
  const config = configOf(row);
  const own = row.workspace_id !== null && row.workspace_id === viewerWorkspaceId;
  const preview = templatePreviewSchema.safeParse(row.preview);
  return {
    ...presentSummary(row, viewerWorkspaceId, publicRequest),
    models: refsOf(row).map((m): TemplateModelRef => ({
      key: m.key,
      templateId: m.templateId,
      name: m.name,
      senseType: m.senseType,
      languages: m.languages,
      hasWeights: m.hasWeights,
      macroF1: m.macroF1,
      position: m.position,
    })),
    channels: config.channels.map((c) => c.code),
    attributes: config.attributes.map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type as ProjectTemplateDetail['attributes'][number]['type'],
    })),
    contents: {
      widgets: config.widgets.map((w) => w.name),
      quickFilters: config.quickFilters.map((b) => b.name),
      virtualCategories: config.virtualCategories.map((v) => v.name),
      rules: config.rules.map((r) => r.name),
      notificationDefinitions: config.notificationDefinitions.map((d) => d.name),
      masking: config.privacyLabels.length > 0 || config.restrictedAttributes.length > 0 || config.restrictModels,
    },
    preview: row.preview !== null && preview.success ? preview.data : null,
    sourceProjectCode: own ? row.source_code : null,
  };
}
