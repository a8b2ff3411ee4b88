import { z } from 'zod';
import { isoDate } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * Aliases (docs/aliases.md): per analysis, the name a category, an attribute or an attribute value is shown with, per
 * UI language. A name is resolved as the alias of the user's language, else the language-neutral value alias, else
 * the name as entered.
 */
export const aliasKeyTypes = ['CATEGORY', 'ATTRIBUTE', 'VALUE'] as const;
export type AliasKeyType = (typeof aliasKeyTypes)[number];

/** An alias text: trimmed; empty means "none". */
const aliasText = z
  .string({ error: 'FIELD_INVALID_TYPE' })
  .trim()
  .max(200, { error: 'FIELD_TOO_LONG' })
  .nullish()
  .transform((v) => (v ? v : null));
const keyPart = z.string({ error: 'FIELD_INVALID_TYPE' }).trim().max(500, { error: 'FIELD_TOO_LONG' }).nullish();

export const aliasSaveBody = z
  .strictObject({
    aliasType: z.enum(aliasKeyTypes, { error: 'FIELD_REQUIRED' }),
    /** CATEGORY: the model and the category id. */
    modelId: keyPart,
    categoryId: keyPart,
    /** ATTRIBUTE and VALUE: the attribute code; VALUE: also the raw value. */
    attribute: keyPart,
    value: keyPart,
    keyAlias: z.strictObject({ tr: aliasText, en: aliasText }).default({ tr: null, en: null }),
    valueAlias: aliasText,
  })
  .superRefine((b, ctx) => {
    const need = (field: 'modelId' | 'categoryId' | 'attribute' | 'value') => {
      if (!b[field]) ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: [field] });
    };
    if (b.aliasType === 'CATEGORY') {
      need('modelId');
      need('categoryId');
    } else {
      need('attribute');
      if (b.aliasType === 'VALUE') need('value');
    }
    if (!b.keyAlias.tr && !b.keyAlias.en && !b.valueAlias) {
      ctx.addIssue({ code: 'custom', message: 'ALIAS_ENTRY_REQUIRED', path: ['keyAlias'] });
    }
  });
export type AliasSaveBody = z.input<typeof aliasSaveBody>;

export const aliasSchema = z.object({
  id: z.string(),
  aliasType: z.enum(aliasKeyTypes),
  modelId: z.string().nullable(),
  categoryId: z.string().nullable(),
  attribute: z.string().nullable(),
  value: z.string().nullable(),
  keyAlias: z.object({ tr: z.string().nullable(), en: z.string().nullable() }),
  valueAlias: z.string().nullable(),
  /** The key as entered (the category's own path, the attribute code, the raw value): what the alias replaces. */
  keyName: z.string(),
  updatedAt: isoDate,
});
export type Alias = z.infer<typeof aliasSchema>;

/** What the alias form picks keys from: the analysis's categories and attributes under their own names. */
export const aliasOptionsSchema = z.object({
  categories: z.array(
    z.object({ modelId: z.string(), modelName: z.string(), categoryId: z.string(), name: z.string(), path: z.string() }),
  ),
  attributes: z.array(z.object({ code: z.string(), type: z.string() })),
});
export type AliasOptions = z.infer<typeof aliasOptionsSchema>;

export const aliasParams = z.strictObject({ code: projectCodeSchema, id: z.uuid({ error: 'FIELD_INVALID' }) });
