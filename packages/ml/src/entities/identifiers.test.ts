import { describe, expect, it } from 'vitest';
import { findEntities } from './find.js';
import { breakLastDigit, found, foundOf, groupBy4, makeCard, makeIban, makeTckn } from './generators.test-data.js';

describe('IBAN', () => {
  it('finds a Turkish IBAN in print format inside Turkish text, with its exact span', () => {
    const text = 'Lütfen TR33 0006 1005 1978 6457 8413 26 numaralı hesaba gönderin.';
    const [iban] = findEntities(text);
    expect(iban).toEqual({
      type: 'IBAN',
      text: 'TR33 0006 1005 1978 6457 8413 26',
      start: 7,
      end: 39,
      value: 'TR330006100519786457841326',
    });
  });

  it('finds compact, lower-case and foreign IBANs', () => {
    expect(foundOf('IBAN', 'iban: tr330006100519786457841326.')).toEqual([
      ['tr330006100519786457841326', 'TR330006100519786457841326'],
    ]);
    expect(foundOf('IBAN', 'DE89 3704 0044 0532 0130 00 / GB29NWBK60161331926819')).toEqual([
      ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
      ['GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
    ]);
    const generated = makeIban('TR', '0001000000123456789012');
    expect(foundOf('IBAN', `IBAN ${groupBy4(generated)}`)).toEqual([[groupBy4(generated), generated]]);
  });

  it('stops at the country length even when a group-shaped word follows', () => {
    expect(foundOf('IBAN', 'BE68 5390 0754 7034 kart ile')).toEqual([['BE68 5390 0754 7034', 'BE68539007547034']]);
  });

  it('does not report IBANs with a bad mod-97 check, a wrong length or an unknown country', () => {
    expect(foundOf('IBAN', 'TR33 0006 1005 1978 6457 8413 27')).toEqual([]);
    expect(foundOf('IBAN', 'TR33 0006 1005 1978 6457 8413 2')).toEqual([]);
    expect(foundOf('IBAN', makeIban('XX', '0006100519786457841326'))).toEqual([]);
    // A valid IBAN glued into a longer word is not one.
    expect(foundOf('IBAN', 'xTR330006100519786457841326')).toEqual([]);
  });
});

describe('TCKN', () => {
  it('finds valid numbers, including generated ones, with Turkish suffixes', () => {
    const other = makeTckn('384920175');
    expect(foundOf('TCKN', `TC kimlik no: 10000000146, eşiminki ${other}'dir`)).toEqual([
      ['10000000146', '10000000146'],
      [other, other],
    ]);
  });

  it('does not report 11-digit numbers failing the 10th or 11th digit rule, or starting with 0', () => {
    expect(foundOf('TCKN', 'TC 10000000147')).toEqual([]);
    expect(foundOf('TCKN', 'TC 10000000156')).toEqual([]);
    expect(foundOf('TCKN', `TC ${breakLastDigit(makeTckn('384920175'))}`)).toEqual([]);
    expect(found('numara 01234567890')).not.toContainEqual(expect.arrayContaining(['TCKN']));
  });

  it('does not take 11 digits out of a longer number', () => {
    expect(foundOf('TCKN', '100000001461')).toEqual([]);
    expect(foundOf('TCKN', '3.10000000146')).toEqual([]);
  });
});

describe('CARD', () => {
  it('finds a grouped card number inside Turkish text', () => {
    const text = 'Kartım 4111 1111 1111 1111 ile ödedim';
    expect(findEntities(text)).toEqual([
      { type: 'CARD', text: '4111 1111 1111 1111', start: 7, end: 26, value: '4111111111111111' },
    ]);
  });

  it('accepts compact, dashed, 15-digit Amex and 19-digit numbers', () => {
    const long = makeCard('622202000000000000');
    expect(foundOf('CARD', '5555-5555-5555-4444; 3782 822463 10005; 4111111111111111; ' + long)).toEqual([
      ['5555-5555-5555-4444', '5555555555554444'],
      ['3782 822463 10005', '378282246310005'],
      ['4111111111111111', '4111111111111111'],
      [long, long],
    ]);
  });

  it('does not report numbers failing Luhn', () => {
    expect(foundOf('CARD', 'Kart 4111 1111 1111 1112')).toEqual([]);
    expect(foundOf('CARD', breakLastDigit(makeCard('545454545454545')))).toEqual([]);
  });

  it('cuts the card out of a longer run of digit groups', () => {
    expect(foundOf('CARD', 'kart 4111 1111 1111 1111 12 taksit')).toEqual([['4111 1111 1111 1111', '4111111111111111']]);
    expect(foundOf('CARD', 'no 12 4111 1111 1111 1111')).toEqual([['4111 1111 1111 1111', '4111111111111111']]);
    expect(foundOf('CARD', '4111 1111 1111 1111 5555 5555 5555 4444')).toEqual([
      ['4111 1111 1111 1111', '4111111111111111'],
      ['5555 5555 5555 4444', '5555555555554444'],
    ]);
  });

  it('ignores lengths outside 13–19 and numbers starting with 0', () => {
    expect(foundOf('CARD', makeCard('41111111111'))).toEqual([]);
    expect(foundOf('CARD', makeCard('41111111111111111111'))).toEqual([]);
    expect(foundOf('CARD', '0000 0000 0000 0000')).toEqual([]);
  });

  it('optionally requires a known issuer prefix', () => {
    const unknownIssuer = makeCard('123456789012345');
    expect(foundOf('CARD', unknownIssuer)).toEqual([[unknownIssuer, unknownIssuer]]);
    expect(foundOf('CARD', unknownIssuer, { requireKnownCardIssuer: true })).toEqual([]);
    expect(foundOf('CARD', '4111111111111111', { requireKnownCardIssuer: true })).toHaveLength(1);
  });
});
