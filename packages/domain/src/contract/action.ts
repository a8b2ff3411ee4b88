import { z } from 'zod';
import { actionTextSchema, userListIssues } from '../validation/other.js';
import { reportIssues } from '../validation/issues.js';
import { isoDate, pageQuery, requiredText } from './common.js';
import { changeSchema } from './dashboard-results.js';

/**
 * The action planner (docs/actions.md): tasks that follow an insight, with their notes, followers, history,
 * corrective and regulator actions, and the measured effect on the slice of documents they came from.
 */

/** OPEN → IN_PROGRESS → DONE, or CANCELLED from either; DONE and CANCELLED are closed (they may be reopened). */
export const actionStatuses = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type ActionStatus = (typeof actionStatuses)[number];
export const closedActionStatuses: readonly ActionStatus[] = ['DONE', 'CANCELLED'];
export const isClosedStatus = (s: ActionStatus): boolean => closedActionStatuses.includes(s);

export const actionPriorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type ActionPriority = (typeof actionPriorities)[number];

/** The list's tabs that list actions (`types` and `statistics` are tabs of the page, not of this query). */
export const actionListTabs = ['mine', 'planned', 'critical', 'all'] as const;
export type ActionListTab = (typeof actionListTabs)[number];
/** Every tab of `/actions?tab=`; the first is the default. */
export const actionPageTabs = [...actionListTabs, 'types', 'statistics'] as const;
export type ActionPageTab = (typeof actionPageTabs)[number];

/** Orders of the list: `field,direction`; the default is the nearest due date first (no due date last). */
export const actionSorts = [
  'dueDate,asc',
  'dueDate,desc',
  'priority,desc',
  'createdAt,desc',
  'createdAt,asc',
  'updatedAt,desc',
  'name,asc',
] as const;
export type ActionSort = (typeof actionSorts)[number];

const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? [] : v.split(',').map((x) => x.trim())))
    .pipe(z.array(z.enum(values, { error: 'FIELD_INVALID_OPTION' })));
const uuidCsv = z
  .string()
  .trim()
  .transform((v) => (v === '' ? [] : v.split(',').map((x) => x.trim())))
  .pipe(z.array(z.uuid({ error: 'FIELD_INVALID' })).max(50, { error: 'FIELD_TOO_BIG' }));

/**
 * The list (`GET /api/action`), the URL parameters of `/actions`: `type` (action type ids), `status`, `priority` and
 * `assignUsers` (responsible user ids) are comma-separated lists; `search` matches name, description and reference
 * name; closed actions (DONE, CANCELLED) are left out unless `showCompleted` is true or `status` names them.
 *
 * Tabs: `mine` — I am responsible; `planned` — open with a due date; `critical` — open and CRITICAL priority or
 * overdue; `all`.
 */
export const actionListQuery = pageQuery.extend({
  tab: z.enum(actionListTabs, { error: 'FIELD_INVALID_OPTION' }).default('all'),
  type: uuidCsv.optional(),
  status: csv(actionStatuses).optional(),
  priority: csv(actionPriorities).optional(),
  assignUsers: uuidCsv.optional(),
  search: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
  sort: z.enum(actionSorts, { error: 'FIELD_INVALID_OPTION' }).default('dueDate,asc'),
  showCompleted: z
    .enum(['true', 'false'], { error: 'FIELD_INVALID_OPTION' })
    .transform((v) => v === 'true')
    .default(false),
});
export type ActionListQuery = z.infer<typeof actionListQuery>;
export type ActionListQueryInput = z.input<typeof actionListQuery>;

export const actionUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ActionUser = z.infer<typeof actionUserSchema>;

/** A calendar day, `YYYY-MM-DD` (due dates are days in the reporting time zone, not instants). */
export const calendarDay = z
  .string({ error: 'FIELD_INVALID' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_INVALID' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: 'FIELD_INVALID',
  });

/**
 * What an action came from: an analysis and its filter state, kept as the analysis URL's query (the filter
 * parameters of `/project/detail/{code}`, without page, size and tab), so "show documents" (`acid`) opens exactly
 * those documents; `label` says in words what was selected ("Category: Delivery"); `documentId` when it was made
 * from one document.
 */
