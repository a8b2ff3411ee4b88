import { describe, expect, it, vi } from 'vitest';
import { consoleWarn, formatUrlDate, parseUrlDate } from './url-date.js';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('parseUrlDate', () => {
  it('reads a date without T as the start of the day, or its end with the end flag', () => {
    expect(iso(parseUrlDate('2024-03-01'))).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01', { end: true }))).toBe('2024-03-01T23:59:59.999Z');
    expect(iso(parseUrlDate('2024-03-01', { timeZone: IST }))).toBe('2024-02-29T21:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01', { timeZone: IST, end: true }))).toBe('2024-03-01T20:59:59.999Z');
  });

  it('reads T and an hour as the start of that hour, whatever the end flag', () => {
    expect(iso(parseUrlDate('2024-03-01T05', { timeZone: IST }))).toBe('2024-03-01T02:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01T05', { timeZone: IST, end: true }))).toBe('2024-03-01T02:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01T5'))).toBe('2024-03-01T05:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01T00'))).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-01T23'))).toBe('2024-03-01T23:00:00.000Z');
  });

  it('reads T24 as the end of that day (23:59:59.999)', () => {
    expect(iso(parseUrlDate('2024-03-01T24'))).toBe('2024-03-01T23:59:59.999Z');
    expect(iso(parseUrlDate('2024-12-31T24', { timeZone: IST }))).toBe('2024-12-31T20:59:59.999Z');
  });

  it('handles leap days', () => {
    expect(iso(parseUrlDate('2024-02-29T24'))).toBe('2024-02-29T23:59:59.999Z');
    expect(iso(parseUrlDate('2000-02-29'))).toBe('2000-02-29T00:00:00.000Z');
  });

  it('follows the DST changes of Europe/Istanbul in 2015 and 2016', () => {
    // 8 Nov 2015 had 25 hours: 03:00 happened twice, the first at +03.
    expect(iso(parseUrlDate('2015-11-08T03', { timeZone: IST }))).toBe('2015-11-08T00:00:00.000Z');
    expect(iso(parseUrlDate('2015-11-08T04', { timeZone: IST }))).toBe('2015-11-08T02:00:00.000Z');
    expect(iso(parseUrlDate('2015-11-08T24', { timeZone: IST }))).toBe('2015-11-08T21:59:59.999Z');
    // 27 Mar 2016 had 23 hours: 03:00 did not exist, it reads as 04:00 (+03).
    expect(iso(parseUrlDate('2016-03-27T03', { timeZone: IST }))).toBe('2016-03-27T01:00:00.000Z');
    expect(iso(parseUrlDate('2016-03-27T02', { timeZone: IST }))).toBe('2016-03-27T00:00:00.000Z');
    // 30 Oct 2016 would have been the end of summer time; Turkey stayed at +03.
    expect(iso(parseUrlDate('2016-10-30T03', { timeZone: IST }))).toBe('2016-10-30T00:00:00.000Z');
    expect(iso(parseUrlDate('2016-10-30T04', { timeZone: IST }))).toBe('2016-10-30T01:00:00.000Z');
  });

  it('follows the DST changes of Europe/Berlin', () => {
    expect(iso(parseUrlDate('2024-03-31T02', { timeZone: BER }))).toBe('2024-03-31T01:00:00.000Z');
    expect(iso(parseUrlDate('2024-03-31T03', { timeZone: BER }))).toBe('2024-03-31T01:00:00.000Z');
    expect(iso(parseUrlDate('2024-10-27T02', { timeZone: BER }))).toBe('2024-10-27T00:00:00.000Z');
    expect(iso(parseUrlDate('2024-10-27T03', { timeZone: BER }))).toBe('2024-10-27T02:00:00.000Z');
  });

  it.each([[undefined], [null], [42], [new Date()], [['2024-03-01']], ['']])('gives null without a warning for %j', (value) => {
    const warn = vi.fn();
    expect(parseUrlDate(value, { warn })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-04-31'],
    ['2024-03-01T25'],
    ['2024-03-01T123'],
    ['2024-03-01T'],
    ['2024-03-01T05:30'],
    ['2024-3-1'],
    ['01.03.2024'],
    [' 2024-03-01'],
    ['2024-03-01Z'],
    ['yesterday'],
  ])('gives null and a warning for the invalid %j', (value) => {
    const warn = vi.fn();
    expect(parseUrlDate(value, { warn })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(value);
  });

  // The package compiles without DOM or Node types: the console is reached the way the code reaches it.
  const host = globalThis as unknown as { console?: { warn: (...args: unknown[]) => void } };

  it('warns on the console by default', () => {
    const spy = vi.spyOn(host.console as { warn: (...args: unknown[]) => void }, 'warn').mockImplementation(() => undefined);
    expect(parseUrlDate('nonsense')).toBeNull();
    expect(spy).toHaveBeenCalledWith('Ignoring invalid URL date "nonsense"');
    spy.mockRestore();
  });

  it('does nothing when there is no console', () => {
    const original = host.console;
    delete host.console;
    try {
      expect(() => consoleWarn('x')).not.toThrow();
    } finally {
      host.console = original;
    }
  });
});

