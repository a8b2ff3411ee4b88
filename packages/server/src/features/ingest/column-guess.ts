import { dateFormats, type ColumnSuggestion } from '@sentio/domain';
import { dateReader, type DateReader } from './dates.js';

/**
 * A guess of each column's role for the matching form, made from the column's values first and its name only to
 * break ties: a name says little ("airline_sentiment" holds "time" inside "sentiment"), a sample says a lot.
 *
 * - DATE: the column whose sample reads best in one of the offered date formats (at least 80 % of its filled
 *   cells); the suggestion carries that format so the form can pre-fill it. Among several, a date-like name wins.
 * - ID: a column named like an identifier whose sample values do not repeat.
 * - CONTENT: long free text (40 characters on average), or text under a content-like name; when nothing
 *   qualifies, the longest text column.
 * - LABEL: a short set of repeating values (at most 10 distinct, each seen twice on average), or short texts
 *   under a label-like name; numbers count only under a label-like name and as a small set. A label-like name
 *   wins among several, then texts over numbers, then a small set, then the fewest values. Only one column is suggested as the label.
 * - everything else: ATTRIBUTE.
 */

const DATE_RATE = 0.8;
const LONG_TEXT = 40;
const LABEL_MAX_DISTINCT = 10;

const ID_NAME =
  /^(?:id|no|nr|key|code|kod|numara|ref(?:erence)?|#)$|[_\s-](?:id|no|nr|number|numaras[ıi]|key)$|^(?:id|no)[_\s-]/iu;
const DATE_NAME = /(date|tarih|zaman|created|olu[sş]turma|timestamp|datetime|^time$|[_\s-]time$|^time[_\s-]|[_\s-]at$)/iu;
const LABEL_NAME = /(label|category|kategori|etiket|class|sentiment|duygu|emotion|tag|intent|niyet|s[ıi]n[ıi]f)/iu;
const CONTENT_NAME =
  /(text|content|i[cç]erik|comment|yorum|mesaj|message|metin|feedback|review|body|dialog|diyalog|conversation|tweet)/iu;

const readers: readonly (readonly [string, DateReader])[] = dateFormats.flatMap((f) => {
  const read = dateReader(f);
  return read ? [[f, read] as const] : [];
});

const isNumber = (v: string): boolean => /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/.test(v);

interface Profile {
  index: number;
  column: string;
  values: string[];
  distinct: number;
  meanLength: number;
  numeric: boolean;
  date: { format: string; rate: number } | null;
}

function profile(column: string, index: number, rows: readonly (readonly string[])[]): Profile {
  const values = rows.map((r) => (r[index] ?? '').trim()).filter((v) => v !== '');
  const meanLength = values.length === 0 ? 0 : values.reduce((a, v) => a + v.length, 0) / values.length;
  let date: Profile['date'] = null;
  if (values.length > 0) {
    for (const [format, read] of readers) {
      const rate = values.filter((v) => read(v) !== null).length / values.length;
      // Of equal rates: ISO first; then the fuller pattern (DD.MM.YYYY also reads a trailing time, but
      // DD.MM.YYYY HH:mm says what the column holds); then the list's order (day-first before month-first).
      const better =
        !date || rate > date.rate || (rate === date.rate && date.format !== 'ISO' && format.length > date.format.length);
      if (rate >= DATE_RATE && better) date = { format, rate };
    }
  }
  return {
    index,
    column,
    values,
    distinct: new Set(values).size,
    meanLength,
    numeric: values.length > 0 && values.every(isNumber),
    date,
  };
}

/** The best of `candidates`: a matching name first, then `score` (higher first), then the file's order. */
function pick(candidates: readonly Profile[], name: RegExp, score: (p: Profile) => number = () => 0): Profile | undefined {
  return [...candidates].sort(
    (a, b) => Number(name.test(b.column.trim())) - Number(name.test(a.column.trim())) || score(b) - score(a) || a.index - b.index,
  )[0];
}

const smallSet = (p: Profile): boolean =>
  p.values.length >= 4 && p.distinct <= LABEL_MAX_DISTINCT && p.distinct * 2 <= p.values.length;

/** Short values that repeat; a label-like name vouches for short texts with more values (a sample shows few repeats). */
const labelLike = (p: Profile): boolean => {
  if (p.values.length === 0 || p.meanLength > LONG_TEXT || p.date !== null) return false;
  if (LABEL_NAME.test(p.column.trim()) && !p.numeric) return true;
  return smallSet(p) && (!p.numeric || LABEL_NAME.test(p.column.trim()));
};

export function suggestRoles(columns: readonly string[], rows: readonly (readonly string[])[]): ColumnSuggestion[] {
  const profiles = columns.map((c, i) => profile(c, i, rows));
  const roles = new Map<number, ColumnSuggestion>();
  const free = () => profiles.filter((p) => !roles.has(p.index));

  const date = pick(
    profiles.filter((p) => p.date !== null),
    DATE_NAME,
    (p) => p.date?.rate ?? 0,
  );
  if (date?.date) roles.set(date.index, { column: date.column, role: 'DATE', dateFormat: date.date.format });

  const id = pick(
    free().filter((p) => ID_NAME.test(p.column.trim()) && p.values.length > 0 && p.distinct === p.values.length),
    ID_NAME,
  );
  if (id) roles.set(id.index, { column: id.column, role: 'ID' });

  const textual = (p: Profile) => p.values.length > 0 && !p.numeric && p.date === null;
  // Texts before numbers ("airline_sentiment" before "airline_sentiment_confidence", mostly 1.0), then a small set.
  const label = pick(
    free().filter(labelLike),
    LABEL_NAME,
    (p) => Number(!p.numeric) * 1000 + Number(smallSet(p)) * 100 - p.distinct,
  );
  const content = free().filter(
    (p) => textual(p) && p !== label && (p.meanLength >= LONG_TEXT || CONTENT_NAME.test(p.column.trim())),
  );
  const longest = pick(
    free().filter((p) => textual(p) && p !== label),
    /$^/,
    (p) => p.meanLength,
  );
  for (const p of content.length > 0 ? content : longest ? [longest] : []) {
    roles.set(p.index, { column: p.column, role: 'CONTENT' });
  }
  if (label && !roles.has(label.index)) roles.set(label.index, { column: label.column, role: 'LABEL' });

  return profiles.map((p) => roles.get(p.index) ?? { column: p.column, role: 'ATTRIBUTE' });
}
