import { isSearchByDate, markingTargetCriteria, type MarkingTarget } from '@sentio/domain';
import type { MarkingTargetRow } from './target-repository.js';

const criterion = (c: string): c is MarkingTarget['criteria'][number] => (markingTargetCriteria as readonly string[]).includes(c);
const dateBasis = (d: string): MarkingTarget['contentDate'] => (isSearchByDate(d) ? d : 'CONTENT_DATE');

/** A stored marking target as the contract's shape (length and category parts null when the criterion is not set). */
export function presentTarget(r: MarkingTargetRow): MarkingTarget {
  const lengths =
    r.target_short !== null && r.target_medium !== null && r.target_long !== null
      ? { short: r.target_short, medium: r.target_medium, long: r.target_long }
      : null;
  return {
    id: r.id,
    name: r.name,
    year: r.year,
    month: r.month,
    totalTarget: r.total_target,
    criteria: r.criteria.filter(criterion),
    lengthTargets: lengths,
    lengthLimits: r.limit_short !== null && r.limit_long !== null ? { short: r.limit_short, long: r.limit_long } : null,
    categoryCount: r.category_min !== null && r.category_max !== null ? { min: r.category_min, max: r.category_max } : null,
    contentDate: dateBasis(r.content_date),
    createdBy: r.created_by ? { id: r.created_by, name: r.creator_name ?? '' } : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
