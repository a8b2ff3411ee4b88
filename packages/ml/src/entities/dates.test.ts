import { describe, expect, it } from 'vitest';
import { foundOf } from './generators.test-data.js';

describe('DATE', () => {
  it('reads numeric dates day-first, and ISO dates', () => {
    expect(foundOf('DATE', '12.03.2024, 5/3/2024, 01-12-2023, 2024-03-12 ve 2024-03-12T10:30')).toEqual([
      ['12.03.2024', '2024-03-12'],
      ['5/3/2024', '2024-03-05'],
      ['01-12-2023', '2023-12-01'],
      ['2024-03-12', '2024-03-12'],
      ['2024-03-12', '2024-03-12'],
    ]);
  });

  it('reads an impossible day-first date with slashes month-first', () => {
    expect(foundOf('DATE', 'due 12/31/2024')).toEqual([['12/31/2024', '2024-12-31']]);
    expect(foundOf('DATE', '12.31.2024')).toEqual([]);
  });

  it('does not report impossible dates', () => {
    expect(foundOf('DATE', '31.02.2024 29.02.2023 31/04/2024 2024-13-01 32.01.2024 00.01.2024')).toEqual([]);
    expect(foundOf('DATE', '29.02.2024')).toEqual([['29.02.2024', '2024-02-29']]);
  });

  it('needs one separator throughout and a four-digit year in range', () => {
    expect(foundOf('DATE', '12.03/2024 12.03.24 12.03.0024 1.2.3.2024')).toEqual([]);
  });

  it('reads Turkish month names in any case, with or without diacritics and suffixes', () => {
    expect(foundOf('DATE', "12 Mart 2024'te, 1 ŞUBAT 2023, 5 mayis 2022, 3 Ağustos, 30 NİSAN 2024 ve 9 Eylul 2021'de")).toEqual([
      ['12 Mart 2024', '2024-03-12'],
      ['1 ŞUBAT 2023', '2023-02-01'],
      ['5 mayis 2022', '2022-05-05'],
      ['3 Ağustos', '--08-03'],
      ['30 NİSAN 2024', '2024-04-30'],
      ['9 Eylul 2021', '2021-09-09'],
    ]);
  });

  it('reads English dates, month first or day first', () => {
    expect(foundOf('DATE', 'On March 12, 2024, Mar. 5th 2023, 1st of May 2020, 7 Dec 2019 and June 3.')).toEqual([
      ['March 12, 2024', '2024-03-12'],
      ['Mar. 5th 2023', '2023-03-05'],
      ['1st of May 2020', '2020-05-01'],
      ['7 Dec 2019', '2019-12-07'],
      ['June 3', '--06-03'],
    ]);
  });

  it('does not report impossible named dates, and allows 29 February without a year', () => {
    expect(foundOf('DATE', '31 Şubat 2024, 30 February, 29 Şubat 2023, 31 Nisan')).toEqual([]);
    expect(foundOf('DATE', '29 Şubat')).toEqual([['29 Şubat', '--02-29']]);
  });

  it('does not take month names out of other words', () => {
    expect(foundOf('DATE', '3 martı, 5 market, 2 sepet, 10 mayonez')).toEqual([]);
  });
});
