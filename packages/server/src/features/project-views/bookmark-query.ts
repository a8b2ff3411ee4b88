import { createSearchParams, decodeFilters } from '@sentio/domain';
import { errors } from '../../platform/errors.js';

/** Parameters a quick filter never keeps: where the user was, not what they filtered. */
const PLACE_PARAMS = ['page', 'tab'] as const;
/** The date parameters of the URL (sd, ed, csd, ced, searchByDate), kept only when the quick filter includes the date. */
const DATE_PARAMS = ['sd', 'ed', 'csd', 'ced', 'searchByDate'] as const;

/**
 * The stored form of a quick filter's query string: without page and tab, and without the date parameters unless
 * `includeDate`. A query the project-detail URL codec cannot read completely (a malformed fq or cq, an invalid
 * date or size) is refused with 400 FIELD_INVALID on `query`, since restoring it would silently drop a filter.
 */
export function normaliseBookmarkQuery(raw: string, includeDate: boolean): string {
  const params = createSearchParams(raw.trim().replace(/^\?/, ''));
  for (const name of PLACE_PARAMS) params.delete(name);
  if (!includeDate) for (const name of DATE_PARAMS) params.delete(name);
  const query = params.toString();
  let readable = true;
  decodeFilters(query, {
    warn: () => {
      readable = false;
    },
  });
  if (!readable) throw errors.badRequest('FIELD_INVALID', 'query');
  return query;
}
