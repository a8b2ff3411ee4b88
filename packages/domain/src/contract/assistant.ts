import { z } from 'zod';
import { searchRequestSchema } from '../filters/search-request.js';
import { idParam, pageQuery } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Assistants (docs/assistants.md): an LLM that works over an analysis's (or an untrained model's) documents through
 * the account's AI provider. At most one per analysis and one per model; none on a model that has a category tree
 * (its trained classifier does that work). A run is a queued job over the documents of a filter: CLASSIFY and
 * ROOT_CAUSE write suggestions people confirm or reject — never labels — and SUMMARISE / ANSWER write one answer
 * that cites the documents it used. Every call's tokens count against the account's monthly budget.
 */

export const assistantLimits = {
  /** Documents one run may read. */
  documentCount: 500,
  /** Times the LLM is asked per document; a suggestion needs a majority of the answers. */
  repeatCount: 5,
  /** Categories one document may get from one run. */
  assignedCategories: 10,
  /** Documents "Ask your data" gives the LLM, best ranked first. */
  askDocuments: 20,
  promptLength: 4000,
  questionLength: 1000,
} as const;

export const assistantActionTypes = ['CLASSIFY', 'ROOT_CAUSE', 'SUMMARISE', 'ANSWER'] as const;
export type AssistantActionType = (typeof assistantActionTypes)[number];
export const assistantOwners = ['PROJECT', 'MODEL'] as const;

const count = (min: number, max: number) =>
  z.number({ error: 'FIELD_INVALID_TYPE' }).int().min(min, { error: 'FIELD_TOO_SMALL' }).max(max, { error: 'FIELD_TOO_BIG' });

