import { z } from 'zod';
import { sortTypes } from '@sentio/domain';

/**
 * Common date formats: `ISO` (ISO 8601 with or without time and zone) or a pattern of YYYY, MM, DD, HH, mm, ss with
 * literal separators — what the importer reads. The user picks one (or types another pattern); the rules require it.
 */
export const dateFormats = [
  'ISO',
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm:ss',
  'DD.MM.YYYY',
  'DD.MM.YYYY HH:mm',
  'DD.MM.YYYY HH:mm:ss',
  'DD/MM/YYYY',
  'DD/MM/YYYY HH:mm',
  'MM/DD/YYYY',
  'MM/DD/YYYY HH:mm',
] as const;

/**
 * The settings every saved matching template has, read leniently (a template may come from another file). Owners
 * add their own fields and make the whole object partial.
 */
export const storedTemplateFields = {
  columns: z.array(z.object({ column: z.string(), role: z.string() })),
  dateFormat: z.string(),
  sortType: z.enum(sortTypes),
  sortFields: z.array(z.string()),
};
