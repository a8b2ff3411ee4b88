/**
 * A range of local days as whole months plus the edge days around them (docs/scale.md "Rollups"): the month rollups
 * answer the whole months, the day rows only the edges, so a year's column and category sets read about twelve
 * months of rows instead of 365 days of them. Pure; days are 'YYYY-MM-DD' local dates, bounds inclusive, null open.
 */
export interface MonthSplit {
  /** First days of the first and last whole month (inclusive); null: open (the range is open on that side). */
  fromMonth: string | null;
  toMonth: string | null;
  /** Inclusive day ranges outside the whole months: at most one before and one after them. */
  edges: { fromDay: string; toDay: string }[];
}

const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const parse = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const DAY = 86_400_000;

/** The first day of the month after `day`'s, or of its own month when `day` is already a first day. */
function firstWholeFrom(day: string): string {
  const d = parse(day);
  if (d.getUTCDate() === 1) return day;
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** The first day of the last whole month ending on or before `day`. */
function lastWholeTo(day: string): string {
  const d = parse(day);
  const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  // `day` closes its month: that month is whole; else the month before it is the last whole one.
  if (d.getTime() + DAY === nextMonth) return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
}

/** The last day of the month starting on `month`. */
const monthEnd = (month: string): string => {
  const d = parse(month);
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY);
};

/** The split of [fromDay, toDay], or null when the range holds no whole month (the day rows answer it alone). */
export function monthSplit(fromDay: string | null, toDay: string | null): MonthSplit | null {
  const fromMonth = fromDay === null ? null : firstWholeFrom(fromDay);
  const toMonth = toDay === null ? null : lastWholeTo(toDay);
  if (fromMonth !== null && toMonth !== null && fromMonth > toMonth) return null;
  const edges: MonthSplit['edges'] = [];
  if (fromDay !== null && fromMonth !== null && fromDay < fromMonth)
    edges.push({ fromDay, toDay: iso(parse(fromMonth).getTime() - DAY) });
  if (toDay !== null && toMonth !== null && monthEnd(toMonth) < toDay)
    edges.push({ fromDay: iso(parse(monthEnd(toMonth)).getTime() + DAY), toDay });
  return { fromMonth, toMonth, edges };
}
