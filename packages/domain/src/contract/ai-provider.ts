import { z } from 'zod';

/**
 * The AI provider of an account (docs/assistants.md "The provider"): any service speaking the OpenAI-compatible
 * HTTP API (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp's server). Operators set a default for the whole
 * installation and may override it per account; the override wins as a whole (no field-by-field merge). The key is
 * sealed at rest and never returned: responses say only whether one is set. Off by default: with no enabled
 * setting every AI call answers 409 `AI_PROVIDER_OFF` and the rest of the product is unaffected.
 */

const httpUrl = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(500, { error: 'FIELD_TOO_LONG' })
  .refine((v) => /^https?:\/\/[^\s/]+/iu.test(v), { error: 'FIELD_INVALID' });

export const aiProviderSaveBody = z.strictObject({
  enabled: z.boolean().default(true),
  baseUrl: httpUrl,
  /** Absent or null keeps the stored key; an empty string removes it (local servers often need none). */
  apiKey: z.string().max(500, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
  chatModel: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(120, { error: 'FIELD_TOO_LONG' }),
  /** Used by "Ask your data" to rank the matching documents; without it they are ranked by words shared with the question. */
  embeddingModel: z.string().trim().max(120, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
  timeoutMs: z.number().int().min(1000, { error: 'FIELD_TOO_SMALL' }).max(600_000, { error: 'FIELD_TOO_BIG' }).default(60_000),
  /** Prompt + completion tokens per calendar month (reporting time zone); null = no limit. */
  monthlyTokenBudget: z.number().int().min(0, { error: 'FIELD_TOO_SMALL' }).nullable().default(null),
});
export type AiProviderSave = z.input<typeof aiProviderSaveBody>;

export const aiProviderSchema = z.object({
  /** DEFAULT = the installation's; ACCOUNT = one account's override. */
  scope: z.enum(['DEFAULT', 'ACCOUNT']),
  accountId: z.string().nullable(),
  enabled: z.boolean(),
  baseUrl: z.string(),
  hasApiKey: z.boolean(),
  chatModel: z.string(),
  embeddingModel: z.string().nullable(),
  timeoutMs: z.number().int(),
  monthlyTokenBudget: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** What a signed-in user may know about their account's provider: never the address or key. */
export const aiStatusSchema = z.object({
  enabled: z.boolean(),
  source: z.enum(['DEFAULT', 'ACCOUNT']).nullable(),
  chatModel: z.string().nullable(),
  embeddingModel: z.string().nullable(),
  monthlyTokenBudget: z.number().int().nullable(),
  usedThisMonth: z.number().int(),
  /** null when there is no limit. */
  remaining: z.number().int().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const aiProviderCheckBody = z.strictObject({
  /** Check this account's effective setting; absent = the installation default. */
  accountId: z.uuid({ error: 'FIELD_INVALID' }).nullable().default(null),
});

/** One tiny chat call against the stored setting: whether it answered, and the message code when it did not. */
export const aiProviderCheckResponse = z.object({
  ok: z.boolean(),
  code: z.string().nullable(),
  latencyMs: z.number().int(),
  model: z.string().nullable(),
});