describe('formatUrlDate', () => {
  it('writes the date, T and the two-digit hour', () => {
    expect(formatUrlDate(new Date('2024-03-01T05:00:00Z'))).toBe('2024-03-01T05');
    expect(formatUrlDate(new Date('2024-03-01T00:00:00Z'))).toBe('2024-03-01T00');
    expect(formatUrlDate(new Date('2024-02-29T21:00:00Z'), { timeZone: IST })).toBe('2024-03-01T00');
  });

  it('writes exactly 23:59:59 as T24, with or without milliseconds', () => {
    expect(formatUrlDate(new Date('2024-03-01T23:59:59.000Z'))).toBe('2024-03-01T24');
    expect(formatUrlDate(new Date('2024-03-01T23:59:59.999Z'))).toBe('2024-03-01T24');
    expect(formatUrlDate(new Date('2024-12-31T20:59:59.999Z'), { timeZone: IST })).toBe('2024-12-31T24');
    expect(formatUrlDate(new Date('2024-03-01T23:59:58.999Z'))).toBe('2024-03-01T23');
    expect(formatUrlDate(new Date('2024-03-01T23:58:59.000Z'))).toBe('2024-03-01T23');
  });

  it('drops minutes and seconds: the URL carries hours', () => {
    expect(formatUrlDate(new Date('2024-03-01T10:45:30Z'))).toBe('2024-03-01T10');
  });

  it('writes the wall hour of the tenant zone across DST changes', () => {
    expect(formatUrlDate(new Date('2015-11-08T00:30:00Z'), { timeZone: IST })).toBe('2015-11-08T03');
    expect(formatUrlDate(new Date('2015-11-08T01:30:00Z'), { timeZone: IST })).toBe('2015-11-08T03');
    expect(formatUrlDate(new Date('2016-03-27T01:00:00Z'), { timeZone: IST })).toBe('2016-03-27T04');
    expect(formatUrlDate(new Date('2024-10-27T01:30:00Z'), { timeZone: BER })).toBe('2024-10-27T02');
  });

  it('gives an empty string for an invalid Date', () => {
    expect(formatUrlDate(new Date(Number.NaN))).toBe('');
  });

  it('round-trips with parseUrlDate for every hour of a DST day, both ends', () => {
    for (const zone of [IST, BER, 'America/New_York', 'UTC']) {
      for (const day of ['2015-11-08', '2016-03-27', '2024-03-31', '2024-10-27', '2024-03-10', '2024-11-03', '2024-02-29']) {
        for (let hour = 0; hour <= 24; hour++) {
          const text = `${day}T${String(hour).padStart(2, '0')}`;
          const parsed = parseUrlDate(text, { timeZone: zone });
          expect(parsed).not.toBeNull();
          const again = parseUrlDate(formatUrlDate(parsed as Date, { timeZone: zone }), { timeZone: zone });
          expect(iso(again), `${zone} ${text}`).toBe(iso(parsed));
        }
      }
    }
  });
});
