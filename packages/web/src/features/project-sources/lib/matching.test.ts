// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyProjectTemplate,
  attributeCodeFrom,
  initialProjectMatching,
  projectMatchingIssues,
  setChannelColumn,
  setDateSource,
  setRole,
  toProjectMatchingBody,
} from './matching';

const columns = ['Müşteri No', 'yorum', 'tarih', 'kanal'];

describe('project column matching', () => {
  it('makes attribute codes the rules accept from column names', () => {
    expect(attributeCodeFrom(' Müşteri No ')).toBe('Müşteri_No');
    expect(attributeCodeFrom('score (0-10)')).toBe('score_0-10');
    expect(attributeCodeFrom('!!!')).toBe('field');
  });

  it('turns a guessed CHANNEL role into the channel column and reads lowercase roles', () => {
    const state = initialProjectMatching(
      columns,
      [{ column: 'yorum', role: 'content' }],
      [{ column: 'kanal', role: 'CHANNEL', type: 'TEXT' }],
      [],
    );
    expect(state.columns.map((c) => c.role)).toEqual(['IGNORE', 'CONTENT', 'IGNORE', 'IGNORE']);
    expect(state.channelColumn).toBe('kanal');
  });

  it('keeps the channel column out of the roles, and drops it when the column gets a role', () => {
    let state = initialProjectMatching(columns, [], [], []);
    state = setChannelColumn(setRole(state, 'kanal', 'ATTRIBUTE'), 'kanal');
    expect(state.columns[3]?.role).toBe('IGNORE');
    expect(toProjectMatchingBody(state).attributes).toEqual([]);
    expect(setRole(state, 'kanal', 'CONTENT').channelColumn).toBeNull();
  });

  it('reports each rule once per field and the duplicate attribute code on the later column', () => {
    let state = initialProjectMatching(columns, [], [], []);
    state = setRole(setRole(state, 'Müşteri No', 'ATTRIBUTE'), 'tarih', 'ATTRIBUTE');
    state = { ...state, attributes: { ...state.attributes, tarih: { code: 'Müşteri_No', type: 'DATE' } } };
    const issues = projectMatchingIssues(toProjectMatchingBody(state));
    expect(issues.fields.columns).toEqual(['COLUMNS_CONTENT_REQUIRED', 'COLUMNS_ID_REQUIRED', 'COLUMNS_DATE_REQUIRED']);
    expect(issues.fields.dateFormat).toEqual(['COLUMNS_DATE_FORMAT_REQUIRED']);
    expect(issues.attributes).toEqual({ tarih: ['ATTRIBUTE_CODE_DUPLICATE'] });
    expect(projectMatchingIssues(toProjectMatchingBody({ ...state, sortType: null })).fields.sortType).toEqual([
      'COLUMNS_SORT_TYPE_REQUIRED',
    ]);
  });

  it('sends a known attribute with its own type', () => {
    let state = initialProjectMatching(columns, [], [{ column: 'kanal', role: 'ATTRIBUTE', type: 'NUMERIC' }], []);
    state = { ...state, attributes: { ...state.attributes, kanal: { code: 'segment', type: 'NUMERIC' } } };
    expect(toProjectMatchingBody(state, [{ code: 'segment', name: 'Segment', type: 'TEXT' }]).attributes).toEqual([
      { column: 'kanal', code: 'segment', type: 'TEXT' },
    ]);
  });

  it('pre-fills the date column and the format the server read it in', () => {
    const state = initialProjectMatching(
      columns,
      [
        { column: 'Müşteri No', role: 'ID' },
        { column: 'yorum', role: 'CONTENT' },
        { column: 'tarih', role: 'DATE', dateFormat: 'ISO' },
      ],
      [],
      [],
    );
    expect(state).toMatchObject({ dateSource: 'COLUMN', dateFormat: 'ISO' });
    expect(projectMatchingIssues(toProjectMatchingBody(state))).toEqual({ fields: {}, attributes: {} });
  });

  it('dates a file without a date column by its upload time, which a date column undoes', () => {
    const state = initialProjectMatching(
      ['id', 'text', 'label'],
      [
        { column: 'id', role: 'ID' },
        { column: 'text', role: 'CONTENT' },
        { column: 'label', role: 'ATTRIBUTE' },
      ],
      [],
      [],
    );
    expect(state.dateSource).toBe('UPLOAD_TIME');
    const body = toProjectMatchingBody(state);
    expect(body).toMatchObject({ dateSource: 'UPLOAD_TIME', dateFormat: 'ISO' });
    expect(projectMatchingIssues(body)).toEqual({ fields: {}, attributes: {} });
    const dated = setRole(state, 'label', 'DATE');
    expect(dated.dateSource).toBe('COLUMN');
    expect(projectMatchingIssues(toProjectMatchingBody(dated)).fields.dateFormat).toEqual(['COLUMNS_DATE_FORMAT_REQUIRED']);
    expect(setDateSource(dated, 'UPLOAD_TIME').columns.map((c) => c.role)).toEqual(['ID', 'CONTENT', 'IGNORE']);
  });

  it('ignores a template it cannot read', () => {
    const state = initialProjectMatching(columns, [], [], []);
    expect(applyProjectTemplate(state, 'nonsense')).toEqual({ state, missing: 0 });
  });
});
