import { z } from 'zod';
import {
  columnRoles,
  duplicateModes,
  modelColumnMatchingBody,
  type dateSources,
  type sortTypes,
  type MessageCode,
} from '@sentio/domain';
import { isMessageCode } from '../../../app/api/errors';

/** The roles offered per column: the contract's roles plus LABEL, which becomes `labelColumn` (one at most). */
export const matchingRoles = [...columnRoles, 'LABEL'] as const;
export type MatchingRole = (typeof matchingRoles)[number];
export type SortType = (typeof sortTypes)[number];
export const labelStatuses = ['AWAITING_APPROVAL', 'COMPLETED'] as const;
type DuplicateMode = (typeof duplicateModes)[number];
import { storedTemplateFields } from '../../../shared/sources/matching';

export { dateFormats } from '../../../shared/sources/matching';

export interface MatchingState {
  columns: { column: string; role: MatchingRole }[];
  /** COLUMN: the DATE column's dates; UPLOAD_TIME: a file without dates, every document dated by its upload. */
  dateSource: (typeof dateSources)[number];
  dateFormat: string | null;
  sortType: SortType | null;
  sortFields: string[];
  labelSeparator: string;
  labelStatus: (typeof labelStatuses)[number];
  /** A row whose ID the model already holds: update that document or skip the row. */
  duplicates: DuplicateMode;
  saveTemplate: boolean;
  templateName: string;
}

const asRole = (value: unknown): MatchingRole | null => {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (matchingRoles as readonly string[]).includes(upper) ? (upper as MatchingRole) : null;
};

/** Only one column can be the label column: a later LABEL turns earlier ones back to IGNORE. */
function oneLabel(columns: MatchingState['columns']): MatchingState['columns'] {
  const last = columns.map((c) => c.role).lastIndexOf('LABEL');
  return columns.map((c, i) => (c.role === 'LABEL' && i !== last ? { ...c, role: 'IGNORE' } : c));
}

/**
 * The form's first state: the server's guess per column, IGNORE where it has none, with the date format the server
 * read the date column in; a file the server found no date column in starts with the upload time as its date.
 * Labelled rows of someone who may approve arrive as training data (a manager's labelled file is ground truth),
 * anyone else's await approval.
 */
export function initialMatching(
  columns: readonly string[],
  suggested: readonly { column: string; role: string; dateFormat?: string }[],
  canApprove = false,
): MatchingState {
  const guess = new Map(suggested.map((s) => [s.column, asRole(s.role)]));
  const roles = oneLabel(columns.map((column) => ({ column, role: guess.get(column) ?? 'IGNORE' })));
  return {
    columns: roles,
    dateSource: suggested.length > 0 && !roles.some((c) => c.role === 'DATE') ? 'UPLOAD_TIME' : 'COLUMN',
    dateFormat: suggested.find((s) => asRole(s.role) === 'DATE')?.dateFormat ?? null,
    sortType: 'ASC',
    sortFields: [],
    labelSeparator: ';',
    labelStatus: canApprove ? 'COMPLETED' : 'AWAITING_APPROVAL',
    duplicates: 'UPDATE',
    saveTemplate: false,
    templateName: '',
  };
}

/** Sets one column's role (keeping a single label column); a DATE column ends the upload time as the date. */
export function setRole(state: MatchingState, column: string, role: MatchingRole): MatchingState {
  const columns = state.columns.map((c): MatchingState['columns'][number] => {
    if (c.column === column) return { ...c, role };
    return role === 'LABEL' && c.role === 'LABEL' ? { ...c, role: 'IGNORE' } : c;
  });
  return { ...state, columns, dateSource: role === 'DATE' ? 'COLUMN' : state.dateSource };
}

/** The upload time as every document's date: no column is the date column any more. */
export function setDateSource(state: MatchingState, dateSource: MatchingState['dateSource']): MatchingState {
  const columns =
    dateSource === 'UPLOAD_TIME'
      ? state.columns.map((c): MatchingState['columns'][number] => (c.role === 'DATE' ? { ...c, role: 'IGNORE' } : c))
      : state.columns;
  return { ...state, dateSource, columns };
}

