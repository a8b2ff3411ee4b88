import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, parseJsonl, parseTable } from './data.js';

describe('parseCsvRecords', () => {
  it('handles quotes, doubled quotes, commas and line breaks inside fields, CRLF and a BOM', () => {
    const csv = '\uFEFFid,text\r\n1,"Merhaba, ""dünya""\nikinci satır"\r\n2,düz\r\n';
    expect(parseCsvRecords(csv)).toEqual([
      ['id', 'text'],
      ['1', 'Merhaba, "dünya"\nikinci satır'],
      ['2', 'düz'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsvRecords('a,b\n,\n"",x')).toEqual([
      ['a', 'b'],
      ['', ''],
      ['', 'x'],
    ]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsvRecords('a\n"open')).toThrow(/unterminated/);
  });
});

describe('parseCsv', () => {
  it('maps rows to the header and skips blank lines', () => {
    expect(parseCsv('text,label\nçok iyi,pos\n\nkötü,neg\n')).toEqual({
      columns: ['text', 'label'],
      rows: [
        { text: 'çok iyi', label: 'pos' },
        { text: 'kötü', label: 'neg' },
      ],
    });
  });

  it('rejects an empty file and ragged rows', () => {
    expect(() => parseCsv('')).toThrow(/empty/);
    expect(() => parseCsv('a,b\n1\n')).toThrow(/row 2 has 1 fields/);
  });
});

describe('parseJsonl', () => {
  it('reads objects, stringifies non-string values and unions the keys', () => {
    const t = parseJsonl('{"id":1,"text":"a"}\n\n{"id":2,"text":"b","tags":["x"]}\n');
    expect(t.columns).toEqual(['id', 'text', 'tags']);
    expect(t.rows).toEqual([
      { id: '1', text: 'a' },
      { id: '2', text: 'b', tags: '["x"]' },
    ]);
  });

  it('reports the bad line', () => {
    expect(() => parseJsonl('{"a":1}\n{oops')).toThrow(/line 2 is not valid JSON/);
    expect(() => parseJsonl('[1]')).toThrow(/line 1 is not a JSON object/);
    expect(() => parseJsonl('\n')).toThrow(/empty/);
  });
});

describe('parseTable', () => {
  it('picks the parser by extension', () => {
    expect(parseTable('x.jsonl', '{"a":"1"}').rows).toEqual([{ a: '1' }]);
    expect(parseTable('x.csv', 'a\n1').rows).toEqual([{ a: '1' }]);
  });
});
