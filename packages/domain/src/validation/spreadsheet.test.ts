import { describe, expect, it } from 'vitest';
import { escapeForSpreadsheet, spreadsheetWouldEvaluate, unescapeSpreadsheet } from './spreadsheet.js';

describe('spreadsheet escaping', () => {
  it.each([
    '=1+1',
    '= HYPERLINK("http://evil.example")',
    '+SUM(A1)',
    '-A1',
    '- ok',
    '@united (1/2) late again',
    '\t=1',
    '\r@x',
    '+90 555 123 45 67',
  ])('escapes %j, which a spreadsheet would evaluate', (text) => {
    expect(spreadsheetWouldEvaluate(text)).toBe(true);
    expect(escapeForSpreadsheet(text)).toBe(`'${text}`);
    expect(unescapeSpreadsheet(escapeForSpreadsheet(text))).toBe(text);
  });

  it.each(['-31.1', '+5', '-5', '1e3', '-3,5', '-.5', 'email@example.com', 'a=b', '3-2', '', "'quoted"])(
    'leaves %j as it is (numbers are read as numbers)',
    (text) => {
      expect(spreadsheetWouldEvaluate(text)).toBe(false);
      expect(escapeForSpreadsheet(text)).toBe(text);
      expect(unescapeSpreadsheet(text)).toBe(text);
    },
  );
});
