import { z } from 'zod';
import { languageSchema, requiredText } from '../contract/common.js';
import { domainConstants as limits } from '../shell/constants.js';
import { charLength, duplicateIssues, nameKey, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/**
 * A search query: empty means no search; otherwise at least 3 characters once trimmed,
 * counted as characters (so "İzmir"'s dotted İ is one).
 */
export const searchQuerySchema = z
  .string()
  .trim()
  .refine((q) => q === '' || charLength(q) >= limits.searchMinLength, { error: 'SEARCH_TOO_SHORT' });

/** SEARCH_TOO_SHORT for a non-empty query under 3 characters, else null. */
export const searchQueryIssue = (query: string): RuleIssue | null =>
  searchQuerySchema.safeParse(query).success ? null : ruleIssue('SEARCH_TOO_SHORT', 'q');

/** Corrective and regulator action texts: at least 10 characters once trimmed. */
export const actionTextSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .refine((text) => charLength(text) >= limits.actionTextMinLength, { error: 'ACTION_TEXT_TOO_SHORT' });

export const aliasTypes = ['CATEGORY', 'FIELD', 'VALUE'] as const;

/** An alias: its type and at least one entry (a key alias per language and/or a value alias). */
export const aliasBody = z.strictObject({
  aliasType: z.enum(aliasTypes, { error: 'FIELD_REQUIRED' }),
  key: requiredText(200),
  entries: z
    .array(z.strictObject({ language: languageSchema, value: requiredText(200) }))
    .min(1, { error: 'ALIAS_ENTRY_REQUIRED' }),
});
export type AliasBody = z.input<typeof aliasBody>;

/** Fields selected in one place (columns, export fields…): at most 8. */
export const fieldSelectionSchema = z.array(z.string()).max(limits.maxSelectableFields, { error: 'FIELD_SELECTION_LIMIT' });

/** Numbers as people type them: optional sign, digits, one decimal point or comma. */
const numeric = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/** Attribute conversion to a number accepts numeric values only: one issue per non-numeric value (empty values are skipped). */
export function attributeConversionIssues(values: readonly string[], path: (string | number)[] = ['values']): RuleIssue[] {
  return values.flatMap((value, index) =>
    value.trim() === '' || numeric.test(value.trim()) ? [] : [ruleIssue('ATTRIBUTE_CONVERSION_NOT_NUMERIC', ...path, index)],
  );
}

/** A pivot download: model and field required. */
export const pivotBody = z.strictObject({ modelCode: requiredText(100), field: requiredText(100) });

export const exportFileTypes = ['CSV', 'XLSX'] as const;
/** An export: a file type must be chosen. */
export const exportBody = z.strictObject({ fileType: z.enum(exportFileTypes, { error: 'FIELD_REQUIRED' }) });

/** A date range in a request: both dates required (DATE_RANGE_REQUIRED), the start not after the end. */
export const dateRangeBody = z
  .strictObject({
    startDate: z.iso.datetime({ error: 'DATE_RANGE_REQUIRED' }),
    endDate: z.iso.datetime({ error: 'DATE_RANGE_REQUIRED' }),
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.startDate) > Date.parse(body.endDate)) reportIssues(ctx, [ruleIssue('DATE_RANGE_INVALID', 'endDate')]);
  });

/** Tags cannot repeat (compared with `nameKey`): one issue per repeated tag. */
export const tagIssues = (tags: readonly string[], path: (string | number)[] = ['tags']): RuleIssue[] =>
  duplicateIssues(tags, nameKey, 'TAG_DUPLICATE', path);

/** A user cannot be added twice (to followers, owners, receivers…): one issue per repeated user id. */
export const userListIssues = (userIds: readonly string[], path: (string | number)[] = ['userIds']): RuleIssue[] =>
  duplicateIssues(userIds, (id) => id, 'USER_DUPLICATE', path);
