import type { TFunction } from 'i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';

/**
 * The text of a failed call: the server's own message code when it refused (4xx: SCORING_TOTAL_NOT_100,
 * RESCORING_RUNNING…), else — no answer, or a 5xx — the area's code for what did not happen.
 */
export function failureText(
  t: TFunction,
  error: unknown,
  fallback: 'RULES_SAVE_FAILED' | 'RESCORING_NOT_STARTED' | 'RESCORING_FAILED',
): string {
  const api = apiErrorOf(error);
  if (!api || api.status >= 500) return messageText(t, fallback);
  return apiErrorText(t, api);
}
