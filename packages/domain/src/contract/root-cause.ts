import { z } from 'zod';
import { rcaDataTypeFilters, rcaTrendTypes, rootCauseAnalysisBody } from '../validation/root-cause.js';
import { actorTypes } from '../validation/automation.js';
import { isoDate, requiredText } from './common.js';
import { sentimentLabels } from './model.js';
import { projectCodeSchema } from './project.js';

/**
 * Root cause analysis (docs/root-causes.md): an analysis of a project's documents finds topics per category; people
 * confirm topics into root causes, which documents then carry (search `rrId`, `topic`, the drawer, the widgets).
 */

export const rcaStates = ['WAITING', 'COMPUTING', 'COMPLETED', 'FAILED'] as const;
export type RcaState = (typeof rcaStates)[number];
/** PENDING: waiting for approval; CONFIRMED: part of a root cause; PASSIVE: set aside by a person. */
export const topicStatuses = ['PENDING', 'CONFIRMED', 'PASSIVE'] as const;
export type TopicStatus = (typeof topicStatuses)[number];
/** CLUSTERING: found by the engine; KEYWORD: the documents of a saved keyword (and the keywords connected to it). */
export const topicAlgorithms = ['CLUSTERING', 'KEYWORD'] as const;
export type TopicAlgorithm = (typeof topicAlgorithms)[number];
/** Background topic updates: what they do to the documents' root causes, and their states. */
export const topicUpdateKinds = [
  'CONFIRM',
  'UNCONFIRM',
  'ASSIGN',
  'MERGE_TOPICS',
  'MERGE_ROOT_CAUSES',
  'MOVE_DOCUMENTS',
] as const;
export type TopicUpdateKind = (typeof topicUpdateKinds)[number];
export const topicUpdateStates = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type TopicUpdateState = (typeof topicUpdateStates)[number];

export const rcaParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
export const rcaTopicParams = z.strictObject({
  code: projectCodeSchema,
  id: z.uuid({ error: 'FIELD_INVALID' }),
  topicId: z.uuid({ error: 'FIELD_INVALID' }),
});

/** An analysis as stored and shown: its settings (the create body's output) plus state and run facts. */
export const rootCauseAnalysisSchema = z.object({
  id: z.string(),
  projectCode: z.string(),
  name: z.string(),
  modelCode: z.string(),
  categoryIds: z.array(z.string()),
  actorType: z.enum(actorTypes).nullable(),
  dataTypeFilter: z.enum(rcaDataTypeFilters),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  query: z.string(),
  fieldQueries: rootCauseAnalysisBody.shape.fieldQueries,
  topicCountLimit: z.number().int(),
  contentLimit: z.number().int(),
  minSimilarity: z.number(),
  attributeCodes: z.array(z.string()),
  defaultCategoryCount: z.number().int(),
  defaultCategoryLevel: z.number().int(),
  maxLevels: z.number().int(),
  trendType: z.enum(rcaTrendTypes),
  automated: z.boolean(),
  /** True once at least one of its topics is confirmed as a root cause. */
  confirmed: z.boolean(),
  state: z.enum(rcaStates),
  /** 0…100 while computing. */
  progress: z.number().int(),
  errorCode: z.string().nullable(),
  documentCount: z.number().int(),
  topicCount: z.number().int(),
  pendingCount: z.number().int(),
  lastRunAt: isoDate.nullable(),
  nextRunAt: isoDate.nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type RootCauseAnalysis = z.infer<typeof rootCauseAnalysisSchema>;

export const keyPhraseSchema = z.object({ phrase: z.string(), score: z.number() });
export const topicDocumentPreviewSchema = z.object({ id: z.string(), content: z.string(), contentDate: isoDate });
export const sentimentSplitSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});
/** One bucket of a topic's trend: its documents, and their share of the category's documents in the bucket (0…1). */
export const topicTrendPointSchema = z.object({ bucket: z.string(), count: z.number().int(), share: z.number() });

export const topicSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  categoryId: z.string(),
  algorithm: z.enum(topicAlgorithms),
  label: z.string(),
  keyPhrases: z.array(keyPhraseSchema),
  size: z.number().int(),
  status: z.enum(topicStatuses),
  rootCauseId: z.string().nullable(),
  representatives: z.array(topicDocumentPreviewSchema),
  sentiment: sentimentSplitSchema,
  trend: z.array(topicTrendPointSchema),
  /** Per attribute of the analysis's `attributeCodes`: its most frequent values among the topic's documents. */
  attributes: z.array(z.object({ code: z.string(), values: z.array(z.object({ value: z.string(), count: z.number().int() })) })),
  createdAt: isoDate,
});
export type Topic = z.infer<typeof topicSchema>;

