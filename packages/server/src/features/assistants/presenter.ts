import type { Assistant, AssistantRun, AssistantSuggestion } from '@sentio/domain';
import type { AssistantRow, RunRow, SuggestionRow } from './repository.js';

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

export function presentRun(row: RunRow): AssistantRun {
  return {
    id: row.id,
    assistantId: row.assistant_id,
    status: row.status as AssistantRun['status'],
    actionType: row.action_type as AssistantRun['actionType'],
    total: row.total,
    processed: row.processed,
    suggestionCount: row.suggestion_count,
    tokensUsed: row.tokens_used,
    errorCode: row.error_code,
    answer: row.answer ? { text: row.answer.text, citations: row.answer.citations } : null,
    startedBy: row.started_by,
    createdAt: iso(row.created_at),
    finishedAt: isoOrNull(row.finished_at),
  };
}

export function presentAssistant(row: AssistantRow, context: { projectCode: string | null; lastRun: RunRow | null }): Assistant {
  return {
    id: row.id,
    owner: row.owner as Assistant['owner'],
    projectCode: context.projectCode,
    modelId: row.model_id,
    subject: row.subject,
    actionType: row.action_type as Assistant['actionType'],
    repeatCount: row.repeat_count,
    llmModel: row.llm_model,
    documentCount: row.document_count,
    prompt: row.prompt,
    categoryIds: row.category_ids,
    assignmentLimit: row.assignment_limit,
    allowNewRootCause: row.allow_new_root_cause,
    minAssignedCategories: row.min_assigned,
    maxAssignedCategories: row.max_assigned,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastRun: context.lastRun ? presentRun(context.lastRun) : null,
  };
}

export function presentSuggestion(row: SuggestionRow, documentText: string | null): AssistantSuggestion {
  return {
    id: row.id,
    runId: row.run_id,
    documentId: row.document_id,
    documentText: documentText ?? '',
    kind: row.kind as AssistantSuggestion['kind'],
    categoryId: row.category_id,
    modelId: row.model_id,
    name: row.name,
    rootCauseId: row.root_cause_id,
    quote: row.quote,
    reason: row.reason,
    confidence: row.confidence,
    status: row.status as AssistantSuggestion['status'],
    decidedBy: row.decided_by,
    decidedAt: isoOrNull(row.decided_at),
    createdAt: iso(row.created_at),
  };
}
