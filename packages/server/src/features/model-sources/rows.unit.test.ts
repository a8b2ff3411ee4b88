import { describe, expect, it } from 'vitest';
import { dateReader } from '../ingest/dates.js';
import { suggestRoles } from '../ingest/presenter.js';
import { parseDialogue, sortRows } from '../ingest/rows.js';
import { LabelResolver } from './labels.js';
import { rowReader, type Matching } from './rows.js';

describe('dateReader', () => {
  it('reads the token formats, with an optional time, in UTC', () => {
    expect(dateReader('DD.MM.YYYY')?.('01.03.2024')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(dateReader('DD.MM.YYYY')?.('1.3.2024 14:30')?.toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(dateReader('MM/DD/YYYY')?.('12/31/2024')?.toISOString()).toBe('2024-12-31T00:00:00.000Z');
    expect(dateReader('YYYY-MM-DDTHH:mm:ss')?.('2024-03-01T08:05:09')?.toISOString()).toBe('2024-03-01T08:05:09.000Z');
  });

  it('refuses impossible dates, other layouts and formats it cannot read', () => {
    expect(dateReader('DD.MM.YYYY')?.('31.02.2024')).toBeNull();
    expect(dateReader('DD.MM.YYYY')?.('2024-03-01')).toBeNull();
    expect(dateReader('DD.MM.YYYY')?.('01.13.2024')).toBeNull();
    expect(dateReader('someday')).toBeNull();
    expect(dateReader('DD.MM')).toBeNull();
    expect(dateReader('YYYY-YYYY-MM-DD')).toBeNull();
  });

  it('reads ISO 8601 with and without time and zone', () => {
    const iso = dateReader('ISO');
    expect(iso?.('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(iso?.('2024-03-01T10:00:00+03:00')?.toISOString()).toBe('2024-03-01T07:00:00.000Z');
    expect(iso?.('2024-03-01 10:00')?.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(iso?.('2024-02-30')).toBeNull();
    expect(iso?.('01.03.2024')).toBeNull();
  });
});

describe('parseDialogue', () => {
  it('reads JSON turns, an object with turns, and speaker lines (English and Turkish)', () => {
    expect(parseDialogue('[{"speaker":"Customer","text":"hi"},{"speaker":"agent","text":"hello","time":"00:02"}]')).toEqual([
      { speaker: 'customer', text: 'hi' },
      { speaker: 'agent', text: 'hello', time: '00:02' },
    ]);
    expect(parseDialogue('{"turns":[{"speaker":"bot","text":"menu"}]}')).toEqual([{ speaker: 'bot', text: 'menu' }]);
    expect(parseDialogue('Müşteri: kargom gelmedi\nTemsilci: kontrol ediyorum\nbir dakika')).toEqual([
      { speaker: 'customer', text: 'kargom gelmedi' },
      { speaker: 'agent', text: 'kontrol ediyorum\nbir dakika' },
    ]);
  });

  it('takes plain text as the customer, broken JSON as text, and nothing as nothing', () => {
    expect(parseDialogue('just a complaint')).toEqual([{ speaker: 'customer', text: 'just a complaint' }]);
    expect(parseDialogue('[not json')).toEqual([{ speaker: 'customer', text: '[not json' }]);
    expect(parseDialogue('  ')).toBeNull();
  });
});

describe('LabelResolver', () => {
  const labels = [
    { id: 'a', name: 'Late', path: 'Delivery > Late' },
    { id: 'b', name: 'Late', path: 'Refund > Late' },
    { id: 'c', name: 'İade', path: 'Ürün > İade' },
  ];
  it('reads ids, paths with either separator and unique names, folding case and Turkish letters', () => {
    const r = new LabelResolver(labels, 'CATEGORY');
    expect(r.resolve('a')).toBe('a');
    expect(r.resolve('delivery>late')).toBe('a');
    expect(r.resolve('Refund / Late')).toBe('b');
    expect(r.resolve('IADE')).toBe('c');
    expect(r.resolve('Late')).toBeNull();
    expect(r.resolve('Unknown')).toBeNull();
  });

  it('reads sentiment aliases on sentiment models', () => {
    const r = new LabelResolver(
      ['POSITIVE', 'NEUTRAL', 'NEGATIVE'].map((id) => ({ id, name: id, path: id })),
      'SENTIMENT',
    );
    expect([r.resolve('olumlu'), r.resolve('neg'), r.resolve('Nötr'), r.resolve('meh')]).toEqual([
      'POSITIVE',
      'NEGATIVE',
      'NEUTRAL',
      null,
    ]);
  });
});

const matching: Matching = {
  name: null,
  columns: [
    { column: 'id', role: 'ID' },
    { column: 'a', role: 'CONTENT' },
    { column: 'b', role: 'CONTENT' },
    { column: 'when', role: 'DATE' },
    { column: 'shop', role: 'ATTRIBUTE' },
  ],
  dateSource: 'COLUMN',
  dateFormat: 'YYYY-MM-DD',
  sortType: 'ASC',
  sortFields: [],
  labelColumn: 'label',
  labelSeparator: ';',
  labelStatus: 'AWAITING_APPROVAL',
  duplicates: 'UPDATE',
};
const columns = ['id', 'a', 'b', 'when', 'shop', 'label'];
const reader = (multiLabel: boolean, dialogue = false) =>
  rowReader({
    columns,
    matching,
    dialogue,
    multiLabel,
    resolver: new LabelResolver(
      [
        { id: 'x', name: 'X', path: 'X' },
        { id: 'y', name: 'Y', path: 'Y' },
      ],
      'CATEGORY',
    ),
    readDate: dateReader('YYYY-MM-DD') as NonNullable<ReturnType<typeof dateReader>>,
    userId: 'u1',
  });

describe('rowReader', () => {
  it('joins content columns and reads id, date, attributes and labels', () => {
    expect(reader(true)(['7', 'first', 'second', '2024-01-02', 'Kadıköy', 'X; y'])).toEqual({
      doc: {
        externalId: '7',
        text: 'first\n\nsecond',
        turns: null,
        contentDate: new Date('2024-01-02T00:00:00Z'),
        labelIds: ['x', 'y'],
        status: 'AWAITING_APPROVAL',
        labelledBy: 'u1',
        attributes: { shop: 'Kadıköy' },
      },
    });
    expect(reader(false)(['', 'text', '', '', '', ''])).toMatchObject({
      doc: { externalId: null, labelIds: [], status: 'UNMARKED' },
    });
  });

  it('dates every document by its upload when the matching says so, whatever a date cell holds', () => {
    const uploadedAt = new Date('2026-11-26T09:00:00Z');
    const read = rowReader({
      columns,
      matching: { ...matching, dateSource: 'UPLOAD_TIME', columns: matching.columns.filter((c) => c.role !== 'DATE') },
      dialogue: false,
      multiLabel: false,
      resolver: new LabelResolver([{ id: 'x', name: 'X', path: 'X' }], 'CATEGORY'),
      readDate: dateReader('YYYY-MM-DD') as NonNullable<ReturnType<typeof dateReader>>,
      userId: 'u1',
      uploadedAt,
    });
    expect(read(['7', 'first', '', 'not a date', '', 'X'])).toMatchObject({ doc: { contentDate: uploadedAt } });
  });

  it('says why a row cannot be a document', () => {
    const read = reader(false);
    const reason = (row: string[]) => (read(row) as { reason?: string }).reason?.split(':')[0];
    expect(reason(['1', ' ', '', '2024-01-01', '', ''])).toBe('DOCUMENT_CONTENT_REQUIRED');
    expect(reason(['1', 'ok', '', '2024-13-01', '', ''])).toBe('UPLOAD_DATE_INVALID');
    expect(reason(['1', 'ok', '', '', '', 'Z'])).toBe('MODEL_LABEL_UNKNOWN');
    expect(reason(['1', 'ok', '', '', '', 'X;Y'])).toBe('MODEL_SINGLE_LABEL_ONE_CATEGORY');
    // A text starting with = + - @ is text (escaping belongs to the files we write), and so are phone numbers.
    expect(read(['1', '@united (1/2) late', '', '', '@SUM(A1:A2)', ''])).toHaveProperty('doc');
    expect(read(['1', 'ok', '', '', '+90 532 000 00 00', ''])).toHaveProperty('doc');
  });

  it('reads dialogue cells into turns', () => {
    const result = reader(false, true)(['1', 'customer: hi\nagent: hello', 'customer: bye', '', '', '']);
    expect(result).toMatchObject({
      doc: {
        turns: [
          { speaker: 'customer', text: 'hi' },
          { speaker: 'agent', text: 'hello' },
          { speaker: 'customer', text: 'bye' },
        ],
        text: 'customer: hi\nagent: hello\ncustomer: bye',
      },
    });
  });
});

describe('sortRows and suggestRoles', () => {
  it('sorts by dates, numbers and text, stable for ties', () => {
    const rows = [
      ['1', 'b', '', '2024-01-03', '10', ''],
      ['2', 'a', '', '2024-01-01', '9', ''],
      ['3', 'c', '', '2024-01-03', '11', ''],
    ];
    const read = dateReader('YYYY-MM-DD') as NonNullable<ReturnType<typeof dateReader>>;
    const ids = (m: Partial<Matching>) => sortRows(rows, columns, { ...matching, ...m }, read).map((r) => r[0]);
    expect(ids({})).toEqual(['1', '2', '3']);
    expect(ids({ sortFields: ['when'] })).toEqual(['2', '1', '3']);
    expect(ids({ sortFields: ['when'], sortType: 'DESC' })).toEqual(['1', '3', '2']);
    expect(ids({ sortFields: ['shop'] })).toEqual(['2', '1', '3']);
  });

  it('guesses roles from values, names breaking ties', () => {
    expect(
      suggestRoles(
        ['Yorum', 'Tarih', 'Müşteri No', 'segment', 'notes', 'created_date'],
        [['a', '01.03.2024', '1', 'gold', 'a very long free text note written by the customer about it', '2024-03-01']],
      ),
    ).toEqual([
      { column: 'Yorum', role: 'CONTENT' },
      { column: 'Tarih', role: 'DATE', dateFormat: 'DD.MM.YYYY' },
      { column: 'Müşteri No', role: 'ID' },
      { column: 'segment', role: 'ATTRIBUTE' },
      { column: 'notes', role: 'CONTENT' },
      { column: 'created_date', role: 'ATTRIBUTE' },
    ]);
  });
});
