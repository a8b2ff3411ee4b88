import { z } from 'zod';
import { duplicateIssues, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** What an uploaded column is used as. */
export const columnRoles = ['CONTENT', 'ID', 'DATE', 'ATTRIBUTE', 'IGNORE'] as const;
export const sortTypes = ['ASC', 'DESC'] as const;

/**
 * Matching the columns of an upload (docs/ingestion.md): at least one content column, an ID column
 * and a date column; the date format picked; one sort type; no sort field twice; and, when the matching is saved
 * as a template (`name` not null), a name that is not empty.
 */
export const columnMatchingBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
    columns: z.array(z.strictObject({ column: z.string(), role: z.enum(columnRoles, { error: 'FIELD_INVALID_OPTION' }) })),
    dateFormat: z.string({ error: 'COLUMNS_DATE_FORMAT_REQUIRED' }).trim().min(1, { error: 'COLUMNS_DATE_FORMAT_REQUIRED' }),
    sortType: z.enum(sortTypes, { error: 'COLUMNS_SORT_TYPE_REQUIRED' }),
    sortFields: z.array(z.string()).default([]),
  })
  .superRefine((body, ctx) => {
    const has = (role: (typeof columnRoles)[number]) => body.columns.some((c) => c.role === role);
    const out: RuleIssue[] = [];
    if (!has('CONTENT')) out.push(ruleIssue('COLUMNS_CONTENT_REQUIRED', 'columns'));
    if (!has('ID')) out.push(ruleIssue('COLUMNS_ID_REQUIRED', 'columns'));
    if (!has('DATE')) out.push(ruleIssue('COLUMNS_DATE_REQUIRED', 'columns'));
    out.push(...duplicateIssues(body.sortFields, (f) => f, 'COLUMNS_SORT_FIELD_DUPLICATE', ['sortFields']));
    reportIssues(ctx, out);
  });
export type ColumnMatchingBody = z.input<typeof columnMatchingBody>;
