/** Check-digit algorithms; they are what keeps a random run of digits from being reported as an identifier. */

/** IBAN length per country (ISO 13616 / SWIFT IBAN registry), as "CC" + length. */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29 ' +
    'ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 ' +
    'LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 ' +
    'PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30'
  )
    .split(' ')
    .map((e) => [e.slice(0, 2), Number(e.slice(2))] as const),
);

/** The registered IBAN length of a country (upper-case ISO 3166 code), or undefined if it has no IBAN. */
export function ibanLength(country: string): number | undefined {
  return IBAN_LENGTHS.get(country);
}

const IBAN_SHAPE_RE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/u;

/** The remainder mod 97 of an upper-case alphanumeric string read as a number with A=10 … Z=35 (ISO 7064). */
export function mod97(s: string): number {
  let rem = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Letters stand for two digits; folding digit by digit keeps the running value small.
    rem = c >= 65 ? (rem * 100 + c - 55) % 97 : (rem * 10 + c - 48) % 97;
  }
  return rem;
}

/**
 * True for a valid IBAN: known country, the country's length, check digits 02–98, and mod-97 of the rearranged
 * number equal to 1. Spaces are ignored and letters may be lower-case.
 */
export function isValidIban(iban: string): boolean {
  const s = iban.replace(/ /gu, '').toUpperCase();
  if (!IBAN_SHAPE_RE.test(s) || ibanLength(s.slice(0, 2)) !== s.length) return false;
  const check = Number(s.slice(2, 4));
  return check >= 2 && check <= 98 && mod97(s.slice(4) + s.slice(0, 4)) === 1;
}

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

/**
 * True for a valid T.C. kimlik numarası: 11 digits, the first not 0; the 10th is ((d1+d3+d5+d7+d9)·7 −
 * (d2+d4+d6+d8)) mod 10 and the 11th is (d1+…+d10) mod 10.
 */
export function isValidTckn(digits: string): boolean {
  if (!/^[1-9]\d{10}$/u.test(digits)) return false;
  const odd = digit(digits, 0) + digit(digits, 2) + digit(digits, 4) + digit(digits, 6) + digit(digits, 8);
  const even = digit(digits, 1) + digit(digits, 3) + digit(digits, 5) + digit(digits, 7);
  if ((((odd * 7 - even) % 10) + 10) % 10 !== digit(digits, 9)) return false;
  return (odd + even + digit(digits, 9)) % 10 === digit(digits, 10);
}

/** True when a string of digits passes the Luhn (mod 10) check used by payment cards. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/u.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let v = digit(digits, i);
    if (double) v = v > 4 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return sum % 10 === 0;
}

/**
 * True when the digits start with the issuer prefix of a major card scheme: Visa, Mastercard, American Express,
 * Discover, JCB, Diners Club, UnionPay, Maestro, Mir, Troy.
 */
export function hasKnownCardIssuer(digits: string): boolean {
  const p2 = Number(digits.slice(0, 2));
  const p4 = Number(digits.slice(0, 4));
  return (
    digits.startsWith('4') ||
    (p2 >= 50 && p2 <= 69) ||
    (p4 >= 2200 && p4 <= 2720) ||
    p2 === 34 ||
    p2 === 37 ||
    p2 === 36 ||
    p2 === 38 ||
    p2 === 39 ||
    (p4 >= 3000 && p4 <= 3059) ||
    (p4 >= 3528 && p4 <= 3589) ||
    p4 === 9792
  );
}

/** Whether y-m-d is a real Gregorian calendar day. */
export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
