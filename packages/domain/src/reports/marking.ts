import { markingQualities, type MarkingQuality, type MarkingReport, type MarkingTarget } from '../contract/reports.js';
import { fromWall, toWall, wallDate } from '../dates/zone.js';
import { roundTo } from '../metrics/round.js';

/**
 * Marking-efficiency targets (docs/reports.md, "Marking efficiency"), pure.
 *
 * A target covers one period — a month, or a whole year without a month — in the reporting time zone. A document
 * counts when a person marked or approved it and its `contentDate` basis date falls in the period; its marker is the
 * user of its latest MARK or APPROVE. Length buckets by content characters: SHORT < lengthLimits.short ≤ MEDIUM <
 * lengthLimits.long ≤ LONG. Category count (rows of every category model): CATEGORY_BELOW < min ≤ CATEGORY_IN_RANGE
 * ≤ max < CATEGORY_ABOVE. The same buckets are the `quality` drill-down of the search (search-where-repository.ts),
 * so a bucket's count and its document list agree.
 */

export type LengthQuality = 'SHORT' | 'MEDIUM' | 'LONG';
export type CategoryCountQuality = 'CATEGORY_BELOW' | 'CATEGORY_IN_RANGE' | 'CATEGORY_ABOVE';

export function lengthQuality(chars: number, limits: { short: number; long: number }): LengthQuality {
  if (chars < limits.short) return 'SHORT';
  return chars < limits.long ? 'MEDIUM' : 'LONG';
}

export function categoryCountQuality(count: number, range: { min: number; max: number }): CategoryCountQuality {
  if (count < range.min) return 'CATEGORY_BELOW';
  return count <= range.max ? 'CATEGORY_IN_RANGE' : 'CATEGORY_ABOVE';
}

/** The target's period as inclusive instants: its month (or whole year) from 00:00 to 23:59:59.999, in `timeZone`. */
export function markingPeriod(year: number, month: number | null, timeZone: string): { start: Date; end: Date } {
  const first = wallDate(year, month ?? 1, 1);
  if (!first) throw new RangeError(`no period ${String(year)}-${String(month)}`);
  const next = month === null ? first.add(1, 'year') : first.add(1, 'month');
  return { start: fromWall(first, timeZone), end: new Date(fromWall(next, timeZone).getTime() - 1) };
}

/** A `quality` drill-down value: a bucket, optionally `{bucket}@{userId}` for one marker; null when malformed. */
export function parseMarkingQuality(value: string): { quality: MarkingQuality; userId: string | null } | null {
  const at = value.indexOf('@');
  const quality = (at < 0 ? value : value.slice(0, at)).trim();
  const userId = at < 0 ? null : value.slice(at + 1).trim();
  if (!(markingQualities as readonly string[]).includes(quality) || userId === '') return null;
  return { quality: quality as MarkingQuality, userId };
}

/** The buckets a target reports, in order: MARKED, then those of its criteria. */
export function targetQualities(target: Pick<MarkingTarget, 'criteria'>): MarkingQuality[] {
  const out: MarkingQuality[] = ['MARKED'];
  if (target.criteria.includes('CONTENT_LENGTH')) out.push('SHORT', 'MEDIUM', 'LONG');
  if (target.criteria.includes('CATEGORY_COUNT')) out.push('CATEGORY_BELOW', 'CATEGORY_IN_RANGE', 'CATEGORY_ABOVE');
  return out;
}

/** A counted document of a target's period. */
export interface MarkedDocument {
  documentId: string;
  /** The user of its latest MARK or APPROVE. */
  userId: string;
  /** Content characters. */
  chars: number;
  /** Category rows of every category model. */
  categoryCount: number;
  /** Its latest MARK or APPROVE (the day of the daily progress). */
  markedAt: Date;
}

/** The buckets one document falls in (MARKED and, per criterion of the target, one more). */
export function documentQualities(
  doc: Pick<MarkedDocument, 'chars' | 'categoryCount'>,
  target: Pick<MarkingTarget, 'criteria' | 'lengthLimits' | 'categoryCount'>,
): MarkingQuality[] {
  const out: MarkingQuality[] = ['MARKED'];
  if (target.criteria.includes('CONTENT_LENGTH') && target.lengthLimits) out.push(lengthQuality(doc.chars, target.lengthLimits));
  if (target.criteria.includes('CATEGORY_COUNT') && target.categoryCount)
    out.push(categoryCountQuality(doc.categoryCount, target.categoryCount));
  return out;
}

const bucketTarget = (target: MarkingTarget, quality: MarkingQuality): number | null => {
  if (quality === 'MARKED') return target.totalTarget;
  if (quality === 'SHORT' || quality === 'MEDIUM' || quality === 'LONG') {
    const key = quality === 'SHORT' ? 'short' : quality === 'MEDIUM' ? 'medium' : 'long';
    return target.lengthTargets ? target.lengthTargets[key] : null;
  }
  return null;
};

const share = (x: number, of: number | null): number | null => (of === null || of <= 0 ? null : roundTo(x / of, 4));

/** The figures of a target's report from its counted documents (`names`: user id → display name). */
export function markingFigures(
  target: MarkingTarget,
  docs: readonly MarkedDocument[],
  o: { timeZone: string; names: ReadonlyMap<string, string> },
): Pick<MarkingReport, 'marked' | 'ratio' | 'buckets' | 'markers' | 'daily'> {
  const qualities = targetQualities(target);
  const count = (list: readonly MarkedDocument[]) => {
    const counts = new Map<MarkingQuality, number>(qualities.map((q) => [q, 0]));
    for (const d of list) for (const q of documentQualities(d, target)) counts.set(q, (counts.get(q) ?? 0) + 1);
    return counts;
  };
  const totals = count(docs);
  const buckets = qualities.map((quality) => {
    const achieved = totals.get(quality) ?? 0;
    const goal = bucketTarget(target, quality);
    return { quality, target: goal, achieved, ratio: share(achieved, goal) };
  });
  const users = [...new Set(docs.map((d) => d.userId))];
  const markers = users
    .map((userId) => {
      const theirs = docs.filter((d) => d.userId === userId);
      const counts = count(theirs);
      return {
        userId,
        name: o.names.get(userId) ?? '',
        marked: theirs.length,
        share: share(theirs.length, target.totalTarget) ?? 0,
        buckets: qualities.map((quality) => ({ quality, achieved: counts.get(quality) ?? 0 })),
      };
    })
    .sort((a, b) => b.marked - a.marked || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  const perDay = new Map<string, number>();
  for (const d of docs) {
    const day = toWall(d.markedAt, o.timeZone).format('YYYY-MM-DD');
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  let cumulative = 0;
  const daily = [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, marked]) => {
      cumulative += marked;
      return { day, marked, cumulative };
    });
  return { marked: docs.length, ratio: share(docs.length, target.totalTarget) ?? 0, buckets, markers, daily };
}
