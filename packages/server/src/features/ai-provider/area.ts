import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import type { AiGateway } from './gateway-types.js';

export interface AiProviderAreaDeps {
  config: Config;
  db: Db;
  /** The HTTP client of the provider calls (tests may inject one). */
  fetchFn?: typeof fetch;
  /** The clock of the monthly budget. */
  now?: () => Date;
}

export interface AiProviderArea {
  routes: RouteDef[];
  services: { gateway: AiGateway };
}

/** The AI provider (docs/ai-provider.md): settings routes for operators, the gateway for the other areas. */
export function aiProviderArea(_deps: AiProviderAreaDeps): AiProviderArea {
  const notYet = (): never => {
    throw new Error('the AI provider area is being built');
  };
  return { routes: [], services: { gateway: { status: notYet, chat: notYet, embed: notYet } } };
}
