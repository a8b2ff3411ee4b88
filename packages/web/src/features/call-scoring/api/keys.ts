import type { CallFilterQuery, CallListQuery } from '@sentio/domain';
import { projectKeys } from '../../projects';

/**
 * Query keys of the agent statistics tab, under `projectKeys.project(code)`: an analysis event (new documents scored)
 * reaches them, and `all` refreshes the whole tab after a rule save or a re-scoring.
 */
export const callScoringKeys = {
  all: (code: string) => [...projectKeys.project(code), 'callScoring'] as const,
  calls: (code: string, query: CallListQuery) => [...projectKeys.project(code), 'callScoring', 'calls', query] as const,
  call: (code: string, documentId: string) => [...projectKeys.project(code), 'callScoring', 'call', documentId] as const,
  agents: (code: string, query: CallFilterQuery) => [...projectKeys.project(code), 'callScoring', 'agents', query] as const,
  agent: (code: string, agentId: string, query: Omit<CallFilterQuery, 'agentId'>) =>
    [...projectKeys.project(code), 'callScoring', 'agent', agentId, query] as const,
  setup: (code: string) => [...projectKeys.project(code), 'callScoring', 'setup'] as const,
  history: (code: string, page: number, size: number) =>
    [...projectKeys.project(code), 'callScoring', 'history', page, size] as const,
  rescoreLatest: (code: string) => [...projectKeys.project(code), 'callScoring', 'rescoreLatest'] as const,
};
