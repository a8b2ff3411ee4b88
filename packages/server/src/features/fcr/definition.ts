import { fcrBuckets, fcrDayRangeMax, type FcrBucket } from '@sentio/domain';
import { errors } from '../../platform/errors.js';

/**
 * What counts as a contact of first-call resolution, resolved to ids (docs/first-call-resolution.md): the
 * settings, the analyses the caller may read, and a sub-report's narrowing. Built by the FCR service once per call;
 * the report and the search's `dofc` build their SQL from it (issue-repository.ts), so both read one definition.
 */
export interface FcrDefinition {
  workspaceId: string;
  /** Analyses whose documents are contacts: counted, readable, and the sub-report's. Empty: no contacts at all. */
  projectIds: string[];
  /** Channel codes; empty: every channel. */
  channels: string[];
  sameCategory: boolean;
  /** The attribute identifying the caller; null: the document's customer key. */
  matchAttribute: string | null;
  /** The attribute naming the agent (by-agent rows); null: none. */
  agentAttribute: string | null;
  dayRange: number;
  /** A sub-report's categories: a contact has one of them (any of). Empty: no restriction. */
  categories: { modelId: string; categoryId: string }[];
  /** A sub-report's attribute values: a contact has all of them. */
  attributes: { field: string; value: string }[];
}

/** A reporting range: instants, both ends included (the search's reading of a range, so a drill-down lists the same). */
export interface FcrRange {
  start: Date | null;
  end: Date | null;
}

/**
 * A `dofc` value: `{bucket}`, `{bucket}:{subReportId}`, either followed by `@{dayRange}` when the report that linked
 * it was shown with a day range other than the saved one (its list then counts with that window).
 */
export interface FcrDrill {
  bucket: FcrBucket;
  subReportId: string | null;
  dayRange: number | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a `dofc` value; anything else is 400 FCR_DRILL_INVALID on the field. */
export function parseDrill(value: string): FcrDrill {
  const [drill = '', days, ...more] = value.trim().split('@');
  const [bucket, subReportId, ...rest] = drill.split(':');
  const known = (fcrBuckets as readonly string[]).includes(bucket ?? '');
  const dayRange = days === undefined ? null : /^\d{1,2}$/.test(days) ? Number(days) : Number.NaN;
  if (
    !known ||
    rest.length > 0 ||
    more.length > 0 ||
    (subReportId !== undefined && !uuid.test(subReportId)) ||
    (dayRange !== null && !(dayRange >= 1 && dayRange <= fcrDayRangeMax))
  )
    throw errors.badRequest('FCR_DRILL_INVALID', 'dofc');
  return { bucket: bucket as FcrBucket, subReportId: subReportId ?? null, dayRange };
}
