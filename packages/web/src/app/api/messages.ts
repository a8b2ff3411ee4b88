import type { TFunction } from 'i18next';
import type { ApiError, MessageCode } from '@sentio/domain';
import { apiErrorOf } from './errors';

/** The translated text of a message code, or the server's own text when the code has none. */
export function messageText(t: TFunction, messageCode: string, fallback?: string): string {
  return t(`errors:codes.${messageCode}`, { defaultValue: fallback ?? t('errors:codes.INTERNAL_ERROR') });
}

export const apiErrorText = (t: TFunction, error: Pick<ApiError, 'messageCode' | 'message'>): string =>
  messageText(t, error.messageCode, error.message);

/**
 * The text of a failed call: the server's own message code when it refused (4xx), else — no answer, or a 5xx — the
 * caller's code for what did not happen ("could not be saved", "re-scoring could not start"…), so the user knows.
 */
export function failureText(t: TFunction, error: unknown, fallback: MessageCode): string {
  const api = apiErrorOf(error);
  if (!api || api.status >= 500) return messageText(t, fallback);
  return apiErrorText(t, api);
}
