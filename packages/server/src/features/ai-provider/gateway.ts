import type { AiStatus } from '@sentio/domain';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { OpenAiClient, OpenAiTarget } from '../../platform/openai/client.js';
import { budgetExceeded, providerError, providerOff } from './errors.js';
import type { AiGateway, ChatReply, ChatRequest, EmbedReply } from './gateway-types.js';
import type { AiProviderRepository, AiSettingRow } from './repository.js';

export interface GatewayDeps {
  repo: AiProviderRepository;
  client: OpenAiClient;
  box: SecretBox;
  /** The calendar month (`YYYY-MM`) of an instant in the reporting time zone. */
  month: () => string;
}

const estimate = (chars: number) => Math.ceil(chars / 4);

/** The protocol's target of a stored setting; the key is opened only here, for the call. */
export const targetOf = (row: AiSettingRow, box: SecretBox): OpenAiTarget => ({
  baseUrl: row.base_url,
  apiKey: row.api_key === null ? null : box.open(row.api_key),
  timeoutMs: row.timeout_ms,
});

const budgetOf = (row: AiSettingRow) => (row.monthly_token_budget === null ? null : Number(row.monthly_token_budget));

/**
 * The gateway (docs/ai-provider.md): the account's setting in force, its budget checked before each call (a call
 * started under the budget may finish over it; the next one is refused), the tokens counted after it — the provider's
 * counts, or a character estimate when it gives none.
 */
export class Gateway implements AiGateway {
  constructor(private readonly deps: GatewayDeps) {}

  async status(accountId: string): Promise<AiStatus> {
    const row = await this.deps.repo.effective(accountId);
    const used = await this.deps.repo.usedTokens(accountId, this.deps.month());
    const budget = row ? budgetOf(row) : null;
    return {
      enabled: row?.enabled ?? false,
      source: row ? (row.account_id === null ? 'DEFAULT' : 'ACCOUNT') : null,
      chatModel: row?.chat_model ?? null,
      embeddingModel: row?.embedding_model ?? null,
      monthlyTokenBudget: budget,
      usedThisMonth: used,
      remaining: budget === null ? null : Math.max(0, budget - used),
    };
  }

  async chat(accountId: string, request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
    const { row, month } = await this.ready(accountId);
    let reply;
    try {
      reply = await this.deps.client.chat(
        targetOf(row, this.deps.box),
        {
          model: request.model?.trim() || row.chat_model,
          messages: request.messages,
          json: request.json ?? false,
          temperature: request.temperature ?? 0,
          ...(request.maxTokens === undefined ? {} : { maxTokens: request.maxTokens }),
        },
        signal,
      );
    } catch (err) {
      throw providerError(err, signal);
    }
    const prompt = reply.promptTokens ?? estimate(request.messages.reduce((n, m) => n + m.content.length, 0));
    const tokens = prompt + (reply.completionTokens ?? estimate(reply.content.length));
    await this.deps.repo.addTokens(accountId, month, tokens);
    return { content: reply.content, model: reply.model, tokens };
  }

  async embed(accountId: string, input: string[], signal?: AbortSignal): Promise<EmbedReply | null> {
    const { row, month } = await this.ready(accountId);
    if (!row.embedding_model) return null;
    if (input.length === 0) return { vectors: [], tokens: 0 };
    let result;
    try {
      result = await this.deps.client.embed(targetOf(row, this.deps.box), row.embedding_model, input, signal);
    } catch (err) {
      throw providerError(err, signal);
    }
    const tokens = result.promptTokens ?? estimate(input.reduce((n, s) => n + s.length, 0));
    await this.deps.repo.addTokens(accountId, month, tokens);
    return { vectors: result.vectors, tokens };
  }

  /** The enabled setting in force, after the budget check: 409 when off, 402 when this month's tokens are used up. */
  private async ready(accountId: string): Promise<{ row: AiSettingRow; month: string }> {
    const row = await this.deps.repo.effective(accountId);
    if (!row?.enabled) throw providerOff();
    const month = this.deps.month();
    const budget = budgetOf(row);
    if (budget !== null) {
      const used = await this.deps.repo.usedTokens(accountId, month);
      if (used >= budget) throw budgetExceeded(budget, used);
    }
    return { row, month };
  }
}
