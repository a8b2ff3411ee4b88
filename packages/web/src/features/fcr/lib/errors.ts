import type { TFunction } from 'i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';

/** Codes that say nothing beyond "it failed": the generic text alone is shown for them. */
const generic = new Set(['VALIDATION_FAILED', 'INTERNAL_ERROR']);

/**
 * What a failed save or delete says above the form: the page's own sentence ("could not be saved") and, when the
 * server named a reason (FCR_SUB_REPORT_NAME_TAKEN…), its translated text.
 */
export function failureText(t: TFunction, error: unknown, fallback: string): { title: string; reason: string | null } {
  const body = apiErrorOf(error);
  const reason = body && !generic.has(body.messageCode) ? messageText(t, body.messageCode, body.message) : null;
  return { title: fallback, reason };
}
