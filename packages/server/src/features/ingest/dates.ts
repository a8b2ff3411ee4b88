/**
 * Dates of an upload's date column, read with the format the user picked when matching columns. A format is
 * `ISO` (ISO 8601, with or without time and zone) or a pattern of the tokens YYYY, MM, DD, HH, mm, ss with any
 * literal separators, e.g. `DD.MM.YYYY`, `MM/DD/YYYY HH:mm`, `YYYY-MM-DD`. Dates without a zone are UTC. A
 * pattern without a time also accepts a trailing time (`DD.MM.YYYY` reads `01.03.2024 14:30`), because
 * spreadsheets add one unasked.
 */

const TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'] as const;
type Token = (typeof TOKENS)[number];
const TOKEN_PATTERN: Record<Token, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{1,2})',
  DD: '(\\d{1,2})',
  HH: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
};
const ISO_NAMES = new Set(['ISO', 'ISO_8601', 'ISO8601']);
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export interface DateReader {
  (value: string): Date | null;
}

/** A reader for `format`, or null when the format is not one we can read (the match call refuses it). */
export function dateReader(format: string): DateReader | null {
  const f = format.trim();
  if (ISO_NAMES.has(f.toUpperCase())) return readIso;
  const order: Token[] = [];
  let pattern = '';
  let rest = f;
  while (rest.length > 0) {
    const token = TOKENS.find((t) => rest.startsWith(t));
    if (token) {
      if (order.includes(token)) return null;
      order.push(token);
      pattern += TOKEN_PATTERN[token];
      rest = rest.slice(token.length);
    } else {
      const ch = rest[0] as string;
      // Letters other than the tokens (and the T of ISO-like patterns) would be a format we misread.
      if (/[A-Za-z]/.test(ch) && ch !== 'T') return null;
      pattern += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      rest = rest.slice(1);
    }
  }
  if (!order.includes('YYYY') || !order.includes('MM') || !order.includes('DD')) return null;
  const timeSuffix = order.includes('HH') ? '' : '(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?';
  const re = new RegExp(`^${pattern}${timeSuffix}$`);
  return (value) => {
    const m = re.exec(value.trim());
    if (!m) return null;
    const part = (t: Token): number => {
      const i = order.indexOf(t);
      return i < 0 ? 0 : Number(m[i + 1]);
    };
    const extra = (k: number): number => Number(m[order.length + k] ?? 0);
    const hasHour = order.includes('HH');
    return utcDate(
      part('YYYY'),
      part('MM'),
      part('DD'),
      hasHour ? part('HH') : extra(1),
      hasHour ? part('mm') : extra(2),
      hasHour ? part('ss') : extra(3),
    );
  };
}

function readIso(value: string): Date | null {
  const v = value.trim();
  if (!ISO_PATTERN.test(v)) return null;
  const [y, mo, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!utcDate(y, mo, d, 0, 0, 0)) return null;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(v) && v.length > 10;
  const date = new Date(v.length === 10 ? `${v}T00:00:00Z` : hasZone ? v.replace(' ', 'T') : `${v.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A real calendar date and time, or null (31.02 is not a date). */
function utcDate(y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}
