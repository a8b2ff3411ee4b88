import { aiProviderSaveBody, validationIssues, type AiProvider, type AiProviderSave, type RuleIssue } from '@sentio/domain';

/** What the provider form holds; the key field is empty unless the operator types a new key. */
export interface ProviderValues {
  enabled: boolean;
  baseUrl?: string;
  apiKey?: string;
  /** Remove the stored key (sent as an empty key). */
  removeKey?: boolean;
  chatModel?: string;
  embeddingModel?: string;
  /** Seconds in the form; milliseconds in the API. */
  timeoutSeconds?: number | null;
  /** Empty: no limit. */
  monthlyTokenBudget?: number | null;
}

export const defaultTimeoutSeconds = 60;

export function providerValues(p: AiProvider | null): ProviderValues {
  if (!p) return { enabled: true, baseUrl: '', chatModel: '', embeddingModel: '', timeoutSeconds: defaultTimeoutSeconds };
  return {
    enabled: p.enabled,
    baseUrl: p.baseUrl,
    chatModel: p.chatModel,
    embeddingModel: p.embeddingModel ?? '',
    timeoutSeconds: Math.round(p.timeoutMs / 1000),
    monthlyTokenBudget: p.monthlyTokenBudget,
  };
}

/**
 * The request of the form's values. An empty key field leaves the key out (the server keeps the stored one);
 * "remove key" sends it empty. The key is never read back, so the field cannot show it.
 */
export function providerBody(v: ProviderValues): AiProviderSave {
  const body: AiProviderSave = {
    enabled: v.enabled,
    baseUrl: v.baseUrl?.trim() ?? '',
    chatModel: v.chatModel?.trim() ?? '',
    embeddingModel: v.embeddingModel?.trim() ? v.embeddingModel.trim() : null,
    timeoutMs: Math.round((v.timeoutSeconds ?? defaultTimeoutSeconds) * 1000),
    monthlyTokenBudget: v.monthlyTokenBudget ?? null,
  };
  if (v.removeKey) body.apiKey = '';
  else if (v.apiKey?.trim()) body.apiKey = v.apiKey.trim();
  return body;
}

/** The body's field → the form's field (the timeout is shown in seconds). */
export const formField = (field: string): keyof ProviderValues =>
  field === 'timeoutMs' ? 'timeoutSeconds' : (field as keyof ProviderValues);

/** The problems the server would find: the same schema, so the form shows them before sending. */
export const providerIssues = (body: AiProviderSave): RuleIssue[] => validationIssues(aiProviderSaveBody, body);

/** Where the common servers listen (docs/ai-provider.md); shown as examples next to the address. */
export const providerExamples = [
  { name: 'Ollama', baseUrl: 'http://localhost:11434/v1', chatModel: 'llama3.1:8b', embeddingModel: 'nomic-embed-text' },
  { name: 'vLLM', baseUrl: 'http://localhost:8000/v1', chatModel: 'Qwen/Qwen2.5-7B-Instruct', embeddingModel: '' },
  { name: 'llama.cpp', baseUrl: 'http://localhost:8080/v1', chatModel: 'local', embeddingModel: '' },
  { name: 'OpenAI', baseUrl: 'https://api.openai.com/v1', chatModel: 'gpt-4o-mini', embeddingModel: 'text-embedding-3-small' },
  {
    name: 'Azure OpenAI',
    baseUrl: 'https://<resource>.openai.azure.com/openai/v1',
    chatModel: '<deployment>',
    embeddingModel: '',
  },
] as const;
