import type {
  LabellingStatus,
  ModelAccessType,
  ModelCategory,
  ModelDetail,
  ModelDocument,
  ModelSummary,
  PipelineStage,
  Suggestion,
  TrainingStatus,
  LearningStatus,
  VersionSummary,
} from '@sentio/domain';
import type { Selectable } from 'kysely';
import type { ModelDocumentTable, ModelPublicRequestTable, ModelVersionTable } from '../../platform/db/schema-models.js';
import type { CategoryRow, ModelLabel, ModelRow } from './model-access.js';
import { categoryPaths } from './model-access.js';

type Enum<T extends keyof ModelSummary> = ModelSummary[T];

/** A model row as the list query reads it: the row plus owner, favourite, version and counts. */
export interface ModelSummaryRow {
  id: string;
  code: string;
  name: string;
  description: string;
  type_code: string;
  classification_type: string;
  sense_type: string;
  data_type: string;
  switches: { code: string; default: boolean }[];
  tags: string[];
  color: string;
  access_type: string;
  owner_id: string;
  owner_name: string;
  favourite: boolean;
  public_status: string | null;
  deployed_version_id: string | null;
  deployed_version_name: string | null;
  latest_status: string | null;
  latest_progress: number | null;
  training_status: string;
  document_count: number;
  labelled_count: number;
  created_at: Date;
  updated_at: Date;
}

export type VersionRow = Selectable<ModelVersionTable> & { created_by_name: string | null };
export type PublicRequestRow = Selectable<ModelPublicRequestTable>;
export type DocumentRow = Selectable<ModelDocumentTable> & { labelled_by_name: string | null };

/**
 * The learning status (docs/models.md), read from the newest version: a training not started yet is INLINE (queued), a
 * running one LEARNING, a successful one COMPLETED; failed, cancelled or never trained is SUSPENDED.
 */
export function learningStatus(latestStatus: string | null, latestProgress: number | null): LearningStatus {
  if (latestStatus === 'TRAINING') return (latestProgress ?? 0) > 0 ? 'LEARNING' : 'INLINE';
  if (latestStatus === 'SUCCESS') return 'COMPLETED';
  return 'SUSPENDED';
}

export const userName = (fullName: string | null | undefined, lastName: string | null | undefined): string =>
  `${fullName ?? ''} ${lastName ?? ''}`.trim();

export function presentSummary(row: ModelSummaryRow): ModelSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    typeCode: row.type_code as Enum<'typeCode'>,
    classificationType: row.classification_type as Enum<'classificationType'>,
    senseType: row.sense_type as Enum<'senseType'>,
    dataType: row.data_type as Enum<'dataType'>,
    switches: row.switches.map((s) => ({ code: s.code, default: s.default })),
    tags: row.tags,
    color: row.color,
    accessType: row.access_type as ModelAccessType,
    publicStatus: (row.public_status ?? 'NONE') as Enum<'publicStatus'>,
    favourite: row.favourite,
    owner: { id: row.owner_id, name: row.owner_name },
    learningStatus: learningStatus(row.latest_status, row.latest_progress),
    trainingStatus: row.training_status as TrainingStatus,
    deployedVersion:
      row.deployed_version_id && row.deployed_version_name !== null
        ? { id: row.deployed_version_id, name: row.deployed_version_name }
        : null,
    documentCount: Number(row.document_count),
    labelledCount: Number(row.labelled_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentVersion(row: VersionRow, deployedVersionId: string | null): VersionSummary {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    createdBy: { id: row.created_by ?? '', name: row.created_by_name ?? '' },
    accessType: row.access_type as ModelAccessType,
    verified: row.verified,
    status: row.status as VersionSummary['status'],
    progress: Number(row.progress),
    approval: row.approval as VersionSummary['approval'],
    deployed: row.id === deployedVersionId,
    accuracy: row.accuracy,
    macroF1: row.macro_f1,
    trainingDocuments: row.training_documents,
    error: row.error,
  };
}

export function presentDetail(input: {
  summary: ModelSummaryRow;
  model: ModelRow;
  categoryCount: number;
  labels: ModelLabel[];
  latestVersion: VersionRow | null;
  publicRequest: PublicRequestRow | null;
}): ModelDetail {
  const { model, publicRequest } = input;
  return {
    ...presentSummary(input.summary),
    pipelineStages: model.pipeline_stages.map((s) => ({
      code: s.code as PipelineStage['code'],
      enabled: s.enabled,
      options: s.options,
    })),
    channels: model.channels,
    threshold: model.threshold,
    regularisation: model.regularisation,
    semanticFeatures: model.semantic_features,
    categoryCount: input.categoryCount,
    labels: input.labels,
    latestVersion: input.latestVersion ? presentVersion(input.latestVersion, model.deployed_version_id) : null,
    publicRequest: publicRequest
      ? {
          status: publicRequest.status as NonNullable<ModelDetail['publicRequest']>['status'],
          requestedAt: publicRequest.requested_at.toISOString(),
          note: publicRequest.note,
          reason: publicRequest.reason,
        }
      : null,
  };
}

/**
 * The category tree with hierarchy texts. `counts` holds label assignments per category; a parent shows its own
 * plus those of everything below it.
 */
export function presentCategoryTree(
  rows: readonly (CategoryRow & { aliases: { en?: string; tr?: string } })[],
  counts: ReadonlyMap<string, number>,
): ModelCategory[] {
  const paths = categoryPaths(rows);
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (parent: string | null): ModelCategory[] =>
    [...(children.get(parent) ?? [])]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map((row) => {
        const kids = build(row.id);
        return {
          id: row.id,
          name: row.name,
          parentId: row.parent_id,
          hierarchy: paths.get(row.id) ?? row.name,
          aliases: { ...(row.aliases.en ? { en: row.aliases.en } : {}), ...(row.aliases.tr ? { tr: row.aliases.tr } : {}) },
          documentCount: (counts.get(row.id) ?? 0) + kids.reduce((sum, k) => sum + k.documentCount, 0),
          children: kids,
        };
      });
  return build(null);
}

export function presentDocument(
  row: DocumentRow,
  extra: { rank?: number | null; suggestion?: Suggestion | null } = {},
): ModelDocument {
  return {
    id: row.id,
    externalId: row.external_id,
    text: row.text,
    turns: row.turns,
    contentDate: row.content_date ? row.content_date.toISOString() : null,
    status: row.status as LabellingStatus,
    labelIds: row.label_ids,
    labelledBy: row.labelled_by ? { id: row.labelled_by, name: row.labelled_by_name ?? '' } : null,
    labelledAt: row.labelled_at ? row.labelled_at.toISOString() : null,
    sourceId: row.source_id,
    attributes: row.attributes,
    origin: originOf(row.attributes),
    rank: extra.rank ?? null,
    suggestion: extra.suggestion ?? null,
  };
}

/** Documents sent from an analysis carry its code (and, from the feedback schedule, its name) in their attributes. */
function originOf(attributes: DocumentRow['attributes']): ModelDocument['origin'] {
  const projectCode = attributes['projectCode'];
  if (typeof projectCode !== 'string') return null;
  const name = attributes['projectName'];
  return {
    kind: attributes['origin'] === 'FEEDBACK_SCHEDULE' ? 'FEEDBACK_SCHEDULE' : 'FEEDBACK',
    projectCode,
    projectName: typeof name === 'string' ? name : projectCode,
  };
}
