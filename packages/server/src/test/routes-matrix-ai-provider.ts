import { aiProviderEndpoints as ae, type AiProviderSave } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type AiProviderCall = keyof typeof ae;

const body: AiProviderSave = {
  enabled: true,
  baseUrl: 'http://127.0.0.1:9',
  apiKey: 'beta-key',
  chatModel: 'beta-model',
  embeddingModel: null,
  timeoutMs: 5000,
  monthlyTokenBudget: null,
};

/**
 * The routes matrix's rows of the AI provider (docs/ai-provider.md): B — a workspace admin and account owner, not an
 * operator — is refused every settings call, including those naming A's account (valid bodies, so the answer is about
 * who asks); the status is B's own account's.
 */
export function aiProviderForeign(x: { accountId: () => string }): Record<AiProviderCall, Row | 'own'> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const account = () => ({ id: x.accountId() });
  return {
    aiProviderDefaultGet: denied((c) => c.request(ae.aiProviderDefaultGet)),
    aiProviderDefaultSave: denied((c) => c.request(ae.aiProviderDefaultSave, { body })),
    aiProviderAccountGet: denied((c) => c.request(ae.aiProviderAccountGet, { params: account() })),
    aiProviderAccountSave: denied((c) => c.request(ae.aiProviderAccountSave, { params: account(), body })),
    aiProviderAccountDelete: denied((c) => c.request(ae.aiProviderAccountDelete, { params: account() })),
    aiProviderCheck: denied((c) => c.request(ae.aiProviderCheck, { body: { accountId: x.accountId() } })),
    aiStatus: 'own',
  };
}
