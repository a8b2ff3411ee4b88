import type { AiStatus, Assistant, AssistantRun, AssistantSuggestion } from '@sentio/domain';
import { docId, docId2 } from '../../../shared/test/analysis-fixtures';

export const assistantId = '7a7a7a7a-1b1b-4c2c-8d3d-4e4e4e4e4e4e';
export const runId = '8b8b8b8b-2c2c-4d3d-8e4e-5f5f5f5f5f5f';
export const suggestionIds = ['9c9c9c9c-3d3d-4e4e-8f5f-000000000001', '9c9c9c9c-3d3d-4e4e-8f5f-000000000002'] as const;

export const aiOn: AiStatus = {
  enabled: true,
  source: 'DEFAULT',
  chatModel: 'fake-chat',
  embeddingModel: null,
  monthlyTokenBudget: null,
  usedThisMonth: 0,
  remaining: null,
};
export const aiOff: AiStatus = { ...aiOn, enabled: false, source: null, chatModel: null };

export function run(patch: Partial<AssistantRun> = {}): AssistantRun {
  return {
    id: runId,
    assistantId,
    status: 'DONE',
    actionType: 'CLASSIFY',
    total: 20,
    processed: 20,
    suggestionCount: 2,
    tokensUsed: 1234,
    errorCode: null,
    answer: null,
    startedBy: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:01:00.000Z',
    ...patch,
  };
}

export function assistant(patch: Partial<Assistant> = {}): Assistant {
  return {
    id: assistantId,
    owner: 'PROJECT',
    projectCode: 'care',
    modelId: null,
    subject: 'Shop reviews',
    actionType: 'CLASSIFY',
    repeatCount: 1,
    llmModel: null,
    documentCount: 20,
    prompt: '',
    categoryIds: [],
    assignmentLimit: null,
    allowNewRootCause: false,
    minAssignedCategories: 0,
    maxAssignedCategories: 1,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    lastRun: run(),
    ...patch,
  };
}

export function suggestion(patch: Partial<AssistantSuggestion> = {}): AssistantSuggestion {
  return {
    id: suggestionIds[0],
    runId,
    documentId: docId,
    documentText: 'The parcel arrived late and the Delivery box was broken',
    kind: 'CATEGORY',
    categoryId: 'c-delivery',
    modelId: 'm1',
    name: 'Delivery',
    rootCauseId: null,
    quote: 'delivery',
    reason: 'mentions delivery',
    confidence: 0.8,
    status: 'PENDING',
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-03-01T10:00:30.000Z',
    ...patch,
  };
}

export const secondSuggestion = () =>
  suggestion({
    id: suggestionIds[1],
    documentId: docId2,
    documentText: 'Price was too high for what we got',
    categoryId: 'c-payment',
    name: 'Payment',
    quote: 'Price',
    confidence: 1,
  });

export const page = <T>(content: T[]) => ({ content, page: 0, size: 20, total: content.length });
