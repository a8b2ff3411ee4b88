import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { parseUpload } from './parse.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

/** The AppError a bad file gets, for asserting its code and message. */
async function refusal(data: Buffer, name: string, limits?: { maxRows?: number }): Promise<AppError> {
  try {
    await parseUpload(data, name, limits);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the file was accepted');
}

async function xlsx(build: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book.addWorksheet('Data'), book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('parseUpload: CSV', () => {
  it('reads a comma-separated file', async () => {
    expect(await parseUpload(csv('text,label\nHello,POSITIVE\nBad service,NEGATIVE\n'), 'a.csv')).toEqual({
      fileType: 'CSV',
      columns: ['text', 'label'],
      rows: [
        ['Hello', 'POSITIVE'],
        ['Bad service', 'NEGATIVE'],
      ],
    });
  });

  it('detects semicolons and tabs (Turkish Excel, TSV)', async () => {
    const semi = await parseUpload(csv('metin;etiket;tarih\nGüzel, hızlı;OLUMLU;01.03.2024\r\n'), 'tr.csv');
    expect(semi.columns).toEqual(['metin', 'etiket', 'tarih']);
    expect(semi.rows).toEqual([['Güzel, hızlı', 'OLUMLU', '01.03.2024']]);
    const tab = await parseUpload(csv('a\tb\n1\t2\n'), 'x.tsv');
    expect(tab.rows).toEqual([['1', '2']]);
  });

  it('keeps newlines and quotes inside quoted fields, and skips blank lines', async () => {
    const table = await parseUpload(csv('id,text\n1,"line one\nline two"\n\n2,"she said ""hi"""\n'), 'q.csv');
    expect(table.rows).toEqual([
      ['1', 'line one\nline two'],
      ['2', 'she said "hi"'],
    ]);
  });

  it('accepts a UTF-8 BOM and keeps Turkish characters', async () => {
    const data = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('Metin,Şehir\nİyi ışık,Iğdır\n')]);
    const table = await parseUpload(data, 'bom.csv');
    expect(table.columns).toEqual(['Metin', 'Şehir']);
    expect(table.rows).toEqual([['İyi ışık', 'Iğdır']]);
  });

  it('decodes UTF-16 with a BOM (Excel "Unicode text")', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\tb\nçay\tşeker\n', 'utf16le')]);
    expect((await parseUpload(le, 'u.txt')).rows).toEqual([['çay', 'şeker']]);
    const beBody = Buffer.from('a,b\nğ,ü\n', 'utf16le').swap16();
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), beBody]);
    expect((await parseUpload(be, 'u.csv')).rows).toEqual([['ğ', 'ü']]);
  });

  it('trims header names', async () => {
    expect((await parseUpload(csv(' text , label\nx,y\n'), 'a.csv')).columns).toEqual(['text', 'label']);
  });

  it('refuses latin-1 bytes with UPLOAD_ENCODING and the line', async () => {
    const data = Buffer.concat([csv('text\nfine\n'), Buffer.from([0x47, 0xfc, 0x7a, 0x65, 0x6c, 0x0a])]); // "Güzel" in latin-1
    const err = await refusal(data, 'l1.csv');
    expect(err).toMatchObject({ status: 400, messageCode: 'UPLOAD_ENCODING', data: { line: 3 } });
    expect(err.message).toContain('line 3');
  });

  it('refuses broken quoting with UPLOAD_MALFORMED and the line where it starts', async () => {
    const err = await refusal(csv('id,text\n1,ok\n2,"multi\nline"\n3,"never closed\n4,x\n'), 'b.csv');
    expect(err).toMatchObject({ status: 400, messageCode: 'UPLOAD_MALFORMED', data: { line: 5 } });
    expect(err.message).toContain('line 5');
  });

  it('refuses a row with another field count, naming its line', async () => {
    const err = await refusal(csv('a,b,c\n1,2,3\n\n"x\ny",2,3\n4,5\n'), 'f.csv');
    expect(err).toMatchObject({ messageCode: 'UPLOAD_MALFORMED', data: { line: 6 } });
    expect(err.message).toContain('Line 6 has 2 fields; the header has 3');
  });

  it('refuses an empty file and a header without rows with UPLOAD_EMPTY', async () => {
    expect(await refusal(csv(''), 'e.csv')).toMatchObject({ status: 400, messageCode: 'UPLOAD_EMPTY' });
    expect(await refusal(csv('\n\n'), 'e.csv')).toMatchObject({ messageCode: 'UPLOAD_EMPTY' });
    expect(await refusal(csv('text,label\n'), 'h.csv')).toMatchObject({ messageCode: 'UPLOAD_EMPTY' });
  });

  it('refuses empty and repeated header names with UPLOAD_HEADER_INVALID', async () => {
    const dup = await refusal(csv('text,Label,label\n1,2,3\n'), 'd.csv');
    expect(dup).toMatchObject({ status: 400, messageCode: 'UPLOAD_HEADER_INVALID', data: { column: 'label' } });
    expect(dup.message).toContain('columns 2 and 3');
    expect(await refusal(csv('text,,label\n1,2,3\n'), 'd.csv')).toMatchObject({ messageCode: 'UPLOAD_HEADER_INVALID' });
    // Turkish dotted/dotless I fold the Turkish way: "İl" and "il" are the same name.
    expect(await refusal(csv('İl,il\n1,2\n'), 'd.csv')).toMatchObject({ messageCode: 'UPLOAD_HEADER_INVALID' });
  });

  it('refuses more rows than the limit with UPLOAD_TOO_MANY_ROWS', async () => {
    const body = Array.from({ length: 11 }, (_, i) => `row ${i}`).join('\n');
    expect(await refusal(csv(`text\n${body}\n`), 'big.csv', { maxRows: 10 })).toMatchObject({
      messageCode: 'UPLOAD_TOO_MANY_ROWS',
    });
    expect((await parseUpload(csv(`text\n${body}\n`), 'ok.csv', { maxRows: 11 })).rows).toHaveLength(11);
  });

  it('holds 200,000 rows by default and refuses one more', async () => {
    const lines = Array.from({ length: 200_001 }, (_, i) => `${i},text ${i}`);
    const ok = await parseUpload(csv(`id,text\n${lines.slice(0, 200_000).join('\n')}`), 'max.csv');
    expect(ok.rows).toHaveLength(200_000);
    expect(await refusal(csv(`id,text\n${lines.join('\n')}`), 'over.csv')).toMatchObject({
      messageCode: 'UPLOAD_TOO_MANY_ROWS',
    });
    // ≈1 s alone; the default 5 s is too tight when the whole suite shares two cores.
  }, 30_000);
});

