import { describe, expect, it } from 'vitest';
import { hasKnownCardIssuer, isLuhnValid, isValidDate, isValidIban, isValidTckn } from './checksums.js';
import { breakLastDigit, groupBy4, makeCard, makeIban, makeTckn } from './generators.test-data.js';

describe('isValidTckn', () => {
  it('accepts the well-known test number and generated ones', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    for (const first9 of ['123456789', '987654321', '555555555', '100000001', '349172605']) {
      expect(isValidTckn(makeTckn(first9))).toBe(true);
    }
  });

  it('rejects a wrong 10th digit and a wrong 11th digit', () => {
    expect(isValidTckn('10000000156')).toBe(false); // 10th digit 5 instead of 4 (11th adjusted to stay consistent)
    expect(isValidTckn('10000000147')).toBe(false);
    for (const first9 of ['123456789', '987654321']) expect(isValidTckn(breakLastDigit(makeTckn(first9)))).toBe(false);
  });

  it('rejects a leading zero, other lengths and non-digits', () => {
    // 0 + a valid-looking rest: the checksum rules alone would pass it.
    expect(isValidTckn('00000000000')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('100000001460')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
  });
});

describe('isValidIban', () => {
  it('accepts registry examples of several countries, compact or grouped, any case', () => {
    for (const iban of [
      'TR33 0006 1005 1978 6457 8413 26',
      'DE89 3704 0044 0532 0130 00',
      'GB29 NWBK 6016 1331 9268 19',
      'BE68 5390 0754 7034',
      'NO93 8601 1117 947',
      'FR14 2004 1010 0505 0001 3M02 606',
    ]) {
      expect(isValidIban(iban)).toBe(true);
      expect(isValidIban(iban.replace(/ /gu, '').toLowerCase())).toBe(true);
    }
    expect(isValidIban(makeIban('TR', '0006701000000012345678'))).toBe(true);
  });

  it('rejects a changed digit, a transposition, and a wrong length for the country', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 27')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8431 26')).toBe(false);
    // Valid mod 97, but a Turkish IBAN has 26 characters.
    expect(isValidIban(makeIban('TR', '0006100519786457841'))).toBe(false);
  });

  it('rejects unknown countries and check digits outside 02–98', () => {
    expect(isValidIban(makeIban('XX', '000610051978645784132'))).toBe(false);
    // 01 and 98 are congruent mod 97, so "01" passes the mod-97 test where "98" is the real check.
    const iban = Array.from({ length: 100 }, (_, i) => makeIban('DE', `3704004405320130${String(i).padStart(2, '0')}`)).find(
      (candidate) => candidate.startsWith('DE98'),
    );
    if (iban === undefined) throw new Error('no BBAN with check digits 98 among 100 consecutive ones');
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(`DE01${iban.slice(4)}`)).toBe(false);
  });
});

describe('isLuhnValid', () => {
  it('accepts the well-known test cards and generated numbers', () => {
    for (const card of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '3530111333300000']) {
      expect(isLuhnValid(card)).toBe(true);
    }
    expect(isLuhnValid(makeCard('979200000000001'))).toBe(true);
  });

  it('rejects a changed digit and an adjacent transposition', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid(breakLastDigit(makeCard('545454545454545')))).toBe(false);
    expect(isLuhnValid('4111111111111121')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false); // digits only
  });
});

describe('hasKnownCardIssuer', () => {
  it('knows the major schemes and not other prefixes', () => {
    for (const p of ['4111', '5555', '2221', '3782', '6011', '3530', '3056', '6200', '9792']) {
      expect(hasKnownCardIssuer(`${p}000000000000`)).toBe(true);
    }
    for (const p of ['1234', '7000', '8600', '9000', '3100']) expect(hasKnownCardIssuer(`${p}000000000000`)).toBe(false);
  });
});

describe('isValidDate', () => {
  it('follows month lengths and Gregorian leap years', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(2024, 4, 31)).toBe(false);
    expect(isValidDate(2024, 13, 1)).toBe(false);
    expect(isValidDate(2024, 1, 0)).toBe(false);
  });
});

describe('generators', () => {
  it('reproduce the well-known numbers', () => {
    expect(makeTckn('100000001')).toBe('10000000146');
    expect(groupBy4(makeIban('TR', '0006100519786457841326'.slice(0, 22)))).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(makeCard('411111111111111')).toBe('4111111111111111');
  });
});
