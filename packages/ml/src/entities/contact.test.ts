import { describe, expect, it } from 'vitest';
import { foundOf } from './generators.test-data.js';

describe('EMAIL', () => {
  it('finds addresses with sub-domains, plus tags and Turkish letters, and lower-cases the value', () => {
    expect(foundOf('EMAIL', 'Bana Ali.Veli+destek@Firma.com.tr adresinden, ya da şule@örnek.com’dan yazın.')).toEqual([
      ['Ali.Veli+destek@Firma.com.tr', 'ali.veli+destek@firma.com.tr'],
      ['şule@örnek.com', 'şule@örnek.com'],
    ]);
  });

  it('leaves out trailing punctuation and rejects addresses without a top-level domain', () => {
    expect(foundOf('EMAIL', '(mail: a@b.co).')).toEqual([['a@b.co', 'a@b.co']]);
    expect(foundOf('EMAIL', 'user@localhost, @mention, a@b.c, a@.com, .@x.com, a.@x.com')).toEqual([]);
    expect(foundOf('EMAIL', '@ali: ali@x.co')).toEqual([['ali@x.co', 'ali@x.co']]);
  });
});

describe('PHONE', () => {
  it('finds Turkish mobile numbers in the usual formats, normalised to E.164', () => {
    const formats = [
      '+90 532 123 45 67',
      '+90 (532) 123 45 67',
      '+905321234567',
      '0090 532 123 45 67',
      '0 (532) 123 45 67',
      '0532 123 45 67',
      '0532-123-45-67',
      '0532.123.45.67',
      '05321234567',
      '(0532) 123 4567',
      '532 123 45 67',
      '5321234567',
    ];
    for (const phone of formats)
      expect(foundOf('PHONE', `Beni ${phone} numarasından arayın`)).toEqual([[phone, '+905321234567']]);
  });

  it('finds landlines, 0850 and 444 numbers', () => {
    expect(foundOf('PHONE', 'Ofis: 0212 123 45 67, merkez 0 (312) 555 66 77, çağrı 0850 222 33 44, 444 0 333')).toEqual([
      ['0212 123 45 67', '+902121234567'],
      ['0 (312) 555 66 77', '+903125556677'],
      ['0850 222 33 44', '+908502223344'],
      ['444 0 333', '+904440333'],
    ]);
  });

  it('finds international numbers with a + country code', () => {
    expect(foundOf('PHONE', 'US: +1 (555) 123-4567, DE: +49 30 1234567.')).toEqual([
      ['+1 (555) 123-4567', '+15551234567'],
      ['+49 30 1234567', '+49301234567'],
    ]);
  });

  it('does not read other numbers as phones', () => {
    // A landline without its 0 looks like any 10-digit number; a Turkish number with a wrong area code; too short.
    expect(foundOf('PHONE', '2121234567 ile 0612 123 45 67 ve 0532 123 45 ve +12 345')).toEqual([]);
    expect(foundOf('PHONE', 'tutar 1.532.123,45 TL')).toEqual([]);
  });
});
