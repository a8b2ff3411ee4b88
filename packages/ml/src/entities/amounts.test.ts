import { describe, expect, it } from 'vitest';
import { parseNumber } from './amounts.js';
import { foundOf } from './generators.test-data.js';

describe('parseNumber', () => {
  it('tells decimal from thousands separators', () => {
    expect(parseNumber('1.250,50')).toBe('1250.50');
    expect(parseNumber('1,250.50')).toBe('1250.50');
    expect(parseNumber('1250,5')).toBe('1250.5');
    expect(parseNumber('12.99')).toBe('12.99');
    expect(parseNumber('1.250')).toBe('1250');
    expect(parseNumber('1,250')).toBe('1250');
    expect(parseNumber('1.250.000')).toBe('1250000');
    expect(parseNumber('0,50')).toBe('0.50');
    expect(parseNumber('007')).toBe('7');
  });

  it('rejects separators that make no sense', () => {
    for (const n of ['1.25.0', '1.250.50', '1234.567', '12,50,00', '1.250,500', '1,2.5']) expect(parseNumber(n)).toBeNull();
  });
});

describe('AMOUNT', () => {
  it('reads currencies after the number, with Turkish formatting', () => {
    expect(foundOf('AMOUNT', 'Toplam 1.250,50 TL, kargo 100TL, iade 12,5 tl ve 250 Türk Lirası oldu.')).toEqual([
      ['1.250,50 TL', '1250.50 TRY'],
      ['100TL', '100 TRY'],
      ['12,5 tl', '12.5 TRY'],
      ['250 Türk Lirası', '250 TRY'],
    ]);
  });

  it('reads currencies before the number', () => {
    expect(foundOf('AMOUNT', '₺100, $12.99, € 20, £5, US$ 7, USD 1,250.50 and EUR20.')).toEqual([
      ['₺100', '100 TRY'],
      ['$12.99', '12.99 USD'],
      ['€ 20', '20 EUR'],
      ['£5', '5 GBP'],
      ['US$ 7', '7 USD'],
      ['USD 1,250.50', '1250.50 USD'],
      ['EUR20', '20 EUR'],
    ]);
  });

  it('reads currency names; Turkish suffixes stay outside the span', () => {
    expect(foundOf('AMOUNT', "100 USD, 50 euro, 20 dolara, 300 liralık, 5 dollars, 100 TL'ye")).toEqual([
      ['100 USD', '100 USD'],
      ['50 euro', '50 EUR'],
      ['20 dolar', '20 USD'],
      ['300 lira', '300 TRY'],
      ['5 dollars', '5 USD'],
      ['100 TL', '100 TRY'],
    ]);
  });

  it('needs a currency, and does not read words that only start like one', () => {
    expect(foundOf('AMOUNT', '100 adet, 3 european countries, 100 try again, 5 TLX, 1.25.0 TL')).toEqual([]);
  });
});
