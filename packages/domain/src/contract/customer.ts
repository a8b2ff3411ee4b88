import { z } from 'zod';
import { isoDate, pageQuery } from './common.js';
import { sentimentLabels } from './model.js';

/**
 * Customers (docs/customers.md): a customer is one value of the key attribute (e.g. `customer_id`) in a workspace;
 * every document whose key attribute holds it is one of the customer's interactions, in any analysis.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a text, one char code (0…255) per byte (the domain runs without DOM or Node globals). */
const utf8Bytes = (text: string): string => unescape(encodeURIComponent(text));

/**
 * A customer key travels in paths and URLs as base64url of its UTF-8 text (no padding), so keys holding `/`, `?`, `#`
 * or spaces (e-mails, phone numbers with blanks) stay one path segment.
 */
export function customerKeyToParam(key: string): string {
  const bytes = utf8Bytes(key);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes.charCodeAt(i) << 16) | ((bytes.charCodeAt(i + 1) || 0) << 8) | (bytes.charCodeAt(i + 2) || 0);
    const chars = Math.min(4, bytes.length - i + 1);
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** The key of a path parameter, or null when it is not base64url of valid UTF-8 text. */
export function customerKeyFromParam(param: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(param) || param.length % 4 === 1) return null;
  let bytes = '';
  for (let i = 0; i < param.length; i += 4) {
    const chunk = param.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) n = (n << 6) | (c < chunk.length ? ALPHABET.indexOf(chunk[c] ?? 'A') : 0);
    for (let c = 0; c < chunk.length - 1; c++) bytes += String.fromCharCode((n >> (16 - 8 * c)) & 255);
  }
  try {
    const key = decodeURIComponent(escape(bytes));
    return key.trim() === '' || customerKeyToParam(key) !== param ? null : key;
  } catch {
    return null;
  }
}

export const customerKeyParams = z.strictObject({
  key: z
    .string()
    .max(700, { error: 'FIELD_TOO_LONG' })
    .refine((v) => customerKeyFromParam(v) !== null, { error: 'FIELD_INVALID' }),
});

/** Orders of the customers list: `field,direction`; the default is the latest interaction first. */
export const customerSorts = [
  'lastInteraction,desc',
  'lastInteraction,asc',
  'totalInteractions,desc',
  'totalInteractions,asc',
  'sentimentScore,desc',
  'sentimentScore,asc',
  'name,asc',
] as const;
export type CustomerSort = (typeof customerSorts)[number];

/**
 * The customers list: `q` searches key, name and company; `segment` is one segment value; `pt` (an analysis code)
 * keeps customers with interactions in that analysis and `pc` (a category id of that analysis's models, only with
 * `pt`) those with an interaction of that category — our reading of the route's pt / pc.
 */
