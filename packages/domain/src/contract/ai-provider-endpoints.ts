import { idParam, okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import {
  aiProviderCheckBody,
  aiProviderCheckResponse,
  aiProviderSaveBody,
  aiProviderSchema,
  aiStatusSchema,
} from './ai-provider.js';

const tag = 'ai-provider';

/** The installation's AI provider and each account's override (docs/assistants.md "The provider"). */
export const aiProviderEndpoints = {
  aiProviderDefaultGet: endpoint({
    method: 'GET',
    path: '/api/admin/ai-provider',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: "The installation's default AI provider (null when none is set); the key is never returned",
    response: aiProviderSchema.nullable(),
  }),
  aiProviderDefaultSave: endpoint({
    method: 'PUT',
    path: '/api/admin/ai-provider',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'Set the default AI provider; an absent or null apiKey keeps the stored one, an empty one removes it',
    body: aiProviderSaveBody,
    response: aiProviderSchema,
  }),
  aiProviderAccountGet: endpoint({
    method: 'GET',
    path: '/api/admin/account/:id/ai-provider',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: "An account's override (null when it uses the default)",
    params: idParam,
    response: aiProviderSchema.nullable(),
  }),
  aiProviderAccountSave: endpoint({
    method: 'PUT',
    path: '/api/admin/account/:id/ai-provider',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: "Set an account's override; it replaces the default as a whole for that account",
    params: idParam,
    body: aiProviderSaveBody,
    response: aiProviderSchema,
  }),
  aiProviderAccountDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/account/:id/ai-provider',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'Remove the override: the account uses the default again',
    params: idParam,
    response: okResponse,
  }),
  aiProviderCheck: endpoint({
    method: 'POST',
    path: '/api/admin/ai-provider/check',
    permission: 'SYSTEM/ADMIN',
    tag,
    summary: 'Send one tiny chat request with a stored setting and say whether it answered (the code when not)',
    body: aiProviderCheckBody,
    response: aiProviderCheckResponse,
  }),
  aiStatus: endpoint({
    method: 'GET',
    path: '/api/ai/status',
    permission: 'WORKSPACE/READ',
    tag,
    summary: "Whether AI is available to the session's account, its models and this month's token use",
    response: aiStatusSchema,
  }),
};

