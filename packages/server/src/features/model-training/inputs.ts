import type { Language, TextInput } from '@sentio/ml';

/** The parts of a model row that decide how its documents are read and trained. */
export interface ModelShape {
  data_type: string;
  classification_type: string;
  switches: readonly { code: string; default: boolean }[];
}

/** The parts of a document the engine reads. */
export interface DocumentContent {
  text: string;
  turns: readonly { speaker: 'customer' | 'agent' | 'bot'; text: string }[] | null;
}

/**
 * What the engine classifies for a document: a dialogue model reads the turns (speaker features), every other
 * model the text. A dialogue document without turns falls back to its text, so a model never sees nothing.
 */
export function engineInput(model: Pick<ModelShape, 'data_type'>, doc: DocumentContent): TextInput {
  if (model.data_type === 'DIALOGUE' && doc.turns && doc.turns.length > 0)
    return { turns: doc.turns.map((t) => ({ speaker: t.speaker, text: t.text })) };
  return doc.text;
}

/**
 * The feature language of training. One switch: that language (Turkish lower-casing of I/İ matters). Several:
 * 'auto', so each text is lower-cased by its own guessed language rather than all by the default's rules.
 */
export function trainingLanguage(model: Pick<ModelShape, 'switches'>): Language {
  const codes = [...new Set(model.switches.map((s) => s.code))];
  if (codes.length === 1 && (codes[0] === 'tr' || codes[0] === 'en')) return codes[0];
  return 'auto';
}

/** The language a test call falls back to when the text gives no clear answer: the default switch. */
export function defaultLanguage(model: Pick<ModelShape, 'switches'>): 'tr' | 'en' {
  const code = (model.switches.find((s) => s.default) ?? model.switches[0])?.code;
  return code === 'en' ? 'en' : 'tr';
}

export const isMultiLabel = (model: Pick<ModelShape, 'classification_type'>): boolean =>
  model.classification_type === 'MULTI_LABEL';

/** Where a version's model file lives in the file store. */
export const modelFileKey = (workspaceId: string, modelId: string, versionId: string): string =>
  `${workspaceId}/models/${modelId}/${versionId}.model`;
