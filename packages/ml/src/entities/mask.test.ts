import { describe, expect, it } from 'vitest';
import { findEntities } from './find.js';
import { maskEntities } from './mask.js';
import type { EntityMapping } from './types.js';

const TEXT =
  'Kartım 4111 1111 1111 1111, IBAN TR33 0006 1005 1978 6457 8413 26, tel +90 532 123 45 67, ' +
  'mail ali.veli@firma.com.tr, TC 10000000146. 12.03.2024 tarihli sipariş no: 123456, 1.250,50 TL.';

describe('maskEntities', () => {
  it('masks personal data by default and keeps dates, amounts and order numbers', () => {
    const { text, masked } = maskEntities(TEXT);
    expect(text).toBe(
      'Kartım [CARD], IBAN [IBAN], tel [PHONE], mail [EMAIL], TC [TCKN]. 12.03.2024 tarihli sipariş no: 123456, 1.250,50 TL.',
    );
    expect(masked.map((e) => e.type)).toEqual(['CARD', 'IBAN', 'PHONE', 'EMAIL', 'TCKN']);
    for (const e of masked) expect(TEXT.slice(e.start, e.end)).toBe(e.text);
  });

  it('keeps the last digits and the layout in partial style', () => {
    expect(maskEntities(TEXT, { style: 'partial' }).text).toBe(
      'Kartım **** **** **** 1111, IBAN TR** **** **** **** **** **13 26, tel +** *** *** ** 67, ' +
        'mail a***@firma.com.tr, TC *********46. 12.03.2024 tarihli sipariş no: 123456, 1.250,50 TL.',
    );
  });

  it('masks the types it is told to, with a custom placeholder', () => {
    const { text } = maskEntities(TEXT, { types: ['DATE', 'AMOUNT', 'ORDER_NUMBER'], style: (e) => `<${e.type.toLowerCase()}>` });
    expect(text).toBe(
      'Kartım 4111 1111 1111 1111, IBAN TR33 0006 1005 1978 6457 8413 26, tel +90 532 123 45 67, ' +
        'mail ali.veli@firma.com.tr, TC 10000000146. <date> tarihli sipariş no: <order_number>, <amount>.',
    );
  });

  it('finds entities with the given options, mappings included, and masks mapped types on request', () => {
    const mappings: EntityMapping[] = [{ name: 'PERSON', source: 'Ali Veli', regex: false }];
    const text = 'Ali Veli, 0532 123 45 67';
    expect(maskEntities(text, { find: { mappings }, types: ['PERSON', 'PHONE'] }).text).toBe('[PERSON], [PHONE]');
    expect(maskEntities(text, { find: { mappings } }).text).toBe('Ali Veli, [PHONE]');
  });

  it('accepts entities found earlier, and masks only the first of overlapping ones', () => {
    const text = 'tel 0532 123 45 67';
    const [phone] = findEntities(text);
    if (phone === undefined) throw new Error('no phone found');
    const inner = { type: 'PHONE', text: '123', start: 9, end: 12 };
    expect(maskEntities(text, [inner, phone])).toEqual({ text: 'tel [PHONE]', masked: [phone] });
    expect(maskEntities(text, [])).toEqual({ text, masked: [] });
  });

  it('refuses entities that do not match the text, rather than mask the wrong characters', () => {
    const stale = { type: 'PHONE', text: '0532 123 45 67', start: 0, end: 14 };
    expect(() => maskEntities('tel 0532 123 45 67', [stale])).toThrow('entity PHONE "0532 123 45 67" does not match the text');
  });
});
