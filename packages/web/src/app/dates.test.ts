// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

// Local time on purpose: display formatting happens in the browser's zone.
const date = new Date(2024, 2, 7, 9, 5, 30);

describe('formatDate', () => {
  it('uses DD.MM.YYYY in Turkish', () => expect(formatDate(date, 'tr')).toBe('07.03.2024'));
  it('uses YYYY-MM-DD in English', () => expect(formatDate(date, 'en')).toBe('2024-03-07'));
  it('treats regional Turkish like Turkish', () => expect(formatDate(date, 'tr-TR')).toBe('07.03.2024'));
  it('accepts ISO strings and timestamps', () => {
    expect(formatDate(date.toISOString(), 'en')).toBe('2024-03-07');
    expect(formatDate(date.getTime(), 'en')).toBe('2024-03-07');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'tr')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses DD.MM.YYYY HH:mm in Turkish', () => expect(formatDateTime(date, 'tr')).toBe('07.03.2024 09:05'));
  it('uses YYYY-MM-DD HH:mm in English', () => expect(formatDateTime(date, 'en')).toBe('2024-03-07 09:05'));
  it('uses 24-hour time', () => expect(formatDateTime(new Date(2024, 0, 1, 21, 0), 'en')).toBe('2024-01-01 21:00'));
});