// Templates are stored as the body they were saved with; read leniently, since they may come from another file.
const storedTemplate = z
  .object({
    ...storedTemplateFields,
    labelColumn: z.string().nullable(),
    labelSeparator: z.string(),
    labelStatus: z.enum(labelStatuses),
    duplicates: z.enum(duplicateModes),
  })
  .partial();

/**
 * Applies a saved matching to this file: roles of the columns the file has (the rest keep their role), the
 * date format, sort and label settings. Returns the new state and how many of the template's columns the file lacks.
 */
export function applyTemplate(state: MatchingState, matching: unknown): { state: MatchingState; missing: number } {
  const parsed = storedTemplate.safeParse(matching);
  if (!parsed.success) return { state, missing: 0 };
  const t = parsed.data;
  const roles = new Map<string, MatchingRole>();
  for (const c of t.columns ?? []) {
    const role = asRole(c.role);
    if (role) roles.set(c.column, role);
  }
  if (t.labelColumn) roles.set(t.labelColumn, 'LABEL');
  const names = new Set(state.columns.map((c) => c.column));
  const missing = [...roles.keys()].filter((c) => !names.has(c)).length;
  const columns = oneLabel(state.columns.map((c) => ({ ...c, role: roles.get(c.column) ?? c.role })));
  return {
    state: {
      ...state,
      columns,
      // A template saved before the choice existed, with a date column, means the column.
      dateSource: t.dateSource ?? (columns.some((c) => c.role === 'DATE') ? 'COLUMN' : state.dateSource),
      dateFormat: t.dateFormat ?? state.dateFormat,
      sortType: t.sortType ?? state.sortType,
      sortFields: (t.sortFields ?? state.sortFields).filter((f) => names.has(f)),
      labelSeparator: t.labelSeparator ?? state.labelSeparator,
      labelStatus: t.labelStatus ?? state.labelStatus,
      duplicates: t.duplicates ?? state.duplicates,
    },
    missing,
  };
}

export type MatchingBody = z.input<typeof modelColumnMatchingBody>;

/** The request body: LABEL becomes `labelColumn` (its column is sent as IGNORE); a name only when saving a template. */
export function toMatchingBody(state: MatchingState): MatchingBody {
  const label = state.columns.find((c) => c.role === 'LABEL')?.column ?? null;
  return {
    name: state.saveTemplate ? state.templateName : null,
    columns: state.columns.map((c) => ({ column: c.column, role: c.role === 'LABEL' ? 'IGNORE' : c.role })),
    dateSource: state.dateSource,
    // With the upload time no date is read; the rules still want a format, and ISO is always one.
    dateFormat: state.dateFormat ?? (state.dateSource === 'UPLOAD_TIME' ? 'ISO' : ''),
    sortType: state.sortType as SortType,
    sortFields: state.sortFields,
    labelColumn: label,
    labelSeparator: state.labelSeparator,
    labelStatus: state.labelStatus,
    duplicates: state.duplicates,
  };
}

export const matchingFields = ['columns', 'dateFormat', 'sortType', 'sortFields', 'name', 'labelSeparator'] as const;
export type MatchingField = (typeof matchingFields)[number];

/** The column matching rules' message codes per form field, checked with the server's schema. */
export function matchingIssues(body: MatchingBody): Partial<Record<MatchingField, MessageCode[]>> {
  const result = modelColumnMatchingBody.safeParse(body);
  if (result.success) return {};
  return issuesByField(result.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), code: i.message })));
}

/** Groups message codes by the first segment of their field path; unknown codes read as FIELD_INVALID. */
export function issuesByField(issues: readonly { field: string; code: string }[]): Partial<Record<MatchingField, MessageCode[]>> {
  const out: Partial<Record<MatchingField, MessageCode[]>> = {};
  for (const issue of issues) {
    const head = issue.field.split('.')[0] ?? '';
    const field = (matchingFields as readonly string[]).includes(head) ? (head as MatchingField) : 'columns';
    const code: MessageCode = isMessageCode(issue.code) ? issue.code : 'FIELD_INVALID';
    const list = (out[field] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return out;
}
