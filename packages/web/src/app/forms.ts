import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { apiErrorOf, isMessageCode } from './api/errors';
import { messageText } from './api/messages';

/**
 * An antd rule that validates a field with the same zod schema the server uses. Domain schemas carry
 * message codes as their error texts, so the rule shows the translated code.
 */
export function zodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value === '' ? undefined : value);
      if (result.success) return;
      const code = result.error.issues[0]?.message;
      throw new Error(isMessageCode(code) ? messageText(t, code) : t('errors:codes.FIELD_INVALID'));
    },
  };
}

/**
 * Puts the server's per-field errors on the form's fields (`fields[].field` is a dotted path).
 * Only fields in `names` (those the form shows) are set. Returns true when at least one field got an error, so the caller knows whether to show
 * a general message as well.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, t: TFunction, names: readonly string[]): boolean {
  const body = apiErrorOf(error);
  if (!body?.fields?.length) return false;
  const fields = body.fields
    .filter((f) => names.includes(f.field.split('.')[0] ?? ''))
    .map((f) => ({
      name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [messageText(t, f.messageCode, f.message)],
    }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

/**
 * A failed save of a modal form: the server's field errors go on the form's fields, and the text for the modal's
 * banner is returned — a field error the form does not show, else the general message when no field got one, else
 * null. `fallback` is the text when the failure carries no API error (network, timeout).
 */
export function formFailure(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  names: readonly string[],
  fallback: string,
): string | null {
  const shown = applyFieldErrors(form, error, t, names);
  const api = apiErrorOf(error);
  const other = api?.fields?.find((f) => !names.includes(f.field.split('.')[0] ?? ''));
  if (other) return messageText(t, other.messageCode, other.message);
  if (shown) return null;
  return api ? messageText(t, api.messageCode, api.message) : fallback;
}
