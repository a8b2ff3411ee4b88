// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyTemplate,
  initialMatching,
  issuesByField,
  matchingIssues,
  setDateSource,
  setRole,
  toMatchingBody,
} from './matching';
import { modelIdOf } from './files';
import { fileSize, uploadKind } from '../../../shared/upload/files';
import { parseJsonDocuments } from '../../../shared/sources/json-documents';

const columns = ['id', 'text', 'created', 'category', 'channel'];

describe('column matching', () => {
  it('starts from the server’s guesses and ignores the rest', () => {
    const state = initialMatching(columns, [
      { column: 'id', role: 'ID' },
      { column: 'text', role: 'content' },
      { column: 'category', role: 'LABEL' },
      { column: 'channel', role: 'nonsense' },
    ]);
    expect(state.columns.map((c) => c.role)).toEqual(['ID', 'CONTENT', 'IGNORE', 'LABEL', 'IGNORE']);
  });

  it('pre-fills the date format the server read the date column in', () => {
    const state = initialMatching(columns, [{ column: 'created', role: 'DATE', dateFormat: 'ISO' }]);
    expect(state).toMatchObject({ dateSource: 'COLUMN', dateFormat: 'ISO' });
  });

  it('dates a file without a date column by its upload time, which a date column undoes', () => {
    const state = initialMatching(
      ['id', 'text', 'label'],
      [
        { column: 'id', role: 'ID' },
        { column: 'text', role: 'CONTENT' },
        { column: 'label', role: 'LABEL' },
      ],
    );
    expect(state.dateSource).toBe('UPLOAD_TIME');
    const body = toMatchingBody(state);
    expect(body).toMatchObject({ dateSource: 'UPLOAD_TIME', dateFormat: 'ISO', labelColumn: 'label' });
    expect(matchingIssues(body)).toEqual({});
    const dated = setRole(state, 'text', 'DATE');
    expect(dated.dateSource).toBe('COLUMN');
    expect(setDateSource(dated, 'UPLOAD_TIME').columns.map((c) => c.role)).toEqual(['ID', 'IGNORE', 'LABEL']);
  });

  it('keeps a single label column', () => {
    let state = initialMatching(columns, [{ column: 'category', role: 'LABEL' }]);
    state = setRole(state, 'channel', 'LABEL');
    expect(state.columns.filter((c) => c.role === 'LABEL').map((c) => c.column)).toEqual(['channel']);
  });

  it('turns the label role into labelColumn and names only saved templates', () => {
    let state = initialMatching(columns, []);
    for (const [c, r] of [
      ['id', 'ID'],
      ['text', 'CONTENT'],
      ['created', 'DATE'],
      ['category', 'LABEL'],
    ] as const)
      state = setRole(state, c, r);
    state = { ...state, dateFormat: 'YYYY-MM-DD' };
    const body = toMatchingBody(state);
    expect(body.labelColumn).toBe('category');
    expect(body.columns.find((c) => c.column === 'category')?.role).toBe('IGNORE');
    expect(body.name).toBeNull();
    expect(matchingIssues(body)).toEqual({});
    expect(toMatchingBody({ ...state, saveTemplate: true, templateName: 'Shop' }).name).toBe('Shop');
  });

  it('reports the rules’ messages per field', () => {
    const state = { ...initialMatching(columns, []), sortFields: ['id', 'id'], saveTemplate: true, templateName: ' ' };
    const issues = matchingIssues(toMatchingBody(state));
    expect(issues.columns).toEqual(['COLUMNS_CONTENT_REQUIRED', 'COLUMNS_ID_REQUIRED', 'COLUMNS_DATE_REQUIRED']);
    expect(issues.dateFormat).toEqual(['COLUMNS_DATE_FORMAT_REQUIRED']);
    expect(issues.sortFields).toEqual(['COLUMNS_SORT_FIELD_DUPLICATE']);
    expect(issues.name).toEqual(['FIELD_REQUIRED']);
  });

  it('maps server field errors onto the form', () => {
    expect(
      issuesByField([
        { field: 'columns.2.role', code: 'FIELD_INVALID_OPTION' },
        { field: 'labelColumn', code: 'x' },
      ]),
    ).toEqual({
      columns: ['FIELD_INVALID_OPTION', 'FIELD_INVALID'],
    });
  });

  it('applies a template to the columns this file has and counts the missing ones', () => {
    const state = initialMatching(columns, []);
    const { state: next, missing } = applyTemplate(state, {
      columns: [
        { column: 'id', role: 'ID' },
        { column: 'body', role: 'CONTENT' },
        { column: 'created', role: 'DATE' },
      ],
      labelColumn: 'category',
      dateFormat: 'DD.MM.YYYY',
      sortType: 'DESC',
      sortFields: ['created', 'gone'],
    });
    expect(missing).toBe(1);
    expect(next.columns.map((c) => c.role)).toEqual(['ID', 'IGNORE', 'DATE', 'LABEL', 'IGNORE']);
    expect(next.dateFormat).toBe('DD.MM.YYYY');
    expect(next.sortType).toBe('DESC');
    expect(next.sortFields).toEqual(['created']);
  });

  it('leaves the form alone for a template it cannot read', () => {
    const state = initialMatching(columns, []);
    expect(applyTemplate(state, 'garbage')).toEqual({ state, missing: 0 });
  });
});

describe('JSON documents', () => {
  it('accepts an array or a documents object and counts dialogues', () => {
    const parsed = parseJsonDocuments('[{"text":"hi"},{"turns":[{"speaker":"agent","text":"hello"}]}]');
    expect(parsed).toMatchObject({ ok: true, dialogues: 1 });
    expect(parseJsonDocuments('{"documents":[{"text":"hi"}]}')).toMatchObject({ ok: true, dialogues: 0 });
  });

  it('reports syntax errors and rule violations with their paths', () => {
    expect(parseJsonDocuments('{oops')).toMatchObject({ ok: false, issues: [] });
    const bad = parseJsonDocuments(
      '[{"text":"a"},{"text":"b","turns":[{"speaker":"agent","text":"x"}]},{"turns":[{"speaker":"robot","text":"x"}]}]',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.syntax).toBeNull();
      expect(bad.issues).toContainEqual({ path: 'documents[1]', code: 'DOCUMENT_CONTENT_REQUIRED' });
      expect(bad.issues).toContainEqual({ path: 'documents[2].turns[0].speaker', code: 'FIELD_INVALID_OPTION' });
    }
    expect(parseJsonDocuments('[]')).toMatchObject({ ok: false, issues: [{ path: 'documents', code: 'UPLOAD_EMPTY' }] });
  });
});

describe('files and ids', () => {
  it('tells upload kinds by extension', () => {
    expect(uploadKind('Data.CSV')).toBe('CSV');
    expect(uploadKind('book.xlsx')).toBe('XLSX');
    expect(uploadKind('docs.json')).toBe('JSON');
    expect(uploadKind('tabs.tsv')).toBe('CSV');
    expect(uploadKind('notes.xls')).toBeNull();
    expect(uploadKind('noext')).toBeNull();
  });

  it('prints file sizes', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('reads the model id from /model/training/{id}-{suffix}', () => {
    const id = '0b0a7d3e-6c1f-4e7a-9a55-3f2a1c9d8e77';
    expect(modelIdOf(id)).toBe(id);
    expect(modelIdOf(`${id}-labelling`)).toBe(id);
    expect(modelIdOf(undefined)).toBe('');
    expect(modelIdOf('abc')).toBe('abc');
  });
});
