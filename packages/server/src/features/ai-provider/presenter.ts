import type { AiProvider } from '@sentio/domain';
import type { AiSettingRow } from './repository.js';

/** The public shape of a setting: the sealed key becomes `hasApiKey`, never a value. */
export function presentAiProvider(row: AiSettingRow): AiProvider {
  return {
    scope: row.account_id === null ? 'DEFAULT' : 'ACCOUNT',
    accountId: row.account_id,
    enabled: row.enabled,
    baseUrl: row.base_url,
    hasApiKey: row.api_key !== null,
    chatModel: row.chat_model,
    embeddingModel: row.embedding_model,
    timeoutMs: row.timeout_ms,
    monthlyTokenBudget: row.monthly_token_budget === null ? null : Number(row.monthly_token_budget),
    updatedAt: row.updated_at.toISOString(),
  };
}
