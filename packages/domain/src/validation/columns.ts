import { z } from 'zod';
import { duplicateIssues, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/** What an uploaded column is used as. */
export const columnRoles = ['CONTENT', 'ID', 'DATE', 'ATTRIBUTE', 'IGNORE'] as const;
export const sortTypes = ['ASC', 'DESC'] as const;
/**
 * Where a document's date comes from: the matched DATE column (`COLUMN`), or, for a file without dates, the time it
 * was uploaded (`UPLOAD_TIME`: every row gets it, and no date column is matched).
 */
export const dateSources = ['COLUMN', 'UPLOAD_TIME'] as const;

/**
 * Date formats detected in an upload's columns and offered in the matching form: `ISO` (ISO 8601 with or without
 * time and zone) or a pattern of YYYY, MM, DD, HH, mm, ss with literal separators — what the importer reads. A
 * column whose sample reads in one of these is suggested as the date column with that format (the user may also
 * type another pattern).
 */
export const dateFormats = [
  'ISO',
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm:ss',
  'DD.MM.YYYY',
  'DD.MM.YYYY HH:mm',
  'DD.MM.YYYY HH:mm:ss',
  'DD/MM/YYYY',
  'DD/MM/YYYY HH:mm',
  'MM/DD/YYYY',
  'MM/DD/YYYY HH:mm',
] as const;

/** A guess of an upload column's role, with the date format its sample reads in when it is the date column. */
export const columnSuggestionSchema = z.object({
  column: z.string(),
  role: z.string(),
  dateFormat: z.string().optional(),
});
export type ColumnSuggestion = z.infer<typeof columnSuggestionSchema>;

/**
 * Matching the columns of an upload (docs/ingestion.md): at least one content column, an ID column and a date
 * column — or the upload time as every document's date, and then no date column; the date format picked (sent even
 * with the upload time, when it is not used); one sort type; no sort field twice; and, when the matching is saved
 * as a template (`name` not null), a name that is not empty.
 */
export const columnMatchingBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
    columns: z.array(z.strictObject({ column: z.string(), role: z.enum(columnRoles, { error: 'FIELD_INVALID_OPTION' }) })),
    /** Left out: COLUMN (matchings stored before the choice existed read the same). */
    dateSource: z.enum(dateSources, { error: 'FIELD_INVALID_OPTION' }).optional(),
    dateFormat: z.string({ error: 'COLUMNS_DATE_FORMAT_REQUIRED' }).trim().min(1, { error: 'COLUMNS_DATE_FORMAT_REQUIRED' }),
    sortType: z.enum(sortTypes, { error: 'COLUMNS_SORT_TYPE_REQUIRED' }),
    sortFields: z.array(z.string()).default([]),
  })
  .superRefine((body, ctx) => {
    const has = (role: (typeof columnRoles)[number]) => body.columns.some((c) => c.role === role);
    const out: RuleIssue[] = [];
    if (!has('CONTENT')) out.push(ruleIssue('COLUMNS_CONTENT_REQUIRED', 'columns'));
    if (!has('ID')) out.push(ruleIssue('COLUMNS_ID_REQUIRED', 'columns'));
    if (body.dateSource !== 'UPLOAD_TIME' && !has('DATE')) out.push(ruleIssue('COLUMNS_DATE_REQUIRED', 'columns'));
    if (body.dateSource === 'UPLOAD_TIME' && has('DATE')) out.push(ruleIssue('COLUMNS_DATE_TWO_SOURCES', 'columns'));
    out.push(...duplicateIssues(body.sortFields, (f) => f, 'COLUMNS_SORT_FIELD_DUPLICATE', ['sortFields']));
    reportIssues(ctx, out);
  });
export type ColumnMatchingBody = z.input<typeof columnMatchingBody>;
