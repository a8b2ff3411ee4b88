import { categoryThresholdSchema, maskingSchema, type ProjectSettings } from '@sentio/domain';
import { z } from 'zod';

export const defaultMasking = (): ProjectSettings['masking'] => ({
  enabled: false,
  entityTypes: [],
  patterns: [],
  replacement: '[{TYPE}]',
});

export const defaultSettings = (): ProjectSettings => ({
  categoryThresholds: [],
  masking: defaultMasking(),
  defaultLanguage: 'tr',
  npsField: null,
  csatField: null,
});

const stored = z.object({
  categoryThresholds: z.array(categoryThresholdSchema).catch([]),
  masking: maskingSchema.catch(defaultMasking),
  defaultLanguage: z.enum(['tr', 'en']).catch('tr'),
  npsField: z.string().nullable().catch(null),
  csatField: z.string().nullable().catch(null),
});

/**
 * project.settings as the contract types it. The column is free JSON written over many versions, so every part
 * falls back to its default on its own: a broken masking block does not lose the thresholds.
 */
export function readSettings(json: unknown): ProjectSettings {
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
