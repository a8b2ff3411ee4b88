import { defaultMessages, type SearchRequest } from '@sentio/domain';
import { AppError, errors } from '../../platform/errors.js';

/**
 * Body fields the search cannot honour yet (see docs/search.md, "Not supported yet"): each is accepted at its
 * default — which is what the web sends on its screens — and refused otherwise, rather than silently ignored.
 * `originalComparisonEndDate` is not here: it only restates `comparisonEndDate` before the end-of-second
 * extension, so the search has nothing to do with it.
 */
const unsupported: readonly { field: keyof SearchRequest; used: (req: SearchRequest, fcr: boolean) => boolean }[] = [
  // dofc is honoured where the caller resolved the first-call resolution definition (the search does; exports do not).
  { field: 'dofc', used: (r, fcr) => r.dofc !== null && !fcr },
  { field: 'modelCategoryLists', used: (r) => r.modelCategoryLists.length > 0 },
];

/** FILTER_NOT_SUPPORTED naming every such field the body sets, or null. */
export function unsupportedFields(req: SearchRequest, fcr = false): AppError | null {
  const fields = unsupported.filter((u) => u.used(req, fcr)).map((u) => u.field);
  if (fields.length === 0) return null;
  const code = 'FILTER_NOT_SUPPORTED';
  return new AppError(400, 'ValidationException', code, {
    fields: fields.map((field) => ({ field, messageCode: code, message: defaultMessages[code] })),
  });
}

/** The body's projectCode is optional; when given it must name the analysis of the path. */
export function checkProjectCode(req: SearchRequest, code: string): void {
  if (req.projectCode !== null && req.projectCode !== code) throw errors.badRequest('PROJECT_CODE_MISMATCH', 'projectCode');
}
