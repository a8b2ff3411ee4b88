import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkspaceBody } from '../contract/workspace.js';
import { charLength, duplicateIssues, nameKey, nameTakenIssue, validationIssues, zodIssueCode } from './issues.js';
import {
  actionTextSchema,
  aliasBody,
  attributeConversionIssues,
  dateRangeBody,
  exportBody,
  fieldSelectionSchema,
  pivotBody,
  searchQueryIssue,
  searchQuerySchema,
  tagIssues,
  userListIssues,
} from './other.js';

const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

describe('search', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['ab', false],
    [' ab ', false],
    ['abc', true],
    ['İğd', true],
    ['ış', false],
  ])('%j is acceptable: %s', (query, ok) => {
    expect(searchQuerySchema.safeParse(query).success).toBe(ok);
    expect(searchQueryIssue(query)).toEqual(ok ? null : { code: 'SEARCH_TOO_SHORT', path: ['q'] });
  });
});

describe('other rules', () => {
  it('action texts need at least 10 characters', () => {
    expect(issues(actionTextSchema, ' kısa metin')).toEqual([]);
    expect(issues(actionTextSchema, '   dokuz    ')).toEqual([':ACTION_TEXT_TOO_SHORT']);
    expect(issues(actionTextSchema, undefined)).toEqual([':FIELD_REQUIRED']);
  });

  it('an alias needs at least one entry', () => {
    expect(issues(aliasBody, { aliasType: 'CATEGORY', key: 'price', entries: [] })).toEqual(['entries:ALIAS_ENTRY_REQUIRED']);
    expect(issues(aliasBody, { aliasType: 'CATEGORY', key: 'price', entries: [{ language: 'tr', value: 'Fiyat' }] })).toEqual([]);
  });

  it('at most 8 fields can be selected', () => {
    expect(issues(fieldSelectionSchema, ['1', '2', '3', '4', '5', '6', '7', '8'])).toEqual([]);
    expect(issues(fieldSelectionSchema, ['1', '2', '3', '4', '5', '6', '7', '8', '9'])).toEqual([':FIELD_SELECTION_LIMIT']);
  });

  it('attribute conversion accepts numeric values only', () => {
    expect(attributeConversionIssues(['1', '-2.5', '3,75', '+4', '.5', '', ' 7 '])).toEqual([]);
    expect(attributeConversionIssues(['1', 'on', '1e3', '1.2.3'])).toEqual([
      { code: 'ATTRIBUTE_CONVERSION_NOT_NUMERIC', path: ['values', 1] },
      { code: 'ATTRIBUTE_CONVERSION_NOT_NUMERIC', path: ['values', 2] },
      { code: 'ATTRIBUTE_CONVERSION_NOT_NUMERIC', path: ['values', 3] },
    ]);
  });

  it('pivot needs a model and a field; export needs a file type', () => {
    expect(issues(pivotBody, {})).toEqual(['modelCode:FIELD_REQUIRED', 'field:FIELD_REQUIRED']);
    expect(issues(exportBody, {})).toEqual(['fileType:FIELD_REQUIRED']);
    expect(issues(exportBody, { fileType: 'XLSX' })).toEqual([]);
  });

  it('start and end dates are required, the start not after the end', () => {
    expect(issues(dateRangeBody, {})).toEqual(['startDate:DATE_RANGE_REQUIRED', 'endDate:DATE_RANGE_REQUIRED']);
    expect(issues(dateRangeBody, { startDate: '2024-02-01T00:00:00Z', endDate: '2024-01-01T00:00:00Z' })).toEqual([
      'endDate:DATE_RANGE_INVALID',
    ]);
    expect(issues(dateRangeBody, { startDate: '2024-01-01T00:00:00Z', endDate: '2024-01-01T00:00:00Z' })).toEqual([]);
  });

  it('tags and users cannot repeat', () => {
    expect(tagIssues(['Acil', 'acil', 'ACİL'])).toEqual([
      { code: 'TAG_DUPLICATE', path: ['tags', 1] },
      { code: 'TAG_DUPLICATE', path: ['tags', 2] },
    ]);
    expect(userListIssues(['u1', 'u2', 'u1'])).toEqual([{ code: 'USER_DUPLICATE', path: ['userIds', 2] }]);
  });

  it('a workspace needs a name and a subtitle (contract schema)', () => {
    expect(issues(createWorkspaceBody, { name: '', subtitle: ' ' })).toEqual(['name:FIELD_REQUIRED', 'subtitle:FIELD_REQUIRED']);
  });
});

describe('issue helpers', () => {
  it('fold names the Turkish way', () => {
    expect(nameKey('  İSTANBUL   Şubesi ')).toBe('istanbul şubesi');
    expect(nameKey('ISPARTA')).toBe(nameKey('ısparta'));
    expect(nameKey('Ankara')).not.toBe(nameKey('Ankara 2'));
    expect(nameKey('Cafe\u0301')).toBe(nameKey('Café'));
    expect(nameTakenIssue('FIELD_REQUIRED', 'x', [], ['p'])).toBeNull();
  });

  it('report every later duplicate and count characters as people do', () => {
    expect(duplicateIssues([1, 2, 1, 1], String, 'TAG_DUPLICATE', [])).toEqual([
      { code: 'TAG_DUPLICATE', path: [2] },
      { code: 'TAG_DUPLICATE', path: [3] },
    ]);
    expect(charLength('İ😀')).toBe(2);
  });

  it('map zod issues without a code of ours to generic codes', () => {
    const schema = z.strictObject({
      a: z.string(),
      b: z.string().min(2),
      c: z.array(z.number()).max(1),
      d: z.number().min(1),
      e: z.number().max(1),
      f: z.enum(['x']),
      g: z.email(),
    });
    expect(issues(schema, { a: 1, b: 'x', c: [1, 2], d: 0, e: 2, f: 'y', g: 'nope', extra: true })).toEqual([
      'a:FIELD_INVALID_TYPE',
      'b:FIELD_TOO_SHORT',
      'c:FIELD_TOO_LONG',
      'd:FIELD_TOO_SMALL',
      'e:FIELD_TOO_BIG',
      'f:FIELD_INVALID_OPTION',
      'g:FIELD_INVALID_EMAIL',
      ':FIELD_UNKNOWN',
    ]);
    expect(issues(schema.pick({ a: true }), {})).toEqual(['a:FIELD_REQUIRED']);
    const custom = z.string().refine(() => false, { error: 'not a code' });
    const parsed = custom.safeParse('x');
    expect(parsed.success ? null : zodIssueCode(parsed.error.issues[0] as z.core.$ZodIssue)).toBe('FIELD_INVALID');
  });
});
