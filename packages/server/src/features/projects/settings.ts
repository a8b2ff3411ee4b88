import { categoryThresholdSchema, maskingSchema, type ProjectSettings } from '@sentio/domain';
import { z } from 'zod';

export const defaultMasking = (): ProjectSettings['masking'] => ({
  enabled: false,
  entityTypes: [],
  patterns: [],
  replacement: '[{TYPE}]',
});

/** A numeric attribute's dashboard setting: shown in attribute widgets, its distribution's bucket width. */
export interface StoredAttributeSetting {
  code: string;
  dashboard: boolean;
  bucketWidth: number | null;
}

/**
 * project.settings as stored: the contract's settings plus the dashboard's own keys (CSAT scale, attribute
 * settings), kept here so that saving any other setting writes them back unchanged.
 */
export interface StoredSettings extends ProjectSettings {
  csatScaleMax: number;
  csatSatisfiedFrom: number;
  attributeSettings: StoredAttributeSetting[];
}

export const defaultSettings = (): StoredSettings => ({
  categoryThresholds: [],
  masking: defaultMasking(),
  defaultLanguage: 'tr',
  npsField: null,
  csatField: null,
  csatScaleMax: 5,
  csatSatisfiedFrom: 4,
  attributeSettings: [],
});

const stored = z.object({
  categoryThresholds: z.array(categoryThresholdSchema).catch([]),
  masking: maskingSchema.catch(defaultMasking),
  defaultLanguage: z.enum(['tr', 'en']).catch('tr'),
  npsField: z.string().nullable().catch(null),
  csatField: z.string().nullable().catch(null),
  csatScaleMax: z.number().int().min(3).max(10).catch(5),
  csatSatisfiedFrom: z.number().int().min(1).max(10).catch(4),
  attributeSettings: z
    .array(z.object({ code: z.string(), dashboard: z.boolean(), bucketWidth: z.number().positive().nullable() }))
    .catch([]),
});

/**
 * project.settings as the contract types it. The column is free JSON written over many versions, so every part
 * falls back to its default on its own: a broken masking block does not lose the thresholds.
 */
export function readSettings(json: unknown): StoredSettings {
  const source = json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {};
  const parsed = stored.safeParse(source);
  return parsed.success ? parsed.data : defaultSettings();
}

/**
 * The threshold a category's confidence must reach in this analysis: the analysis's per-category value, else its
 * per-model value, else the model's own threshold. Null when none is set (the caller's default applies).
 */
export function thresholdFor(
  settings: ProjectSettings,
  modelCode: string,
  categoryId: string | null,
  modelThreshold: number | null,
): number | null {
  const entry = settings.categoryThresholds.find((t) => t.modelCode === modelCode);
  if (!entry) return modelThreshold;
  const category = categoryId === null ? undefined : entry.categories.find((c) => c.categoryId === categoryId);
  return category?.threshold ?? entry.threshold ?? modelThreshold;
}
