import type { ModelLabel } from '../models/model-access.js';
import { engineInput, isMultiLabel, trainingLanguage, type ModelShape } from './inputs.js';
import type { TrainingDocumentRow } from './repository.js';
import type { TrainTaskInput } from './train-task.js';

/** A model trains when at least two labels have at least two documents each. */
export const MIN_LABELS = 2;
export const MIN_DOCUMENTS_PER_LABEL = 2;

export function enoughLabels(counts: ReadonlyMap<string, number>, known: ReadonlySet<string>): boolean {
  let usable = 0;
  for (const [label, n] of counts) if (known.has(label) && n >= MIN_DOCUMENTS_PER_LABEL) usable++;
  return usable >= MIN_LABELS;
}

/**
 * The training set of a model: labelled documents with the labels the model still has (a deleted category's id
 * is dropped). Single-label models keep documents with exactly one such label; a multi-label document may keep
 * none — it then teaches that none of the labels applies.
 */
export function buildDataset(
  model: ModelShape & { regularisation: 'auto' | number; semantic_features: boolean },
  labels: readonly ModelLabel[],
  docs: readonly TrainingDocumentRow[],
): TrainTaskInput {
  const known = new Set(labels.map((l) => l.id));
  const multiLabel = isMultiLabel(model);
  const input: TrainTaskInput = {
    documentIds: [],
    inputs: [],
    labels: [],
    multiLabel,
    c: model.regularisation,
    language: trainingLanguage(model),
    // English-only is checked when the setting changes; a model that gained another language since trains without.
    semantic: model.semantic_features && trainingLanguage(model) === 'en',
    labelOrder: labels.map((l) => ({ id: l.id, name: l.path })),
  };
  for (const doc of docs) {
    const kept = [...new Set(doc.label_ids)].filter((l) => known.has(l));
    if (!multiLabel && kept.length !== 1) continue;
    input.documentIds.push(doc.id);
    input.inputs.push(engineInput(model, doc));
    input.labels.push(kept);
  }
  return input;
}

/** Per label, how many documents of a dataset carry it. */
export function datasetCounts(labels: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of labels) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
  return counts;
}
