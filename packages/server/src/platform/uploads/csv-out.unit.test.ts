import { describe, expect, it } from 'vitest';
import { formulaInjection, parseUpload, toCsv } from './parse.js';

describe('formulaInjection', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("http://evil.example","click")',
    '+SUM(A1:A3)',
    '-A1',
    '-$B$2*3',
    '@SUM(1,2)',
    '+=1',
    "-2+3+cmd|' /C calc'!A0",
    "=cmd|' /C notepad'!A0",
    '\t=1+1',
    '\r@foo(1)',
  ])('flags %j', (cell) => {
    expect(formulaInjection(cell)).toBe(true);
  });

  it.each([
    '-5',
    '+90 555 123 45 67',
    '- ok',
    '-- great service',
    '@john thanks!',
    '= ',
    'email@example.com',
    'a=b',
    '',
    '3-2',
    '\tplain',
  ])('lets %j pass', (cell) => {
    expect(formulaInjection(cell)).toBe(false);
  });
});

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

  it('escapes every cell starting with = + - @ tab or CR with a leading apostrophe', () => {
    expect(toCsv(['c'], [['=1+1'], ['-5'], ['+SUM(A1)'], ['= HYPERLINK("http://evil.example")'], ['@john'], ['a=b']])).toBe(
      'c\r\n\'=1+1\r\n\'-5\r\n\'+SUM(A1)\r\n"\'= HYPERLINK(""http://evil.example"")"\r\n\'@john\r\na=b\r\n',
    );
    expect(toCsv(['c'], [['\t=1'], ['\r@x']])).toBe('c\r\n\'\t=1\r\n"\'\r@x"\r\n');
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
