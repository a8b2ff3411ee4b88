import { z } from 'zod';
import { searchRequestSchema } from '../filters/search-request.js';
import { isoDate } from './common.js';
import { widgetScopes } from './dashboard.js';
import { projectCodeSchema } from './project.js';

/** Saved views of an analysis's documents (docs/saved-views.md): quick filters, virtual categories and content groups. */
// ── quick filters (bookmarks) ──────────────────────────────────────────────────────────────────────────────────

/**
 * A saved filter state: the project-detail URL's query string (docs/filters-and-urls.md) without page and tab; without the
 * date parameters (sd, ed, csd, ced, searchByDate) unless `includeDate`. PROJECT bookmarks are seen by everyone in
 * the analysis and made by managers; a user has at most one default (their own or a project one they chose).
 */
export const bookmarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(widgetScopes),
  isDefault: z.boolean(),
  includeDate: z.boolean(),
  /** URL query string, e.g. `q=kargo&fq=channel__APP__IN`. */
  query: z.string(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  scope: z.enum(widgetScopes, { error: 'FIELD_INVALID_OPTION' }).default('USER'),
  isDefault: z.boolean().default(false),
  includeDate: z.boolean().default(false),
  query: z.string().max(8000, { error: 'FIELD_TOO_LONG' }),
});
export const bookmarkParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });

// ── virtual categories and content groups ──────────────────────────────────────────────────────────────────────

/**
 * A virtual category: a saved query over the analysis's documents that filters and counts like a category
 * (`cq` id `{id}_1`, the virtual suffix of the URL codec). Its documents are those matching `filter` (free text, field and category
 * filters; never the dates, never another virtual category), plus `included` documents, minus `excluded` ones
 * (the transactions).
 */
export const virtualFilterSchema = z.strictObject({
  query: z.string().max(500).default(''),
  fieldQueries: searchRequestSchema.shape.fieldQueries.default([]),
  categoryQueries: searchRequestSchema.shape.categoryQueries.default([]),
});
export const virtualCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  filter: virtualFilterSchema,
  includedCount: z.number().int(),
  excludedCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type VirtualCategory = z.infer<typeof virtualCategorySchema>;
export const virtualCategoryBody = z.strictObject({
  /** Present: update it. */
  id: z.uuid({ error: 'FIELD_INVALID' }).optional(),
  name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'FIELD_INVALID' })
    .default('#722ED1'),
  filter: virtualFilterSchema,
});
export const virtualTransactionsBody = z.strictObject({
  add: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
  remove: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
});
export const virtualCategoryParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
export const virtualCategoryDeleteQuery = z.strictObject({
  projectCode: projectCodeSchema,
  virtualCategoryId: z.uuid({ error: 'FIELD_INVALID' }),
});

/**
 * A content group (our reading of `content-group/{code}/{model}/{category}`): the documents a user collects for one
 * category of one model of the analysis (picked in the list or taken from a search), to review them together and
 * `transform` them into training data of that model (each document's content labelled with that category) or into
 * a virtual category (its `included` documents).
 */
export const contentGroupSchema = z.object({
  modelCode: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  documentCount: z.number().int(),
  updatedAt: isoDate.nullable(),
});
export type ContentGroup = z.infer<typeof contentGroupSchema>;
export const contentGroupParams = z.strictObject({
  code: projectCodeSchema,
  model: z.string().min(1).max(100),
  category: z.string().min(1).max(100),
});
export const contentGroupPageBody = z.strictObject({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(10),
});
export const contentGroupSaveBody = z.strictObject({
  /** Explicit documents, or (when empty and `search` is set) every document of that search, at most 5,000. */
  documentIds: z
    .array(z.uuid({ error: 'FIELD_INVALID' }))
    .max(5000)
    .default([]),
  search: searchRequestSchema.nullable().default(null),
});
export const contentGroupTransactionsBody = virtualTransactionsBody;
/**
 * One strict object rather than a discriminated union: a union answers a wrong body with the discriminator's error
 * only, and hides the unknown fields (FIELD_UNKNOWN) every other body reports. `name` is required for
 * VIRTUAL_CATEGORY and ignored for TRAINING_DATA.
 */
export const contentGroupTransformBody = z
  .strictObject({
    target: z.enum(['TRAINING_DATA', 'VIRTUAL_CATEGORY'], { error: 'FIELD_INVALID_OPTION' }),
    name: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' }).optional(),
  })
  .refine((b) => b.target !== 'VIRTUAL_CATEGORY' || b.name !== undefined, { error: 'FIELD_REQUIRED', path: ['name'] });
export const contentGroupTransformResponse = z.object({
  target: z.enum(['VIRTUAL_CATEGORY', 'TRAINING_DATA']),
  /** The virtual category's id, or the model code. */
  id: z.string(),
  affected: z.number().int(),
});
