import type { Drill } from '../contract/dashboard-results.js';
import { formatUrlDate, parseUrlDate } from '../dates/url-date.js';
import { encodeCategoryQuery, encodeCategoryToken, encodeFieldQuery } from './codec.js';
import type { CategoryId, FieldValue } from './state.js';

/**
 * The drill filters of chart elements, in the project-detail URL's forms (docs/filters-and-urls.md). Each one, added to the filter the widget
 * was computed under, selects exactly the documents the element counts.
 */

export const emptyDrill = (): Drill => ({ fq: [], cq: [], sd: null, ed: null, names: {} });

/**
 * Merges drills (a chart element's with its bucket's, the current range's…): filters add up once each, a later date
 * range replaces an earlier one, a later word or root cause replaces an earlier one.
 */
export function mergeDrills(...drills: Drill[]): Drill {
  const out = emptyDrill();
  for (const d of drills) {
    for (const value of d.fq) if (!out.fq.includes(value)) out.fq.push(value);
    for (const value of d.cq) if (!out.cq.includes(value)) out.cq.push(value);
    out.sd = d.sd ?? out.sd;
    out.ed = d.ed ?? out.ed;
    Object.assign(out.names, d.names);
    if (d.q !== undefined) out.q = d.q;
    if (d.rrId !== undefined) out.rrId = d.rrId;
  }
  return out;
}

/** One category of one model: `cq={model}__{id}__IN` with its display name under `cqn_{token}`. */
export function categoryDrill(modelCode: string, categoryId: string, name: string): Drill {
  const id: CategoryId = { _id: categoryId, code: null, name, sentiment: null, virtual: false, dynamic: false };
  return {
    ...emptyDrill(),
    cq: [encodeCategoryQuery({ fieldName: modelCode, operand: 'IN', ids: [id] })],
    names: { [`cqn_${encodeCategoryToken(id)}`]: name },
  };
}

/**
 * The documents carrying one root cause: `rrId`, which the data tab's URL carries as `id|name` so its chip can name
 * it (the search reads the part before the pipe).
 */
export function rootCauseDrill(rootCauseId: string, name: string): Drill {
  return { ...emptyDrill(), rrId: `${rootCauseId}|${name}` };
}

/** Documents of one channel; documents without a channel (code null) are `channel____NOT_EXISTS`. */
export function channelDrill(code: string | null): Drill {
  const fq =
    code === null
      ? encodeFieldQuery({ fieldName: 'channel', operand: 'NOT_EXISTS', values: [] })
      : encodeFieldQuery({ fieldName: 'channel', operand: 'IN', values: [{ key: code }] });
  return { ...emptyDrill(), fq: [fq] };
}

/**
 * Documents whose stored sentiment label is one of `labels` (the labels of one polarity seen in the data);
 * with `negate`, every other document, including those without a label (NOT_IN matches a missing value).
 */
export function sentimentDrill(labels: readonly string[], negate = false): Drill {
  return {
    ...emptyDrill(),
    fq: [encodeFieldQuery({ fieldName: 'sentiment', operand: negate ? 'NOT_IN' : 'IN', values: labels.map((key) => ({ key })) })],
  };
}

/** Numeric answers of an attribute within bounds, e.g. NPS detractors `nps__GTE_0--LTE_6__RANGE`. */
export function rangeDrill(attribute: string, bounds: readonly FieldValue[]): Drill {
  return { ...emptyDrill(), fq: [encodeFieldQuery({ fieldName: attribute, operand: 'RANGE', values: bounds })] };
}

export const atLeast = (value: number): FieldValue => ({ key: 'GTE', minValue: value });
export const atMost = (value: number): FieldValue => ({ key: 'LTE', maxValue: value });
export const below = (value: number): FieldValue => ({ key: 'LT', maxValue: value });

/** Documents whose attribute text contains `word` (keyword widgets over an attribute). */
export function containsDrill(attribute: string, word: string): Drill {
  return { ...emptyDrill(), fq: [encodeFieldQuery({ fieldName: attribute, operand: 'CONTAINS', values: [{ key: word }] })] };
}

export interface DrillRange {
  start: Date | null;
  end: Date | null;
}

/**
 * A date range [start, end] (end inclusive) as `sd`/`ed`, clipped to `within`. URL dates carry hours only
 * (docs/filters-and-urls.md): an end that its URL form would cut short (an hourly bucket ending 05:59:59.999 reads back as
 * 05:00) is written as the next bucket's start instead, which can only add a document stamped at exactly that instant.
 */
export function dateDrill(start: Date, end: Date, within: DrillRange, timeZone = 'UTC'): Drill {
  const s = within.start && within.start.getTime() > start.getTime() ? within.start : start;
  const e = within.end && within.end.getTime() < end.getTime() ? within.end : end;
  // URL dates are wall times of the tenant's zone, which the web reads them in: the reporting zone.
  const zone = { timeZone };
  let ed = formatUrlDate(e, zone);
  const back = parseUrlDate(ed, { end: true, timeZone });
  if (back && back.getTime() < e.getTime()) ed = formatUrlDate(new Date(e.getTime() + 1), zone);
  return { ...emptyDrill(), sd: formatUrlDate(s, zone), ed };
}
