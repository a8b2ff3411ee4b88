import { aiProviderEndpoints as e } from '@sentio/domain';
import type { Config } from '../../platform/config.js';
import { openSecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/database.js';
import { route, scope, type RouteDef } from '../../platform/http/route.js';
import { OpenAiClient } from '../../platform/openai/client.js';
import { Gateway } from './gateway.js';
import type { AiGateway } from './gateway-types.js';
import { AiProviderRepository } from './repository.js';
import { AiProviderService } from './service.js';

export interface AiProviderAreaDeps {
  config: Config;
  db: Db;
  /** The protocol's client (tests may inject one); the one of platform/openai by default. */
  client?: OpenAiClient;
  /** The clock of the monthly budget. */
  now?: () => Date;
}

export interface AiProviderArea {
  routes: RouteDef[];
  services: { gateway: AiGateway; settings: AiProviderService };
}

/** `YYYY-MM` of an instant in a time zone: the budget's calendar month. */
export const monthIn = (timeZone: string, at: Date): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
};

/**
 * The AI provider (docs/ai-provider.md): the operator's settings routes (SYSTEM/ADMIN), every user's status of their
 * account, and the gateway the other areas call the LLM through.
 */
export function aiProviderArea(deps: AiProviderAreaDeps): AiProviderArea {
  const box = openSecretBox(deps.config);
  const repo = new AiProviderRepository(deps.db);
  const client = deps.client ?? new OpenAiClient();
  const now = deps.now ?? (() => new Date());
  const settings = new AiProviderService(repo, box, client);
  const gateway = new Gateway({ repo, client, box, month: () => monthIn(deps.config.timeZone, now()) });
  return {
    routes: [
      route(e.aiProviderDefaultGet, () => settings.getDefault()),
      route(e.aiProviderDefaultSave, ({ auth, body }) => settings.saveDefault(auth.userId, body)),
      route(e.aiProviderAccountGet, ({ params }) => settings.getAccount(params.id)),
      route(e.aiProviderAccountSave, ({ auth, params, body }) => settings.saveAccount(params.id, auth.userId, body)),
      route(e.aiProviderAccountDelete, async ({ params }) => {
        await settings.deleteAccount(params.id);
        return { ok: true as const };
      }),
      route(e.aiProviderCheck, ({ body }) => settings.check(body.accountId)),
      route(e.aiStatus, ({ auth }) => gateway.status(scope(auth).accountId)),
    ],
    services: { gateway, settings },
  };
}
