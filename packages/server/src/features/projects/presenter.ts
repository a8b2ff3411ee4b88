import type { ProjectDetail, ProjectModel, ProjectSummary } from '@sentio/domain';
import type { AttributeType, SenseType } from '@sentio/domain';
import type { ProjectModelRow, ProjectRow } from './project-access.js';
import type { SummaryExtras } from './repository.js';
import { readSettings } from './settings.js';

type DataType = ProjectSummary['dataType'];
type Visibility = ProjectSummary['visibility'];
type Status = ProjectSummary['status'];
type RestrictedType = ProjectDetail['restrictedAttributes'][number]['type'];

const iso = (d: Date | string): string => new Date(d).toISOString();
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function presentSummary(row: ProjectRow, extras: SummaryExtras): ProjectSummary {
  const docs = extras.documents.get(row.id);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    icon: row.icon,
    color: row.color,
    tags: strings(row.tags),
    status: row.status as Status,
    dataType: row.data_type as DataType,
    visibility: row.visibility as Visibility,
    owner: { id: row.owner_id, name: extras.ownerName.get(row.owner_id) ?? '' },
    models: (extras.models.get(row.id) ?? []).map((m) => ({ code: m.code, name: m.name, senseType: m.sense_type as SenseType })),
    channels: extras.channels.get(row.id) ?? [],
    documentCount: docs?.count ?? 0,
    lastDocumentAt: docs?.last ? iso(docs.last) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Analysts see a model's results when restriction is off or the model is among the restricted ones. */
export const isRestricted = (project: Pick<ProjectRow, 'restrict_models' | 'restricted_models'>, modelCode: string): boolean =>
  !project.restrict_models || strings(project.restricted_models).includes(modelCode);

export function presentProjectModel(project: ProjectRow, row: ProjectModelRow, versionNames: Map<string, string>): ProjectModel {
  const { model, link } = row;
  const versionId = model.deployed_version_id;
  return {
    id: model.id,
    code: model.code,
    name: model.name,
    senseType: model.sense_type as SenseType,
    dataType: model.data_type as DataType,
    classificationType: model.classification_type as ProjectModel['classificationType'],
    color: model.color,
    deployedVersion: versionId ? { id: versionId, name: versionNames.get(versionId) ?? '' } : null,
    predictionActive: link.prediction_active,
    aspectSentiment: link.aspect_sentiment,
    keepLoaded: link.keep_loaded,
    restricted: isRestricted(project, model.code),
  };
}

export interface DetailParts {
  extras: SummaryExtras;
  models: ProjectModelRow[];
  versionNames: Map<string, string>;
  attributes: { code: string; name: string; type: string }[];
  valueCounts: Map<string, number>;
}

export function presentDetail(row: ProjectRow, parts: DetailParts): ProjectDetail {
  const restricted = Array.isArray(row.restricted_attributes) ? row.restricted_attributes : [];
  return {
    ...presentSummary(row, parts.extras),
    workspaceId: row.workspace_id,
    projectModels: parts.models.map((m) => presentProjectModel(row, m, parts.versionNames)),
    proxyChannel: row.proxy_channel,
    restrictModels: row.restrict_models,
    restrictedModels: strings(row.restricted_models),
    restrictedAttributes: restricted.map((a) => ({ name: a.name, type: a.type as RestrictedType })),
    privacyLabels: strings(row.privacy_labels),
    pipelineStages: strings(row.pipeline_stages),
    attributes: parts.attributes.map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type as AttributeType,
      valueCount: parts.valueCounts.get(a.code) ?? 0,
    })),
    settings: readSettings(row.settings),
  };
}
