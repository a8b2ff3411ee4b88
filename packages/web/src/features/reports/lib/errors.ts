import type { TFunction } from 'i18next';
import { documentLimitDataSchema } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';

/**
 * The text of a failed call: the server's own message code when it refused (4xx), else — no answer or a 5xx — the
 * area's code for what did not happen. The document limit refusal names the limit and the count it carries.
 */
export function failureText(t: TFunction, error: unknown, fallback: 'REPORT_NOT_CREATED' | 'INTERNAL_ERROR'): string {
  const api = apiErrorOf(error);
  if (!api || api.status >= 500) return messageText(t, fallback);
  if (api.messageCode === 'CORRELATION_DOCUMENT_LIMIT') {
    const data = documentLimitDataSchema.safeParse(api.data);
    if (data.success) return t('reports:correlation.documentLimit', data.data);
  }
  return apiErrorText(t, api);
}