export const actionEvidenceBody = z.strictObject({
  projectCode: requiredText(100),
  filter: z.string({ error: 'FIELD_INVALID_TYPE' }).max(4000, { error: 'FIELD_TOO_LONG' }).default(''),
  label: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(300, { error: 'FIELD_TOO_LONG' }).default(''),
  documentId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
});
export type ActionEvidenceBody = z.input<typeof actionEvidenceBody>;

export const actionEvidenceSchema = z.object({
  projectCode: z.string(),
  /** Null once the analysis was deleted (the action stays; its effect can no longer be measured). */
  projectName: z.string().nullable(),
  filter: z.string(),
  label: z.string(),
  documentId: z.string().nullable(),
});
export type ActionEvidence = z.infer<typeof actionEvidenceSchema>;

export const actionJourneyStepBody = z.strictObject({
  journeyId: z.uuid({ error: 'FIELD_INVALID' }),
  stepId: z.uuid({ error: 'FIELD_INVALID' }),
});
export const actionJourneyStepSchema = z.object({
  journeyId: z.string(),
  journeyName: z.string(),
  stepId: z.string(),
  stepName: z.string(),
});

const optionalText = (max: number) =>
  z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(max, { error: 'FIELD_TOO_LONG' }).default('');

/** The fields a user sets on create and on every save. */
const actionFields = {
  name: requiredText(200),
  description: optionalText(4000),
  typeId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  priority: z.enum(actionPriorities, { error: 'FIELD_INVALID_OPTION' }).default('MEDIUM'),
  status: z.enum(actionStatuses, { error: 'FIELD_INVALID_OPTION' }).default('OPEN'),
  dueDate: calendarDay.nullable().default(null),
  responsibleId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  benefits: optionalText(2000),
  referenceName: optionalText(200),
  evidence: actionEvidenceBody.nullable().default(null),
  journeyStep: actionJourneyStepBody.nullable().default(null),
};

/** Create: followers start as the creator plus `followerIds` (a user cannot be added twice: USER_DUPLICATE). */
export const actionCreateBody = z
  .strictObject({
    ...actionFields,
    followerIds: z
      .array(z.uuid({ error: 'FIELD_INVALID' }))
      .max(50, { error: 'FIELD_TOO_BIG' })
      .default([]),
  })
  .superRefine((b, ctx) => reportIssues(ctx, userListIssues(b.followerIds, ['followerIds'])));
export type ActionCreateBody = z.input<typeof actionCreateBody>;

/**
 * Save: every field plus the `version` read with the action (optimistic locking). A save over a newer version
 * answers 409 ACTION_COMPLETED_BY_TEAMMATE when the action was closed meanwhile, ACTION_VERSION_CONFLICT otherwise.
 */
export const actionUpdateBody = z.strictObject({
  ...actionFields,
  version: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }),
});
export type ActionUpdateBody = z.input<typeof actionUpdateBody>;

/**
 * The save body of an action as it was read, with some fields changed: every field goes back with the version it was
 * read with, so a teammate's save in between answers 409 instead of being overwritten.
 */
export function actionUpdateBodyOf(action: Action, over: Partial<ActionUpdateBody> = {}): ActionUpdateBody {
  return {
    name: action.name,
    description: action.description,
    typeId: action.type?.id ?? null,
    priority: action.priority,
    status: action.status,
    dueDate: action.dueDate,
    responsibleId: action.responsible?.id ?? null,
    benefits: action.benefits,
    referenceName: action.referenceName,
    evidence: action.evidence
      ? {
          projectCode: action.evidence.projectCode,
          filter: action.evidence.filter,
          label: action.evidence.label,
          documentId: action.evidence.documentId,
        }
      : null,
    journeyStep: action.journeyStep ? { journeyId: action.journeyStep.journeyId, stepId: action.journeyStep.stepId } : null,
    version: action.version,
    ...over,
  };
}

export const actionTypeRefSchema = z.object({ id: z.string(), name: z.string(), color: z.string().nullable() });

