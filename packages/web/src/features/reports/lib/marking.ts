import type { MarkingTargetBody } from '@sentio/domain';

/** The marking target form: numbers are null while empty; month 0 is "the whole year". */
export interface MarkingValues {
  name: string;
  year: number | null;
  month: number;
  totalTarget: number | null;
  criteria: ('CONTENT_LENGTH' | 'CATEGORY_COUNT')[];
  lengthTargets: { short: number | null; medium: number | null; long: number | null };
  lengthLimits: { short: number | null; long: number | null };
  categoryCount: { min: number | null; max: number | null };
  contentDate: MarkingTargetBody['contentDate'];
}

export function initialMarkingValues(now: Date): MarkingValues {
  return {
    name: '',
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    totalTarget: null,
    criteria: [],
    lengthTargets: { short: null, medium: null, long: null },
    lengthLimits: { short: null, long: null },
    categoryCount: { min: null, max: null },
    contentDate: 'CONTENT_DATE',
  };
}

// An empty number is sent as missing, so the schema says "required" rather than "not a number".
const n = (v: number | null | undefined): number => (v ?? undefined) as number;

/** The request body of the form's values; a criterion's figures go only with that criterion. */
export function markingBody(v: MarkingValues): MarkingTargetBody {
  const criteria = v.criteria ?? [];
  return {
    name: v.name ?? '',
    year: n(v.year),
    month: v.month === 0 ? null : v.month,
    totalTarget: n(v.totalTarget),
    criteria,
    lengthTargets: criteria.includes('CONTENT_LENGTH')
      ? { short: n(v.lengthTargets?.short), medium: n(v.lengthTargets?.medium), long: n(v.lengthTargets?.long) }
      : null,
    lengthLimits: criteria.includes('CONTENT_LENGTH') ? { short: n(v.lengthLimits?.short), long: n(v.lengthLimits?.long) } : null,
    categoryCount: criteria.includes('CATEGORY_COUNT') ? { min: n(v.categoryCount?.min), max: n(v.categoryCount?.max) } : null,
    contentDate: v.contentDate,
  };
}

/** Groups whose own rule (the sum, a missing group) is shown under the group rather than on one field. */
export const markingGroups = ['lengthTargets', 'lengthLimits', 'categoryCount'] as const;
export type MarkingGroup = (typeof markingGroups)[number];

const fieldPaths = new Set([
  'name',
  'year',
  'month',
  'totalTarget',
  'criteria',
  'contentDate',
  'lengthTargets.short',
  'lengthTargets.medium',
  'lengthTargets.long',
  'lengthLimits.short',
  'lengthLimits.long',
  'categoryCount.min',
  'categoryCount.max',
]);

/** Where an issue at `path` is shown: a form field, a group, or (unknown path) above the form. */
export function placeOf(path: readonly (string | number)[]): { field: string[] } | { group: MarkingGroup } | null {
  const dotted = path.join('.');
  if (fieldPaths.has(dotted)) return { field: path.map(String) };
  const head = String(path[0] ?? '');
  if ((markingGroups as readonly string[]).includes(head)) return { group: head as MarkingGroup };
  return null;
}
