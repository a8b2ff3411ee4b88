import { z } from 'zod';
import { languageSchema } from './common.js';

/**
 * The learning center's guides and their operator-set video addresses (docs/tour-and-help.md). The guides themselves
 * (texts and screenshots) ship with the web app; the server only keeps, per guide and language, the address of a video
 * an operator chose to show instead of the screenshots. The list of guides is fixed here so both sides agree on it.
 */
export const helpGuideKeys = [
  'analyses',
  'data-search',
  'dashboards',
  'models',
  'root-causes',
  'customers-journeys',
  'actions',
  'rules-notifications',
  'marketplace',
  'assistants',
  'entity-mapping',
  'admin',
] as const;
export type HelpGuideKey = (typeof helpGuideKeys)[number];

export const isHelpGuideKey = (value: string): value is HelpGuideKey => (helpGuideKeys as readonly string[]).includes(value);

/** http or https with a host: a video is opened or embedded in the browser, so no other scheme is taken. */
export const helpVideoUrl = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED', abort: true })
  .max(1000, { error: 'FIELD_TOO_LONG', abort: true })
  .refine((v) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/iu.test(v), { error: 'FIELD_INVALID' });

/**
 * Sets (or, with `url: null`, removes) one guide's video in one language. `guide` is any text here so an unknown key
 * answers 404 HELP_GUIDE_NOT_FOUND rather than a field error.
 */
export const helpVideoSaveBody = z.strictObject({
  guide: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(64, { error: 'FIELD_TOO_LONG' }),
  language: languageSchema,
  url: helpVideoUrl.nullable(),
});
export type HelpVideoSave = z.infer<typeof helpVideoSaveBody>;

export const helpVideoSchema = z.object({
  guide: z.enum(helpGuideKeys),
  language: languageSchema,
  url: z.string(),
  updatedAt: z.string(),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;

/** Every video an operator set, ordered by guide (in the list's order) and language. */
export const helpVideosResponse = z.array(helpVideoSchema);
