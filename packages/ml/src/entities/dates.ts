/** Calendar dates, numeric or with Turkish or English month names. */

import { isValidDate } from './checksums.js';
import { type Emit, NUM_START, WORD_END, WORD_START, alternation, looseWord, wordKey } from './patterns.js';

const MONTH_NAMES: readonly (readonly string[])[] = [
  ['ocak', 'january', 'jan'],
  ['şubat', 'february', 'feb'],
  ['mart', 'march', 'mar'],
  ['nisan', 'april', 'apr'],
  ['mayıs', 'may'],
  ['haziran', 'june', 'jun'],
  ['temmuz', 'july', 'jul'],
  ['ağustos', 'august', 'aug'],
  ['eylül', 'september', 'sept', 'sep'],
  ['ekim', 'october', 'oct'],
  ['kasım', 'november', 'nov'],
  ['aralık', 'december', 'dec'],
];

const MONTH_BY_KEY: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, i) => names.map((name) => [wordKey(name), i + 1] as const)),
);

const MONTH = `(${alternation(MONTH_NAMES.flat())})${WORD_END}`;
const DAY = String.raw`(3[01]|[12]\d|0?[1-9])`;
const ORDINAL = alternation(['st', 'nd', 'rd', 'th']);
const YEAR = String.raw`((?:1[89]|2[01])\d{2})`;
// After a date: not a word or number character, but "T" + digit may follow an ISO date (2024-03-12T10:00).
const DATE_END = String.raw`(?!\d|[.,/-]\d|(?!T\d)[\p{L}\p{M}_])`;

/** yyyy-mm-dd (also with "/" or "."), or dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy; one separator throughout. */
const NUMERIC_RE = new RegExp(
  String.raw`${NUM_START}(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([./-])(\d{1,2})\6(\d{4}))${DATE_END}`,
  'gu',
);
/** "12 Mart 2024", "12. Mart", "1st of March, 2024", "12 Mar. 2024". */
const DAY_FIRST_RE = new RegExp(
  String.raw`${NUM_START}${DAY}(?:${ORDINAL}|\.)?\s+(?:${looseWord('of')}\s+)?${MONTH}(?:\.?,?\s+${YEAR}${DATE_END})?`,
  'gu',
);
/** "March 12, 2024", "Mar. 12th 2024", "March 12". */
const MONTH_FIRST_RE = new RegExp(String.raw`${WORD_START}${MONTH}\.?\s+${DAY}(?:${ORDINAL})?(?:,?\s+${YEAR})?${DATE_END}`, 'gu');

export function findDates(text: string, emit: Emit): void {
  for (const m of text.matchAll(NUMERIC_RE)) {
    const [, y1, , m1, d1, d2, sep, m2, y2] = m;
    const date =
      y1 !== undefined ? isoDate(Number(y1), Number(m1), Number(d1)) : dayMonthYear(Number(d2), Number(m2), Number(y2), sep);
    if (date !== null) emit('DATE', m.index, m.index + m[0].length, date);
  }
  for (const m of text.matchAll(DAY_FIRST_RE)) emitNamed(m, m[1], m[2], m[3], emit);
  for (const m of text.matchAll(MONTH_FIRST_RE)) emitNamed(m, m[2], m[1], m[3], emit);
}

/**
 * Day-first as written in Turkey and Europe; with "/" a date that is impossible that way but valid month-first
 * ("12/31/2024") is read the US way.
 */
function dayMonthYear(day: number, month: number, year: number, sep: string | undefined): string | null {
  return isoDate(year, month, day) ?? (sep === '/' ? isoDate(year, day, month) : null);
}

function emitNamed(
  m: RegExpExecArray,
  day: string | undefined,
  name: string | undefined,
  year: string | undefined,
  emit: Emit,
): void {
  const month = MONTH_BY_KEY.get(wordKey(name ?? ''));
  if (month === undefined) return;
  // Without a year, 29 February is allowed: it exists in leap years.
  const date = year !== undefined ? isoDate(Number(year), month, Number(day)) : isoDate(2000, month, Number(day));
  if (date !== null) emit('DATE', m.index, m.index + m[0].length, year !== undefined ? date : `-${date.slice(4)}`);
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2199 || !isValidDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
