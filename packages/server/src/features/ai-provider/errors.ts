import { AppError } from '../../platform/errors.js';
import { OpenAiError } from '../../platform/openai/client.js';

/** With no enabled setting every AI call is refused, and nothing else in the product is affected. */
export const providerOff = () => new AppError(409, 'ConflictException', 'AI_PROVIDER_OFF');

export const budgetExceeded = (budget: number, used: number) =>
  new AppError(402, 'PackageLimitException', 'AI_BUDGET_EXCEEDED', { data: { budget, used } });

const codes = {
  TIMEOUT: 'AI_PROVIDER_TIMEOUT',
  HTTP: 'AI_PROVIDER_FAILED',
  MALFORMED: 'AI_PROVIDER_MALFORMED',
  UNREACHABLE: 'AI_PROVIDER_UNREACHABLE',
} as const;

/**
 * A provider failure as the API says it: 503 with its code (docs/ai-provider.md "Errors"). Not 502: the web sends 502
 * to its internal-error page, while a provider that is down is a notice the user can act on. A cancelled call
 * rethrows the caller's own reason (the job was stopped, the client left). The provider's HTTP status is kept in
 * `data`; the key is never part of any message.
 */
export function providerError(err: unknown, signal?: AbortSignal): unknown {
  if (!(err instanceof OpenAiError)) return err;
  if (err.failure === 'ABORTED') return signal?.reason ?? err;
  return new AppError(503, 'ServiceUnavailableException', codes[err.failure], {
    cause: err,
    ...(err.status === null ? {} : { data: { providerStatus: err.status } }),
  });
}
