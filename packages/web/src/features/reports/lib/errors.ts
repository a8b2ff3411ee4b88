import type { TFunction } from 'i18next';
import { documentLimitDataSchema } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { failureText as callFailureText } from '../../../app/api/messages';

/**
 * The text of a failed reports call (app/api/messages.ts `failureText`), except that the document limit refusal
 * names the limit and the count it carries.
 */
export function failureText(t: TFunction, error: unknown, fallback: 'REPORT_NOT_CREATED' | 'INTERNAL_ERROR'): string {
  const api = apiErrorOf(error);
  if (api?.messageCode === 'CORRELATION_DOCUMENT_LIMIT') {
    const data = documentLimitDataSchema.safeParse(api.data);
    if (data.success) return t('reports:correlation.documentLimit', data.data);
  }
  return callFailureText(t, error, fallback);
}