describe('parseUpload: file type', () => {
  it('refuses other extensions and content that does not match the name', async () => {
    expect(await refusal(csv('a,b\n1,2\n'), 'notes.pdf')).toMatchObject({ status: 400, messageCode: 'UPLOAD_FILE_TYPE' });
    expect(await refusal(csv('a,b\n1,2\n'), 'noext')).toMatchObject({ messageCode: 'UPLOAD_FILE_TYPE' });
    expect(await refusal(csv('a,b\n1,2\n'), 'fake.xlsx')).toMatchObject({ messageCode: 'UPLOAD_FILE_TYPE' });
    const book = await xlsx((s) => s.addRow(['a']));
    expect(await refusal(book, 'renamed.csv')).toMatchObject({ messageCode: 'UPLOAD_FILE_TYPE' });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await refusal(xls, 'old.csv')).toMatchObject({ messageCode: 'UPLOAD_FILE_TYPE' });
    expect(await refusal(Buffer.from([0x61, 0x00, 0x62, 0x0a]), 'bin.csv')).toMatchObject({ messageCode: 'UPLOAD_FILE_TYPE' });
  });

  it('takes the extension case-insensitively', async () => {
    expect((await parseUpload(csv('a\n1\n'), 'DATA.CSV')).rows).toEqual([['1']]);
  });
});

