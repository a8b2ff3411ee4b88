/**
 * Builders of valid identifiers for the tests, written independently of checksums.ts (BigInt for mod 97, the
 * check-digit formulas solved forwards), so a test does not check an algorithm against itself.
 */

import { expect } from 'vitest';
import { findEntities, type FindEntitiesOptions } from './find.js';

/** A valid TCKN from its first 9 digits (the first not 0). */
export function makeTckn(first9: string): string {
  const d = [...first9].map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  const d11 = (odd + even + d10) % 10;
  return `${first9}${d10}${d11}`;
}

/** A valid IBAN for a country and BBAN, compact. */
export function makeIban(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`.toUpperCase()]
    .map((c) => (/\d/u.test(c) ? c : String(c.charCodeAt(0) - 55)))
    .join('');
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** Groups of 4, the print format of IBANs and most cards. */
export function groupBy4(s: string): string {
  return s.replace(/(.{4})(?=.)/gu, '$1 ');
}

/** A Luhn-valid number: `body` plus its check digit. */
export function makeCard(body: string): string {
  let sum = 0;
  // Counting from the right of the finished number, the check digit is position 1, so body digits at even
  // positions (the body's last digit first) are doubled.
  [...body].reverse().forEach((c, i) => {
    const v = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += v > 9 ? v - 9 : v;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The same string with its last digit changed, which breaks every check digit used here. */
export function breakLastDigit(s: string): string {
  const i = s.search(/\d(?=\D*$)/u);
  return s.slice(0, i) + String((Number(s[i]) + 1) % 10) + s.slice(i + 1);
}

/**
 * `[type, text, value]` of every entity found, after asserting the span contract: `text` is exactly what the
 * offsets point at.
 */
export function found(text: string, options?: FindEntitiesOptions): [string, string, string | undefined][] {
  const entities = findEntities(text, options);
  for (const e of entities) expect(text.slice(e.start, e.end)).toBe(e.text);
  return entities.map((e) => [e.type, e.text, e.value]);
}

/** The entities of one type, as [text, value]. */
export function foundOf(type: string, text: string, options?: FindEntitiesOptions): [string, string | undefined][] {
  return found(text, options)
    .filter(([t]) => t === type)
    .map(([, t, v]) => [t, v]);
}
