import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parseUpload, toCsv, toXlsx } from './parse.js';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF, quotes doubled, fields with commas, quotes or newlines quoted', () => {
    expect(
      toCsv(
        ['text', 'reason'],
        [
          ['a, b', 'say "hi"'],
          ['line\nbreak', ' padded'],
          ['plain', ''],
        ],
      ),
    ).toBe('text,reason\r\n"a, b","say ""hi"""\r\n"line\nbreak"," padded"\r\nplain,\r\n');
  });

  it('escapes, for a spreadsheet, only texts it would evaluate: never numbers', () => {
    expect(
      toCsv(
        ['c'],
        [['=1+1'], ['-5'], ['+SUM(A1)'], ['= HYPERLINK("http://evil.example")'], ['@john'], ['a=b'], [-31.1], ['-31.1']],
      ),
    ).toBe('c\r\n\'=1+1\r\n-5\r\n\'+SUM(A1)\r\n"\'= HYPERLINK(""http://evil.example"")"\r\n\'@john\r\na=b\r\n-31.1\r\n-31.1\r\n');
    expect(toCsv(['c'], [['\t=1'], ['\r@x']])).toBe('c\r\n\'\t=1\r\n"\'\r@x"\r\n');
  });

  it('writes every text exactly in the RAW style, for programs', () => {
    expect(toCsv(['c'], [['@united (1/2) late'], ['=1+1'], [-2]], { style: 'RAW' })).toBe(
      'c\r\n@united (1/2) late\r\n=1+1\r\n-2\r\n',
    );
  });

  it('writes XLSX texts as text cells, unescaped, and numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const bytes = await toXlsx(
      'Rows',
      ['text', 'value'],
      [
        ['@united (1/2)', -31.1],
        ['=HYPERLINK("x")', null],
      ],
    );
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([undefined, '@united (1/2)', -31.1]);
    expect(sheet?.getCell('A3').value).toBe('=HYPERLINK("x")');
    expect(sheet?.getCell('A3').formula).toBeUndefined();
  });

  it('adds a BOM on request, and reads back through parseUpload', async () => {
    const rows = [
      ['Şikayet, acil', 'x"y'],
      ['çok\niyi', ''],
    ];
    const text = toCsv(['metin', 'neden'], rows, { bom: true });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(await parseUpload(Buffer.from(text, 'utf8'), 'failed.csv')).toMatchObject({ columns: ['metin', 'neden'], rows });
  });
});
