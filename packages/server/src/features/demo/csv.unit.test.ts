import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';
import { generateDialogues } from './dialogues.js';
import { generateFeedback, type FeedbackRow } from './feedback.js';

const now = new Date('2026-03-01T12:00:00Z');
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('writes the header id,date,text,category and one record per row', () => {
    const rows = generateFeedback({ seed: 3, count: 40, now });
    const records = parse(toCsv(rows));
    expect(records[0]).toEqual(['id', 'date', 'text', 'category']);
    expect(records).toHaveLength(41);
    expect(records[1]).toEqual([rows[0]?.id, rows[0]?.date.toISOString().slice(0, 10), rows[0]?.text, expect.any(String)]);
  });

  it('round-trips quotes, commas, line breaks, edge spaces and emoji', () => {
    const base = generateFeedback({ seed: 3, count: 1, now })[0] as FeedbackRow;
    const texts = ['He said "never again", twice', 'line one\nline two\r\nline three', '  padded  ', 'kargo hızlı 👍', '"'];
    const rows = texts.map((text, i) => ({ ...base, id: `X-${i}`, text }));
    const records = parse(toCsv(rows)).slice(1);
    expect(records.map((r) => r[2])).toEqual(texts);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a"b')).toBe('"a""b"');
  });

  it('names categories in the chosen language and style, joining multi-label rows with ;', () => {
    const rows = generateFeedback({ seed: 9, count: 200, multiLabelShare: 0.5, now });
    const en = parse(toCsv(rows)).slice(1);
    const multi = en.find((r) => (r[3] ?? '').includes(';'));
    expect(multi?.[3]?.split(';')).toHaveLength(2);
    const tr = parse(toCsv(rows, { labelLanguage: 'tr', labelStyle: 'path', separator: '|' })).slice(1);
    expect(tr.some((r) => (r[3] ?? '').includes(' > ') && (r[3] ?? '').includes('|'))).toBe(true);
    expect(tr.some((r) => r[3]?.startsWith('Teslimat > '))).toBe(true);
  });

  it('can leave rows unlabelled and add attribute columns', () => {
    const rows = generateFeedback({ seed: 3, count: 10, now });
    const records = parse(toCsv(rows, { extraColumns: true, labelled: (_r, i) => i < 5 }));
    expect(records[0]).toEqual(['id', 'date', 'text', 'category', 'language', 'sentiment', 'nps', 'channel', 'customer_id']);
    expect(records.slice(1, 6).every((r) => r[3] !== '')).toBe(true);
    expect(records.slice(6).every((r) => r[3] === '')).toBe(true);
    expect(records[1]?.[6]).toBe(String(rows[0]?.nps));
  });

  it('writes dialogues as "speaker: text" lines in one cell', () => {
    const dialogues = generateDialogues({ seed: 1, count: 5, language: 'en', now });
    const records = parse(toCsv(dialogues)).slice(1);
    const lines = records[0]?.[2]?.split('\n') ?? [];
    expect(lines).toHaveLength(dialogues[0]?.turns.length ?? -1);
    expect(lines[1]).toMatch(/^(customer|agent|bot): /);
  });
});
