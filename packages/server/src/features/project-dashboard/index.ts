/**
 * What other areas reuse of the dashboard's computation: the trend bucketing (period → cube gap, buckets in the
 * reporting zone with their drills). The category trend report (features/category-trend, docs/reports.md) counts
 * through the same cube and buckets its rows with these, so a report point and a widget point never differ.
 */
export { gapFor, resolvePeriod, trendPoints } from './compute/trend.js';
/** A chart element's drill added to a search body, as the data tab applies it (tests of drills in other areas). */
export { applyDrill } from './apply-drill.js';
