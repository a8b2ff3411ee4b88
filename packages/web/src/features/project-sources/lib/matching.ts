import { z } from 'zod';
import {
  attributeCodeSchema,
  attributeTypes,
  columnRoles,
  projectColumnMatchingBody,
  type dateSources,
  type sortTypes,
  type AttributeType,
  type ColumnSuggestion,
  type MessageCode,
} from '@sentio/domain';
import { isMessageCode } from '../../../app/api/errors';
import { storedTemplateFields } from '../../../shared/sources/matching';

export { dateFormats } from '../../../shared/sources/matching';

export type ColumnRole = (typeof columnRoles)[number];
export type SortType = (typeof sortTypes)[number];
export type DateSource = (typeof dateSources)[number];
export type ProjectMatchingBody = z.input<typeof projectColumnMatchingBody>;

export interface AttributeChoice {
  code: string;
  type: AttributeType;
}

export interface ProjectMatchingState {
  columns: { column: string; role: ColumnRole }[];
  /** The attribute of every column, kept while a column is not an attribute so switching back restores it. */
  attributes: Record<string, AttributeChoice>;
  /** A column holding each row's channel code (sent with the IGNORE role); null: the upload's channel. */
  channelColumn: string | null;
  multiValueSeparator: string;
  /** COLUMN: the DATE column's dates; UPLOAD_TIME: a file without dates, every document dated by its upload. */
  dateSource: DateSource;
  dateFormat: string | null;
  sortType: SortType | null;
  sortFields: string[];
  saveTemplate: boolean;
  templateName: string;
}

/** What the analysis already defines: an ATTRIBUTE column with one of these codes keeps its type. */
export interface KnownAttribute {
  code: string;
  name: string;
  type: AttributeType;
}

const asRole = (value: unknown): ColumnRole | null => {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (columnRoles as readonly string[]).includes(upper) ? (upper as ColumnRole) : null;
};
const asType = (value: unknown): AttributeType | null =>
  typeof value === 'string' && (attributeTypes as readonly string[]).includes(value) ? (value as AttributeType) : null;

