import type { AiStatus } from '@sentio/domain';

/** One message of a chat call (docs/ai-provider.md "The protocol"). */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** Overrides the setting's chat model for this call (tests use the fake server's failure models). */
  model?: string | null;
  messages: ChatMessage[];
  /** Asks for `response_format: {type: "json_object"}`. */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
}

export interface ChatReply {
  content: string;
  model: string;
  /** Prompt + completion tokens the provider counted (or estimated when it did not say). */
  tokens: number;
}

export interface EmbedReply {
  vectors: number[][];
  tokens: number;
}

/**
 * The one way the product talks to an LLM (docs/ai-provider.md): the account's effective setting (override, else the
 * installation default), its monthly budget checked before each call and the tokens recorded after it.
 */
export interface AiGateway {
  status(accountId: string): Promise<AiStatus>;
  /** 409 AI_PROVIDER_OFF, 402 AI_BUDGET_EXCEEDED (checked before the call), 503 AI_PROVIDER_* ; records tokens. */
  chat(accountId: string, request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
  /** null when the provider has no embedding model. */
  embed(accountId: string, input: string[], signal?: AbortSignal): Promise<EmbedReply | null>;
}
