// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPercent, formatSigned, percent } from './format';

describe('number formats in the interface language', () => {
  it('writes percentages in the Turkish style in Turkish and the English style in English', () => {
    expect(formatPercent(0.82, { language: 'tr' })).toBe('%82,0');
    expect(formatPercent(0.82, { language: 'en' })).toBe('82.0%');
    expect(percent(0.8734, 'tr')).toBe('%87,3');
    expect(formatPercent(0.4, { language: 'tr', maxDigits: 1 })).toBe('%40');
    expect(formatPercent(0.125, { language: 'en', maxDigits: 1 })).toBe('12.5%');
    expect(formatPercent(null, { language: 'tr' })).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });

  it('groups thousands and uses the decimal comma in Turkish', () => {
    expect(formatCount(12345, 'tr')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatNumber(0.1234, { language: 'tr', digits: 3 })).toBe('0,123');
    expect(formatNumber(4.25, { language: 'tr', maxDigits: 1 })).toBe('4,3');
  });

  it('signs changes and leaves zero unsigned', () => {
    expect(formatSigned(3.21, { language: 'tr' })).toBe('+3,2');
    expect(formatSigned(-0.4, { language: 'en' })).toBe('−0.4');
    expect(formatSigned(0.01, { language: 'en' })).toBe('0');
    expect(formatSigned(undefined)).toBe('—');
  });
});