export const actionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: actionTypeRefSchema.nullable(),
  priority: z.enum(actionPriorities),
  status: z.enum(actionStatuses),
  dueDate: z.string().nullable(),
  /** Open with a due date before today (reporting time zone). */
  overdue: z.boolean(),
  responsible: actionUserSchema.nullable(),
  benefits: z.string(),
  referenceName: z.string(),
  creator: actionUserSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  closedAt: isoDate.nullable(),
  closedBy: actionUserSchema.nullable(),
  version: z.number().int(),
  evidence: actionEvidenceSchema.nullable(),
  journeyStep: actionJourneyStepSchema.nullable(),
  followers: z.array(actionUserSchema),
  /** Whether the caller follows it. */
  following: z.boolean(),
  noteCount: z.number().int(),
  correctiveCount: z.number().int(),
});
export type Action = z.infer<typeof actionSchema>;

export const actionListResponse = z.object({
  content: z.array(actionSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Per list tab, the count under the same filters (for the tab badges). */
  tabCounts: z.object({ mine: z.number().int(), planned: z.number().int(), critical: z.number().int(), all: z.number().int() }),
});
export type ActionList = z.infer<typeof actionListResponse>;

// notes, followers, history, corrective actions

/** A note, or a reply when `parentId` names a note of the same action; `mentionIds` are notified. */
export const actionNoteBody = z
  .strictObject({
    text: requiredText(4000),
    parentId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
    mentionIds: z
      .array(z.uuid({ error: 'FIELD_INVALID' }))
      .max(20, { error: 'FIELD_TOO_BIG' })
      .default([]),
  })
  .superRefine((b, ctx) => reportIssues(ctx, userListIssues(b.mentionIds, ['mentionIds'])));
export type ActionNoteBody = z.input<typeof actionNoteBody>;

export const actionNoteSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  author: actionUserSchema.nullable(),
  text: z.string(),
  mentions: z.array(actionUserSchema),
  createdAt: isoDate,
});
export type ActionNote = z.infer<typeof actionNoteSchema>;

export const actionFollowerBody = z.strictObject({ userId: z.uuid({ error: 'FIELD_INVALID' }) });
export const actionFollowerQuery = z.strictObject({ userId: z.uuid({ error: 'FIELD_INVALID' }) });

/**
 * Fields the history names. Values are stored as shown at the time (a type's or a user's name then), so the history
 * reads the same after renames.
 */
export const actionHistoryFields = [
  'created',
  'name',
  'description',
  'type',
  'priority',
  'status',
  'dueDate',
  'responsible',
  'benefits',
  'referenceName',
  'evidence',
  'journeyStep',
  'follower',
  'note',
  'correctiveAction',
] as const;
export type ActionHistoryField = (typeof actionHistoryFields)[number];

export const actionHistoryEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  user: actionUserSchema.nullable(),
  field: z.enum(actionHistoryFields),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type ActionHistoryEntry = z.infer<typeof actionHistoryEntrySchema>;

export const correctiveKinds = ['CORRECTIVE', 'REGULATOR'] as const;
export type CorrectiveKind = (typeof correctiveKinds)[number];

/** A corrective or regulator action: text of at least 10 characters (ACTION_TEXT_TOO_SHORT), who realised it and when. */
export const correctiveActionBody = z.strictObject({
  kind: z.enum(correctiveKinds, { error: 'FIELD_INVALID_OPTION' }).default('CORRECTIVE'),
  text: actionTextSchema.pipe(z.string().max(4000, { error: 'FIELD_TOO_LONG' })),
  realisedById: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  realisedAt: z.iso.datetime({ error: 'FIELD_INVALID' }).nullable().default(null),
});
export type CorrectiveActionBody = z.input<typeof correctiveActionBody>;

export const correctiveActionSchema = z.object({
  id: z.string(),
  kind: z.enum(correctiveKinds),
  text: z.string(),
  realisedBy: actionUserSchema.nullable(),
  realisedAt: isoDate.nullable(),
  createdBy: actionUserSchema.nullable(),
  createdAt: isoDate,
});
export type CorrectiveAction = z.infer<typeof correctiveActionSchema>;

// action types