/** An attribute code from a column name: what the rules accept (letters, digits, `_ . -`), at most 60 characters. */
export function attributeCodeFrom(column: string): string {
  const code = column
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .slice(0, 60);
  return code || 'field';
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('tr') === b.trim().toLocaleLowerCase('tr');

/**
 * The form's first state. Roles come from the analysis-aware guess (`field/type`), else the preview's suggestion,
 * else IGNORE; a guessed CHANNEL role becomes the channel column. An attribute column named like an attribute of the
 * analysis (by code or name) maps onto it; others get a code from the column name and the guessed type. The date
 * format is the one the server read the suggested date column in; a file the server found no date column in
 * starts with the upload time as its date (shown, and undone by choosing a date column).
 */
export function initialProjectMatching(
  columns: readonly string[],
  suggested: readonly ColumnSuggestion[],
  guesses: readonly { column: string; role: string; type: AttributeType }[],
  known: readonly KnownAttribute[],
): ProjectMatchingState {
  const suggestedRole = new Map(suggested.map((s) => [s.column, s.role]));
  const guess = new Map(guesses.map((g) => [g.column, g]));
  let channelColumn: string | null = null;
  const rows = columns.map((column) => {
    const raw = guess.get(column)?.role ?? suggestedRole.get(column);
    if (channelColumn === null && typeof raw === 'string' && raw.toUpperCase() === 'CHANNEL') channelColumn = column;
    return { column, role: asRole(raw) ?? 'IGNORE' };
  });
  const attributes: Record<string, AttributeChoice> = {};
  for (const column of columns) {
    const match = known.find((k) => sameName(k.code, column) || sameName(k.name, column));
    attributes[column] = match
      ? { code: match.code, type: match.type }
      : { code: attributeCodeFrom(column), type: guess.get(column)?.type ?? 'TEXT' };
  }
  const dated = suggested.find((s) => s.role.toUpperCase() === 'DATE');
  const hasDate = rows.some((r) => r.role === 'DATE');
  return {
    columns: rows,
    attributes,
    channelColumn,
    multiValueSeparator: ';',
    dateSource: suggested.length > 0 && !hasDate ? 'UPLOAD_TIME' : 'COLUMN',
    dateFormat: dated?.dateFormat ?? null,
    sortType: 'ASC',
    sortFields: [],
    saveTemplate: false,
    templateName: '',
  };
}

/** Sets one column's role; a column given a role stops being the channel column; a DATE column ends the upload time. */
export function setRole(state: ProjectMatchingState, column: string, role: ColumnRole): ProjectMatchingState {
  return {
    ...state,
    dateSource: role === 'DATE' ? 'COLUMN' : state.dateSource,
    columns: state.columns.map((c) => (c.column === column ? { ...c, role } : c)),
    channelColumn: state.channelColumn === column && role !== 'IGNORE' ? null : state.channelColumn,
  };
}

/** The upload time as every document's date: no column is the date column any more. */
export function setDateSource(state: ProjectMatchingState, dateSource: DateSource): ProjectMatchingState {
  return {
    ...state,
    dateSource,
    columns:
      dateSource === 'UPLOAD_TIME' ? state.columns.map((c) => (c.role === 'DATE' ? { ...c, role: 'IGNORE' } : c)) : state.columns,
  };
}

/** The channel column is read for channels only, so its role goes back to IGNORE. */
export function setChannelColumn(state: ProjectMatchingState, column: string | null): ProjectMatchingState {
  return {
    ...state,
    channelColumn: column,
    columns: column === null ? state.columns : state.columns.map((c) => (c.column === column ? { ...c, role: 'IGNORE' } : c)),
  };
}

export function setAttribute(state: ProjectMatchingState, column: string, patch: Partial<AttributeChoice>): ProjectMatchingState {
  const current = state.attributes[column] ?? { code: attributeCodeFrom(column), type: 'TEXT' };
  return { ...state, attributes: { ...state.attributes, [column]: { ...current, ...patch } } };
}

// Templates are stored as the body they were saved with; read leniently, since they may come from another file.
const storedTemplate = z
  .object({
    ...storedTemplateFields,
    attributes: z.array(z.object({ column: z.string(), code: z.string(), type: z.string() })),
    channelColumn: z.string().nullable(),
    multiValueSeparator: z.string(),
  })
  .partial();

/**
 * Applies a saved matching to this file: roles and attributes of the columns the file has (the rest keep theirs),
 * the channel column when the file has it, date format, sort and separator. Returns the new state and how many of
 * the template's columns the file lacks.
 */
export function applyProjectTemplate(
  state: ProjectMatchingState,
  matching: unknown,
): { state: ProjectMatchingState; missing: number } {
  const parsed = storedTemplate.safeParse(matching);
  if (!parsed.success) return { state, missing: 0 };
  const tpl = parsed.data;
  const names = new Set(state.columns.map((c) => c.column));
  const roles = new Map<string, ColumnRole>();
  for (const c of tpl.columns ?? []) {
    const role = asRole(c.role);
    if (role) roles.set(c.column, role);
  }
  const templateColumns = new Set([...roles.keys(), ...(tpl.channelColumn ? [tpl.channelColumn] : [])]);
  const missing = [...templateColumns].filter((c) => !names.has(c)).length;
  const attributes = { ...state.attributes };
  for (const a of tpl.attributes ?? []) {
    if (!names.has(a.column)) continue;
    attributes[a.column] = { code: a.code, type: asType(a.type) ?? attributes[a.column]?.type ?? 'TEXT' };
  }
  const next: ProjectMatchingState = {
    ...state,
    columns: state.columns.map((c) => ({ ...c, role: roles.get(c.column) ?? c.role })),
    attributes,
    channelColumn:
      tpl.channelColumn !== undefined && (tpl.channelColumn === null || names.has(tpl.channelColumn))
        ? tpl.channelColumn
        : state.channelColumn,
    // A template saved before the choice existed, with a date column, means the column.
    dateSource: tpl.dateSource ?? ([...roles.values()].includes('DATE') ? 'COLUMN' : state.dateSource),
    dateFormat: tpl.dateFormat ?? state.dateFormat,
    sortType: tpl.sortType ?? state.sortType,
    sortFields: (tpl.sortFields ?? state.sortFields).filter((f) => names.has(f)),
    multiValueSeparator: tpl.multiValueSeparator ?? state.multiValueSeparator,
  };
  return { state: next.channelColumn ? setChannelColumn(next, next.channelColumn) : next, missing };
}

/**
 * The request body: attributes for the ATTRIBUTE columns only; a name only when saving a template. A code the
 * analysis already defines is sent with that attribute's type (the server refuses another), whatever was picked.
 */
export function toProjectMatchingBody(state: ProjectMatchingState, known: readonly KnownAttribute[] = []): ProjectMatchingBody {
  const typeOf = (column: string) => {
    const choice = state.attributes[column];
    return known.find((k) => k.code === choice?.code.trim())?.type ?? choice?.type ?? 'TEXT';
  };
  return {
    name: state.saveTemplate ? state.templateName : null,
    columns: state.columns.map((c) => ({ column: c.column, role: c.column === state.channelColumn ? 'IGNORE' : c.role })),
    dateSource: state.dateSource,
    // With the upload time no date is read; the rules still want a format, and ISO is always one.
    dateFormat: state.dateFormat ?? (state.dateSource === 'UPLOAD_TIME' ? 'ISO' : ''),
    sortType: state.sortType as SortType,
    sortFields: state.sortFields,
    attributes: state.columns
      .filter((c) => c.role === 'ATTRIBUTE' && c.column !== state.channelColumn)
      .map((c) => ({ column: c.column, code: state.attributes[c.column]?.code ?? '', type: typeOf(c.column) })),
    channelColumn: state.channelColumn,
    multiValueSeparator: state.multiValueSeparator,
  };
}

export const matchingFields = [
  'columns',
  'dateSource',
  'dateFormat',
  'sortType',
  'sortFields',
  'name',
  'multiValueSeparator',
  'channelColumn',
] as const;
export type MatchingField = (typeof matchingFields)[number];

export interface MatchingIssues {
  fields: Partial<Record<MatchingField, MessageCode[]>>;
  /** Problems of one attribute column's code or type, by column name. */
  attributes: Record<string, MessageCode[]>;
}

export const hasIssues = (issues: MatchingIssues) =>
  Object.keys(issues.fields).length > 0 || Object.keys(issues.attributes).length > 0;

const add = (list: MessageCode[] | undefined, code: MessageCode): MessageCode[] =>
  list?.includes(code) ? list : [...(list ?? []), code];

/**
 * Places message codes on the form: `attributes.{i}.…` on the i-th attribute column of the body, other paths on the
 * field named by their first segment (unknown fields on `columns`). Unknown codes read as FIELD_INVALID.
 */
export function issuesOf(body: ProjectMatchingBody, issues: readonly { field: string; code: string }[]): MatchingIssues {
  const out: MatchingIssues = { fields: {}, attributes: {} };
  for (const issue of issues) {
    const code: MessageCode = isMessageCode(issue.code) ? issue.code : 'FIELD_INVALID';
    const [head = '', index] = issue.field.split('.');
    const attributeColumn = head === 'attributes' && index !== undefined ? body.attributes?.[Number(index)]?.column : undefined;
    if (attributeColumn !== undefined) {
      out.attributes[attributeColumn] = add(out.attributes[attributeColumn], code);
      continue;
    }
    const field = (matchingFields as readonly string[]).includes(head) ? (head as MatchingField) : 'columns';
    out.fields[field] = add(out.fields[field], code);
  }
  return out;
}

/**
 * The column matching rules with the server's schema, plus two the server checks against the
 * analysis: attribute codes do not repeat (ATTRIBUTE_CODE_DUPLICATE) and each is a valid code.
 */
export function projectMatchingIssues(body: ProjectMatchingBody): MatchingIssues {
  const result = projectColumnMatchingBody.safeParse(body);
  const found = result.success ? [] : result.error.issues.map((i) => ({ field: i.path.map(String).join('.'), code: i.message }));
  const seen = new Map<string, number>();
  (body.attributes ?? []).forEach((a, i) => {
    if (!attributeCodeSchema.safeParse(a.code).success) return;
    const key = a.code.trim().toLocaleLowerCase('tr');
    if (seen.has(key)) found.push({ field: `attributes.${i}.code`, code: 'ATTRIBUTE_CODE_DUPLICATE' });
    else seen.set(key, i);
  });
  return issuesOf(body, found);
}
