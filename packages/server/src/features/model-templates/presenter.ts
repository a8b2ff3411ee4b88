import type {
  ModelTemplateDetail,
  ModelTemplateSummary,
  PublicRequestState,
  ReviewStatus,
  TemplateStatistics,
} from '@sentio/domain';

/** The part of a summary both template kinds share. */
type TemplateCommon = Pick<ModelTemplateSummary, CommonKey>;
type CommonKey =
  | 'id'
  | 'code'
  | 'name'
  | 'description'
  | 'tags'
  | 'languages'
  | 'visibility'
  | 'owner'
  | 'installCount'
  | 'quality'
  | 'createdAt'
  | 'updatedAt'
  | 'publicRequest';
import type { TemplateCategory } from '../../platform/db/schema-templates.js';
import { categoryNodes } from '../models/package-service.js';
import { parseStoredStatistics } from '../model-training/statistics.js';
import type { TemplateRow } from './repository.js';

/** The template's categories as the category helpers read a model's rows. */
export const categoryRows = (categories: readonly TemplateCategory[]) =>
  categories.map((c) => ({ id: c.id, parent_id: c.parentId, name: c.name, position: c.position }));

/** The figures the detail shows: the stored statistics (kept whole for installs) cut to the contract's subset. */
export function templateStatistics(raw: unknown): TemplateStatistics | null {
  if (raw === null || raw === undefined) return null;
  try {
    const s = parseStoredStatistics(raw);
    return {
      evaluation: s.evaluation,
      n: s.n,
      accuracy: s.accuracy,
      macroF1: s.macroF1,
      labels: s.labels,
      confusion: s.confusion,
      perLabel: s.perLabel,
    };
  } catch {
    return null;
  }
}

function publicRequest(row: TemplateRow): PublicRequestState | null {
  if (row.request_status === null || row.requested_at === null) return null;
  return {
    status: row.request_status as ReviewStatus,
    note: row.request_note ?? '',
    requestedAt: row.requested_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reason: row.request_reason,
  };
}

/** What a template row of either kind has for the fields both kinds show. */
interface CommonRow {
  id: string;
  code: string;
  name: string;
  description: string;
  tags: string[];
  languages: string[];
  visibility: string;
  built_in_key: string | null;
  workspace_id: string | null;
  workspace_name: string | null;
  install_count: number;
  created_at: Date;
  updated_at: Date | string;
}

/**
 * The fields both kinds of template show (docs/marketplace.md): its owner as the viewer sees it, and the source's
 * make-public request only for the owner workspace.
 */
export function presentTemplateCommon(
  row: CommonRow,
  viewerWorkspaceId: string,
  quality: number | null,
  request: PublicRequestState | null,
): TemplateCommon {
  const own = row.workspace_id !== null && row.workspace_id === viewerWorkspaceId;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    tags: row.tags,
    languages: row.languages,
    visibility: row.visibility === 'PUBLIC' ? 'PUBLIC' : 'WORKSPACE',
    owner: { builtIn: row.built_in_key !== null, workspaceName: row.workspace_id === null ? null : row.workspace_name, own },
    installCount: row.install_count,
    quality,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    publicRequest: own ? request : null,
  };
}

/** A template in a list; never its file key or anything of the source's training data. */
export function presentSummary(row: TemplateRow, workspaceId: string): ModelTemplateSummary {
  return {
    ...presentTemplateCommon(row, workspaceId, row.macro_f1, publicRequest(row)),
    typeCode: row.type_code,
    classificationType: row.classification_type,
    senseType: row.sense_type as ModelTemplateSummary['senseType'],
    dataType: row.data_type as ModelTemplateSummary['dataType'],
    color: row.color,
    hasWeights: row.file_key !== null,
    accuracy: row.accuracy,
    macroF1: row.macro_f1,
    categoryCount: row.categories.length,
    versionName: row.version_name,
  };
}

export function presentDetail(row: TemplateRow, workspaceId: string): ModelTemplateDetail {
  const stages = row.pipeline_stages as { code: string; enabled: boolean; options: Record<string, string> }[];
  return {
    ...presentSummary(row, workspaceId),
    categories: categoryNodes(categoryRows(row.categories)),
    pipelineStages: stages.map((s) => ({
      code: s.code as ModelTemplateDetail['pipelineStages'][number]['code'],
      enabled: s.enabled,
      options: s.options,
    })),
    channels: row.channels,
    statistics: templateStatistics(row.statistics),
    sourceModelId: row.source_model_id !== null && row.source_workspace_id === workspaceId ? row.source_model_id : null,
  };
}