export const actionTypeBody = z.strictObject({
  name: requiredText(100),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'FIELD_INVALID' })
    .nullable()
    .default(null),
});
export type ActionTypeBody = z.input<typeof actionTypeBody>;
export const actionTypeSchema = actionTypeRefSchema.extend({ actionCount: z.number().int(), createdAt: isoDate });
export type ActionType = z.infer<typeof actionTypeSchema>;

// effect and statistics

/** Days on each side of the pivot (the closed date, or the creation date while the action is open). */
export const effectWindowDays = { default: 28, min: 7, max: 180 } as const;
/** Fewer documents of the slice than this in either window: "not enough data", no test. */
export const effectMinimumDocuments = 30;

export const actionEffectQuery = z.strictObject({
  windowDays: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID' })
    .min(effectWindowDays.min, { error: 'FIELD_TOO_SMALL' })
    .max(effectWindowDays.max, { error: 'FIELD_TOO_BIG' })
    .default(effectWindowDays.default),
});

export const effectMetricKeys = ['VOLUME_SHARE', 'NEGATIVE_SHARE', 'SENTIMENT_SCORE', 'NPS', 'CSAT'] as const;
export type EffectMetricKey = (typeof effectMetricKeys)[number];

/**
 * One measure of the slice in the two windows. `better` is the direction that counts as improvement (`DOWN` for
 * the volume share and the negative share, `UP` for the scores); `improved` is true when the change is significant
 * and in that direction, false when significant the other way, null when not significant or not measurable.
 */
export const effectMetricSchema = z.object({
  key: z.enum(effectMetricKeys),
  /**
   * The value in each window: VOLUME_SHARE and NEGATIVE_SHARE are percentages (0–100, 2 decimals; `change.delta` in
   * percentage points), SENTIMENT_SCORE, NPS and CSAT scores (1 decimal, `change.delta` in points). `nBefore`/`nAfter`
   * are what each value is out of (all documents of the analysis, documents with a sentiment, NPS or CSAT answers).
   */
  before: z.number().nullable(),
  after: z.number().nullable(),
  nBefore: z.number().int(),
  nAfter: z.number().int(),
  change: changeSchema,
  better: z.enum(['UP', 'DOWN']),
  improved: z.boolean().nullable(),
});
export type EffectMetric = z.infer<typeof effectMetricSchema>;

export const effectReasons = ['NO_EVIDENCE', 'ANALYSIS_DELETED', 'NOT_ENOUGH_DATA', 'TOO_EARLY'] as const;
export const actionEffectSchema = z.object({
  /** Null when the effect was measured; otherwise why not (the panel says it in words). */
  reason: z.enum(effectReasons).nullable(),
  pivot: isoDate,
  pivotKind: z.enum(['CLOSED', 'CREATED']),
  windowDays: z.number().int(),
  before: z.object({ start: isoDate, end: isoDate, documents: z.number().int(), total: z.number().int() }),
  after: z.object({ start: isoDate, end: isoDate, documents: z.number().int(), total: z.number().int() }),
  metrics: z.array(effectMetricSchema),
  /** At least one metric improved significantly and none got significantly worse. */
  improved: z.boolean(),
});
export type ActionEffect = z.infer<typeof actionEffectSchema>;

const countPair = { open: z.number().int(), closed: z.number().int() };
export const actionStatisticsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  overdue: z.number().int(),
  /** Mean days from creation to close over DONE actions; null when none. */
  meanDaysToClose: z.number().nullable(),
  byType: z.array(z.object({ typeId: z.string().nullable(), name: z.string().nullable(), ...countPair })),
  byPerson: z.array(z.object({ user: actionUserSchema.nullable(), ...countPair, overdue: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(actionStatuses), count: z.number().int() })),
  /** DONE actions with evidence whose effect could be measured, and how many of them improved significantly. */
  effect: z.object({
    measured: z.number().int(),
    improved: z.number().int(),
    /** improved ÷ measured as a percentage (0–100, 1 decimal); null when none was measured. */
    share: z.number().nullable(),
  }),
});
export type ActionStatistics = z.infer<typeof actionStatisticsSchema>;

export const actionParams = z.strictObject({ id: z.uuid({ error: 'FIELD_INVALID' }) });

export { actionTextSchema };
