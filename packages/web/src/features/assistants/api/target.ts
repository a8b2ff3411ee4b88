import type { z } from 'zod';
import {
  endpoints,
  type Assistant,
  type AssistantRun,
  type AssistantSave,
  type AssistantSuggestion,
  type Page,
  type SearchRequest,
  type suggestionsQuery,
} from '@sentio/domain';
import { call } from '../../../app/api/client';
import { guardedCall } from '../../../app/api/useApiMutation';
import { projectKeys } from '../../projects';
import { modelKeys } from '../../models';

/** Whose assistant: an analysis's (by code) or an untrained model's (by id). Both offer the same screens. */
export type AssistantTarget = { kind: 'PROJECT'; code: string } | { kind: 'MODEL'; id: string };
export type SuggestionsQuery = z.input<typeof suggestionsQuery>;

/** What a run reads: the data tab's filter (analysis) or a text the model documents contain (model). */
export type RunScope = { filter?: SearchRequest } | { query?: string };

/**
 * Query keys under the owner's root key, so a refresh of the analysis or the model (events, confirmations that
 * change labels) reaches the assistant too.
 */
export const assistantKeys = {
  all: (t: AssistantTarget) =>
    t.kind === 'PROJECT'
      ? ([...projectKeys.project(t.code), 'assistant'] as const)
      : ([...modelKeys.model(t.id), 'assistant'] as const),
  detail: (t: AssistantTarget) => [...assistantKeys.all(t), 'detail'] as const,
  runs: (t: AssistantTarget) => [...assistantKeys.all(t), 'runs'] as const,
  suggestions: (t: AssistantTarget, query: SuggestionsQuery) => [...assistantKeys.all(t), 'suggestions', query] as const,
  suggestionLists: (t: AssistantTarget) => [...assistantKeys.all(t), 'suggestions'] as const,
};

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The assistant calls of one owner. The contract has one endpoint per owner for each call (their paths and
 * permissions differ); the screens are the same, so they talk to this one shape.
 */
export function assistantApi(t: AssistantTarget) {
  const pp = t.kind === 'PROJECT' ? { code: t.code } : null;
  const mp = t.kind === 'MODEL' ? { id: t.id } : null;
  return {
    get: (signal?: AbortSignal): Promise<Assistant | null> =>
      pp
        ? call(endpoints.projectAssistantGet, { params: pp }, opts(signal))
        : call(endpoints.modelAssistantGet, { params: mp as { id: string } }, opts(signal)),
    save: (body: AssistantSave, existing: boolean): Promise<Assistant> => {
      if (pp)
        return guardedCall(existing ? endpoints.projectAssistantUpdate : endpoints.projectAssistantCreate, { params: pp, body });
      const params = mp as { id: string };
      return guardedCall(existing ? endpoints.modelAssistantUpdate : endpoints.modelAssistantCreate, { params, body });
    },
    remove: (): Promise<unknown> =>
      pp
        ? guardedCall(endpoints.projectAssistantDelete, { params: pp })
        : guardedCall(endpoints.modelAssistantDelete, { params: mp as { id: string } }),
    run: (scope: RunScope): Promise<AssistantRun> =>
      pp
        ? guardedCall(endpoints.projectAssistantRun, {
            params: pp,
            body: 'filter' in scope && scope.filter ? { filter: scope.filter } : {},
          })
        : guardedCall(endpoints.modelAssistantRun, {
            params: mp as { id: string },
            body: { query: 'query' in scope ? (scope.query ?? '') : '' },
          }),
    stop: (runId: string): Promise<AssistantRun | null> =>
      // The model's runs have no stop call in the contract: a model run is small and ends on its own.
      pp ? guardedCall(endpoints.projectAssistantRunStop, { params: { ...pp, runId } }) : Promise.resolve(null),
    runs: (signal?: AbortSignal): Promise<AssistantRun[]> =>
      pp
        ? call(endpoints.projectAssistantRuns, { params: pp }, opts(signal))
        : call(endpoints.modelAssistantRuns, { params: mp as { id: string } }, opts(signal)),
    suggestions: (query: SuggestionsQuery, signal?: AbortSignal): Promise<Page<AssistantSuggestion>> =>
      pp
        ? call(endpoints.projectAssistantSuggestions, { params: pp, query }, opts(signal))
        : call(endpoints.modelAssistantSuggestions, { params: mp as { id: string }, query }, opts(signal)),
    decide: (id: string, decision: 'confirm' | 'reject'): Promise<AssistantSuggestion> => {
      if (pp)
        return guardedCall(
          decision === 'confirm' ? endpoints.projectAssistantSuggestionConfirm : endpoints.projectAssistantSuggestionReject,
          { params: { ...pp, id } },
        );
      const params = { id: (mp as { id: string }).id, suggestionId: id };
      return guardedCall(
        decision === 'confirm' ? endpoints.modelAssistantSuggestionConfirm : endpoints.modelAssistantSuggestionReject,
        { params },
      );
    },
  };
}
