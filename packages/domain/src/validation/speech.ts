import { z } from 'zod';
import { requiredText } from '../contract/common.js';
import { nameTakenIssue, reportIssues, ruleIssue, type RuleIssue } from './issues.js';

/**
 * A speech-to-text setting (docs/validation-rules.md): customer and agent channels required and different.
 * api type and language are required too, as they identify the setting (see `speechSettingDuplicateIssue`).
 */
export const speechSettingBody = z
  .strictObject({
    apiType: requiredText(50),
    language: requiredText(20),
    audioType: z.string().trim().nullable().default(null),
    implementationType: z.string().trim().nullable().default(null),
    modelType: z.string().trim().nullable().default(null),
    initialPrompt: z.string().max(4000, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
    modelName: z.string().trim().nullable().default(null),
    customerChannel: requiredText(50),
    agentChannel: requiredText(50),
    normalisations: z
      .array(z.strictObject({ text: requiredText(200), target: z.string().max(200, { error: 'FIELD_TOO_LONG' }) }))
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.customerChannel === body.agentChannel) reportIssues(ctx, [ruleIssue('SPEECH_CHANNELS_SAME', 'agentChannel')]);
  });
export type SpeechSettingBody = z.input<typeof speechSettingBody>;

/** A duplicate speech setting is refused: our reading, one setting per api type and language. */
export function speechSettingDuplicateIssue(
  setting: { apiType: string; language: string },
  existing: readonly { apiType: string; language: string }[],
): RuleIssue | null {
  const key = (s: { apiType: string; language: string }) =>
    `${s.apiType.trim().toUpperCase()}|${s.language.trim().toLowerCase()}`;
  return existing.some((s) => key(s) === key(setting)) ? ruleIssue('SPEECH_SETTING_DUPLICATE', 'language') : null;
}

/** The normalisation document limit applies (its value is the server's configuration). */
export const speechNormalisationLimitIssue = (documentCount: number, limit: number): RuleIssue | null =>
  documentCount > limit ? ruleIssue('SPEECH_NORMALISATION_LIMIT', 'normalisations') : null;

/**
 * True when every `(` has its `)` in order. In a regular expression, escaped characters (`\(`) and characters
 * inside a class (`[(]`) are not grouping and are skipped.
 */
export function parenthesesBalanced(text: string, regex = false): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (regex && c === '\\') i++;
    else if (regex && inClass) inClass = c !== ']';
    else if (regex && c === '[') {
      inClass = true;
      if (text[i + 1] === '^') i++;
      if (text[i + 1] === ']') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** An entity mapping: name required; source and target text with balanced parentheses. */
export const entityMappingBody = z
  .strictObject({
    name: requiredText(100),
    sourceText: requiredText(1000),
    targetText: requiredText(1000),
    regex: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const out: RuleIssue[] = [];
    if (!parenthesesBalanced(body.sourceText, body.regex))
      out.push(ruleIssue('ENTITY_MAPPING_UNBALANCED_PARENTHESES', 'sourceText'));
    if (!parenthesesBalanced(body.targetText, false)) out.push(ruleIssue('ENTITY_MAPPING_UNBALANCED_PARENTHESES', 'targetText'));
    reportIssues(ctx, out);
  });
export type EntityMappingBody = z.input<typeof entityMappingBody>;

/** Entity mapping names are unique (compared with `nameKey`). */
export const entityMappingNameTakenIssue = (name: string, existingNames: Iterable<string>): RuleIssue | null =>
  nameTakenIssue('ENTITY_MAPPING_NAME_TAKEN', name, existingNames);
