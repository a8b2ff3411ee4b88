export type { AiGateway, ChatMessage, ChatReply, ChatRequest, EmbedReply } from './gateway-types.js';
export { parseJsonReply } from './parse-json-reply.js';
export { aiProviderArea, type AiProviderArea, type AiProviderAreaDeps } from './area.js';
export type { AiProviderService } from './service.js';
