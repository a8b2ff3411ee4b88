import type { TFunction } from 'i18next';
import type { ApiError } from '@sentio/domain';

/** The translated text of a message code, or the server's own text when the code has none. */
export function messageText(t: TFunction, messageCode: string, fallback?: string): string {
  return t(`errors:codes.${messageCode}`, { defaultValue: fallback ?? t('errors:codes.INTERNAL_ERROR') });
}

export const apiErrorText = (t: TFunction, error: Pick<ApiError, 'messageCode' | 'message'>): string =>
  messageText(t, error.messageCode, error.message);
