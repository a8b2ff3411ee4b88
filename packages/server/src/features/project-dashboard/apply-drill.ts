import {
  categoryOperands,
  decodeCategoryQuery,
  decodeFieldQuery,
  fieldOperands,
  parseUrlDate,
  type Drill,
  type FieldValue,
  type SearchRequest,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';

type RequestValue = SearchRequest['fieldQueries'][number]['values'][number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

const requestValue = (v: FieldValue): RequestValue =>
  v.minValue !== undefined
    ? { key: v.key, minValue: v.minValue }
    : v.maxValue !== undefined
      ? { key: v.key, maxValue: v.maxValue }
      : { key: v.key };

/**
 * The search body with a chart element's drill added, as the data tab would build it from the URL: its `fq`/`cq`
 * join the filters, its dates replace the range, its `q` the free text, its `rrId` the root cause. A malformed part is a 400 (FIELD_INVALID).
 * URL dates are wall times of `timeZone` (the reporting zone the drills were written in, as the web reads them).
 */
export function applyDrill(search: SearchRequest, drill: Drill, timeZone = 'UTC'): SearchRequest {
  const fieldQueries = drill.fq.map((raw) => {
    const q = decodeFieldQuery(raw);
    if (!q || !isOneOf(fieldOperands, q.operand)) throw errors.badRequest('FIELD_INVALID', 'drill.fq');
    return { fieldName: q.fieldName, operand: q.operand, values: q.values.map(requestValue) };
  });
  const categoryQueries = drill.cq.map((raw) => {
    const q = decodeCategoryQuery(raw, (_token, id) => drill.names[`cqn_${_token}`] ?? id._id);
    if (!q || !isOneOf(categoryOperands, q.operand)) throw errors.badRequest('FIELD_INVALID', 'drill.cq');
    return {
      fieldName: q.fieldName,
      operand: q.operand,
      ids: q.ids.map((id) => ({
        categoryId: id._id,
        sentimentKey: id.sentiment,
        virtual: id.virtual,
        dynamicKey: id.dynamic ? id.code : null,
      })),
    };
  });
  const start = drill.sd === null ? null : parseUrlDate(drill.sd, { timeZone, warn: () => undefined });
  const end = drill.ed === null ? null : parseUrlDate(drill.ed, { end: true, timeZone, warn: () => undefined });
  if ((drill.sd !== null && !start) || (drill.ed !== null && !end)) throw errors.badRequest('FIELD_INVALID', 'drill.sd');
  return {
    ...search,
    query: drill.q ?? search.query,
    rrId: drill.rrId ?? search.rrId,
    // A root cause's element lists exactly its documents, as the web opens it: not those without a root cause too.
    showRootCauselessContent: drill.rrId === undefined ? search.showRootCauselessContent : false,
    startDate: start ? start.toISOString() : search.startDate,
    endDate: end ? end.toISOString() : search.endDate,
    fieldQueries: [...search.fieldQueries, ...fieldQueries],
    categoryQueries: [...search.categoryQueries, ...categoryQueries],
  };
}
