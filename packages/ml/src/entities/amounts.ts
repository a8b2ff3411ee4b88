/** Money amounts: a number with a currency symbol, ISO code or name, before or after it. */

import { type Emit, alternation, escapeRegExp, wordCharBefore, wordKey } from './patterns.js';

/**
 * How a currency token may be written:
 * - `symbol` — needs no word boundary ("20€", "₺100");
 * - `code` — not glued to a following letter or digit ("100TL" is fine, "100 TLX" is not); the codes in
 *   {@link ANY_CASE_CODES} may be lower-case, the others must be upper-case ("100 try" is English, not lira);
 * - `word` — a currency name, on word boundaries;
 * - `trword` — a Turkish currency name, which may carry a suffix ("100 liralık", "50 dolara") that stays outside
 *   the span.
 */
type TokenKind = 'symbol' | 'code' | 'word' | 'trword';

const CURRENCIES: readonly (readonly [iso: string, kind: TokenKind, tokens: readonly string[]])[] = [
  ['TRY', 'symbol', ['₺']],
  ['TRY', 'code', ['TL', 'TRY', 'YTL']],
  ['TRY', 'trword', ['lira', 'türk lirası']],
  ['USD', 'symbol', ['$', 'US$']],
  ['USD', 'code', ['USD']],
  ['USD', 'word', ['dollar', 'dollars']],
  ['USD', 'trword', ['dolar', 'amerikan doları']],
  ['EUR', 'symbol', ['€']],
  ['EUR', 'code', ['EUR']],
  ['EUR', 'word', ['euro', 'euros']],
  ['EUR', 'trword', ['avro']],
  ['GBP', 'symbol', ['£']],
  ['GBP', 'code', ['GBP']],
  ['GBP', 'word', ['pound', 'pounds']],
  ['GBP', 'trword', ['sterlin']],
  ['JPY', 'symbol', ['¥']],
  ['RUB', 'symbol', ['₽']],
  ['RUB', 'trword', ['ruble']],
  ...['AED', 'AUD', 'AZN', 'CAD', 'CHF', 'CNY', 'DKK', 'JPY', 'NOK', 'PLN', 'RUB', 'SAR', 'SEK'].map(
    (code) => [code, 'code', [code]] as const,
  ),
];

const ANY_CASE_CODES: ReadonlySet<string> = new Set(['TL', 'USD', 'EUR', 'GBP']);

interface Currency {
  iso: string;
  kind: TokenKind;
  token: string;
}

const BY_KEY: ReadonlyMap<string, Currency> = new Map(
  CURRENCIES.flatMap(([iso, kind, tokens]) => tokens.map((token) => [wordKey(token), { iso, kind, token }] as const)),
);

const tokens = (kinds: readonly TokenKind[]): string =>
  alternation(
    CURRENCIES.filter(([, kind]) => kinds.includes(kind)).flatMap(([, , t]) => t),
    (token) => (/\p{L}/u.test(token) ? alternation([token.toLowerCase()]) : escapeRegExp(token)).replace(/ /gu, String.raw`\s+`),
  );

/**
 * Digits with "." and "," inside; which of them is the decimal separator is decided by parseNumber. Amounts are
 * found from their numbers: there are few, and looking for currency tokens at every position costs far more.
 * A letter may come right before, as a code can be glued to the number ("EUR20"); edges are checked per currency.
 */
const NUMBER_RE = /(?<![\d_]|\d[.,/-])\d+(?:[.,]\d+)*/g;
/** A currency after the number, anchored at the number's end. */
const AFTER_RE = new RegExp(String.raw`\s?(${tokens(['symbol', 'code', 'word', 'trword'])})`, 'uy');
/** A symbol or code before the number, anchored at the number's start (names are not written before numbers). */
const BEFORE_RE = new RegExp(String.raw`(${tokens(['symbol', 'code'])})\s?$`, 'u');
/** The longest prefix token ("US$") plus one space. */
const BEFORE_WINDOW = 4;

