import { z } from 'zod';
import { isoDate, requiredText } from './common.js';
import { sentimentLabels, userRefSchema } from './model.js';
import { projectCodeSchema } from './project.js';
import { reportIssues, ruleIssue, type RuleIssue } from '../validation/issues.js';
import { ruleRelations } from '../validation/automation.js';
import { ruleAlgorithmTypes, ruleConditionIssues, ruleOperators } from '../rules/fields.js';

/**
 * Rules of an analysis (docs/rules.md): conditions on an incoming document (AND / OR) and the actions taken when
 * they hold. Applied in the ingestion pipeline to every classified document and, on demand, over the analysis's
 * existing documents (a rule analysis run).
 */

export type RuleRelation = (typeof ruleRelations)[number];

/** What an action of a rule does; its parameters are the fields of `ruleActionBody` it names. */
export const ruleActorTypes = [
  'ADD_CATEGORY',
  'SET_CATEGORY',
  'SET_SENTIMENT',
  'ADD_LABEL',
  'ALERT',
  'MARK_REVIEW',
  'CREATE_ACTION',
] as const;
export type RuleActorType = (typeof ruleActorTypes)[number];

/** The parameters each actor type requires (FIELD_REQUIRED at `actions.N.<param>` when missing). */
export const ruleActorParams: Record<
  RuleActorType,
  readonly ('modelId' | 'categoryId' | 'sentiment' | 'label' | 'note' | 'name' | 'assigneeId')[]
> = {
  ADD_CATEGORY: ['modelId', 'categoryId'],
  SET_CATEGORY: ['modelId', 'categoryId'],
  SET_SENTIMENT: ['sentiment'],
  ADD_LABEL: ['label'],
  ALERT: ['note'],
  MARK_REVIEW: [],
  CREATE_ACTION: ['name', 'assigneeId'],
};

/** BEGINS (queued) → PROCESSING (going through the documents) → SUCCESS | FAIL. */
export const ruleRunStates = ['BEGINS', 'PROCESSING', 'SUCCESS', 'FAIL'] as const;
export type RuleRunState = (typeof ruleRunStates)[number];
export const ruleRunFinished = (state: RuleRunState): boolean => state === 'SUCCESS' || state === 'FAIL';

export const ruleHistoryKinds = ['CREATED', 'UPDATED', 'ENABLED', 'DISABLED', 'RUN', 'DELETED'] as const;
export type RuleHistoryKind = (typeof ruleHistoryKinds)[number];

const optionalText = (max: number) =>
  z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(max, { error: 'FIELD_TOO_LONG' }).nullable().default(null);

export const ruleConditionBody = z.strictObject({
  field: z.string({ error: 'FIELD_REQUIRED' }).trim().max(300, { error: 'FIELD_TOO_LONG' }),
  operator: z.enum(ruleOperators, { error: 'FIELD_REQUIRED' }),
  value: z.string({ error: 'FIELD_INVALID_TYPE' }).max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
});
export type RuleConditionBody = z.input<typeof ruleConditionBody>;

/** One action: `actorType` and the parameters it needs (the others stay null). */
export const ruleActionBody = z.strictObject({
  actorType: z.enum(ruleActorTypes, { error: 'FIELD_REQUIRED' }),
  modelId: optionalText(100),
  categoryId: optionalText(100),
  sentiment: z.enum(sentimentLabels, { error: 'FIELD_INVALID_OPTION' }).nullable().default(null),
  label: optionalText(100),
  note: optionalText(1000),
  name: optionalText(200),
  assigneeId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
  typeId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
});
export type RuleActionBody = z.input<typeof ruleActionBody>;
export type RuleAction = z.output<typeof ruleActionBody>;

/** The issues of a rule's actions that need no data of the analysis: each actor type's required parameters. */
export function ruleActionIssues(actions: readonly RuleAction[]): RuleIssue[] {
  const out: RuleIssue[] = [];
  actions.forEach((action, index) => {
    for (const param of ruleActorParams[action.actorType]) {
      const v = action[param];
      if (v === null || v === '') out.push(ruleIssue('FIELD_REQUIRED', 'actions', index, param));
    }
  });
  return out;
}

const ruleFields = {
  name: requiredText(100),
  description: z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(1000, { error: 'FIELD_TOO_LONG' }).default(''),
  enabled: z.boolean({ error: 'FIELD_INVALID_TYPE' }).default(true),
  relation: z.enum(ruleRelations, { error: 'FIELD_INVALID_OPTION' }).default('AND'),
  algorithmType: z.enum(ruleAlgorithmTypes, { error: 'FIELD_INVALID_OPTION' }).default('KEYWORD'),
  conditions: z
    .array(ruleConditionBody, { error: 'RULE_CONDITION_REQUIRED' })
    .min(1, { error: 'RULE_CONDITION_REQUIRED' })
    .max(50, { error: 'FIELD_TOO_BIG' }),
  actions: z
    .array(ruleActionBody, { error: 'RULE_ACTION_REQUIRED' })
    .min(1, { error: 'RULE_ACTION_REQUIRED' })
    .max(20, { error: 'FIELD_TOO_BIG' }),
};

