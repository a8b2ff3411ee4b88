import type { AiProvider, aiProviderCheckResponse, aiProviderSaveBody } from '@sentio/domain';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError, errors } from '../../platform/errors.js';
import type { OpenAiClient } from '../../platform/openai/client.js';
import { providerError } from './errors.js';
import { targetOf } from './gateway.js';
import { parseJsonReply } from './parse-json-reply.js';
import { presentAiProvider } from './presenter.js';
import type { AiProviderRepository, AiSettingRow } from './repository.js';

export type AiProviderInput = z.output<typeof aiProviderSaveBody>;
type CheckResult = z.infer<typeof aiProviderCheckResponse>;

const text = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());

/**
 * The operator's settings (docs/ai-provider.md "Settings"): the installation default and the accounts' overrides.
 * The key is sealed before it is stored and only `hasApiKey` leaves; an absent or null key keeps the stored one, an
 * empty one removes it.
 */
export class AiProviderService {
  constructor(
    private readonly repo: AiProviderRepository,
    private readonly box: SecretBox,
    private readonly client: OpenAiClient,
    private readonly clock: () => number = Date.now,
  ) {}

  async getDefault(): Promise<AiProvider | null> {
    const row = await this.repo.setting(null);
    return row ? presentAiProvider(row) : null;
  }

  saveDefault(userId: string, body: AiProviderInput): Promise<AiProvider> {
    return this.save(null, userId, body);
  }

  async getAccount(accountId: string): Promise<AiProvider | null> {
    await this.requireAccount(accountId);
    const row = await this.repo.setting(accountId);
    return row ? presentAiProvider(row) : null;
  }

  async saveAccount(accountId: string, userId: string, body: AiProviderInput): Promise<AiProvider> {
    await this.requireAccount(accountId);
    return this.save(accountId, userId, body);
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.requireAccount(accountId);
    if (!(await this.repo.deleteOverride(accountId))) throw errors.notFound();
  }

  /**
   * One tiny JSON chat call with the stored setting (the account's in force, or the default), enabled or not, so an
   * operator can try a setting before switching it on. It is not counted against any budget.
   */
  async check(accountId: string | null): Promise<CheckResult> {
    let row: AiSettingRow | undefined;
    if (accountId === null) row = await this.repo.setting(null);
    else {
      await this.requireAccount(accountId);
      row = await this.repo.effective(accountId);
    }
    if (!row) return { ok: false, code: 'AI_PROVIDER_OFF', latencyMs: 0, model: null };
    const started = this.clock();
    const latency = () => Math.max(0, Math.round(this.clock() - started));
    try {
      const reply = await this.client.chat(targetOf(row, this.box), {
        model: row.chat_model,
        messages: [
          { role: 'system', content: 'You check a connection. Answer with the JSON object {"ok": true} and nothing else.' },
          { role: 'user', content: '{"task":"PING"}' },
        ],
        json: true,
        temperature: 0,
        maxTokens: 20,
      });
      parseJsonReply(reply.content, z.unknown());
      return { ok: true, code: null, latencyMs: latency(), model: reply.model };
    } catch (err) {
      const mapped = providerError(err);
      if (mapped instanceof AppError) return { ok: false, code: mapped.messageCode, latencyMs: latency(), model: row.chat_model };
      throw mapped;
    }
  }

  private async save(accountId: string | null, userId: string, body: AiProviderInput): Promise<AiProvider> {
    const stored = await this.repo.setting(accountId);
    const key =
      body.apiKey === undefined || body.apiKey === null
        ? (stored?.api_key ?? null)
        : body.apiKey.trim() === ''
          ? null
          : this.box.seal(body.apiKey.trim());
    const row = await this.repo.save(accountId, {
      enabled: body.enabled,
      base_url: body.baseUrl.trim(),
      api_key: key,
      chat_model: body.chatModel.trim(),
      embedding_model: text(body.embeddingModel),
      timeout_ms: body.timeoutMs,
      monthly_token_budget: body.monthlyTokenBudget,
      updated_by: userId,
    });
    return presentAiProvider(row);
  }

  private async requireAccount(accountId: string): Promise<void> {
    if (!(await this.repo.accountExists(accountId))) throw errors.notFound();
  }
}
