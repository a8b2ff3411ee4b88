// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPercent, formatSigned, percent } from './format';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./format.ts', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

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

  it('is the only place that formats numbers: no toFixed, toLocaleString, own Intl formatter or hand-written %', () => {
    const rules: [string, RegExp][] = [
      ['toFixed', /\.toFixed\(/],
      ['toLocaleString', /\.toLocaleString\(/],
      ['own Intl.NumberFormat', /new Intl\.NumberFormat\(/],
      ['"%" written after a number', /\}\s?%(?!['`])|\)\s?\+\s?'\s?%/],
    ];
    const hits: string[] = [];
    for (const [file, text] of Object.entries(sources))
      text.split('\n').forEach((line, i) => {
        // CSS values (a bar's width, an rgba alpha) are not numbers shown to a reader.
        if (/width|rgba\(|data-weight/.test(line)) return;
        for (const [name, rule] of rules) if (rule.test(line)) hits.push(`${file}:${i + 1} ${name}: ${line.trim()}`);
      });
    // antd's Progress writes its own "87%": every Progress that shows its number passes progressFormat.
    for (const [file, text] of Object.entries(sources))
      for (const m of text.matchAll(/<Progress\b[^>]*>/g))
        if (!/format=|showInfo=\{false\}/.test(m[0])) hits.push(`${file} Progress without format: ${m[0]}`);
    expect(hits).toEqual([]);
  });
});