type RuleDefinitionOut = {
  algorithmType: (typeof ruleAlgorithmTypes)[number];
  conditions: z.output<typeof ruleConditionBody>[];
  actions: RuleAction[];
};
/** Every rule of a rule definition that the browser can check without the analysis's data. */
export function ruleDefinitionIssues(body: RuleDefinitionOut): RuleIssue[] {
  return [...body.conditions.flatMap((c, i) => ruleConditionIssues(c, i, body.algorithmType)), ...ruleActionIssues(body.actions)];
}

/** Create a rule: it applies to incoming documents at once (when enabled). */
export const ruleCreateBody = z.strictObject(ruleFields).superRefine((b, ctx) => reportIssues(ctx, ruleDefinitionIssues(b)));
export type RuleCreateBody = z.input<typeof ruleCreateBody>;

/**
 * Save a rule with the `version` it was read with (409 RULE_VERSION_CONFLICT over a newer one). A changed
 * definition applies to arriving documents from the next 00:00 of the reporting zone (`pendingFrom`) unless the
 * rule is run by hand; enabling or disabling acts at once.
 */
export const ruleUpdateBody = z
  .strictObject({
    ...ruleFields,
    version: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }),
  })
  .superRefine((b, ctx) => reportIssues(ctx, ruleDefinitionIssues(b)));
export type RuleUpdateBody = z.input<typeof ruleUpdateBody>;

export const ruleParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

export const ruleConditionSchema = z.object({ field: z.string(), operator: z.enum(ruleOperators), value: z.string() });
export type RuleCondition = z.infer<typeof ruleConditionSchema>;
export const ruleActionSchema = z.object({
  actorType: z.enum(ruleActorTypes),
  modelId: z.string().nullable(),
  categoryId: z.string().nullable(),
  sentiment: z.enum(sentimentLabels).nullable(),
  label: z.string().nullable(),
  note: z.string().nullable(),
  name: z.string().nullable(),
  assigneeId: z.string().nullable(),
  typeId: z.string().nullable(),
});

/** A rule analysis run: progress over the analysis's documents and how many matched. */
export const ruleRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  state: z.enum(ruleRunStates),
  done: z.number().int(),
  total: z.number().int(),
  matched: z.number().int(),
  /** Message code of a failed run. */
  errorCode: z.string().nullable(),
  startedBy: userRefSchema.nullable(),
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type RuleRun = z.infer<typeof ruleRunSchema>;

/** The definition of a rule as a history entry keeps it (before / after a change). */
export const ruleDefinitionSchema = z.object({
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  relation: z.enum(ruleRelations),
  algorithmType: z.enum(ruleAlgorithmTypes),
  conditions: z.array(ruleConditionSchema),
  actions: z.array(ruleActionSchema),
});
export type RuleDefinition = z.infer<typeof ruleDefinitionSchema>;

export const ruleSchema = ruleDefinitionSchema.extend({
  id: z.string(),
  version: z.number().int(),
  createdBy: userRefSchema.nullable(),
  createdAt: isoDate,
  updatedBy: userRefSchema.nullable(),
  updatedAt: isoDate,
  /** Since when the current definition applies to arriving documents. */
  effectiveFrom: isoDate,
  /** When a saved change takes over for arriving documents (the next 00:00); null when nothing is pending. */
  pendingFrom: isoDate.nullable(),
  lastRun: ruleRunSchema.nullable(),
  /** Documents this rule has been applied to. */
  appliedCount: z.number().int(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const ruleHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ruleHistoryKinds),
  by: userRefSchema.nullable(),
  at: isoDate,
  before: ruleDefinitionSchema.nullable(),
  after: ruleDefinitionSchema.nullable(),
  /** The run a RUN entry started. */
  runId: z.string().nullable(),
});
export type RuleHistoryEntry = z.infer<typeof ruleHistoryEntrySchema>;

/** The save body of a rule as it was read, with some fields changed (keeps the version it was read with). */
export function ruleUpdateBodyOf(rule: Rule, over: Partial<RuleUpdateBody> = {}): RuleUpdateBody {
  return {
    name: rule.name,
    description: rule.description,
    enabled: rule.enabled,
    relation: rule.relation,
    algorithmType: rule.algorithmType,
    conditions: rule.conditions.map((c) => ({ ...c })),
    actions: rule.actions.map((a) => ({ ...a })),
    version: rule.version,
    ...over,
  };
}
