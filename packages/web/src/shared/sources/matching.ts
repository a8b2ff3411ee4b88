import { z } from 'zod';
import { dateSources, sortTypes } from '@sentio/domain';

/**
 * The date formats the form offers, the same list the server detects a column's format from (see
 * `suggestRoles`): `ISO` or a pattern of YYYY, MM, DD, HH, mm, ss. The user may also type another pattern.
 */
export { dateFormats } from '@sentio/domain';

/**
 * The settings every saved matching template has, read leniently (a template may come from another file). Owners
 * add their own fields and make the whole object partial.
 */
export const storedTemplateFields = {
  columns: z.array(z.object({ column: z.string(), role: z.string() })),
  dateSource: z.enum(dateSources),
  dateFormat: z.string(),
  sortType: z.enum(sortTypes),
  sortFields: z.array(z.string()),
};