describe('parseUpload: XLSX', () => {
  it('reads the first worksheet with dates as ISO text, numbers and rich text as text', async () => {
    const data = await xlsx((sheet, book) => {
      sheet.addRow(['Text', 'Date', 'Score', 'When']);
      sheet.addRow(['Çok güzel', new Date(Date.UTC(2024, 2, 1)), 4.5, new Date(Date.UTC(2024, 2, 1, 14, 30))]);
      sheet.addRow([{ richText: [{ text: 'Bold ' }, { text: 'part' }] }, null, 0, null]);
      sheet.addRow([]);
      sheet.addRow([{ text: 'link', hyperlink: 'https://example.com' }, null, true, null]);
      book.addWorksheet('Other').addRow(['ignored']);
    });
    expect(await parseUpload(data, 'book.xlsx')).toEqual({
      fileType: 'XLSX',
      columns: ['Text', 'Date', 'Score', 'When'],
      rows: [
        ['Çok güzel', '2024-03-01', '4.5', '2024-03-01T14:30:00'],
        ['Bold part', '', '0', ''],
        ['link', '', 'true', ''],
      ],
    });
  });

  it('reads a formula cell as the value the sheet shows, and texts starting with = + - @ as they are', async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(['text', 'n']);
      sheet.addRow(['ok', { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' }]);
      sheet.addRow(['@united (1/2) late', { formula: 'A1*2', result: -4 }]);
    });
    expect((await parseUpload(data, 'f.xlsx')).rows).toEqual([
      ['ok', 'x'],
      ['@united (1/2) late', '-4'],
    ]);
  });

  it('finds a table that starts below and right of A1', async () => {
    const data = await xlsx((sheet) => {
      sheet.getCell('B3').value = 'text';
      sheet.getCell('C3').value = 'label';
      sheet.getCell('B4').value = 'x';
    });
    expect(await parseUpload(data, 'offset.xlsx')).toMatchObject({ columns: ['text', 'label'], rows: [['x', '']] });
  });

  it('refuses a workbook with only a header, or no rows', async () => {
    expect(await refusal(await xlsx((s) => s.addRow(['text', 'label'])), 'h.xlsx')).toMatchObject({
      messageCode: 'UPLOAD_EMPTY',
    });
    expect(await refusal(await xlsx(() => {}), 'e.xlsx')).toMatchObject({ messageCode: 'UPLOAD_EMPTY' });
  });

  it('refuses a value under a column without a name, and repeated names', async () => {
    const unnamed = await xlsx((s) => {
      s.addRow(['text']);
      s.addRow(['a', 'stray']);
    });
    expect(await refusal(unnamed, 'u.xlsx')).toMatchObject({ messageCode: 'UPLOAD_HEADER_INVALID' });
    const dup = await xlsx((s) => {
      s.addRow(['text', 'text']);
      s.addRow(['a', 'b']);
    });
    expect(await refusal(dup, 'd.xlsx')).toMatchObject({ messageCode: 'UPLOAD_HEADER_INVALID' });
  });

  it('refuses a broken workbook with UPLOAD_MALFORMED', async () => {
    const data = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    expect(await refusal(data, 'broken.xlsx')).toMatchObject({ messageCode: 'UPLOAD_MALFORMED' });
  });

  it('refuses too many rows', async () => {
    const data = await xlsx((s) => {
      s.addRow(['text']);
      for (let i = 0; i < 6; i++) s.addRow([`r${i}`]);
    });
    expect(await refusal(data, 'big.xlsx', { maxRows: 5 })).toMatchObject({ messageCode: 'UPLOAD_TOO_MANY_ROWS' });
  });
});

describe('parseUpload: JSON', () => {
  it('reads an array of objects with the union of keys in first-seen order', async () => {
    const data = csv(
      JSON.stringify([
        { text: 'a', label: 'X' },
        { text: 'b', date: '2024-01-02', score: 3, ok: true, none: null },
      ]),
    );
    expect(await parseUpload(data, 'docs.json')).toEqual({
      fileType: 'JSON',
      columns: ['text', 'label', 'date', 'score', 'ok', 'none'],
      rows: [
        ['a', 'X', '', '', '', ''],
        ['b', '', '2024-01-02', '3', 'true', ''],
      ],
    });
  });

  it('reads { documents: [...] } and keeps dialogue turns as JSON text', async () => {
    const turns = [
      { speaker: 'customer', text: 'Kartım çalışmıyor' },
      { speaker: 'agent', text: 'Hemen bakıyorum' },
    ];
    const table = await parseUpload(csv(JSON.stringify({ documents: [{ id: 'd1', turns }] })), 'dialogues.json');
    expect(table.columns).toEqual(['id', 'turns']);
    expect(JSON.parse(table.rows[0]?.[1] ?? '')).toEqual(turns);
  });

  it('refuses broken JSON, other shapes, and non-object items with UPLOAD_MALFORMED', async () => {
    expect(await refusal(csv('[{"text": "a"'), 'b.json')).toMatchObject({ messageCode: 'UPLOAD_MALFORMED' });
    expect(await refusal(csv('{"rows": []}'), 'b.json')).toMatchObject({ messageCode: 'UPLOAD_MALFORMED' });
    const item = await refusal(csv('[{"text": "a"}, "b"]'), 'b.json');
    expect(item).toMatchObject({ messageCode: 'UPLOAD_MALFORMED' });
    expect(item.message).toContain('Item 2');
  });

  it('refuses an empty list, too many items, and an empty key', async () => {
    expect(await refusal(csv('[]'), 'e.json')).toMatchObject({ messageCode: 'UPLOAD_EMPTY' });
    expect(await refusal(csv('{"documents": []}'), 'e.json')).toMatchObject({ messageCode: 'UPLOAD_EMPTY' });
    expect(await refusal(csv(JSON.stringify([{ a: 1 }, { a: 2 }, { a: 3 }])), 'm.json', { maxRows: 2 })).toMatchObject({
      messageCode: 'UPLOAD_TOO_MANY_ROWS',
    });
    expect(await refusal(csv('[{"": "x"}]'), 'k.json')).toMatchObject({ messageCode: 'UPLOAD_HEADER_INVALID' });
  });
});
