/** E-mail addresses and phone numbers. */

import { type Emit, NUM_END } from './patterns.js';

const LOCAL_CHAR_RE = /^[\p{L}\p{M}\p{N}._%+-]$/u;
/** The domain, anchored just after the "@": dot-separated labels and an alphabetic top-level domain. */
const DOMAIN_RE = /(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}{2,}(?![\p{L}\p{M}\p{N}_-])/uy;

/**
 * E-mail addresses, found from each "@" outwards, because scanning the text for where addresses could start costs
 * far more. The local part has at most 64 characters (RFC 5321) and neither starts nor ends with a dot.
 */
export function findEmails(text: string, emit: Emit): void {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start <= 64 && LOCAL_CHAR_RE.test(text.charAt(start - 1))) start--;
    while (text.charAt(start) === '.') start++;
    if (start === at || at - start > 64 || text.charAt(at - 1) === '.') continue;
    DOMAIN_RE.lastIndex = at + 1;
    if (DOMAIN_RE.exec(text) === null) continue;
    const end = DOMAIN_RE.lastIndex;
    emit('EMAIL', start, end, text.slice(start, end).toLowerCase());
  }
}

const SEP = '[ .-]?';
// A digit may not come right before; neither may "+" (then "+5321234567" would be read as a Turkish mobile).
const PHONE_START = String.raw`(?<![A-Za-z0-9_+]|\d[.,/-])`;

/**
 * Turkish numbers: an optional +90 / 0090 / 0 prefix, a 3-digit area code (2xx–4xx landline, 5xx mobile, 8xx
 * toll-free and nationwide), possibly in parentheses, then 7 digits as xxx xx xx or xxx xxxx.
 */
const TR_PHONE_RE = new RegExp(
  PHONE_START +
    String.raw`(?:(?:\+|00)90${SEP}|0${SEP})?(?:\(\s?0?[2-58]\d{2}\s?\)|[2-58]\d{2})${SEP}\d{3}${SEP}\d{2}${SEP}\d{2}` +
    NUM_END,
  'gu',
);
/** Nationwide call-centre numbers: 444 0 333, 444 03 33, 4440333. */
const TR_444_RE = new RegExp(
  String.raw`${PHONE_START}(?:(?:\+|00)90${SEP})?444${SEP}(?:\d${SEP}\d{3}|\d{2}${SEP}\d{2}|\d{4})${NUM_END}`,
  'gu',
);
/** Other countries: "+" and 8–15 digits (E.164), grouped by spaces, dots, dashes or parentheses. */
const INTL_PHONE_RE = new RegExp(String.raw`${PHONE_START}\+(?!90)[1-9](?:[ .-]?\(?\d\)?){6,14}${NUM_END}`, 'gu');

const NON_DIGIT_RE = /\D/gu;

export function findPhones(text: string, emit: Emit): void {
  for (const m of text.matchAll(TR_PHONE_RE)) {
    const national = turkishNationalNumber(m[0]);
    if (national !== null) emit('PHONE', m.index, m.index + m[0].length, `+90${national}`);
  }
  if (text.includes('444')) {
    for (const m of text.matchAll(TR_444_RE)) {
      emit('PHONE', m.index, m.index + m[0].length, `+90${m[0].replace(NON_DIGIT_RE, '').slice(-7)}`);
    }
  }
  if (!text.includes('+')) return;
  for (const m of text.matchAll(INTL_PHONE_RE)) {
    // A closing parenthesis without an opening one belongs to the sentence, not the number.
    const raw = m[0].endsWith(')') && !m[0].includes('(') ? m[0].slice(0, -1) : m[0];
    const digits = raw.replace(NON_DIGIT_RE, '');
    if (digits.length >= 8 && digits.length <= 15) emit('PHONE', m.index, m.index + raw.length, `+${digits}`);
  }
}

/**
 * The 10-digit national number of a Turkish phone match, or null when the prefixes do not add up. Without any
 * prefix only mobiles (5xx) count: a bare 10-digit number starting with 2–4 or 8 is more often something else.
 */
function turkishNationalNumber(raw: string): string | null {
  let digits = raw.replace(NON_DIGIT_RE, '');
  let prefixed = true;
  if (raw.startsWith('+')) digits = digits.slice(2);
  else if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  else prefixed = false;
  // "+90 (0532) …": the trunk 0 written after the country code.
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return prefixed || digits.startsWith('5') ? digits : null;
}