export const categoryTopicsSchema = z.object({
  categoryId: z.string(),
  /** Documents of the category the analysis read; outliers are those in no topic. */
  documentCount: z.number().int(),
  outlierCount: z.number().int(),
  topics: z.array(topicSchema),
});

/** GET …/root-cause-analysis/{id}: the analysis, its topics per category and the root causes they make. */
export const rootCauseAnalysisDetailSchema = z.object({
  analysis: rootCauseAnalysisSchema,
  categories: z.array(categoryTopicsSchema),
  rootCauses: z.array(z.lazy(() => rootCauseSchema)),
  /** Background updates not finished yet (they block conflicting edits). */
  updates: z.array(z.lazy(() => topicUpdateSchema)),
});

export const rootCauseAliasSchema = z.strictObject({
  tr: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).default(''),
  en: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).default(''),
});

export const rootCauseSchema = z.object({
  id: z.string(),
  projectCode: z.string(),
  name: z.string(),
  description: z.string(),
  sentiment: z.enum(sentimentLabels).nullable(),
  alias: z.object({ tr: z.string(), en: z.string() }),
  categoryIds: z.array(z.string()),
  topicIds: z.array(z.string()),
  documentCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type RootCause = z.infer<typeof rootCauseSchema>;

const rootCauseFields = {
  name: requiredText(200),
  description: z.string().trim().max(2000, { error: 'FIELD_TOO_LONG' }).default(''),
  sentiment: z.enum(sentimentLabels, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  alias: rootCauseAliasSchema.default({ tr: '', en: '' }),
  categoryIds: z.array(z.string().min(1).max(100)).max(200, { error: 'FIELD_TOO_BIG' }).default([]),
};
const uuidList = (min: number) =>
  z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .min(min, { error: min > 1 ? 'TOPIC_MERGE_TOO_FEW' : 'FIELD_REQUIRED' })
    .max(500, { error: 'FIELD_TOO_BIG' });

/** POST …/root-cause: confirm topics into a new root cause (the documents follow in the background). */
export const rootCauseCreateBody = z.strictObject({ ...rootCauseFields, topicIds: uuidList(1) });
/** PUT …/root-cause: rename or describe; documents do not change. */
export const rootCauseUpdateBody = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }), ...rootCauseFields });
export const rootCauseIdQuery = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });
/** POST …/root-cause/merge: the sources' documents and topics move to the target; the sources are removed. */
export const rootCauseMergeBody = z.strictObject({ targetId: z.uuid({ error: 'FIELD_INVALID' }), sourceIds: uuidList(1) });
/** POST …/root-cause/assign: confirm topics into an existing root cause. */
export const rootCauseAssignBody = z.strictObject({ rootCauseId: z.uuid({ error: 'FIELD_INVALID' }), topicIds: uuidList(1) });

