import { assistantEndpoints as ae, endpoints } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type AssistantCall = keyof typeof ae;

/** What the routes matrix knows of A's assistants when the attacks run (filled in its beforeAll). */
export interface AssistantTargets {
  /** A's analysis, which has an assistant. */
  projectCode: () => string;
  /** A's model without a category tree, which has an assistant. */
  modelId: () => string;
}

/** A well-formed id of no run or suggestion: B must be refused before any lookup of it. */
const someId = '00000000-0000-4000-8000-0000000000ab';

/** An assistant on A's analysis (which has a category model) and one on a new model of A's without categories. */
export async function seedAssistantTargets(a: Client, projectCode: string): Promise<{ projectCode: string; modelId: string }> {
  await a.call(ae.projectAssistantCreate, { params: { code: projectCode }, body: { subject: 'Alpha', actionType: 'CLASSIFY' } });
  const model = await a.call(endpoints.modelCreate, {
    body: {
      name: 'Alpha untrained',
      code: 'alpha-untrained',
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'STANDARD' },
      ],
      switches: [{ code: 'en', default: true }],
      pipelineStages: [{ code: 'CLASSIFY' }],
      categories: [],
    },
  });
  await a.call(ae.modelAssistantCreate, { params: { id: model.id }, body: { subject: 'Alpha', actionType: 'CLASSIFY' } });
  return { projectCode, modelId: model.id };
}

/**
 * The routes matrix's cross-workspace rows of assistants: B names A's analysis or A's model in every call; each
 * answers 404 like a missing one, so B neither reads A's assistant, runs, suggestions or documents (Ask) nor changes
 * them, starts runs on A's budget or confirms into A's documents.
 */
export function assistantForeign(x: AssistantTargets): Record<AssistantCall, Row> {
  const p = () => ({ code: x.projectCode() });
  const m = () => ({ id: x.modelId() });
  const body = { subject: 'Beta', actionType: 'SUMMARISE' } as const;
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    projectAssistantGet: denied((c) => c.request(ae.projectAssistantGet, { params: p() })),
    projectAssistantCreate: denied((c) => c.request(ae.projectAssistantCreate, { params: p(), body })),
    projectAssistantUpdate: denied((c) => c.request(ae.projectAssistantUpdate, { params: p(), body })),
    projectAssistantDelete: denied((c) => c.request(ae.projectAssistantDelete, { params: p() })),
    projectAssistantRun: denied((c) => c.request(ae.projectAssistantRun, { params: p(), body: {} })),
    projectAssistantRuns: denied((c) => c.request(ae.projectAssistantRuns, { params: p() })),
    projectAssistantRunDetail: denied((c) => c.request(ae.projectAssistantRunDetail, { params: { ...p(), runId: someId } })),
    projectAssistantRunStop: denied((c) => c.request(ae.projectAssistantRunStop, { params: { ...p(), runId: someId } })),
    projectAssistantSuggestions: denied((c) =>
      c.request(ae.projectAssistantSuggestions, { params: p(), query: { page: 0, size: 10 } }),
    ),
    projectAssistantSuggestionConfirm: denied((c) =>
      c.request(ae.projectAssistantSuggestionConfirm, { params: { ...p(), id: someId } }),
    ),
    projectAssistantSuggestionReject: denied((c) =>
      c.request(ae.projectAssistantSuggestionReject, { params: { ...p(), id: someId } }),
    ),
    projectAsk: denied((c) => c.request(ae.projectAsk, { params: p(), body: { question: 'What do they say?' } })),
    modelAssistantGet: denied((c) => c.request(ae.modelAssistantGet, { params: m() })),
    modelAssistantCreate: denied((c) => c.request(ae.modelAssistantCreate, { params: m(), body })),
    modelAssistantUpdate: denied((c) => c.request(ae.modelAssistantUpdate, { params: m(), body })),
    modelAssistantDelete: denied((c) => c.request(ae.modelAssistantDelete, { params: m() })),
    modelAssistantRun: denied((c) => c.request(ae.modelAssistantRun, { params: m(), body: {} })),
    modelAssistantRuns: denied((c) => c.request(ae.modelAssistantRuns, { params: m() })),
    modelAssistantRunDetail: denied((c) => c.request(ae.modelAssistantRunDetail, { params: { ...m(), runId: someId } })),
    modelAssistantSuggestions: denied((c) =>
      c.request(ae.modelAssistantSuggestions, { params: m(), query: { page: 0, size: 10 } }),
    ),
    modelAssistantSuggestionConfirm: denied((c) =>
      c.request(ae.modelAssistantSuggestionConfirm, { params: { ...m(), suggestionId: someId } }),
    ),
    modelAssistantSuggestionReject: denied((c) =>
      c.request(ae.modelAssistantSuggestionReject, { params: { ...m(), suggestionId: someId } }),
    ),
  };
}