export const assistantSaveBody = z
  .strictObject({
    subject: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(200, { error: 'FIELD_TOO_LONG' }),
    actionType: z.enum(assistantActionTypes, { error: 'FIELD_INVALID_OPTION' }),
    repeatCount: count(1, assistantLimits.repeatCount).default(1),
    /** The chat model to use; null = the provider's chat model. */
    llmModel: z.string().trim().max(120, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
    documentCount: count(1, assistantLimits.documentCount).default(20),
    /** Extra instructions (CLASSIFY, ROOT_CAUSE, SUMMARISE) or the question (ANSWER). */
    prompt: z.string().trim().max(assistantLimits.promptLength, { error: 'FIELD_TOO_LONG' }).default(''),
    /** Categories it may assign (of the analysis's models); empty = all of them. */
    categoryIds: z.array(z.uuid({ error: 'FIELD_INVALID' })).max(500, { error: 'FIELD_TOO_BIG' }).default([]),
    /** At most this many suggestions per category in one run, so one category cannot flood the queue; null = no cap. */
    assignmentLimit: count(1, assistantLimits.documentCount).nullable().default(null),
    /** ROOT_CAUSE: may propose a root cause that is not in the analysis's list yet. */
    allowNewRootCause: z.boolean().default(false),
    minAssignedCategories: count(0, assistantLimits.assignedCategories).default(0),
    maxAssignedCategories: count(1, assistantLimits.assignedCategories).default(1),
  })
  .refine((b) => b.minAssignedCategories <= b.maxAssignedCategories, {
    error: 'ASSISTANT_CATEGORY_COUNTS',
    path: ['minAssignedCategories'],
  });
export type AssistantSave = z.input<typeof assistantSaveBody>;

export const citationSchema = z.object({
  documentId: z.string(),
  /** Words of the document, verbatim (the server drops a quote the document does not contain). */
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const assistantAnswerSchema = z.object({ text: z.string(), citations: z.array(citationSchema) });

export const assistantRunStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'STOPPED'] as const;
export const assistantRunSchema = z.object({
  id: z.string(),
  assistantId: z.string(),
  status: z.enum(assistantRunStatuses),
  actionType: z.enum(assistantActionTypes),
  /** Documents the run reads, and how many are done. */
  total: z.number().int(),
  processed: z.number().int(),
  suggestionCount: z.number().int(),
  tokensUsed: z.number().int(),
  /** A message code (AI_PROVIDER_TIMEOUT, AI_BUDGET_EXCEEDED, …) when FAILED or stopped by the budget. */
  errorCode: z.string().nullable(),
  /** SUMMARISE and ANSWER. */
  answer: assistantAnswerSchema.nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AssistantRun = z.infer<typeof assistantRunSchema>;

export const assistantSchema = z.object({
  id: z.string(),
  owner: z.enum(assistantOwners),
  projectCode: z.string().nullable(),
  modelId: z.string().nullable(),
  subject: z.string(),
  actionType: z.enum(assistantActionTypes),
  repeatCount: z.number().int(),
  llmModel: z.string().nullable(),
  documentCount: z.number().int(),
  prompt: z.string(),
  categoryIds: z.array(z.string()),
  assignmentLimit: z.number().int().nullable(),
  allowNewRootCause: z.boolean(),
  minAssignedCategories: z.number().int(),
  maxAssignedCategories: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastRun: assistantRunSchema.nullable(),
});
export type Assistant = z.infer<typeof assistantSchema>;

export const projectAssistantRunBody = z.strictObject({
  /** The data tab's filter state; absent = every document of the analysis. Paging fields are ignored. */
  filter: searchRequestSchema.optional(),
});
export const modelAssistantRunBody = z.strictObject({
  /** Only model documents containing this text; empty = all. */
  query: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).default(''),
});

export const suggestionKinds = ['CATEGORY', 'ROOT_CAUSE', 'NEW_CATEGORY'] as const;
export const suggestionStatuses = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export const assistantSuggestionSchema = z.object({
  id: z.string(),
  runId: z.string(),
  documentId: z.string(),
  /** The document's text, shortened, so a reviewer decides without opening it. */
  documentText: z.string(),
  kind: z.enum(suggestionKinds),
  /** CATEGORY: the category and its model. */
  categoryId: z.string().nullable(),
  modelId: z.string().nullable(),
  /** The category's or root cause's name; for a new root cause or category, the proposed name. */
  name: z.string(),
  rootCauseId: z.string().nullable(),
  quote: z.string(),
  reason: z.string(),
  /** Share of the repeated answers that agreed, 0–1. */
  confidence: z.number(),
  status: z.enum(suggestionStatuses),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AssistantSuggestion = z.infer<typeof assistantSuggestionSchema>;

export const suggestionsQuery = pageQuery.extend({
  status: z.enum(suggestionStatuses, { error: 'FIELD_INVALID_OPTION' }).optional(),
  runId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  documentId: z.uuid({ error: 'FIELD_INVALID' }).optional(),
});

export const projectRunParams = z.strictObject({ code: projectCodeSchema, runId: z.uuid({ error: 'FIELD_INVALID' }) });
export const projectSuggestionParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
export const modelRunParams = idParam.extend({ runId: z.uuid({ error: 'FIELD_INVALID' }) });
export const modelSuggestionParams = idParam.extend({ suggestionId: z.uuid({ error: 'FIELD_INVALID' }) });

/** "Ask your data": a question over the data tab's current filter. */
export const askBody = z.strictObject({
  question: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(3, { error: 'FIELD_TOO_SHORT' })
    .max(assistantLimits.questionLength, { error: 'FIELD_TOO_LONG' }),
  filter: searchRequestSchema.optional(),
});
export const askResponse = z.object({
  /** The LLM's answer; every number in it comes from `matching` or from the cited documents. */
  answer: z.string(),
  citations: z.array(citationSchema.extend({ snippet: z.string() })),
  /** Documents matching the filter, counted by the search itself. */
  matching: z.number().int(),
  /** Documents given to the LLM. */
  used: z.number().int(),
  tokensUsed: z.number().int(),
  model: z.string(),
});
export type AskResponse = z.infer<typeof askResponse>;