export const customerListQuery = pageQuery.extend({
  q: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
  segment: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
  sort: z.enum(customerSorts, { error: 'FIELD_INVALID_OPTION' }).default('lastInteraction,desc'),
  pt: z.string().trim().max(100).optional(),
  pc: z.string().trim().max(200).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/**
 * One customer in lists. `sentimentScore` = 100 × (positive − negative) ÷ interactions with a sentiment, −100…100;
 * null while none of them has a sentiment.
 */
export const customerSummarySchema = z.object({
  key: z.string(),
  /** `customerKeyToParam(key)`: what links and the detail call use. */
  param: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  segment: z.string().nullable(),
  sentimentScore: z.number().nullable(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  totalInteractions: z.number().int(),
  firstInteraction: isoDate.nullable(),
  lastInteraction: isoDate.nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListResponse = z.object({
  content: z.array(customerSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Segment values present in the workspace, for the segment filter. */
  segments: z.array(z.string()),
});
export type CustomerList = z.infer<typeof customerListResponse>;

/** The interactions page of a customer's detail: paged, searchable, optionally one analysis. */
export const customerDetailQuery = pageQuery.extend({
  q: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
  pt: z.string().trim().max(100).optional(),
});
export type CustomerDetailQuery = z.infer<typeof customerDetailQuery>;

export const customerInteractionSchema = z.object({
  documentId: z.string(),
  externalId: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string(),
  dataType: z.string(),
  contentDate: isoDate,
  channel: z.string().nullable(),
  /** Masked when the analysis masks documents; dialogues as "speaker: text" lines. */
  content: z.string(),
  sentiment: z.enum(sentimentLabels).nullable(),
  categories: z.array(z.object({ modelCode: z.string(), categoryId: z.string(), name: z.string() })),
  rootCauses: z.array(z.object({ id: z.string(), name: z.string() })),
  nps: z.number().int().nullable(),
  csat: z.number().int().nullable(),
});
export type CustomerInteraction = z.infer<typeof customerInteractionSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  /** The shown attributes (customer settings) of the latest interaction holding each; masked ones stay masked. */
  attributes: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
  /** Per analysis: interactions and the latest. */
  analyses: z.array(
    z.object({ code: z.string(), name: z.string(), total: z.number().int(), lastInteraction: isoDate.nullable() }),
  ),
  /** Every NPS / CSAT answer in time order (oldest first). */
  scores: z.array(
    z.object({ date: isoDate, projectCode: z.string(), nps: z.number().int().nullable(), csat: z.number().int().nullable() }),
  ),
  /** The journey steps the customer passed: the first and the latest interaction matching each. */
  journeySteps: z.array(
    z.object({
      journeyId: z.string(),
      journeyName: z.string(),
      stepId: z.string(),
      stepName: z.string(),
      position: z.number().int(),
      interactions: z.number().int(),
      firstAt: isoDate,
      lastAt: isoDate,
    }),
  ),
  interactions: z.object({
    content: z.array(customerInteractionSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const attributeCode = z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'FIELD_TOO_LONG' });
const optionalAttribute = attributeCode.nullable().default(null);

/**
 * Which attributes make a customer (docs/customers.md). `keyAttribute` identifies the customer in every analysis
 * unless the analysis has its own in `analysisKeys`; name, company, address and segment come from the latest
 * interaction carrying them; `shownAttributes` are listed on the customer's page.
 */
export const customerSettingsBody = z.strictObject({
  keyAttribute: attributeCode,
  nameAttribute: optionalAttribute,
  companyAttribute: optionalAttribute,
  addressAttribute: optionalAttribute,
  segmentAttribute: optionalAttribute,
  shownAttributes: z.array(attributeCode).max(50, { error: 'FIELD_TOO_BIG' }).default([]),
  analysisKeys: z
    .array(z.strictObject({ projectCode: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }), attribute: attributeCode }))
    .max(500, { error: 'FIELD_TOO_BIG' })
    .default([]),
});
export type CustomerSettingsBody = z.input<typeof customerSettingsBody>;

/** Re-linking the documents after the mapping changed runs in the background. */
export const customerRelinkStates = ['IDLE', 'RUNNING', 'FAILED'] as const;
export type CustomerRelinkState = (typeof customerRelinkStates)[number];

export const customerSettingsSchema = z.object({
  keyAttribute: z.string(),
  nameAttribute: z.string().nullable(),
  companyAttribute: z.string().nullable(),
  addressAttribute: z.string().nullable(),
  segmentAttribute: z.string().nullable(),
  shownAttributes: z.array(z.string()),
  analysisKeys: z.array(z.object({ projectCode: z.string(), attribute: z.string() })),
  relinkState: z.enum(customerRelinkStates),
  /** 0…100 while re-linking. */
  relinkProgress: z.number().int(),
  /** Attribute codes of the workspace's analyses, with names, for the pickers. */
  attributes: z.array(z.object({ code: z.string(), name: z.string(), projectCodes: z.array(z.string()) })),
  updatedAt: isoDate.nullable(),
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;