export const topicUpdateSchema = z.object({
  id: z.string(),
  kind: z.enum(topicUpdateKinds),
  state: z.enum(topicUpdateStates),
  /** 0…100. */
  progress: z.number().int(),
  topicIds: z.array(z.string()),
  rootCauseId: z.string().nullable(),
  /** Whether it can still be undone (a finished CONFIRM or ASSIGN whose root cause still holds its documents). */
  undoable: z.boolean(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type TopicUpdate = z.infer<typeof topicUpdateSchema>;

/** Topic edits under an analysis. */
export const topicRenameBody = z.strictObject({ label: requiredText(200) });
export const topicMergeBody = z.strictObject({
  topicIds: uuidList(2),
  label: z.string().trim().max(200).nullable().default(null),
});
export const topicPassiveBody = z.strictObject({ topicId: z.uuid({ error: 'FIELD_INVALID' }), passive: z.boolean() });
/** Move documents from a topic to another topic of the same analysis and category. */
export const topicMoveBody = z.strictObject({
  documentIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(1000, { error: 'FIELD_TOO_BIG' }),
  fromTopicId: z.uuid({ error: 'FIELD_INVALID' }),
  toTopicId: z.uuid({ error: 'FIELD_INVALID' }),
});
/** The documents of a topic, paged. */
export const topicDocumentsQuery = z.strictObject({
  page: z.coerce.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).default(0),
  size: z.coerce.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(100, { error: 'FIELD_TOO_BIG' }).default(10),
});
export const topicDocumentSchema = z.object({
  id: z.string(),
  content: z.string(),
  contentDate: isoDate,
  sentiment: z.string().nullable(),
  similarity: z.number(),
});

/** A document's root causes and topics (the document drawer, `findDocumentTopics`). */
export const documentRootCauseSchema = z.object({
  rootCauseId: z.string(),
  name: z.string(),
  alias: z.object({ tr: z.string(), en: z.string() }),
  sentiment: z.enum(sentimentLabels).nullable(),
  topicId: z.string().nullable(),
  topicLabel: z.string().nullable(),
  categoryId: z.string().nullable(),
});
export const documentTopicsSchema = z.object({
  rootCauses: z.array(documentRootCauseSchema),
  topics: z.array(z.object({ id: z.string(), analysisId: z.string(), label: z.string(), status: z.enum(topicStatuses) })),
});

/** Saved keywords: a keyword (and the keywords connected to it as its variants) makes a KEYWORD topic at the next run. */
export const rcaKeywordSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  connected: z.array(z.string()),
  categoryId: z.string().nullable(),
  documentCount: z.number().int(),
  createdAt: isoDate,
});
export type RcaKeyword = z.infer<typeof rcaKeywordSchema>;
export const rcaKeywordBody = z.strictObject({
  keyword: requiredText(100),
  categoryId: z.string().min(1).max(100).nullable().default(null),
});
export const rcaConnectKeywordBody = z.strictObject({
  id: z.uuid({ error: 'FIELD_INVALID' }),
  connected: z.array(requiredText(100)).max(50, { error: 'FIELD_TOO_BIG' }),
});
export const rcaKeywordSearchBody = z.strictObject({
  text: z.string().max(100).default(''),
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export const rcaKeywordIdsBody = z.strictObject({ ids: z.array(z.uuid({ error: 'FIELD_INVALID' })).max(500) });

/** `parameters`: the algorithms' defaults and limits, the content limit shown to the user among them. */
export const rcaParametersSchema = z.object({
  topicCountLimit: z.number().int(),
  maxTopicCountLimit: z.number().int(),
  contentLimit: z.number().int(),
  maxContentLimit: z.number().int(),
  minSimilarity: z.number(),
  defaultCategoryCount: z.number().int(),
  defaultCategoryLevel: z.number().int(),
  maxLevels: z.number().int(),
  /** The nightly run of automated analyses, in the reporting time zone. */
  nightlyRunAt: z.string(),
  timeZone: z.string(),
});
export const rcaAlgorithmTypeSchema = z.object({ code: z.enum(topicAlgorithms), contentLimit: z.number().int() });

/** Query of topic lists (`findProjectTopics`, `category-topics`, `approve-list`). */
export const topicListQuery = z.strictObject({
  analysisId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  categoryId: z.string().min(1).max(100).optional(),
  status: z.enum(topicStatuses, { error: 'FIELD_INVALID_OPTION' }).optional(),
  page: z.coerce.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).default(0),
  size: z.coerce.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(200, { error: 'FIELD_TOO_BIG' }).default(50),
});
export const categoryTopicDocumentsQuery = z.strictObject({
  topicId: z.uuid({ error: 'FIELD_INVALID' }),
  page: z.coerce.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).default(0),
  size: z.coerce.number().int().min(1, { error: 'FIELD_TOO_SMALL' }).max(100, { error: 'FIELD_TOO_BIG' }).default(10),
});
export const documentTopicsQuery = z.strictObject({ documentId: z.uuid({ error: 'FIELD_INVALID' }) });
/** `topics-to-add-documents`: the topics documents of `topicId` may move to (same analysis and category, not passive). */
export const topicsToAddQuery = z.strictObject({ topicId: z.uuid({ error: 'FIELD_INVALID' }) });
export const keywordTopicsParams = z.strictObject({
  code: projectCodeSchema,
  /** The root cause analysis. */
  a: z.uuid({ error: 'FIELD_INVALID' }),
  /** A category id, or `all`. */
  b: z.string().min(1).max(100),
});