const WORD_CHAR_RE = /[\p{L}\p{M}\p{N}_]/u;

export function findAmounts(text: string, emit: Emit): void {
  for (const n of text.matchAll(NUMBER_RE)) {
    const start = n.index;
    const end = start + n[0].length;
    AFTER_RE.lastIndex = end;
    const after = AFTER_RE.exec(text);
    const currencyAfter = after === null ? undefined : currencyOf(after[1] ?? '', text.charAt(AFTER_RE.lastIndex));
    const before = start > 0 ? BEFORE_RE.exec(text.slice(Math.max(0, start - BEFORE_WINDOW), start)) : null;
    const tokenStart = start - (before?.[0].length ?? 0);
    const currencyBefore =
      before === null || wordCharBefore(text, tokenStart) || !numberEnds(text, end) ? undefined : currencyOf(before[1] ?? '', '');
    if (currencyAfter === undefined && currencyBefore === undefined) continue;
    const value = parseNumber(n[0]);
    if (value === null) continue;
    if (currencyAfter !== undefined) emit('AMOUNT', start, AFTER_RE.lastIndex, `${value} ${currencyAfter.iso}`);
    if (currencyBefore !== undefined) emit('AMOUNT', tokenStart, end, `${value} ${currencyBefore.iso}`);
  }
}

/** Whether a number may end at `offset`: no letter or digit follows, nor a separator and a digit. */
function numberEnds(text: string, offset: number): boolean {
  return !WORD_CHAR_RE.test(text.charAt(offset)) && !/^[.,/-]\d/u.test(text.slice(offset, offset + 2));
}

/** The currency a written token stands for, if it obeys its kind's case and boundary rules; `next` follows it. */
function currencyOf(written: string, next: string): Currency | undefined {
  const currency = BY_KEY.get(wordKey(written.replace(/\s+/gu, ' ')));
  if (currency === undefined) return undefined;
  switch (currency.kind) {
    case 'symbol':
      return currency;
    case 'code':
      return (written === currency.token || ANY_CASE_CODES.has(currency.token)) && !WORD_CHAR_RE.test(next)
        ? currency
        : undefined;
    case 'word':
      return WORD_CHAR_RE.test(next) ? undefined : currency;
    case 'trword':
      return /\p{N}/u.test(next) ? undefined : currency;
  }
}

/**
 * Reads "1.250,50", "1,250.50", "1250,5", "12.99", "1.250.000" as a plain decimal ("1250.50", "12.99",
 * "1250000"), or null when the separators make no sense ("1.25.0"). With both "." and "," the last one is the
 * decimal separator. With one kind only, it groups thousands when it repeats or is followed by exactly three
 * digits (Turkish "1.250 TL", English "1,250 USD"), and is decimal otherwise ("12,5 TL", "12.99").
 */
export function parseNumber(num: string): string | null {
  const separators = num.replace(/\d+/gu, '');
  const parts = num.split(/[.,]/u);
  if (separators.length === 0) return stripZeros(num);
  const last = separators.charAt(separators.length - 1);
  const fraction = parts[parts.length - 1] ?? '';
  const mixed = separators.includes('.') && separators.includes(',');
  const decimal = mixed || (separators.length === 1 && fraction.length !== 3);
  if (!decimal) return thousands(parts) ? stripZeros(parts.join('')) : null;
  if (separators.slice(0, -1).includes(last) || fraction.length > 2) return null;
  const whole = parts.slice(0, -1);
  return whole.length === 1 || thousands(whole) ? `${stripZeros(whole.join(''))}.${fraction}` : null;
}

function thousands(parts: readonly string[]): boolean {
  return parts.every((p, i) => (i === 0 ? p.length >= 1 && p.length <= 3 : p.length === 3));
}

function stripZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/u, '');
}
